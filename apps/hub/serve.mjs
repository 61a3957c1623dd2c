// A small static file server for a built single-page app (node:http, no dependencies).
// Used by `npm start` (scripts/start.mjs) and by the browser tests (scripts/browser-tests.mjs).
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";

const contentTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves the files under `root` on 127.0.0.1. Paths that match no file and do not name an asset type
 * get `index.html`: they are client-side routes, which may hold dots (`/meta-llama/Llama-3.1-8B`); `json` maps extra paths to JSON bodies (runtime configuration).
 * Tries `port` first and falls back to a free port when it is taken. Resolves to `{ url, close }`.
 *
 * @param {{ root: string, port?: number, json?: Record<string, unknown> }} options
 */
export async function serveStatic({ root, port = 0, json = {} }) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = pathOf(request.url);
    if (pathname === null) {
      response.writeHead(400, { "content-type": contentTypes[".txt"] }).end("Bad request");
      return;
    }
    if (Object.hasOwn(json, pathname)) {
      const body = JSON.stringify(json[pathname]);
      response.writeHead(200, { "content-type": contentTypes[".json"], "cache-control": "no-store" });
      response.end(request.method === "HEAD" ? undefined : body);
      return;
    }
    const file = await findFile(base, pathname);
    if (!file) {
      response.writeHead(404, { "content-type": contentTypes[".txt"] }).end("Not found");
      return;
    }
    const hashedAsset = pathname.startsWith("/assets/");
    response.writeHead(200, {
      "content-type": contentTypes[extname(file.path)] ?? "application/octet-stream",
      "content-length": file.size,
      "cache-control": hashedAsset ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    });
    if (request.method === "HEAD") response.end();
    else createReadStream(file.path).pipe(response);
  });
  await listen(server, port);
  const { port: actualPort } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      }),
  };
}

function pathOf(url = "/") {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

/** The file for `pathname` inside `base`, else index.html for a client-side route, else null. */
async function findFile(base, pathname) {
  const candidate = normalize(join(base, pathname));
  if (candidate !== base && !candidate.startsWith(base + sep)) return null;
  const found = await fileAt(candidate);
  if (found || Object.hasOwn(contentTypes, extname(pathname))) return found;
  return fileAt(join(base, "index.html"));
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return fileAt(join(path, "index.html"));
    return { path, size: info.size };
  } catch {
    return null;
  }
}

/** Listens on 127.0.0.1:`port`, or on a free port when `port` is taken. */
function listen(server, port) {
  return new Promise((resolveListen, reject) => {
    const onError = (error) => {
      if (error.code === "EADDRINUSE" && port !== 0) listen(server, 0).then(resolveListen, reject);
      else reject(error);
    };
    server.once("error", onError);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", onError);
      resolveListen(undefined);
    });
  });
}

/**
 * The hub as `npm start` runs it: the built app in `root`, the inference emulator beside it, and
 * `/atrium-config.json` telling the app where the emulator is. The app still runs when the emulator
 * is not built or fails to start; the config then says `emulatorUrl: null`.
 *
 * @param {{ root: string, port?: number }} options
 */
export async function serveHub({ root, port = 0 }) {
  const emulator = await startEmulatorIfAvailable();
  const app = await serveStatic({
    root,
    port,
    json: { "/atrium-config.json": { emulatorUrl: emulator?.url ?? null } },
  });
  return {
    url: app.url,
    emulatorUrl: emulator?.url ?? null,
    close: async () => {
      await Promise.all([app.close(), emulator?.close()]);
    },
  };
}

async function startEmulatorIfAvailable() {
  try {
    const { startEmulator } = await import("@atrium/emulator");
    return await startEmulator({ port: 0 });
  } catch (error) {
    console.warn(`The inference emulator is unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
