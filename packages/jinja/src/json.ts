import { typeError, valueError } from "./errors.js";
import {
  dictEntries,
  floatRepr,
  Generator,
  isMapping,
  lessThan,
  Markup,
  PyFloat,
  str,
  truthy,
  typeName,
  viewName,
} from "./values.js";

interface JsonOptions {
  indent?: unknown;
  separators?: unknown;
  sort_keys?: unknown;
  ensure_ascii?: unknown;
}

const ESCAPES: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};
const hex4 = (code: number) => `\\u${code.toString(16).padStart(4, "0")}`;

function quote(s: string, ensureAscii: boolean): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Python treats these control characters specially.
  const pattern = ensureAscii ? /["\\\x00-\x1f\u007f-\uffff]/g : /["\\\x00-\x1f]/g;
  return `"${s.replace(pattern, (ch) => ESCAPES[ch] ?? (ch.charCodeAt(0) < 0x7f || ensureAscii ? hex4(ch.charCodeAt(0)) : ch))}"`;
}

function floatText(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (!Number.isFinite(n)) return n > 0 ? "Infinity" : "-Infinity";
  return floatRepr(n);
}

/** Python's json.dumps, as transformers' `tojson` filter calls it (ensure_ascii=False by default). */
export function dumps(value: unknown, options: JsonOptions = {}): string {
  const ensureAscii = truthy(options.ensure_ascii);
  const indentOption = options.indent ?? null;
  const indent =
    indentOption === null || indentOption === undefined
      ? null
      : typeof indentOption === "string"
        ? indentOption
        : " ".repeat(Math.max(0, Number(indentOption instanceof PyFloat ? indentOption.value : indentOption)));
  let itemSeparator = indent === null ? ", " : ",";
  let keySeparator = ": ";
  if (Array.isArray(options.separators)) [itemSeparator, keySeparator] = options.separators.map((s) => str(s));
  const sortKeys =
    options.sort_keys === true ||
    (options.sort_keys !== undefined &&
      options.sort_keys !== null &&
      options.sort_keys !== false &&
      options.sort_keys !== 0);
  const seen = new Set<unknown>();

  const keyText = (key: unknown): string => {
    if (typeof key === "string") return key;
    if (typeof key === "boolean") return key ? "true" : "false";
    if (key === null) return "null";
    if (typeof key === "number") return Number.isInteger(key) ? String(key) : floatText(key);
    if (key instanceof PyFloat) return floatText(key.value);
    throw typeError(`keys must be str, int, float, bool or None, not ${typeName(key)}`);
  };

  const write = (v: unknown, depth: number): string => {
    if (typeof v === "string") return quote(v, ensureAscii);
    if (v instanceof Markup) return quote(v.value, ensureAscii);
    if (v === null || v === undefined) return "null";
    if (typeof v === "boolean") return v ? "true" : "false";
    if (typeof v === "number") return Number.isInteger(v) ? String(v) : floatText(v);
    if (typeof v === "bigint") return String(v);
    if (v instanceof PyFloat) return floatText(v.value);
    const open = indent === null ? "" : `\n${indent.repeat(depth + 1)}`;
    const close = indent === null ? "" : `\n${indent.repeat(depth)}`;
    const separator = itemSeparator + (indent === null ? "" : `\n${indent.repeat(depth + 1)}`);
    if (seen.has(v)) throw valueError("Circular reference detected");
    if (Array.isArray(v) && !viewName(v)) {
      if (!v.length) return "[]";
      seen.add(v);
      const text = `[${open}${v.map((item) => write(item, depth + 1)).join(separator)}${close}]`;
      seen.delete(v);
      return text;
    }
    if (isMapping(v)) {
      let pairs = dictEntries(v);
      if (!pairs.length) return "{}";
      if (sortKeys) pairs = pairs.sort(([a], [b]) => (lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0));
      const entries = pairs.map(([k, item]) => [keyText(k), item] as const);
      seen.add(v);
      const body = entries
        .map(([k, item]) => quote(k, ensureAscii) + keySeparator + write(item, depth + 1))
        .join(separator);
      seen.delete(v);
      return `{${open}${body}${close}}`;
    }
    const kind = v instanceof Generator ? "generator" : typeName(v);
    throw typeError(`Object of type ${kind} is not JSON serializable`);
  };
  return write(value, 0);
}
