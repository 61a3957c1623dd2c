/**
 * The methods sweep: every public method Python gives str, Markup, list, tuple, dict, dict views, range and
 * numbers, and the globals templates call (range, dict, namespace, cycler, joiner, strftime_now,
 * raise_exception), called on representative receivers with realistic arguments, with each kind of value in each
 * argument position, by keyword and with too many arguments; then every binary and unary operator over pairs of
 * value kinds. Each case prints one expression; ids are `<group>: <expression>`.
 *
 * The method names are Python 3.11's `[n for n in dir(T) if not n.startswith('_')]`: the mutating ones (list.append,
 * dict.update, ...) must raise as Jinja2's immutable sandbox does.
 */
import type { Case } from "./differential.js";

/**
 * The caller's data (JSON): receivers and arguments that come from the context rather than from literals. Infinity
 * and NaN come from it too (`inf|float`): Jinja2 folds constant expressions such as `1e308 * 10` at compile time, then
 * writes the folded `inf` into the generated Python, which raises NameError (the `folding` group probes that).
 */
const CONTEXT = { s: 'Ctx b "q" <x>', l: [1, "b", null, 1], d: { a: 1, b: [2] }, n: 7, f: 2.5, inf: "inf", nan: "nan" };

/** One value of each kind an argument can take; `u` is undefined. */
const ARGUMENTS = [
  "'b'",
  "''",
  "2",
  "-1",
  "100000000000000000000",
  "1.5",
  "true",
  "none",
  "u",
  "['b', 1]",
  "('b', 1)",
  "{'b': 1}",
];

/** A method's Python parameters (for positional prefixes, keyword forms and the argument sweep) and extra calls. */
interface Signature {
  /** Parameter names; a value for each, in `base`, forms the realistic full call. */
  params?: string[];
  base?: string[];
  /** More realistic argument lists (the text between the parentheses). */
  calls?: string[];
}

const NO_ARGUMENTS: Signature = {};
const SUB_START_END: Signature = {
  params: ["sub", "start", "end"],
  base: ["'b'", "1", "-1"],
  calls: ["'b', 3", "'b', -3", "'𝔘'", "''", "'', 50", "'', 2, 1", "'B', none, 4", "'b', 100000000000000000000"],
};
const AFFIX: Signature = {
  params: ["prefix", "start", "end"],
  base: ["'b'", "1", "-1"],
  calls: ["'H'", "('x', 'b')", "()", "'', 9, 2", "'𝔘'", "'B', -1", "['b']"],
};
const WIDTH_FILL: Signature = {
  params: ["width", "fillchar"],
  base: ["14", "'*'"],
  calls: ["3", "-5", "15, '𝔘'", "12, 'ab'", "true", "16, ''"],
};
const CHARS: Signature = { params: ["chars"], base: ["'Hd '"], calls: ["none", "'𝔘 '", "''", "' B'"] };
const SEPARATOR: Signature = { params: ["sep"], base: ["'b'"], calls: ["' '", "'zz'", "''", "'𝔘'"] };
const SPLIT: Signature = {
  params: ["sep", "maxsplit"],
  base: ["' '", "1"],
  calls: ["none", "'b'", "none, 1", "'b', 0", "none, -1", "'', 1", "sep=none, maxsplit=1", "maxsplit=1"],
};
const AFFIX_REMOVAL: Signature = { params: ["prefix"], base: ["'He'"], calls: ["''", "'𝔘b'", "' '"] };

