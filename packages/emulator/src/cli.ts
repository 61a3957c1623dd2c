#!/usr/bin/env node
/**
 * `atrium-emulator [--port N] [--host H]`: starts the emulator and prints its URL on the first line of stdout.
 */
import { parseArgs } from "node:util";
import { startEmulator } from "./server.js";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, host: { type: "string" } },
});
const portText = values.port ?? process.env.PORT ?? "0";
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`atrium-emulator: invalid port "${portText}"`);
  process.exit(2);
}

const emulator = await startEmulator({ port, host: values.host });
console.log(emulator.url);
console.error(
  `atrium-emulator: hub ${emulator.hubUrl}, router ${emulator.routerUrl}, providers ${emulator.url}/providers/{name}`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    emulator.close().finally(() => process.exit(0));
  });
}
