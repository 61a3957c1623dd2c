import type { CompareOperator } from "./ast.js";
import { TemplateRuntimeError, typeError } from "./errors.js";
import { active, checkSize } from "./limits.js";
import { formatPercent } from "./string-format.js";
import {
  assertHashable,
  dictGet,
  equals,
  escapeValue,
  float,
  Generator,
  isFloat,
  isInt,
  isMapping,
  isNumber,
  isTuple,
  lessThan,
  Markup,
  numeric,
  PyFloat,
  str,
  stringValue,
  tuple,
  typeName,
  Undefined,
} from "./values.js";

/** Python's arithmetic operators on template values. */

const bothNumbers = (a: unknown, b: unknown) => isNumber(a) && isNumber(b);
/** int op int stays int; anything involving a float is a float. */
const arithmetic = (a: unknown, b: unknown, result: number) => (isFloat(a) || isFloat(b) ? float(result) : result);

const integral = (v: unknown) => isInt(v) || typeof v === "boolean";
const big = (v: unknown) => BigInt(v as number | bigint | boolean);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Back to a plain number when the value fits exactly. */
const normalize = (n: bigint): number | bigint => (n >= -MAX_SAFE && n <= MAX_SAFE ? Number(n) : n);

/** Integer arithmetic that stays exact beyond 2**53, as Python's ints do. */
function integerOp(a: unknown, b: unknown, fast: number, exact: (x: bigint, y: bigint) => bigint): unknown {
  if (typeof a !== "bigint" && typeof b !== "bigint" && Number.isSafeInteger(fast)) return fast;
  return normalize(exact(big(a), big(b)));
}

const unsupported = (operator: string, a: unknown, b: unknown): never => {
  if (a instanceof Undefined) a.fail();
  if (b instanceof Undefined) b.fail();
  throw typeError(`unsupported operand type(s) for ${operator}: '${typeName(a)}' and '${typeName(b)}'`);
};
const zeroDivision = (message: string) => new TemplateRuntimeError(message, "ZeroDivisionError");

export function add(a: unknown, b: unknown): unknown {
  if (typeof a === "string" && typeof b === "string") return sized(a + b);
  if (a instanceof Markup && (stringValue(b) !== null || b instanceof Undefined))
    return new Markup(a.value + escapeValue(b).value);
  if (b instanceof Markup && stringValue(a) !== null) return new Markup(escapeValue(a).value + b.value);
  if (integral(a) && integral(b)) return integerOp(a, b, numeric(a) + numeric(b), (x, y) => x + y);
  if (bothNumbers(a, b)) return arithmetic(a, b, numeric(a) + numeric(b));
  if (Array.isArray(a) && Array.isArray(b) && isTuple(a) === isTuple(b)) {
    const joined = [...a, ...b];
    return isTuple(a) ? tuple(joined) : joined;
  }
  if ((typeof a === "string" || Array.isArray(a)) && !(b instanceof Undefined)) {
    const kind = typeof a === "string" ? "str" : typeName(a);
    throw typeError(`can only concatenate ${kind} (not "${typeName(b)}") to ${kind}`);
  }
  return unsupported("+", a, b);
}

export function subtract(a: unknown, b: unknown): unknown {
  if (integral(a) && integral(b)) return integerOp(a, b, numeric(a) - numeric(b), (x, y) => x - y);
  if (bothNumbers(a, b)) return arithmetic(a, b, numeric(a) - numeric(b));
  return unsupported("-", a, b);
}

