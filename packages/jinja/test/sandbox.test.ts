/**
 * Sandbox probes (sandbox-cases.ts) rendered by Python Jinja2 and by our engine, plus a check outside the
 * differential: no probe may change the caller's context in any way (values, keys, property attributes,
 * prototypes) nor add globals.
 */
import { describe, expect, test } from "vitest";
import { type Case, defineDifferentialSuite, FROZEN_NOW, loadEngine } from "./differential.js";
import { CONTEXT_ONLY_PROBES, SANDBOX_CONTEXT, sandboxCases } from "./sandbox-cases.js";

const engine = await loadEngine();
const cases = sandboxCases();
defineDifferentialSuite("sandbox", cases, engine);

const PROTOTYPES = new Map<unknown, string>([
  [Object.prototype, "Object"],
  [Array.prototype, "Array"],
  [null, "null"],
]);

/**
 * Every observable detail of a data value as lines: own keys (string and symbol, enumerable or not),
 * property attributes, accessors, prototypes and extensibility, recursively.
 */
function shape(value: unknown, path = "$", out: string[] = [], seen = new Set<object>()): string[] {
  if (value === null || (typeof value !== "object" && typeof value !== "function")) {
    out.push(`${path} = ${typeof value} ${String(value)}`);
    return out;
  }
  if (seen.has(value)) {
    out.push(`${path} = <seen>`);
    return out;
  }
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  const frozen = Object.isFrozen(value) ? " frozen" : Object.isSealed(value) ? " sealed" : "";
  out.push(
    `${path}: ${typeof value} proto=${PROTOTYPES.get(proto) ?? "other"}${Object.isExtensible(value) ? "" : " non-extensible"}${frozen}`,
  );
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    const flags = `${d.enumerable ? "e" : "-"}${d.configurable ? "c" : "-"}${"value" in d ? (d.writable ? "w" : "-") : "a"}`;
    const child = `${path}[${typeof key === "symbol" ? key.toString() : JSON.stringify(key)}]{${flags}}`;
    if ("value" in d) shape(d.value, child, out, seen);
    else out.push(`${child} = accessor`);
  }
  return out;
}

interface Violation {
  id: string;
  problem: string;
}

/** Renders a case with our engine and reports any change to its context. */
function contextViolation(c: Pick<Case, "id" | "template" | "context">): Violation | null {
  if (!engine.Template) return { id: c.id, problem: engine.problem ?? "no engine" };
  const original = shape(c.context ?? {});
  const context = structuredClone(c.context ?? {});
  const before = shape(context);
  if (before.join("\n") !== original.join("\n")) return { id: c.id, problem: "structuredClone changed the context" };
  try {
    new engine.Template(c.template, { now: FROZEN_NOW }).render(context);
  } catch {
    // Raising is fine; only the context matters here.
  }
  const after = shape(context);
  const changed = after.filter((line, i) => line !== before[i]);
  if (after.length === before.length && changed.length === 0) return null;
  const removed = before.filter((line) => !after.includes(line));
  const added = after.filter((line) => !before.includes(line));
  return {
    id: c.id,
    problem: [...removed.map((l) => `- ${l}`), ...added.map((l) => `+ ${l}`)].slice(0, 12).join("\n    "),
  };
}

const globalsBefore = Reflect.ownKeys(globalThis).map(String).sort();
const violations = new Map<string, Violation[]>();
for (const c of cases) {
  const list = violations.get(c.group) ?? [];
  const violation = contextViolation(c);
  if (violation) list.push(violation);
  violations.set(c.group, list);
}
const contextOnly = CONTEXT_ONLY_PROBES.map(([id, template]) =>
  contextViolation({ id: `context-only/${id}`, template, context: SANDBOX_CONTEXT }),
).filter((v): v is Violation => v !== null);
const globalsAfter = Reflect.ownKeys(globalThis).map(String).sort();

const report = (list: Violation[]) => list.map((v) => `✗ ${v.id}\n    ${v.problem}`).join("\n");

describe("sandbox: the caller's context is unchanged after every probe", () => {
  test.each([...violations.keys()])("%s", (group) => {
    const list = violations.get(group)!;
    if (list.length) expect.fail(`${list.length} probe(s) changed the caller's context:\n${report(list)}`);
  });

  test("context-only probes (Python itself would mutate the data; we must not)", () => {
    expect(CONTEXT_ONLY_PROBES.length).toBeGreaterThan(0);
    if (contextOnly.length)
      expect.fail(`${contextOnly.length} probe(s) changed the caller's context:\n${report(contextOnly)}`);
  });

  test("the check notices a change (self-test)", () => {
    const mutated = shape({ a: [1] });
    const same = shape({ a: [1] });
    expect(mutated).toEqual(same);
    const withHidden = { a: [1] };
    Object.defineProperty(withHidden, "hidden", { value: 1, enumerable: false });
    expect(shape(withHidden)).not.toEqual(same);
    expect(shape(Object.setPrototypeOf({ a: [1] }, null))).not.toEqual(same);
    expect(shape({ a: Object.freeze([1]) })).not.toEqual(same);
  });

  test("rendering added no globals", () => {
    expect(globalsAfter).toEqual(globalsBefore);
  });

  test("at least 150 probes", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });
});
