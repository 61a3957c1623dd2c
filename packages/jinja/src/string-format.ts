import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { checkSize } from "./limits.js";
import { asciiDigits, strictFloat, strictInt, toInteger } from "./number-conversions.js";
import { asPythonSees } from "./unicode.js";
import {
  ascii,
  asInteger,
  codePointLength,
  complexPart,
  escapeHtml,
  exactValue,
  float,
  floatRepr,
  integer,
  intText,
  isFloat,
  isIntegral,
  isMapping,
  isNumber,
  isTuple,
  isUnsubscriptable,
  Markup,
  numeric,
  PyComplex,
  PyObject,
  repr,
  SURROGATE,
  str,
  stringValue,
  subscript,
  typeName,
  Undefined,
  withSign,
} from "./values.js";

const C_INT_MAX = 2 ** 31 - 1;

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

/**
 * The digits of finite |x| rounded half to even at 10**-decimals (`decimals` may be negative): Python rounds the
 * exact value of the double.
 */
function roundedDigits(x: number, decimals: number): string {
  const [n, s] = exact(x);
  if (s <= decimals) return String(n * 10n ** BigInt(decimals - s));
  const unit = 10n ** BigInt(s - decimals);
  const q = n / unit;
  const twice = (n % unit) * 2n;
  return String(twice > unit || (twice === unit && q & 1n) ? q + 1n : q);
}

/** `digits` with a decimal point after the first `at`; none when no digits follow it, unless `alternate` (`#`). */
const withPoint = (digits: string, at: number, alternate: boolean) =>
  digits.slice(0, at) + (at < digits.length || alternate ? "." : "") + digits.slice(at);

/** `%.{decimals}f` of finite |x|. */
function fixed(x: number, decimals: number, alternate: boolean): string {
  const digits = roundedDigits(x, decimals).padStart(decimals + 1, "0");
  return withPoint(digits, digits.length - decimals, alternate);
}

/** The `decimals + 1` significant digits of finite |x| and its decimal exponent. */
function significant(x: number, decimals: number): [string, number] {
  const [n, s] = exact(x);
  let exponent = n ? String(n).length - 1 - s : 0;
  let digits = roundedDigits(x, decimals - exponent).padEnd(decimals + 1, "0");
  // Rounding up can carry into a new digit (9.99 -> 10.0).
  if (digits.length > decimals + 1) [digits, exponent] = [digits.slice(0, -1), exponent + 1];
  return [digits, exponent];
}

/** `%.{decimals}e` of finite |x|. */
function exponential(x: number, decimals: number, alternate: boolean): string {
  const [digits, exponent] = significant(x, decimals);
  return `${withPoint(digits, 1, alternate)}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
}

/**
 * `%g` of finite |x|. `keepPoint` is format()'s float with a precision but no type, which switches to exponents
 * one digit earlier and keeps a ".0" on integral results.
 */
function general(x: number, precision: number, alternate: boolean, keepPoint = false): string {
  // A double's exact value has at most 767 significant digits: a larger precision only adds the zeros that are
  // stripped below (unless `#` keeps them), so it is clamped rather than computed.
  const p = alternate ? precision || 1 : Math.min(precision || 1, 800);
  const exponent = significant(x, p - 1)[1];
  let text =
    exponent >= -4 && exponent < p - +keepPoint
      ? fixed(x, p - 1 - exponent, alternate)
      : exponential(x, p - 1, alternate);
  // `#` keeps trailing zeros; otherwise they go, with a point left bare.
  if (!alternate && text.includes(".")) text = text.replace(/\.?0*(?=e|$)/, "");
  return keepPoint && /^\d+$/.test(text) ? `${text}.0` : text;
}

/**
 * Formats the value of an int, float or bool for a conversion type shared by `%` and format specs: d, f, e, g, x,
 * o, b, %, and "" for format()'s float with a precision but no type. An upper-case type is its lower-case type,
 * upper-cased. Integer types pad their digits with zeros to the precision (`%.3d`).
 */
