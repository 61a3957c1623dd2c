import { typeError } from "./errors.js";
import { contains, modulo } from "./operators.js";
import {
  assertHashable,
  Callable,
  equals,
  isFloat,
  isInt,
  isIterable,
  isMapping,
  isNumber,
  lessThan,
  PyFloat,
  str,
  stringValue,
  Undefined,
} from "./values.js";

/** A Jinja2 test: `value is name(args)`. `registry` answers the `filter` and `test` tests. */
export type TestFunction = (value: unknown, args: unknown[], registry: Registry) => boolean;
export interface Registry {
  filters: Record<string, unknown>;
  tests: Record<string, unknown>;
}

/** `value % by == 0`, with Python's % (so a string formats, None raises). */
const remainderIs = (value: unknown, by: unknown, expected: number) => equals(modulo(value, by), expected);
const same = (a: unknown, b: unknown) =>
  a === b || (a instanceof PyFloat && b instanceof PyFloat && a.value === b.value);

/** Jinja2 3.1's 39 builtin tests. */
/** Tests that compare with an argument raise, as in Python, when it is missing or when there are more. */
const withArgument =
  (name: string, test: TestFunction): TestFunction =>
  (value, args, registry) => {
    if (args.length !== 1) throw typeError(`${name} expected 2 arguments, got ${args.length + 1}`);
    return test(value, args, registry);
  };
/** Tests of the value alone raise when given arguments. */
const alone =
  (name: string, test: (value: unknown, registry: Registry) => boolean): TestFunction =>
  (value, args, registry) => {
    if (args.length) throw typeError(`test_${name}() takes 1 positional argument but ${args.length + 1} were given`);
    return test(value, registry);
  };

const eq = withArgument("eq", (a, [b]) => equals(a, b));
const ne = withArgument("ne", (a, [b]) => !equals(a, b));
const lt = withArgument("lt", (a, [b]) => lessThan(a, b, "<"));
const le = withArgument("le", (a, [b]) => lessThan(a, b, "<=") || equals(a, b));
const gt = withArgument("gt", (a, [b]) => lessThan(b, a, ">", true));
const ge = withArgument("ge", (a, [b]) => lessThan(b, a, ">=", true) || equals(a, b));

/** `value in registry`: Python hashes the value first, so lists and dicts raise. */
function isRegistered(v: unknown, registry: Record<string, unknown>): boolean {
  assertHashable(v);
  return typeof v === "string" && Object.hasOwn(registry, v);
}

export const TESTS: Record<string, TestFunction> = {
  boolean: alone("boolean", (v) => typeof v === "boolean"),
  callable: alone("callable", (v) => v instanceof Callable || typeof v === "function" || v instanceof Undefined),
  defined: alone("defined", (v) => !(v instanceof Undefined)),
  undefined: alone("undefined", (v) => v instanceof Undefined),
  divisibleby: withArgument("divisibleby", (v, [by]) => remainderIs(v, by, 0)),
  even: alone("even", (v) => remainderIs(v, 2, 0)),
  odd: alone("odd", (v) => remainderIs(v, 2, 1)),
  escaped: alone("escaped", () => false),
  false: alone("false", (v) => v === false),
  true: alone("true", (v) => v === true),
  filter: alone("filter", (v, registry) => isRegistered(v, registry.filters)),
  test: alone("test", (v, registry) => isRegistered(v, registry.tests)),
  float: alone("float", (v) => isFloat(v)),
  integer: alone("integer", (v) => isInt(v)),
  number: alone("number", (v) => isNumber(v)),
  in: withArgument("in", (v, [container]) => contains(container, v)),
  iterable: alone("iterable", (v) => isIterable(v)),
  lower: alone("lower", (v) => {
    const s = str(v);
    return s.toLowerCase() === s && s.toUpperCase() !== s;
  }),
  upper: alone("upper", (v) => {
    const s = str(v);
    return s.toUpperCase() === s && s.toLowerCase() !== s;
  }),
  mapping: alone("mapping", (v) => isMapping(v)),
  none: alone("none", (v) => v === null),
  sameas: withArgument("sameas", (v, [other]) => same(v, other)),
  sequence: alone(
    "sequence",
    (v) => stringValue(v) !== null || Array.isArray(v) || isMapping(v) || v instanceof Undefined,
  ),
  string: alone("string", (v) => stringValue(v) !== null),
  eq,
  equalto: eq,
  "==": eq,
  ne,
  "!=": ne,
  lt,
  lessthan: lt,
  "<": lt,
  le,
  "<=": le,
  gt,
  greaterthan: gt,
  ">": gt,
  ge,
  ">=": ge,
};