/** Python 3.11's str methods (Markup has them all) with their signatures. */
const STR_METHODS: Record<string, Signature> = {
  capitalize: NO_ARGUMENTS,
  casefold: NO_ARGUMENTS,
  center: WIDTH_FILL,
  count: SUB_START_END,
  encode: {
    params: ["encoding", "errors"],
    base: ["'ascii'", "'ignore'"],
    calls: ["'utf-8'", "'latin-1'", "'UTF8'", "'utf-16'", "'ascii', 'replace'", "errors='strict'"],
  },
  endswith: AFFIX,
  expandtabs: { params: ["tabsize"], base: ["4"], calls: ["0", "-1", "1"] },
  find: SUB_START_END,
  format: { params: ["x"], base: ["1"], calls: ["1, 'x'", "a=1"] },
  format_map: { params: ["mapping"], base: ["{'a': 1}"], calls: ["d"] },
  index: SUB_START_END,
  isalnum: NO_ARGUMENTS,
  isalpha: NO_ARGUMENTS,
  isascii: NO_ARGUMENTS,
  isdecimal: NO_ARGUMENTS,
  isdigit: NO_ARGUMENTS,
  isidentifier: NO_ARGUMENTS,
  islower: NO_ARGUMENTS,
  isnumeric: NO_ARGUMENTS,
  isprintable: NO_ARGUMENTS,
  isspace: NO_ARGUMENTS,
  istitle: NO_ARGUMENTS,
  isupper: NO_ARGUMENTS,
  join: {
    params: ["iterable"],
    base: ["['x', 'y']"],
    calls: ["'xyz'", "('x',)", "[]", "{'k': 1, 'j': 2}", "['x', ('<'|safe)]", "['<', 1]", "l", "range(0)"],
  },
  ljust: WIDTH_FILL,
  lower: NO_ARGUMENTS,
  lstrip: CHARS,
  maketrans: {
    params: ["x", "y", "z"],
    base: ["'ab'", "'cd'", "'e'"],
    calls: ["{'a': 'b'}", "{97: none}", "{'ab': 1}", "'a', 'bc'", "'𝔘', 'u'"],
  },
  partition: SEPARATOR,
  removeprefix: AFFIX_REMOVAL,
  removesuffix: { params: ["suffix"], base: ["' B'"], calls: ["''", "'𝔘'", "'ld'"] },
  replace: {
    params: ["old", "new", "count"],
    base: ["'b'", "'X'", "1"],
    calls: ["'', '-'", "'', '-', 2", "'b', 'X', -1", "'𝔘', 'u'", "' ', ''", "'b', ('<'|safe)", "'o', 'O', count=1"],
  },
  rfind: SUB_START_END,
  rindex: SUB_START_END,
  rjust: WIDTH_FILL,
  rpartition: SEPARATOR,
  rsplit: SPLIT,
  rstrip: CHARS,
  split: SPLIT,
  splitlines: { params: ["keepends"], base: ["true"], calls: ["false", "1"] },
  startswith: AFFIX,
  strip: CHARS,
  swapcase: NO_ARGUMENTS,
  title: NO_ARGUMENTS,
  translate: {
    params: ["table"],
    base: ["{98: 'X'}"],
    calls: ["{98: none}", "{98: 120}", "''.maketrans('b', 'x')", "[]", "{98: 'xy', 32: ''}", "{98: ('<'|safe)}"],
  },
  upper: NO_ARGUMENTS,
  zfill: { params: ["width"], base: ["15"], calls: ["-1", "3", "true"] },
};

/** Markup's own methods beside str's. */
const MARKUP_METHODS: Record<string, Signature> = {
  escape: { params: ["s"], base: ["'<&>'"], calls: ["1", "none", "('<'|safe)"] },
  striptags: NO_ARGUMENTS,
  unescape: NO_ARGUMENTS,
};

/**
 * Receivers for the str methods: empty, ASCII, non-ASCII (ligature, titlecase digraph, dotted I, final sigma), astral,
 * whitespace and controls, Markup.
 */
const STRINGS = [
  "''",
  "'Hello, b World'",
  "'Straße ǅb İ ΌΣ ﬁ'",
  "'𝔘b 😀𝔘 B'",
  "' a\\tb\\r\\nc\\x0bD\\x1c '",
  "('<i>b</i> &amp; B'|safe)",
];
/** The receivers each argument kind is tried on. */
const SWEPT_STRINGS = ["'𝔘b 😀𝔘 B'", "('<i>b</i> &amp; B'|safe)"];
/** Strings for the no-argument methods (case mapping, predicates), beside STRINGS. */
const CASED_STRINGS = [
  "'hello world'",
  "'HELLO'",
  "'Title Case'",
  "'ᏸᎠᏴ ꭰ'",
  "'ǅ ǆ Ǆ'",
  "'ΣΑΣ σας'",
  "'ﬀ ŉ ΐ'",
  "'123'",
  "'½²٣'",
  "'_a1'",
  "' \\x1f\\x85\\xa0'",
  "'𝟘𝔘'",
  "'\\u2028'",
  "('&lt;B&gt;'|safe)",
];

