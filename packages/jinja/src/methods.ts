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

/** str.strip, str.lstrip and str.rstrip: `chars`, or Python's whitespace, removed from the chosen ends. */
const strip =
  (left: boolean, right: boolean): Method<string> =>
  (s, [chars]) => {
    if (chars !== undefined && chars !== null && typeof chars !== "string") {
      throw typeError(`strip arg must be None or str`);
    }
    const stripped = (ch: string) => (typeof chars === "string" ? chars.includes(ch) : isPythonSpace(ch.charCodeAt(0)));
    let start = 0;
    let end = s.length;
    if (left) while (start < end && stripped(s[start])) start++;
    if (right) while (end > start && stripped(s[end - 1])) end--;
    return s.slice(start, end);
  };

const argString = (v: unknown, method: string): string => {
  if (typeof v === "string") return v;
  if (v instanceof Undefined) v.fail();
  throw typeError(`${method}() argument must be str, not ${typeName(v)}`);
};

/** str.split and str.rsplit: at most `maxsplit` splits, counted from the left or the right. */
const split =
  (fromRight: boolean): Method<string> =>
  (s, args, kw) => {
    const sep = kw.sep ?? args[0];
    const maxsplit = kw.maxsplit ?? args[1];
    const limit = maxsplit === undefined || maxsplit === null ? -1 : Number(maxsplit);
    let parts: string[];
    /** The unsplit text of parts[from] to parts[to - 1]. */
    let rejoin: (from: number, to: number) => string;
    if (sep === undefined || sep === null) {
      const words = [...s.matchAll(WORD)];
      parts = words.map((m) => m[0]);
      rejoin = (from, to) => s.slice(words[from].index, words[to - 1].index + parts[to - 1].length);
    } else {
      const separator = argString(sep, "split");
      if (separator === "") throw valueError("empty separator");
      parts = s.split(separator);
      rejoin = (from, to) => parts.slice(from, to).join(separator);
    }
    const count = parts.length;
    if (limit < 0 || count <= limit + 1) return parts;
    return fromRight
      ? [rejoin(0, count - limit), ...parts.slice(count - limit)]
      : [...parts.slice(0, limit), rejoin(limit, count)];
  };

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

const hasCased = (s: string) => s.toLowerCase() !== s.toUpperCase();

/** Python's str.title(): a letter is uppercased when it follows a non-letter. */
function pythonTitle(s: string): string {
  let previousCased = false;
  let out = "";
  for (const ch of s) {
    const cased = hasCased(ch);
    out += cased ? (previousCased ? ch.toLowerCase() : titleChar(ch)) : ch;
    previousCased = cased;
  }
  return out;
}

