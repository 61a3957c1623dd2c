import { TemplateRuntimeError, typeError } from "./errors.js";

/**
 * The Python value model. Template values are plain JavaScript values wherever Python and JavaScript agree:
 * str = string, bool = boolean, None = null, list = array, dict = Map (template literals) or plain object
 * (caller data), int = integral number. The rest is represented here:
 * - a float with an integral value is a `PyFloat` (so `1.0` prints `1.0`); other floats are plain numbers,
 * - a tuple is an array marked with `TUPLE`,
 * - Jinja2's `Undefined`, `namespace`, generators and internal callables are classes below.
 */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** Makes a Python float from a JavaScript number, boxing integral values so they keep their float type. */
export const float = (n: number): number | PyFloat => (Number.isInteger(n) ? new PyFloat(n) : n);

/** Python ints are integral numbers, or bigints beyond 2**53. */
export const isInt = (v: unknown): v is number | bigint =>
  (typeof v === "number" && Number.isInteger(v)) || typeof v === "bigint";
export const isFloat = (v: unknown): boolean => v instanceof PyFloat || (typeof v === "number" && !Number.isInteger(v));
export const isNumber = (v: unknown): boolean =>
  typeof v === "number" || typeof v === "boolean" || typeof v === "bigint" || v instanceof PyFloat;
/** The numeric value of an int, float or bool. */
export const numeric = (v: unknown): number => (v instanceof PyFloat ? v.value : Number(v));

/**
 * Markupsafe's Markup: a string marked safe (by `safe` or `escape`). Concatenating plain strings to it
 * HTML-escapes them, which real chat templates rely on (`"..."|safe + value`).
 */
export class Markup {
  constructor(readonly value: string) {}
}
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" })[ch]!);
/** markupsafe.escape: Markup stays as it is, anything else is converted with str() and escaped. */
export const escapeValue = (v: unknown): Markup => (v instanceof Markup ? v : new Markup(escapeHtml(str(v))));
/** The plain string of a str or Markup; null for anything else. */
export const stringValue = (v: unknown): string | null =>
  typeof v === "string" ? v : v instanceof Markup ? v.value : null;

const TUPLE = Symbol("tuple");
export const tuple = (items: unknown[]): unknown[] => {
  (items as unknown as Record<symbol, boolean>)[TUPLE] = true;
  return items;
};
export const isTuple = (v: unknown): v is unknown[] =>
  Array.isArray(v) && (v as unknown as Record<symbol, boolean>)[TUPLE] === true;

const VIEW = Symbol("view");
interface ViewType {
  name: string;
  format: (items: unknown[]) => string;
}
/** A list that stands for a Python view or range object: `dict_keys([...])`, `range(0, 3)`. */
export const view = (items: unknown[], name: string, format: (items: unknown[]) => string): unknown[] => {
  (items as unknown as Record<symbol, ViewType>)[VIEW] = { name, format };
  return items;
};
/** The Python type name of a view or range ("dict_items", "range"), or undefined for a real list. */
export const viewName = (v: unknown): string | undefined =>
  Array.isArray(v) ? (v as unknown as Record<symbol, ViewType | undefined>)[VIEW]?.name : undefined;

const GROUP = Symbol("group");
/** groupby's results are tuples that also answer `.grouper` and `.list`. */
export const markGroup = (group: unknown[]): unknown[] => {
  (group as unknown as Record<symbol, boolean>)[GROUP] = true;
  return group;
};
export const isGroup = (v: unknown): v is unknown[] =>
  isTuple(v) && (v as unknown as Record<symbol, boolean>)[GROUP] === true;

/** Jinja2's default Undefined: prints empty, iterates empty, is falsy; anything else raises. */
export class Undefined {
  constructor(
    readonly hint: string,
    /** The Python exception raised on misuse: UndefinedError, or SecurityError for a blocked attribute. */
    readonly kind = "UndefinedError",
  ) {}
  fail(): never {
    throw new TemplateRuntimeError(this.hint, this.kind);
  }
}
export const undefinedName = (name: string) => new Undefined(`'${name}' is undefined`);
export const missingAttribute = (obj: unknown, attr: string) =>
  new Undefined(`${objectDescription(obj)} has no attribute '${attr}'`);
