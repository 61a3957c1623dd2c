import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
// @ts-expect-error: a build script in plain JavaScript, without types.
import { buildCommonJs } from "../scripts/build-commonjs.mjs";
import * as esm from "./index.js";

test("the CommonJS build loads where require() cannot load ES modules and exports what the ES module does", async () => {
  const dir = mkdtempSync(join(tmpdir(), "jinja-cjs-"));
  try {
    const outfile = join(dir, "index.cjs");
    await buildCommonJs(outfile);
    const program = `const j = require(${JSON.stringify(outfile)});
      process.stdout.write(JSON.stringify([Object.keys(j).sort(), new j.Template("{{ x }}|{{ 1.0 }}").render({ x: [1] })]));`;
    // Without require(esm), as in Node before 20.19 or Jest's CommonJS runtime.
    const output = execFileSync(process.execPath, ["--no-experimental-require-module", "-e", program], {
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual([Object.keys(esm).sort(), "[1]|1.0"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
