import { callMethod, callValue, getItem, getPythonAttribute, UNDEFINED_ATTRIBUTES } from "./access.js";
import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { dumps } from "./json.js";
import { active, checkSize, walk } from "./limits.js";
import { capitalize, center, STRING_METHODS, stripTags } from "./methods.js";
import { exactRatio, parseInteger, strictFloat, strictInt, toFloat, toInteger } from "./number-conversions.js";
import {
  add,
  COMPARISONS,
  concatenates,
  divide,
  floorDivide,
  modulo,
  multiply,
  power,
  slice,
  subtract,
} from "./operators.js";
import { pformat } from "./pprint.js";
import { formatPercent } from "./string-format.js";
import type { Registry, TestFunction } from "./tests.js";
import { asPythonSees, lower, upper } from "./unicode.js";
import {
  asInteger,
  assertHashable,
  attributeError,
  bindArguments,
  codeEscape,
  codePointLength,
  created,
  decimalDigits,
  dictEntries,
  equals,
  escapeHtml,
  escapeValue,
  exactInteger,
  float,
  Generator,
  hashOf,
  integer,
  isDict,
  isFloat,
  isInt,
  isIntegral,
  isIterable,
  isList,
  isMapping,
  isNumber,
  isTuple,
  iterate,
  type Kwargs,
  lazily,
  length,
  lessThan,
  Markup,
  markGroup,
  missingAttribute,
  NO_KEYWORDS,
  numeric,
  PYTHON_SPACE,
  PyComplex,
  PyFloat,
  PyObject,
  repr,
  SURROGATE,
  str,
  stringLess,
  stringValue,
  subscript,
  toBigInt,
  truthy,
  tuple,
  typeName,
  Undefined,
  unsafeAttribute,
  viewName,
  walkDigits,
} from "./values.js";

/** What a filter can reach besides its arguments: the registries of filters and tests (for select and map). */
export type FilterContext = Registry;
export type FilterFunction = (value: unknown, args: unknown[], kwargs: Kwargs, context: FilterContext) => unknown;

/**
 * The Python functions behind the filters, with the parameters before the filter's arguments (the context Jinja2
 * passes, the value), where they are not `do_<name>(value)`: Python's messages name them. A bare name is a builtin.
 */
const PYTHON_FILTERS: Record<string, string> = {
  abs: "abs",
  count: "len",
  length: "len",
  escape: "escape(s)",
  string: "soft_str(s)",
  safe: "do_mark_safe(value)",
  tojson: "tojson(x)",
  attr: "do_attr(environment, obj)",
  first: "sync_do_first(environment, seq)",
  last: "do_last(environment, seq)",
  random: "do_random(context, seq)",
  groupby: "sync_do_groupby(environment, value)",
  join: "sync_do_join(eval_ctx, value)",
  list: "sync_do_list(value)",
  slice: "sync_do_slice(value)",
  unique: "sync_do_unique(environment, value)",
  sum: "sync_do_sum(environment, iterable)",
  max: "do_max(environment, value)",
  min: "do_min(environment, value)",
  sort: "do_sort(environment, value)",
  replace: "do_replace(eval_ctx, s)",
  truncate: "do_truncate(env, s)",
  wordwrap: "do_wordwrap(environment, s)",
  urlize: "do_urlize(eval_ctx, value)",
  xmlattr: "do_xmlattr(eval_ctx, d)",
  map: "sync_do_map(context, value)",
  select: "sync_do_select(context, value)",
  reject: "sync_do_reject(context, value)",
  selectattr: "sync_do_selectattr(context, value)",
  rejectattr: "sync_do_rejectattr(context, value)",
};

/** A filter's Python function: its name, the parameters Jinja2 fills itself, and the whole signature text. */
function pythonSignature(name: string): { fn: string | undefined; given: string[]; python: string } {
  const python =
    PYTHON_FILTERS[name] ??
    `do_${name}(${/^(capitalize|indent|lower|title|upper|wordcount)$/.test(name) ? "s" : "value"})`;
  const [, fn, leading] = /^(\w+)\((.*)\)$/.exec(python) ?? [];
  return { fn, given: leading?.split(", ") ?? [], python };
}

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
  const { fn, given, python } = pythonSignature(name);
  const filter: FilterFunction = (value, args, kwargs, context) => {
    // A builtin (abs, len) takes exactly the value.
    if (!fn) {
      if (Object.keys(kwargs).length) throw typeError(`${python}() takes no keyword arguments`);
      if (args.length) throw typeError(`${python}() takes exactly one argument (${args.length + 1} given)`);
    }
    return body(value, bindArguments(fn ?? python, names, args, kwargs, required, given), context);
  };
  return [name, filter];
}

/** The input of a filter that calls a str method on it directly: other types raise as in Python. */
function requireString(v: unknown, method: string): string {
  const s = stringValue(v);
  if (s !== null) return s;
  if (v instanceof Undefined) v.fail();
  throw attributeError(v, method);
}

/** Python's `value.items()`, which dictsort and xmlattr call: a dict's pairs; other values raise as in Python. */
function callItems(v: unknown): unknown[] {
  if (isMapping(v)) return dictEntries(v);
  if (v instanceof Undefined) v.fail();
  const method = getPythonAttribute(v, "items");
  if (method instanceof Undefined) throw attributeError(v, "items");
  return iterate(callValue(method, [], null));
}

const overflowError = (message: string) => new TemplateRuntimeError(message, "OverflowError");