const MARKUP = "('<i>b</i> &amp; B'|safe)";

/** Python 3.11's list, tuple and dict methods. */
const LIST_METHODS: Record<string, Signature> = {
  copy: NO_ARGUMENTS,
  count: { params: ["value"], base: ["1"], calls: ["'b'", "true", "1.0", "none", "[1]"] },
  index: {
    params: ["value", "start", "stop"],
    base: ["1", "1", "-1"],
    calls: ["'b'", "1, -1", "none", "1.0", "7", "1, 100000000000000000000", "1, 2, 1"],
  },
};
const LIST_MUTATORS: Record<string, Signature> = {
  append: { params: ["object"], base: ["'x'"] },
  clear: NO_ARGUMENTS,
  extend: { params: ["iterable"], base: ["['x']"] },
  insert: { params: ["index", "object"], base: ["0", "'x'"] },
  pop: { params: ["index"], base: ["0"] },
  remove: { params: ["value"], base: ["1"] },
  reverse: NO_ARGUMENTS,
  sort: { calls: ["reverse=true", "key=none"] },
};
const DICT_METHODS: Record<string, Signature> = {
  copy: NO_ARGUMENTS,
  fromkeys: {
    params: ["iterable", "value"],
    base: ["['x', 'y']", "0"],
    calls: ["'ab'", "[[1]]", "{'k': 1}", "range(2)"],
  },
  get: { params: ["key", "default"], base: ["'a'", "0"], calls: ["'z'", "1", "1.0", "true", "(1, 2)", "[1]", "none"] },
  items: NO_ARGUMENTS,
  keys: NO_ARGUMENTS,
  values: NO_ARGUMENTS,
};
const DICT_MUTATORS: Record<string, Signature> = {
  clear: NO_ARGUMENTS,
  pop: { params: ["key", "default"], base: ["'a'", "0"] },
  popitem: NO_ARGUMENTS,
  setdefault: { params: ["key", "default"], base: ["'a'", "0"] },
  update: { params: ["m"], base: ["{'c': 3}"], calls: ["c=3"] },
};

const LISTS = ["[]", "[1, 'b', none, 1]", "[[1], {'a': 1}, (2,), 1.0, true]", "l", "'a b'.split()"];
const TUPLES = ["()", "(1, 'b', none, 1)", "(1,)", "((1, 2), [3])"];
const DICTS = [
  "{}",
  "{'a': 1, 'b': [2]}",
  "{1: 'x', 2.5: 'y', none: 'z', (1, 2): 't', true: 'w'}",
  "d",
  "dict(a=1)",
  "{'a': 1}.copy()",
];
const VIEWS = ["{'a': 1, 'b': 2}.keys()", "{'a': 1}.values()", "{'a': 1, 'b': 2}.items()", "d.keys()", "{}.items()"];
const VIEW_METHODS: Record<string, Signature> = {
  isdisjoint: { params: ["other"], base: ["['a']"], calls: ["['z']", "'a'", "{'a': 9}", "[('a', 1)]", "[[1]]", "1"] },
};
const RANGES = ["range(5)", "range(1, 10, 3)", "range(0)", "range(5, 0, -2)", "range(-3, 3)"];
const RANGE_METHODS: Record<string, Signature> = {
  count: { params: ["value"], base: ["4"], calls: ["1.0", "true", "'a'", "-2", "100000000000000000000"] },
  index: { params: ["value"], base: ["4"], calls: ["1.0", "true", "1, 2", "-2", "7"] },
};

