/**
 * Signature sweep: every builtin filter and test applied to every kind of input, with every kind of value as
 * its first argument (and, sampled, its second), as keywords, with unknown keywords and with too many
 * arguments. Deterministic: `random` is only checked for succeeding or raising.
 */
import type { Case } from "./differential.js";

/** A kind of value, as a template expression; `before`/`after` wrap the template when the value needs them. */
interface Kind {
  name: string;
  expr: string;
  before?: string;
  after?: string;
}
const kind = (name: string, expr: string, before?: string, after?: string): Kind => ({ name, expr, before, after });

/** Caller data shared by every case: a plain-object dict and list of dicts (literals are Maps). */
export const SIGNATURE_CONTEXT = {
  data: { b: 1, a: "x" },
  // Read through `float` at render time (Jinja2 folds `'inf' | float` into a constant its compiler cannot write).
  infinity: "inf",
  nan: "nan",
  rows: [
    { a: 2, b: "y" },
    { a: 1, b: "x" },
  ],
};

/** The inputs every filter and test is applied to. */
const INPUTS: Kind[] = [
  kind("str", "'Hello wOrld-x y'"),
  kind("empty-str", "''"),
  kind("html-str", "'<p>a &amp; b</p>  c'"),
  kind("markup", "'<b>x</b> &amp; y' | safe"),
  kind("int", "42"),
  kind("zero", "0"),
  kind("negative-int", "-7"),
  kind("big-int", "2 ** 64 + 1"),
  kind("float", "3.75"),
  kind("integral-float", "2.0"),
  kind("infinity", "infinity | float"),
  kind("nan", "nan | float"),
  kind("bool", "true"),
  kind("none", "none"),
  kind("undefined", "missing"),
  kind("list", "[3, 1, 2]"),
  kind("str-list", "['b', 'A', 'c']"),
  kind("empty-list", "[]"),
  kind("tuple", "(1, 'a')"),
  kind("pairs", "[('a', 1), ('b', 2)]"),
  kind("dict", "{'b': 1, 'a': 2}"),
  kind("data-dict", "data"),
  kind("rows", "[{'a': 2, 'b': 'y'}, {'a': 1, 'b': 'x'}]"),
  kind("data-rows", "rows"),
  kind("range", "range(3)"),
  kind("generator", "[1, 2] | select"),
  kind("namespace", "namespace(a=1)"),
  kind("macro", "m", "{% macro m(x=1) %}<{{ x }}>{% endmacro %}"),
  kind("cycler", "cycler(1, 2)"),
  kind("joiner", "joiner(',')"),
  kind("function", "range"),
  kind("loop", "loop", "{% for _ in 'ab' %}", "{% endfor %}"),
];

/** Inputs whose Python str() holds a memory address (outputs showing it are dropped as not comparable). */
const ADDRESSED = new Set(["generator", "cycler", "joiner", "function"]);

/** The values every argument is given. */
const ARGUMENTS: Kind[] = [
  kind("none", "none"),
  kind("undefined", "nope"),
  kind("zero", "0"),
  kind("two", "2"),
  kind("negative", "-1"),
  kind("big", "2 ** 64"),
  kind("float", "1.5"),
  kind("infinity", "infinity | float"),
  kind("str", "'a'"),
  kind("empty-str", "''"),
  kind("true", "true"),
  kind("list", "[1]"),
  kind("dict", "{'a': 1}"),
  kind("markup", "'<i>' | safe"),
];

/**
 * Jinja2 3.1's parameters of each filter after its input (transformers' tojson), how many are required, sensible
 * values for them (the other arguments while one is swept), extra values worth sweeping, and its natural input.
 * `variadic` filters take *args/**kwargs.
 */
interface Signature {
  params: string[];
  required?: number;
  variadic?: boolean;
  samples?: string[];
  extra?: string[];
  input?: string;
  /** Keyword forms of variadic filters, `$` standing for each value. */
  keywords?: string[];
  /** Values of the first argument Python takes forever with (`slice(2 ** 64)` yields 2**64 lists). */
  endless?: string[];
}
/** select/reject: a test name and its arguments. */
const SELECT: Signature = {
  params: [],
  variadic: true,
  samples: ["'divisibleby'", "2"],
  extra: ["'odd'", "'none'", "'in'"],
  keywords: ["'divisibleby', num=$", "'odd', num=$", "x=$"],
};
/** selectattr/rejectattr: an attribute, then a test name and its arguments. */
const SELECT_ATTRIBUTE: Signature = {
  params: [],
  variadic: true,
  samples: ["'a'", "'eq'", "1"],
  extra: ["'b'", "'0'", "'a.b'"],
  keywords: ["'a', 'divisibleby', num=$", "'a', 'odd', num=$", "attribute=$"],
};

