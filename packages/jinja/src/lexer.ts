import { TemplateSyntaxError } from "./errors.js";
import { NEWER_THAN_PYTHON, NOT_JINJA_NAME } from "./unicode.js";
import { isPythonSpace, PYTHON_SPACE } from "./values.js";

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
  | "EOF"
  /** Where tokenizing failed (the message is its value); last, in place of EOF. Only `Template` sees it. */
  | "Error";

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

/** Single-character operators by character code; the two-character ones (// ** == != <= >=) by their first. */
const OPERATORS: (string | undefined)[] = [];
for (const op of "+-/*%~[](){}<>=.:|,;") OPERATORS[op.charCodeAt(0)] = op;
const TWO_CHARACTER_OPERATORS: string[] = [];
for (const op of ["//", "**", "==", "!=", "<=", ">="]) TWO_CHARACTER_OPERATORS[op.charCodeAt(0)] = op;
// Jinja2's number patterns, whose `\d` is any script's decimal digit (the parser reads them as Python does).
const FLOAT = /(?:\p{Nd}+_)*\p{Nd}+(?:(?:\.(?:\p{Nd}+_)*\p{Nd}+)?e[+-]?(?:\p{Nd}+_)*\p{Nd}+|\.(?:\p{Nd}+_)*\p{Nd}+)/iuy;
const INTEGER = /0b(?:_?[01])+|0o(?:_?[0-7])+|0x(?:_?[\p{Nd}a-f])+|[1-9](?:_?\p{Nd})*|0(?:_?0)*/iuy;
// Jinja2's `\s` is Python's whitespace, which differs from JavaScript's.
const RAW_START = new RegExp(`[${PYTHON_SPACE}]*raw[${PYTHON_SPACE}]*(-?)%\\}`, "y");
const RAW_END = new RegExp(`\\{%([-+]?)[${PYTHON_SPACE}]*endraw[${PYTHON_SPACE}]*([-+]?)%\\}`, "g");

/**
 * Splits a template into tokens, applying whitespace control, trim_blocks and lstrip_blocks as Jinja2 does. Both
 * are off unless asked for, as in Jinja2's Environment and @huggingface/jinja (`Template` turns them on).
 */
export function tokenize(source: string, options: LexerOptions = {}): Token[] {
  const tokens = tokenizeMeasuring(source, options)[0];
  reached(tokens[tokens.length - 1]);
  return tokens;
}

/** A token as the parser reaches it: where tokenizing failed, its error is raised then, as Jinja2's lexer raises it. */
export function reached(token: Token): Token {
  if (token.type === "Error") throw new TemplateSyntaxError(token.value, { line: token.line, column: token.column });
  return token;
}

/** What tokenizing measures: how many tokens the longest tag holds, and the most brackets any token is in. */
export interface TokenFacts {
  longestTag: number;
  brackets: number;
}

/**
 * The tokens, and what they measure (bounds on how deep the template's expressions can be nested). Jinja2 tokenizes
 * as its parser asks for tokens, so a syntax error before a character it cannot read is the one it reports: here the
 * tokens end with an Error token there, which the parser raises when it reaches it. A tag left open at the end is
 * no error of the lexer's, as in Jinja2: the parser finds the end of the template where it expected more.
 */