const NUMBERS = [
  "(5)",
  "(-3)",
  "(0)",
  "(100000000000000000000)",
  "(-100000000000000000000)",
  "(2.5)",
  "(-0.0)",
  "(7.0)",
  "(inf|float)",
  "(nan|float)",
  "(0.1)",
  "true",
  "false",
  "n",
  "f",
];
/** Python 3.11's int, float and bool attributes: data first, then methods. */
const NUMBER_DATA = ["real", "imag", "numerator", "denominator"];
const NUMBER_METHODS: Record<string, Signature> = {
  as_integer_ratio: NO_ARGUMENTS,
  bit_count: NO_ARGUMENTS,
  bit_length: NO_ARGUMENTS,
  conjugate: NO_ARGUMENTS,
  hex: NO_ARGUMENTS,
  is_integer: NO_ARGUMENTS,
};
/** The byte and hex conversions, which the engine lacks (one root cause: tried on fewer receivers). */
const NUMBER_CONVERSIONS: Record<string, Signature> = {
  from_bytes: { params: ["bytes", "byteorder"], base: ["[1, 2]", "'big'"], calls: ["[1, 2], 'little'", "[]"] },
  fromhex: { params: ["string"], base: ["'0x1p3'"], calls: ["'inf'", "'x'"] },
  to_bytes: {
    params: ["length", "byteorder"],
    base: ["2", "'big'"],
    calls: ["2, 'little'", "1", "0", "2, 'big', signed=true"],
  },
};

/** The globals, with their arguments. */
const GLOBALS: Record<string, Signature> = {
  range: {
    params: ["start", "stop", "step"],
    base: ["1", "7", "2"],
    calls: ["-2", "5, 0, -1", "0, 5, 0", "100000000000000000000, 100000000000000000003", "3.0", "true"],
  },
  dict: {
    params: ["mapping"],
    base: ["{'a': 1}"],
    calls: [
      "a=1",
      "{'a': 1}, b=2",
      "[('a', 1)]",
      "[['a', 1]]",
      "['ab']",
      "[1]",
      "[(1, 2, 3)]",
      "d",
      "d.items()",
      "{'a': 1}, a=2",
      "zip=1",
    ],
  },
  namespace: { params: ["mapping"], base: ["{'a': 1}"], calls: ["a=1", "{'a': 1}, b=2", "[('a', 1)]", "d"] },
  cycler: { params: ["a", "b"], base: ["1", "2"], calls: ["'x', 'y', 'z'"] },
  joiner: { params: ["sep"], base: ["'-'"], calls: ["sep=1"] },
  strftime_now: { params: ["format"], base: ["'%Y-%m-%d %H:%M'"], calls: ["'%A %B %d'", "'%%'", "''"] },
  raise_exception: { params: ["message"], base: ["'stop'"], calls: ["'<b>'", "('<b>'|safe)", "1", "[1]"] },
};

/** The uses of the objects some globals make, and the unbound dict methods `dict` carries. */
const GLOBAL_USES = [
  "cycler(1, 2).next()",
  "cycler(1, 2).current",
  "cycler(1, 2).items",
  "cycler(1, 2).pos",
  "cycler(1, 2).reset()",
  "cycler(1, 2).next(1)",
  "cycler(1, 2).reset(x=1)",
  "cycler.next(cycler(1, 2))",
  "cycler.next(1)",
  "joiner()()",
  "joiner()(1)",
  "joiner('-').sep",
  "namespace(a=1).a",
  "namespace(a=1).b",
  "namespace({'a': 1})",
  "namespace(a=1)['a']",
  "namespace(_a=1)._a",
  "namespace() == namespace()",
  "dict.get({'a': 1}, 'a')",
  "dict.get(d, 'a')",
  "dict.get([1], 0)",
  "dict.keys({'a': 1})",
  "dict.items(d)",
  "dict.values(d)",
  "dict.copy(d)",
  "dict.fromkeys('ab')",
  "dict.fromkeys('ab', 0)",
  "dict.fromkeys()",
  "dict.get()",
  "dict.update({}, a=1)",
  "dict.pop({'a': 1}, 'a')",
  "dict.setdefault({}, 'a', 1)",
  "dict.popitem({})",
  "dict.clear({})",
  "dict(a=1).items()",
  "range(3).start",
  "range(1, 7, 2).stop",
  "range(1, 7, 2).step",
  "range(1, 7, 2)[1:]",
  "range(1, 7, 2)[::-1]",
  "range(10)[2:8:3]",
  "range(3)[-1]",
  "range(3).x",
  "range(3) | list",
  "range(5)[1:3] == range(1, 3)",
  "{range(2): 1}[range(2)]",
  "{range(0): 1}[range(3, 3)]",
  "{'a': 1}.keys().mapping",
  "{'a': 1}.items().mapping",
];

