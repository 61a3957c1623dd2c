import { getItem, getPythonAttribute } from "./access.js";
import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { dumps } from "./json.js";
import { active, checkSize } from "./limits.js";
import { capitalize, center, STRING_METHODS, stripTags } from "./methods.js";
import { add, modulo } from "./operators.js";
import { pformat } from "./pprint.js";
import { formatPercent } from "./string-format.js";
import type { Registry, TestFunction } from "./tests.js";
import { lower, upper } from "./unicode.js";
import {
  asInteger,
  codePointLength,
  dictEntries,
  escapeHtml,
  escapeValue,
  float,
  Generator,
  integer,
  isInt,
  isMapping,
  isNumber,
  isTuple,
  iterate,
  type Kwargs,
  length,
  lessThan,
  Markup,
  markGroup,
  numeric,
  PYTHON_SPACE,
  PyFloat,
  parseDigits,
  repr,
  str,
  stringValue,
  truthy,
  tuple,
  typeName,
  Undefined,
} from "./values.js";

/** What a filter can reach besides its arguments: the registries of filters and tests (for select and map). */
export type FilterContext = Registry;
export type FilterFunction = (value: unknown, args: unknown[], kwargs: Kwargs, context: FilterContext) => unknown;

/**
 * Declares a filter, as a [name, function] entry, with Python-style parameters: positional arguments and keywords
 * are bound to `names` in order (an argument that was not given is `undefined`); unknown keywords and surplus
 * arguments raise.
 */
function define(
  name: string,
  names: string[],
  body: (value: unknown, bound: unknown[], context: FilterContext) => unknown,
  required = 0,
): [string, FilterFunction] {
  const filter: FilterFunction = (value, args, kwargs, context) => {
    if (args.length > names.length) {
      throw typeError(`${name}() takes ${names.length + 1} positional arguments but ${args.length + 1} were given`);
    }
    const bound: unknown[] = [...args];
    for (const key of Object.keys(kwargs)) {
      const index = names.indexOf(key);
      if (index < 0) throw typeError(`${name}() got an unexpected keyword argument '${key}'`);
      if (index < args.length) throw typeError(`${name}() got multiple values for argument '${key}'`);
      bound[index] = kwargs[key];
    }
    for (let i = 0; i < required; i++) {
      if (bound[i] === undefined) throw typeError(`${name}() missing required argument: '${names[i]}'`);
    }
    return body(value, bound, context);
  };
  return [name, filter];
}

/** The input of a filter that calls a str method on it directly: other types raise as in Python. */
function requireString(v: unknown, method: string): string {
  const s = stringValue(v);
  if (s !== null) return s;
  if (v instanceof Undefined) v.fail();
  throw new TemplateRuntimeError(`'${typeName(v)}' object has no attribute '${method}'`, "AttributeError");
}

/** The string value of a filter input: undefined reads as "" where Jinja2's soft_str would. */
const text = (v: unknown): string => str(v);
const given = <T>(v: unknown, fallback: T): unknown => (v === undefined ? fallback : v);
const bool = (v: unknown, fallback = false) => (v === undefined ? fallback : truthy(v));

/** Jinja2's ignore_case: strings (and Markup) compare lowercased. */
const ignoreCase = (v: unknown): unknown => {
  const s = stringValue(v);
  return s === null ? v : lower(s);
};

/** Jinja2's make_attrgetter: "a.b.0" walks items (then attributes), none is the item itself; `fallback` replaces an undefined step. */
function attributeGetter(attribute: unknown, lower = false, fallback?: unknown): (item: unknown) => unknown {
  const parts =
    attribute == null
      ? []
      : typeof attribute === "string"
        ? attribute.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p))
        : [attribute];
  return (item) => {
    let value = item;
    for (const part of parts) {
      value = getItem(value, part);
      if (value instanceof Undefined && fallback != null) value = fallback;
    }
    return lower ? ignoreCase(value) : value;
  };
}

/**
 * Jinja2's sort key: the list of the values of the comma-separated attributes. Python compares lists item by item
 * and skips equal items, so ties (of None, undefined values, dicts) never reach `<`.
 */
function sortKey(attribute: unknown, caseSensitive: boolean): (item: unknown) => unknown[] {
  const getters = (typeof attribute === "string" ? attribute.split(",") : [attribute]).map((part) =>
    attributeGetter(part, !caseSensitive),
  );
  return (item) => getters.map((get) => get(item));
}