export const missingItem = (obj: unknown, key: unknown) =>
  new Undefined(`${objectDescription(obj)} has no element ${repr(key)}`);
const objectDescription = (obj: unknown) => (obj === null ? "'None'" : `'${typeName(obj)} object'`);

/** An engine object whose attributes templates may read (loop, cycler, joiner). */
export abstract class PyObject {
  /** The attribute's value, or `undefined` when there is none. */
  abstract attribute(name: string): unknown;
  abstract get typeName(): string;
  /** Present when the object is callable from templates. */
  call?(args: unknown[], kwargs: Kwargs): unknown;
  /** Python's repr() of the object. */
  repr(): string {
    return `<${this.typeName} object>`;
  }
}

export class Namespace {
  readonly attrs = new Map<string, unknown>();
}

/**
 * A one-shot Python generator (what select, map, reject... return): computed on first use,
 * empty once consumed, always truthy, without a length.
 */
export class Generator {
  private items: unknown[] | null = null;
  private position = 0;
  constructor(private readonly produce: () => unknown[]) {}
  private materialize(): unknown[] {
    if (this.items === null) this.items = this.produce();
    return this.items;
  }
  /** Takes every remaining item. */
  drain(): unknown[] {
    const items = this.materialize();
    const rest = this.position === 0 ? items : items.slice(this.position);
    this.position = items.length;
    return rest;
  }
  /** Takes the next item, or returns `done` when exhausted. */
  next<T>(done: T): unknown {
    const items = this.materialize();
    return this.position < items.length ? items[this.position++] : done;
  }
}

export type Kwargs = Record<string, unknown>;
/** A function implemented by the engine (global, method, macro, loop helper): receives positional and keyword arguments. */
export class Callable {
  constructor(
    readonly name: string,
    readonly call: (args: unknown[], kwargs: Kwargs) => unknown,
    /** Attributes templates may read (a macro's name, arguments, ...). */
    readonly attributes: Record<string, unknown> | null = null,
    readonly reprText = `<function ${name}>`,
  ) {}
}

/** A plain data object handed in by the caller (or parsed from JSON): it behaves as a Python dict. */
export const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
export const isMapping = (v: unknown): boolean => v instanceof Map || isPlainObject(v);

export function typeName(v: unknown): string {
  if (v === null || v === undefined) return "NoneType";
  if (v instanceof Markup) return "Markup";
  switch (typeof v) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(v) ? "int" : "float";
    case "bigint":
      return "int";
    case "function":
      return "function";
  }
  if (Array.isArray(v)) return viewName(v) ?? (isTuple(v) ? "tuple" : "list");
  if (v instanceof PyFloat) return "float";
  if (isMapping(v)) return "dict";
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) return "Namespace";
  if (v instanceof Generator) return "generator";
  if (v instanceof Callable) return "function";
  if (v instanceof PyObject) return v.typeName;
  return "object";
}

/** Keys of a dict in insertion order. */
export const dictKeys = (d: unknown): unknown[] => (d instanceof Map ? [...d.keys()] : Object.keys(d as object));
export const dictEntries = (d: unknown): [unknown, unknown][] =>
  d instanceof Map ? [...d.entries()] : Object.entries(d as object);
/** Looks a key up in a dict; `missing` when absent. Only own properties of plain objects are visible. */
export function dictGet(d: unknown, key: unknown, missing: unknown): unknown {
  if (d instanceof Map) {
    const k = mapKey(d, key);
    return d.has(k) ? d.get(k) : missing;
  }
  if (typeof key === "string" && Object.hasOwn(d as object, key)) return (d as Record<string, unknown>)[key];
  return missing;
}

/**
 * The key under which a Map stores `key`: Python's hash-equal keys (1, 1.0, True) share one entry,
 * which keeps the key that was inserted first.
 */