/** Values for the operator sweep: numbers of every kind and special value, strings, Markup, containers, views. */
const OPERANDS = [
  "0",
  "3",
  "(-7)",
  "100000000000000000000",
  "2.5",
  "(-0.0)",
  "(inf|float)",
  "(nan|float)",
  "true",
  "none",
  "'ab'",
  "('<a>'|safe)",
  "[1, 2]",
  "(1, 2)",
  "{'a': 1}",
  "range(3)",
  "{'a': 1}.keys()",
  "{'a': 1}.values()",
  "u",
];
const BINARY_OPERATORS = ["+", "-", "*", "/", "//", "%", "**", "==", "<", "<=", "in"];
/**
 * The operators that mirror others (`a != b` is `not a == b`, `a > b` is `b < a`) and `~` (str() of both): over
 * fewer operands.
 */
const MIRRORED_OPERATORS = ["~", "!=", ">", ">=", "not in"];
const MIRRORED_OPERANDS = [
  "3",
  "2.5",
  "(nan|float)",
  "none",
  "'ab'",
  "('<a>'|safe)",
  "[1, 2]",
  "(1, 2)",
  "range(3)",
  "{'a': 1}.keys()",
  "u",
];
/** Operands for `and` and `or`, which only look at truthiness. */
const LOGIC_OPERANDS = [
  "0",
  "3",
  "0.0",
  "(nan|float)",
  "none",
  "''",
  "'ab'",
  "('' |safe)",
  "[]",
  "[0]",
  "{}",
  "range(0)",
  "{}.keys()",
  "u",
];

/** `x ** y` that Python would compute for ever (a big power of an int). */
const endlessPower = (base: string, exponent: string) =>
  exponent === "100000000000000000000" && /^(3|\(-7\)|100000000000000000000)$/.test(base);
/** Keys and items views are sets: `-` makes a set, which Python prints in hash order (random for strings). */
const setDifference = (op: string, a: string, b: string) =>
  op === "-" && [a, b].some((x) => /\.(keys|items)\(\)$/.test(x));

/** Set differences that print deterministically. */
const SET_DIFFERENCES = [
  "{'a': 1}.keys() - ['a']",
  "{'a': 1}.keys() - []",
  "{'a': 1}.items() - {'a': 1}.items()",
  "[1, 2] - {'a': 1}.keys()",
  "{'a': 1}.keys() - 1",
];

/** Constant expressions Jinja2 folds to inf or nan, then writes into the generated Python (NameError) unless printed whole. */
const FOLDING = [
  "1e308 * 10",
  "(1e308 * 10) ~ u",
  "(1e308 * 10).hex()",
  "('nan'|float).is_integer()",
  "('nan'|float) == range(3)",
  "[1e308 * 10, n]",
  "1e309 if n",
];

