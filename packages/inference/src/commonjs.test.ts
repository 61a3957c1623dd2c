import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { runWithoutEsm, withCommonJsInstall } from "../../../scripts/commonjs-install.js";
import * as esm from "./index.js";

const dependencies = Object.keys(
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).dependencies,
);

test("the CommonJS build loads where require() cannot load ES modules, requires its dependencies' CommonJS builds by name and exports what the ES module does", async () => {
  await withCommonJsInstall("@atrium/inference", (dir) => {
    const output = runWithoutEsm(
      dir,
      `const inference = require("@atrium/inference");
      const loaded = Object.keys(require.cache);
      const fromInference = require("module").createRequire(require.resolve("@atrium/inference"));
      const client = new inference.InferenceClient("hf_fake", { provider: "together" });
      const error = new inference.InferenceClientInputError("bad input");
      process.stdout.write(JSON.stringify({
        keys: Object.keys(inference).sort(),
        dependencies: ${JSON.stringify(dependencies)}.map((name) => [name, fromInference.resolve(name)]),
        client: [typeof client.chatCompletion, typeof client.endpoint("http://127.0.0.1:9/v1").chatCompletion],
        error: [error instanceof inference.InferenceClientError, error instanceof Error, error.name, error.message],
        loaded,
      }));`,
    ) as { keys: string[]; dependencies: [string, string][]; client: string[]; error: unknown[]; loaded: string[] };
    expect(output.keys).toEqual(Object.keys(esm).sort());
    expect(output.client).toEqual(["function", "function"]);
    expect(output.error).toEqual([true, true, new esm.InferenceClientInputError("bad input").name, "bad input"]);
    // Each dependency is found by name from where the bundle is installed, as its CommonJS file: the workspace
    // packages' builds in this install, eventsource-parser's own. The bundle requires eventsource-parser (the one
    // dependency it uses at run time) rather than holding a copy of it, and loads nothing but CommonJS.
    const root = realpathSync(dir);
    for (const [name, file] of output.dependencies) {
      expect(file.endsWith(".cjs"), file).toBe(true);
      if (name.startsWith("@atrium/")) expect(file).toBe(join(root, "node_modules", name, "dist", "index.cjs"));
    }
    expect(output.loaded).toContain(output.dependencies.find(([name]) => name === "eventsource-parser")?.[1]);
    expect(output.loaded.every((file) => file.endsWith(".cjs"))).toBe(true);
  });
}, 60_000);