/** The string value of a filter input: undefined reads as "" where Jinja2's soft_str would. */
const text = (v: unknown): string => str(v);
const given = <T>(v: unknown, fallback: T): unknown => (v === undefined ? fallback : v);
const bool = (v: unknown, fallback = false) => (v === undefined ? fallback : truthy(v));

/** Jinja2's ignore_case: strings (and Markup) compare lowercased. */
const ignoreCase = (v: unknown): unknown => {
  const s = stringValue(v);
  // Each key is a fresh string: sorting ten million references to one huge string must not lowercase it forever.
  return s === null ? v : created(lower(s));
};

/** Jinja2's make_attrgetter: "a.b.0" walks items (then attributes), none is the item itself; `fallback` replaces an undefined step. */
function attributeGetter(attribute: unknown, lower = false, fallback?: unknown): (item: unknown) => unknown {
  const path = stringValue(attribute);
  // Markup splits into Markup parts.
  // Jinja2 reads a part as an int when str.isdigit() takes it (any digit: a superscript then fails as int() does).
  const part = (p: string) =>
    STRING_METHODS.isdigit(p, [], {}) ? strictInt(p) : attribute instanceof Markup ? new Markup(p) : p;
  const parts = attribute == null ? [] : path !== null ? path.split(".").map(part) : [attribute];
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
/**
 * Python's comparison of two sort keys made by `sortKey`, lists of as many values: item by item, equal items skipped.
 * As `compare` on the lists, but a million-item sort is not refused by the limit on comparing shared lists.
 */
const compareKeys = (a: unknown, b: unknown) => {
  const [x, y] = [a as unknown[], b as unknown[]];
  const at = x.findIndex((item, i) => !equals(item, y[i]));
  return at < 0 ? 0 : compare(x[at], y[at]);
};
const sortBy = (items: unknown[], key: (item: unknown) => unknown, reverse: unknown, order = compare) => {
  // Python's sorted() takes `reverse` as a C int: an undefined, none or string value is a TypeError, 2**64 overflows.
  const descending = reverse === undefined ? 0 : asInteger(reverse, "int");
  // A sort walks its items about log2(n) times.
  walk(items.length * Math.log2(items.length + 1));
  const keyed = items.map((item) => ({ item, key: key(item) }));
  // As CPython: a descending sort reverses the list, sorts it ascending (stable) and reverses it back, so the same
  // pairs are compared, and an error comes from the same pair.
  if (descending) keyed.reverse();
  keyed.sort((a, b) => order(a.key, b.key));
  if (descending) keyed.reverse();
  return keyed.map((entry) => entry.item);
};

/**
 * Declares a filter that takes any arguments and keywords (`**kwargs` in Python), except a keyword naming a parameter
 * Jinja2 fills itself: `select(value=1)` gives `sync_do_select(context, value, *args, **kwargs)` its value twice.
 */
function anyArguments(name: string, filter: FilterFunction): [string, FilterFunction] {
  const { fn, given } = pythonSignature(name);
  return [
    name,
    (value, args, kwargs, context) => {
      // As in bindArguments: the common call without keywords skips the walk of a prototype-less object.
      if (kwargs !== NO_KEYWORDS)
        for (const key in kwargs)
          if (given.includes(key)) throw typeError(`${fn}() got multiple values for argument '${key}'`);
      return filter(value, args, kwargs, context);
    },
  ];
}

/** A filter or test by the name a template gives: own entries only (`constructor` must not find Object). */
const registered = (registry: object, name: string): unknown =>
  Object.hasOwn(registry, name) ? (registry as Record<string, unknown>)[name] : undefined;

/**
 * The filter or test a template names by value (map, select): Jinja2 looks it up when the first item needs it, so an
 * empty input never fails; an unhashable name is Python's TypeError.
 */
function byName<T>(registry: object, name: unknown, kind: "filter" | "test"): T {
  assertHashable(name);
  const key = stringValue(name);
  const found = key === null ? undefined : registered(registry, key);
  if (found) return found as T;
  let message = `No ${kind} named ${repr(name)}.`;
  if (name instanceof Undefined) {
    try {
      name.fail();
    } catch (error) {
      message += ` (${(error as TemplateRuntimeError).reason}; did you forget to quote the callable name?)`;
    }
  }
  throw new TemplateRuntimeError(message, "TemplateRuntimeError");
}

/** Runs a test by name with arguments, for select/reject. */
function testBy(context: FilterContext, args: unknown[], kwargs: Kwargs): (item: unknown) => boolean {
  if (!args.length) return truthy;
  const [name, ...rest] = args;
  let test: TestFunction | undefined;
  return (item) => {
    test ??= byName<TestFunction>(context.tests, name, "test");
    return test(item, rest, context, kwargs);
  };
}

function selectOrReject(keep: boolean, byAttribute: boolean): FilterFunction {
  return (value, args, kwargs, context) =>
    new Generator(function* () {
      // Jinja2 skips a falsy input entirely (so None or 0 select nothing), and checks its arguments before it
      // iterates the input.
      if (!truthy(value)) return;
      if (byAttribute && !args.length)
        throw new TemplateRuntimeError("Missing parameter for attribute name", "FilterArgumentError");
      const get = byAttribute ? attributeGetter(args[0]) : null;
      const test = testBy(context, byAttribute ? args.slice(1) : args, kwargs);
      for (const item of lazily(value)) if (test(get ? get(item) : item) === keep) yield item;
    }, "select_or_reject");
}

function minOrMax(name: string, pickMax: boolean): [string, FilterFunction] {
  return define(name, ["case_sensitive", "attribute"], (value, [caseSensitive, attribute]) => {
    // Python's min() and max() take the items one at a time from a generator (each compared as it comes).
    const items = lazily(value)[Symbol.iterator]();
    const first = items.next();
    if (first.done) return new Undefined("No aggregated item, sequence was empty.");
    const key = attributeGetter(attribute, !bool(caseSensitive));
    let best = first.value;
    let bestKey = key(best);
    for (let next = items.next(); !next.done; next = items.next()) {
      const item = next.value;
      const k = key(item);
      // Python's max() asks `item > best`, min() `item < best`.
      if (pickMax ? lessThan(bestKey, k, ">", true) : lessThan(k, bestKey)) {
        best = item;
        bestKey = k;
      }
    }
    return best;
  });
}

/** The type of the iterator Python's reversed() gives for each kind of sequence (others give a `reversed`). */
const REVERSE_ITERATORS = new Map([
  ["list", "list_reverseiterator"],
  ["range", "range_iterator"],
  ["dict", "dict_reversekeyiterator"],
  ["dict_keys", "dict_reversekeyiterator"],
  ["dict_items", "dict_reverseitemiterator"],
  ["dict_values", "dict_reversevalueiterator"],
]);

/** Filters built on str methods return Markup when given Markup, as markupsafe's methods do. */
const keepMarkup = (input: unknown, result: string): string | Markup =>
  input instanceof Markup ? new Markup(result) : result;

/** Python's quote() of the UTF-8 bytes: only letters, digits and `_.-~` (and `/` in a path) stay as they are. */
function urlQuote(value: unknown, forQuery: boolean): string {
  let quoted: string;
  const text = str(value);
  try {
    quoted = encodeURIComponent(text).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    // A lone surrogate, which UTF-8 cannot encode.
    const chars = Array.from(text);
    const position = chars.findIndex((ch) => ch.length === 1 && SURROGATE.test(ch));
    throw new TemplateRuntimeError(
      `'utf-8' codec can't encode character '${codeEscape(chars[position])}' in position ${position}: surrogates not allowed`,
      "UnicodeEncodeError",
    );
  }
  return forQuery ? quoted.replaceAll("%20", "+") : quoted.replaceAll("%2F", "/");
}

/** `k, v = pair` in Python: exactly two items. */
function unpackPair(pair: unknown): unknown[] {
  if (!isIterable(pair)) throw typeError(`cannot unpack non-iterable ${typeName(pair)} object`);
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

/** Jinja2's int filter: int(value, base) for strings, int(value) for numbers, else int(float(value)), else `fallback`. */
function toInt(value: unknown, fallback: unknown, base: unknown): unknown {
  const text = stringValue(value);
  const parsed = text !== null && isIntegral(base) ? parseInteger(text, Number(base)) : null;
  if (parsed !== null || isInt(value)) return parsed ?? value;
  const n = isNumber(value) ? numeric(value) : numeric(toFloat(value, Number.NaN));
  if (Number.isFinite(n)) return exactInteger(n);
  // int(inf) raises OverflowError, which Jinja2 lets through for a number (a string falls back).
  if (isNumber(value) && !Number.isNaN(n)) throw overflowError("cannot convert float infinity to integer");
  return fallback;
}

/** Python's round() of an int to a negative number of places: exact, ties to even. */
function roundInt(v: number | bigint | boolean, digits: number): number | bigint {
  const n = toBigInt(v);
  // Past the number's own digits the result is 0: Python gets there through 10 ** -digits, which can take minutes.
  if (-digits > decimalDigits(n) + 1) return 0;
  walkDigits(n);
  const unit = 10n ** BigInt(-digits);
  const down = n - (((n % unit) + unit) % unit);
  const rest = n - down;
  const up = rest * 2n > unit || (rest * 2n === unit && (down / unit) % 2n !== 0n);
  return integer(up ? down + unit : down);
}

/**
 * Python's round() to `digits` places: the exact binary value rounded half to even, read back as the nearest float
 * (Python rounds a decimal string, so scaling by 10 ** digits in floats would be off by an ulp).
 */
function roundHalfEven(x: number, digits: number): number {
  // Python returns x beyond the precision of a double, and a zero of x's sign below its range.
  if (digits > 323 || !Number.isFinite(x) || x === 0) return x;
  if (digits < -308) return 0 * x;
  const [numerator, denominator] = exactRatio(Math.abs(x));
  const scale = 10n ** BigInt(Math.abs(digits));
  const [scaled, unit] = digits >= 0 ? [numerator * scale, denominator] : [numerator, denominator * scale];
  const twiceRest = (scaled % unit) * 2n;
  const down = scaled / unit;
  const rounded = Number(`${twiceRest > unit || (twiceRest === unit && down % 2n) ? down + 1n : down}e${-digits}`);
  // Python keeps the sign of a negative number that rounds to zero.
  return x < 0 ? -rounded : rounded;
}

/** Splits text into textwrap's chunks: runs of whitespace, words, and hyphenated word parts. */
const WORD_CHAR = "[\\p{L}\\p{N}_]";
/** Python's `[^\d\W]`: a word character that is not a decimal digit (superscripts and Roman numerals are). */
const LETTER = "[\\p{L}\\p{Nl}\\p{No}_]";
const PUNCTUATED = "[\\p{L}\\p{N}_!\"'&.,?]";
const WORD_SEPARATORS = new RegExp(
  `([\\t\\n\\v\\f\\r ]+|(?<=${PUNCTUATED})-{2,}(?=${WORD_CHAR})|[^\\t\\n\\v\\f\\r ]+?(?:-(?:(?<=${LETTER}{2}-)|(?<=${LETTER}-${LETTER}-))(?=${LETTER}-?${LETTER})|(?=[\\t\\n\\v\\f\\r ]|$)|(?<=${PUNCTUATED})(?=-{2,}${WORD_CHAR})))`,
  "u",
);
const SIMPLE_SEPARATORS = /([\t\n\v\f\r ]+)/;
/** What str.strip() empties: textwrap drops such chunks at a line's ends. */
const isBlank = (s: string) => PYTHON_BLANK.test(s);
const PYTHON_BLANK = new RegExp(`^[${PYTHON_SPACE}]*$`);

/** Python's textwrap.wrap (no tab expansion or whitespace replacement, as Jinja2's wordwrap calls it). */
function wrapLine(text: string, width: number, breakLong: boolean, breakOnHyphens: boolean, float: boolean): string[] {
  // The text is split as Python classes its characters, and cut at the same offsets.
  let at = 0;
  const chunks = asPythonSees(text)
    .split(breakOnHyphens ? WORD_SEPARATORS : SIMPLE_SEPARATORS)
    .filter(Boolean)
    .map((seen) => {
      at += seen.length;
      return text.slice(at - seen.length, at);
    });
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
        // textwrap cuts at least one character per line: under a width of 1 (a float) it cuts one, an int slice.
        const room = (used: number) => (width < 1 ? 1 : width - used);
        if (float && width >= 1) throw typeError("slice indices must be integers or None or have an __index__ method");
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
        line.push(cut(room(size)));
        finish(line);
        // Each further piece is a line of its own, dropped when blank (the rest of a run of spaces).
        while (chars.length - offset > width) finish([cut(room(0))]);
        if (offset < chars.length) chunks.push(chars.slice(offset).join(""));
        continue;
      }
      if (!line.length) line.push(chunks.pop()!);
    }
    finish(line);
  }
  return lines;
}