export function multiply(a: unknown, b: unknown): unknown {
  if (integral(a) && integral(b)) return integerOp(a, b, numeric(a) * numeric(b), (x, y) => x * y);
  if (bothNumbers(a, b)) return arithmetic(a, b, numeric(a) * numeric(b));
  const repeat = (sequence: unknown, times: unknown): unknown => {
    if (typeof times === "bigint" && (times >= 2n ** 63n || times < -(2n ** 63n))) {
      throw new TemplateRuntimeError("cannot fit 'int' into an index-sized integer", "OverflowError");
    }
    const size = (sequence as unknown[]).length;
    // Repeating an empty sequence any number of times (even 10**20) is empty: no loop.
    const count = size === 0 ? 0 : Math.max(0, Number(times));
    checkSize(count * size);
    if (typeof sequence === "string") return sequence.repeat(count);
    const items: unknown[] = [];
    for (let i = 0; i < count; i++) items.push(...(sequence as unknown[]));
    return isTuple(sequence) ? tuple(items) : items;
  };
  const isCount = (v: unknown) => isInt(v) || typeof v === "boolean";
  if (a instanceof Markup && isCount(b)) return new Markup(repeat(a.value, b) as string);
  if ((typeof a === "string" || Array.isArray(a)) && isCount(b)) return repeat(a, b);
  if ((typeof b === "string" || Array.isArray(b)) && isCount(a)) return repeat(b, a);
  if (typeof a === "string" || typeof b === "string" || Array.isArray(a) || Array.isArray(b)) {
    if (a instanceof Undefined) a.fail();
    if (b instanceof Undefined) b.fail();
    const other = typeof a === "string" || Array.isArray(a) ? b : a;
    throw typeError(`can't multiply sequence by non-int of type '${typeName(other)}'`);
  }
  return unsupported("*", a, b);
}

export function divide(a: unknown, b: unknown): unknown {
  if (!bothNumbers(a, b)) return unsupported("/", a, b);
  if (numeric(b) === 0) throw zeroDivision("division by zero");
  return float(numeric(a) / numeric(b));
}

export function floorDivide(a: unknown, b: unknown): unknown {
  if (!bothNumbers(a, b)) return unsupported("//", a, b);
  if (numeric(b) === 0)
    throw zeroDivision(
      isFloat(a) || isFloat(b) ? "float floor division by zero" : "integer division or modulo by zero",
    );
  if (integral(a) && integral(b)) {
    return integerOp(a, b, Math.floor(numeric(a) / numeric(b)), (x, y) => {
      const q = x / y;
      return q * y !== x && x < 0 !== y < 0 ? q - 1n : q;
    });
  }
  return float(floatDivmod(numeric(a), numeric(b))[0]);
}

/** Python's float divmod: the remainder takes the divisor's sign and the quotient is corrected for rounding. */
function floatDivmod(x: number, y: number): [number, number] {
  let mod = x % y;
  let div = (x - mod) / y;
  if (mod) {
    if (y < 0 !== mod < 0) {
      mod += y;
      div -= 1;
    }
  } else mod = y < 0 ? -0 : 0;
  let quotient: number;
  if (div) {
    quotient = Math.floor(div);
    if (div - quotient > 0.5) quotient += 1;
  } else quotient = x / y < 0 || Object.is(x / y, -0) ? -0 : 0;
  return [quotient, mod];
}

export function modulo(a: unknown, b: unknown): unknown {
  if (typeof a === "string") return formatPercent(a, b);
  if (a instanceof Markup) {
    const escaped = isTuple(b) ? tuple(b.map(escapeArgument)) : isMapping(b) ? b : escapeArgument(b);
    return new Markup(formatPercent(a.value, escaped));
  }
  if (!bothNumbers(a, b)) return unsupported("%", a, b);
  const x = numeric(a);
  const y = numeric(b);
  if (y === 0) throw zeroDivision(isFloat(a) || isFloat(b) ? "float modulo" : "integer modulo by zero");
  if (integral(a) && integral(b)) {
    if (typeof a === "bigint" || typeof b === "bigint") {
      const exact = big(a) % big(b);
      return normalize(exact !== 0n && exact < 0n !== big(b) < 0n ? exact + big(b) : exact);
    }
    const r = x % y;
    return r !== 0 && r < 0 !== y < 0 ? r + y : r === 0 ? 0 : r;
  }
  return float(floatDivmod(x, y)[1]);
}

export function power(a: unknown, b: unknown): unknown {
  if (!bothNumbers(a, b)) return unsupported("** or pow()", a, b);
  const x = numeric(a);
  const y = numeric(b);
  if (x === 0 && y < 0) throw zeroDivision("0.0 cannot be raised to a negative power");
  // Exact integer powers grow without bound: refuse results larger than the output could ever print.
  if (Math.abs(x) > 1 && y * Math.log2(Math.abs(x)) > 3.33 * active.limits.maxOutputLength) checkSize(Infinity);
  const result = x ** y;
  if (integral(a) && integral(b) && y >= 0) return integerOp(a, b, result, (p, q) => p ** q);
  return isFloat(a) || isFloat(b) || y < 0 ? float(result) : result;
}

