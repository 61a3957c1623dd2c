import { codePointLength, dictEntries, isMapping, isTuple, lessThan, repr, typeName } from "./values.js";

/** Python's pprint.pformat (width 80, sorted dict keys), which the `pprint` filter prints. */

const WIDTH = 80;

/** pprint's ordering: natural order where Python can compare, otherwise by type name. */
function safeCompare(a: unknown, b: unknown): number {
  try {
    return lessThan(a, b) ? -1 : lessThan(b, a) ? 1 : 0;
  } catch {
    const ta = `<class '${typeName(a)}'>`;
    const tb = `<class '${typeName(b)}'>`;
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  }
}

const sortedEntries = (d: unknown) => dictEntries(d).sort(([a], [b]) => safeCompare(a, b));

/** One-line repr with dict keys sorted, as pprint's safe repr writes it. */
const flat = (v: unknown): string => repr(v, sortedEntries);

/**
 * A string too long for its line, split as pprint does: line by line, long lines at word boundaries,
 * as adjacent literals (in parentheses at the top level).
 */
function stringChunks(s: string, indentAt: number, allowanceAt: number, level: number): string {
  const indent = level === 1 ? indentAt + 1 : indentAt;
  const allowance = level === 1 ? allowanceAt + 1 : allowanceAt;
  const chunks: string[] = [];
  const lines = s.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  lines.forEach((line, i) => {
    const lastLine = i === lines.length - 1;
    const width = WIDTH - indent - (lastLine ? allowance : 0);
    if (codePointLength(repr(line)) <= width) {
      chunks.push(repr(line));
      return;
    }
    const parts = line.match(/\S*\s*/g)!.filter(Boolean);
    let current = "";
    parts.forEach((part, j) => {
      const candidate = current + part;
      const limit = WIDTH - indent - (lastLine && j === parts.length - 1 ? allowance : 0);
      if (codePointLength(repr(candidate)) > limit) {
        if (current) chunks.push(repr(current));
        current = part;
      } else current = candidate;
    });
    if (current) chunks.push(repr(current));
  });
  if (chunks.length <= 1) return repr(s);
  const joined = chunks.join(`\n${" ".repeat(indent)}`);
  return level === 1 ? `(${joined})` : joined;
}

export function pformat(value: unknown): string {
  let out = "";

  const format = (v: unknown, indent: number, allowance: number, level: number) => {
    const text = flat(v);
    if (codePointLength(text) <= WIDTH - indent - allowance) {
      out += text;
      return;
    }
    if (isMapping(v)) {
      out += "{";
      const entries = sortedEntries(v);
      const inner = indent + 1;
      entries.forEach(([key, item], i) => {
        const last = i === entries.length - 1;
        const keyText = flat(key);
        out += `${keyText}: `;
        format(item, inner + keyText.length + 2, last ? allowance + 1 : 1, level + 1);
        if (!last) out += `,\n${" ".repeat(inner)}`;
      });
      out += "}";
      return;
    }
    if (Array.isArray(v)) {
      const tuple = isTuple(v);
      const end = tuple ? (v.length === 1 ? ",)" : ")") : "]";
      out += tuple ? "(" : "[";
      const inner = indent + 1;
      v.forEach((item, i) => {
        const last = i === v.length - 1;
        if (i > 0) out += `,\n${" ".repeat(inner)}`;
        format(item, inner, last ? allowance + end.length : 1, level + 1);
      });
      out += end;
      return;
    }
    if (typeof v === "string") {
      out += stringChunks(v, indent, allowance, level);
      return;
    }
    out += text;
  };

  format(value, 0, 0, 1);
  return out;
}
