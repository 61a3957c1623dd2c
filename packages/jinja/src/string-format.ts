import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { checkSize } from "./limits.js";
import {
  dictGet,
  floatRepr,
  isFloat,
  isInt,
  isMapping,
  isNumber,
  isTuple,
  numeric,
  repr,
  str,
  typeName,
  Undefined,
} from "./values.js";

/** Python's printf-style `format % args` and `str.format()`, for the values templates use. */

/**
 * |x| (finite) exactly, as a bigint `n` and a count of decimals `s`: |x| = n / 10**s. Doubling is exact,
 * so x·2**s is an integer for the smallest such s, and n = x·2**s·5**s.
 */
function exact(x: number): [bigint, number] {
  let s = 0;
  for (x = Math.abs(x); x % 1; s++) x *= 2;
  return [BigInt(x) * 5n ** BigInt(s), s];
}

/** n / 10**k rounded half to even (k may be negative): Python rounds the exact value of the double. */
function shift(n: bigint, k: number): bigint {
  if (k <= 0) return n * 10n ** BigInt(-k);
  const unit = 10n ** BigInt(k);
  const q = n / unit;
  const r = (n % unit) * 2n;
  return r > unit || (r === unit && q & 1n) ? q + 1n : q;
}

const minus = (x: number) => (1 / x < 0 ? "-" : "");

/** `%.{digits}f` of a finite x; `alternate` (`#`) keeps the point when there are no decimals. */
function fixed(x: number, digits: number, alternate = false): string {
  const [n, s] = exact(x);
  const text = String(shift(n, s - digits)).padStart(digits + 1, "0");
  const integer = text.slice(0, text.length - digits);
  return minus(x) + integer + (digits || alternate ? "." : "") + text.slice(integer.length);
}

/** The digits of a finite |x| rounded to `digits + 1` significant digits, and its decimal exponent. */
function significant(x: number, digits: number): [string, number] {
  const [n, s] = exact(x);
  let exponent = n ? String(n).length - 1 - s : 0;
  let text = String(shift(n, exponent + s - digits)).padEnd(digits + 1, "0");
  if (text.length > digits + 1) [text, exponent] = [text.slice(0, -1), exponent + 1];
  return [text, exponent];
}

function exponential(x: number, digits: number, alternate: boolean, upper = false): string {
  const [text, n] = significant(x, digits);
  const mantissa = text[0] + (digits || alternate ? "." : "") + text.slice(1);
  const result = `${minus(x)}${mantissa}e${n < 0 ? "-" : "+"}${String(Math.abs(n)).padStart(2, "0")}`;
  return upper ? result.toUpperCase() : result;
}

/** `%g`; `dot0` is format()'s float with a precision but no type, which switches to exponents one digit earlier. */
function general(x: number, precision: number, alternate: boolean, upper = false, dot0 = false): string {
  const p = precision || 1;
  if (!Number.isFinite(x)) return specials(x, upper);
  const exponent = significant(x, p - 1)[1];
  const text =
    exponent >= -4 && exponent < p - +dot0
      ? fixed(x, p - 1 - exponent, alternate)
      : exponential(x, p - 1, alternate, upper);
  // `#` keeps trailing zeros; otherwise they go, with a point left bare.
  return alternate || !text.includes(".") ? text : text.replace(/\.?0*(?=e|$)/i, "");
}

const specials = (x: number, upper: boolean) => {
  const text = Number.isNaN(x) ? "nan" : x > 0 ? "inf" : "-inf";
  return upper ? text.toUpperCase() : text;
};

/** Formats a number for a conversion type shared by `%` and format specs (d, f, e, g, x, o, b, %). */
function formatNumber(
  value: unknown,
  type: string,
  precision: number | null,
  alternate: boolean,
  context: string,
): string {
  if (!isNumber(value)) {
    if (value instanceof Undefined) value.fail();
    throw typeError(`${context}: a real number is required, not ${typeName(value)}`);
  }
  const x = numeric(value);
  switch (type) {
    case "d":
    case "i":
    case "u":
      return String(Math.trunc(x));
    case "x":
    case "X":
    case "o":
    case "b": {
      const radix = type === "o" ? 8 : type === "b" ? 2 : 16;
      const digits = Math.abs(Math.trunc(x)).toString(radix);
      const prefix = alternate ? `0${type === "X" ? "X" : type}` : "";
      const body = type === "X" ? digits.toUpperCase() : digits;
      return `${x < 0 ? "-" : ""}${prefix}${body}`;
    }
    case "f":
    case "F":
    case "%": {
      // format()'s "%" multiplies the double by 100 first, as Python does.
      const v = type === "%" ? x * 100 : x;
      const text = Number.isFinite(v) ? fixed(v, precision ?? 6, alternate) : specials(v, type === "F");
      return type === "%" ? `${text}%` : text;
    }
    case "e":
    case "E":
      return Number.isFinite(x) ? exponential(x, precision ?? 6, alternate, type === "E") : specials(x, type === "E");
    case "g":
    case "G":
      return general(x, precision ?? 6, alternate, type === "G");
  }
  throw valueError(`unsupported format character '${type}'`);
}

