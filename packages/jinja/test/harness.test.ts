/** Self-checks of the differential harness: it must be able to fail. */
import { describe, expect, test } from "vitest";
import {
  type Comparison,
  compareOutcomes,
  groupProblems,
  lengthAndDigest,
  type Outcome,
  runOracle,
  runOurs,
} from "./differential.js";

const ok = (output: string): Outcome => ({ ok: true, output });
const err = (error_type: string, message: string, raised?: boolean, limit?: boolean): Outcome => ({
  ok: false,
  error_type,
  message,
  raised,
  limit,
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
  test("both raising matches when the exception types are equal, and raise_exception's message too", () => {
    expect(compareOutcomes(err("TypeError", "a"), err("TypeError", "b")).match).toBe(true);
    expect(compareOutcomes(err("TypeError", "a"), err("TemplateRuntimeError", "a"))).toEqual({
      match: false,
      reason: "both raised, but Python raised TypeError and ours TemplateRuntimeError",
    });
    expect(compareOutcomes(err("TemplateError", "boom", true), err("TemplateError", "boom")).match).toBe(true);
    expect(compareOutcomes(err("TemplateError", "boom", true), err("TemplateError", "boom (line 1)")).match).toBe(
      false,
    );
  });
  test("Python's output past the oracle's cap matches the same output, by length and digest, or our limits", () => {
    const long = `${"é".repeat(600_000)}😀${"x".repeat(600_000)}`;
    const [python] = runOracle([
      { id: "long", group: "harness", template: "{{ 'é' * 600000 }}😀{{ 'x' * 600000 }}" },
    ]).values();
    expect(python).toEqual(err("OracleOutputTooLarge", lengthAndDigest(long)));
    expect(compareOutcomes(python, ok(long))).toEqual({
      match: true,
      reason: "identical output (past the oracle's cap: same length and SHA-256)",
    });
    expect(compareOutcomes(python, ok(`${long.slice(0, -1)}y`)).match).toBe(false);
    expect(compareOutcomes(python, ok(long.slice(0, -1))).match).toBe(false);
    expect(compareOutcomes(python, err("MemoryError", "x", false, true)).match).toBe(true);
    expect(compareOutcomes(python, err("MemoryError", "x")).match).toBe(false);
  });
  test("a missing engine or a mutated context is a failure even when Python raises", () => {
    expect(compareOutcomes(err("TypeError", "x"), err("EngineMissing", "no engine")).match).toBe(false);
    expect(compareOutcomes(err("TypeError", "x"), err("HarnessContextMutated", "changed")).match).toBe(false);
  });
  test("Python output or a raise_exception message with a memory address is rejected as a case", () => {
    expect(compareOutcomes(ok("<Cycler object at 0x7f00aa>"), ok("<Cycler object at 0x7f00aa>")).match).toBe(false);
    const raised = err("TemplateError", "role: <generator object at 0x7f00aa>", true);
    expect(compareOutcomes(raised, raised).match).toBe(false);
    // Other exceptions' messages are not compared: their kind still is.
    const other = err("TypeError", "<generator object at 0x7f00aa>");
    expect(compareOutcomes(other, err("TypeError", "<generator object at 0x1234abcd>")).match).toBe(true);
  });
});

describe("runOurs", () => {
  const throwing = (error: Error) => ({
    Template: class {
      render(): string {
        throw error;
      }
    },
    problem: null,
  });
  const c = { id: "a", group: "g", template: "" };
  test("our exception type is the error's kind (Python's exception), else its class name", () => {
    const typed = Object.assign(new Error("x"), { name: "TemplateRuntimeError", kind: "TypeError" });
    expect(runOurs(throwing(typed), c)).toMatchObject({ ok: false, error_type: "TypeError" });
    expect(runOurs(throwing(new RangeError("x")), c)).toMatchObject({ ok: false, error_type: "RangeError" });
    const limit = Object.assign(new Error("x"), { name: "LimitError", kind: "MemoryError" });
    expect(runOurs(throwing(limit), c)).toMatchObject({ ok: false, error_type: "MemoryError", limit: true });
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
