/**
 * The formatter (`template.format()`) must print a source that renders exactly like the original:
 * over the real-template corpus, our render of the formatted source must equal our render of the
 * original (same output, or both raise), and formatting must be idempotent (canonical). The same holds for the
 * templates' mutants that parse (real-mutation-cases.ts). And the formatted source is a Jinja2 template as much as
 * ours: Python Jinja2 renders it as our engine does (suite `formatted`, a few conversations per template).
 * This compares our engine with itself, so it isolates formatter bugs from rendering bugs.
 */
import { describe, expect, test } from "vitest";
import {
  type Case,
  defineDifferentialSuite,
  FROZEN_NOW,
  loadEngine,
  loadKnownFailures,
  type Outcome,
} from "./differential.js";
import { realCases } from "./real-cases.js";
import { mutationCases } from "./real-mutation-cases.js";

const engine = await loadEngine();

interface Formattable {
  render(context: Record<string, unknown>): string;
  format(options?: { indent?: string | number }): string;
}
type Ctor = new (source: string, options?: Record<string, unknown>) => Formattable;

function outcome(source: string, c: Case): Outcome {
  try {
    const T = engine.Template as unknown as Ctor;
    const output = new T(source, { now: FROZEN_NOW }).render(structuredClone(c.context ?? {}));
    // An object's repr holds a stand-in address that differs from render to render (mutants print some, also URL-quoted).
    return { ok: true, output: output.replace(/( |%20)at( |%20)0x[0-9a-f]+/gi, "$1at$20x…") };
  } catch (e) {
    return { ok: false, error_type: e instanceof Error ? e.name : typeof e, message: String(e) };
  }
}

/**
 * Minimal sources of formatter bugs found on the corpus: text ending with "{" followed by a tag whose
 * "-" trims the whitespace in between is printed glued to the tag ("{{%", "{{{"), which then lexes as
 * a variable start (gemma4.jinja: `{{ key }}:{` then `{%- if ... %}`).
 */
const formatFindings: Array<[string, string, Record<string, unknown>?]> = [
  ["brace-before-trimmed-block-tag", "a{ {%- if x %}b{% endif %}"],
  ["brace-before-trimmed-variable", "a{ {{- x }}"],
  // From fuzzing format() with random templates (session 8); each rendered differently, or would not parse, once
  // formatted. A test without arguments took the name after it as its argument:
  ["bare-test-before-recursive", "{% for n in l if (y is defined) recursive %}{{ n }}{% endfor %}", { l: [1] }],
  ["bare-test-before-if", "{{ (y is defined) if true }}|{{ (y is not defined) if true }}"],
  ["bare-test-before-in", "{{ (y is defined) in [true] }}|{{ (y is defined) not in [true] }}"],
  ["bare-test-before-is", "{{ (y is defined) is true }}"],
  ["bare-test-iterable", "{% for n in (y is defined) recursive %}{% endfor %}"],
  // A name `not` as a test's argument, which only the form without parentheses can give.
  ["test-argument-not", "{{ x is sameas not }}"],
  // An if statement's test is parsed without conditional expressions.
  ["if-test-conditional", "{% if (x if y else z) %}a{% elif (z if x else y) %}b{% endif %}", { y: 1, z: 1 }],
  ["float-literal-overflow", "{{ 1e999 }}|{% set v = 1e999 %}{{ v }}"],
  ["block-required", "{% block b required %}{% endblock %}"],
  ["text-with-tag-opening-autoescaped", "{% autoescape true %}{% raw %}<{{{% endraw %}{{ 1 }}{% endautoescape %}"],
  ["text-with-tag-opening-at-end", "{% raw %}{{\n{% endraw %}"],
  ["python-blanks-before-tag", "a\n\f{%+ if x %}{% endif %}|\u3000{%+ if x %}b{% endif %}"],
  // From formatting the probe corpora of sessions 10-11 (helper h25). A bare test argument or a comparison's operand
  // starting with a name `not` was printed where `not` is the operator:
  ["test-argument-not-called", "{{ x is eq not (y) }}|{{ x is eq not [1] }}|{{ x is eq not.a }}"],
  ["compare-operand-not-called", "{{ 1 == not (1) is not false }}", { not: () => 1 }],
  // A hex literal past 4300 decimal digits, printed in decimal, was a ValueError once formatted.
  ["long-hex-literal", `{{ 0x${"f".repeat(3572)} % 10 }}`],
  // A chain of thousands of `~` (one flat node in Jinja2) overflowed the formatter's stack.
  ["long-concat-chain", `{{ (${Array(5000).fill("x").join(" ~ ")})|length }}`, { x: "a" }],
];