const FILTER_SIGNATURES: Record<string, Signature> = {
  abs: { params: [], input: "-2.5" },
  attr: { params: ["name"], required: 1, samples: ["'a'"], extra: ["'b'", "'real'", "'__class__'"] },
  batch: { params: ["linecount", "fill_with"], required: 1, samples: ["2", "'-'"], extra: ["3"] },
  capitalize: { params: [] },
  center: { params: ["width"], samples: ["21"] },
  count: { params: [] },
  d: { params: ["default_value", "boolean"], samples: ["'dflt'", "true"] },
  default: { params: ["default_value", "boolean"], samples: ["'dflt'", "true"] },
  dictsort: {
    params: ["case_sensitive", "by", "reverse"],
    samples: ["false", "'value'", "true"],
    extra: ["'key'", "'value'"],
    input: "{'b': 1, 'A': 3, 'a': 2}",
  },
  e: { params: [] },
  escape: { params: [] },
  filesizeformat: { params: ["binary"], samples: ["true"], input: "123456789" },
  first: { params: [] },
  float: { params: ["default"], samples: ["9.5"], input: "'1e3'" },
  forceescape: { params: [] },
  format: {
    params: [],
    variadic: true,
    samples: ["'x'", "2"],
    input: "'%s|%r'",
    keywords: ["a=$", "a=1, b=$", "1, a=$"],
  },
  groupby: {
    params: ["attribute", "default", "case_sensitive"],
    required: 1,
    samples: ["'b'", "'z'", "true"],
    extra: ["'a'", "'b'", "'0'", "'a.b'"],
  },
  indent: { params: ["width", "first", "blank"], samples: ["2", "true", "true"], extra: ["'> '"], input: "'a\\n\\nb'" },
  int: { params: ["default", "base"], samples: ["7", "16"], extra: ["16", "8", "36", "37"], input: "'0x1F'" },
  items: { params: [] },
  join: { params: ["d", "attribute"], samples: ["', '", "'a'"], extra: ["'-'", "'b'"] },
  last: { params: [] },
  length: { params: [] },
  list: { params: [] },
  lower: { params: [] },
  map: {
    params: [],
    variadic: true,
    samples: ["'default'", "'z'"],
    extra: ["'upper'", "'length'", "'string'"],
    keywords: [
      "attribute=$",
      "attribute='a', default=$",
      "attribute='z', default=$",
      "'default', default_value=$",
      "'upper', x=$",
      "attribute='a', x=$",
    ],
  },
  max: { params: ["case_sensitive", "attribute"], samples: ["true", "'a'"], extra: ["'a'", "'b'"] },
  min: { params: ["case_sensitive", "attribute"], samples: ["true", "'a'"], extra: ["'a'", "'b'"] },
  pprint: { params: [] },
  random: { params: [] },
  reject: SELECT,
  rejectattr: SELECT_ATTRIBUTE,
  replace: { params: ["old", "new", "count"], required: 2, samples: ["'l'", "'L'", "1"], input: "'Hello wOrld'" },
  reverse: { params: [] },
  round: { params: ["precision", "method"], samples: ["1", "'floor'"], extra: ["'ceil'"], input: "2.675" },
  safe: { params: [] },
  select: SELECT,
  selectattr: SELECT_ATTRIBUTE,
  slice: { params: ["slices", "fill_with"], required: 1, samples: ["2", "'-'"], extra: ["3"], endless: ["big"] },
  sort: { params: ["reverse", "case_sensitive", "attribute"], samples: ["true", "true", "'a'"], extra: ["'a'", "'b'"] },
  string: { params: [] },
  striptags: { params: [], input: "'<p>a &amp;  <b>b</b></p>\\n&lt;c&gt;'" },
  sum: { params: ["attribute", "start"], samples: ["'a'", "10"], extra: ["'a'"] },
  title: { params: [] },
  tojson: {
    params: ["ensure_ascii", "indent", "separators", "sort_keys"],
    samples: ["true", "2", "(',', ':')", "true"],
    extra: ["(',', ':')"],
  },
  trim: { params: ["chars"], samples: ["'Hy'"], extra: ["'Hy'"] },
  truncate: {
    params: ["length", "killwords", "end", "leeway"],
    samples: ["5", "false", "'..'", "0"],
    extra: ["8", "13"],
  },
  unique: { params: ["case_sensitive", "attribute"], samples: ["true", "'b'"], extra: ["'b'"] },
  upper: { params: [] },
  urlencode: { params: [], input: "{'a b': 'c&d', 'e': 1}" },
  urlize: {
    params: ["trim_url_limit", "nofollow", "target", "rel", "extra_schemes"],
    samples: ["10", "true", "'_blank'", "'x y'", "['ftp:']"],
    input: "'see www.example.com/a, (http://x.org) or me@ex.com ftp://f.io'",
  },
  wordcount: { params: [] },
  wordwrap: {
    params: ["width", "break_long_words", "wrapstring", "break_on_hyphens"],
    samples: ["5", "false", "'|'", "false"],
    extra: ["7"],
    input: "'The quick brown-fox jumps over\\nthe lazy dog'",
  },
  xmlattr: { params: ["autospace"], samples: ["false"], input: "{'a': 1, 'b': none, 'c': '<x>'}" },
};

