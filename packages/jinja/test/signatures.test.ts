/**
 * Signature sweep (signature-cases.ts): every builtin filter and test of our registries, which must be exactly
 * Jinja2's, with every kind of input and argument.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { FILTERS } from "../src/filters.js";
import { TESTS } from "../src/tests.js";
import { defineDifferentialSuite, loadEngine, TEST_DIR } from "./differential.js";
import { signatureCases } from "./signature-cases.js";

const filterNames = Object.keys(FILTERS).sort();
const testNames = Object.keys(TESTS).sort();
const started = performance.now();
const cases = signatureCases(filterNames, testNames);
defineDifferentialSuite("signatures", cases, await loadEngine(), { dropNondeterministic: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);

describe("signatures: registries", () => {
  test("our filters and tests are Jinja2's, as the oracle configures them", () => {
    const script = `import json, sys; sys.path.insert(0, ${JSON.stringify(TEST_DIR)}); import oracle
env = oracle.environment({})
print(json.dumps([sorted(env.filters), sorted(env.tests)]))`;
    const proc = spawnSync("python3", ["-c", script], { encoding: "utf8" });
    expect(proc.stderr).toBe("");
    const [filters, tests] = JSON.parse(proc.stdout) as [string[], string[]];
    expect(filterNames).toEqual(filters);
    expect(testNames).toEqual(tests);
  });

  test("runtime", () => {
    console.log(`[differential] signatures: ${cases.length} cases rendered by both engines in ${seconds} s`);
    expect(cases.length).toBeGreaterThan(2000);
  });
});