export function tokenizeMeasuring(source: string, options: LexerOptions = {}): [Token[], TokenFacts] {
  if (typeof source !== "string")
    throw new TypeError(`tokenize() takes the template source as a string, not ${typeof source}`);
  const trimBlocks = !!options.trim_blocks;
  const lstripBlocks = !!options.lstrip_blocks;
  const src = source.includes("\r") ? source.replace(/\r\n?/g, "\n") : source;
  // Where the template ends: before a final newline unless it is kept. The newline stays in `src` (nothing can match
  // it): V8 reads the characters of a sliced string through an indirection, which made tokenizing 9% slower.
  const length = !options.keep_trailing_newline && src.endsWith("\n") ? src.length - 1 : src.length;
  const tokens: Token[] = [];
  // The line of the last token, where it starts and the newline that ends it (-1 on the last line).
  let line = 1;
  let lineStart = 0;
  let lineEnd = src.indexOf("\n");
  const token = (type: TokenType, value: string, offset: number): Token => {
    // Offsets only grow while tokenizing (errors may point back), so the line is found by walking forward.
    if (offset < lineStart) {
      line = 1;
      lineStart = 0;
      lineEnd = src.indexOf("\n");
    }
    while (lineEnd !== -1 && lineEnd < offset) {
      line++;
      lineStart = lineEnd + 1;
      lineEnd = src.indexOf("\n", lineStart);
    }
    return { type, value, line, column: offset - lineStart + 1 };
  };
  // The line walk of `token` again, without the backward case (tokens come in order): one call less per token.
  const push = (type: TokenType, value: string, offset: number) => {
    while (lineEnd !== -1 && lineEnd < offset) {
      line++;
      lineStart = lineEnd + 1;
      lineEnd = src.indexOf("\n", lineStart);
    }
    tokens.push({ type, value, line, column: offset - lineStart + 1 });
  };
  const fail = (message: string, offset: number): never => {
    throw new LexerFailure(token("Error", message, offset));
  };

  let pos = 0;
  let longestTag = 0;
  let brackets = 0;
  // The closing brackets that the open ones expect, innermost last (Jinja2 checks that brackets balance as it lexes).
  const closers: string[] = [];
  // Whether the text that follows the previous tag loses its leading whitespace ("-") or first newline (trim_blocks).
  let stripNext = false;
  let trimNext = false;
  // The first backslash at or after the string literal being read (-1: none left; 0: not looked for yet). With it,
  // literals are read with indexOf, each backslash searched for once.
  let nextBackslash = 0;

  /**
   * Emits the text from `pos` to a tag at `end`, honouring the tag's "-", "+" and lstrip_blocks.
   * `reportAt` places a raw block's text where its body starts, even when "-" trims it.
   */
  const emitText = (end: number, modifier: string, lstrip: boolean, reportAt?: number) => {
    let start = pos;
    if (stripNext) while (start < end && isPythonSpace(src.charCodeAt(start))) start++;
    else if (trimNext && src.charCodeAt(start) === 10) start++;
    if (modifier === "-") while (end > start && isPythonSpace(src.charCodeAt(end - 1))) end--;
    else if (lstrip && lstripBlocks && modifier !== "+") {
      // Drop the whitespace before the tag when nothing else precedes it on its line.
      let lineStart = end;
      while (lineStart > start && src.charCodeAt(lineStart - 1) !== 10 && isPythonSpace(src.charCodeAt(lineStart - 1)))
        lineStart--;
      if (lineStart === 0 || src.charCodeAt(lineStart - 1) === 10) end = lineStart;
    }
    if (end > start) push("Text", src.slice(start, end), reportAt ?? start);
    stripNext = trimNext = false;
  };

  /** Records what a tag's closing "-" or "+" (any other character: neither) or trim_blocks do to the text after it. */
  const closeTag = (modifier: string, isBlock: boolean) => {
    stripNext = modifier === "-";
    trimNext = isBlock && trimBlocks && modifier !== "+";
  };

  try {
    tags: for (;;) {
      const start = nextTagOpen(src, pos);
      if (start < 0) {
        emitText(length, "", false);
        break;
      }
      const kind = src[start + 1];
      const sign = src[start + 2];
      const modifier = sign === "-" || sign === "+" ? sign : "";
      emitText(start, modifier, kind !== "{");
      let cursor = start + 2 + modifier.length;

      if (kind === "#") {
        const end = src.indexOf("#}", cursor);
        if (end === -1) {
          // Jinja2 accepts a comment opened at the very end of the source.
          if (cursor < length) fail("Missing end of comment tag", start);
          break;
        }
        // A modifier right after the opening one belongs to it (`{#-#}` ends with a plain `#}`).
        closeTag(end > cursor ? src[end - 1] : "", true);
        pos = end + 2;
        continue;
      }

      const isBlock = kind === "%";
      if (isBlock && startsWithRaw(src, cursor)) {
        // A raw block's body is text, copied verbatim up to its endraw tag.
        RAW_START.lastIndex = cursor;
        const rawOpen = RAW_START.exec(src);
        if (rawOpen) {
          RAW_END.lastIndex = pos = RAW_START.lastIndex;
          const rawEnd = RAW_END.exec(src);
          if (!rawEnd) {
            // Jinja2 stops at the end of the source right after the tag (or the blanks its "-" swallows).
            if (rawOpen[1] === "-") while (pos < length && isPythonSpace(src.charCodeAt(pos))) pos++;
            if (pos < length) fail("Missing end of raw directive", start);
            break;
          }
          closeTag(rawOpen[1], false);
          emitText(rawEnd.index, rawEnd[1], true, pos);
          closeTag(rawEnd[2], true);
          pos = RAW_END.lastIndex;
          continue;
        }
      }

      push(isBlock ? "BlockStart" : "VariableStart", isBlock ? "{%" : "{{", start);
      const tagStart = tokens.length;
      const closeCode = isBlock ? 37 : 125;
      for (;;) {
        let code = src.charCodeAt(cursor);
        while (code < 128 ? CHARS[code] === SPACE : isPythonSpace(code)) code = src.charCodeAt(++cursor);
        if (cursor >= length) break tags;
        // A name: the most common token, so it is tried first.
        let end = cursor;
        let c = code;
        if (c < 128 && CHARS[c] === NAME_START)
          do c = src.charCodeAt(++end);
          while (c < 128 && CHARS[c] >= DIGIT);
        // Jinja2's names also take Unicode letters, digits and marks, and must then be identifiers; but its lexer tries a
        // float first, which may start with any script's digit.
        if (c > 0x7f) {
          const float = end === cursor && src[cursor - 1] !== "." ? matchAt(FLOAT, src, cursor) : "";
          if (float) {
            push("Float", float, cursor);
            cursor += float.length;
            continue;
          }
          end = cursor + pythonName(matchAt(UNICODE_NAME, src, cursor)).length;
          if (end > cursor && !IDENTIFIER.test(src.slice(cursor, end))) fail("Invalid character in identifier", cursor);
        }
        if (end > cursor) {
          push("Name", src.slice(cursor, end), cursor);
          cursor = end;
          continue;
        }
        if (closers.length === 0) {
          // The end of the tag, possibly after "-" or (for blocks) "+".
          const modifier = code === 45 || (code === 43 && isBlock) ? 1 : 0;
          if (src.charCodeAt(cursor + modifier) === closeCode && src.charCodeAt(cursor + modifier + 1) === 125) {
            push(isBlock ? "BlockEnd" : "VariableEnd", isBlock ? "%}" : "}}", cursor);
            if (tokens.length - tagStart > longestTag) longestTag = tokens.length - tagStart;
            closeTag(src[cursor], isBlock);
            cursor += modifier + 2;
            break;
          }
        }
        if (code === 39 || code === 34) {
          // A string literal ends at the next quote of its kind that no backslash escapes (faster found than by a regex).
          const quote = code === 39 ? "'" : '"';
          let end = src.indexOf(quote, cursor + 1);
          if (nextBackslash !== -1 && nextBackslash < cursor) nextBackslash = src.indexOf("\\", cursor);
          let escaped = false;
          // A backslash before that quote escapes the character after it, which may be the quote.
          while (end !== -1 && nextBackslash !== -1 && nextBackslash < end) {
            escaped = true;
            const after = nextBackslash + 2;
            if (after > end) end = src.indexOf(quote, after);
            nextBackslash = src.indexOf("\\", after);
          }
          if (end === -1) fail("Unexpected character: unterminated string", cursor);
          const body = src.slice(cursor + 1, end);
          const value = escaped ? decodeEscapes(body) : body;
          push("String", value ?? fail("Unexpected character: invalid escape sequence in string", cursor), cursor);
          cursor = end + 1;
          continue;
        }
        if (code >= 48 && code <= 57) {
          // Jinja2 reads no float right after a dot, so `x.1.2` is two subscripts.
          const float = src[cursor - 1] !== "." ? matchAt(FLOAT, src, cursor) : "";
          const number = float || matchAt(INTEGER, src, cursor);
          push(float ? "Float" : "Integer", number, cursor);
          cursor += number.length;
          continue;
        }
        const next = src.charCodeAt(cursor + 1);
        // "//", "**", "==", "!=", "<=", ">=", else a single character (constant strings: no slice per operator).
        const op =
          (next === code && (code === 47 || code === 42)) ||
          (next === 61 && (code === 61 || code === 33 || code === 60 || code === 62))
            ? TWO_CHARACTER_OPERATORS[code]
            : (OPERATORS[code] ??
              fail(
                `Unexpected character: ${JSON.stringify(String.fromCodePoint(src.codePointAt(cursor) as number))}`,
                cursor,
              ));
        // "(", "[", "{" and ")", "]", "}" (no two-character operator starts with a bracket).
        if (code === 40 || code === 91 || code === 123) {
          if (closers.push(code === 40 ? ")" : code === 91 ? "]" : "}") > brackets) brackets = closers.length;
        } else if (code === 41 || code === 93 || code === 125) {
          const expected = closers.pop() ?? fail(`unexpected '${op}'`, cursor);
          if (expected !== op) fail(`unexpected '${op}', expected '${expected}'`, cursor);
        }
        push("Operator", op, cursor);
        cursor += op.length;
      }
      pos = cursor;
    }
    const last = tokens[tokens.length - 1];
    // The end of the template is where the last token starts, as Jinja2 places it.
    tokens.push({ type: "EOF", value: "", line: last?.line ?? 1, column: last?.column ?? 1 });
  } catch (error) {
    if (!(error instanceof LexerFailure)) throw error;
    tokens.push(error.token);
  }
  return [tokens, { longestTag, brackets }];
}

