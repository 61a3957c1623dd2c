import { typeError, valueError } from "./errors.js";
import { checkSize } from "./limits.js";
import { formatBraces } from "./string-format.js";
import {
  asInteger,
  dictEntries,
  dictGet,
  dictKeys,
  equals,
  isPythonSpace,
  iterate,
  type Kwargs,
  PYTHON_SPACE,
  repr,
  str,
  tuple,
  typeName,
  Undefined,
  view,
} from "./values.js";

/** The Python methods of str, list and dict that templates may call. Mutating methods are absent: the sandbox blocks them. */
export type Method<T> = (self: T, args: unknown[], kwargs: Kwargs) => unknown;

/** Resolves `.attr` / `[key]` inside `str.format` fields; set by the attribute module to avoid an import cycle. */
export const formatLookup = {
  attr: (_obj: unknown, _name: string): unknown => undefined,
  item: (_obj: unknown, _key: unknown): unknown => undefined,
};

const WORD = new RegExp(`[^${PYTHON_SPACE}]+`, "g");
const isSpace = (ch: string) => isPythonSpace(ch.charCodeAt(0));

function stripChars(s: string, chars: unknown, left: boolean, right: boolean): string {
  if (chars !== undefined && chars !== null && typeof chars !== "string") {
    throw typeError(`strip arg must be None or str`);
  }
  const strip = typeof chars === "string" ? (ch: string) => chars.includes(ch) : isSpace;
  let start = 0;
  let end = s.length;
  if (left) while (start < end && strip(s[start])) start++;
  if (right) while (end > start && strip(s[end - 1])) end--;
  return s.slice(start, end);
}

const argString = (v: unknown, method: string): string => {
  if (typeof v === "string") return v;
  if (v instanceof Undefined) v.fail();
  throw typeError(`${method}() argument must be str, not ${typeName(v)}`);
};

function split(s: string, sep: unknown, maxsplit: unknown, fromRight: boolean): string[] {
  const limit = maxsplit === undefined || maxsplit === null ? -1 : Number(maxsplit);
  if (sep === undefined || sep === null) {
    const matches = [...s.matchAll(WORD)];
    if (limit < 0 || matches.length <= limit + 1) return matches.map((m) => m[0]);
    if (!fromRight) {
      const words = matches.slice(0, limit).map((m) => m[0]);
      return [...words, stripChars(s.slice(matches[limit].index), null, false, true)];
    }
    const cut = matches[matches.length - limit - 1];
    const head = stripChars(s.slice(0, cut.index + cut[0].length), null, true, false);
    return [head, ...matches.slice(matches.length - limit).map((m) => m[0])];
  }
  const separator = argString(sep, "split");
  if (separator === "") throw valueError("empty separator");
  const parts = s.split(separator);
  if (limit < 0 || parts.length <= limit + 1) return parts;
  if (!fromRight) return [...parts.slice(0, limit), parts.slice(limit).join(separator)];
  return [parts.slice(0, parts.length - limit).join(separator), ...parts.slice(parts.length - limit)];
}

/** Unicode titlecase of one character, which Python uses where JavaScript only offers uppercase. */
function titleChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  // The Latin digraphs DŽ Dž dž, LJ Lj lj, NJ Nj nj, DZ Dz dz: the middle one of each triple is the titlecase.
  if ((code >= 0x1c4 && code <= 0x1cc) || (code >= 0x1f1 && code <= 0x1f3))
    return String.fromCodePoint(code - ((code - 0x1c4) % 3) + 1);
  // Georgian letters and Greek letters with iota subscript are their own titlecase.
  if (code >= 0x10d0 && code <= 0x10ff) return ch;
  if (code >= 0x1f80 && code <= 0x1faf) return String.fromCodePoint(code | 0x08);
  if (code === 0x1fb3 || code === 0x1fc3 || code === 0x1ff3) return String.fromCodePoint(code + 9);
  const upper = ch.toUpperCase();
  return upper.length > 1 ? upper[0] + upper.slice(1).toLowerCase() : upper;
}

/** Python's str.title(): a letter is uppercased when it follows a non-letter. */
function pythonTitle(s: string): string {
  let previousCased = false;
  let out = "";
  for (const ch of s) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (previousCased ? ch.toLowerCase() : titleChar(ch)) : ch;
    previousCased = cased;
  }
  return out;
}

/** Python's str.swapcase(): titlecase letters stay; a capital sigma ending a word becomes final sigma. */
function swapcase(s: string): string {
  const chars = Array.from(s);
  const cased = (ch: string | undefined) => ch !== undefined && ch.toLowerCase() !== ch.toUpperCase();
  return chars
    .map((ch, i) => {
      const lower = ch.toLowerCase();
      const upper = ch.toUpperCase();
      if (ch === upper && ch !== lower) {
        if (ch === "\u03a3" && cased(chars[i - 1]) && !cased(chars[i + 1])) return "\u03c2";
        return lower;
      }
      return ch === lower && ch !== upper ? upper : ch;
    })
    .join("");
}

