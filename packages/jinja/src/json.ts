import { typeError, valueError } from "./errors.js";
import { checkNesting, checkSize, PYTHON_NESTING, sized } from "./limits.js";
import { multiply } from "./operators.js";
import {
  dictEntries,
  escapeHtml,
  floatRepr,
  intText,
  isDict,
  isList,
  isMapping,
  lessThan,
  Markup,
  numeric,
  ownKeys,
  PyFloat,
  str,
  stringValue,
  truthy,
  typeName,
} from "./values.js";

interface JsonOptions {
  indent?: unknown;
  separators?: unknown;
  sort_keys?: unknown;
  ensure_ascii?: unknown;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: Python escapes these control characters.
const ESCAPED = /["\\\0-\x1f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: Python escapes these control characters.
const ESCAPED_ASCII = /["\\\0-\x1f\x7f-\uffff]/g;
const escapeChar = (ch: string) =>
  ch < "\x7f" ? JSON.stringify(ch).slice(1, -1) : `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A JSON string literal: JSON.stringify escapes ASCII as Python does; `ensureAscii` also escapes the rest. */
function quote(s: string, ensureAscii: boolean): string {
  const pattern = ensureAscii ? ESCAPED_ASCII : ESCAPED;
  // Most strings need no escape: a search finds out without building a copy.
  return s.search(pattern) < 0 ? `"${s}"` : `"${s.replace(pattern, escapeChar)}"`;
}

/** The JSON of a number, bool or None (with Python's NaN and Infinity, which JSON lacks); undefined for the rest. */
function scalar(v: unknown): string | undefined {
  if (v === null || v === undefined) return "null";
  if (typeof v === "boolean" || Number.isInteger(v)) return String(v);
  if (typeof v === "bigint") return intText(v);
  if (typeof v === "number" || v instanceof PyFloat) {
    const n = numeric(v);
    return Number.isFinite(n) ? floatRepr(n) : String(n);
  }
  return undefined;
}

/** Python's json.dumps, as transformers' `tojson` filter calls it (ensure_ascii=False by default). */
export function dumps(value: unknown, options: JsonOptions = {}): string {
  const ensureAscii = truthy(options.ensure_ascii);
  // A string is written before the indent is ever computed (as `" " * indent`, which refuses a float).
  const text = stringValue(value);
  if (text !== null) return quote(text, ensureAscii);
  const { indent: indentOption, separators, sort_keys } = options;
  const indent =
    indentOption === null || indentOption === undefined
      ? null
      : (stringValue(indentOption) ?? (multiply(" ", indentOption) as string));
  let [itemSeparator, keySeparator] = [indent === null ? ", " : ",", ": "];
  if (Array.isArray(separators)) [itemSeparator, keySeparator] = separators.map((s) => str(s));
  const sortKeys = truthy(sort_keys);
  const newline = (depth: number) => (indent === null ? "" : `\n${indent.repeat(depth)}`);
  // A Markup indent makes Python's separators Markup, and `separator + item` escapes a list's scalar items.
  const escaping = indentOption instanceof Markup;
  const itemJoint = escaping ? escapeHtml(itemSeparator) : itemSeparator;
  // The containers being written, outermost first: a short stack, searched faster than a set is hashed.
  const seen: unknown[] = [];
  // Python's json writes with its C encoder where there is no indent, else in Python, which goes a level deeper.
  const nesting = PYTHON_NESTING.json + (indent === null ? 0 : 1);

  const keyText = (key: unknown): string => {
    const text = stringValue(key) ?? (key === undefined ? undefined : scalar(key));
    if (text === undefined) throw typeError(`keys must be str, int, float, bool or None, not ${typeName(key)}`);
    return text;
  };

  const write = (v: unknown, depth: number): string => {
    if (typeof v === "string") return quote(v, ensureAscii);
    if (v instanceof Markup) return quote(v.value, ensureAscii);
    const text = scalar(v);
    if (text !== undefined) return text;
    const list = isList(v);
    if (!list && !isDict(v)) throw typeError(`Object of type ${typeName(v)} is not JSON serializable`);
    if (seen.includes(v)) throw valueError("Circular reference detected");
    checkNesting(seen.length, nesting);
    seen.push(v);
    // The items joined as they are written (one string, no array of them).
    const separator = itemJoint + newline(depth + 1);
    let out = "";
    if (list) {
      // A hole in a sparse array is undefined, written as null.
      for (let i = 0; i < v.length; i++) {
        const item = write(v[i], depth + 1);
        out += (i ? separator : "") + (escaping && !isList(v[i]) && !isMapping(v[i]) ? escapeHtml(item) : item);
        checkSize(out.length);
      }
    } else if (!sortKeys && !(v instanceof Map)) {
      // A plain object's keys are strings already: no pairs to build (17% of a tool-calling template's render).
      const record = v as Record<string, unknown>;
      const keys = ownKeys(record);
      for (let i = 0; i < keys.length; i++) {
        out += `${i ? separator : ""}${quote(keys[i], ensureAscii)}${keySeparator}${write(record[keys[i]], depth + 1)}`;
        checkSize(out.length);
      }
    } else {
      const pairs = dictEntries(v);
      if (sortKeys) pairs.sort(([a], [b]) => (lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0));
      // Every key is checked before any value is written.
      const keys = pairs.map(([k]) => keyText(k));
      for (let i = 0; i < pairs.length; i++) {
        out += `${i ? separator : ""}${quote(keys[i], ensureAscii)}${keySeparator}${write(pairs[i][1], depth + 1)}`;
        checkSize(out.length);
      }
    }
    seen.pop();
    if (out === "") return list ? "[]" : "{}";
    // Checked as it is written (above): a list of huge strings, or a list holding itself twice doubled 40 times,
    // fails fast.
    const inner = newline(depth + 1);
    const outer = newline(depth);
    return sized(list ? `[${inner}${out}${outer}]` : `{${inner}${out}${outer}}`);
  };
  return write(value, 0);
}
