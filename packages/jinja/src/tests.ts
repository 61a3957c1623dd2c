import { typeError } from "./errors.js";
import { STRING_METHODS } from "./methods.js";
import { COMPARISONS, modulo } from "./operators.js";
import {
  assertHashable,
  bindArguments,
  Callable,
  equals,
  isFloat,
  isInt,
  isIterable,
  isMapping,
  isNumber,
  isTuple,
  type Kwargs,
  Markup,
  NO_KEYWORDS,
  PyObject,
  str,
  stringValue,
  Undefined,
  viewName,
} from "./values.js";

/** A Jinja2 test: `value is name(args, kwargs)`. `registry` answers the `filter` and `test` tests. */
export type TestFunction = (value: unknown, args: unknown[], registry: Registry, kwargs?: Kwargs | null) => boolean;
export interface Registry {
  filters: Record<string, unknown>;
  tests: Record<string, unknown>;
}

/** `value % by == 0`, with Python's % (so a string formats, None raises). */
const remainderIs = (value: unknown, by: unknown, expected: number) => equals(modulo(value, by), expected);
/**
 * Python's `is`: objects and containers are the same only as one reference; of the immutable values CPython shares
 * only None, the bools, the ints from -5 to 256, the empty and one-Latin-1-character strings and the empty tuple
 * (any other two values, even equal, are distinct objects; a float or big int here cannot tell one reference from
 * two).
 */
const same = (a: unknown, b: unknown): boolean => {
  if (a === null || a === undefined) return b === null || b === undefined;
  // CPython keeps one object of each int from -5 to 256, however it was made (a bigint of the caller's is an int).
  if (typeof a === "number" || typeof a === "bigint") {
    const n = Number(a);
    return isInt(a) && isInt(b) && n === Number(b) && n >= -5 && n <= 256;
  }
  if (typeof a === "string") return a === b && (a.length === 0 || (a.length === 1 && a.charCodeAt(0) < 256));
  if (isTuple(a) && a.length === 0) return isTuple(b) && b.length === 0;
  return a === b;
};

/** `value in registry`: Python hashes the value first, so lists and dicts raise. */
function isRegistered(v: unknown, registry: Record<string, unknown>): boolean {
  assertHashable(v);
  return typeof v === "string" && Object.hasOwn(registry, v);
}

/** Tests of the value alone: they raise when given arguments. */
const ALONE: Record<string, (value: unknown, registry: Registry) => boolean> = {
  boolean: (v) => typeof v === "boolean",
  callable: (v) =>
    v instanceof Callable || typeof v === "function" || v instanceof Undefined || (v instanceof PyObject && !!v.call),
  defined: (v) => !(v instanceof Undefined),
  undefined: (v) => v instanceof Undefined,
  even: (v) => remainderIs(v, 2, 0),
  odd: (v) => remainderIs(v, 2, 1),
  escaped: (v) => v instanceof Markup,
  false: (v) => v === false,
  true: (v) => v === true,
  filter: (v, registry) => isRegistered(v, registry.filters),
  test: (v, registry) => isRegistered(v, registry.tests),
  float: (v) => isFloat(v),
  integer: (v) => isInt(v),
  number: (v) => isNumber(v),
  iterable: (v) => isIterable(v),
  lower: (v) => STRING_METHODS.islower(str(v), [], {}) as boolean,
  upper: (v) => STRING_METHODS.isupper(str(v), [], {}) as boolean,
  mapping: (v) => isMapping(v),
  none: (v) => (v ?? null) === null,
  // Dict views have a length but no __getitem__.
  sequence: (v) =>
    stringValue(v) !== null ||
    (Array.isArray(v) && !viewName(v)?.startsWith("dict")) ||
    isMapping(v) ||
    v instanceof Undefined,
  string: (v) => stringValue(v) !== null,
};

/** Tests of the value and one argument: they raise, as in Python, when it is missing or when there are more. */
const WITH_ARGUMENT: Record<string, (value: unknown, argument: unknown) => boolean> = {
  divisibleby: (v, by) => remainderIs(v, by, 0),
  in: COMPARISONS.in,
  sameas: same,
  eq: COMPARISONS["=="],
  ne: COMPARISONS["!="],
  lt: COMPARISONS["<"],
  le: COMPARISONS["<="],
  gt: COMPARISONS[">"],
  ge: COMPARISONS[">="],
};

/** The other names of the comparison tests. */
const ALIASES: Record<string, string> = {
  equalto: "eq",
  "==": "eq",
  "!=": "ne",
  lessthan: "lt",
  "<": "lt",
  "<=": "le",
  greaterthan: "gt",
  ">": "gt",
  ">=": "ge",
};

/** Jinja2 3.1's 39 builtin tests. */
export const TESTS: Record<string, TestFunction> = {};
/** Python's TypeError of a builtin (`callable`, the `operator` comparisons) given keywords. */
const noKeywords = (fn: string, kwargs: Kwargs | null | undefined) => {
  for (const _ in kwargs) throw typeError(`${fn}() takes no keyword arguments`);
};
// Jinja2's test_<name>(value) (test_filter and test_test take the environment first); callable is Python's builtin.
for (const [name, test] of Object.entries(ALONE)) {
  const given = name === "filter" || name === "test" ? ["env", "value"] : ["value"];
  TESTS[name] = (value, args, registry, kwargs) => {
    if (name === "callable") {
      noKeywords(name, kwargs);
      if (args.length) throw typeError(`callable() takes exactly one argument (${args.length + 1} given)`);
    } else if (args.length || kwargs) bindArguments(`test_${name}`, [], args, kwargs ?? NO_KEYWORDS, 0, given);
    return test(value, registry);
  };
}
/** The parameter of Jinja2's own tests that take an argument; the comparisons are Python's `operator` functions. */
const PARAMETERS: Record<string, string[]> = { divisibleby: ["num"], in: ["seq"], sameas: ["other"] };
for (const [name, test] of Object.entries(WITH_ARGUMENT)) {
  const parameter = PARAMETERS[name];
  TESTS[name] = (value, args, _registry, kwargs) => {
    if (parameter)
      return test(value, bindArguments(`test_${name}`, parameter, args, kwargs ?? NO_KEYWORDS, 1, ["value"])[0]);
    noKeywords(`_operator.${name}`, kwargs);
    if (args.length !== 1) throw typeError(`${name} expected 2 arguments, got ${args.length + 1}`);
    return test(value, args[0]);
  };
}
for (const [alias, name] of Object.entries(ALIASES)) TESTS[alias] = TESTS[name];