function pad(text: string, width: number, align: string, fill: string): string {
  const missing = width - Array.from(text).length;
  if (missing <= 0) return text;
  checkSize(width);
  if (align === "<") return text + fill.repeat(missing);
  if (align === "^") return fill.repeat(Math.floor(missing / 2)) + text + fill.repeat(Math.ceil(missing / 2));
  if (align === "=") {
    // The sign and a `#` prefix (0x, 0o, 0b) stay before the fill.
    const sign = /^[-+ ]?(0[xXob])?/.exec(text)![0];
    return sign + fill.repeat(missing) + text.slice(sign.length);
  }
  return fill.repeat(missing) + text;
}

const withSign = (text: string, sign: string) => (text.startsWith("-") || !sign || sign === "-" ? text : sign + text);

/**
 * The part of a `%` conversion after its optional `(key)`: flags, width, precision, length modifier, type.
 * A precision of a bare `.` is 0 (`Number("")`), as in Python.
 */
const PERCENT_SPEC = /([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?[hlL]?([\s\S])?/y;

/** `format % args` (printf-style formatting), scanned left to right as Python does. */
export function formatPercent(format: string, args: unknown): string {
  const positional = isTuple(args) ? args : [args];
  const byName = isMapping(args) && !isTuple(args);
  // Python never complains about unused arguments when they come as a mapping or list (anything subscriptable).
  const lenient = byName || (Array.isArray(args) && !isTuple(args)) || args instanceof Undefined;
  let index = 0;
  const take = () => {
    if (index >= positional.length) throw typeError("not enough arguments for format string");
    return positional[index++];
  };
  let out = "";
  let cursor = 0;
  for (let at = format.indexOf("%"); at >= 0; at = format.indexOf("%", cursor)) {
    out += format.slice(cursor, at);
    cursor = at + 1;
    let name: string | undefined;
    if (format[cursor] === "(") {
      // The key may itself contain balanced parentheses.
      let depth = 1;
      let end = cursor + 1;
      for (; end < format.length && depth; end++) depth += format[end] === "(" ? 1 : format[end] === ")" ? -1 : 0;
      if (depth) throw valueError("incomplete format key");
      name = format.slice(cursor + 1, end - 1);
      cursor = end;
    }
    PERCENT_SPEC.lastIndex = cursor;
    const [spec, flags, width, precision, type] = PERCENT_SPEC.exec(format)!;
    cursor += spec.length;
    // Only a bare "%%" is a literal "%": with a key, flag, width or precision it is a conversion Python rejects.
    out += spec === "%" && name === undefined ? "%" : convert(name, flags, width, precision, type);
  }
  out += format.slice(cursor);
  if (!lenient && index < positional.length) throw typeError("not all arguments converted during string formatting");
  return out;

  function convert(name: string | undefined, flags: string, width?: string, precision?: string, type?: string): string {
    if (!type) throw valueError("incomplete format");
    const w = width === "*" ? Number(take()) : width ? Number(width) : 0;
    const p = precision === "*" ? Number(take()) : precision !== undefined ? Number(precision) : null;
    const value = name !== undefined ? (byName ? dictGet(args, name, undefined) : take()) : byName ? args : take();
    if (name !== undefined && value === undefined) throw new TemplateRuntimeError(repr(name), "KeyError");
    if (!"diouxXeEfFgGcrsa".includes(type)) {
      const code = type.charCodeAt(0).toString(16);
      throw valueError(`unsupported format character '${type}' (0x${code}) at index ${cursor - 1}`);
    }
    let text: string;
    if (type === "s" || type === "r" || type === "a") {
      text = type === "s" ? str(value) : repr(value);
      if (p !== null) text = text.slice(0, p);
    } else if (type === "c") {
      text = typeof value === "string" ? value : String.fromCodePoint(Number(value));
    } else {
      text = formatNumber(value, type, p, flags.includes("#"), `%${type} format`);
      text = withSign(text, flags.includes("+") ? "+" : flags.includes(" ") ? " " : "");
    }
    if (flags.includes("-")) return pad(text, w, "<", " ");
    if (flags.includes("0") && type !== "s" && type !== "r") return pad(text, w, "=", "0");
    return pad(text, w, ">", " ");
  }
}

const FORMAT_SPEC = /^(?:([\s\S])?([<>=^]))?([-+ ])?(#)?(0)?(\d+)?([,_])?(?:\.(\d+))?([a-zA-Z%])?$/;

/** Applies a format spec (`{:>10.2f}`) to a value, as Python's format() does. */
function formatWithSpec(value: unknown, spec: string): string {
  if (!spec) return str(value);
  const match = FORMAT_SPEC.exec(spec);
  if (!match) throw valueError("Invalid format specifier");
  const [, fill = " ", alignGiven, sign = "", alternate, zero, width, grouping, precisionText, type = ""] = match;
  const precision = precisionText === undefined ? null : Number(precisionText);
  let align = alignGiven ?? (zero ? "=" : "");
  const zeroFill = zero && !alignGiven ? "0" : fill;
  let text: string;
  if (typeof value === "string" || !isNumber(value)) {
    if (type && type !== "s") {
      throw valueError(`Unknown format code '${type}' for object of type '${typeName(value)}'`);
    }
    if (!isNumber(value) && typeof value !== "string") {
      if (value instanceof Undefined) return pad("", Number(width ?? 0), align || "<", fill);
      throw typeError(`unsupported format string passed to ${typeName(value)}.__format__`);
    }
    text = str(value);
    if (precision !== null) text = Array.from(text).slice(0, precision).join("");
    align ||= "<";
  } else {
    const floatValue = isFloat(value);
    if (isInt(value) || typeof value === "boolean") {
      if ("eEfFgG%".includes(type) && type) text = formatNumber(value, type, precision, !!alternate, "format");
      else if (!type || "dnxXob".includes(type)) {
        if (precision !== null) throw valueError("Precision not allowed in integer format specifier");
        text = formatNumber(value, type === "n" || !type ? "d" : type, null, !!alternate, "format");
      } else throw valueError(`Unknown format code '${type}' for object of type 'int'`);
    } else if (floatValue) {
      if (!type) text = precision === null ? floatRepr(numeric(value)) : generalKeepPoint(numeric(value), precision);
      else if ("eEfFgG%".includes(type)) text = formatNumber(value, type, precision, !!alternate, "format");
      else throw valueError(`Unknown format code '${type}' for object of type 'float'`);
    } else text = str(value);
    if (grouping)
      text = text.replace(
        /^([-+]?)(\d+)/,
        (_m, s: string, digits: string) => s + digits.replace(/\B(?=(\d{3})+$)/g, grouping),
      );
    text = withSign(text, sign);
    align ||= ">";
  }
  return pad(text, Number(width ?? 0), align, zeroFill);
}

/** Python's float formatting with a precision but no type: like "g" but keeps a ".0" on integral results. */
function generalKeepPoint(x: number, precision: number): string {
  const text = general(x, precision, false, false, true);
  return /^-?\d+$/.test(text) ? `${text}.0` : text;
}

/** `str.format(*args, **kwargs)`. `lookup` resolves `.attr` and `[key]` field parts with the sandbox's rules. */
export function formatBraces(
  format: string,
  args: unknown[],
  kwargs: Record<string, unknown>,
  lookup: { attr(obj: unknown, name: string): unknown; item(obj: unknown, key: unknown): unknown },
): string {
  let automatic = 0;
  let mode: "auto" | "manual" | "" = "";
  return format.replace(/\{\{|\}\}|\{([^{}]*)\}|[{}]/g, (whole, field: string | undefined) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    if (field === undefined) throw valueError(`Single '${whole}' encountered in format string`);
    const [, head, rest, conversion, spec] =
      /^([^.[!:]*)((?:\.[^.[!:]+|\[[^\]]*\])*)(?:!([rsa]))?(?::([\s\S]*))?$/.exec(field) ?? [];
    if (head === undefined) throw valueError("Invalid format string");
    let value: unknown;
    if (head === "" || /^\d+$/.test(head)) {
      const wanted = head === "" ? "auto" : "manual";
      if (mode && mode !== wanted) {
        throw valueError(
          wanted === "auto"
            ? "cannot switch from manual field specification to automatic field numbering"
            : "cannot switch from automatic field numbering to manual field specification",
        );
      }
      mode = wanted;
      const position = head === "" ? automatic++ : Number(head);
      if (position >= args.length)
        throw new TemplateRuntimeError("Replacement index out of range for positional args tuple", "IndexError");
      value = args[position];
    } else {
      if (!Object.hasOwn(kwargs, head)) throw new TemplateRuntimeError(repr(head), "KeyError");
      value = kwargs[head];
    }
    for (const part of rest.match(/\.[^.[]+|\[[^\]]*\]/g) ?? []) {
      if (part[0] === ".") value = lookup.attr(value, part.slice(1));
      else {
        const key = part.slice(1, -1);
        value = lookup.item(value, /^\d+$/.test(key) ? Number(key) : key);
      }
    }
    if (conversion === "r" || conversion === "a") value = repr(value);
    else if (conversion === "s") value = str(value);
    return formatWithSpec(value, spec ?? "");
  });
}
