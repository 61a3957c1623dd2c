/** Self-checks of the differential harness: it must be able to fail. */
import { describe, expect, test } from "vitest";
import { type Comparison, compareOutcomes, groupProblems, type Outcome, runOracle } from "./differential.js";

const ok = (output: string): Outcome => ({ ok: true, output });
const err = (error_type: string, message: string, raised?: boolean): Outcome => ({
  ok: false,
  error_type,
  message,
  raised,
});

describe("compareOutcomes", () => {
  test("identical output matches, any difference does not", () => {
    expect(compareOutcomes(ok("a"), ok("a")).match).toBe(true);
    expect(compareOutcomes(ok("a"), ok("a ")).match).toBe(false);
    expect(compareOutcomes(ok("None"), ok("none")).match).toBe(false);
  });
  test("error against output never matches", () => {
    expect(compareOutcomes(ok(""), err("TypeError", "x")).match).toBe(false);
    expect(compareOutcomes(err("TypeError", "x"), ok("")).match).toBe(false);
  });
  test("both raising matches, except raise_exception with a different message", () => {
    expect(compareOutcomes(err("TypeError", "a"), err("TemplateRuntimeError", "b")).match).toBe(true);
    expect(compareOutcomes(err("TemplateError", "boom", true), err("RaisedException", "boom")).match).toBe(true);
    expect(compareOutcomes(err("TemplateError", "boom", true), err("RaisedException", "boom (line 1)")).match).toBe(
      false,
    );
  });
  test("a missing engine or a mutated context is a failure even when Python raises", () => {
    expect(compareOutcomes(err("TypeError", "x"), err("EngineMissing", "no engine")).match).toBe(false);
    expect(compareOutcomes(err("TypeError", "x"), err("HarnessContextMutated", "changed")).match).toBe(false);
  });
  test("Python output with a memory address is rejected as a case", () => {
    expect(compareOutcomes(ok("<Cycler object at 0x7f00aa>"), ok("<Cycler object at 0x7f00aa>")).match).toBe(false);
  });
});

describe("groupProblems and known failures", () => {
  const mk = (id: string, match: boolean): Comparison => ({
    case: { id, group: "g", template: "{{ x }}" },
    python: ok("1"),
    ours: ok(match ? "1" : "2"),
    match,
    reason: match ? "identical output" : "different output",
  });
  test("lists every unexpected mismatch", () => {
    const msg = groupProblems([mk("a", false), mk("b", true), mk("c", false)], new Set());
    expect(msg).toContain("2 of 3 cases differ");
    expect(msg).toContain("✗ a");
    expect(msg).toContain("✗ c");
  });
  test("a listed known failure is tolerated, a listed case that passes is reported", () => {
    expect(groupProblems([mk("a", false), mk("b", true)], new Set(["a"]))).toBeNull();
    expect(groupProblems([mk("a", true)], new Set(["a"]))).toContain("now match Python");
  });
});

describe("oracle", () => {
  test("renders with the transformers configuration", () => {
    const results = runOracle([
      { id: "trim", group: "g", template: "{% if true %}\n  x\n{% endif %}\n" },
      { id: "tojson", group: "g", template: "{{ 'é' | tojson }}" },
      { id: "raise", group: "g", template: "{{ raise_exception('no') }}" },
      {
        id: "gen",
        group: "g",
        template: "{% generation %}g{% endgeneration %}{% for i in [1, 2] %}{% break %}{% endfor %}",
      },
      { id: "clock", group: "g", template: "{{ strftime_now('%Y-%m-%d') }}" },
      { id: "sandbox", group: "g", template: "{{ [].append(1) }}" },
      { id: "keep", group: "g", template: "a\n", options: { keep_trailing_newline: true } },
    ]);
    expect(results.get("trim")).toEqual(ok("  x\n"));
    expect(results.get("tojson")).toEqual(ok('"é"'));
    expect(results.get("raise")).toEqual(err("TemplateError", "no", true));
    expect(results.get("gen")).toEqual(ok("g"));
    expect(results.get("clock")).toEqual(ok("2024-07-26"));
    expect(results.get("sandbox")).toMatchObject({ ok: false, error_type: "SecurityError" });
    expect(results.get("keep")).toEqual(ok("a\n"));
  });
});
