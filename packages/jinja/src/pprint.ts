import { STRING_METHODS } from "./methods.js";
import {
  codePointLength,
  dictEntries,
  isGroup,
  isMapping,
  isTuple,
  lessThan,
  MappingProxy,
  PYTHON_SPACE,
  repr,
  typeName,
  viewName,
} from "./values.js";

/** Python's pprint.pformat (width 80, sorted dict keys), which the `pprint` filter prints. */

const WIDTH = 80;

/** pprint's ordering: natural order where Python can compare, otherwise by type name (as `<class 'name'>` sorts). */
function safeCompare(a: unknown, b: unknown): number {
  try {
    return lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0;
  } catch {
    const ta = typeName(a);
    const tb = typeName(b);
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  }
}

const sortedEntries = (d: unknown) => dictEntries(d).sort(([a], [b]) => safeCompare(a, b));

/** One-line repr with dict keys sorted, as pprint's safe repr writes it. */
const flat = (v: unknown): string => repr(v, sortedEntries);

/** `\S*\s*` as Python's re reads it: its whitespace is str.isspace()'s. */
const WORDS = new RegExp(`[^${PYTHON_SPACE}]*[${PYTHON_SPACE}]*`, "g");

const fits = (text: string, width: number) => codePointLength(text) <= WIDTH - width;

/**
 * A string too long for its line, split as pprint does: line by line, long lines at word boundaries,
 * as adjacent literals (in parentheses at the top level).
 */
function stringChunks(s: string, indent: number, allowance: number, top: boolean): string {
  const chunks: string[] = [];
  const lines = STRING_METHODS.splitlines(s, [true], {}) as string[];
  lines.forEach((line, i) => {
    const lastLine = i === lines.length - 1;
    if (fits(repr(line), indent + (lastLine ? allowance : 0))) {
      chunks.push(repr(line));
      return;
    }
    const parts = line.match(WORDS)!.filter(Boolean);
    let current = "";
    parts.forEach((part, j) => {
      const candidate = current + part;
      if (fits(repr(candidate), indent + (lastLine && j === parts.length - 1 ? allowance : 0))) current = candidate;
      else {
        if (current) chunks.push(repr(current));
        current = part;
      }
    });
    if (current) chunks.push(repr(current));
  });
  if (chunks.length <= 1) return repr(s);
  const joined = chunks.join(`\n${" ".repeat(indent)}`);
  return top ? `(${joined})` : joined;
}

/** `v` at column `indent`, with `allowance` columns kept free after it for the closing brackets that follow. */
function format(v: unknown, indent: number, allowance: number, top = false): string {
  const text = flat(v);
  if (fits(text, indent + allowance)) return text;
  const inner = indent + 1;
  const separator = `,\n${" ".repeat(inner)}`;
  if (v instanceof MappingProxy) return `mappingproxy(${format(v.dict, indent + 13, allowance + 1)})`;
  if (isMapping(v)) {
    const entries = sortedEntries(v);
    const items = entries.map(([key, item], i) => {
      const keyText = `${flat(key)}: `;
      return keyText + format(item, inner + codePointLength(keyText), i === entries.length - 1 ? allowance + 1 : 1);
    });
    return `{${items.join(separator)}}`;
  }
  // pprint splits lists, tuples and sets (sorted) only: a dict view, a range or a groupby tuple is its repr on one line.
  const kind = viewName(v);
  if (Array.isArray(v) && (kind === undefined || kind === "set") && !isGroup(v)) {
    const list = kind === "set" ? [...v].sort(safeCompare) : v;
    const [open, close] = kind === "set" ? ["{", "}"] : isTuple(v) ? ["(", v.length === 1 ? ",)" : ")"] : ["[", "]"];
    const items = list.map((item, i) => format(item, inner, i === v.length - 1 ? allowance + close.length : 1));
    return open + items.join(separator) + close;
  }
  if (typeof v === "string")
    return top ? stringChunks(v, inner, allowance + 1, true) : stringChunks(v, indent, allowance, false);
  return text;
}

export const pformat = (value: unknown): string => format(value, 0, 0, true);
