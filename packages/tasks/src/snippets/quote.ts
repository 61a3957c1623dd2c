/**
 * The one quoting mechanism of the snippet generators. Every value that comes from a model
 * repository (id, tags, widget text, cardData, config strings) reaches a snippet only through
 * `py.str`, `js.str` or `sh.str`, which return a complete, escaped literal for that language,
 * or through `py.ident`, which accepts a value as an identifier only when it is one.
 */

/** Characters that are escaped in every language: controls, line and paragraph separators, format characters, lone surrogates. */
const UNSAFE_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u;

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/** Iterates code points, reporting lone surrogates as themselves. */
function* codePoints(value: string): Generator<string> {
  for (const ch of value) yield ch;
}

function escapeWith(value: string, quote: string, codeEscape: (code: number) => string): string {
  let out = "";
  for (const ch of codePoints(value)) {
    if (ch === "\\") out += "\\\\";
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (UNSAFE_CHAR.test(ch)) out += codeEscape(ch.codePointAt(0) ?? 0);
    else out += ch;
  }
  return out;
}

const PY_KEYWORDS = new Set(
  (
    "False None True and as assert async await break class continue def del elif else except finally for from " +
    "global if import in is lambda nonlocal not or pass raise return try while with yield"
  ).split(" "),
);

const JS_RESERVED = new Set(
  (
    "await break case catch class const continue debugger default delete do else enum export extends false finally " +
    "for function if import in instanceof new null return super switch this throw true try typeof var void while " +
    "with yield let static implements interface package private protected public arguments eval"
  ).split(" "),
);

const ASCII_IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const py = {
  /** A double-quoted Python string literal whose value is exactly `value`. */
  str(value: string): string {
    return `"${escapeWith(String(value), '"', (c) =>
      c <= 0xff ? `\\x${hex(c, 2)}` : c <= 0xffff ? `\\u${hex(c, 4)}` : `\\U${hex(c, 8)}`,
    )}"`;
  },
  /** A Python list literal of strings. */
  list(values: readonly string[], indent = ""): string {
    if (!indent) return `[${values.map((v) => py.str(v)).join(", ")}]`;
    return `[\n${values.map((v) => `${indent}${py.str(v)},`).join("\n")}\n]`;
  },
  /** True when `value` can stand as a Python identifier (ASCII only, not a keyword). */
  isIdent(value: unknown): value is string {
    return typeof value === "string" && ASCII_IDENT.test(value) && !PY_KEYWORDS.has(value);
  },
  /** `value` when it is a valid identifier, else `fallback`. */
  ident(value: unknown, fallback: string): string {
    return py.isIdent(value) ? value : fallback;
  },
};

export const js = {
  /** A double-quoted JavaScript string literal whose value is exactly `value`. */
  str(value: string): string {
    return `"${escapeWith(String(value), '"', (c) => (c <= 0xffff ? `\\u${hex(c, 4)}` : `\\u{${hex(c, 1)}}`))}"`;
  },
  isIdent(value: unknown): value is string {
    return typeof value === "string" && /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(value) && !JS_RESERVED.has(value);
  },
};

/** Words that need no quoting in a shell command. */
const SH_BAREWORD = /^[A-Za-z0-9_./:@%+,=-]+$/;

export const sh = {
  /**
   * A shell word whose value is exactly `value`: bare when it holds only safe characters,
   * single-quoted otherwise, and ANSI-C quoted ($'...') when it holds control characters.
   */
  str(value: string): string {
    const v = String(value);
    if (v !== "" && SH_BAREWORD.test(v) && !v.startsWith("-") && !v.includes("=")) return v;
    if (![...v].some((ch) => UNSAFE_CHAR.test(ch))) return `'${v.replaceAll("'", "'\\''")}'`;
    let out = "";
    for (const ch of v) {
      if (ch === "\\") out += "\\\\";
      else if (ch === "'") out += "\\'";
      else if (UNSAFE_CHAR.test(ch)) {
        const bytes = new TextEncoder().encode(ch);
        // lone surrogates have no UTF-8 form; they become U+FFFD
        for (const b of bytes) out += `\\x${hex(b, 2)}`;
      } else out += ch;
    }
    return `$'${out}'`;
  },
};

/** Makes constant note text safe for a single-line comment (no line breaks of any kind). */
export function commentText(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ");
}
