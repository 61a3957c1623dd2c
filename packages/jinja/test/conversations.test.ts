/**
 * Generated conversations (conversation-cases.ts) over every real chat template, by Python Jinja2 and
 * by our engine.
 */

import { expect, test } from "vitest";
import { conversationCases } from "./conversation-cases.js";
import { defineDifferentialSuite, loadEngine } from "./differential.js";
import { typeHazards } from "./real-cases.js";

const cases = conversationCases();

test("no generated context holds a number Python would read as another type", () => {
  expect(cases.flatMap((c) => typeHazards(c.context).map((p) => `${c.id}: ${p}`))).toEqual([]);
});

defineDifferentialSuite("conversations", cases, await loadEngine());