export function mapKey(d: Map<unknown, unknown>, key: unknown): unknown {
  const k = key instanceof PyFloat ? key.value : key;
  if (typeof k === "boolean" && d.has(Number(k))) return Number(k);
  if ((k === 0 || k === 1) && d.has(k === 1)) return k === 1;
  if (isTuple(k)) for (const existing of d.keys()) if (isTuple(existing) && equals(existing, k)) return existing;
  return k;
}

/** Python's conversion of an argument it takes as an integer (`sorted(reverse=)`, `range()`, a width): ints and bools only. */
export function asInteger(v: unknown): number {
  if (!isInt(v) && typeof v !== "boolean")
    throw typeError(`'${typeName(v)}' object cannot be interpreted as an integer`);
  return Number(v);
}

/** Python refuses lists, dicts and dict views as dict keys or set members. */
export function assertHashable(v: unknown): void {
  const unhashable = (Array.isArray(v) && !isTuple(v) && viewName(v) !== "range") || isMapping(v);
  if (unhashable) throw typeError(`unhashable type: '${typeName(v)}'`);
}

/** Python's repr() of a float. */
export function floatRepr(n: number): string {
  if (Number.isNaN(n)) return "nan";
  if (!Number.isFinite(n)) return n > 0 ? "inf" : "-inf";
  if (n === 0) return Object.is(n, -0) ? "-0.0" : "0.0";
  const [mantissa, exp] = n.toExponential().split("e");
  const exponent = Number(exp);
  if (exponent < -4 || exponent >= 16) {
    return `${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  const text = n.toFixed(Math.max(0, (mantissa.split(".")[1]?.length ?? 0) - exponent));
  return text.includes(".") ? text : `${text}.0`;
}

/** Python's str() of a value, as `{{ value }}` prints it. */
export function str(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return Number.isInteger(v) ? (v === 0 ? "0" : String(v)) : floatRepr(v);
    case "boolean":
      return v ? "True" : "False";
    case "bigint":
      return String(v);
    case "undefined":
      return "None";
  }
  if (v === null) return "None";
  if (v instanceof Undefined) return "";
  if (v instanceof Markup) return v.value;
  return repr(v);
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}\\]/gu;
/** Python's repr() of a string. */
function stringRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  const escaped = s.replace(NON_PRINTABLE, (ch) => {
    if (ch === " ") return ch;
    if (ch === "\\") return "\\\\";
    if (ch === "\n") return "\\n";
    if (ch === "\r") return "\\r";
    if (ch === "\t") return "\\t";
    const code = ch.codePointAt(0)!;
    if (code < 0x100) return `\\x${code.toString(16).padStart(2, "0")}`;
    if (code < 0x10000) return `\\u${code.toString(16).padStart(4, "0")}`;
    return `\\U${code.toString(16).padStart(8, "0")}`;
  });
  return quote === "'" ? `'${escaped.replaceAll("'", "\\'")}'` : `"${escaped}"`;
}

/**
 * Python's repr() of a value, as it appears inside printed containers. `entries` gives the items of the dicts
 * inside (pprint sorts them).
 */
export function repr(v: unknown, entries = dictEntries): string {
  if (typeof v === "string") return stringRepr(v);
  if (v instanceof Markup) return `Markup(${stringRepr(v.value)})`;
  if (v instanceof PyFloat) return floatRepr(v.value);
  if (Array.isArray(v)) {
    const viewType = (v as unknown as Record<symbol, ViewType | undefined>)[VIEW];
    if (viewType) return viewType.format(v);
    const items = v.map((item) => repr(item, entries));
    if (!isTuple(v)) return `[${items.join(", ")}]`;
    return items.length === 1 ? `(${items[0]},)` : `(${items.join(", ")})`;
  }
  if (isMapping(v))
    return `{${entries(v)
      .map(([k, value]) => `${repr(k, entries)}: ${repr(value, entries)}`)
      .join(", ")}}`;
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) return `<Namespace ${repr(v.attrs)}>`;
  if (v instanceof Generator) return "<generator object>";
  if (v instanceof Callable) return v.reprText;
  if (typeof v === "function") return `<function ${v.name}>`;
  if (v instanceof PyObject) return v.repr();
  if (typeof v === "object" && v !== null && !isMapping(v)) return "<object>";
  return str(v);
}

export function truthy(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "string") return v.length > 0;
  if (typeof v === "number") return v !== 0 && !Number.isNaN(v);
  if (typeof v === "bigint") return v !== 0n;
  if (v === null || v === undefined || v instanceof Undefined) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Map) return v.size > 0;
  if (v instanceof PyFloat) return v.value !== 0;
  if (v instanceof Markup) return v.value.length > 0;
  if (isPlainObject(v)) {
    for (const _ in v) return true;
    return false;
  }
  return true;
}

/** Python's `==`. */
export function equals(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== "number" || !Number.isNaN(a);
  if (isNumber(a) && isNumber(b)) return numeric(a) === numeric(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length || isTuple(a) !== isTuple(b)) return false;
    for (let i = 0; i < a.length; i++) if (!equals(a[i], b[i])) return false;
    return true;
  }
  if (isMapping(a) && isMapping(b)) {
    const keys = dictKeys(a);
    if (keys.length !== dictKeys(b).length) return false;
    const missing = {};
    return keys.every((k) => {
      const other = dictGet(b, k, missing);
      return other !== missing && equals(dictGet(a, k, missing), other);
    });
  }
  if (a instanceof Undefined && b instanceof Undefined) return true;
  if (a instanceof Markup || b instanceof Markup) return stringValue(a) !== null && stringValue(a) === stringValue(b);
  return false;
}

/** Python's ordering (`<`); raises TypeError for unorderable types as Python does. */
export function lessThan(a: unknown, b: unknown, operator = "<", swapped = false): boolean {
  if (isNumber(a) && isNumber(b)) return numeric(a) < numeric(b);
  if (typeof a === "string" && typeof b === "string") return a < b;
  if (stringValue(a) !== null && stringValue(b) !== null) return stringValue(a)! < stringValue(b)!;
  if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
    for (let i = 0; i < a.length && i < b.length; i++) {
      if (!equals(a[i], b[i])) return lessThan(a[i], b[i], operator, swapped);
    }
    return a.length < b.length;
  }
  if (a instanceof Undefined) a.fail();
  if (b instanceof Undefined) b.fail();
  const [first, second] = swapped ? [b, a] : [a, b];
  throw typeError(`'${operator}' not supported between instances of '${typeName(first)}' and '${typeName(second)}'`);
}

/** The items a `for` loop visits: a list's items, a string's characters, a dict's keys. */
export function iterate(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v === "string") return Array.from(v);
  if (v instanceof Markup) return Array.from(v.value);
  if (v instanceof Map) return [...v.keys()];
  if (v instanceof Generator) return v.drain();
  if (v instanceof Undefined) return [];
  if (isPlainObject(v)) return Object.keys(v);
  throw typeError(`'${typeName(v)}' object is not iterable`);
}

export function isIterable(v: unknown): boolean {
  return (
    typeof v === "string" ||
    v instanceof Markup ||
    Array.isArray(v) ||
    isMapping(v) ||
    v instanceof Generator ||
    v instanceof Undefined
  );
}

/** Python's len(). */
export function length(v: unknown): number {
  if (typeof v === "string") return codePointLength(v);
  if (Array.isArray(v)) return v.length;
  if (v instanceof Markup) return codePointLength(v.value);
  if (v instanceof Map) return v.size;
  if (v instanceof Undefined) return 0;
  if (isPlainObject(v)) return Object.keys(v).length;
  throw typeError(`object of type '${typeName(v)}' has no len()`);
}

const SURROGATE = /[\ud800-\udfff]/;
/** Python's len() of a string: code points, not UTF-16 units. */
export const codePointLength = (s: string): number => (SURROGATE.test(s) ? Array.from(s).length : s.length);

/** Python's whitespace (what `str.split()`, `str.strip()` and Jinja2's "-" remove), as the body of a regular-expression class. */
export const PYTHON_SPACE = "\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

/** Whether a UTF-16 code is Python whitespace (the characters of PYTHON_SPACE), which differs from JavaScript's trim() at the edges. */
export function isPythonSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f);
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}