/** Python's str.swapcase(): titlecase letters stay; a capital sigma ending a word becomes final sigma. */
function swapcase(s: string): string {
  const chars = Array.from(s);
  return chars
    .map((ch, i) => {
      const upper = ch.toUpperCase();
      if (ch === ch.toLowerCase()) return upper;
      if (ch !== upper) return ch;
      return ch === "\u03a3" && hasCased(chars[i - 1] ?? "") && !hasCased(chars[i + 1] ?? "")
        ? "\u03c2"
        : ch.toLowerCase();
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

/** The [start, end) window of `s` that Python's slice arguments select. */
function sliceBounds(s: string, start: unknown, end: unknown): [number, number] {
  const clamp = (v: unknown, fallback: number) => {
    if (v === undefined || v === null) return fallback;
    const n = Number(v);
    return Math.min(Math.max(n < 0 ? n + s.length : n, 0), s.length);
  };
  return [clamp(start, 0), clamp(end, s.length)];
}

/** str.find and str.rfind, and str.index and str.rindex when `required`. */
const find =
  (method: "find" | "rfind", required = false): Method<string> =>
  (s, [sub, start, end]) => {
    const needle = argString(sub, method);
    const [from, to] = sliceBounds(s, start, end);
    const window = s.slice(from, to);
    const at = to - from < needle.length ? -1 : method === "find" ? window.indexOf(needle) : window.lastIndexOf(needle);
    if (at < 0 && required) throw valueError("substring not found");
    return at < 0 ? -1 : at + from;
  };

const affix =
  (method: "startswith" | "endswith"): Method<string> =>
  (s, [candidates, start, end]) => {
    const [from, to] = sliceBounds(s, start, end);
    const window = s.slice(from, to);
    return (Array.isArray(candidates) ? candidates : [candidates]).some((candidate) => {
      if (typeof candidate !== "string") {
        throw typeError(`${method} first arg must be str or a tuple of str, not ${typeName(candidate)}`);
      }
      return method === "startswith" ? window.startsWith(candidate) : window.endsWith(candidate);
    });
  };

/** str.partition and str.rpartition: the text before `sep`, `sep` and the text after. */
const partition =
  (method: "partition" | "rpartition"): Method<string> =>
  (s, [sep]) => {
    const separator = argString(sep, method);
    const at = method === "partition" ? s.indexOf(separator) : s.lastIndexOf(separator);
    if (at < 0) return tuple(method === "partition" ? [s, "", ""] : ["", "", s]);
    return tuple([s.slice(0, at), separator, s.slice(at + separator.length)]);
  };

/** `count` (all when negative) replacements of `old`; an empty `old` matches before each character and at the end. */
function replace(s: string, old: string, replacement: string, count: number): string {
  const parts = old === "" ? ["", ...Array.from(s), ""] : s.split(old);
  const replaced = count < 0 ? parts.length - 1 : Math.min(count, parts.length - 1);
  // Refuse a result beyond the output limit before building it.
  checkSize(s.length + replaced * Math.max(0, replacement.length - old.length));
  // parts[i] follows occurrence i (from 1); written so that a fractional count replaces ceil(count) occurrences.
  return parts.reduce((out, part, i) => out + (i - 1 < replaced ? replacement : old) + part);
}

/** The is* predicates that test every character against a class (all but isascii fail on the empty string). */
const CHARACTER_CLASSES: Record<string, RegExp> = {
  isdigit: /^\p{Nd}+$/u,
  isdecimal: /^\p{Nd}+$/u,
  isnumeric: /^\p{N}+$/u,
  isalpha: /^\p{L}+$/u,
  isalnum: /^[\p{L}\p{N}]+$/u,
  isspace: new RegExp(`^[${PYTHON_SPACE}]+$`),
  isidentifier: /^[\p{L}_][\p{L}\p{N}_]*$/u,
  isascii: /^[\0-\x7f]*$/,
};

export const STRING_METHODS: Record<string, Method<string>> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  casefold: (s) => s.toLowerCase(),
  title: pythonTitle,
  capitalize,
  swapcase,
  strip: strip(true, true),
  lstrip: strip(true, false),
  rstrip: strip(false, true),
  split: split(false),
  rsplit: split(true),
  splitlines: (s, [keepends], kw) => {
    const keep = Boolean(kw.keepends ?? keepends);
    const lines: string[] = [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Python treats these control characters specially.
    const pattern = /\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/g;
    let last = 0;
    for (const m of s.matchAll(pattern)) {
      lines.push(s.slice(last, keep ? m.index + m[0].length : m.index));
      last = m.index + m[0].length;
    }
    if (last < s.length) lines.push(s.slice(last));
    return lines;
  },
  startswith: affix("startswith"),
  endswith: affix("endswith"),
  replace: (s, [old, replacement, count], kw) =>
    replace(s, argString(old, "replace"), argString(replacement, "replace"), Number(kw.count ?? count ?? -1)),
  find: find("find"),
  rfind: find("rfind"),
  index: find("find", true),
  rindex: find("rfind", true),
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
  partition: partition("partition"),
  rpartition: partition("rpartition"),
  removeprefix: (s, [prefix]) => {
    const start = argString(prefix, "removeprefix");
    return s.startsWith(start) ? s.slice(start.length) : s;
  },
  removesuffix: (s, [suffix]) => {
    const end = argString(suffix, "removesuffix");
    return s.endsWith(end) ? s.slice(0, s.length - end.length) : s;
  },
  expandtabs: (s, [tabsize = 8], kw) => {
    const size = kw.tabsize ?? tabsize;
    const parts = s.split("\t");
    checkSize(s.length + (parts.length - 1) * Number(size));
    return parts.join(" ".repeat(Math.max(0, Number(size))));
  },
  isupper: (s) => hasCased(s) && s === s.toUpperCase(),
  islower: (s) => hasCased(s) && s === s.toLowerCase(),
  istitle: (s) => hasCased(s) && pythonTitle(s) === s,
};
for (const [name, pattern] of Object.entries(CHARACTER_CLASSES)) STRING_METHODS[name] = (s) => pattern.test(s);

/** A dict view (`dict_keys([...])`) over `items`. */
const dictView = (name: string, items: unknown[]) => view(items, name, (list) => `${name}(${repr([...list])})`);

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
  items: (d) => dictView("dict_items", dictEntries(d).map(tuple)),
  keys: (d) => dictView("dict_keys", dictKeys(d)),
  values: (d) =>
    dictView(
      "dict_values",
      dictEntries(d).map((entry) => entry[1]),
    ),
  get: (d, [key, fallback = null]) => dictGet(d, key, fallback),
  copy: (d) => new Map(dictEntries(d)),
};

/** Methods Jinja2's immutable sandbox refuses, by Python type. */
export const UNSAFE_METHODS: Record<string, Set<string>> = {
  list: new Set("append clear extend insert pop remove reverse sort".split(" ")),
  dict: new Set("clear pop popitem setdefault update".split(" ")),
};
