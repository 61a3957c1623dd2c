/**
 * The formatter (`template.format()`) must print a source that renders exactly like the original:
 * over the real-template corpus, our render of the formatted source must equal our render of the
 * original (same output, or both raise), and formatting must be idempotent (canonical).
 * This compares our engine with itself, so it isolates formatter bugs from rendering bugs.
 */
import { describe, expect, test } from "vitest";
import { type Case, FROZEN_NOW, loadEngine, type Outcome } from "./differential.js";
import { realCases } from "./real-cases.js";

const engine = await loadEngine();

interface Formattable {
  render(context: Record<string, unknown>): string;
  format(options?: { indent?: string | number }): string;
}
type Ctor = new (source: string, options?: Record<string, unknown>) => Formattable;

function outcome(source: string, c: Case): Outcome {
  try {
    const T = engine.Template as unknown as Ctor;
    return { ok: true, output: new T(source, { now: FROZEN_NOW }).render(structuredClone(c.context ?? {})) };
  } catch (e) {
    return { ok: false, error_type: e instanceof Error ? e.name : typeof e, message: String(e) };
  }
}

const cases = realCases();
const byTemplate = new Map<string, Case[]>();
for (const c of cases) {
  const list = byTemplate.get(c.group) ?? [];
  list.push(c);
  byTemplate.set(c.group, list);
}

describe("format() round trip over the real templates", () => {
  test("the engine has Template#format", () => {
    expect(engine.problem).toBeNull();
    expect(typeof (engine.Template?.prototype as { format?: unknown } | undefined)?.format).toBe("function");
  });

  test.each([...byTemplate.keys()])("%s", (group) => {
    const list = byTemplate.get(group)!;
    const T = engine.Template as unknown as Ctor | null;
    if (!T) expect.fail(engine.problem ?? "no engine");
    const source = list[0].template;
    let formatted: string;
    try {
      formatted = new T(source).format();
    } catch (e) {
      expect.fail(`format() threw on ${group}: ${String(e)}`);
    }
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
    if (problems.length > 0) expect.fail(`${problems.length} problem(s) for ${group}:\n${problems.join("\n")}`);
  });
});
