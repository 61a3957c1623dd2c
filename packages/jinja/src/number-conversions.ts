/**
 * Python's int() and float() of a value: strings are read as Python reads them (any decimal digit, underscores
 * between digits, only ASCII whitespace stripped around), numbers convert exactly.
 */
import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { NEWER_THAN_PYTHON } from "./unicode.js";
import {
  bitLength,
  exactInteger,
  float,
  isIntNumber,
  isNumber,
  isPythonSpace,
  numeric,
  parseDigits,
  repr,
  stringValue,
  typeName,
  Undefined,
} from "./values.js";

const overflowError = (message: string) => new TemplateRuntimeError(message, "OverflowError");

const DECIMAL = /\p{Nd}/u;
/**
 * The text Python's int() and float() read from a string: any decimal digit as its ASCII digit and other Unicode
 * whitespace as a space, then stripped of ASCII whitespace only (so "\x1c7", which str.strip() would strip, fails).
 */
function numberText(text: string): string {
  const ascii = asciiDigits(text).replace(/[^\0-\x7e]/gu, (ch) => (isPythonSpace(ch.charCodeAt(0)) ? " " : "?"));
  return ascii.replace(/^[ \t-\r]+|[ \t-\r]+$/g, "");
}

/** `text` with each decimal digit Python knows as its ASCII digit: where Python reads a number, any script's digits count. */
export const asciiDigits = (text: string): string =>
  /^[\0-\x7f]*$/.test(text)
    ? text
    : text.replace(/\p{Nd}/gu, (ch) => (NEWER_THAN_PYTHON.test(ch) ? ch : String(digitValue(ch))));

/** A decimal digit's value: Unicode encodes each set of decimal digits as one run from 0 to 9, runs may touch. */
function digitValue(ch: string): number {
  const code = ch.codePointAt(0)!;
  let start = code;
  while (DECIMAL.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

const PREFIX_BASES: Record<string, number> = { b: 2, o: 8, x: 16 };
/**
 * Python's int(text, base): a sign, a prefix if the base allows it, digits below the base with single underscores
 * between them (base 0 reads the prefix and refuses leading zeros); null when Python raises.
 */
export function parseInteger(text: string, base: number): number | bigint | null {
  if (base !== 0 && !(base >= 2 && base <= 36)) return null;
  const [, sign, body] = /^([-+]?)(.*)$/s.exec(numberText(text).toLowerCase())!;
  const prefix = /^0([box])_?/.exec(body);
  const prefixBase = prefix ? PREFIX_BASES[prefix[1]] : 0;
  const usePrefix = prefixBase && (base === 0 || base === prefixBase);
  const radix = usePrefix ? prefixBase : base || 10;
  const digits = usePrefix ? body.slice(prefix![0].length) : body;
  // Base 0 reads a decimal with a leading zero only when it is all zeros (`0_0`, not `0_07`).
  if (!/^[\da-z]+(_[\da-z]+)*$/.test(digits) || (base === 0 && !usePrefix && /^0(?!(_?0)*$)/.test(digits))) return null;
  if (Array.from(digits).some((d) => Number.parseInt(d, 36) >= radix)) return null;
  // Python reads at most 4300 digits in a base that is not a power of two.
  if (radix & (radix - 1) && digits.replaceAll("_", "").length > 4300) return null;
  return parseDigits(sign + digits.replaceAll("_", ""), radix);
}

/** Python's int(): raises on values that are not numbers or integer strings. */
export function strictInt(value: unknown): number | bigint {
  if (isNumber(value)) {
    const n = numeric(value);
    return typeof value === "bigint" ? value : typeof value === "number" && isIntNumber(n) ? n : toInteger(n);
  }
  const text = stringValue(value);
  const parsed = text === null ? null : parseInteger(text, 10);
  if (parsed !== null) return parsed;
  if (text !== null) throw valueError(`invalid literal for int() with base 10: ${repr(value)}`);
  if (value instanceof Undefined) value.fail();
  throw typeError(`int() argument must be a string, a bytes-like object or a real number, not '${typeName(value)}'`);
}

/** Python's float(): raises on values that are not numbers or numeric strings. */
export function strictFloat(value: unknown): unknown {
  const result = toFloat(value, null);
  if (result !== null) return result;
  if (stringValue(value) !== null) throw valueError(`could not convert string to float: ${repr(value)}`);
  if (value instanceof Undefined) value.fail();
  throw typeError(`float() argument must be a string or a real number, not '${typeName(value)}'`);
}

/** What Python's float() reads: digits with single underscores between them, an exponent, inf or nan. */
const DIGITS = "\\d+(?:_\\d+)*";
const FLOAT_TEXT = new RegExp(
  `^[-+]?(?:(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:e[-+]?${DIGITS})?|inf(?:inity)?|nan)$`,
);

export function toFloat(value: unknown, fallback: unknown): unknown {
  if (isNumber(value)) {
    const n = numeric(value);
    if (!Number.isFinite(n) && typeof value === "bigint") throw overflowError("int too large to convert to float");
    return float(n);
  }
  const spelled = stringValue(value);
  const s = spelled === null ? "" : numberText(spelled).toLowerCase();
  if (!FLOAT_TEXT.test(s)) return fallback;
  const sign = s.startsWith("-") ? -1 : 1;
  return s.endsWith("inf") || s.endsWith("infinity")
    ? sign * Infinity
    : s.endsWith("nan")
      ? Number.NaN
      : float(Number(s.replaceAll("_", "")));
}

/** The exact value of a finite float as a fraction (doubling until it is integral: a float's denominator is a power of two). */
export function exactRatio(x: number): [numerator: bigint, denominator: bigint] {
  let denominator = 1n;
  for (; !Number.isInteger(x); x *= 2) denominator *= 2n;
  return [BigInt(x), denominator];
}

/**
 * The float nearest to x / y (non-negative), rounded once: the quotient is scaled to 55 bits at least, and a
 * remainder sets its lowest bit, so that rounding it to a float rounds the exact value.
 */
export function exactQuotient(x: bigint, y: bigint): number {
  const shift = Math.max(0, 55 + bitLength(y) - bitLength(x));
  const scaled = x << BigInt(shift);
  let quotient = scaled / y;
  if (quotient * y !== scaled) quotient |= 1n;
  // Scaled back in two steps: 2 ** -shift alone is zero past 1074.
  return Number(quotient) * 2 ** -Math.min(shift, 1000) * 2 ** -Math.max(0, shift - 1000);
}

/** Python's int() of a float: NaN and infinities raise. */
export function toInteger(n: number): number | bigint {
  if (Number.isNaN(n)) throw valueError("cannot convert float NaN to integer");
  if (!Number.isFinite(n)) throw overflowError("cannot convert float infinity to integer");
  return exactInteger(n);
}
