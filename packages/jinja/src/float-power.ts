/**
 * C's pow() for floats, correctly rounded as glibc's nearly always is. JavaScript's
 * `**` is off by an ulp in one case of ten (`1.1 ** 4`, `2.5 ** 2.5`), which Python prints.
 */
import { exactQuotient, exactRatio } from "./number-conversions.js";

/** x ** y for floats; powers near or past a float's range are left to `**`. */
export function floatPower(x: number, y: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(y) || x === 0 || !(Math.abs(y * Math.log2(Math.abs(x))) < 1020)) {
    return x ** y;
  }
  // An exact power takes 53 bits per unit of the exponent: past 1100 the double-double path rounds as well.
  if (Number.isInteger(y) && Math.abs(y) <= 1100) return integerPower(x, y);
  if (x > 0) return fractionalPower(x, y);
  return Number.isInteger(y) ? (y % 2 ? -1 : 1) * fractionalPower(-x, y) : Number.NaN;
}

/** An integer power computed exactly and rounded once. */
function integerPower(x: number, y: number): number {
  const [numerator, denominator] = exactRatio(Math.abs(x));
  const times = BigInt(Math.abs(y));
  const [top, bottom] = y < 0 ? [denominator, numerator] : [numerator, denominator];
  const result = exactQuotient(top ** times, bottom ** times);
  return x < 0 && y % 2 ? -result : result;
}

/** exp(y * ln(x)) in double-double arithmetic (about 100 bits), rounded once. */
function fractionalPower(x: number, y: number): number {
  const z = scale(log(x), y);
  const k = Math.round(z[0] / LN2[0]);
  // e^z = 2^k * e^r, and e^r = (e^(r/512))^512 with a short Taylor series for the small power.
  const r = add(z, scale(LN2, -k));
  const small: Pair = [r[0] / 512, r[1] / 512];
  let sum: Pair = [1, 0];
  let term: Pair = [1, 0];
  for (let n = 1; n <= 12; n++) {
    term = divide(multiply(term, small), [n, 0]);
    sum = add(sum, term);
  }
  for (let i = 0; i < 9; i++) sum = multiply(sum, sum);
  return sum[0] * 2 ** Math.trunc(k / 2) * 2 ** (k - Math.trunc(k / 2));
}

/** ln(x) = e ln 2 + ln(m) with m near 1, where ln(m) = 2 atanh(s), s = (m - 1) / (m + 1). */
function log(x: number): Pair {
  const e = Math.round(Math.log2(x));
  const m = x * 2 ** -Math.trunc(e / 2) * 2 ** -(e - Math.trunc(e / 2));
  const s = divide([m - 1, 0], twoSum(m, 1));
  const s2 = multiply(s, s);
  let term = s;
  let sum = s;
  for (let k = 3; Math.abs(term[0]) > 1e-34; k += 2) {
    term = multiply(term, s2);
    sum = add(sum, divide(term, [k, 0]));
  }
  return add(scale(LN2, e), [2 * sum[0], 2 * sum[1]]);
}

/** A double-double: the unevaluated sum hi + lo, with |lo| at most half an ulp of hi. */
type Pair = [hi: number, lo: number];

const LN2: Pair = [Math.LN2, 2.3190468138462996e-17];

function twoSum(a: number, b: number): Pair {
  const s = a + b;
  const v = s - a;
  return [s, a - (s - v) + (b - v)];
}

function normalize(a: number, b: number): Pair {
  const s = a + b;
  return [s, b - (s - a)];
}

/** Veltkamp's split of a float into two halves of 26 bits, whose products are exact. */
function split(a: number): Pair {
  const c = 134217729 * a;
  const hi = c - (c - a);
  return [hi, a - hi];
}

function twoProduct(a: number, b: number): Pair {
  const p = a * b;
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  return [p, ah * bh - p + ah * bl + al * bh + al * bl];
}

function add(a: Pair, b: Pair): Pair {
  const [s, e] = twoSum(a[0], b[0]);
  return normalize(s, e + a[1] + b[1]);
}

function multiply(a: Pair, b: Pair): Pair {
  const [p, e] = twoProduct(a[0], b[0]);
  return normalize(p, e + a[0] * b[1] + a[1] * b[0]);
}

const scale = (a: Pair, f: number): Pair => multiply(a, [f, 0]);

function divide(a: Pair, b: Pair): Pair {
  const q = a[0] / b[0];
  const r = add(a, scale(b, -q));
  return normalize(q, r[0] / b[0]);
}
