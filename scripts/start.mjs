// `npm start`: serves the built hub app on 127.0.0.1 next to the inference emulator, until Ctrl-C.
// The app learns the emulator's address from /atrium-config.json.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveHub } from "../apps/hub/serve.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, "apps", "hub", "dist");
const preferredPort = Number(process.env.PORT ?? 4173);

if (!existsSync(join(dist, "index.html"))) {
  console.error("apps/hub/dist is missing: run `npm run build` first (npm start does).");
  process.exit(1);
}

const app = await serveHub({ root: dist, port: preferredPort });

console.log(`Atrium hub:      ${app.url}/`);
console.log(
  app.emulatorUrl ? `Emulator:        ${app.emulatorUrl}` : "Emulator:        unavailable (the app runs without it)",
);
if (new URL(app.url).port !== String(preferredPort)) console.log(`(port ${preferredPort} was taken)`);
console.log("Press Ctrl-C to stop.");

let stopping = false;
async function stop() {
  if (stopping) process.exit(130); // A second Ctrl-C does not wait for a slow shutdown.
  stopping = true;
  await app.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
