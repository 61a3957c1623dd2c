/**
 * Real chat templates with small edits (real-mutation-cases.ts), by Python Jinja2 and by our engine: the near-miss
 * syntax, runtime errors and unusual paths of templates as their authors write them.
 */

import { expect, test } from "vitest";
import { defineDifferentialSuite, loadEngine } from "./differential.js";
import { readTemplate, templateIndex } from "./real-cases.js";
import { mutationCases } from "./real-mutation-cases.js";

const cases = mutationCases();

test("every corpus template with a tag is edited", () => {
  const edited = new Set(cases.filter((c) => c.group !== "unchanged").map((c) => c.id.slice(0, c.id.indexOf("~"))));
  const withTags = templateIndex.filter((e) => /\{[{%]/.test(readTemplate(e))).map((e) => e.file);
  expect(withTags.length).toBeGreaterThan(700);
  expect(withTags.filter((f) => !edited.has(f))).toEqual([]);
});

const results = defineDifferentialSuite("mutations", cases, await loadEngine(), { dropNondeterministic: true });

test("the mutants reach both outcomes: Python renders some and raises on others", () => {
  const rendered = results.filter((r) => r.python.ok).length;
  expect(rendered).toBeGreaterThan(results.length / 10);
  expect(results.length - rendered).toBeGreaterThan(results.length / 10);
});