/** The fill that brings `s` to `width` characters (code points, as Python counts). */
function padding(s: string, width: unknown, fill: unknown): string {
  const size = asInteger(width);
  checkSize(size);
  return String(fill).repeat(Math.max(0, size - Array.from(s).length));
}

export const capitalize = (s: string): string => {
  const [first = "", ...rest] = Array.from(s);
  return (first && titleChar(first)) + rest.join("").toLowerCase();
};

/** Python's str.center(): the extra space goes left when the padding and width are both odd. */
export function center(s: string, width: number, fill = " "): string {
  const margin = width - Array.from(s).length;
  if (margin <= 0) return s;
  checkSize(width);
  const left = Math.floor(margin / 2) + (margin & width & 1);
  return fill.repeat(left) + s + fill.repeat(margin - left);
}

function sliceBounds(s: string, start: unknown, end: unknown): [number, number] {
  const clamp = (v: unknown, fallback: number) => {
    if (v === undefined || v === null) return fallback;
    const n = Number(v);
    return Math.min(Math.max(n < 0 ? n + s.length : n, 0), s.length);
  };
  return [clamp(start, 0), clamp(end, s.length)];
}

function find(s: string, args: unknown[], fromRight: boolean): number {
  const sub = argString(args[0], fromRight ? "rfind" : "find");
  const [start, end] = sliceBounds(s, args[1], args[2]);
  const window = s.slice(start, end);
  if (end - start < sub.length) return -1;
  const at = fromRight ? window.lastIndexOf(sub) : window.indexOf(sub);
  return at < 0 ? -1 : at + start;
}

function affix(s: string, args: unknown[], method: "startswith" | "endswith"): boolean {
  const [start, end] = sliceBounds(s, args[1], args[2]);
  const window = s.slice(start, end);
  const candidates = Array.isArray(args[0]) ? args[0] : [args[0]];
  return candidates.some((candidate) => {
    if (typeof candidate !== "string") {
      throw typeError(`${method} first arg must be str or a tuple of str, not ${typeName(candidate)}`);
    }
    return method === "startswith" ? window.startsWith(candidate) : window.endsWith(candidate);
  });
}

function replace(s: string, old: string, replacement: string, count: number): string {
  // Refuse a result beyond the output limit before building it.
  const occurrences = old === "" ? Array.from(s).length + 1 : s.split(old).length - 1;
  const replaced = count < 0 ? occurrences : Math.min(count, occurrences);
  checkSize(s.length + replaced * Math.max(0, replacement.length - old.length));
  if (count < 0) {
    if (old === "") return s === "" ? replacement : replacement + Array.from(s).join(replacement) + replacement;
    return s.split(old).join(replacement);
  }
  let out = "";
  let rest = s;
  for (let i = 0; i < count; i++) {
    if (old === "") {
      const [first = "", ...tail] = Array.from(rest);
      out += replacement + first;
      rest = tail.join("");
      if (!first) break;
      continue;
    }
    const at = rest.indexOf(old);
    if (at < 0) break;
    out += rest.slice(0, at) + replacement;
    rest = rest.slice(at + old.length);
  }
  return out + rest;
}

const characterTest = (pattern: RegExp) => (s: string) => s.length > 0 && pattern.test(s);
const hasCased = (s: string) => s.toLowerCase() !== s.toUpperCase();