export function methodCases(): Case[] {
  const cases: Case[] = [];
  const seen = new Set<string>();
  const add = (group: string, expression: string) => {
    const id = `${group}: ${expression}`;
    if (seen.has(id)) return;
    seen.add(id);
    cases.push({ id, group, template: `{{ ${expression} }}`, context: CONTEXT });
  };
  /** Every call of `receiver.name` a signature describes; `swept` adds each argument kind in each position. */
  /** The calls of `callee` (a method or a global) by `sig`; `shown` is appended to each call's result. */
  const calls = (group: string, callee: string, sig: Signature, swept: boolean, shown = "") => {
    const params = sig.params ?? [];
    const base = sig.base ?? [];
    const call = (args: string[]) => add(group, `${callee}(${args.join(", ")})${shown}`);
    for (let k = 0; k <= base.length; k++) call(base.slice(0, k));
    for (const args of sig.calls ?? []) call([args]);
    // Too many arguments, an unknown keyword, and each parameter by keyword after the positional ones before it.
    call([...base, "1"]);
    call(["zz=1"]);
    params.forEach((param, i) => {
      call([...base.slice(0, i), `${param}=${base[i]}`]);
    });
    if (swept) {
      params.forEach((_, i) => {
        for (const value of ARGUMENTS) call([...base.slice(0, i), value]);
      });
    }
  };
  const table = (kind: string, receivers: string[], methods: Record<string, Signature>, swept: string[] = []) => {
    for (const [name, sig] of Object.entries(methods)) {
      for (const receiver of receivers) calls(`${kind}.${name}`, `${receiver}.${name}`, sig, swept.includes(receiver));
    }
  };

  table("str", STRINGS, STR_METHODS, SWEPT_STRINGS);
  for (const [name, sig] of Object.entries(STR_METHODS)) {
    if (sig === NO_ARGUMENTS) for (const receiver of CASED_STRINGS) add(`str.${name}`, `${receiver}.${name}()`);
  }
  table("Markup", [MARKUP, "('&lt;p&gt; &#39;x&#x27; &amp;nbsp; &bogus; <!-- c --> <br/> b'|safe)"], MARKUP_METHODS, [
    MARKUP,
  ]);
  table("list", LISTS, LIST_METHODS, ["[1, 'b', none, 1]"]);
  table("list", ["[1, 'b', none, 1]", "l"], LIST_MUTATORS);
  table("tuple", TUPLES, { count: LIST_METHODS.count, index: LIST_METHODS.index }, ["(1, 'b', none, 1)"]);
  table("dict", DICTS, DICT_METHODS, ["{'a': 1, 'b': [2]}"]);
  table("dict", ["{'a': 1}", "d"], DICT_MUTATORS);
  table("view", VIEWS, VIEW_METHODS, ["{'a': 1, 'b': 2}.keys()"]);
  for (const receiver of VIEWS) add("view.mapping", `${receiver}.mapping`);
  table("range", RANGES, RANGE_METHODS, ["range(5)"]);
  for (const receiver of RANGES) for (const name of ["start", "stop", "step"]) add("range.data", `${receiver}.${name}`);
  table("number", NUMBERS, NUMBER_METHODS);
  table("number", ["(5)", "(2.5)", "true"], NUMBER_CONVERSIONS);
  for (const receiver of NUMBERS) for (const name of NUMBER_DATA) add("number.data", `${receiver}.${name}`);
  for (const [name, sig] of Object.entries(GLOBALS)) {
    // Cyclers and joiners print with their address: show their data instead.
    calls(`global ${name}`, name, sig, true, name === "cycler" ? ".items" : name === "joiner" ? ".sep" : "");
  }
  for (const use of GLOBAL_USES) add("global uses", use);
  for (const expression of SET_DIFFERENCES) add("operator -", expression);
  for (const expression of FOLDING) add("folding", expression);

  const binary = (operators: string[], operands: string[]) => {
    for (const op of operators) {
      for (const a of operands) {
        for (const b of operands) {
          if (!(op === "**" && endlessPower(a, b)) && !setDifference(op, a, b))
            add(`operator ${op}`, `${a} ${op} ${b}`);
        }
      }
    }
  };
  binary(BINARY_OPERATORS, OPERANDS);
  binary(MIRRORED_OPERATORS, MIRRORED_OPERANDS);
  for (const op of ["and", "or"]) {
    for (const a of LOGIC_OPERANDS) for (const b of LOGIC_OPERANDS) add(`operator ${op}`, `${a} ${op} ${b}`);
  }
  for (const a of OPERANDS) {
    add("operator not", `not ${a}`);
    add("unary -", `-${a}`);
    add("unary +", `+${a}`);
  }
  return cases;
}