function formatNumber(value: number | bigint, type: string, precision: number | null, alternate: boolean): string {
  if (precision !== null && precision > C_INT_MAX) throw valueError("precision too big");
  // A precision makes as many digits: refuse one past the output limit before computing them.
  if (precision !== null && (alternate || !/^[gG]?$/.test(type))) checkSize(precision);
  const lower = type.toLowerCase();
  let x = Number(value);
  let text: string;
  if (/[diuxob]/.test(lower)) {
    // int() of the float: NaN is a ValueError, an infinity an OverflowError.
    const n = typeof value === "bigint" ? value : BigInt(toInteger(x));
    const radix = lower === "x" ? 16 : lower === "o" ? 8 : lower === "b" ? 2 : 10;
    const magnitude = n < 0n ? -n : n;
    // Decimal digits beyond Python's limit on int-to-str conversion raise as str() does.
    const digits = (radix === 10 ? intText(magnitude) : magnitude.toString(radix)).padStart(precision ?? 0, "0");
    text = (n < 0n ? "-" : "") + (alternate && radix !== 10 ? `0${lower}` : "") + digits;
  } else {
    if (typeof value === "bigint" && !Number.isFinite(x))
      throw new TemplateRuntimeError("int too large to convert to float", "OverflowError");
    if (lower === "%") x *= 100;
    const decimals = precision ?? 6;
    const magnitude = Number.isNaN(x)
      ? "nan"
      : !Number.isFinite(x)
        ? "inf"
        : lower === "e"
          ? exponential(x, decimals, alternate)
          : lower === "g" || !lower
            ? general(x, decimals, alternate, !lower)
            : fixed(x, decimals, alternate);
    text = (x < 0 || Object.is(x, -0) ? "-" : "") + magnitude + (lower === "%" ? "%" : "");
  }
  return type === lower ? text : text.toUpperCase();
}

function pad(text: string, width: number, align: string, fill: string): string {
  const missing = width - codePointLength(text);
  if (missing <= 0) return text;
  checkSize(width);
  // "=" puts the fill after the sign and a `#` prefix (0x, 0o, 0b).
  const head = align === "=" ? /^[-+ ]?(0[xXob])?/.exec(text)![0] : "";
  const left = align === "<" ? 0 : align === "^" ? Math.floor(missing / 2) : missing;
  return head + fill.repeat(left) + text.slice(head.length) + fill.repeat(missing - left);
}

/**
 * The part of a `%` conversion after its optional `(key)`: flags, width, precision, length modifier, type.
 * A precision of a bare `.` is 0 (`Number("")`), as in Python.
 */
