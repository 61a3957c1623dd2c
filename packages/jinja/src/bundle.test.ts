import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, test } from "vitest";

test("the browser bundle stays within its size budget and needs no eval", async () => {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./index.ts", import.meta.url))],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
  });
  const code = result.outputFiles[0].text;
  expect(code).not.toMatch(/\beval\(|new Function\(/);
  expect(result.outputFiles[0].path).toBeTruthy();
  // Budget of the issue: 15 KB min+gzip, not met (the README says why the complete Jinja2 surface does not fit).
  // This guard keeps growth deliberate: raise it only with the commit that needs it, saying what it bought (the
  // history of this file records each raise, from 40 KB to 65 KB).
  expect(gzipSync(code).length).toBeLessThanOrEqual(65 * 1024);
});
