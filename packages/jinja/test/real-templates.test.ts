/**
 * Real chat templates (test/fixtures/templates, sources in templates.json) rendered over every
 * conversation of test/fixtures/conversations.json, by Python Jinja2 and by our engine.
 */
import { readdirSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { defineDifferentialSuite, loadEngine } from "./differential.js";
import {
  branchContexts,
  conversations,
  templateIndex as index,
  realCases,
  templatesDir,
  typeHazards,
} from "./real-cases.js";

describe("real template fixtures", () => {
  test("index lists at least 40 templates, each with a family and a source", () => {
    expect(index.length).toBeGreaterThanOrEqual(40);
    for (const e of index) {
      expect(e.family, e.file).not.toBe("");
      expect(e.source, e.file).not.toBe("");
    }
  });
  test("every .jinja fixture is listed in templates.json and every entry has its file", () => {
    const files = readdirSync(templatesDir)
      .filter((f) => f.endsWith(".jinja"))
      .sort();
    expect(index.map((e) => e.file).sort()).toEqual(files);
  });
  test("no context holds a number Python would read as another type", () => {
    expect(conversations.flatMap((c) => typeHazards(c.context).map((p) => `${c.id}: ${p}`))).toEqual([]);
    const branches = Object.entries(branchContexts).flatMap(([file, list]) => list.map((b) => [file, b] as const));
    expect(branches.flatMap(([file, b]) => typeHazards(b.context).map((p) => `${file} ${b.shape}: ${p}`))).toEqual([]);
  });
  test("branch contexts belong to corpus templates", () => {
    const files = new Set(index.map((e) => e.file));
    expect(Object.keys(branchContexts).filter((f) => !files.has(f))).toEqual([]);
  });
  test("conversations cover the required shapes", () => {
    const ids = conversations.map((c) => c.id);
    for (const required of [
      "system-only",
      "tool-call-dict",
      "tool-call-string",
      "multimodal",
      "documents",
      "tools-none",
      "openai-client-tool-calls",
      "continue-final-message",
      "system-only-tools",
      "agent-long-chain",
    ]) {
      expect(ids).toContain(required);
    }
  });
});

defineDifferentialSuite("real", realCases(), await loadEngine());