/** Jinja2 3.1's tests that take an argument (the others take none). */
const TEST_PARAMETERS: Record<string, string> = { divisibleby: "num", in: "seq", sameas: "other" };
const COMPARISON_TESTS = "!= < <= == > >= eq equalto ge greaterthan gt le lessthan lt ne".split(" ");
const TESTS_WITH_ARGUMENT = new Set([...Object.keys(TEST_PARAMETERS), ...COMPARISON_TESTS]);

/** The inputs a filter's arguments are swept with: text, numbers, dicts in a list, and its natural input. */
const SWEEP_INPUTS = ["str", "list", "rows"].map((name) => INPUTS.find((k) => k.name === name)!);

const wrap = (input: Kind, body: string) => `${input.before ?? ""}${body}${input.after ?? ""}`;

/** Filters that return an iterator: it is printed as a list (Python prints an iterator with its address). */
const ITERATORS = new Set("batch items map reject rejectattr reverse select selectattr slice unique".split(" "));

/** A filter call printed; `random` is only checked for succeeding (its pick is random). */
function filterTemplate(input: Kind, name: string, args?: string): string {
  const call = `(${input.expr}) | ${name}${args === undefined ? "" : `(${args})`}${ITERATORS.has(name) ? " | list" : ""}`;
  return wrap(input, name === "random" ? `{% set r = ${call} %}{{ r is defined }}` : `{{ ${call} }}`);
}

