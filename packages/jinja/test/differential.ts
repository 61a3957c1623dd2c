/**
 * Differential harness: renders the same cases with Python Jinja2 (test/oracle.py, configured as
 * transformers configures chat templates) and with our engine, and compares them.
 *
 * A case matches when both render the identical string, or both raise the same Python exception type (ours
 * names it in `kind`: TypeError, UndefinedError, TemplateAssertionError, ...). When Python's error came from the
 * template's own `raise_exception(msg)`, our error message must be exactly `msg`.
 *
 * Python is spawned ONCE per call to `runOracle` (one call per test file, with the whole batch).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

export const TEST_DIR = dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = join(TEST_DIR, "fixtures");
const ORACLE = join(TEST_DIR, "oracle.py");

/** The frozen clock for `strftime_now`; the same instant as FIXED_DATETIME in oracle.py (local time). */
export const FROZEN_NOW = (): Date => new Date(2024, 6, 26, 14, 5, 9);

export interface RenderOptions {
  trim_blocks?: boolean;
  lstrip_blocks?: boolean;
  keep_trailing_newline?: boolean;
}

export interface Case {
  /** Unique, stable id (known-failures.json refers to it). */
  id: string;
  /** Group shown in the test name (template file, feature category, generator kind). */
  group: string;
  template: string;
  context?: Record<string, unknown>;
  options?: RenderOptions;
  /** Short label for the template in failure messages (e.g. the fixture file) instead of its full text. */
  templateLabel?: string;
}

export type Outcome =
  | { ok: true; output: string }
  /**
   * `limit`: ours stopped at a resource limit (LimitError), which Python does not have. `line`: a syntax error's line
   * (Python's only).
   */
  | { ok: false; error_type: string; message: string; raised?: boolean; limit?: boolean; line?: number };

export interface Comparison {
  case: Case;
  python: Outcome;
  ours: Outcome;
  match: boolean;
  reason: string;
}

// ---------------------------------------------------------------------------------------------------
// Python side