const PERCENT_SPEC = /([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?[hlL]?([\s\S])?/y;

/** `format % args` (printf-style formatting), scanned left to right as Python does. */
export function formatPercent(format: string, args: unknown, escaping = false): string {
  let positional = isTuple(args) ? args : [args];
  // Anything subscriptable but a tuple is Python's mapping here (a list too, which then wants int keys): it gives
  // the named values, and unused arguments are no error.
  const mapping =
    isMapping(args) ||
    (Array.isArray(args) && !isTuple(args) && !isUnsubscriptable(args)) ||
    args instanceof Undefined ||
    (args instanceof PyObject && args.item !== undefined);
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
    // Only a bare "%%" is a literal "%": with a key, flag, width or precision it is a conversion Python rejects.
    if (format[cursor] === "%") {
      out += "%";
      cursor++;
      continue;
    }
    if (format[cursor] === "(") {
      if (!mapping) throw typeError("format requires a mapping");
      // The key may itself contain balanced parentheses.
      let depth = 1;
      let end = cursor + 1;
      for (; end < format.length && depth; end++) depth += format[end] === "(" ? 1 : format[end] === ")" ? -1 : 0;
      if (depth) throw valueError("incomplete format key");
      // As in Python, the named value replaces the arguments: a later conversion without a key finds none left.
      positional = [subscript(args, format.slice(cursor + 1, end - 1))];
      index = 0;
      cursor = end;
    }
    PERCENT_SPEC.lastIndex = cursor;
    const [spec, flags, width, precision, type] = PERCENT_SPEC.exec(format)!;
    cursor += spec.length;
    out += convert(flags, width, precision, type);
  }
  out += format.slice(cursor);
  if (!mapping && index < positional.length) throw typeError("not all arguments converted during string formatting");
  return out;

  function convert(flags: string, width?: string, precision?: string, type?: string): string {
    // A `*` takes an int from the arguments as it is read (a C ssize_t for the width, a C int for the precision): a
    // negative width aligns left, a negative precision is 0.
    const star = (cType: "ssize_t" | "int") => {
      const v = take();
      // Markup's `%` wraps every argument in an escaping helper, which is no int.
      if (escaping || !isIntegral(v)) throw typeError("* wants int");
      return asInteger(v, cType);
    };
    if (beyondSsize(width)) throw valueError("width too big");
    let w = width === "*" ? star("ssize_t") : width ? Number(width) : 0;
    if (w < 0) {
      flags += "-";
      // C's negation leaves the least ssize_t negative, so that it pads nothing.
      w = w === -(2 ** 63) ? 0 : -w;
    }
    const p = precision === "*" ? Math.max(0, star("int")) : precision !== undefined ? Number(precision) : null;
    if (p !== null && p > C_INT_MAX) throw valueError("precision too big");
    if (!type) throw valueError("incomplete format");
    let value = take();
    if (!"diouxXeEfFgGcrsa".includes(type)) {
      const code = `0x${type.charCodeAt(0).toString(16)}`;
      throw valueError(`unsupported format character '${type}' (${code}) at index ${cursor - 1}`);
    }
    let text: string;
    // Markup's `%` (markupsafe's escape helper around each argument): str() and repr() come escaped, numbers
    // convert through int() or float(), and the integer-only types refuse the helper.
    if (escaping && "cxXo".includes(type)) throw typeError(`%${type} format: an integer is required`);
    if ("sra".includes(type)) {
      text = type === "s" ? str(value) : type === "r" ? repr(value) : ascii(value);
      if (escaping) text = value instanceof Markup && type === "s" ? value.value : escapeHtml(text);
      // The precision counts code points, as Python's strings do.
      if (p !== null) text = SURROGATE.test(text) ? Array.from(text).slice(0, p).join("") : text.slice(0, p);
    } else if (type === "c") {
      const char = stringValue(value);
      if (char === null ? !isIntegral(value) : codePointLength(char) !== 1) throw typeError("%c requires int or char");
      text = char ?? character(Number(value));
    } else {
      // Markup's helper converts its object with int() or float() (so `'3'` formats as a number).
      if (escaping && !isNumber(value) && !"xXo".includes(type))
        value = "diu".includes(type) ? strictInt(value) : strictFloat(value);
      if (!isNumber(value)) {
        // %x and %o want __index__, which Undefined lacks; the others call __int__ or __float__, which fail.
        const integer = "xXo".includes(type);
        if (value instanceof Undefined && !integer) value.fail();
        throw typeError(
          `%${type} format: ${integer ? "an integer" : "a real number"} is required, not ${typeName(value)}`,
        );
      }
      if ("xXo".includes(type) && isFloat(value)) throw typeError(`%${type} format: an integer is required, not float`);
      const sign = flags.includes("+") ? "+" : flags.includes(" ") ? " " : "";
      text = withSign(formatNumber(exactValue(value), type, p, flags.includes("#")), sign);
    }
    if (flags.includes("-")) return pad(text, w, "<", " ");
    // The `0` flag pads numbers only.
    if (flags.includes("0") && !"srac".includes(type)) return pad(text, w, "=", "0");
    return pad(text, w, ">", " ");
  }
}

/** `%c` and `{:c}` of an int: the character with that code. */
function character(code: number): string {
  if (!(code >= 0 && code < 0x110000)) throw new TemplateRuntimeError("%c arg not in range(0x110000)", "OverflowError");
  return String.fromCodePoint(code);
}

/** Whether a width or precision (ASCII digits) is past a C ssize_t. */
const beyondSsize = (digits: string | number | undefined) =>
  typeof digits === "string" && digits.length > 18 && /^\d+$/.test(digits) && BigInt(digits) >= 2n ** 63n;

// The width and precision may be written in any script's digits (those Python knows: see asPythonSees).
const FORMAT_SPEC = /^(?:([\s\S])?([<>=^]))?([-+ ])?(z)?(#)?(0)?(\p{Nd}+)?([,_])?(?:\.(\p{Nd}+))?([a-zA-Z%])?$/u;

/** Applies a format spec (`{:>10.2f}`) to a value, as Python's format() does. */
function formatWithSpec(value: unknown, spec: string): string {
  if (!spec) return str(value);
  if (value instanceof PyComplex) return complexWithSpec(value, spec);
  // Only strings and numbers take a spec: object.__format__ (Undefined's too) refuses any before reading it.
  const string = isNumber(value) ? null : stringValue(value);
  if (string === null && !isNumber(value))
    throw typeError(`unsupported format string passed to ${typeName(value)}.__format__`);
  const match = FORMAT_SPEC.exec(asPythonSees(spec));
  if (!match) throw valueError("Invalid format specifier");
  const [, fillSeen, alignGiven, sign = "", positiveZero, alternate, zero, widthText, grouping, digits, type = ""] =
    match;
  // The fill is any character, even one newer than Python's Unicode.
  const fillGiven = fillSeen && String.fromCodePoint(spec.codePointAt(0)!);
  const width = widthText ? asciiDigits(widthText) : 0;
  const precisionText = digits && asciiDigits(digits);
  const noPositiveZero = (kind: string) =>
    positiveZero && valueError(`Negative zero coercion (z) not allowed in ${kind} format specifier`);
  // Python reads the width and precision as C ssize_t values.
  if (beyondSsize(width) || beyondSsize(precisionText)) throw valueError("Too many decimal digits in format string");
  const precision = precisionText === undefined ? null : Number(precisionText);
  const align = alignGiven ?? (zero ? "=" : "");
  // A `0` before the width fills with zeros unless a fill is given.
  const zeroFill = fillGiven ?? (zero ? "0" : " ");
  const unknownCode = (kind: string) => valueError(`Unknown format code '${type}' for object of type '${kind}'`);
  // Parsing the spec checks the separator against the type (a string's default type is `s`).
  const shownType = type || (string === null ? "" : "s");
  if (grouping && !/^[deEfFgG%]?$/.test(shownType) && !(grouping === "_" && /^[boxX]$/.test(type)))
    throw valueError(`Cannot specify '${grouping}' with '${shownType}'.`);
  if (string !== null) {
    if (type && type !== "s") throw unknownCode(typeName(value));
    if (sign) throw valueError("Sign not allowed in string format specifier");
    if (positiveZero) throw noPositiveZero("string");
    if (alternate) throw valueError("Alternate form (#) not allowed in string format specifier");
    if (alignGiven === "=") throw valueError("'=' alignment not allowed in string format specifier");
    const text = precision === null ? string : Array.from(string).slice(0, precision).join("");
    // A `0` before the width fills a string too, aligned left as any string is.
    return pad(text, Number(width), alignGiven ?? "<", zeroFill);
  }
  const float = isFloat(value);
  const x = numeric(value);
  let text: string;
  if (type && "eEfFgG%".includes(type))
    text = formatNumber(float ? x : exactValue(value), type, precision, !!alternate);
  // `n` is `g`, or `d` for an int, in the C locale the sandbox runs in.
  else if (float && type === "n") text = formatNumber(x, "g", precision, !!alternate);
  else if (float ? type : type && !"dnxXobc".includes(type)) throw unknownCode(float ? "float" : "int");
  else if (float)
    // `#` keeps the decimal point (and, with a precision, the trailing zeros).
    text =
      precision === null
        ? alternate && Number.isFinite(x)
          ? floatRepr(x).replace(/^([^.e]*)(e|$)/, "$1.$2")
          : floatRepr(x)
        : formatNumber(x, "", precision, !!alternate);
  else if (precision !== null) throw valueError("Precision not allowed in integer format specifier");
  else if (positiveZero) throw noPositiveZero("integer");
  else if (type === "c") {
    if (sign) throw valueError("Sign not allowed with integer format specifier 'c'");
    if (alternate) throw valueError("Alternate form (#) not allowed with integer format specifier 'c'");
    text = character(x);
  } else text = formatNumber(exactValue(value), type === "n" ? "d" : type || "d", null, !!alternate);
  // `z`: a float that rounds to negative zero prints as zero.
  if (positiveZero && /^-0*\.?0*(?:e[+-]\d+)?%?$/i.test(text)) text = text.slice(1);
  if (grouping) {
    // Groups of three digits, or of four in binary, octal and hex (after any `#` prefix).
    const size = /[bxXo]/.test(type) ? 4 : 3;
    const [, head, digits, rest] = (size === 4 ? /^(-?(?:0[bxXo])?)([\da-fA-F]*)(.*)$/s : /^(-?)(\d*)(.*)$/s).exec(
      text,
    )!;
    let grouped = digits;
    // Zero padding after the sign (the `0` option) is made of digits, grouped with them, as Python does.
    if (digits && zeroFill === "0" && align === "=") {
      const room = Number(width) - head.length - rest.length - (!head.startsWith("-") && /[+ ]/.test(sign) ? 1 : 0);
      // The fewest digits whose grouped length fills the room (a group never starts with a separator).
      let length = Math.max(digits.length, Math.ceil((room * size) / (size + 1)));
      if (length + Math.floor((length - 1) / size) < room) length++;
      checkSize(length);
      grouped = digits.padStart(length, "0");
    }
    text = head + groupDigits(grouped, size, grouping) + rest;
  }
  return pad(withSign(text, sign), Number(width), align || ">", zeroFill);
}

/**
 * complex.__format__: each part formatted as a float with the spec (the imaginary one always signed), padded as a
 * whole; without a type, as str() writes it (`g` with a precision).
 */
function complexWithSpec(value: PyComplex, spec: string): string {
  const match = FORMAT_SPEC.exec(asPythonSees(spec));
  if (!match) throw valueError("Invalid format specifier");
  const [
    ,
    fillSeen,
    align = ">",
    sign = "",
    positiveZero = "",
    alternate = "",
    zero,
    width,
    grouping = "",
    digits,
    type,
  ] = match;
  if (align === "=") throw valueError("'=' alignment flag is not allowed in complex format specifier");
  if (zero) throw valueError("Zero padding is not allowed in complex format specifier");
  if (type && !"eEfFgGn".includes(type)) throw valueError(`Unknown format code '${type}' for object of type 'complex'`);
  const precision = digits === undefined ? "" : `.${digits}`;
  const partType = type === "n" ? "g" : type || (precision ? "g" : "");
  const part = partType
    ? (x: number, partSign: string) =>
        formatWithSpec(float(x), `${partSign}${positiveZero}${alternate}${grouping}${precision}${partType}`)
    : alternate
      ? // As repr writes each part, with a decimal point always (`1.j`).
        (x: number, partSign: string) => complexPart(x, partSign).replace(/^([-+ ]?\d+)(?=e|$)/, "$1.")
      : undefined;
  const text = value.text(part, sign, !type);
  const fill = fillSeen ? String.fromCodePoint(spec.codePointAt(0)!) : " ";
  return pad(text, width ? Number(asciiDigits(width)) : 0, align, fill);
}

/** `digits` with `separator` between groups of `size` counted from the right (in linear time: widths can be huge). */
function groupDigits(digits: string, size: number, separator: string): string {
  const first = digits.length % size || size;
  const groups = [digits.slice(0, first)];
  for (let at = first; at < digits.length; at += size) groups.push(digits.slice(at, at + size));
  return groups.join(separator);
}

/**
 * `str.format(*args, **kwargs)` as Python's string.Formatter (which Jinja2's sandbox extends) runs it. `keyword`
 * finds a named field (`kwargs[name]`, or `mapping[name]` for format_map); `lookup` resolves `.attr` and `[key]`
 * field parts with the sandbox's rules. A Markup format escapes each formatted field,
 * as markupsafe's EscapeFormatter does; a Markup field takes no spec and stays as it is.
 */
export function formatBraces(
  format: string | Markup,
  args: unknown[],
  keyword: (name: string) => unknown,
  lookup: { attr(obj: unknown, name: string): unknown; item(obj: unknown, key: unknown): unknown },
): string {
  // The next automatic field number (`{}`), or false once a field was numbered by hand (`{0}`).
  let automatic: number | false = 0;
  const switching = () => valueError("cannot switch from manual field specification to automatic field numbering");
  // The text with its fields formatted, as string.Formatter's _vformat: a field's spec may hold fields of its own,
  // expanded after the field's value is looked up, two levels below the format string at most.
  const expand = (text: string, depth: number): string => {
    if (depth < 0) throw valueError("Max string recursion exceeded");
    let out = "";
    let at = 0;
    for (let brace = nextBrace(text, 0); brace >= 0; brace = nextBrace(text, at)) {
      out += text.slice(at, brace);
      const c = text[brace];
      if (text[brace + 1] === c) {
        out += c;
        at = brace + 2;
      } else if (c === "}") throw valueError("Single '}' encountered in format string");
      else if (brace + 1 === text.length) throw valueError("Single '{' encountered in format string");
      else {
        const end = fieldEnd(text, brace + 1);
        out += field(text.slice(brace + 1, end), depth);
        at = end + 1;
      }
    }
    return out + text.slice(at);
  };
  const field = (text: string, depth: number): string => {
    // The field's syntax is checked before anything is looked up; the parts after its first only as they are read.
    const [name, conversion, spec] = splitField(text);
    const split = name.search(/[.[]/);
    const [head, rest] = split < 0 ? [name, ""] : [name.slice(0, split), name.slice(split)];
    // Only a bare `{}` or `{0}` counts for the numbering; `{.x}` looks up the keyword argument "".
    let index = fieldInteger(head);
    if (!name) {
      if (automatic === false) throw switching();
      index = automatic++;
    } else if (!rest && index !== null) {
      if (automatic) throw switching();
      automatic = false;
    }
    let value: unknown;
    if (index === null) value = keyword(head);
    else if (index < args.length) value = args[Number(index)];
    else throw new TemplateRuntimeError("tuple index out of range", "IndexError");
    for (let at = 0; at < rest.length; ) {
      const kind = rest[at++];
      const end = kind === "[" ? rest.indexOf("]", at) : kind === "." ? nextPart(rest, at) : -1;
      if (end < 0) {
        throw valueError(
          kind === "[" ? "Missing ']' in format string" : "Only '.' or '[' may follow ']' in format field specifier",
        );
      }
      const part = rest.slice(at, end);
      at = kind === "[" ? end + 1 : end;
      const key = kind === "[" ? (fieldInteger(part) ?? part) : part;
      if (!part) throw valueError("Empty attribute in format string");
      value = kind === "[" ? lookup.item(value, key) : lookup.attr(value, part);
    }
    if (conversion === "r") value = repr(value);
    else if (conversion === "a") value = ascii(value);
    else if (conversion === "s") value = str(value);
    else if (conversion !== undefined) throw valueError(`Unknown conversion specifier ${conversion}`);
    const fieldSpec = expand(spec, depth - 1);
    if (!(format instanceof Markup)) return formatWithSpec(value, fieldSpec);
    if (!(value instanceof Markup)) return escapeHtml(formatWithSpec(value, fieldSpec));
    if (fieldSpec) throw valueError("Unsupported format specification for Markup.");
    return value.value;
  };
  return expand(stringValue(format)!, 2);
}

/**
 * A field's name, conversion character and spec, as Python's parser splits them: brackets in the name hold any
 * character, a "{" outside them is an error, a conversion is one character followed by ":" or the end.
 */
function splitField(field: string): [name: string, conversion: string | undefined, spec: string] {
  let at = 0;
  for (; at < field.length && field[at] !== ":" && field[at] !== "!"; at++) {
    if (field[at] === "{") throw valueError("unexpected '{' in field name");
    if (field[at] === "[") {
      const close = field.indexOf("]", at);
      at = close < 0 ? field.length : close;
    }
  }
  const name = field.slice(0, at);
  if (field[at] !== "!") return [name, undefined, field.slice(at + 1)];
  if (at + 1 >= field.length) throw valueError("end of string while looking for conversion specifier");
  const conversion = String.fromCodePoint(field.codePointAt(at + 1)!);
  const after = at + 1 + conversion.length;
  if (after < field.length && field[after] !== ":") throw valueError("expected ':' after conversion specifier");
  return [name, conversion, field.slice(after + 1)];
}

/** Where an attribute name of a field ends: at the next "." or "[", or at the end. */
function nextPart(rest: string, from: number): number {
  const end = rest.slice(from).search(/[.[]/);
  return end < 0 ? rest.length : from + end;
}

/**
 * A field's number or item index when all its characters are decimal digits (of any script), else null. Python reads
 * it as a C ssize_t, digit by digit: one too many is an error even if a character that is no digit follows.
 */
function fieldInteger(text: string): number | bigint | null {
  if (!/^\p{Nd}/u.test(text)) return null;
  let value = 0n;
  for (const ch of text) {
    if (!/\p{Nd}/u.test(ch)) return null;
    value = value * 10n + BigInt(asciiDigits(ch));
    if (value >= 2n ** 63n) throw valueError("Too many decimal digits in format string");
  }
  return integer(value);
}

/** The first "{" or "}" of `text` from `from`, or -1. */
function nextBrace(text: string, from: number): number {
  for (let at = from; at < text.length; at++) if (text[at] === "{" || text[at] === "}") return at;
  return -1;
}

/**
 * Where the field that starts at `start` (after its "{") ends, as Python's MarkupIterator finds it: at the "}" that
 * balances the braces of its spec; brackets in its name hold any character.
 */
function fieldEnd(text: string, start: number): number {
  let depth = 1;
  let inName = true;
  for (let at = start; at < text.length; at++) {
    const c = text[at];
    if (inName && c === "[") {
      at = text.indexOf("]", at);
      if (at < 0) break;
    } else if (c === ":" || c === "!") inName = false;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return at;
  }
  throw valueError(depth > 1 ? "unmatched '{' in format spec" : "expected '}' before end of string");
}
