import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";
import { defineDifferentialSuite, loadEngine } from "./differential.js";
import { methodCases } from "./method-cases.js";

const cases = methodCases();
defineDifferentialSuite("methods", cases, await loadEngine());

/** The sweep's group prefix for each Python type. */
const GROUPS: Record<string, string[]> = {
  str: ["str"],
  Markup: ["str", "Markup"],
  list: ["list"],
  tuple: ["tuple"],
  dict: ["dict"],
  dict_keys: ["view"],
  dict_values: ["view"],
  dict_items: ["view"],
  range: ["range"],
  int: ["number"],
  float: ["number"],
  bool: ["number"],
};

test("the sweep reaches every public attribute Python gives these types", () => {
  const script =
    "import json, markupsafe\n" +
    "types = (str, markupsafe.Markup, list, tuple, dict, type({}.keys()), type({}.values()), type({}.items()), range, int, float, bool)\n" +
    "print(json.dumps({t.__name__: [n for n in dir(t) if not n.startswith('_')] for t in types}))";
  const python = spawnSync("python3", ["-c", script], { encoding: "utf8" });
  const names = JSON.parse(python.stdout) as Record<string, string[]>;
  const missing = Object.entries(names).flatMap(([type, attributes]) =>
    attributes
      .filter(
        (name) => !cases.some((c) => GROUPS[type].includes(c.group.split(".")[0]) && c.template.includes(`.${name}`)),
      )
      .map((name) => `${type}.${name}`),
  );
  expect(missing).toEqual([]);
});
