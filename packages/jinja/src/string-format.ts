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

/** Rounds half to even like Python when the decimal expansion is an exact tie; toFixed rounds ties up. */
function fixed(x: number, digits: number): string {
  const text = x.toFixed(digits);
  const expansion = Math.abs(x).toFixed(Math.min(100, digits + 30));
  const tail = expansion.slice(expansion.length - 30);
  if (/^50*$/.test(tail)) {
    const down = (Math.abs(x) - 0.5 * 10 ** -digits).toFixed(digits);
    const lastDigit = Number(down.replace(".", "").at(-1));
    if (lastDigit % 2 === 0) return (x < 0 ? "-" : "") + down;
  }
  return text;
}

function exponential(x: number, digits: number, upper = false): string {
  const [mantissa, exponent] = x.toExponential(digits).split("e");
  const n = Number(exponent);
  const text = `${mantissa}e${n < 0 ? "-" : "+"}${String(Math.abs(n)).padStart(2, "0")}`;
  return upper ? text.toUpperCase() : text;
}

function general(x: number, precision: number, alternate: boolean, upper = false): string {
  const p = precision === 0 ? 1 : precision;
  if (!Number.isFinite(x)) return specials(x, upper);
  if (x === 0) return alternate ? `${(0).toFixed(p - 1)}` : Object.is(x, -0) ? "-0" : "0";
  const exponent = Number(x.toExponential(p - 1).split("e")[1]);
  const text = exponent >= -4 && exponent < p ? fixed(x, p - 1 - exponent) : exponential(x, p - 1, upper);
  if (alternate) return text;
  const [mantissa, exponentPart] = text.split(/(?=[eE])/);
  return (mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa) + (exponentPart ?? "");
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
      return Number.isFinite(x) ? fixed(x, precision ?? 6) : specials(x, type === "F");
    case "e":
    case "E":
      return Number.isFinite(x) ? exponential(x, precision ?? 6, type === "E") : specials(x, type === "E");
    case "g":
    case "G":
      return general(x, precision ?? 6, alternate, type === "G");
    case "%":
      return `${fixed(x * 100, precision ?? 6)}%`;
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
    const sign = /^[-+ ]/.test(text) ? text[0] : "";
    return sign + fill.repeat(missing) + text.slice(sign.length);
  }
  return fill.repeat(missing) + text;
}

const withSign = (text: string, sign: string) => (text.startsWith("-") || !sign || sign === "-" ? text : sign + text);

/**
 * The part of a `%` conversion after its optional `(key)`: flags, width, precision, length modifier, type.
 * A precision of a bare `.` is 0 (`Number("")`), as in Python.
 */
const PERCENT_SPEC = /([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?[hlL]?([diouxXeEfFgGcrsa%])?/y;

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
    out += convert(name, flags, width, precision, type);
  }
  out += format.slice(cursor);
  if (!lenient && index < positional.length) throw typeError("not all arguments converted during string formatting");
  return out;

  function convert(name: string | undefined, flags: string, width?: string, precision?: string, type?: string): string {
    if (!type) throw valueError("incomplete format");
    if (type === "%") return "%";
    const w = width === "*" ? Number(take()) : width ? Number(width) : 0;
    const p = precision === "*" ? Number(take()) : precision !== undefined ? Number(precision) : null;
    const value = name !== undefined ? (byName ? dictGet(args, name, undefined) : take()) : byName ? args : take();
    if (name !== undefined && value === undefined) throw new TemplateRuntimeError(repr(name), "KeyError");
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
  const text = general(x, precision, false);
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
