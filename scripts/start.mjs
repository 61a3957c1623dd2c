// `npm start`: serves the built hub app on 127.0.0.1 next to the inference emulator, until Ctrl-C.
// The app learns the emulator's address from /atrium-config.json.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "../apps/hub/serve.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, "apps", "hub", "dist");
const preferredPort = Number(process.env.PORT ?? 4173);

if (!existsSync(join(dist, "index.html"))) {
  console.error("apps/hub/dist is missing: run `npm run build` first (npm start does).");
  process.exit(1);
}

const emulator = await startEmulatorIfAvailable();
const app = await serveStatic({
  root: dist,
  port: preferredPort,
  json: { "/atrium-config.json": { emulatorUrl: emulator?.url ?? null } },
});

console.log(`Atrium hub:      ${app.url}/`);
console.log(emulator ? `Emulator:        ${emulator.url}` : "Emulator:        unavailable (the app runs without it)");
if (new URL(app.url).port !== String(preferredPort)) console.log(`(port ${preferredPort} was taken)`);
console.log("Press Ctrl-C to stop.");

let stopping = false;
async function stop() {
  if (stopping) process.exit(130); // A second Ctrl-C does not wait for a slow shutdown.
  stopping = true;
  await Promise.all([app.close(), emulator?.close()]);
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

/** The emulator is another package; the app still starts when it is missing or fails to start. */
async function startEmulatorIfAvailable() {
  try {
    const { startEmulator } = await import("@atrium/emulator");
    if (typeof startEmulator !== "function") throw new Error("@atrium/emulator does not export startEmulator");
    return await startEmulator({ port: 0 });
  } catch (error) {
    console.warn(`The inference emulator is unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
