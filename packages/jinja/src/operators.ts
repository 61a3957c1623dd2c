import type { CompareOperator } from "./ast.js";
import { complexArithmetic, complexPower, type Parts } from "./complex.js";
import { LimitError, TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { floatPower } from "./float-power.js";
import { active, checkSize, sized, walk } from "./limits.js";
import { exactQuotient } from "./number-conversions.js";
import { formatPercent } from "./string-format.js";
import {
  assertHashable,
  byteString,
  bytes,
  Callable,
  classItem,
  codePoints,
  decimalDigits,
  dictGet,
  equals,
  escapeValue,
  float,
  hashedSet,
  inSet,
  integer,
  isFloat,
  isIntegral,
  isIterable,
  isList,
  isMapping,
  isNumber,
  isSet,
  isTuple,
  isUnsubscriptable,
  latin1,
  lazily,
  lessThan,
  Markup,
  NO_KEYWORDS,
  numeric,
  operandError,
  PyComplex,
  PyFloat,
  PyObject,
  rangeOf,
  repr,
  setOf,
  stringValue,
  toBigInt,
  tuple,
  typeName,
  Undefined,
  viewAttributes,
  viewName,
  walkDigits,
} from "./values.js";

/** Python's operators on template values. */

/** What `+` concatenates and `*` repeats: a str, list or tuple (ranges and dict views are no such sequences). */
const isSequence = (v: unknown): v is string | unknown[] => typeof v === "string" || isList(v);

const unsupported = (symbol: string, a: unknown, b: unknown): never =>
  operandError(`unsupported operand type(s) for ${symbol}: '${typeName(a)}' and '${typeName(b)}'`, a, b);

/**
 * Python's `a symbol b` on two numbers, a TypeError for anything else. int op int stays an int, computed on
 * bigints when it leaves the safe range (Python's ints are exact); anything involving a float is a float.
 */
function numbers(
  symbol: string,
  a: unknown,
  b: unknown,
  int: (x: number, y: number) => number,
  exact: (x: bigint, y: bigint) => bigint,
  real = int,
): unknown {
  if (a instanceof PyComplex || b instanceof PyComplex) return complex(symbol, a, b);
  if (!isNumber(a) || !isNumber(b)) return unsupported(symbol, a, b);
  if (!isIntegral(a) || !isIntegral(b)) return float(real(asFloat(a), asFloat(b)));
  const x = numeric(a);
  const y = numeric(b);
  const result = int(x, y);
  // Exact when both operands and the result are safe; an int has no negative zero (`0 * -1`, `0 // -5`).
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y) && Number.isSafeInteger(result)) return result || 0;
  const [p, q] = [toBigInt(a as number | bigint | boolean), toBigInt(b as number | bigint | boolean)];
  const exactResult = exact(p, q);
  walkDigits(p, q, exactResult);
  return integer(exactResult);
}

/** Python's `a symbol b` where an operand is complex (the other made complex), or a TypeError. */
function complex(symbol: string, a: unknown, b: unknown): unknown {
  const parts = (v: unknown): Parts | null =>
    v instanceof PyComplex ? [v.real, v.imag] : isNumber(v) ? [asFloat(v), 0] : null;
  const [x, y] = [parts(a), parts(b)];
  return (x && y && complexArithmetic(symbol, x, y)) ?? unsupported(symbol, a, b);
}

/** A number as the float Python converts it to for arithmetic with a float: an int beyond a float's range raises. */
function asFloat(v: unknown): number {
  const n = numeric(v);
  if (typeof v === "bigint" && !Number.isFinite(n)) throw overflowError("int too large to convert to float");
  return n;
}
const overflowError = (message: string) => new TemplateRuntimeError(message, "OverflowError");

const zeroDivision = (message: string) => new TemplateRuntimeError(message, "ZeroDivisionError");
/** Refuses a division of numbers by zero; Python's message tells int from float division. */
function checkDivisor(a: unknown, b: unknown, int: string, real = int): void {
  if (isNumber(a) && isNumber(b) && numeric(b) === 0) throw zeroDivision(isFloat(a) || isFloat(b) ? real : int);
}

