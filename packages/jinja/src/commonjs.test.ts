import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { installCommonJs, runWithoutEsm } from "../../../scripts/commonjs-install.js";
import * as esm from "./index.js";

test("the CommonJS build loads where require() cannot load ES modules and exports what the ES module does", async () => {
  const dir = mkdtempSync(join(tmpdir(), "jinja-cjs-"));
  try {
    await installCommonJs(dir, "@atrium/jinja");
    const output = runWithoutEsm(
      dir,
      `const j = require("@atrium/jinja");
      process.stdout.write(JSON.stringify([Object.keys(j).sort(), new j.Template("{{ x }}|{{ 1.0 }}").render({ x: [1] })]));`,
    );
    expect(output).toEqual([Object.keys(esm).sort(), "[1]|1.0"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