/** Ends tokenizing at a character Jinja2 cannot read: the Error token to end the tokens with. */
class LexerFailure {
  constructor(readonly token: Token) {}
}

/** Where the next `{{`, `{%` or `{#` starts from `from`, or -1 (a scan for "{" beats a regular expression here). */
function nextTagOpen(src: string, from: number): number {
  for (let at = src.indexOf("{", from); at >= 0; at = src.indexOf("{", at + 1)) {
    const kind = src.charCodeAt(at + 1);
    if (kind === 123 || kind === 37 || kind === 35) return at;
  }
  return -1;
}

/** Whether the tag whose name starts at `at` (after any whitespace) may be `raw`: the full check is a regex. */
function startsWithRaw(src: string, at: number): boolean {
  while (isPythonSpace(src.charCodeAt(at))) at++;
  return src.startsWith("raw", at);
}

function matchAt(pattern: RegExp, src: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(src)?.[0] ?? "";
}

/** Python's `\w` (letters, digits, underscore) and the other characters identifiers may continue with. */
const UNICODE_NAME = /[\p{L}\p{N}\p{XID_Continue}]+/uy;
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;
/** What Jinja2 under Python 3.11 does not take in a name, which JavaScript's identifier classes do (see unicode.ts). */
const NOT_PYTHON_NAME = new RegExp(`${NEWER_THAN_PYTHON.source}|${NOT_JINJA_NAME.source}`, "u");
/** A name up to its first character Python's does not take, which is then an unexpected character, as in Jinja2. */
function pythonName(name: string): string {
  const newer = NOT_PYTHON_NAME.exec(name);
  return newer ? name.slice(0, newer.index) : name;
}
/**
 * The class of each ASCII character: a table lookup is faster in the lexer's hottest loops. Names start with a
 * letter or underscore (NAME_START) and continue with those or digits (>= DIGIT); SPACE is Python's whitespace.
 */
