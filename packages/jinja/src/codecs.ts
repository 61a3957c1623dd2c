/**
 * Python's codecs for `str.encode` and `bytes.decode`: UTF-8, UTF-16 (with its byte order mark, or little- or
 * big-endian), ASCII and Latin-1 by their common names, with the strict, replace and ignore error handlers. Errors
 * and replacements fall where CPython's decoders put them (a maximal invalid subpart at a time).
 */
import { TemplateRuntimeError } from "./errors.js";
import { codeEscape } from "./values.js";

type Codec = "utf-8" | "utf-16" | "utf-16-le" | "utf-16-be" | "ascii" | "latin-1";

function codecNamed(encoding: string): Codec {
  const name = encoding.toLowerCase().replace(/[-_ ]/g, "");
  if (/^(utf8?|u8)$/.test(name)) return "utf-8";
  const utf16 = /^u(tf)?16(le|be)?$/.exec(name);
  if (utf16) return utf16[2] ? `utf-16-${utf16[2] as "le" | "be"}` : "utf-16";
  if (/^(us)?ascii$/.test(name)) return "ascii";
  if (/^(latin1?|l1|iso88591|8859|cp819)$/.test(name)) return "latin-1";
  throw new TemplateRuntimeError(`unknown encoding: ${encoding}`, "LookupError");
}

/** What an error handler puts in place of what cannot be converted (an unknown handler raises only then). */
function recover(handler: string, error: () => TemplateRuntimeError, replacement: string): string {
  if (handler === "strict") throw error();
  if (handler === "replace") return replacement;
  if (handler === "ignore") return "";
  throw new TemplateRuntimeError(`unknown error handler name '${handler}'`, "LookupError");
}

const isSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdfff;

function utf8Bytes(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 63)];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
}

function utf16Bytes(code: number, bigEndian: boolean): number[] {
  const units = code < 0x10000 ? [code] : [0xd800 | ((code - 0x10000) >> 10), 0xdc00 | (code & 0x3ff)];
  return units.flatMap((unit) => (bigEndian ? [unit >> 8, unit & 255] : [unit & 255, unit >> 8]));
}

export function encode(text: string, encoding: string, errors: string): number[] {
  const codec = codecNamed(encoding);
  const limit = codec === "ascii" ? 0x80 : codec === "latin-1" ? 0x100 : 0x110000;
  const bytesOf = (code: number): number[] =>
    limit < 0x110000 ? [code] : codec === "utf-8" ? utf8Bytes(code) : utf16Bytes(code, codec === "utf-16-be");
  // Without a byte order, UTF-16 is little-endian after a byte order mark.
  const out: number[] = codec === "utf-16" ? [0xff, 0xfe] : [];
  let position = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < limit && !isSurrogate(code)) out.push(...bytesOf(code));
    else {
      const reason = code < limit ? "surrogates not allowed" : `ordinal not in range(${limit})`;
      const error = () =>
        new TemplateRuntimeError(
          `'${codec}' codec can't encode character '${codeEscape(ch)}' in position ${position}: ${reason}`,
          "UnicodeEncodeError",
        );
      if (recover(errors, error, "?")) out.push(...bytesOf(63));
    }
    position++;
  }
  return out;
}

/** A decoder's step: the text of the bytes from `at`, and where the next step starts. */
type Step = [text: string, next: number];

export function decode(codes: number[], encoding: string, errors: string): string {
  let codec = codecNamed(encoding);
  let at = 0;
  if (codec === "utf-16") {
    // The byte order mark says the order, and is not text; without one, little-endian.
    const bigEndian = codes[0] === 0xfe && codes[1] === 0xff;
    if (bigEndian || (codes[0] === 0xff && codes[1] === 0xfe)) at = 2;
    codec = bigEndian ? "utf-16-be" : "utf-16-le";
  }
  const fail = (start: number, end: number, reason: string): Step => {
    const which =
      end - start === 1
        ? `byte 0x${codes[start]!.toString(16).padStart(2, "0")} in position ${start}`
        : `bytes in position ${start}-${end - 1}`;
    const error = () =>
      new TemplateRuntimeError(`'${codec}' codec can't decode ${which}: ${reason}`, "UnicodeDecodeError");
    return [recover(errors, error, "\ufffd"), end];
  };
  const step = codec === "utf-16-le" || codec === "utf-16-be" ? utf16Step : STEPS[codec];
  let out = "";
  while (at < codes.length) {
    const [text, next] = step(codes, at, fail, codec === "utf-16-be");
    out += text;
    at = next;
  }
  return out;
}

type Fail = (start: number, end: number, reason: string) => Step;
type Decoder = (codes: number[], at: number, fail: Fail, bigEndian: boolean) => Step;

const STEPS: Record<"latin-1" | "ascii" | "utf-8", Decoder> = {
  "latin-1": (codes, at) => [String.fromCharCode(codes[at]!), at + 1],
  ascii: (codes, at, fail) =>
    codes[at]! < 0x80 ? [String.fromCharCode(codes[at]!), at + 1] : fail(at, at + 1, "ordinal not in range(128)"),
  "utf-8": (codes, at, fail) => {
    const lead = codes[at]!;
    if (lead < 0x80) return [String.fromCharCode(lead), at + 1];
    const follow =
      lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (!follow) return fail(at, at + 1, "invalid start byte");
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    let code = lead & (0x3f >> follow);
    let end = at + 1;
    for (; end <= at + follow; end++) {
      const byte = codes[end];
      if (byte === undefined) return fail(at, end, "unexpected end of data");
      if (byte < (end === at + 1 ? low : 0x80) || byte > (end === at + 1 ? high : 0xbf)) {
        return fail(at, end, "invalid continuation byte");
      }
      code = (code << 6) | (byte & 63);
    }
    return [String.fromCodePoint(code), end];
  },
};

const utf16Step: Decoder = (codes, at, fail, bigEndian) => {
  const unit = (i: number) => (bigEndian ? (codes[i]! << 8) | codes[i + 1]! : codes[i]! | (codes[i + 1]! << 8));
  if (at + 2 > codes.length) return fail(at, codes.length, "truncated data");
  const first = unit(at);
  if (!isSurrogate(first)) return [String.fromCharCode(first), at + 2];
  if (first >= 0xdc00) return fail(at, at + 2, "illegal encoding");
  if (at + 4 > codes.length) return fail(at, codes.length, "unexpected end of data");
  const second = unit(at + 2);
  if (second < 0xdc00 || second > 0xdfff) return fail(at, at + 2, "illegal UTF-16 surrogate");
  return [String.fromCharCode(first, second), at + 4];
};
