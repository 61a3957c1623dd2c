import { TemplateRuntimeError } from "./errors.js";
import { floatPower } from "./float-power.js";
import { PyComplex } from "./values.js";

/** A complex number's real and imaginary parts. */
export type Parts = readonly [number, number];

const zeroDivision = (message: string) => new TemplateRuntimeError(message, "ZeroDivisionError");

/**
 * Python's arithmetic on complex numbers (`a symbol b`, either operand a number made complex), as CPython's
 * complexobject.c computes it; null for an operator complex numbers do not have (`//`, `%`).
 */
export function complexArithmetic(symbol: string, [a, b]: Parts, [c, d]: Parts): PyComplex | null {
  switch (symbol) {
    case "+":
      return new PyComplex(a + c, b + d);
    case "-":
      return new PyComplex(a - c, b - d);
    case "*":
      return new PyComplex(...product([a, b], [c, d]));
    case "/":
      return new PyComplex(...quotient([a, b], [c, d]));
    case "** or pow()":
      return new PyComplex(...complexPower([a, b], [c, d]));
  }
  return null;
}

/** CPython's _Py_c_quot: Smith's division, scaled by the larger part of the divisor. */
function quotient([a, b]: Parts, [c, d]: Parts): Parts {
  const [absC, absD] = [Math.abs(c), Math.abs(d)];
  if (absC >= absD) {
    if (absC === 0) throw zeroDivision("complex division by zero");
    const ratio = d / c;
    const denominator = c + d * ratio;
    return [(a + b * ratio) / denominator, (b - a * ratio) / denominator];
  }
  if (absD >= absC) {
    const ratio = c / d;
    const denominator = c * ratio + d;
    return [(a * ratio + b) / denominator, (b * ratio - a) / denominator];
  }
  // A part of the divisor is a NaN.
  return [Number.NaN, Number.NaN];
}

/**
 * CPython's complex_pow: repeated products for a small integral exponent, else by magnitude and phase; an infinite
 * part is an overflow. Also what a negative float to a fractional power gives.
 */
export function complexPower(base: Parts, [c, d]: Parts): Parts {
  const integral = d === 0 && Number.isInteger(c) && Math.abs(c) <= 100;
  const result = integral ? integralPower(base, c) : generalPower(base, [c, d]);
  if (Math.abs(result[0]) === Infinity || Math.abs(result[1]) === Infinity) {
    throw new TemplateRuntimeError("complex exponentiation", "OverflowError");
  }
  return result;
}

/** CPython's c_powi: squaring and multiplying, then 1 / x for a negative exponent. */
function integralPower(base: Parts, exponent: number): Parts {
  let result: Parts = [1, 0];
  let square = base;
  for (let n = Math.abs(exponent); n > 0; n = Math.floor(n / 2)) {
    if (n % 2) result = product(result, square);
    square = product(square, square);
  }
  return exponent < 0 ? quotient([1, 0], result) : result;
}

const product = ([a, b]: Parts, [c, d]: Parts): Parts => [a * c - b * d, a * d + b * c];

/** CPython's _Py_c_pow. */
function generalPower([a, b]: Parts, [c, d]: Parts): Parts {
  if (c === 0 && d === 0) return [1, 0];
  if (a === 0 && b === 0) {
    if (d !== 0 || c < 0) throw zeroDivision("0.0 to a negative or complex power");
    return [0, 0];
  }
  const magnitude = Math.hypot(a, b);
  let length = floatPower(magnitude, c);
  const angle = Math.atan2(b, a);
  let phase = angle * c;
  if (d !== 0) {
    length /= Math.exp(angle * d);
    phase += d * Math.log(magnitude);
  }
  return [length * Math.cos(phase), length * Math.sin(phase)];
}