export const STRING_METHODS: Record<string, Method<string>> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  casefold: (s) => s.toLowerCase(),
  title: (s) => pythonTitle(s),
  capitalize: (s) => capitalize(s),
  swapcase: (s) => swapcase(s),
  strip: (s, [chars]) => stripChars(s, chars, true, true),
  lstrip: (s, [chars]) => stripChars(s, chars, true, false),
  rstrip: (s, [chars]) => stripChars(s, chars, false, true),
  split: (s, [sep, maxsplit], kw) => split(s, kw.sep ?? sep, kw.maxsplit ?? maxsplit, false),
  rsplit: (s, [sep, maxsplit], kw) => split(s, kw.sep ?? sep, kw.maxsplit ?? maxsplit, true),
  splitlines: (s, [keepends], kw) => {
    const keep = Boolean(kw.keepends ?? keepends);
    const lines: string[] = [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Python treats these control characters specially.
    const pattern = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/g;
    let last = 0;
    for (const m of s.matchAll(pattern)) {
      lines.push(s.slice(last, keep ? m.index + m[0].length : m.index));
      last = m.index + m[0].length;
    }
    if (last < s.length) lines.push(s.slice(last));
    return lines;
  },
  startswith: (s, args) => affix(s, args, "startswith"),
  endswith: (s, args) => affix(s, args, "endswith"),
  replace: (s, [old, replacement, count], kw) =>
    replace(s, argString(old, "replace"), argString(replacement, "replace"), Number(kw.count ?? count ?? -1)),
  find: (s, args) => find(s, args, false),
  rfind: (s, args) => find(s, args, true),
  index: (s, args) => {
    const at = find(s, args, false);
    if (at < 0) throw valueError("substring not found");
    return at;
  },
  rindex: (s, args) => {
    const at = find(s, args, true);
    if (at < 0) throw valueError("substring not found");
    return at;
  },
  count: (s, [sub, start, end]) => {
    const needle = argString(sub, "count");
    const [from, to] = sliceBounds(s, start, end);
    const window = s.slice(from, to);
    return needle === "" ? Array.from(window).length + 1 : window.split(needle).length - 1;
  },
  join: (s, [items]) =>
    iterate(items)
      .map((item, i) => {
        if (typeof item !== "string")
          throw typeError(`sequence item ${i}: expected str instance, ${typeName(item)} found`);
        return item;
      })
      .join(s),
  format: (s, args, kw) => formatBraces(s, args, kw, formatLookup),
  format_map: (s, [mapping]) =>
    formatBraces(s, [], Object.fromEntries(dictEntries(mapping).map(([k, v]) => [str(k), v])), formatLookup),
  center: (s, [width, fill]) => center(s, Number(width), fill === undefined ? " " : String(fill)),
  ljust: (s, [width, fill = " "]) => s + padding(s, width, fill),
  rjust: (s, [width, fill = " "]) => padding(s, width, fill) + s,
  zfill: (s, [width]) => {
    const sign = s[0] === "-" || s[0] === "+" ? s[0] : "";
    return sign + padding(s, width, "0") + s.slice(sign.length);
  },
  partition: (s, [sep]) => {
    const at = s.indexOf(argString(sep, "partition"));
    return at < 0 ? tuple([s, "", ""]) : tuple([s.slice(0, at), sep, s.slice(at + (sep as string).length)]);
  },
  rpartition: (s, [sep]) => {
    const at = s.lastIndexOf(argString(sep, "rpartition"));
    return at < 0 ? tuple(["", "", s]) : tuple([s.slice(0, at), sep, s.slice(at + (sep as string).length)]);
  },
  removeprefix: (s, [prefix]) =>
    s.startsWith(argString(prefix, "removeprefix")) ? s.slice((prefix as string).length) : s,
  removesuffix: (s, [suffix]) => {
    const end = argString(suffix, "removesuffix");
    return end && s.endsWith(end) ? s.slice(0, -end.length) : s;
  },
  expandtabs: (s, [size = 8]) => {
    const tabs = s.split("\t").length - 1;
    checkSize(s.length + tabs * Number(size));
    return s.replace(/\t/g, " ".repeat(Math.max(0, Number(size))));
  },
  isdigit: (s) => characterTest(/^\p{Nd}+$/u)(s),
  isdecimal: (s) => characterTest(/^\p{Nd}+$/u)(s),
  isnumeric: (s) => characterTest(/^\p{N}+$/u)(s),
  isalpha: (s) => characterTest(/^\p{L}+$/u)(s),
  isalnum: (s) => characterTest(/^[\p{L}\p{N}]+$/u)(s),
  isspace: (s) => s.length > 0 && Array.from(s).every(isSpace),
  isupper: (s) => hasCased(s) && s === s.toUpperCase(),
  islower: (s) => hasCased(s) && s === s.toLowerCase(),
  istitle: (s) => hasCased(s) && pythonTitle(s) === s,
  isidentifier: (s) => /^[\p{L}_][\p{L}\p{N}_]*$/u.test(s),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Python treats these control characters specially.
  isascii: (s) => /^[\x00-\x7f]*$/.test(s),
};

const dictView = (name: string) => (items: unknown[]) => `${name}(${repr([...items])})`;

export const LIST_METHODS: Record<string, Method<unknown[]>> = {
  index: (list, [value, start, end]) => {
    const from = start === undefined ? 0 : Number(start);
    const to = end === undefined ? list.length : Number(end);
    for (let i = Math.max(0, from < 0 ? from + list.length : from); i < Math.min(to, list.length); i++) {
      if (equals(list[i], value)) return i;
    }
    throw valueError(`${str(value)} is not in list`);
  },
  count: (list, [value]) => list.filter((item) => equals(item, value)).length,
  copy: (list) => [...list],
};

export const DICT_METHODS: Record<string, Method<unknown>> = {
  items: (d) =>
    view(
      dictEntries(d).map(([k, v]) => tuple([k, v])),
      "dict_items",
      dictView("dict_items"),
    ),
  keys: (d) => view(dictKeys(d), "dict_keys", dictView("dict_keys")),
  values: (d) =>
    view(
      dictEntries(d).map(([, v]) => v),
      "dict_values",
      dictView("dict_values"),
    ),
  get: (d, [key, fallback = null]) => dictGet(d, key, fallback),
  copy: (d) => new Map(dictEntries(d)),
};

/** Methods Jinja2's immutable sandbox refuses, by Python type. */
export const UNSAFE_METHODS: Record<string, Set<string>> = {
  list: new Set(["append", "clear", "extend", "insert", "pop", "remove", "reverse", "sort"]),
  dict: new Set(["clear", "pop", "popitem", "setdefault", "update"]),
};
