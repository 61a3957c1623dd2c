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
  isUnsubscriptable,
  type Kwargs,
  Markup,
  NO_KEYWORDS,
  PyComplex,
  PyObject,
  sameObject,
  str,
  stringValue,
  Undefined,
} from "./values.js";

/** A Jinja2 test: `value is name(args, kwargs)`. `registry` answers the `filter` and `test` tests. */
export type TestFunction = (value: unknown, args: unknown[], registry: Registry, kwargs?: Kwargs | null) => boolean;
export interface Registry {
  filters: Record<string, unknown>;
  tests: Record<string, unknown>;
}

/** `value % by == 0`, with Python's % (so a string formats, None raises). */
const remainderIs = (value: unknown, by: unknown, expected: number) => equals(modulo(value, by), expected);

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
  number: (v) => isNumber(v) || v instanceof PyComplex,
  iterable: (v) => isIterable(v),
  lower: (v) => STRING_METHODS.islower(str(v), [], {}) as boolean,
  upper: (v) => STRING_METHODS.isupper(str(v), [], {}) as boolean,
  mapping: (v) => isMapping(v),
  none: (v) => (v ?? null) === null,
  // Dict views and sets have a length but no __getitem__.
  sequence: (v) =>
    stringValue(v) !== null || (Array.isArray(v) && !isUnsubscriptable(v)) || isMapping(v) || v instanceof Undefined,
  string: (v) => stringValue(v) !== null,
};

/** Tests of the value and one argument: they raise, as in Python, when it is missing or when there are more. */
const WITH_ARGUMENT: Record<string, (value: unknown, argument: unknown) => boolean> = {
  divisibleby: (v, by) => remainderIs(v, by, 0),
  in: COMPARISONS.in,
  sameas: sameObject,
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