/** Whether `a + b` joins two lists or two tuples. */
export const concatenates = (a: unknown, b: unknown): boolean => isList(a) && isList(b) && isTuple(a) === isTuple(b);

export function add(a: unknown, b: unknown): unknown {
  if (typeof a === "string" && typeof b === "string") return sized(a + b);
  if (a instanceof Markup && stringValue(b) !== null) return new Markup(sized(a.value + escapeValue(b).value));
  if (b instanceof Markup && stringValue(a) !== null) return new Markup(sized(escapeValue(a).value + b.value));
  if (concatenates(a, b)) {
    const [first, second] = [a as unknown[], b as unknown[]];
    // Lists double in a loop too (`ns.l + ns.l`); an array past V8's limit kills the process instead of throwing.
    checkSize(first.length + second.length);
    const joined = [...first, ...second];
    return isTuple(first) ? tuple(joined) : joined;
  }
  if (isSequence(a)) {
    const kind = typeName(a);
    operandError(`can only concatenate ${kind} (not "${typeName(b)}") to ${kind}`, b);
  }
  return numbers(
    "+",
    a,
    b,
    (x, y) => x + y,
    (x, y) => x + y,
  );
}

/** Python's `a - b` where either is a set (or dict keys or items view): the other iterable's items become a set too. */
function setDifference(a: unknown, b: unknown): unknown[] {
  // Undefined's own `-` raises before a view's reflected one runs.
  if (a instanceof Undefined) a.fail();
  const ours = hashedSet(a);
  const theirs = hashedSet(b);
  return setOf([...ours.keys()].filter((item) => !inSet(theirs, item)));
}

/** A dict view subtracts any iterable and from any; a set only from and with sets (or views). */
const isView = (v: unknown): boolean => isSet(v) && viewName(v) !== "set";
export const subtract = (a: unknown, b: unknown): unknown =>
  isView(a) || isView(b) || (isSet(a) && isSet(b))
    ? setDifference(a, b)
    : numbers(
        "-",
        a,
        b,
        (x, y) => x - y,
        (x, y) => x - y,
      );

export function multiply(a: unknown, b: unknown): unknown {
  if (a instanceof Markup || b instanceof Markup) {
    const [text, count] = a instanceof Markup ? [a, b] : [b as Markup, a];
    if (isIntegral(count)) return new Markup(repeat(text.value, count) as string);
    if (a instanceof Undefined) a.fail();
    // markupsafe's __mul__ and __rmul__ hand any count to str's `*`, which refuses it without calling it.
    throw typeError(`'${typeName(count)}' object cannot be interpreted as an integer`);
  }
  if (isSequence(a) && isIntegral(b)) return repeat(a, b);
  if (isSequence(b) && isIntegral(a)) return repeat(b, a);
  if (isSequence(a) || isSequence(b)) {
    operandError(`can't multiply sequence by non-int of type '${typeName(isSequence(a) ? b : a)}'`, a, b);
  }
  // Squaring in a loop doubles an int's digits each time: refuse before the multiplication runs for minutes.
  if ((typeof a === "bigint" || typeof b === "bigint") && isIntegral(a) && isIntegral(b)) {
    checkDigits(digits(a) + digits(b));
  }
  return numbers(
    "*",
    a,
    b,
    (x, y) => x * y,
    (x, y) => x * y,
  );
}

/** `sequence * times` for a str, list or tuple. */
function repeat(sequence: string | unknown[], times: number | bigint | boolean): string | unknown[] {
  if (typeof times === "bigint" && BigInt.asIntN(64, times) !== times) {
    throw new TemplateRuntimeError("cannot fit 'int' into an index-sized integer", "OverflowError");
  }
  const size = sequence.length;
  // Repeating an empty sequence any number of times (even 10**20) is empty: no loop.
  const count = size === 0 ? 0 : Math.max(0, Number(times));
  checkSize(count * size);
  if (typeof sequence === "string") return sequence.repeat(count);
  const items: unknown[] = [];
  for (let i = 0; i < count; i++) for (const item of sequence) items.push(item);
  return isTuple(sequence) ? tuple(items) : items;
}