/** The cases of each group, which share one template. */
const byTemplate = new Map<string, Case[]>();
function addCase(c: Case): void {
  const list = byTemplate.get(c.group);
  if (list) list.push(c);
  else byTemplate.set(c.group, [c]);
}

/** `format()` of each source, once (the round trip, the mutants' filter and the `formatted` suite all need it). */
const formats = new Map<string, { formatted: string } | { error: unknown }>();
function formatOf(source: string): { formatted: string } | { error: unknown } {
  let result = formats.get(source);
  if (result === undefined) {
    try {
      result = { formatted: new (engine.Template as unknown as Ctor)(source).format() };
    } catch (error) {
      result = { error };
    }
    formats.set(source, result);
  }
  return result;
}

for (const c of realCases()) addCase(c);
for (const [name, template, context = { x: true }] of formatFindings) {
  addCase({ id: `format-findings/${name}#x`, group: `format-findings/${name}`, template, context });
}

// The real templates' mutants (real-mutation-cases.ts) that still parse: the odd syntax of near misses.
for (const c of mutationCases()) {
  if ("formatted" in formatOf(c.template)) addCase({ ...c, group: `mutants/${c.id.slice(0, c.id.indexOf("#"))}` });
}

/**
 * Groups known to fail the round trip: `format` in known-failures.json names the template file (or the
 * format-findings id). The list may only shrink: a listed group that passes fails the suite.
 */
const knownFormatFailures = new Set(loadKnownFailures().format ?? []);
const groupKey = (group: string) => group.split(" ")[0];

describe("format() round trip over the real templates", () => {
  test("the engine has Template#format", () => {
    expect(engine.problem).toBeNull();
    expect(typeof (engine.Template?.prototype as { format?: unknown } | undefined)?.format).toBe("function");
  });

  test("known format failures name existing groups", () => {
    const keys = new Set([...byTemplate.keys()].map(groupKey));
    expect([...knownFormatFailures].filter((k) => !keys.has(k))).toEqual([]);
  });

  test.each([...byTemplate.keys()])("%s", (group) => {
    const problems = roundTripProblems(group);
    const known = knownFormatFailures.has(groupKey(group));
    if (known && problems.length === 0)
      expect.fail(`${group} now passes the format round trip; remove it from "format" in known-failures.json`);
    if (!known && problems.length > 0)
      expect.fail(`${problems.length} problem(s) for ${group}:\n${problems.join("\n")}`);
  });
});

/** Every round-trip problem of one group (empty when the formatted source renders like the original). */
function roundTripProblems(group: string): string[] {
  const list = byTemplate.get(group)!;
  const T = engine.Template as unknown as Ctor | null;
  if (!T) expect.fail(engine.problem ?? "no engine");
  const source = list[0].template;
  const result = formatOf(source);
  if ("error" in result) return [`format() threw on ${group}: ${String(result.error)}`];
  const { formatted } = result;
  const problems: string[] = [];
  let again: string | null = null;
  try {
    again = new T(formatted).format();
  } catch (e) {
    problems.push(`the formatted source does not parse: ${String(e)}`);
  }
  if (again !== null && again !== formatted)
    problems.push("format() is not idempotent: format(format(src)) !== format(src)");
  for (const c of list) {
    const a = outcome(source, c);
    const b = outcome(formatted, c);
    const same = a.ok && b.ok ? a.output === b.output : !a.ok && !b.ok;
    if (!same) {
      const show = (o: Outcome) =>
        o.ok ? JSON.stringify(o.output).slice(0, 300) : `ERROR ${o.error_type}: ${o.message.slice(0, 200)}`;
      problems.push(`✗ ${c.id}\n  original:  ${show(a)}\n  formatted: ${show(b)}`);
    }
  }
  return problems;
}

/** How many of each corpus template's conversations Python renders its formatted source with. */
const FORMATTED_CONVERSATIONS = 6;

/**
 * Each corpus template's and mutant's formatted source (when it formats) over some of its conversations, for Python
 * to render (the format findings hold JavaScript functions, which Python cannot be given).
 */
const formattedCases: Case[] = [];
for (const [group, list] of byTemplate) {
  if (group.startsWith("format-findings/")) continue;
  const result = formatOf(list[0].template);
  if ("error" in result) continue; // reported by the round trip above
  // Spread over the conversations rather than the first few.
  const count = Math.min(FORMATTED_CONVERSATIONS, list.length);
  for (let k = 0; k < count; k++) {
    const c = list[Math.floor((k * list.length) / count)];
    formattedCases.push({
      ...c,
      id: `formatted/${c.id}`,
      group: group.startsWith("mutants/") ? "mutants" : "corpus",
      template: result.formatted,
      templateLabel: `format() of ${c.templateLabel ?? group}`,
    });
  }
}
defineDifferentialSuite("formatted", formattedCases, engine, { dropNondeterministic: true });