const compare = (a: unknown, b: unknown) => (lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0);
const sortBy = (items: unknown[], key: (item: unknown) => unknown, reverse: unknown) => {
  // Python's sorted() takes `reverse` as an integer: an undefined, none or string value is a TypeError.
  reverse = reverse !== undefined && asInteger(reverse);
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => (reverse ? compare(b.key, a.key) : compare(a.key, b.key)));
  return keyed.map((entry) => entry.item);
};

/** A stable hash key for Python's hashable values (1, 1.0 and True coincide as in Python). */
function hashKey(v: unknown): string {
  if (isNumber(v)) return `n${numeric(v)}`;
  if (stringValue(v) !== null) return `s${stringValue(v)}`;
  if (v === null) return "None";
  // Jinja2's Undefined values all hash and compare equal.
  if (v instanceof Undefined) return "Undefined";
  if (isTuple(v)) return `t(${v.map(hashKey).join(",")})`;
  throw typeError(`unhashable type: '${typeName(v)}'`);
}

/** Runs a test by name with arguments, for select/reject. */
function testBy(context: FilterContext, args: unknown[], kwargs: Kwargs): (item: unknown) => boolean {
  if (!args.length) return truthy;
  const [name, ...rest] = args;
  const test = context.tests[str(name)] as TestFunction | undefined;
  if (!test) throw new TemplateRuntimeError(`No test named '${str(name)}'.`, "TemplateRuntimeError");
  return (item) => test(item, rest, context, kwargs);
}

function selectOrReject(keep: boolean, byAttribute: boolean): FilterFunction {
  return (value, args, kwargs, context) =>
    new Generator(() => {
      // Jinja2 skips a falsy input entirely, so None or 0 select nothing instead of raising.
      const items = truthy(value) ? iterate(value) : [];
      if (byAttribute) {
        if (!args.length && truthy(value))
          throw new TemplateRuntimeError("Missing parameter for attribute name", "FilterArgumentError");
        const [attribute, ...testArgs] = args;
        const get = attributeGetter(attribute);
        const test = testBy(context, testArgs, kwargs);
        return items.filter((item) => test(get(item)) === keep);
      }
      const test = testBy(context, args, kwargs);
      return items.filter((item) => test(item) === keep);
    });
}

function minOrMax(name: string, pickMax: boolean): [string, FilterFunction] {
  return define(name, ["case_sensitive", "attribute"], (value, [caseSensitive, attribute]) => {
    const items = iterate(value);
    if (!items.length) return new Undefined("No aggregated item, sequence was empty.");
    const key = attributeGetter(attribute, !bool(caseSensitive));
    let best = items[0];
    let bestKey = key(best);
    for (const item of items.slice(1)) {
      const k = key(item);
      if (pickMax ? lessThan(bestKey, k) : lessThan(k, bestKey)) {
        best = item;
        bestKey = k;
      }
    }
    return best;
  });
}

/** Filters built on str methods return Markup when given Markup, as markupsafe's methods do. */
const keepMarkup = (input: unknown, result: string): string | Markup =>
  input instanceof Markup ? new Markup(result) : result;