const SPACE = 1;
const DIGIT = 2;
const NAME_START = 3;
const CHARS = Uint8Array.from({ length: 128 }, (_, code) =>
  code === 95 || ((code | 32) >= 97 && (code | 32) <= 122)
    ? NAME_START
    : code >= 48 && code <= 57
      ? DIGIT
      : isPythonSpace(code)
        ? SPACE
        : 0,
);

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
/** The digits of an octal escape or a complete hex escape (after its x, u or U). */
const NUMERIC_ESCAPE = /[0-7]{1,3}|x[\da-fA-F]{2}|u[\da-fA-F]{4}|U[\da-fA-F]{8}/y;

/**
 * Decodes a string literal's body the way Python's "unicode-escape" codec does:
 * simple escapes, \xhh, \uhhhh, \Uhhhhhhhh and octal; unknown escapes stay as written; null when a hex
 * escape is truncated or out of range (Python refuses those), and for \N{name}: Python's table of character
 * names is too large to carry, and an unknown or malformed name is an error in Python too.
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
    chunk = at + 2;
    if (decoded === undefined) {
      const digits = matchAt(NUMERIC_ESCAPE, body, at + 1);
      // Octal digits sort before the letters x, u and U; no digits parse as NaN.
      const octal = digits < "8";
      const code = Number.parseInt(octal ? digits : digits.slice(1), octal ? 8 : 16);
      if (code <= 0x10ffff) {
        decoded = String.fromCodePoint(code);
        chunk = at + 1 + digits.length;
      } else if (ch === "x" || ch === "u" || ch === "U" || ch === "N") return null;
      else if (ch >= "\x80") {
        // Jinja2 writes non-ASCII characters as Python escapes before decoding: the backslash escapes that escape's.
        const point = body.codePointAt(at + 1)!;
        const [letter, width] = point < 0x100 ? ["x", 2] : point < 0x10000 ? ["u", 4] : ["U", 8];
        decoded = `\\${letter}${point.toString(16).padStart(width, "0")}`;
        chunk = at + 1 + (point > 0xffff ? 2 : 1);
      } else decoded = `\\${ch}`;
    }
    out += decoded;
  }
  return out + body.slice(chunk);
}
