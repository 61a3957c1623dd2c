#!/usr/bin/env node
// Committed launcher, so that npm can link the bin before `dist/` exists; the CLI itself is built from src/cli.ts.
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli.js", import.meta.url);
if (!existsSync(cli)) {
  console.error("atrium-emulator: the package is not built yet; run `npm run build` at the repository root first.");
  process.exit(1);
}
await import(cli.href);