/** Python's \w and \d: Unicode letters, numbers and the underscore; decimal digits (tested as Python sees text). */
const W = "\\p{L}\\p{N}_";
const D = "\\p{Nd}";
/** Jinja2's _http_re: a scheme or www with a domain, a bare domain with a common TLD, or an IP address. */
const URL = new RegExp(
  `^(?:(?:https?://|www\\.)(?:[${W}%-]+\\.)*(?:[a-z]{2,63}|xn--[${W}%]{2,59})|(?:[${W}%-]{2,63}\\.)+(?:com|net|int|edu|gov|org|info|mil)|https?://(?:[${D}]{1,3}(?:\\.[${D}]{1,3}){3}|\\[(?:[\\da-f]{0,4}:){2}(?:[\\da-f]{0,4}:?){1,6}\\]))(?::[${D}]{1,5})?(?:[/?#].*)?$`,
  "iu",
);
const EMAIL_DOMAIN = new RegExp(`^[${W}][${W}.-]*\\.[${W}]+$`, "u");
/** `^\S+@\w[\w.-]*\.\w+$` on a word without whitespace, without its quadratic backtracking: only the last "@" can start the domain. */
const isEmail = (s: string) => {
  const at = s.lastIndexOf("@");
  return at > 0 && EMAIL_DOMAIN.test(asPythonSees(s.slice(at + 1)));
};
const TRAILING_PUNCTUATION = [")", ">", ".", ",", "\n", "&gt;"];
const WHITESPACE_RUNS = new RegExp(`([${PYTHON_SPACE}]+)`);