export function divide(a: unknown, b: unknown): unknown {
  if (a instanceof PyComplex || b instanceof PyComplex) return complex("/", a, b);
  checkDivisor(a, b, "division by zero", "float division by zero");
  if (!isNumber(a) || !isNumber(b)) return unsupported("/", a, b);
  const x = numeric(a);
  const y = numeric(b);
  if (!isIntegral(a) || !isIntegral(b)) return float(asFloat(a) / asFloat(b));
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y)) return float(x / y);
  const [p, q] = [toBigInt(a), toBigInt(b)];
  walkDigits(p, q);
  return float(intDivide(p, q));
}

/** Python's int / int beyond 2**53: the exact quotient rounded once (dividing the operands' floats rounds twice). */
function intDivide(a: bigint, b: bigint): number {
  const result = exactQuotient(a < 0n ? -a : a, b < 0n ? -b : b);
  if (result === Infinity) throw overflowError("integer division result too large for a float");
  return a < 0n !== b < 0n ? -result : result;
}

/** Python's int remainder takes the divisor's sign (and an int has no negative zero). */
const floorMod = (x: number, y: number) => {
  const r = x % y;
  return r && r < 0 !== y < 0 ? r + y : r || 0;
};
const bigFloorMod = (x: bigint, y: bigint) => {
  const r = x % y;
  return r && r < 0n !== y < 0n ? r + y : r;
};

export function floorDivide(a: unknown, b: unknown): unknown {
  checkDivisor(a, b, "integer division or modulo by zero", "float floor division by zero");
  return numbers(
    "//",
    a,
    b,
    (x, y) => Math.floor(x / y),
    (x, y) => (x - bigFloorMod(x, y)) / y,
    (x, y) => floatDivmod(x, y)[0],
  );
}

/** Python's float divmod: the remainder takes the divisor's sign and the quotient is corrected for rounding. */
function floatDivmod(x: number, y: number): [number, number] {
  // As in C, NaN counts as nonzero.
  let mod = x % y;
  let div = (x - mod) / y;
  if (mod !== 0) {
    if (y < 0 !== mod < 0) {
      mod += y;
      div -= 1;
    }
  } else mod = y < 0 ? -0 : 0;
  let quotient: number;
  if (div !== 0) {
    quotient = Math.floor(div);
    if (div - quotient > 0.5) quotient += 1;
  } else quotient = x / y < 0 || Object.is(x / y, -0) ? -0 : 0;
  return [quotient, mod];
}

export function modulo(a: unknown, b: unknown): unknown {
  if (typeof a === "string") return formatPercent(a, b);
  if (a instanceof Markup) return new Markup(formatPercent(a.value, b, true));
  checkDivisor(a, b, "integer modulo by zero", "float modulo");
  return numbers("%", a, b, floorMod, bigFloorMod, (x, y) => floatDivmod(x, y)[1]);
}

/** The decimal digits of an int or float's magnitude, about (within one digit; enough for a limit). */
function digits(v: unknown): number {
  if (typeof v !== "bigint") return Math.log10(Math.abs(numeric(v)) || 1);
  return decimalDigits(v);
}

/** Refuses an exact int with more digits than the output could ever print. */
function checkDigits(count: number): void {
  const limit = active.limits.maxOutputLength;
  if (count > limit) {
    throw new LimitError(
      `An integer of about ${Math.ceil(count)} digits exceeds the output limit of ${limit}.`,
      "MemoryError",
    );
  }
}

