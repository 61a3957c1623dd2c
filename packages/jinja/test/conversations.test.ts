/**
 * Generated conversations (conversation-cases.ts) over every real chat template, by Python Jinja2 and
 * by our engine.
 */

import { expect, test } from "vitest";
import { conversationCases, PROFILES } from "./conversation-cases.js";
import { defineDifferentialSuite, loadEngine } from "./differential.js";
import { templateIndex, typeHazards } from "./real-cases.js";

/** The least share of each template's conversations Python must render (see Profile). */
const MIN_RENDERED = 0.4;

const cases = conversationCases();

test("no generated context holds a number Python would read as another type", () => {
  expect(cases.flatMap((c) => typeHazards(c.context).map((p) => `${c.id}: ${p}`))).toEqual([]);
});

test("every profile names a corpus template", () => {
  const files = new Set(templateIndex.map((e) => e.file));
  expect(Object.keys(PROFILES).filter((f) => !files.has(f))).toEqual([]);
});

const results = defineDifferentialSuite("conversations", cases, await loadEngine());

test(`Python renders at least ${MIN_RENDERED * 100}% of each template's conversations (the others raise)`, () => {
  const byFile = new Map<string, { rendered: number; all: number }>();
  for (const r of results) {
    const file = r.case.id.slice(0, r.case.id.lastIndexOf("#"));
    const n = byFile.get(file) ?? { rendered: 0, all: 0 };
    n.all++;
    if (r.python.ok) n.rendered++;
    byFile.set(file, n);
  }
  const low = [...byFile]
    .filter(([, n]) => n.rendered < MIN_RENDERED * n.all)
    .map(([file, n]) => `${file}: ${n.rendered}/${n.all}`);
  expect(low).toEqual([]);
});
