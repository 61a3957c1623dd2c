import { expect, test } from "vitest";
import { runWithoutEsm, withCommonJsInstall } from "../../../scripts/commonjs-install.js";
import * as esm from "./index.js";

test("the CommonJS build loads where require() cannot load ES modules and exports what the ES module does", async () => {
  const output = await withCommonJsInstall("@atrium/jinja", (dir) =>
    runWithoutEsm(
      dir,
      `const j = require("@atrium/jinja");
      process.stdout.write(JSON.stringify([Object.keys(j).sort(), new j.Template("{{ x }}|{{ 1.0 }}").render({ x: [1] })]));`,
    ),
  );
  expect(output).toEqual([Object.keys(esm).sort(), "[1]|1.0"]);
}, 60_000);
