import { decode, encode } from "./codecs.js";
import { keyError, raise, TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { checkSize } from "./limits.js";
import { COMPARISONS } from "./operators.js";
import { formatBraces } from "./string-format.js";
import { asPythonSees, caseMap, known, lower, lowerEach, NUMERIC_LETTERS, upper } from "./unicode.js";
import {
  asInteger,
  assertHashable,
  byteString,
  bytes,
  codePointLength,
  codePoints,
  Dict,
  dictEntries,
  dictGet,
  dictKeys,
  digitLimitError,
  equals,
  escapeValue,
  hashedSet,
  inSet,
  isInt,
  isIntegral,
  isIterable,
  isMapping,
  isPythonSpace,
  isTuple,
  itemOf,
  iterate,
  type Kwargs,
  latin1,
  type Markup,
  mapKey,
  PYTHON_SPACE,
  repr,
  setOf,
  stringValue,
  subscript,
  tuple,
  typeName,
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
    const set = chars === undefined || chars === null ? null : stringValue(chars);
    if (set === null && chars != null)
      throw typeError(`${left ? (right ? "" : "l") : "r"}strip arg must be None or str`);
    // Characters are code points: an emoji's surrogates are not two characters to strip.
    const members = set === null ? null : new Set(set);
    const stripped = (ch: string) => (members === null ? isPythonSpace(ch.charCodeAt(0)) : members.has(ch));
    let start = 0;
    let end = s.length;
    if (left) {
      for (let ch = ""; start < end; start += ch.length) {
        ch = String.fromCodePoint(s.codePointAt(start) as number);
        if (!stripped(ch)) break;
      }
    }
    if (right) {
      for (let ch = ""; end > start; end -= ch.length) {
        const pair = end - start > 1 && /^[\ud800-\udbff][\udc00-\udfff]$/.test(s.slice(end - 2, end));
        ch = s.slice(end - (pair ? 2 : 1), end);
        if (!stripped(ch)) break;
      }
    }
    return s.slice(start, end);
  };

/**
 * A str argument (Markup is a str). Anything else raises Python's TypeError `message, not <type>`: an undefined
 * value too, which Python hands to the method as it is. Python's argument parser (`argumentParser`) writes None
 * as `None`, not its type.
 */
const argString = (v: unknown, message: string, argumentParser = false): string => {
  const s = stringValue(v);
  if (s !== null) return s;
  throw typeError(`${message}, not ${argumentParser && v === null ? "None" : typeName(v)}`);
};

/** str.split and str.rsplit: at most `maxsplit` splits, counted from the left or the right. */
const split =
  (fromRight: boolean): Method<string> =>
  (s, [sep, maxsplit = -1]) => {
    const limit = asInteger(maxsplit, "ssize_t");
    let parts: string[];
    /** The unsplit text of parts[from] to parts[to - 1]. */
    let rejoin: (from: number, to: number) => string;
    const byWhitespace = sep === undefined || sep === null;
    if (byWhitespace) {
      const words = [...s.matchAll(WORD)];
      parts = words.map((m) => m[0]);
      // The unsplit rest keeps its whitespace on the far side: trailing for split, leading for rsplit.
      rejoin = (from, to) =>
        fromRight ? s.slice(0, words[to - 1].index + parts[to - 1].length) : s.slice(words[from].index);
    } else {
      const separator = argString(sep, "must be str or None");
      if (separator === "") throw valueError("empty separator");
      // Python's rsplit finds separators from the right, which differs where they overlap ('aaaaa'.rsplit('aa')).
      if (fromRight) return splitFromRight(s, separator, limit);
      parts = s.split(separator);
      rejoin = (from, to) => parts.slice(from, to).join(separator);
    }
    const count = parts.length;
    // `limit` splits leave a rest even of one word, which keeps its whitespace.
    if (limit < 0 || count <= limit + (byWhitespace ? 0 : 1)) return parts;
    return fromRight
      ? [rejoin(0, count - limit), ...parts.slice(count - limit)]
      : [...parts.slice(0, limit), rejoin(limit, count)];
  };

/**
 * A search for `needle` in `s` from the right: where it last occurs ending by `end`, or -1. JavaScript's lastIndexOf
 * compares naively, which takes minutes for a needle of 500,000 characters; indexOf on the reversed strings searches
 * as Python does, in linear time.
 */
function searchFromRight(s: string, needle: string): (end: number) => number {
  if (needle.length < 32) return (end) => (end < needle.length ? -1 : s.lastIndexOf(needle, end - needle.length));
  const reverse = (text: string) => text.split("").reverse().join("");
  const text = reverse(s);
  const pattern = reverse(needle);
  return (end) => {
    const at = text.indexOf(pattern, s.length - end);
    return at < 0 ? -1 : s.length - at - needle.length;
  };
}

/** `s` split at up to `limit` (all if negative) occurrences of `separator`, found from the right. */
function splitFromRight(s: string, separator: string, limit: number): string[] {
  const parts: string[] = [];
  const search = searchFromRight(s, separator);
  let end = s.length;
  while (limit < 0 || parts.length < limit) {
    const at = search(end);
    if (at < 0) break;
    parts.push(s.slice(at + separator.length, end));
    end = at;
  }
  parts.push(s.slice(0, end));
  return parts.reverse();
}

/** Unicode titlecase of one character, which Python uses where JavaScript only offers uppercase. */
function titleChar(ch: string): string {
  const code = ch.codePointAt(0)!;
  // The Latin digraphs DŽ Dž dž, LJ Lj lj, NJ Nj nj, DZ Dz dz: the middle one of each triple is the titlecase.
  if ((code >= 0x1c4 && code <= 0x1cc) || (code >= 0x1f1 && code <= 0x1f3))
    return String.fromCodePoint(code - ((code - 0x1c4) % 3) + 1);
  // Georgian letters and the titlecase letters (ᾈ, ᾼ, ...) are their own titlecase.
  if ((code >= 0x10d0 && code <= 0x10ff) || TITLECASE.test(ch)) return ch;
  // Greek letters with ypogegrammeni take a prosgegrammeni (ᾀ -> ᾈ, ᾳ -> ᾼ), or keep it where none exists (ᾲ -> Ὰͅ).
  if (code >= 0x1f80 && code <= 0x1faf) return String.fromCodePoint(code | 0x08);
  if (code === 0x1fb3 || code === 0x1fc3 || code === 0x1ff3) return String.fromCodePoint(code + 9);
  const uppercase = ch.toUpperCase();
  if (code > 0x1fb0 && uppercase.length > 1 && uppercase.endsWith("\u0399")) return `${uppercase.slice(0, -1)}\u0345`;
  // Otherwise the uppercase, lowercased after its first cased letter (ß -> Ss, ﬁ -> Fi, ŉ -> ʼN).
  return uppercase.replace(
    /^(\P{Cased}*\p{Cased})(.+)/su,
    (_, head: string, tail: string) => head + tail.toLowerCase(),
  );
}

const TITLECASE = /\p{Lt}/u;
const CASED = /\p{Cased}/u;
const UPPERCASE = /\p{Uppercase}/u;
const LOWERCASE = /\p{Lowercase}/u;

/** Whether `s` has a character of `some` and none of `none` (as Python's Unicode classifies them). */
const casedOnly =
  (some: RegExp, none: RegExp): Method<string> =>
  (s) => {
    const known = asPythonSees(s);
    return some.test(known) && !none.test(known);
  };

/** ASCII text, whose only cased characters are the letters: case methods work on it natively. */
const ASCII = /^[\0-\x7f]*$/;

/** Python's str.title(): a character that follows a cased one is lowercased, any other title-cased. */
function pythonTitle(s: string): string {
  if (ASCII.test(s)) return s.replace(/[a-z]+/gi, (word) => word[0].toUpperCase() + word.slice(1).toLowerCase());
  const lowered = lowerEach(s);
  let previousCased = false;
  return Array.from(s, (ch, i) => {
    const mapped = previousCased ? lowered[i] : known(ch, titleChar(ch));
    previousCased = CASED.test(asPythonSees(ch));
    return mapped;
  }).join("");
}

/** Python's str.capitalize(): the first character title-cased, the others lowercased. */
export const capitalize = (s: string): string => {
  if (ASCII.test(s)) return s.slice(0, 1).toUpperCase() + s.slice(1).toLowerCase();
  const lowered = lowerEach(s);
  return Array.from(s, (ch, i) => (i ? lowered[i] : known(ch, titleChar(ch)))).join("");
};

/** Python's str.swapcase(): uppercase letters lowercased, lowercase ones uppercased, titlecase letters kept. */
const swapcase = (s: string): string => {
  if (ASCII.test(s)) return s.replace(/[a-z]/gi, (ch) => (ch < "a" ? ch.toLowerCase() : ch.toUpperCase()));
  const lowered = lowerEach(s);
  return Array.from(s, (ch, i) =>
    UPPERCASE.test(ch) ? lowered[i] : LOWERCASE.test(ch) ? known(ch, ch.toUpperCase()) : ch,
  ).join("");
};

/** The fill that brings `s` to `width` characters (code points, as Python counts). */
function padding(s: string, width: unknown, fill: string): string {
  const size = asInteger(width, "ssize_t");
  checkSize(size);
  return fill.repeat(Math.max(0, size - codePointLength(s)));
}

/** The fill character of center, ljust and rjust: one character, a space by default. */
function fillCharacter(fill: unknown = " "): string {
  const text = argString(fill, "The fill character must be a unicode character");
  if (codePointLength(text) !== 1) throw typeError("The fill character must be exactly one character long");
  return text;
}

/** Python's str.center(): the extra space goes left when the padding and width are both odd. */
export function center(s: string, width: number, fill = " "): string {
  const margin = width - codePointLength(s);
  if (margin <= 0) return s;
  checkSize(width);
  const left = Math.floor(margin / 2) + (margin & width & 1);
  return fill.repeat(left) + s + fill.repeat(margin - left);
}

/**
 * The [start, end) window that Python's slice arguments select in a sequence of `length` items: a negative bound
 * counts from the end; the start may pass the end, which selects nothing (not even an empty match). Only str
 * methods take None for a bound.
 */
function sliceBounds(length: number, start: unknown, end: unknown, noneAllowed = true): [number, number] {
  const bound = (v: unknown, fallback: number) => {
    if (v === undefined || (v === null && noneAllowed)) return fallback;
    if (!isIntegral(v))
      throw typeError(`slice indices must be integers ${noneAllowed ? "or None " : ""}or have an __index__ method`);
    const n = Number(v);
    return n < 0 ? Math.max(n + length, 0) : n;
  };
  return [bound(start, 0), Math.min(bound(end, length), length)];
}

/** The part of `s` between Python's slice arguments, which count code points, and its start; null when empty beyond the end. */
function window(s: string, start: unknown, end: unknown): [string, number] | null {
  // Without bounds, the whole string: not split into code points (endswith on a string growing in a loop).
  if (start == null && end == null) return [s, 0];
  const chars = codePoints(s);
  const [from, to] = sliceBounds(chars.length, start, end);
  return from > to ? null : [typeof chars === "string" ? chars.slice(from, to) : chars.slice(from, to).join(""), from];
}

/** str.find and str.rfind, and str.index and str.rindex when `required`. */
const find =
  (method: "find" | "rfind", required = false): Method<string> =>
  (s, [sub, start, end]) => {
    const needle = argString(sub, "must be str");
    const [text, from] = window(s, start, end) ?? ["", -1];
    const at = from < 0 ? -1 : method === "find" ? text.indexOf(needle) : searchFromRight(text, needle)(text.length);
    if (at < 0 && required) throw valueError("substring not found");
    return at < 0 ? -1 : codePointLength(text.slice(0, at)) + from;
  };

const affix =
  (method: "startswith" | "endswith"): Method<string> =>
  (s, [candidates, start, end]) => {
    const [text] = window(s, start, end) ?? [null];
    return (isTuple(candidates) ? candidates : [candidates]).some((candidate) => {
      const affix = stringValue(candidate);
      if (affix === null) {
        throw typeError(
          isTuple(candidates)
            ? `tuple for ${method} must only contain str, not ${typeName(candidate)}`
            : `${method} first arg must be str or a tuple of str, not ${typeName(candidate)}`,
        );
      }
      return text !== null && (method === "startswith" ? text.startsWith(affix) : text.endsWith(affix));
    });
  };

/** str.partition and str.rpartition: the text before `sep`, `sep` and the text after. */
const partition =
  (method: "partition" | "rpartition"): Method<string> =>
  (s, [sep]) => {
    const separator = argString(sep, "must be str");
    if (!separator) throw valueError("empty separator");
    const at = method === "partition" ? s.indexOf(separator) : searchFromRight(s, separator)(s.length);
    if (at < 0) return tuple(method === "partition" ? [s, "", ""] : ["", "", s]);
    // The separator found is the argument itself (a Markup one stays Markup).
    return tuple([s.slice(0, at), sep, s.slice(at + separator.length)]);
  };

/** `count` (all when negative) replacements of `old`; an empty `old` matches before each character and at the end. */
function replace(s: string, old: string, replacement: string, count: number): string {
  const parts = old === "" ? ["", ...Array.from(s), ""] : s.split(old);
  const replaced = count < 0 ? parts.length - 1 : Math.min(count, parts.length - 1);
  // Refuse a result beyond the output limit before building it.
  checkSize(s.length + replaced * Math.max(0, replacement.length - old.length));
  // The first `replaced` occurrences join the parts before them with the replacement, the rest with `old`.
  const head = parts.slice(0, replaced + 1).join(replacement);
  return replaced === parts.length - 1 ? head : head + old + parts.slice(replaced + 1).join(old);
}

/** The is* predicates that test every character against a class (all but isascii and isprintable fail on the empty string). */
const CHARACTER_CLASSES: Record<string, RegExp> = {
  // Decimal digits, and the digits that are not decimal: superscripts, subscripts, circled and other digit forms.
  isdigit:
    /^[\p{Nd}\xb2\xb3\xb9\u1369-\u1371\u19da\u2070\u2074-\u2079\u2080-\u2089\u2460-\u2468\u2474-\u247c\u2488-\u2490\u24ea\u24f5-\u24fd\u24ff\u2776-\u277e\u2780-\u2788\u278a-\u2792\u{10a40}-\u{10a43}\u{10e60}-\u{10e68}\u{11052}-\u{1105a}\u{1f100}-\u{1f10a}]+$/u,
  isdecimal: /^\p{Nd}+$/u,
  isnumeric: new RegExp(`^(?:\\p{N}|${NUMERIC_LETTERS.source})+$`, "u"),
  isalpha: /^\p{L}+$/u,
  isalnum: /^[\p{L}\p{N}]+$/u,
  isspace: new RegExp(`^[${PYTHON_SPACE}]+$`),
  // Unicode 15.1 made the joiners and katakana middle dots continue identifiers; Python 3.11's 14.0 did not.
  isidentifier: /^[\p{XID_Start}_](?:(?!\u200c|\u200d|\u30fb|\uff65)\p{XID_Continue})*$/u,
  isascii: ASCII,
  isprintable: /^(?:[^\p{C}\p{Z}]| )*$/u,
};

export const STRING_METHODS: Record<string, Method<string>> = {
  upper,
  lower,
  // Full case folding (ß -> ss) is lower(upper(lower())), except that the dotless ı stays and a final ς is a σ.
  casefold: (s) =>
    caseMap(s, (t) =>
      t
        .replace(/[^ı]+/g, (part) => part.toLowerCase().toUpperCase().toLowerCase())
        .replaceAll("ς", "σ")
        // Cherokee small letters fold to the capitals.
        .replace(/[\u13f8-\u13fd\uab70-\uabbf]/g, (ch) => ch.toUpperCase()),
    ),
  title: pythonTitle,
  capitalize,
  swapcase,
  strip: strip(true, true),
  lstrip: strip(true, false),
  rstrip: strip(false, true),
  split: split(false),
  rsplit: split(true),
  splitlines: (s, [keepends = 0]) => {
    const keep = asInteger(keepends, "int");
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
  replace: (s, [old, replacement, count = -1]) =>
    replace(
      s,
      argString(old, "replace() argument 1 must be str", true),
      argString(replacement, "replace() argument 2 must be str", true),
      asInteger(count, "ssize_t"),
    ),
  find: find("find"),
  rfind: find("rfind"),
  index: find("find", true),
  rindex: find("rfind", true),
  count: (s, [sub, start, end]) => {
    const needle = argString(sub, "must be str");
    const [text] = window(s, start, end) ?? [null];
    if (text === null) return 0;
    return needle === "" ? codePointLength(text) + 1 : text.split(needle).length - 1;
  },
  join: (s, [items]) =>
    (isIterable(items) ? iterate(items) : raise(typeError("can only join an iterable")))
      .map(
        (item, i) =>
          stringValue(item) ?? raise(typeError(`sequence item ${i}: expected str instance, ${typeName(item)} found`)),
      )
      .join(s),
  format: (s, args, kw) =>
    formatBraces(s, args, (name) => (Object.hasOwn(kw, name) ? kw[name] : raise(keyError(repr(name)))), formatLookup),
  // Python looks a named field up in the mapping (anything subscriptable) only when it meets one.
  format_map: (s, [mapping]) => formatBraces(s, [], (name) => subscript(mapping, name), formatLookup),
  center: (s, [width, fill]) => center(s, asInteger(width, "ssize_t"), fillCharacter(fill)),
  ljust: (s, [width, fill]) => s + padding(s, width, fillCharacter(fill)),
  rjust: (s, [width, fill]) => padding(s, width, fillCharacter(fill)) + s,
  zfill: (s, [width]) => {
    const sign = s[0] === "-" || s[0] === "+" ? s[0] : "";
    return sign + padding(s, width, "0") + s.slice(sign.length);
  },
  partition: partition("partition"),
  rpartition: partition("rpartition"),
  removeprefix: (s, [prefix]) => {
    const start = argString(prefix, "removeprefix() argument must be str", true);
    return s.startsWith(start) ? s.slice(start.length) : s;
  },
  removesuffix: (s, [suffix]) => {
    const end = argString(suffix, "removesuffix() argument must be str", true);
    return s.endsWith(end) ? s.slice(0, s.length - end.length) : s;
  },
  expandtabs: (s, [size = 8]) => {
    const tabsize = asInteger(size, "int");
    // A tab pads to the next multiple of `tabsize` columns; a line break starts a new line at column 0.
    let out = "";
    let column = 0;
    for (const part of s.split(/([\t\n\r])/)) {
      if (part === "\t") {
        const spaces = tabsize > 0 ? tabsize - (column % tabsize) : 0;
        checkSize(out.length + spaces);
        out += " ".repeat(spaces);
        column += spaces;
      } else {
        out += part;
        column = part === "\n" || part === "\r" ? 0 : column + codePointLength(part);
      }
    }
    return out;
  },
  encode: (s, [encoding = "utf-8", errors = "strict"]) =>
    bytes(
      encode(
        s,
        argString(encoding, "encode() argument 'encoding' must be str", true),
        argString(errors, "encode() argument 'errors' must be str", true),
      ),
    ),
  maketrans: (_, [from, to, drop]) => {
    const table = new Map<unknown, unknown>();
    if (to === undefined) {
      if (!isMapping(from)) throw typeError("if you give only one argument to maketrans it must be a dict");
      for (const [k, v] of dictEntries(from)) {
        const key = stringValue(k);
        if (key !== null && codePointLength(key) !== 1)
          throw valueError("string keys in translate table must be of length 1");
        if (key === null && !isIntegral(k)) throw typeError("keys in translate table must be strings or integers");
        table.set(key === null ? k : key.codePointAt(0), v);
      }
      return table;
    }
    const first = stringValue(from);
    if (first === null) throw typeError("first maketrans argument must be a string if there is a second argument");
    const keys = Array.from(first);
    const values = Array.from(argString(to, "maketrans() argument 2 must be str", true));
    if (keys.length !== values.length) throw valueError("the first two maketrans arguments must have equal length");
    keys.forEach((ch, i) => {
      table.set(ch.codePointAt(0), values[i].codePointAt(0));
    });
    for (const ch of drop === undefined ? "" : argString(drop, "maketrans() argument 3 must be str", true))
      table.set(ch.codePointAt(0), null);
    return table;
  },
  translate: (s, [table]) => {
    // Whether a code point the table lacks is a LookupError (it stays), learned from the first one: the table's kind
    // decides it, and an exception for each of a long string's characters took seconds.
    let lacking: boolean | undefined;
    return Array.from(s, (ch) => {
      // Python looks each code point up in the table: a missing one stays, None deletes, an int is a code point.
      const code = ch.codePointAt(0)!;
      let mapped = itemOf(table, code);
      if (mapped === undefined) {
        if (lacking) return ch;
        try {
          mapped = subscript(table, code);
        } catch (error) {
          lacking = error instanceof TemplateRuntimeError && (error.kind === "KeyError" || error.kind === "IndexError");
          if (lacking) return ch;
          throw error;
        }
      }
      if (mapped === null) return "";
      if (isIntegral(mapped)) {
        const code = Number(mapped);
        if (!(code >= 0 && code < 0x110000)) throw valueError("character mapping must be in range(0x110000)");
        return String.fromCodePoint(code);
      }
      return stringValue(mapped) ?? raise(typeError("character mapping must return integer, None or str"));
    }).join("");
  },
  isupper: casedOnly(UPPERCASE, /[\p{Lowercase}\p{Lt}]/u),
  islower: casedOnly(LOWERCASE, /[\p{Uppercase}\p{Lt}]/u),
  // No uppercase or titlecase letter right after a cased one, no lowercase letter after an uncased one.
  istitle: casedOnly(CASED, /\p{Cased}[\p{Uppercase}\p{Lt}]|(?<!\p{Cased})\p{Lowercase}/u),
};
for (const [name, pattern] of Object.entries(CHARACTER_CLASSES))
  STRING_METHODS[name] = (s) => pattern.test(asPythonSees(s));

/** A dict view (`dict_keys([...])`) over `items`, the keys, values or items of `mapping`. */
const dictView = (name: string, items: unknown[], mapping: unknown) =>
  view(items, name, (list) => `${name}(${repr([...list])})`, { mapping });

const TUPLE_METHODS: Record<string, Method<unknown[]>> = {
  index: (list, [value, start, end]) => {
    const [from, to] = sliceBounds(iterate(list).length, start, end, false);
    for (let i = from; i < to; i++) {
      if (equals(list[i], value)) return i;
    }
    const kind = typeName(list);
    // range finds ints by arithmetic, other values by searching.
    if (kind === "range" && !isInt(value)) throw valueError("sequence.index(x): x not in sequence");
    throw valueError(kind === "tuple" ? "tuple.index(x): x not in tuple" : `${repr(value)} is not in ${kind}`);
  },
  count: (list, [value]) => iterate(list).filter((item) => equals(item, value)).length,
};

/** The methods of keys and items views, which are sets. */
const SET_METHODS: Record<string, Method<unknown[]>> = {
  isdisjoint: (items, [other]) => !iterate(other).some((x) => COMPARISONS.in(x, items)),
};

const within = (set: Dict) => (item: unknown) => inSet(set, item);
const outside = (set: Dict) => (item: unknown) => !inSet(set, item);

/** A set's own methods (a dict view difference makes one), which take any iterables; the ones that change it: UNSAFE. */
const PY_SET_METHODS: Record<string, Method<unknown[]>> = {
  ...SET_METHODS,
  copy: (items) => setOf([...items]),
  union: (items, others) => setOf([...hashedSet([...items, ...others.flatMap((other) => iterate(other))]).keys()]),
  intersection: (items, others) =>
    setOf(others.reduce((kept: unknown[], other) => kept.filter(within(hashedSet(other))), items)),
  difference: (items, others) =>
    setOf(others.reduce((kept: unknown[], other) => kept.filter(outside(hashedSet(other))), items)),
  symmetric_difference: (items, [other]) => {
    const theirs = hashedSet(other);
    return setOf([...items.filter(outside(theirs)), ...[...theirs.keys()].filter(outside(hashedSet(items)))]);
  },
  issubset: (items, [other]) => items.every(within(hashedSet(other))),
  issuperset: (items, [other]) => [...hashedSet(other).keys()].every(within(hashedSet(items))),
};

/** The methods of each kind of sequence, by Python type name: only a list has copy, dict views have their own. */
export const SEQUENCE_METHODS: Record<string, Record<string, Method<unknown[]>>> = {
  list: { ...TUPLE_METHODS, copy: (list) => [...list] },
  tuple: TUPLE_METHODS,
  range: TUPLE_METHODS,
  dict_keys: SET_METHODS,
  dict_items: SET_METHODS,
  set: PY_SET_METHODS,
  dict_values: {},
  bytes: {
    // Searched as Latin-1 text, one character per byte, with str's bounds and counting.
    count: (codes, [sub, start, end], kwargs) =>
      STRING_METHODS.count(latin1(codes), [byteString(sub), start, end], kwargs),
    index: (codes, [sub, start, end], kwargs) => {
      const at = STRING_METHODS.find(latin1(codes), [byteString(sub), start, end], kwargs);
      return at === -1 ? raise(valueError("subsection not found")) : at;
    },
    decode: (codes, [encoding = "utf-8", errors = "strict"]) =>
      decode(
        codes as number[],
        argString(encoding, "decode() argument 'encoding' must be str", true),
        argString(errors, "decode() argument 'errors' must be str", true),
      ),
  },
};

export const DICT_METHODS: Record<string, Method<unknown>> = {
  items: (d) => dictView("dict_items", dictEntries(d).map(tuple), d),
  keys: (d) => dictView("dict_keys", [...dictKeys(d)], d),
  values: (d) =>
    dictView(
      "dict_values",
      dictEntries(d).map((entry) => entry[1]),
      d,
    ),
  get: (d, [key, fallback = null]) => {
    assertHashable(key);
    return dictGet(d, key, fallback);
  },
  copy: (d) => new Dict(dictEntries(d)),
  // A class method: a new dict, whatever dict it is called on.
  fromkeys: (_d, [keys, value = null]) => {
    const dict = new Dict();
    for (const key of iterate(keys)) {
      assertHashable(key);
      dict.set(mapKey(dict, key), value);
    }
    return dict;
  },
};

/** A mappingproxy's methods: the dict's that do not change it. */
export const MAPPING_PROXY_METHODS: Record<string, Method<unknown>> = {
  items: DICT_METHODS.items,
  keys: DICT_METHODS.keys,
  values: DICT_METHODS.values,
  get: DICT_METHODS.get,
  copy: DICT_METHODS.copy,
};

/**
 * The character references html.unescape knows without a semicolon (they also end a longer name): the Latin-1
 * names, in code point order from U+00A0, and the markup ones. (The rest of HTML5's names need a semicolon.)
 */
const ENTITIES = new Map<string, string>(
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml"
    .split(" ")
    .map((name, i): [string, string] => [name, String.fromCharCode(0xa0 + i)])
    .concat(
      Object.entries({
        amp: "&",
        AMP: "&",
        lt: "<",
        LT: "<",
        gt: ">",
        GT: ">",
        quot: '"',
        QUOT: '"',
        COPY: "©",
        REG: "®",
      }),
    ),
);
/** What html.unescape reads for the numeric references &#128; to &#159; (Windows-1252). */
const CP1252 = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ";

/** html.unescape's reading of a numeric character reference. */
function numericReference(code: number): string {
  if (!code || (code >= 0xd800 && code < 0xe000) || code > 0x10ffff) return "\ufffd";
  if (code >= 0x80 && code < 0xa0) return CP1252[code - 0x80];
  // Control characters and noncharacters are dropped.
  const invalid =
    code < 9 || code === 11 || (code > 13 && code < 32) || code === 127 || (code >= 0xfdd0 && code <= 0xfdef);
  return invalid || (code & 0xfffe) === 0xfffe ? "" : String.fromCodePoint(code);
}
/** Removes every `open…close` span, stopping at the first one that is not closed (as markupsafe does). */
function removeSpans(s: string, open: string, close: string): string {
  let out = "";
  let position = 0;
  for (let start = s.indexOf(open); start >= 0; start = s.indexOf(open, position)) {
    const end = s.indexOf(close, start);
    if (end < 0) break;
    out += s.slice(position, start);
    position = end + close.length;
  }
  return out + s.slice(position);
}

/** markupsafe's Markup.unescape() (html.unescape): character references replaced by their characters. */
const unescapeHtml = (s: string): string =>
  s.replace(/&(#\d+;?|#[xX][\da-fA-F]+;?|[^\t\n\f <&#;]{1,32};?)/g, (whole, ref: string) => {
    if (ref[0] === "#") {
      const hex = ref[1] === "x" || ref[1] === "X";
      const digits = ref.slice(hex ? 2 : 1).replace(";", "");
      // Python's int() of the decimal digits refuses more than 4300 of them.
      if (!hex && digits.length > 4300) throw digitLimitError(digits.length);
      return numericReference(Number.parseInt(digits, hex ? 16 : 10));
    }
    if (ref === "apos;") return "'";
    // The name with its semicolon, else the longest known name it starts with.
    const named = ref.endsWith(";") && ENTITIES.get(ref.slice(0, -1));
    if (named) return named;
    for (let end = ref.endsWith(";") ? ref.length - 1 : ref.length; end > 1; end--) {
      const prefix = ENTITIES.get(ref.slice(0, end));
      if (prefix) return prefix + ref.slice(end);
    }
    return whole;
  });

/** markupsafe's Markup.striptags(): comments and tags removed, whitespace collapsed, then unescaped. */
export const stripTags = (s: string): string =>
  unescapeHtml((removeSpans(removeSpans(s, "<!--", "-->"), "<", ">").match(WORD) ?? []).join(" "));

/** Markup's methods beside str's: they return str, but the `escape` classmethod. */
export const MARKUP_METHODS: Record<string, Method<Markup>> = {
  escape: (_, [value]) => escapeValue(value),
  unescape: (m) => unescapeHtml(m.value),
  striptags: (m) => stripTags(m.value),
};

/** Methods Jinja2's immutable sandbox refuses, by Python type. */
export const UNSAFE_METHODS: Record<string, Set<string>> = {
  list: new Set("append clear extend insert pop remove reverse sort".split(" ")),
  dict: new Set("clear pop popitem setdefault update".split(" ")),
  set: new Set(
    "add clear difference_update discard intersection_update pop remove symmetric_difference_update update".split(" "),
  ),
};
