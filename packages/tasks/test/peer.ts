/**
 * The widely used `@huggingface/tasks`, read from `bench/node_modules` for comparison tests only. It is
 * never a dependency of this package: `bench/` installs it for `npm run bench`. When it is absent (CI
 * runs without bench dependencies), the comparison tests are skipped with `PEER_SKIP_REASON`.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

export const PEER_NAME = "@huggingface/tasks";
export const PEER_VERSION = "0.21.54";

const PEER_ENTRY = fileURLToPath(
  new URL("../../../bench/node_modules/@huggingface/tasks/dist/esm/index.js", import.meta.url),
);
const PEER_PACKAGE = fileURLToPath(
  new URL("../../../bench/node_modules/@huggingface/tasks/package.json", import.meta.url),
);

/** `ATRIUM_SKIP_PEER=1` runs the suite as CI does without bench dependencies. */
export const PEER_AVAILABLE = !process.env.ATRIUM_SKIP_PEER && existsSync(PEER_ENTRY) && existsSync(PEER_PACKAGE);

export const PEER_SKIP_REASON = `skipped: ${PEER_NAME} is not installed in bench/node_modules (\`npm run bench\` or \`npm ci --prefix bench\` installs it)`;

export interface PeerTasks {
  parseGGUFQuantLabel(fileName: string): string | undefined;
  getModelInputSnippet(model: unknown, noWrap?: boolean, noQuotes?: boolean): unknown;
}

/** Imports the peer; call only when `PEER_AVAILABLE`. */
export async function loadPeer(): Promise<{ version: string; api: PeerTasks }> {
  const pkg = JSON.parse(readFileSync(PEER_PACKAGE, "utf8")) as { version: string };
  const api = (await import(pathToFileURL(PEER_ENTRY).href)) as PeerTasks;
  return { version: pkg.version, api };
}