export function negate(a: unknown): unknown {
  if (typeof a === "boolean") return -Number(a);
  if (a instanceof PyFloat) return new PyFloat(-a.value);
  if (typeof a === "number") return a === 0 && Number.isInteger(a) ? 0 : -a;
  if (typeof a === "bigint") return normalize(-a);
  if (a instanceof Undefined) a.fail();
  throw typeError(`bad operand type for unary -: '${typeName(a)}'`);
}

export function plus(a: unknown): unknown {
  if (typeof a === "boolean") return Number(a);
  if (isNumber(a)) return a;
  if (a instanceof Undefined) a.fail();
  throw typeError(`bad operand type for unary +: '${typeName(a)}'`);
}

/** `~`: string concatenation of str() of both operands. */
export const concat = (a: unknown, b: unknown): string => sized(str(a) + str(b));

/** Strings grow by doubling in a loop: refuse one longer than the output limit before it is ever flattened. */
function sized(s: string): string {
  checkSize(s.length);
  return s;
}

/** Python's `needle in haystack`. */
export function contains(haystack: unknown, needle: unknown): boolean {
  if (haystack instanceof Markup) return contains(haystack.value, stringValue(needle) ?? needle);
  if (typeof haystack === "string") {
    if (needle instanceof Markup) return haystack.includes(needle.value);
    if (typeof needle !== "string") {
      if (needle instanceof Undefined) needle.fail();
      throw typeError(`'in <string>' requires string as left operand, not ${typeName(needle)}`);
    }
    return haystack.includes(needle);
  }
  if (Array.isArray(haystack)) {
    for (const item of haystack) if (equals(item, needle)) return true;
    return false;
  }
  if (isMapping(haystack)) {
    assertHashable(needle);
    const missing = {};
    return dictGet(haystack, needle, missing) !== missing;
  }
  if (haystack instanceof Generator) return haystack.drain().some((item) => equals(item, needle));
  if (haystack instanceof Undefined) return false;
  throw typeError(`argument of type '${typeName(haystack)}' is not iterable`);
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

/** Markup's `%` escapes string arguments; numbers stay numbers so `%d` keeps working. */
const escapeArgument = (v: unknown): unknown => (typeof v === "string" || v instanceof Markup ? escapeValue(v) : v);

/** Python's slicing `value[start:stop:step]` for strings, lists and tuples. */
export function slice(value: unknown, start: unknown, stop: unknown, step: unknown): unknown {
  if (value instanceof Undefined) value.fail();
  const text = stringValue(value);
  const items = text !== null ? Array.from(text) : Array.isArray(value) ? value : null;
  if (!items) throw typeError(`'${typeName(value)}' object is not subscriptable`);
  const indices = sliceIndices(items.length, start, stop, step);
  const picked: unknown[] = [];
  for (const i of indices) picked.push(items[i]);
  if (value instanceof Markup) return new Markup(picked.join(""));
  if (text !== null) return picked.join("");
  return isTuple(value) ? tuple(picked) : picked;
}

function sliceIndices(size: number, start: unknown, stop: unknown, step: unknown): number[] {
  const bound = (v: unknown): number | null => {
    if (v === null || v === undefined || v instanceof Undefined) return null;
    if (!isInt(v) && typeof v !== "boolean")
      throw typeError("slice indices must be integers or None or have an __index__ method");
    return Number(v);
  };
  const by = bound(step) ?? 1;
  if (by === 0) throw new TemplateRuntimeError("slice step cannot be zero", "ValueError");
  const clamp = (v: number | null, fallback: number, low: number, high: number) => {
    if (v === null) return fallback;
    const n = v < 0 ? v + size : v;
    return Math.min(Math.max(n, low), high);
  };
  const result: number[] = [];
  if (by > 0) {
    const from = clamp(bound(start), 0, 0, size);
    const to = clamp(bound(stop), size, 0, size);
    for (let i = from; i < to; i += by) result.push(i);
  } else {
    const from = clamp(bound(start), size - 1, -1, size - 1);
    const to = clamp(bound(stop), -1, -1, size - 1);
    for (let i = from; i > to; i += by) result.push(i);
  }
  return result;
}
