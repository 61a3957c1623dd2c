import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { runWithoutEsm, withCommonJsInstall } from "../../../scripts/commonjs-install.js";
import * as esm from "./index.js";

test("the CommonJS build loads where require() cannot load ES modules, exports what the ES module does and finds the demo media", async () => {
  await withCommonJsInstall("@atrium/tasks", (dir, install) => {
    const installed = realpathSync(install);
    const output = runWithoutEsm(
      dir,
      `const t = require("@atrium/tasks");
      const demo = t.TASKS_DATA["text-to-image"].demo.outputs[0].filename;
      process.stdout.write(JSON.stringify({
        file: require.resolve("@atrium/tasks"),
        keys: Object.keys(t).sort(),
        label: t.TASKS_DATA["text-to-image"].label,
        quant: t.parseGGUFQuantLabel("Llama-3.1-8B-Instruct-Q4_K_M.gguf"),
        demo,
        assetUrl: t.taskDemoAssetUrl(demo).href,
      }));`,
    ) as Record<string, string>;
    expect(output.file).toBe(join(installed, "dist", "index.cjs"));
    expect(output.keys).toEqual(Object.keys(esm).sort());
    expect(output.label).toBe(esm.TASKS_DATA["text-to-image"].label);
    expect(output.quant).toBe("Q4_K_M");
    // The URL points into the installed package's assets folder, at the file the ES build names.
    const assetPath = fileURLToPath(output.assetUrl);
    expect(assetPath).toBe(join(installed, "assets", output.demo));
    expect(existsSync(assetPath)).toBe(true);
    expect(realpathSync(assetPath)).toBe(realpathSync(fileURLToPath(esm.taskDemoAssetUrl(output.demo))));
  });
}, 60_000);