export function runOracle(cases: readonly Case[]): Map<string, Outcome> {
  // Each distinct template is sent once: thousands of cases share a few hundred templates.
  const sources = new Map<string, number>();
  const templates: string[] = [];
  const payload = {
    templates,
    cases: cases.map((c) => {
      let t = sources.get(c.template);
      if (t === undefined) {
        t = templates.length;
        sources.set(c.template, t);
        templates.push(c.template);
      }
      return { id: c.id, t, context: c.context ?? {}, options: c.options };
    }),
  };
  const proc = spawnSync("python3", [ORACLE], {
    input: JSON.stringify(payload),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (proc.error) {
    throw new Error(`could not run python3 ${ORACLE}: ${proc.error.message}`);
  }
  if (proc.status !== 0) {
    throw new Error(`python3 oracle exited with status ${proc.status}:\n${proc.stderr}`);
  }
  const parsed = JSON.parse(proc.stdout) as Array<{ id: string } & Outcome>;
  const byId = new Map<string, Outcome>();
  for (const r of parsed) {
    const { id, ...outcome } = r;
    byId.set(id, outcome as Outcome);
  }
  for (const c of cases) {
    if (!byId.has(c.id)) throw new Error(`oracle returned no result for case ${c.id}`);
  }
  return byId;
}

// ---------------------------------------------------------------------------------------------------
// Our side

interface TemplateLike {
  render(context: Record<string, unknown>): unknown;
}
type TemplateCtor = new (source: string, options?: Record<string, unknown>) => TemplateLike;

export interface Engine {
  Template: TemplateCtor | null;
  /** Why the engine is unusable (missing export, import error), or null. */
  problem: string | null;
}

/** Loads the engine under test; a missing or broken engine yields a problem that every case reports. */
export async function loadEngine(): Promise<Engine> {
  try {
    const mod = (await import("../src/index.js")) as unknown as Record<string, unknown>;
    const T = mod.Template;
    if (typeof T !== "function") {
      return { Template: null, problem: "engine: packages/jinja/src/index.ts does not export a Template class yet" };
    }
    return { Template: T as TemplateCtor, problem: null };
  } catch (e) {
    return { Template: null, problem: `engine: importing ../src/index.js failed: ${describeError(e)}` };
  }
}

function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}

/** The Python exception type our error stands for: its `kind`, else its class name. */
function errorType(e: unknown): string {
  const kind = (e as { kind?: unknown } | null)?.kind;
  if (typeof kind === "string") return kind;
  if (e instanceof Error) {
    const ctorName = (e.constructor as { name?: string } | undefined)?.name;
    return e.name && e.name !== "Error" ? e.name : (ctorName ?? "Error");
  }
  return typeof e;
}

/** Renders a case with our engine: its context copied, or the given one (JavaScript values JSON cannot carry). */
export function runOurs(engine: Engine, c: Case, context = structuredClone(c.context ?? {})): Outcome {
  if (!engine.Template) return { ok: false, error_type: "EngineMissing", message: engine.problem ?? "no engine" };
  const before = JSON.stringify(context);
  try {
    const tpl = new engine.Template(c.template, { now: FROZEN_NOW, ...(c.options ?? {}) });
    const output = tpl.render(context);
    if (JSON.stringify(context) !== before) {
      return { ok: false, error_type: "HarnessContextMutated", message: "the engine changed the caller's context" };
    }
    if (typeof output !== "string") {
      return { ok: false, error_type: "HarnessNotAString", message: `render returned ${typeof output}` };
    }
    return { ok: true, output };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const limit = e instanceof Error && e.name === "LimitError";
    return { ok: false, error_type: errorType(e), message, ...(limit ? { limit } : {}) };
  }
}

// ---------------------------------------------------------------------------------------------------
// Comparison

const HARNESS_ERRORS = new Set(["EngineMissing", "HarnessContextMutated", "HarnessNotAString"]);

/**
 * Python output that depends on memory addresses (`<... object at 0x7f...>`, also escaped, URL-quoted or
 * title-cased by a filter) cannot be compared, nor can a raise_exception message holding one.
 */
const ADDRESS = /( |%20)at( |%20)0x[0-9a-f]{6,}/i;
const printsAddress = (python: Outcome): boolean =>
  python.ok ? ADDRESS.test(python.output) : !!python.raised && ADDRESS.test(python.message);

/** What oracle.py sends for an output past its cap: the length in code points and the UTF-8 SHA-256. */
export function lengthAndDigest(output: string): string {
  let length = 0;
  for (const _ of output) length++;
  return `${length} ${createHash("sha256").update(output, "utf8").digest("hex")}`;
}

export function compareOutcomes(python: Outcome, ours: Outcome): { match: boolean; reason: string } {
  if (!ours.ok && HARNESS_ERRORS.has(ours.error_type)) return { match: false, reason: ours.message };
  if (printsAddress(python)) {
    return { match: false, reason: "invalid case: Python printed a memory address (not deterministic)" };
  }
  if (python.ok && ours.ok) {
    return python.output === ours.output
      ? { match: true, reason: "identical output" }
      : { match: false, reason: "different output" };
  }
  if (python.ok && !ours.ok) return { match: false, reason: "ours raised, Python rendered" };
  if (!python.ok && python.error_type === "OracleOutputTooLarge" && ours.ok) {
    return python.message === lengthAndDigest(ours.output)
      ? { match: true, reason: "identical output (past the oracle's cap: same length and SHA-256)" }
      : { match: false, reason: "different output (past the oracle's cap: another length or SHA-256)" };
  }
  if (!python.ok && ours.ok) return { match: false, reason: "ours rendered, Python raised" };
  if (!python.ok && !ours.ok) {
    if (python.raised && ours.message !== python.message) {
      return { match: false, reason: "both raised, but raise_exception's message differs" };
    }
    // Python's output past the oracle's cap and our limits are the same outcome.
    const bothTooLarge = python.error_type === "OracleOutputTooLarge" && ours.limit;
    if (python.error_type !== ours.error_type && !bothTooLarge) {
      return {
        match: false,
        reason: `both raised, but Python raised ${python.error_type} and ours ${ours.error_type}`,
      };
    }
    return { match: true, reason: "both raised" };
  }
  return { match: false, reason: "unreachable" };
}

export function compareAll(engine: Engine, cases: readonly Case[], python: Map<string, Outcome>): Comparison[] {
  return cases.map((c) => {
    const py = python.get(c.id)!;
    const ours = runOurs(engine, c);
    return { case: c, python: py, ours, ...compareOutcomes(py, ours) };
  });
}

// ---------------------------------------------------------------------------------------------------
// Reporting

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n)}…(+${s.length - n} chars)`;
}

function showOutcome(o: Outcome, around?: number): string {
  if (!o.ok) return `ERROR ${o.error_type}: ${clip(JSON.stringify(o.message), 400)}`;
  if (around === undefined || o.output.length <= 600) return JSON.stringify(o.output);
  const start = Math.max(0, around - 120);
  const slice = o.output.slice(start, around + 240);
  return `${start > 0 ? `…[${start} chars]` : ""}${JSON.stringify(slice)}…(len ${o.output.length})`;
}

function firstDifference(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return n;
}

export function describeMismatch(r: Comparison): string {
  const c = r.case;
  const lines = [`✗ ${c.id} — ${r.reason}`];
  lines.push(`  template: ${c.templateLabel ?? clip(JSON.stringify(c.template), 700)}`);
  lines.push(`  context:  ${clip(JSON.stringify(c.context ?? {}), 500)}`);
  if (c.options) lines.push(`  options:  ${JSON.stringify(c.options)}`);
  let around: number | undefined;
  if (r.python.ok && r.ours.ok) {
    around = firstDifference(r.python.output, r.ours.output);
    lines.push(`  first difference at char ${around}`);
  }
  lines.push(`  python:   ${showOutcome(r.python, around)}`);
  lines.push(`  ours:     ${showOutcome(r.ours, around)}`);
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------
// Known failures (a list that may only shrink)

export type KnownFailures = Record<string, string[]>;

export function loadKnownFailures(): KnownFailures {
  const text = readFileSync(join(TEST_DIR, "known-failures.json"), "utf8");
  return JSON.parse(text) as KnownFailures;
}

/**
 * Checks one group of comparisons against the known-failure ids of its suite.
 * Returns a failure message listing EVERY unexpected mismatch and every listed id that now passes,
 * or null when the group is as expected.
 */
export function groupProblems(results: readonly Comparison[], known: ReadonlySet<string>): string | null {
  const unexpected = results.filter((r) => !r.match && !known.has(r.case.id));
  const fixed = results.filter((r) => r.match && known.has(r.case.id));
  if (unexpected.length === 0 && fixed.length === 0) return null;
  const parts: string[] = [];
  if (unexpected.length > 0) {
    parts.push(`${unexpected.length} of ${results.length} cases differ from Python Jinja2:`);
    for (const r of unexpected) parts.push(describeMismatch(r));
  }
  if (fixed.length > 0) {
    parts.push(
      `${fixed.length} case(s) listed in known-failures.json now match Python; remove them from the list: ${fixed
        .map((r) => r.case.id)
        .join(", ")}`,
    );
  }
  return parts.join("\n\n");
}

/** Known-failure ids of a suite that name no case at all (stale entries must go too). */
export function staleKnownFailures(cases: readonly Case[], known: readonly string[]): string[] {
  const ids = new Set(cases.map((c) => c.id));
  return known.filter((id) => !ids.has(id));
}

export function groupBy(results: readonly Comparison[]): Map<string, Comparison[]> {
  const groups = new Map<string, Comparison[]>();
  for (const r of results) {
    const list = groups.get(r.case.group) ?? [];
    list.push(r);
    groups.set(r.case.group, list);
  }
  return groups;
}

export function summaryLine(suite: string, results: readonly Comparison[]): string {
  const pass = results.filter((r) => r.match).length;
  const pyErr = results.filter((r) => !r.python.ok).length;
  return `[differential] ${suite}: ${pass}/${results.length} match Python Jinja2 (${results.length - pass} differ; ${pyErr} cases where Python raises)`;
}

/** Own property names of the built-in prototypes a template could try to pollute. */
function prototypeSnapshot(): Record<string, string[]> {
  const protos: Record<string, object> = {
    Object: Object.prototype,
    Array: Array.prototype,
    String: String.prototype,
    Number: Number.prototype,
    Boolean: Boolean.prototype,
    Function: Function.prototype,
    Map: Map.prototype,
  };
  const snapshot: Record<string, string[]> = {};
  for (const [name, proto] of Object.entries(protos)) {
    snapshot[name] = Reflect.ownKeys(proto).map(String).sort();
  }
  return snapshot;
}

/** Checks that case ids are unique (known-failures.json relies on it). */
export function assertUniqueIds(cases: readonly Case[]): void {
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    seen.add(c.id);
  }
}

// ---------------------------------------------------------------------------------------------------
// Suite definition shared by the test files

/**
 * Renders every case with Python (one process) and with our engine, then defines one vitest test per
 * group (each lists ALL its mismatches), a check of the known-failure list and a summary line.
 * Set JINJA_DIFF_DUMP=<dir> to also write every comparison to <dir>/<suite>.json. Returns the
 * comparisons (for checks of a suite's own).
 */
export function defineDifferentialSuite(
  suite: string,
  allCases: Case[],
  engine: Engine,
  options: { dropNondeterministic?: boolean } = {},
): Comparison[] {
  assertUniqueIds(allCases);
  const knownList = loadKnownFailures()[suite] ?? [];
  const known = new Set(knownList);
  const python = runOracle(allCases);
  // Generated cases may print a Python object whose repr holds a memory address: not comparable.
  const dropped = options.dropNondeterministic ? allCases.filter((c) => printsAddress(python.get(c.id)!)) : [];
  const droppedIds = new Set(dropped.map((c) => c.id));
  const cases = allCases.filter((c) => !droppedIds.has(c.id));
  const prototypesBefore = prototypeSnapshot();
  const results = compareAll(engine, cases, python);
  const prototypesAfter = prototypeSnapshot();
  const groups = groupBy(results);
  const dumpDir = process.env.JINJA_DIFF_DUMP;
  if (dumpDir) {
    mkdirSync(dumpDir, { recursive: true });
    writeFileSync(join(dumpDir, `${suite}.json`), JSON.stringify(results, null, 1));
  }

  describe(`differential: ${suite}`, () => {
    test.each([...groups.keys()])("%s", (group) => {
      const problems = groupProblems(groups.get(group)!, known);
      if (problems) expect.fail(problems);
    });

    test("rendering left every built-in prototype unchanged (no prototype pollution)", () => {
      expect(prototypesAfter).toEqual(prototypesBefore);
    });

    test("known-failures.json lists only existing case ids", () => {
      expect(staleKnownFailures(cases, knownList)).toEqual([]);
    });

    test("summary", () => {
      // Printed so that the figures show in the test log; asserts that every case was compared.
      console.log(summaryLine(suite, results));
      if (dropped.length > 0) {
        console.log(
          `[differential] ${suite}: ${dropped.length} generated case(s) dropped (Python printed an object address)`,
        );
      }
      expect(results.length).toBe(cases.length);
      expect(engine.problem).toBeNull();
    });
  });
  return results;
}