export function power(a: unknown, b: unknown): unknown {
  if (isNumber(a) && isNumber(b)) {
    const x = numeric(a);
    const y = numeric(b);
    // Zero to the power -inf is inf (C's pow), to any other negative power an error.
    if (x === 0 && y < 0 && y !== -Infinity) throw zeroDivision("0.0 cannot be raised to a negative power");
    if (!isIntegral(a) || !isIntegral(b) || y < 0) {
      asFloat(a);
      asFloat(b);
      // C's pow: 1 to any power and -1 to an infinite one are 1 (JavaScript says NaN); finite operands may not
      // overflow.
      const result = x === 1 || (x === -1 && Math.abs(y) === Infinity) ? 1 : floatPower(x, y);
      // A negative number to a fractional power is complex (float's pow hands it to complex's).
      if (x < 0 && Number.isFinite(x) && Number.isFinite(y) && !Number.isInteger(y)) {
        return new PyComplex(...complexPower([x, 0], [y, 0]));
      }
      if (Math.abs(result) === Infinity && Number.isFinite(x) && Number.isFinite(y)) {
        throw new TemplateRuntimeError("(34, 'Numerical result out of range')", "OverflowError");
      }
      return float(result);
    }
    // Exact integer powers grow without bound.
    if (Math.abs(x) > 1 && y > 1) checkDigits(y * digits(a));
  }
  return numbers(
    "** or pow()",
    a,
    b,
    (x, y) => x ** y,
    (x, y) => x ** y,
  );
}

const badOperand = (symbol: string, a: unknown): never =>
  operandError(`bad operand type for unary ${symbol}: '${typeName(a)}'`, a);

export function negate(a: unknown): unknown {
  if (a instanceof PyFloat) return new PyFloat(-a.value);
  if (a instanceof PyComplex) return new PyComplex(-a.real, -a.imag);
  // An int zero has no sign (a float zero is a PyFloat).
  if (typeof a === "number" || typeof a === "boolean") return 0 - Number(a);
  if (typeof a === "bigint") {
    walkDigits(a);
    return integer(-a);
  }
  return badOperand("-", a);
}

export function plus(a: unknown): unknown {
  if (typeof a === "boolean") return Number(a);
  return isNumber(a) || a instanceof PyComplex ? a : badOperand("+", a);
}

/** Python's `needle in haystack`. */
function contains(haystack: unknown, needle: unknown): boolean {
  // A keys view is a set, which hashes the needle; an items view hashes a pair's key.
  const kind = viewName(haystack);
  if (kind === "dict_keys" || kind === "set") assertHashable(needle);
  if (kind === "dict_items" && isTuple(needle) && needle.length === 2) assertHashable(needle[0]);
  // A keys or items view looks the key up in its dict, as Python does (a scan would make loops quadratic).
  if (kind === "dict_keys" || kind === "dict_items") {
    const mapping = viewAttributes(haystack)?.mapping;
    const missing = {};
    if (kind === "dict_keys") return dictGet(mapping, needle, missing) !== missing;
    if (!isTuple(needle) || needle.length !== 2) return false;
    const value = dictGet(mapping, needle[0], missing);
    return value !== missing && equals(value, needle[1]);
  }
  // A range holds an int (or a bool) where its arithmetic says so, as Python decides it without a scan.
  if (kind === "range" && isIntegral(needle)) {
    const range = viewAttributes(haystack) as Record<"start" | "step", number | bigint>;
    const steps = toBigInt(needle) - toBigInt(range.start);
    const step = toBigInt(range.step);
    const index = steps / step;
    return steps % step === 0n && index >= 0n && index < BigInt((haystack as unknown[]).length);
  }
  if (kind === "bytes") return latin1(haystack as number[]).includes(byteString(needle));
  const text = stringValue(haystack);
  if (text !== null) {
    const part = stringValue(needle);
    if (part === null) throw typeError(`'in <string>' requires string as left operand, not ${typeName(needle)}`);
    walk(text.length);
    return text.includes(part);
  }
  if (isMapping(haystack)) {
    assertHashable(needle);
    const missing = {};
    return dictGet(haystack, needle, missing) !== missing;
  }
  if (!isIterable(haystack)) throw typeError(`argument of type '${typeName(haystack)}' is not iterable`);
  for (const item of lazily(haystack)) if (equals(item, needle)) return true;
  return false;
}