/** Jinja2's urlize: links URLs and e-mail addresses in (escaped) text, keeping surrounding punctuation outside. */
/** The HTML a filter made, marked safe where output is escaped (Jinja2's xmlattr and urlize). */
const safeWhereEscaping = (html: string): string | Markup => (active.autoescape ? new Markup(html) : html);

function urlize(v: unknown, [limit, nofollow, target, rel, extraSchemes]: unknown[]): string {
  // The rel parts are the words of a str (a falsy value has none), plus nofollow and Jinja2's noopener policy.
  const relParts = new Set(truthy(rel) ? (STRING_METHODS.split(requireString(rel, "split"), [], {}) as string[]) : []);
  if (truthy(nofollow)) relParts.add("nofollow");
  relParts.add("noopener");
  const relAttr = ` rel="${escapeHtml([...relParts].sort((a, b) => (stringLess(a, b) ? -1 : 1)).join(" "))}"`;
  const targetAttr = truthy(target) ? ` target="${escapeValue(target).value}"` : "";
  const schemes = extraSchemes == null ? [] : iterate(extraSchemes);
  for (const scheme of schemes) {
    const text = stringValue(scheme);
    if (text === null) throw typeError(`expected string or bytes-like object, got '${typeName(scheme)}'`);
    if (!/^[\p{L}\p{N}_.+-]{2,}:\/{0,2}$/u.test(text))
      throw new TemplateRuntimeError(`${repr(scheme)} is not a valid URI scheme prefix.`, "FilterArgumentError");
  }
  const shown = (url: string) =>
    limit == null || !lessThan(limit, length(url), ">", true) ? url : `${slice(url, null, limit, null)}...`;
  return escapeValue(v)
    .value.split(WHITESPACE_RUNS)
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
      if (URL.test(asPythonSees(middle))) {
        const href = /^https?:\/\//.test(middle) ? middle : `https://${middle}`;
        middle = `<a href="${href}"${relAttr}${targetAttr}>${shown(middle)}</a>`;
      } else if (middle.startsWith("mailto:") && isEmail(middle.slice(7))) {
        middle = `<a href="${middle}">${middle.slice(7)}</a>`;
      } else if (middle.includes("@") && !/^(www\.|@)/.test(middle) && !middle.includes(":") && isEmail(middle)) {
        middle = `<a href="mailto:${middle}">${middle}</a>`;
      } else {
        for (const scheme of schemes) {
          const prefix = str(scheme);
          if (middle !== prefix && middle.startsWith(prefix))
            middle = `<a href="${middle}"${relAttr}${targetAttr}>${middle}</a>`;
        }
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
    if (v instanceof PyComplex) return float(Math.hypot(v.real, v.imag));
    if (!isNumber(v)) throw typeError(`bad operand type for abs(): '${typeName(v)}'`);
    if (typeof v === "bigint") {
      walkDigits(v);
      return v < 0n ? -v : v;
    }
    return v instanceof PyFloat ? new PyFloat(Math.abs(v.value)) : Math.abs(Number(v));
  }),
  define(
    "attr",
    ["name"],
    (v, [name]) => {
      const key = stringValue(name);
      if (key === null) throw typeError(`attribute name must be string, not '${typeName(name)}'`);
      // Python's Undefined raises for any attribute but a dunder one (`__x__`, not `__x`) and those it has.
      const dunder = key.startsWith("__") && key.endsWith("__");
      if (v instanceof Undefined && !dunder && !UNDEFINED_ATTRIBUTES.has(key)) v.fail();
      if (v instanceof Undefined)
        return UNDEFINED_ATTRIBUTES.has(key) ? unsafeAttribute(v, key) : missingAttribute(v, key);
      return getPythonAttribute(v, key);
    },
    1,
  ),
  define(
    "batch",
    ["linecount", "fill_with"],
    (v, [count, fill]) =>
      new Generator(function* () {
        // Jinja2's algorithm, with Python's `==`, `<` and `*` on the count (so none or "" never fills a batch):
        // a full batch is given when the next item arrives.
        let current: unknown[] = [];
        for (const item of lazily(v)) {
          if (equals(current.length, count)) {
            yield current;
            current = [];
          }
          current.push(item);
        }
        if (current.length) {
          if (fill != null && lessThan(current.length, count))
            current = add(current, multiply([fill], subtract(count, current.length))) as unknown[];
          yield current;
        }
      }, "do_batch"),
    1,
  ),
  define("capitalize", [], (v) => keepMarkup(v, capitalize(text(v)))),
  define("center", ["width"], (v, [width]) => keepMarkup(v, center(text(v), asInteger(given(width, 80), "ssize_t")))),
  define("count", [], (v) => length(v)),
  define("default", ["default_value", "boolean"], (v, [fallback, boolean]) =>
    v instanceof Undefined || (bool(boolean) && !truthy(v)) ? given(fallback, "") : v,
  ),
  define("dictsort", ["case_sensitive", "by", "reverse"], (v, [caseSensitive, by, reverse]) => {
    // Jinja2 checks `by` before it reads the value's items.
    const position = equals(given(by, "key"), "key") ? 0 : equals(by, "value") ? 1 : -1;
    if (position < 0)
      throw new TemplateRuntimeError('You can only sort by either "key" or "value"', "FilterArgumentError");
    return sortBy(
      callItems(v).map((pair) => tuple([...iterate(pair)])),
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
    if (bytes < base) {
      // Python's int() of the float: exact digits however large, and no int for -inf.
      if (!Number.isFinite(bytes))
        throw new TemplateRuntimeError("cannot convert float infinity to integer", "OverflowError");
      return `${BigInt(Math.trunc(bytes))} Bytes`;
    }
    let i = 0;
    while (i < prefixes.length - 1 && !(bytes < base ** (i + 2))) i++;
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
  anyArguments("format", (v: unknown, args: unknown[], kwargs: Kwargs) => {
    if (args.length && Object.keys(kwargs).length)
      throw new TemplateRuntimeError(
        "can't handle positional and keyword arguments at the same time",
        "FilterArgumentError",
      );
    return modulo(
      v instanceof Markup ? v : text(v),
      Object.keys(kwargs).length ? new Map(Object.entries(kwargs)) : tuple(args),
    );
  }),
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
        // itertools.groupby asks `==` (two NaN keys of separate items are two groups).
        if (group && equals(currentKey, k)) (group[1] as unknown[]).push(item);
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
    // A string width (a Markup one too) is the indentation itself; anything else repeats a space as Python's
    // `" " * width`, whose errors come first (as `"" * width` raises them) but whose spaces are made only if a line
    // takes them (no line may take a huge width).
    const spaces = stringValue(width) === null;
    const count = given(width, 4);
    if (spaces) multiply("", count);
    // No machine has the memory for as many spaces as a 47-bit address space holds: Python's allocation fails.
    if (spaces && isIntegral(count) && Number(count) >= 2 ** 47) {
      throw new TemplateRuntimeError(`no memory for an indentation of ${count} spaces`, "MemoryError");
    }
    let made: unknown;
    const indent = () => {
      made ??= spaces ? multiply(" ", count) : width;
      return v instanceof Markup ? new Markup(stringValue(made)!) : made;
    };
    const input = stringValue(v);
    if (input === null) {
      if (v instanceof Undefined) v.fail();
      // Python's `s += "\n"`: a list takes the newline as an item, then has no splitlines().
      if (isList(v) && !isTuple(v)) throw attributeError(v, "splitlines");
      throw typeError(
        isTuple(v)
          ? 'can only concatenate tuple (not "str") to tuple'
          : `unsupported operand type(s) for +=: '${typeName(v)}' and 'str'`,
      );
    }
    // Python's own steps: Markup's `+` and join escape the plain strings they meet (an indentation given as Markup
    // escapes the lines), and a Markup input makes the indentation and newline Markup as they are.
    const newline = v instanceof Markup ? new Markup("\n") : "\n";
    const lines = callMethod(add(v, newline), "splitlines", [], null) as unknown[];
    const join = (separator: unknown, items: unknown[]) => callMethod(separator, "join", [items], null);
    let result: unknown;
    // One line of plain text joins to itself, whatever the separator.
    if (bool(blank)) result = lines.length > 1 || !spaces ? join(add(newline, indent()), lines) : lines[0];
    else {
      const [head, ...rest] = lines;
      const indented = rest.map((line) => (truthy(line) ? add(indent(), line) : line));
      result = rest.length ? add(head, add(newline, join(newline, indented))) : head;
    }
    return bool(first) ? add(indent(), result) : result;
  }),
  define("int", ["default", "base"], (v, [fallback, base]) =>
    v instanceof Undefined ? v.fail() : toInt(v, given(fallback, 0), given(base, 10)),
  ),
  // A generator: a value that is not a mapping raises only when read.
  define(
    "items",
    [],
    (v) =>
      new Generator(() => {
        if (v instanceof Undefined) return [];
        if (!isMapping(v)) throw typeError("Can only get item pairs from a mapping.");
        return dictEntries(v).map(([k, item]) => tuple([k, item]));
      }, "do_items"),
  ),
  define("join", ["d", "attribute"], (v, [separator, attribute]) => {
    const glue = given(separator, "");
    const pick = attribute === undefined || attribute === null ? null : attributeGetter(attribute);
    // Without escaping, Python converts each item as the iteration reaches it (a loop shows itself as it was then).
    if (!active.autoescape) return Array.from(lazily(v), (item) => str(pick ? pick(item) : item)).join(text(glue));
    const values = pick ? iterate(v).map(pick) : iterate(v);
    // Where output is escaped, a Markup separator or item makes a Markup result that escapes the others.
    if (active.autoescape && (glue instanceof Markup || values.some((item) => item instanceof Markup)))
      return new Markup(values.map((item) => escapeValue(item).value).join(escapeValue(glue).value));
    return values.map(str).join(text(glue));
  }),
  define("last", [], (v) => {
    // Python's reversed(): sequences and dicts only.
    if (v instanceof PyObject || !isIterable(v)) throw typeError(`'${typeName(v)}' object is not reversible`);
    const items = iterate(v);
    if (!items.length) return new Undefined("No last item, sequence was empty.");
    // reversed() indexes a Markup, which gives Markup (iterating it, as `first` does, gives plain strings).
    return v instanceof Markup ? new Markup(items[items.length - 1] as string) : items[items.length - 1];
  }),
  define("length", [], (v) => length(v)),
  define("list", [], (v) => [...iterate(v)]),
  define("lower", [], (v) => keepMarkup(v, lower(text(v)))),
  anyArguments(
    "map",
    (v: unknown, args: unknown[], kwargs: Kwargs, context: FilterContext) =>
      new Generator(function* () {
        // Jinja2 reads its arguments only for a truthy input, and before it iterates the input.
        if (!truthy(v)) return;
        if (!args.length && "attribute" in kwargs) {
          const unexpected = Object.keys(kwargs).find((key) => key !== "attribute" && key !== "default");
          if (unexpected)
            throw new TemplateRuntimeError(`Unexpected keyword argument ${repr(unexpected)}`, "FilterArgumentError");
          const get = attributeGetter(kwargs.attribute, false, kwargs.default);
          for (const item of lazily(v)) yield get(item);
          return;
        }
        if (!args.length) throw new TemplateRuntimeError("map requires a filter argument", "FilterArgumentError");
        const [name, ...rest] = args;
        let filter: FilterFunction | undefined;
        for (const item of lazily(v)) {
          filter ??= byName<FilterFunction>(context.filters, name, "filter");
          // Filters run here, not from the template, still count what they create.
          yield created(filter(item, rest, kwargs, context));
        }
      }, "sync_do_map"),
  ),
  minOrMax("max", true),
  minOrMax("min", false),
  define("pprint", [], (v) => pformat(v)),
  define("random", [], (v) => {
    // random.choice(seq): seq[i] for a random i below len(seq), so a dict looks i up as a key.
    const size = length(v);
    if (!size) return new Undefined("No random item, sequence was empty.");
    // Only `loop` has a length without being a sequence.
    if (v instanceof Generator) throw typeError(`'${typeName(v)}' object is not subscriptable`);
    // Indexing a Markup gives Markup; a dict looks the index up as a key.
    return subscript(v, Math.floor(Math.random() * size));
  }),
  anyArguments("reject", selectOrReject(false, false)),
  anyArguments("rejectattr", selectOrReject(false, true)),
  define(
    "replace",
    ["old", "new", "count"],
    (v, [old, replacement, count]) => {
      const times = count === undefined || count === null ? -1 : count;
      // Where output is escaped, Jinja2 escapes the input when `old` is Markup, or `new` is and the input is not;
      // the replace of a Markup input (markupsafe's) escapes `new`, never `old`.
      const markup =
        active.autoescape &&
        (v instanceof Markup || old instanceof Markup || replacement instanceof Markup) &&
        escapeValue(v);
      if (!markup) return STRING_METHODS.replace(text(v), [text(old), text(replacement), times], {});
      const replaced = STRING_METHODS.replace(markup.value, [text(old), escapeValue(replacement).value, times], {});
      return new Markup(replaced as string);
    },
    2,
  ),
  define("reverse", [], (v) => {
    if (stringValue(v) !== null) return keepMarkup(v, Array.from(str(v)).reverse().join(""));
    // Sequences give a reverse iterator; anything else (a generator) is read into a reversed list.
    if (v instanceof Generator) {
      try {
        return [...v.drain()].reverse();
      } catch (error) {
        // Jinja2 lists what reversed() refuses: a TypeError while reading it says the argument is not iterable.
        if (error instanceof TemplateRuntimeError && error.kind === "TypeError")
          throw new TemplateRuntimeError("argument must be iterable", "FilterArgumentError");
        throw error;
      }
    }
    if (!isIterable(v)) throw new TemplateRuntimeError("argument must be iterable", "FilterArgumentError");
    const items = iterate(v);
    // A set has no reverse iterator: Jinja2 reverses a list of it.
    if (viewName(v) === "set") return [...items].reverse();
    return new Generator(() => [...items].reverse(), "reversed", REVERSE_ITERATORS.get(typeName(v)) ?? "reversed");
  }),
  define("round", ["precision", "method"], (v, [precision, method]) => {
    const how = stringValue(given(method, "common"));
    // Python looks the method up in a set: it must be hashable.
    assertHashable(given(method, "common"));
    if (how !== "common" && how !== "ceil" && how !== "floor")
      throw new TemplateRuntimeError("method must be common, ceil or floor", "FilterArgumentError");
    if (!isNumber(v)) {
      // Python's round() refuses the value; math.ceil and math.floor get `value * 10**precision` first.
      if (how === "common") throw typeError(`type ${typeName(v)} doesn't define __round__ method`);
      throw typeError(`must be real number, not ${typeName(multiply(v, power(10, given(precision, 0))))}`);
    }
    const x = numeric(v);
    if (how === "common") {
      // round(x, None) is round(x), an int.
      if (precision === null) return isIntegral(v) ? (typeof v === "boolean" ? x : v) : toInteger(roundHalfEven(x, 0));
      const digits = asInteger(given(precision, 0));
      if (isIntegral(v)) return digits >= 0 ? (typeof v === "boolean" ? x : v) : roundInt(v, digits);
      return float(roundHalfEven(x, digits));
    }
    // `math.floor(value * 10**precision) / 10**precision` with Python's operators: exact for ints, and the precision
    // may be any number.
    const scale = power(10, given(precision, 0));
    const scaled = multiply(v, scale);
    // math.ceil and math.floor return ints, so zero carries no sign.
    const whole = isIntegral(scaled) ? scaled : toInteger((how === "ceil" ? Math.ceil : Math.floor)(numeric(scaled)));
    return divide(whole, scale);
  }),
  define("safe", [], (v) => (v instanceof Markup ? v : new Markup(text(v)))),
  anyArguments("select", selectOrReject(true, false)),
  anyArguments("selectattr", selectOrReject(true, true)),
  define(
    "slice",
    ["slices", "fill_with"],
    (v, [slices, fill]) =>
      new Generator(() => {
        const items = iterate(v);
        // Python computes `len(items) // slices` before `range(slices)`.
        if (!isIntegral(slices)) floorDivide(items.length, slices);
        const count = asInteger(slices);
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
          if (fill !== undefined && fill !== null && i >= extra) part.push(fill);
          result.push(part);
        }
        return result;
      }, "sync_do_slice"),
    1,
  ),
  define("sort", ["reverse", "case_sensitive", "attribute"], (v, [reverse, caseSensitive, attribute]) =>
    sortBy([...iterate(v)], sortKey(attribute, bool(caseSensitive)), reverse, compareKeys),
  ),
  define("string", [], (v) => (v instanceof Markup ? v : str(v))),
  define("striptags", [], (v) => stripTags(text(v))),
  define("sum", ["attribute", "start"], (v, [attribute, start]) => {
    if (stringValue(start) !== null) throw typeError("sum() can't sum strings [use ''.join(seq) instead]");
    const getter = attribute === undefined || attribute === null ? null : attributeGetter(attribute);
    let total = given(start, 0);
    // Lists (or tuples) are joined into one copy of their own: Python's intermediate sums are never seen, and
    // making each would be quadratic.
    let own: unknown[] | null = null;
    // Item by item, as Python adds them: a generator's later item fails after an earlier sum did.
    for (const each of lazily(v)) {
      const item = getter ? getter(each) : each;
      if (!concatenates(total, item)) {
        total = add(total, item);
        own = null;
        continue;
      }
      const [sum, more] = [total as unknown[], item as unknown[]];
      checkSize(sum.length + more.length);
      if (own === null) total = own = isTuple(sum) ? tuple([...sum]) : [...sum];
      for (const part of more) own.push(part);
    }
    return total;
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
    (v, [ensureAscii, indent, separators, sortKeys]) => {
      // json.dumps unpacks the separators first; encoding anything but a string needs them to be strings.
      const pair = separators == null ? separators : unpackPair(separators);
      if (pair && stringValue(v) === null && pair.some((s) => stringValue(s) === null))
        throw typeError("make_encoder() argument 5 must be str");
      return dumps(v, { indent, separators: pair, sort_keys: sortKeys, ensure_ascii: ensureAscii });
    },
  ),
  define("trim", ["chars"], (v, [chars]) =>
    keepMarkup(v, STRING_METHODS.strip(text(v), [stringValue(chars) ?? chars], {}) as string),
  ),
  define("truncate", ["length", "killwords", "end", "leeway"], (v, [size, killwords, end, leeway]) => {
    // Jinja2's steps, with Python's comparisons and operators (any sized value passes when short enough).
    const limit = given(size, 255);
    const ending = given(end, "...");
    const slack = leeway ?? 5;
    const endLength = length(ending);
    // Python asserts `length >= len(end)` and `leeway >= 0`, which a nan fails.
    if (!COMPARISONS[">="](limit, endLength))
      throw new TemplateRuntimeError(`expected length >= ${endLength}, got ${str(limit)}`, "AssertionError");
    if (!COMPARISONS[">="](slack, 0))
      throw new TemplateRuntimeError(`expected leeway >= 0, got ${str(slack)}`, "AssertionError");
    if (!lessThan(add(limit, slack), length(v), "<=", true)) return v;
    const head = slice(v, null, subtract(limit, endLength), null);
    if (bool(killwords)) return add(head, ending);
    const s = requireString(head, "rsplit");
    const cut = s.lastIndexOf(" ");
    return add(keepMarkup(head, cut < 0 ? s : s.slice(0, cut)), ending);
  }),
  define(
    "unique",
    ["case_sensitive", "attribute"],
    (v, [caseSensitive, attribute]) =>
      new Generator(function* () {
        const key = attributeGetter(attribute, !bool(caseSensitive));
        const seen = new Set<unknown>();
        for (const item of lazily(v)) {
          const value = key(item);
          // Jinja2's Undefined values all hash and compare equal; anything else must be hashable.
          if (!(value instanceof Undefined)) assertHashable(value);
          const k = hashOf(value);
          if (seen.has(k)) continue;
          seen.add(k);
          yield item;
        }
      }, "sync_do_unique"),
  ),
  define("upper", [], (v) => keepMarkup(v, upper(text(v)))),
  define("urlencode", [], (v) => {
    if (typeof v === "string" || !(Array.isArray(v) || isMapping(v) || v instanceof Generator))
      return urlQuote(v, false);
    // Jinja2 takes the items of a real dict only; a mappingproxy is iterated, which gives its keys.
    const pairs = isDict(v) ? dictEntries(v) : iterate(v).map((pair) => unpackPair(pair));
    return pairs.map(([k, item]) => `${urlQuote(k, true)}=${urlQuote(item, true)}`).join("&");
  }),
  define("urlize", ["trim_url_limit", "nofollow", "target", "rel", "extra_schemes"], (v, args) =>
    safeWhereEscaping(urlize(v, args)),
  ),
  // Python's \w under its Unicode: a letter newer than it is no word character.
  define("wordcount", [], (v) => (asPythonSees(text(v)).match(/[\p{L}\p{N}_]+/gu) ?? []).length),
  define(
    "wordwrap",
    ["width", "break_long_words", "wrapstring", "break_on_hyphens"],
    (v, [width, breakLong, wrapstring, breakOnHyphens]) => {
      // Python joins with the wrap string's join: a Markup one escapes the lines.
      const separator = wrapstring ?? "\n";
      requireString(separator, "join");
      const join = (items: unknown[]) => callMethod(separator, "join", [items], null);
      const lines = STRING_METHODS.splitlines(requireString(v, "splitlines"), [], {}) as string[];
      const size = given(width, 79);
      return join(
        lines.map((line) => {
          // Python's textwrap checks the width when it wraps a line (a string width would otherwise wrap forever).
          if (!lessThan(0, size, "<=", true)) throw valueError(`invalid width ${repr(size)} (must be > 0)`);
          const wrapped = wrapLine(
            line,
            numeric(size),
            bool(breakLong, true),
            bool(breakOnHyphens, true),
            isFloat(size),
          );
          return join(wrapped);
        }),
      );
    },
  ),
  define("xmlattr", ["autospace"], (v, [autospace]) => {
    const parts: string[] = [];
    for (const [key, item] of callItems(v).map(unpackPair)) {
      if (item === null || item instanceof Undefined) continue;
      const name = stringValue(key);
      if (name === null) throw typeError("expected string or bytes-like object");
      // Python's pattern is ASCII: a no-break space is allowed.
      if (/[\t\n\v\f\r />=]/.test(name)) throw valueError(`Invalid character in attribute name: ${repr(name)}`);
      // escape() leaves Markup as it is.
      parts.push(`${escapeValue(key).value}="${escapeValue(item).value}"`);
    }
    const result = parts.join(" ");
    return safeWhereEscaping(result && bool(autospace, true) ? ` ${result}` : result);
  }),
]);
FILTERS.d = FILTERS.default;
FILTERS.e = FILTERS.escape;
