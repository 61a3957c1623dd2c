// Browser bundle budgets (esbuild, minified, gzipped): sizes, never times.

import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

async function gzippedSize(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: new URL("..", import.meta.url).pathname, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["@atrium/source"],
    write: false,
    logLevel: "silent",
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

describe("bundle size", () => {
  it("a chatCompletion-only import stays within 8 KB", async () => {
    const size = await gzippedSize(`export { chatCompletion } from "./src/index.ts";`);
    expect(size).toBeLessThanOrEqual(8 * 1024);
  });

  it("the whole InferenceClient stays within 30 KB", async () => {
    const size = await gzippedSize(`export { InferenceClient } from "./src/index.ts";`);
    expect(size).toBeLessThanOrEqual(30 * 1024);
  });
});