/** Python's comparison operators (the tests `eq`, `lt`, `in`, ... share them). */
export const COMPARISONS: Record<CompareOperator, (a: unknown, b: unknown) => boolean> = {
  "==": equals,
  "!=": (a, b) => !equals(a, b),
  "<": (a, b) => lessThan(a, b, "<"),
  "<=": (a, b) => lessThan(a, b, "<=") || equals(a, b),
  ">": (a, b) => lessThan(b, a, ">", true),
  ">=": (a, b) => lessThan(b, a, ">=", true) || equals(a, b),
  in: (a, b) => contains(b, a),
  "not in": (a, b) => !contains(b, a),
};

/** Python's slice object, which a subscript holds in a tuple key (`x[1, ::2]`) and a class subscript takes (`dict[1:2]`). */
export class SliceObject extends PyObject {
  constructor(readonly bounds: unknown[]) {
    super();
  }
  attribute(): undefined {}
  get typeName(): string {
    return "slice";
  }
  override repr(): string {
    return `slice(${this.bounds.map((b) => repr(b)).join(", ")})`;
  }
}

/** Python's slicing `value[start:stop:step]` for strings, lists and tuples. */
export function slice(value: unknown, start: unknown, stop: unknown, step: unknown): unknown {
  if (value instanceof Undefined) value.fail();
  const text = stringValue(value);
  const kind = viewName(value);
  const items = text !== null ? codePoints(text) : Array.isArray(value) && !isUnsubscriptable(value) ? value : null;
  if (items === null) {
    // A class with `__class_getitem__` (dict) makes a generic alias of the slice.
    const getitem = classItem(value);
    if (getitem instanceof Callable) return getitem.call([new SliceObject([start, stop, step])], NO_KEYWORDS);
    // A dict looks the slice up as a key, which Python 3.11 cannot hash.
    if (isMapping(value)) throw typeError("unhashable type: 'slice'");
    throw typeError(`'${typeName(value)}' object is not subscriptable`);
  }
  const by = sliceIndex(step) ?? 1;
  if (by === 0) throw valueError("slice step cannot be zero");
  // Python's slice.indices(): a negative bound counts from the end, then bounds are clamped to the sequence.
  const size = items.length;
  const [low, high] = by > 0 ? [0, size] : [-1, size - 1];
  const bound = (v: unknown, fallback: number) => {
    const n = sliceIndex(v);
    return n === null ? fallback : Math.min(Math.max(n < 0 ? n + size : n, low), high);
  };
  const from = bound(start, by > 0 ? low : high);
  const to = bound(stop, by > 0 ? high : low);
  // Refused before it is built: a caller's sparse array may claim billions of items.
  checkSize(Math.ceil((to - from) / by));
  // A step of 1 is a native slice (of the string itself when it holds no surrogate pair).
  if (by === 1 && typeof items === "string") {
    const part = items.slice(from, to);
    return value instanceof Markup ? new Markup(part) : part;
  }
  let picked: unknown[];
  if (by === 1) picked = (items as unknown[]).slice(from, Math.max(from, to));
  else {
    picked = [];
    for (let i = from; by > 0 ? i < to : i > to; i += by) picked.push(items[i]);
  }
  if (kind === "range") {
    // Exact ints: a range's bounds and the slice's step may be past 2**53.
    const range = viewAttributes(value) as Record<"start" | "step", number | bigint>;
    const at = (index: number) => integer(toBigInt(range.start) + BigInt(index) * toBigInt(range.step));
    const sliceStep = toBigInt((step ?? 1) as number | bigint | boolean);
    return rangeOf(picked, at(from), at(to), integer(toBigInt(range.step) * sliceStep));
  }
  if (text === null) return kind === "bytes" ? bytes(picked as number[]) : isTuple(value) ? tuple(picked) : picked;
  return value instanceof Markup ? new Markup(picked.join("")) : picked.join("");
}

function sliceIndex(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (!isIntegral(v)) throw typeError("slice indices must be integers or None or have an __index__ method");
  return Number(v);
}
