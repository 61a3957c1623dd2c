import { LimitError, recursionError } from "./errors.js";

export interface Limits {
  /** Characters a render may produce (also caps any single string or list a template builds). */
  maxOutputLength: number;
  /** Loop iterations and calls of macros and callers per render, all together. */
  maxLoopIterations: number;
  /** Nested macro calls and recursive loop levels. */
  maxRecursionDepth: number;
  /** Items `range()` may produce (Jinja2's sandbox refuses more than 100,000 anyway). */
  maxRangeLength: number;
  /**
   * About the bytes of all the strings, lists and dicts a render's filters, calls, operators, slices and literals
   * create, garbage included (two a character, eight a list item, 24 a dict entry): bounds the memory a render can hold,
   * whatever it keeps.
   */
  maxCreatedLength: number;
  /**
   * Characters and items (ten characters each) that a render's operations walk through: iterating a value, searching,
   * testing or measuring a string, a list's methods, a string filter's input. Ends a template that repeats linear
   * work on large values in a long loop, which creates nothing and so meets no other limit.
   */
  maxWalkedLength: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxOutputLength: 10_000_000,
  maxLoopIterations: 10_000_000,
  maxRecursionDepth: 500,
  maxRangeLength: 100_000,
  maxCreatedLength: 800_000_000,
  maxWalkedLength: 200_000_000,
};

/**
 * The limits a template sets, over the defaults (an undefined one keeps its default). A limit must be a whole number
 * of at least 0, or Infinity for none: a mistyped name, or a value that compares as NaN, would leave a limit off.
 */
export function withLimits(limits: Partial<Limits>): Limits {
  const merged = { ...DEFAULT_LIMITS };
  for (const [name, value] of Object.entries(limits)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, name)) {
      throw new RangeError(`Unknown limit "${name}"; the limits are ${Object.keys(DEFAULT_LIMITS).join(", ")}`);
    }
    if (value === undefined) continue;
    if (!(typeof value === "number" && value >= 0 && (Number.isInteger(value) || value === Infinity))) {
      throw new RangeError(`limits.${name} must be a whole number of at least 0 or Infinity, not ${String(value)}`);
    }
    merged[name as keyof Limits] = value;
  }
  return merged;
}

/**
 * Python's recursion limit (1000 frames, as transformers runs Jinja2), as a render meets it: past 990 frames held by
 * calls (five for a macro or caller call or a recursive loop's level, one for a recursive loop, six for a block called
 * through `self`, one for a block rendered where it stands, one for a generator reading another), and, `active.frames`
 * into them, at containers nested `PYTHON_NESTING` deep (a frame each; three for pprint's: see `checkNesting`).
 * Measured with Jinja2 3.1.6 under Python 3.11 from the differential oracle's stack (`test/oracle.py`); a caller whose
 * own stack is deeper meets it a little sooner, and so does a filter that prints.
 */
export const PYTHON_FRAMES = 990;
export const PYTHON_NESTING = { repr: 993, pprint: 986, json: 988, compare: 993 } as const;

/** Refuses to go `depth` levels into nested containers where Python's stack holds `containers` of them at most. */
export function checkNesting(depth: number, containers: number): void {
  if (depth >= containers - active.frames) throw recursionError();
}

/**
 * Settings of the render in progress: its limits and the clock of `strftime_now`
 * (renders are synchronous; a nested render restores the outer values when it ends).
 */
export const active = {
  limits: DEFAULT_LIMITS,
  now: (): Date => new Date(),
  work: 0,
  created: 0,
  walked: 0,
  /** The Python frames that the macro calls, caller calls and recursive loop levels in progress hold. */
  frames: 0,
  /** Jinja2's `eval_ctx.autoescape` as the render goes: what autoescape blocks set, read by macros and filters. */
  autoescape: false,
};

/**
 * A copy of `active`, which a render or a compile-time evaluation puts back when it ends (renders may nest). Field by
 * field: a spread and Object.assign cost a render about 5%.
 */
export const savedActive = (): typeof active => ({
  limits: active.limits,
  now: active.now,
  work: active.work,
  created: active.created,
  walked: active.walked,
  frames: active.frames,
  autoescape: active.autoescape,
});
export function restoreActive(saved: typeof active): void {
  active.limits = saved.limits;
  active.now = saved.now;
  active.work = saved.work;
  active.created = saved.created;
  active.walked = saved.walked;
  active.frames = saved.frames;
  active.autoescape = saved.autoescape;
}

/**
 * Counts the `bytes` (about) of a value a render created toward `maxCreatedLength`. A template can keep values
 * without bound (a namespace holding a list of namespaces, a deep macro recursion), so only counting what it creates
 * bounds its memory.
 */
export function countCreated(bytes: number): void {
  const limit = active.limits.maxCreatedLength;
  active.created += bytes;
  if (active.created > limit) {
    throw new LimitError(`Strings and lists created exceed the limit of ${limit} bytes.`, "MemoryError");
  }
}

/** Counts `size` items or characters an operation walks through toward `maxWalkedLength`. */
export function walk(size: number): void {
  const limit = active.limits.maxWalkedLength;
  active.walked += size;
  if (active.walked > limit) throw new LimitError(`Operations walk more than ${limit} items and characters.`);
}

/**
 * Counts the container items a render compares, orders or hashes, within the output limit: values that share
 * their parts (`[x, x]` nested thirty times) would take exponential time, as in Python, which never ends either.
 */
export function spend(items: number): void {
  const limit = active.limits.maxOutputLength;
  active.work += items;
  if (active.work > limit) throw new LimitError(`Comparing values visits more than ${limit} items.`, "MemoryError");
}

/** Refuses to build a string or list larger than the output limit (`'a' * 10**9` must not exhaust memory). */
export function checkSize(size: number): void {
  const limit = active.limits.maxOutputLength;
  if (size > limit) throw new LimitError(`Value of ${size} items exceeds the output limit of ${limit}.`, "MemoryError");
}

/** Strings grow by doubling in a loop: refuse one longer than the output limit before it is ever flattened. */
export function sized(s: string): string {
  checkSize(s.length);
  return s;
}
