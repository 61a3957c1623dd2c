import type { Program } from "./ast.js";
import { compile, hintsFor, type Settings } from "./compiler.js";
import { asLimitError, callerErrors, TemplateError, TemplateRuntimeError } from "./errors.js";
import { FILTERS } from "./filters.js";
import { formatProgram } from "./format.js";
import { GLOBALS } from "./globals.js";
import { callJavaScript } from "./javascript-value.js";
import { type LexerOptions, tokenize, tokenizeMeasuring } from "./lexer.js";
import { DEFAULT_LIMITS, type Limits, withLimits } from "./limits.js";
import { parse, parseAssigning } from "./parser.js";
import { TESTS } from "./tests.js";
import { truthy } from "./values.js";

export interface TemplateOptions {
  /** Remove the first newline after a block tag (default true, as transformers configures Jinja2). */
  trim_blocks?: boolean;
  /** Strip spaces and tabs before a block tag at the start of a line (default true). */
  lstrip_blocks?: boolean;
  /** Keep a single trailing newline of the source (default false). */
  keep_trailing_newline?: boolean;
  /** The clock used by `strftime_now`. */
  now?: () => Date;
  limits?: Partial<Limits>;
  /** Extra globals; a context value of the same name overrides them. */
  globals?: Record<string, unknown>;
  /** Extra filters, called as `filter(value, ...args)` (keyword arguments arrive as a final object). */
  // biome-ignore lint/suspicious/noExplicitAny: user callbacks receive arbitrary template values.
  filters?: Record<string, (...args: any[]) => unknown>;
  /** Extra tests, called as `test(value, ...args)` (keyword arguments arrive as a final object, if any). */
  // biome-ignore lint/suspicious/noExplicitAny: user callbacks receive arbitrary template values.
  tests?: Record<string, (...args: any[]) => boolean>;
}

export const DEFAULT_SETTINGS: Settings = {
  filters: FILTERS,
  tests: TESTS,
  globals: GLOBALS,
  limits: DEFAULT_LIMITS,
  now: () => new Date(),
};

/** A value's kind for an error message about it (`an array`, `a string`, `null`). */
const kindOf = (v: unknown): string =>
  v == null
    ? String(v)
    : Array.isArray(v)
      ? "an array"
      : v instanceof Map
        ? "a Map"
        : /^[aeiou]/.test(typeof v)
          ? `an ${typeof v}`
          : `a ${typeof v}`;

/** A plain object of names (a Map is refused where names are expected: it has no own properties to read). */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Map);

/**
 * Refuses options of the wrong type, which would otherwise be ignored or fail later with an unrelated message (null
 * or undefined: the default).
 */
function checkOptions(options: TemplateOptions): void {
  if (!isRecord(options)) throw new TypeError(`Template options must be an object, not ${kindOf(options)}`);
  const refuse = (name: string, expected: string, value: unknown): never => {
    throw new TypeError(`${name} must be ${expected}, not ${kindOf(value)}`);
  };
  for (const name of ["trim_blocks", "lstrip_blocks", "keep_trailing_newline"] as const) {
    const value = options[name];
    if (value != null && typeof value !== "boolean") refuse(name, "a boolean", value);
  }
  const { now, globals, limits } = options;
  if (now != null && typeof now !== "function") refuse("now", "a function returning a Date", now);
  if (globals != null && !isRecord(globals)) refuse("globals", "an object", globals);
  if (limits != null && !isRecord(limits)) refuse("limits", "an object", limits);
  for (const kind of ["filters", "tests"] as const) {
    const functions = options[kind];
    if (functions == null) continue;
    if (!isRecord(functions)) refuse(kind, "an object of functions", functions);
    for (const [name, fn] of Object.entries(functions)) {
      if (typeof fn !== "function") refuse(`${kind}.${name}`, "a function", fn);
    }
  }
}

/** The chat-template environment's whitespace handling: trim_blocks and lstrip_blocks on unless turned off. */
const lexing = (options: TemplateOptions): LexerOptions => ({
  trim_blocks: options.trim_blocks ?? true,
  lstrip_blocks: options.lstrip_blocks ?? true,
  keep_trailing_newline: options.keep_trailing_newline,
});

/** The chat-template environment, extended by the options (shared when there are none). */
function settings(options: TemplateOptions): Settings {
  const { filters, tests, globals, now, limits } = options;
  if (!filters && !tests && !globals && !now && !limits) return DEFAULT_SETTINGS;
  const env: Settings = {
    filters: { ...FILTERS },
    tests: { ...TESTS },
    // A global holding `undefined` is not listed, as a context value holding it is not.
    globals: { ...GLOBALS, ...Object.fromEntries(Object.entries(globals ?? {}).filter(([, v]) => v !== undefined)) },
    limits: limits ? withLimits(limits) : DEFAULT_LIMITS,
    now: now ?? DEFAULT_SETTINGS.now,
  };
  // User callbacks take `(value, ...args)`, and a filter also the keyword arguments, if any, as a final object.
  for (const [name, fn] of Object.entries(filters ?? {})) {
    env.filters[name] = (value, args, kwargs) => callJavaScript(fn, [value, ...args], kwargs);
  }
  for (const [name, fn] of Object.entries(tests ?? {})) {
    env.tests[name] = (value, args, _registry, kwargs) => truthy(callJavaScript(fn, [value, ...args], kwargs ?? null));
  }
  return env;
}

/** A compiled Jinja template: parse and compile once, render many times. */
export class Template {
  private readonly source: string;
  private readonly options: TemplateOptions;
  private readonly renderer: (context: Record<string, unknown>) => string;

  constructor(source: string, options: TemplateOptions = {}) {
    if (typeof source !== "string") throw new TypeError(`Template source must be a string, not ${kindOf(source)}`);
    checkOptions(options);
    this.source = source;
    this.options = options;
    try {
      const [tokens, { longestTag, brackets }] = tokenizeMeasuring(source, lexing(options));
      const [program, facts] = parseAssigning(tokens, brackets);
      this.renderer = compile(program, settings(options), hintsFor(tokens, longestTag, facts));
    } catch (error) {
      throw this.located(error);
    }
  }

  /** The syntax tree (parsed again on demand, so a compiled template does not keep it in memory). */
  get parsed(): Program {
    return parse(tokenize(this.source, lexing(this.options)));
  }

  /** Renders with the variables of `context`: an object, a Map with string keys, or nothing. */
  render(context?: Record<string, unknown> | Map<string, unknown> | null): string {
    if (context instanceof Map) context = Object.fromEntries([...context].filter(([name]) => typeof name === "string"));
    else if (context != null && !isRecord(context)) {
      throw new TypeError(`render() takes an object (or a Map) of template variables, not ${kindOf(context)}`);
    }
    // Python's render(**context) has a parameter of that name: transformers' call fails before any rendering.
    if (context && Object.hasOwn(context, "self")) {
      throw new TemplateRuntimeError("Template.render() got multiple values for argument 'self'", "TypeError");
    }
    try {
      return this.renderer(context ?? {});
    } catch (error) {
      throw this.located(error);
    }
  }

  /** Canonical, indented source that renders identically. */
  format(options?: { indent?: string | number } | null): string {
    return formatProgram(this.parsed, options?.indent ?? 4, lexing(this.options));
  }

  /** The error with its source line, or as Python's where JavaScript ran out of room; a caller's error as thrown. */
  private located(error: unknown): unknown {
    const converted = asLimitError(error);
    return converted instanceof TemplateError && !callerErrors.has(converted)
      ? converted.locate(undefined, this.source)
      : converted;
  }
}
