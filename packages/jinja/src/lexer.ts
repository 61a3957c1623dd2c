import { TemplateSyntaxError } from "./errors.js";
import { isPythonSpace } from "./values.js";

export type TokenType =
  | "Text"
  | "VariableStart"
  | "VariableEnd"
  | "BlockStart"
  | "BlockEnd"
  | "Name"
  | "String"
  | "Integer"
  | "Float"
  | "Operator"
  | "EOF";

export interface Token {
  type: TokenType;
  /** Text content, the decoded string literal, the name, the number's source text or the operator. */
  value: string;
  line: number;
  column: number;
}

export interface LexerOptions {
  trim_blocks?: boolean;
  lstrip_blocks?: boolean;
  keep_trailing_newline?: boolean;
}

const TAG_OPEN = /\{[{%#]/g;
/** Single-character operators; the two-character ones are // ** == != <= >=. */
const OPERATOR_CHARS = "+-/*%~[](){}<>=.:|,;";
const FLOAT = /(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?[eE][+-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)/y;
const INTEGER = /0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0[xX](?:_?[\da-fA-F])+|[1-9](?:_?\d)*|0(?:_?0)*/y;
const RAW_START = /\s*raw\s*(-?)%\}/y;
const RAW_END = /\{%([-+]?)\s*endraw\s*([-+]?)%\}/g;

const trimStart = (text: string) => {
  let i = 0;
  while (i < text.length && isPythonSpace(text.charCodeAt(i))) i++;
  return text.slice(i);
};
const trimEnd = (text: string) => {
  let i = text.length;
  while (i > 0 && isPythonSpace(text.charCodeAt(i - 1))) i--;
  return text.slice(0, i);
};

const normalizeNewlines = (text: string) => (text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text);

/** Splits a template into tokens, applying whitespace control, trim_blocks and lstrip_blocks as Jinja2 does. */
export function tokenize(source: string, options: LexerOptions = {}): Token[] {
  const trimBlocks = options.trim_blocks ?? true;
  const lstripBlocks = options.lstrip_blocks ?? true;
  let src = normalizeNewlines(source);
  if (!options.keep_trailing_newline && src.endsWith("\n")) src = src.slice(0, -1);
  const tokens: Token[] = [];
  // Line starts let every token carry its line and column cheaply.
  const lineStarts = [0];
  for (let i = src.indexOf("\n"); i !== -1; i = src.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  let lineIndex = 0;
  const where = (offset: number) => {
    if (offset < lineStarts[lineIndex]) lineIndex = 0;
    while (lineIndex + 1 < lineStarts.length && lineStarts[lineIndex + 1] <= offset) lineIndex++;
    return { line: lineIndex + 1, column: offset - lineStarts[lineIndex] + 1 };
  };
  const push = (type: TokenType, value: string, offset: number) => {
    // Offsets only grow while tokenizing, so the current line is found by walking forward.
    while (lineIndex + 1 < lineStarts.length && lineStarts[lineIndex + 1] <= offset) lineIndex++;
    tokens.push({ type, value, line: lineIndex + 1, column: offset - lineStarts[lineIndex] + 1 });
  };
  const fail = (message: string, offset: number): never => {
    throw new TemplateSyntaxError(message, where(offset));
  };

  let pos = 0;
  // Whether the text that follows the previous tag loses its leading whitespace ("-") or first newline (trim_blocks).
  let stripNext = false;
  let trimNext = false;

  /** Emits text that ends before a tag, honouring the tag's "-", "+" and lstrip_blocks. */
  const emitText = (end: number, modifier: string, lstrip: boolean) => {
    let text = src.slice(pos, end);
    let start = pos;
    if (stripNext) {
      const trimmed = trimStart(text);
      start += text.length - trimmed.length;
      text = trimmed;
    } else if (trimNext && text.startsWith("\n")) {
      text = text.slice(1);
      start++;
    }
    if (modifier === "-") text = trimEnd(text);
    else if (lstrip && lstripBlocks && modifier !== "+") {
      const lineStart = text.lastIndexOf("\n") + 1;
      const tail = text.slice(lineStart);
      const atLineStart = lineStart > 0 || start === 0 || src[start - 1] === "\n";
      if (atLineStart && /^[ \t]*$/.test(tail)) text = text.slice(0, lineStart);
    }
    if (text) push("Text", text, start);
    stripNext = trimNext = false;
  };

  /** Records what the closing "-", "+" or trim_blocks of a tag do to the text that follows. */
  const closeTag = (modifier: string, isBlock: boolean) => {
    stripNext = modifier === "-";
    trimNext = isBlock && trimBlocks && modifier !== "+";
  };

  while (pos < src.length) {
    TAG_OPEN.lastIndex = pos;
    const open = TAG_OPEN.exec(src);
    if (!open) {
      emitText(src.length, "", false);
      pos = src.length;
      break;
    }
    const start = open.index;
    const kind = src[start + 1];
    const modifier = src[start + 2] === "-" || src[start + 2] === "+" ? src[start + 2] : "";
    emitText(start, modifier, kind !== "{");
    let cursor = start + 2 + modifier.length;

    if (kind === "#") {
      const end = src.indexOf("#}", cursor);
      if (end === -1) {
        // Jinja2 accepts a comment opened at the very end of the source.
        if (cursor < src.length) fail("Missing end of comment tag", start);
        pos = src.length;
        break;
      }
      const closing = src[end - 1] === "-" || src[end - 1] === "+" ? src[end - 1] : "";
      closeTag(closing, true);
      pos = end + 2;
      continue;
    }

    const isBlock = kind === "%";
    // A raw block is copied verbatim up to its endraw tag.
    const raw = isBlock ? RAW_START : null;
    if (raw) {
      raw.lastIndex = cursor;
      const rawOpen = raw.exec(src);
      if (rawOpen) {
        RAW_END.lastIndex = raw.lastIndex;
        const rawEnd = RAW_END.exec(src);
        if (!rawEnd) fail("Missing end of raw directive", start);
        let body = src.slice(raw.lastIndex, rawEnd!.index);
        if (rawOpen[1] === "-") body = trimStart(body);
        if (rawEnd![1] === "-") body = trimEnd(body);
        else if (lstripBlocks && rawEnd![1] !== "+") {
          const lineStart = body.lastIndexOf("\n") + 1;
          if (lineStart > 0 && /^[ \t]*$/.test(body.slice(lineStart))) body = body.slice(0, lineStart);
        }
        if (body) push("Text", body, raw.lastIndex);
        closeTag(rawEnd![2], true);
        pos = rawEnd!.index + rawEnd![0].length;
        continue;
      }
    }

    push(isBlock ? "BlockStart" : "VariableStart", src.slice(start, start + 2), start);
    const closer = isBlock ? "%}" : "}}";
    const closeCode = isBlock ? 37 : 125;
    let depth = 0;
    for (;;) {
      let code = src.charCodeAt(cursor);
      while (code === 32 || (code >= 9 && code <= 13)) code = src.charCodeAt(++cursor);
      if (cursor >= src.length) fail(`Missing end of ${isBlock ? "block" : "variable"} tag`, start);
      if (code === 95 || ((code | 32) >= 97 && (code | 32) <= 122)) {
        // A name: the most common token, so it is tried first.
        let end = cursor + 1;
        for (let c = src.charCodeAt(end); c === 95 || (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122); ) {
          c = src.charCodeAt(++end);
        }
        push("Name", src.slice(cursor, end), cursor);
        cursor = end;
        continue;
      }
      if (depth === 0) {
        // The end of the tag, possibly after "-" or (for blocks) "+".
        const modifier = code === 45 || (code === 43 && isBlock) ? 1 : 0;
        if (src.charCodeAt(cursor + modifier) === closeCode && src.charCodeAt(cursor + modifier + 1) === 125) {
          push(isBlock ? "BlockEnd" : "VariableEnd", closer, cursor);
          closeTag(modifier ? src[cursor] : "", isBlock);
          cursor += modifier + 2;
          break;
        }
      }
      if (code === 39 || code === 34) {
        const end = stringEnd(src, cursor);
        if (end < 0) fail("Unexpected character: unterminated string", cursor);
        const value = decodeEscapes(src.slice(cursor + 1, end));
        if (value === null) fail("Unexpected character: truncated escape sequence in string", cursor);
        push("String", value!, cursor);
        cursor = end + 1;
        continue;
      }
      if (code >= 48 && code <= 57) {
        const float = src[cursor - 1] !== "." ? matchAt(FLOAT, src, cursor) : "";
        const number = float || matchAt(INTEGER, src, cursor);
        if (number) {
          push(float ? "Float" : "Integer", number, cursor);
          cursor += number.length;
          continue;
        }
      }
      const next = src.charCodeAt(cursor + 1);
      const op =
        // "//", "**", "==", "!=", "<=", ">="
        (next === code && (code === 47 || code === 42)) ||
        (next === 61 && (code === 61 || code === 33 || code === 60 || code === 62))
          ? src.slice(cursor, cursor + 2)
          : OPERATOR_CHARS.includes(src[cursor])
            ? src[cursor]
            : "";
      if (!op) fail(`Unexpected character: ${JSON.stringify(src[cursor])}`, cursor);
      if (op === "(" || op === "[" || op === "{") depth++;
      else if (op === ")" || op === "]" || op === "}") depth = Math.max(0, depth - 1);
      push("Operator", op, cursor);
      cursor += op.length;
    }
    pos = cursor;
  }
  tokens.push({ type: "EOF", value: "", ...where(src.length) });
  return tokens;
}

function matchAt(pattern: RegExp, src: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(src)?.[0] ?? "";
}

/** The index of the quote that closes the string literal opening at `start`, or -1. */
function stringEnd(src: string, start: number): number {
  const quote = src.charCodeAt(start);
  for (let i = start + 1; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === quote) return i;
    if (c === 92) i++;
  }
  return -1;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\n": "",
};
const HEX_DIGITS: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * Decodes a string literal's body the way Python's "unicode-escape" codec does:
 * simple escapes, \xhh, \uhhhh, \Uhhhhhhhh and octal; unknown escapes stay as written; null when a hex
 * escape is truncated (Python refuses those).
 */
function decodeEscapes(body: string): string | null {
  let at = body.indexOf("\\");
  if (at < 0) return body;
  let out = "";
  let chunk = 0;
  for (; at >= 0; at = body.indexOf("\\", chunk)) {
    out += body.slice(chunk, at);
    const ch = body[at + 1];
    let decoded = SIMPLE_ESCAPES[ch];
    let length = 1;
    if (decoded === undefined) {
      const digits = HEX_DIGITS[ch];
      const octal = /^[0-7]{1,3}/.exec(body.slice(at + 1, at + 4))?.[0];
      const hex = digits ? body.slice(at + 2, at + 2 + digits) : "";
      const code = octal
        ? Number.parseInt(octal, 8)
        : hex.length === digits && /^[\da-fA-F]+$/.test(hex)
          ? Number.parseInt(hex, 16)
          : -1;
      if (code >= 0 && code <= 0x10ffff) {
        decoded = String.fromCodePoint(code);
        length = octal ? octal.length : 1 + digits;
      } else if (digits) return null;
      else decoded = `\\${ch}`;
    }
    out += decoded;
    chunk = at + 1 + length;
  }
  return out + body.slice(chunk);
}