const UNRESERVED = /[A-Za-z0-9_.\-~]/;
function urlQuote(value: unknown, forQuery: boolean): string {
  const s = str(value);
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s)) {
    throw new TemplateRuntimeError(
      "'utf-8' codec can't encode character: surrogates not allowed",
      "UnicodeEncodeError",
    );
  }
  const bytes = new TextEncoder().encode(s);
  let out = "";
  for (const byte of bytes) {
    const ch = String.fromCharCode(byte);
    if (byte < 0x80 && (UNRESERVED.test(ch) || (!forQuery && ch === "/"))) out += ch;
    else if (forQuery && ch === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** `k, v = pair` in Python: exactly two items. */
function unpackPair(pair: unknown): unknown[] {
  const items = iterate(pair);
  if (items.length !== 2) {
    throw valueError(
      items.length < 2
        ? `not enough values to unpack (expected 2, got ${items.length})`
        : "too many values to unpack (expected 2)",
    );
  }
  return items;
}

/** Python's int() applied by the `int` filter: strings in a base, else via float; `fallback` on failure. */
function toInt(value: unknown, fallback: unknown, base: number): unknown {
  if (typeof value === "string") {
    const cleaned = value.trim().replaceAll("_", "").toLowerCase();
    const prefixed = /^[-+]?0[xob]/.test(cleaned);
    const digits =
      prefixed && (base === 16 || base === 8 || base === 2 || base === 0) ? cleaned.replace(/0[xob]/, "") : cleaned;
    const radix =
      base === 0 ? (({ x: 16, o: 8, b: 2 } as Record<string, number>)[cleaned.replace(/^[-+]?0/, "")[0]] ?? 10) : base;
    const valid = new RegExp(`^[-+]?[${"0123456789abcdefghijklmnopqrstuvwxyz".slice(0, radix)}]+$`);
    if (valid.test(digits)) return parseDigits(digits, radix);
    const asFloat = toFloat(value, null);
    return asFloat === null ? fallback : integer(Math.trunc(numeric(asFloat)));
  }
  if (typeof value === "bigint") return value;
  if (isNumber(value)) {
    const n = numeric(value);
    return Number.isFinite(n) ? integer(Math.trunc(n)) : fallback;
  }
  return fallback;
}

/** Python's float(): raises on values that are not numbers or numeric strings. */
function strictFloat(value: unknown): unknown {
  const result = toFloat(value, null);
  if (result !== null) return result;
  if (typeof value === "string") throw valueError(`could not convert string to float: ${repr(value)}`);
  if (value instanceof Undefined) value.fail();
  throw typeError(`float() argument must be a string or a real number, not '${typeName(value)}'`);
}

function toFloat(value: unknown, fallback: unknown): unknown {
  if (isNumber(value)) return float(numeric(value));
  const spelled = stringValue(value);
  if (spelled !== null) {
    const s = spelled.trim().toLowerCase().replaceAll("_", "");
    if (/^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/.test(s)) return float(Number(s));
    if (/^[-+]?(inf|infinity)$/.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
    if (/^[-+]?nan$/.test(s)) return Number.NaN;
  }
  return fallback;
}

/** Python's round() to `digits` places, ties to even on the exact binary value. */
function roundHalfEven(x: number, digits: number): number {
  const rounded = roundMagnitude(x, digits);
  // Python keeps the sign of a negative number that rounds to zero.
  return rounded === 0 && (x < 0 || Object.is(x, -0)) ? -0 : rounded;
}

function roundMagnitude(x: number, digits: number): number {
  const scaled = x * 10 ** digits;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  let rounded = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  // The scaled value is inexact: confirm a tie against the decimal expansion.
  if (diff === 0.5 && digits > 0) {
    const exact = Math.abs(x)
      .toFixed(Math.min(100, digits + 30))
      .slice(-30);
    if (!/^50*$/.test(exact)) rounded = Number(x.toFixed(digits)) * 10 ** digits;
  }
  return rounded / 10 ** digits;
}

/** Splits text into textwrap's chunks: runs of whitespace, words, and hyphenated word parts. */
const WORD_CHAR = "[\\p{L}\\p{N}_]";
const LETTER = "[\\p{L}_]";
const PUNCTUATED = "[\\p{L}\\p{N}_!\"'&.,?]";
const WORD_SEPARATORS = new RegExp(
  `([\\t\\n\\v\\f\\r ]+|(?<=${PUNCTUATED})-{2,}(?=${WORD_CHAR})|[^\\t\\n\\v\\f\\r ]+?(?:-(?:(?<=${LETTER}{2}-)|(?<=${LETTER}-${LETTER}-))(?=${LETTER}-?${LETTER})|(?=[\\t\\n\\v\\f\\r ]|$)|(?<=${PUNCTUATED})(?=-{2,}${WORD_CHAR})))`,
  "u",
);
const SIMPLE_SEPARATORS = /([\t\n\v\f\r ]+)/;
const isBlank = (s: string) => s.trim() === "";

/** Python's textwrap.wrap (no tab expansion or whitespace replacement, as Jinja2's wordwrap calls it). */
function wrapLine(text: string, width: number, breakLong: boolean, breakOnHyphens: boolean): string[] {
  const chunks = text.split(breakOnHyphens ? WORD_SEPARATORS : SIMPLE_SEPARATORS).filter(Boolean);
  chunks.reverse();
  const lines: string[] = [];
  const finish = (line: string[]) => {
    if (line.length && isBlank(line[line.length - 1])) line.pop();
    if (line.length) lines.push(line.join(""));
  };
  while (chunks.length) {
    const line: string[] = [];
    let size = 0;
    if (isBlank(chunks[chunks.length - 1]) && lines.length) chunks.pop();
    while (chunks.length && size + codePointLength(chunks[chunks.length - 1]) <= width) {
      const chunk = chunks.pop()!;
      line.push(chunk);
      size += codePointLength(chunk);
    }
    if (chunks.length && codePointLength(chunks[chunks.length - 1]) > width) {
      if (breakLong) {
        // A word longer than the width is cut to fill this line, then into lines of `width` (or at a hyphen).
        const chars = Array.from(chunks.pop()!);
        let offset = 0;
        const cut = (room: number) => {
          let end = room;
          if (breakOnHyphens && chars.length - offset > room) {
            let hyphen = room - 1;
            while (hyphen > 0 && chars[offset + hyphen] !== "-") hyphen--;
            if (hyphen > 0 && chars.slice(offset, offset + hyphen).some((c) => c !== "-")) end = hyphen + 1;
          }
          const piece = chars.slice(offset, offset + end).join("");
          offset += end;
          return piece;
        };
        line.push(cut(width - size));
        finish(line);
        // Each further piece is a line of its own, dropped when blank (the rest of a run of spaces).
        while (chars.length - offset > width) finish([cut(width)]);
        if (offset < chars.length) chunks.push(chars.slice(offset).join(""));
        continue;
      }
      if (!line.length) line.push(chunks.pop()!);
    }
    finish(line);
  }
  return lines;
}

const URL =
  /^(https?:\/\/|www\.)([\w%-]+\.)*([a-z]{2,63}|xn--[\w%]{2,59})(:\d{1,5})?([/?#]\S*)?$|^([\w%-]{2,63}\.)+(com|net|int|edu|gov|org|info|mil)(:\d{1,5})?([/?#]\S*)?$/i;
const EMAIL_DOMAIN = /^\w[\w.-]*\.\w+$/;
/** `^\S+@\w[\w.-]*\.\w+$` without its quadratic backtracking: only the last "@" can start the domain. */
const isEmail = (s: string) => {
  const at = s.lastIndexOf("@");
  return at > 0 && !/\s/.test(s.slice(0, at)) && EMAIL_DOMAIN.test(s.slice(at + 1));
};
const TRAILING_PUNCTUATION = [")", ">", ".", ",", "\n", "&gt;"];

/** Jinja2's urlize: links URLs and e-mail addresses in (escaped) text, keeping surrounding punctuation outside. */
function urlize(s: string, limit: unknown, nofollow: boolean, target: unknown, rel: unknown): string {
  const relParts = new Set(typeof rel === "string" ? rel.split(/\s+/).filter(Boolean) : []);
  if (nofollow) relParts.add("nofollow");
  relParts.add("noopener");
  const relAttr = ` rel="${escapeHtml([...relParts].sort().join(" "))}"`;
  const targetAttr = typeof target === "string" && target ? ` target="${escapeHtml(target)}"` : "";
  const shown = (url: string) =>
    typeof limit === "number" && url.length > limit ? `${url.slice(0, limit)}${url.length > limit ? "..." : ""}` : url;
  return escapeHtml(s)
    .split(/(\s+)/)
    .map((word) => {
      let head = "";
      let middle = word;
      let tail = "";
      for (let lead = /^([(<]|&lt;)/.exec(middle); lead; lead = /^([(<]|&lt;)/.exec(middle)) {
        head += lead[0];
        middle = middle.slice(lead[0].length);
      }
      for (
        let end = TRAILING_PUNCTUATION.find((p) => middle.endsWith(p));
        end;
        end = TRAILING_PUNCTUATION.find((p) => middle.endsWith(p))
      ) {
        tail = end + tail;
        middle = middle.slice(0, -end.length);
      }
      // Parentheses that open inside the URL take their closing partner back from the tail.
      for (const [open, close] of [
        ["(", ")"],
        ["<", ">"],
        ["&lt;", "&gt;"],
      ]) {
        const opened = middle.split(open).length - 1;
        if (opened <= middle.split(close).length - 1) continue;
        for (let n = Math.min(opened, tail.split(close).length - 1); n > 0; n--) {
          const cut = tail.indexOf(close) + close.length;
          middle += tail.slice(0, cut);
          tail = tail.slice(cut);
        }
      }
      if (URL.test(middle)) {
        const href = /^https?:\/\//.test(middle) ? middle : `https://${middle}`;
        middle = `<a href="${href}"${relAttr}${targetAttr}>${shown(middle)}</a>`;
      } else if (middle.startsWith("mailto:") && isEmail(middle.slice(7))) {
        middle = `<a href="${middle}">${middle.slice(7)}</a>`;
      } else if (middle.includes("@") && !middle.startsWith("www.") && !middle.includes(":") && isEmail(middle)) {
        middle = `<a href="mailto:${middle}">${middle}</a>`;
      }
      return head + middle + tail;
    })
    .join("");
}

/** What separates the words that the `title` filter capitalizes. */
const TITLE_SEPARATORS = new RegExp(`([-${PYTHON_SPACE}({[<]+)`);

/** Jinja2 3.1's 54 builtin filters (plus transformers' `tojson`). */
export const FILTERS: Record<string, FilterFunction> = Object.fromEntries([
  define("abs", [], (v) => {
    if (!isNumber(v)) throw typeError(`bad operand type for abs(): '${typeName(v)}'`);
    if (typeof v === "bigint") return v < 0n ? -v : v;
    return v instanceof PyFloat ? new PyFloat(Math.abs(v.value)) : Math.abs(Number(v));
  }),
  define(
    "attr",
    ["name"],
    (v, [name]) => {
      // Python's Undefined raises for any attribute but a dunder one.
      if (v instanceof Undefined && !str(name).startsWith("__")) v.fail();
      if (typeof name !== "string" || name.startsWith("_"))
        return new Undefined(`'${typeName(v)} object' has no attribute '${str(name)}'`);
      return getPythonAttribute(v, name);
    },
    1,
  ),
  define(
    "batch",
    ["linecount", "fill_with"],
    (v, [count, fill]) =>
      new Generator(() => {
        // Jinja2's algorithm, which also defines what a size of 0 or less does.
        const size = Number(count);
        const batches: unknown[][] = [];
        let current: unknown[] = [];
        for (const item of iterate(v)) {
          if (current.length === size) {
            batches.push(current);
            current = [];
          }
          current.push(item);
        }
        if (current.length) {
          if (fill !== undefined && fill !== null) {
            checkSize(size);
            while (current.length < size) current.push(fill);
          }
          batches.push(current);
        }
        return batches;
      }),
    1,
  ),
  define("capitalize", [], (v) => keepMarkup(v, capitalize(text(v)))),
  define("center", ["width"], (v, [width]) => keepMarkup(v, center(text(v), Number(given(width, 80))))),
  define("count", [], (v) => length(v)),
  define("default", ["default_value", "boolean"], (v, [fallback, boolean]) =>
    v instanceof Undefined || (bool(boolean) && !truthy(v)) ? given(fallback, "") : v,
  ),
  define("dictsort", ["case_sensitive", "by", "reverse"], (v, [caseSensitive, by, reverse]) => {
    if (!isMapping(v)) throw typeError(`'${typeName(v)}' object has no attribute 'items'`);
    const position = given(by, "key") === "key" ? 0 : given(by, "key") === "value" ? 1 : -1;
    if (position < 0) throw valueError("You can only sort by either 'key' or 'value'");
    return sortBy(
      dictEntries(v).map(([k, item]) => tuple([k, item])),
      (pair) => (bool(caseSensitive) ? (pair as unknown[])[position] : ignoreCase((pair as unknown[])[position])),
      reverse,
    );
  }),
  define("escape", [], (v) => escapeValue(v)),
  define("filesizeformat", ["binary"], (v, [binary]) => {
    const bytes = numeric(strictFloat(v));
    const base = bool(binary) ? 1024 : 1000;
    const prefixes = Array.from("kMGTPEZY", (prefix) => (bool(binary) ? `${prefix.toUpperCase()}iB` : `${prefix}B`));
    if (bytes === 1) return "1 Byte";
    if (bytes < base) return `${Math.trunc(bytes)} Bytes`;
    let i = 0;
    while (i < prefixes.length - 1 && bytes >= base ** (i + 2)) i++;
    return `${formatPercent("%.1f", (base * bytes) / base ** (i + 2))} ${prefixes[i]}`;
  }),
  define("first", [], (v) => {
    if (v instanceof Generator) return v.next(new Undefined("No first item, sequence was empty."));
    const items = iterate(v);
    return items.length ? items[0] : new Undefined("No first item, sequence was empty.");
  }),
  define("float", ["default"], (v, [fallback]) =>
    v instanceof Undefined ? v.fail() : toFloat(v, given(fallback, new PyFloat(0))),
  ),
  define("forceescape", [], (v) => new Markup(escapeHtml(text(v)))),
  [
    "format",
    (v: unknown, args: unknown[], kwargs: Kwargs) => {
      if (args.length && Object.keys(kwargs).length)
        throw new TemplateRuntimeError(
          "can't handle positional and keyword arguments at the same time",
          "FilterArgumentError",
        );
      return modulo(
        v instanceof Markup ? v : text(v),
        Object.keys(kwargs).length ? new Map(Object.entries(kwargs)) : tuple(args),
      );
    },
  ],
  define(
    "groupby",
    ["attribute", "default", "case_sensitive"],
    (v, [attribute, fallback, caseSensitive]) => {
      const sensitive = bool(caseSensitive);
      const key = attributeGetter(attribute, !sensitive, fallback);
      const original = attributeGetter(attribute, false, fallback);
      const groups: unknown[][] = [];
      let currentKey: unknown;
      for (const item of sortBy(iterate(v), key, false)) {
        const k = key(item);
        const group = groups.at(-1);
        if (group && compare(currentKey, k) === 0) (group[1] as unknown[]).push(item);
        else {
          groups.push(tuple([sensitive ? k : original(item), [item]]));
          currentKey = k;
        }
      }
      return groups.map(markGroup);
    },
    1,
  ),
  define("indent", ["width", "first", "blank"], (v, [width, first, blank]) => {
    if (typeof width !== "string") checkSize(Number(given(width, 4)));
    const indentation = typeof width === "string" ? width : " ".repeat(Number(given(width, 4)));
    const input = stringValue(v);
    if (input === null) {
      if (v instanceof Undefined) v.fail();
      throw typeError(`unsupported operand type(s) for +=: '${typeName(v)}' and 'str'`);
    }
    const lines = STRING_METHODS.splitlines(`${input}\n`, [], {}) as string[];
    let result: string;
    if (bool(blank)) result = lines.join(`\n${indentation}`);
    else {
      const [head, ...rest] = lines;
      result = head + (rest.length ? `\n${rest.map((line) => (line ? indentation + line : line)).join("\n")}` : "");
    }
    return keepMarkup(v, bool(first) ? indentation + result : result);
  }),
  define("int", ["default", "base"], (v, [fallback, base]) =>
    v instanceof Undefined ? v.fail() : toInt(v, given(fallback, 0), Number(given(base, 10))),
  ),
  define("items", [], (v) => {
    if (v instanceof Undefined) return new Generator(() => []);
    if (!isMapping(v)) throw typeError("Can only get item pairs from a mapping.");
    return new Generator(() => dictEntries(v).map(([k, item]) => tuple([k, item])));
  }),
  define("join", ["d", "attribute"], (v, [separator, attribute]) => {
    const items = iterate(v);
    const values = attribute === undefined || attribute === null ? items : items.map(attributeGetter(attribute));
    return values.map(str).join(text(given(separator, "")));
  }),
  define("last", [], (v) => {
    if (v instanceof Generator) throw typeError("'generator' object is not reversible");
    const items = iterate(v);
    return items.length ? items[items.length - 1] : new Undefined("No last item, sequence was empty.");
  }),
  define("length", [], (v) => length(v)),
  define("list", [], (v) => [...iterate(v)]),
  define("lower", [], (v) => keepMarkup(v, lower(text(v)))),
  [
    "map",
    (v: unknown, args: unknown[], kwargs: Kwargs, context: FilterContext) =>
      new Generator(() => {
        const items = truthy(v) ? iterate(v) : [];
        if (!args.length && "attribute" in kwargs) {
          const unexpected = Object.keys(kwargs).find((key) => key !== "attribute" && key !== "default");
          if (unexpected)
            throw new TemplateRuntimeError(`Unexpected keyword argument ${repr(unexpected)}`, "FilterArgumentError");
          const get = attributeGetter(kwargs.attribute, false, kwargs.default);
          return items.map(get);
        }
        const [name, ...rest] = args;
        const filter = context.filters[str(name)] as FilterFunction | undefined;
        if (!filter) throw new TemplateRuntimeError(`No filter named '${str(name)}'.`, "TemplateRuntimeError");
        return items.map((item) => filter(item, rest, kwargs, context));
      }),
  ],
  minOrMax("max", true),
  minOrMax("min", false),
  define("pprint", [], (v) => pformat(v)),
  define("random", [], (v) => {
    const items = iterate(v);
    if (!items.length) return new Undefined("No random item, sequence was empty.");
    return items[Math.floor(Math.random() * items.length)];
  }),
  ["reject", selectOrReject(false, false)],
  ["rejectattr", selectOrReject(false, true)],
  define(
    "replace",
    ["old", "new", "count"],
    (v, [old, replacement, count]) =>
      STRING_METHODS.replace(
        text(v),
        [text(old), text(replacement), count === undefined || count === null ? -1 : count],
        {},
      ),
    2,
  ),
  define("reverse", [], (v) => {
    if (stringValue(v) !== null) return keepMarkup(v, Array.from(str(v)).reverse().join(""));
    // Sequences give a reverse iterator; anything else (a generator) is read into a reversed list.
    if (v instanceof Generator) return [...v.drain()].reverse();
    const items = iterate(v);
    return new Generator(() => [...items].reverse());
  }),
  define("round", ["precision", "method"], (v, [precision, method]) => {
    const digits = Number(given(precision, 0));
    const how = given(method, "common");
    if (how !== "common" && how !== "ceil" && how !== "floor") throw typeError("method must be common, ceil or floor");
    if (!isNumber(v)) throw typeError(`type ${typeName(v)} doesn't define __round__ method`);
    const x = numeric(v);
    if (how === "common") {
      if (isInt(v) || typeof v === "boolean")
        return digits >= 0 ? (typeof v === "boolean" ? x : v) : roundHalfEven(x, digits);
      return float(roundHalfEven(x, digits));
    }
    const scale = 10 ** digits;
    // Python's math.ceil/floor return ints, so zero carries no sign.
    return float(((how === "ceil" ? Math.ceil(x * scale) : Math.floor(x * scale)) || 0) / scale);
  }),
  define("safe", [], (v) => (v instanceof Markup ? v : new Markup(text(v)))),
  ["select", selectOrReject(true, false)],
  ["selectattr", selectOrReject(true, true)],
  define(
    "slice",
    ["slices", "fill_with"],
    (v, [slices, fill]) =>
      new Generator(() => {
        const items = iterate(v);
        const count = Number(slices);
        if (count === 0) throw new TemplateRuntimeError("integer division or modulo by zero", "ZeroDivisionError");
        // Each slice is a list of its own: as many as a range may hold.
        if (count > active.limits.maxRangeLength) checkSize(Number.POSITIVE_INFINITY);
        const perSlice = Math.floor(items.length / count);
        const extra = items.length % count;
        const result: unknown[][] = [];
        let offset = 0;
        for (let i = 0; i < count; i++) {
          const size = perSlice + (i < extra ? 1 : 0);
          const part = items.slice(offset, offset + size);
          offset += size;
          if (fill !== undefined && fill !== null && i >= extra && extra > 0) part.push(fill);
          result.push(part);
        }
        return result;
      }),
    1,
  ),
  define("sort", ["reverse", "case_sensitive", "attribute"], (v, [reverse, caseSensitive, attribute]) =>
    sortBy([...iterate(v)], sortKey(attribute, bool(caseSensitive)), reverse),
  ),
  define("string", [], (v) => (v instanceof Markup ? v : str(v))),
  define("striptags", [], (v) => stripTags(text(v))),
  define("sum", ["attribute", "start"], (v, [attribute, start]) => {
    const items = iterate(v);
    const values = attribute === undefined || attribute === null ? items : items.map(attributeGetter(attribute));
    return values.reduce((total, item) => add(total, item), given(start, 0));
  }),
  define("title", [], (v) =>
    text(v)
      .split(TITLE_SEPARATORS)
      .filter(Boolean)
      .map((word) => {
        const [first = "", ...rest] = Array.from(word);
        return upper(first) + lower(rest.join(""));
      })
      .join(""),
  ),
  define(
    "tojson",
    ["ensure_ascii", "indent", "separators", "sort_keys"],
    (v, [ensureAscii, indent, separators, sortKeys]) =>
      dumps(v, { indent, separators, sort_keys: sortKeys, ensure_ascii: ensureAscii }),
  ),
  define("trim", ["chars"], (v, [chars]) => keepMarkup(v, STRING_METHODS.strip(text(v), [chars], {}) as string)),
  define("truncate", ["length", "killwords", "end", "leeway"], (v, [size, killwords, end, leeway]) => {
    if (v instanceof Undefined) return v;
    const limit = Number(given(size, 255));
    const endValue = given(end, "...");
    if (stringValue(endValue) === null) throw typeError(`object of type '${typeName(endValue)}' has no len()`);
    const ending = str(endValue);
    // Python measures any sized value first: a short list or dict comes back unchanged.
    if (stringValue(v) === null && length(v) <= limit + Number(given(leeway, 5))) return v;
    const s = requireString(v, "rsplit");
    const slack = Number(given(leeway, 5));
    if (limit < ending.length)
      throw new TemplateRuntimeError(`expected length >= ${ending.length}, got ${limit}`, "AssertionError");
    if (Array.from(s).length <= limit + slack) return s;
    const head = Array.from(s)
      .slice(0, limit - ending.length)
      .join("");
    if (bool(killwords)) return head + ending;
    const cut = head.lastIndexOf(" ");
    return (cut < 0 ? head : head.slice(0, cut)) + ending;
  }),
  define(
    "unique",
    ["case_sensitive", "attribute"],
    (v, [caseSensitive, attribute]) =>
      new Generator(() => {
        const key = attributeGetter(attribute, !bool(caseSensitive));
        const seen = new Set<string>();
        return iterate(v).filter((item) => {
          const k = hashKey(key(item));
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
      }),
  ),
  define("upper", [], (v) => keepMarkup(v, upper(text(v)))),
  define("urlencode", [], (v) => {
    if (typeof v === "string" || !(Array.isArray(v) || isMapping(v) || v instanceof Generator))
      return urlQuote(v, false);
    const pairs = isMapping(v) ? dictEntries(v) : iterate(v).map((pair) => unpackPair(pair));
    return pairs.map(([k, item]) => `${urlQuote(k, true)}=${urlQuote(item, true)}`).join("&");
  }),
  define(
    "urlize",
    ["trim_url_limit", "nofollow", "target", "rel", "extra_schemes"],
    (v, [limit, nofollow, target, rel]) => urlize(text(v), limit, bool(nofollow), target, rel),
  ),
  define("wordcount", [], (v) => (text(v).match(/[\p{L}\p{N}_]+/gu) ?? []).length),
  define(
    "wordwrap",
    ["width", "break_long_words", "wrapstring", "break_on_hyphens"],
    (v, [width, breakLong, wrapstring, breakOnHyphens]) => {
      const separator = text(given(wrapstring, "\n"));
      const lines = STRING_METHODS.splitlines(requireString(v, "splitlines"), [], {}) as string[];
      const requested = given(width, 79);
      // Python's textwrap compares the width with 0 (a string width would otherwise wrap forever here).
      if (!isNumber(requested)) {
        throw typeError(`'<=' not supported between instances of '${typeName(requested)}' and 'int'`);
      }
      const size = numeric(requested);
      if (size <= 0) throw valueError(`invalid width ${size} (must be > 0)`);
      return lines
        .map((line) => wrapLine(line, size, bool(breakLong, true), bool(breakOnHyphens, true)).join(separator))
        .join(separator);
    },
  ),
  define("xmlattr", ["autospace"], (v, [autospace]) => {
    if (!isMapping(v)) {
      if (v instanceof Undefined) v.fail();
      throw new TemplateRuntimeError(`'${typeName(v)}' object has no attribute 'items'`, "AttributeError");
    }
    const parts: string[] = [];
    for (const [key, item] of dictEntries(v)) {
      if (item === null || item instanceof Undefined) continue;
      const name = str(key);
      if (/[\s/>=]/.test(name)) throw valueError(`Invalid character in attribute name: ${repr(name)}`);
      parts.push(`${escapeHtml(name)}="${escapeHtml(str(item))}"`);
    }
    const result = parts.join(" ");
    return result && bool(autospace, true) ? ` ${result}` : result;
  }),
]);
FILTERS.d = FILTERS.default;
FILTERS.e = FILTERS.escape;