function filterCases(name: string): Case[] {
  const signature = FILTER_SIGNATURES[name];
  if (!signature) throw new Error(`signature-cases: no signature for filter '${name}'`);
  const { params, required = 0, variadic = false, samples = [], extra = [] } = signature;
  const group = `filter:${name}`;
  const cases: Case[] = [];
  const add = (id: string, template: string) => cases.push({ id: `${group}/${id}`, group, template });

  // The filter applied to every kind of input, with its required arguments.
  const requiredArgs = samples.slice(0, required).join(", ");
  const inputs = signature.input ? [...SWEEP_INPUTS, kind("natural", signature.input)] : SWEEP_INPUTS;
  for (const input of signature.input ? [...INPUTS, inputs[inputs.length - 1]] : INPUTS) {
    // Python's str() of these shows a memory address; the number of its words is not comparable.
    if (name === "wordcount" && ADDRESSED.has(input.name)) continue;
    add(`input/${input.name}`, filterTemplate(input, name, required ? requiredArgs : undefined));
  }

  const values = [...ARGUMENTS, ...extra.map((expr, i) => kind(`extra${i}`, expr))];
  const takesArguments = variadic || params.length > 0;
  // Every value as the first argument, then as the second (the others as in `samples`, required ones only).
  const positions = !takesArguments ? [] : variadic || params.length > 1 ? [0, 1] : [0];
  for (const position of positions) {
    const count = Math.max(required, position + 1);
    for (const input of inputs) {
      for (const value of values) {
        if (position === 0 && signature.endless?.includes(value.name)) continue;
        const args = samples.slice(0, count);
        while (args.length < count) args.push("none");
        args[position] = value.expr;
        add(`arg${position}/${input.name}/${value.name}`, filterTemplate(input, name, args.join(", ")));
      }
    }
  }
  // Every parameter as a keyword (required ones as keywords too), with every value, on the natural input.
  const keywordInput = inputs[inputs.length - 1];
  params.forEach((param, index) => {
    for (const value of ARGUMENTS) {
      if (index === 0 && signature.endless?.includes(value.name)) continue;
      const args = params.slice(0, required).map((p, i) => (i === index ? `${p}=${value.expr}` : `${p}=${samples[i]}`));
      if (index >= required) args.push(`${param}=${value.expr}`);
      add(`keyword/${param}/${value.name}`, filterTemplate(keywordInput, name, args.join(", ")));
    }
  });
  for (const form of signature.keywords ?? []) {
    for (const value of ARGUMENTS) {
      add(`keyword/${form}/${value.name}`, filterTemplate(keywordInput, name, form.replace("$", value.expr)));
    }
  }
  // All parameters as keywords; an argument given twice; an unknown keyword; one argument too many.
  if (params.length) {
    add("keyword/all", filterTemplate(keywordInput, name, params.map((p, i) => `${p}=${samples[i]}`).join(", ")));
    add("keyword/twice", filterTemplate(keywordInput, name, `${samples[0]}, ${params[0]}=${samples[0]}`));
  }
  for (const input of [keywordInput, INPUTS[0]]) {
    add(
      `keyword/unknown/${input.name}`,
      filterTemplate(input, name, [requiredArgs, "bogus=1"].filter(Boolean).join(", ")),
    );
  }
  if (!variadic) {
    const tooMany = [...samples.slice(0, params.length), "1", "1"].slice(0, params.length + 1);
    add("too-many", filterTemplate(keywordInput, name, tooMany.join(", ")));
  }
  add("too-many/7", filterTemplate(keywordInput, name, "1, 2, 3, 4, 5, 6, 7"));
  return cases;
}

/** The inputs a test's argument is swept with. */
const TEST_SWEEP_INPUTS = ["int", "str", "list"].map((name) => INPUTS.find((k) => k.name === name)!);

function testCases(name: string): Case[] {
  const group = `test:${name}`;
  const cases: Case[] = [];
  const add = (id: string, template: string) => cases.push({ id: `${group}/${id}`, group, template });
  const takesArgument = TESTS_WITH_ARGUMENT.has(name);
  const sample = name === "in" ? "[1, 42, 'a']" : "2";
  const call = (input: Kind, args?: string) =>
    wrap(input, `{{ (${input.expr}) is ${name}${args === undefined ? "" : `(${args})`} }}`);
  for (const input of INPUTS) add(`input/${input.name}`, call(input, takesArgument ? sample : undefined));
  for (const input of TEST_SWEEP_INPUTS) {
    add(`not/${input.name}`, wrap(input, `{{ (${input.expr}) is not ${name}${takesArgument ? ` ${sample}` : ""} }}`));
    for (const value of ARGUMENTS) add(`arg0/${input.name}/${value.name}`, call(input, value.expr));
  }
  // A second argument is one too many.
  if (takesArgument)
    for (const value of ARGUMENTS) add(`arg1/${value.name}`, call(INPUTS[4], `${sample}, ${value.expr}`));
  const parameter = TEST_PARAMETERS[name];
  if (parameter) add("keyword", call(INPUTS[4], `${parameter}=${sample}`));
  add("keyword/unknown", call(INPUTS[4], "bogus=1"));
  add("keyword/value", call(INPUTS[4], "value=1"));
  // The test's name as select's argument, on a list with a bit of everything.
  add("select", `{{ [0, 1, 2, 'a', none, [1], 2.5] | select('${name}'${takesArgument ? `, ${sample}` : ""}) | list }}`);
  return cases;
}

/** Every case, for the filter and test names of our registries (signatures.test.ts checks them against Jinja2's). */
export function signatureCases(filterNames: string[], testNames: string[]): Case[] {
  const cases = [...filterNames.flatMap(filterCases), ...testNames.flatMap(testCases)];
  return cases.map((c) => ({ ...c, context: SIGNATURE_CONTEXT }));
}
