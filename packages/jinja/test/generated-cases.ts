/**
 * Property-based template generation (fast-check, fixed seeds): expressions, literals and slicing,
 * filters with arguments, tests, statements and whitespace control. Every generated template is
 * deterministic (no random, no clock, bounded sizes); it may render or raise, and both engines must
 * agree on which.
 */
import fc from "fast-check";
import type { Case } from "./differential.js";
import { SCALE, SEED_SHIFT } from "./sampling.js";

/** The context every generated template renders with (no integral floats: JSON cannot carry them). */
export const GENERATED_CONTEXT: Record<string, unknown> = {
  x: 3,
  y: -2,
  z: 0,
  f: 1.5,
  g: -0.25,
  s: "Hello World",
  t: "  a,b ,c  ",
  e: "",
  u: "ünï 👋",
  l: [3, 1, 2],
  m: ["b", "A", "c", "a"],
  nested: [
    [1, 2],
    [3, 4],
  ],
  d: { b: 2, a: 1, c: 3 },
  n: null,
  yes: true,
  no: false,
  users: [
    { name: "bob", age: 30, admin: true },
    { name: "alice", age: 25, admin: false },
    { name: "carol", age: 35, admin: false },
  ],
  msgs: [
    { role: "system", content: "Be brief." },
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello!" },
    { role: "user", content: "Bye" },
  ],
};

const SEED = 20240726;

const intLit = fc.integer({ min: -5, max: 12 }).map(String);
const floatLit = fc.constantFrom("1.5", "0.25", "2.0", "-3.75", "10.0", "0.1", "1e3", "2.5e-3", "0.0");
const strLit = fc.constantFrom("'a'", "'bc'", "''", '"xy z"', "'Hello'", "' pad '", "'a,b'", "'ü'", "'%s-%d'", "'{}'");
const constLit = fc.constantFrom("true", "false", "none", "True", "False", "None");
const variable = fc.constantFrom(
  "x",
  "y",
  "z",
  "f",
  "g",
  "s",
  "t",
  "e",
  "u",
  "l",
  "m",
  "d",
  "n",
  "yes",
  "no",
  "missing",
);

const atom: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: intLit },
  { weight: 2, arbitrary: floatLit },
  { weight: 2, arbitrary: strLit },
  { weight: 1, arbitrary: constLit },
  { weight: 4, arbitrary: variable },
);

const binaryOps = ["+", "-", "*", "/", "//", "%", "~", "==", "!=", "<", "<=", ">", ">=", "in", "not in", "and", "or"];

/** Untyped expressions: any operator between any operands (many raise TypeError in both engines). */
function expr(depth: number): fc.Arbitrary<string> {
  if (depth <= 0) return atom;
  const sub = expr(depth - 1);
  return fc.oneof(
    { weight: 3, arbitrary: atom },
    {
      weight: 5,
      arbitrary: fc.tuple(sub, fc.constantFrom(...binaryOps), sub).map(([a, op, b]) => `(${a} ${op} ${b})`),
    },
    { weight: 1, arbitrary: sub.map((a) => `(not ${a})`) },
    { weight: 2, arbitrary: fc.tuple(sub, sub, sub).map(([a, c, b]) => `(${a} if ${c} else ${b})`) },
  );
}

const numVar = fc.constantFrom("x", "y", "z", "f", "g", "l[0]", "d.a", "d['c']", "(l | length)", "(s | length)");
const strVar = fc.constantFrom("s", "t", "e", "u", "m[1]", "msgs[0].content", "users[2]['name']");

/** Numeric expressions: int/float arithmetic, //, %, ** (bounded), unary minus, conditionals. */
function numExpr(depth: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(intLit, floatLit, numVar);
  if (depth <= 0) return leaf;
  const sub = numExpr(depth - 1);
  return fc.oneof(
    { weight: 2, arbitrary: leaf },
    {
      weight: 5,
      arbitrary: fc
        .tuple(sub, fc.constantFrom("+", "-", "*", "/", "//", "%"), sub)
        .map(([a, op, b]) => `(${a} ${op} ${b})`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.oneof(fc.integer({ min: -3, max: 6 }).map(String), floatLit), fc.integer({ min: -2, max: 3 }))
        .map(([a, b]) => `(${a} ** ${b})`),
    },
    { weight: 1, arbitrary: sub.map((a) => `(-${a})`) },
    { weight: 1, arbitrary: fc.tuple(sub, condExpr(depth - 1), sub).map(([a, c, b]) => `(${a} if ${c} else ${b})`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(sub, fc.constantFrom("abs", "int", "float", "round", "round(2)", "string | length"))
        .map(([a, f]) => `(${a} | ${f})`),
    },
  );
}

/** String expressions: concatenation with + and ~, repetition, slicing, % formatting, methods and filters. */
function strExpr(depth: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(strLit, strVar);
  if (depth <= 0) return leaf;
  const sub = strExpr(depth - 1);
  return fc.oneof(
    { weight: 2, arbitrary: leaf },
    { weight: 2, arbitrary: fc.tuple(sub, sub).map(([a, b]) => `(${a} + ${b})`) },
    { weight: 2, arbitrary: fc.tuple(sub, fc.oneof(numExpr(0), condExpr(0), atom)).map(([a, b]) => `(${a} ~ ${b})`) },
    { weight: 1, arbitrary: fc.tuple(sub, fc.integer({ min: -1, max: 3 })).map(([a, n]) => `(${a} * ${n})`) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(sub, sliceBound, sliceBound, sliceStep)
        .map(([a, i, j, k]) => `(${a})[${i}:${j}${k === "" ? "" : `:${k}`}]`),
    },
    { weight: 1, arbitrary: fc.tuple(numExpr(0), strLit).map(([a, b]) => `('%s/%s' % (${a}, ${b}))`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          sub,
          fc.constantFrom(
            "upper",
            "lower",
            "title",
            "capitalize",
            "trim",
            "reverse",
            "center(11)",
            "replace('l', 'L')",
            "truncate(9)",
          ),
        )
        .map(([a, f]) => `(${a} | ${f})`),
    },
    { weight: 1, arbitrary: fc.tuple(sub, condExpr(depth - 1), sub).map(([a, c, b]) => `(${a} if ${c} else ${b})`) },
  );
}

/** Conditions: comparisons (incl. chained), membership, boolean operators, tests, truthiness. */
function condExpr(depth: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(constLit, fc.constantFrom("yes", "no", "n", "missing", "e", "l", "d"));
  if (depth <= 0) return leaf;
  const num = numExpr(depth - 1);
  const str = strExpr(depth - 1);
  const sub = condExpr(depth - 1);
  const cmp = fc.constantFrom("==", "!=", "<", "<=", ">", ">=");
  return fc.oneof(
    { weight: 1, arbitrary: leaf },
    { weight: 3, arbitrary: fc.tuple(num, cmp, num).map(([a, op, b]) => `(${a} ${op} ${b})`) },
    { weight: 2, arbitrary: fc.tuple(str, cmp, str).map(([a, op, b]) => `(${a} ${op} ${b})`) },
    { weight: 1, arbitrary: fc.tuple(num, num, num).map(([a, b, c]) => `(${a} < ${b} <= ${c})`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.oneof(str, num),
          fc.constantFrom("in", "not in"),
          fc.constantFrom("s", "l", "m", "d", "'Hello World'", "[1, 'a', none]", "(3, 'b')"),
        )
        .map(([a, op, b]) => `(${a} ${op} ${b})`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(sub, fc.constantFrom("and", "or"), fc.oneof(sub, num, str))
        .map(([a, op, b]) => `(${a} ${op} ${b})`),
    },
    { weight: 1, arbitrary: sub.map((a) => `(not ${a})`) },
  );
}

function anyExpr(depth: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: numExpr(depth) },
    { weight: 3, arbitrary: strExpr(depth) },
    { weight: 3, arbitrary: condExpr(depth) },
    { weight: 1, arbitrary: expr(depth) },
  );
}

const listLit = (inner: fc.Arbitrary<string>) =>
  fc.array(inner, { minLength: 0, maxLength: 4 }).map((items) => `[${items.join(", ")}]`);
const tupleLit = (inner: fc.Arbitrary<string>) =>
  fc
    .array(inner, { minLength: 0, maxLength: 3 })
    .map((items) => (items.length === 1 ? `(${items[0]},)` : `(${items.join(", ")})`));
const dictKey = fc.oneof(strLit, intLit, fc.constantFrom("none", "true", "1.5"));
const dictLit = (inner: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(dictKey, inner), { minLength: 0, maxLength: 3 })
    .map((pairs) => `{${pairs.map(([k, v]) => `${k}: ${v}`).join(", ")}}`);

const sliceable = fc.constantFrom("l", "m", "s", "u", "'abcdef'", "[0, 1, 2, 3, 4, 5, 6]", "(1, 2, 3)", "nested", "e");
const sliceBound = fc.option(fc.integer({ min: -8, max: 8 }).map(String), { nil: "" });
const sliceStep = fc.option(fc.constantFrom("1", "2", "3", "-1", "-2", "0"), { nil: "" });
const slicing = fc.oneof(
  fc
    .tuple(sliceable, sliceBound, sliceBound, sliceStep)
    .map(([v, a, b, c]) => `${v}[${a}:${b}${c === "" ? "" : `:${c}`}]`),
  fc.tuple(sliceable, fc.integer({ min: -8, max: 8 })).map(([v, i]) => `${v}[${i}]`),
);

const filterExprs: Array<string> = [
  "length",
  "count",
  "string",
  "upper",
  "lower",
  "title",
  "capitalize",
  "trim",
  "trim('a ')",
  "abs",
  "int",
  "float",
  "round",
  "round(1)",
  "round(1, 'floor')",
  "join",
  "join(', ')",
  "join('-')",
  "first",
  "last",
  "list",
  "sort",
  "sort(reverse=true)",
  "reverse | list",
  "unique | list",
  "default('dflt')",
  "default('dflt', true)",
  "d(0)",
  "tojson",
  "tojson(indent=2)",
  "tojson(sort_keys=true)",
  "replace('l', 'L')",
  "replace('a', '', 1)",
  "sum",
  "min",
  "max",
  "batch(2) | list",
  "slice(2) | list",
  "select('odd') | list",
  "reject('odd') | list",
  "select | list",
  "map('string') | list",
  "map('upper') | join(',')",
  "center(9)",
  "indent(2)",
  "indent(2, true)",
  "truncate(8)",
  "wordcount",
  "items | list",
  "dictsort",
  "pprint",
  "escape",
  "striptags",
  "urlencode",
  "format(1, 2)",
  "wordwrap(5)",
  "filesizeformat",
  "string | length",
  "list | length",
  "safe",
];
const filterOperand = fc.oneof(
  variable,
  strLit,
  intLit,
  floatLit,
  listLit(fc.oneof(intLit, strLit)),
  dictLit(intLit),
  fc.constantFrom("users", "msgs", "nested", "range(5)", "d.items()", "d.keys()", "s.split()", "t.split(',')"),
);
const filterChain = fc
  .tuple(filterOperand, fc.array(fc.constantFrom(...filterExprs), { minLength: 1, maxLength: 3 }))
  .map(([v, fs]) => `(${v}) | ${fs.join(" | ")}`);

const attrFilters = fc.constantFrom(
  "users | map(attribute='name') | join(',')",
  "users | selectattr('admin') | map(attribute='name') | list",
  "users | rejectattr('admin') | map(attribute='age') | sum",
  "users | selectattr('age', 'gt', 26) | map(attribute='name') | join('/')",
  "users | sort(attribute='age') | map(attribute='name') | join",
  "users | sort(attribute='name', reverse=true) | first",
  "users | groupby('admin') | list",
  "users | sum(attribute='age')",
  "users | max(attribute='age')",
  "users | min(attribute='name')",
  "users | map(attribute='missing') | list",
  "users | map(attribute='missing', default='?') | join",
  "msgs | selectattr('role', 'equalto', 'user') | list | length",
  "msgs | selectattr('role', 'ne', 'system') | map(attribute='content') | join(' / ')",
  "msgs | rejectattr('role', 'in', ['user', 'assistant']) | list",
  "(msgs | last).content",
  "msgs[1:] | map(attribute='role') | unique | list",
  "users | selectattr('admin') | length",
  "users | join(', ', attribute='name')",
  "users | unique(attribute='admin') | list | length",
);

const testNames: Array<string> = [
  "defined",
  "undefined",
  "none",
  "string",
  "number",
  "integer",
  "float",
  "boolean",
  "true",
  "false",
  "mapping",
  "sequence",
  "iterable",
  "callable",
  "odd",
  "even",
  "divisibleby(3)",
  "divisibleby 2",
  "lower",
  "upper",
  "eq(3)",
  "ne 3",
  "gt(1)",
  "ge 0",
  "lt(2.5)",
  "le 3",
  "in(l)",
  "in 'Hello World'",
  "in [1, 2, 3]",
  "sameas(none)",
  "sameas true",
  "escaped",
  "equalto 3",
  "greaterthan 1",
  "lessthan 1",
];
const testExpr = fc
  .tuple(fc.oneof(variable, intLit, floatLit, strLit, constLit), fc.boolean(), fc.constantFrom(...testNames))
  .map(([v, neg, t]) => `(${v} is ${neg ? "not " : ""}${t})`);

const text = fc.constantFrom("", "A", " ", "\n", "  \n", "x\n  ", "\n\n", "\t-", " y ");
const wsOpen = fc.constantFrom("{%", "{%-", "{%+");
const wsClose = fc.constantFrom("%}", "-%}", "+%}");
const eOpen = fc.constantFrom("{{", "{{-");
const eClose = fc.constantFrom("}}", "-}}");
const iterable = fc.constantFrom(
  "l",
  "m",
  "s",
  "d",
  "range(4)",
  "range(1, 7, 2)",
  "[]",
  "msgs",
  "users",
  "nested",
  "d.items()",
  "'ab'",
);
const loopAttr = fc.constantFrom(
  "loop.index",
  "loop.index0",
  "loop.revindex",
  "loop.revindex0",
  "loop.first",
  "loop.last",
  "loop.length",
  "loop.previtem",
  "loop.nextitem",
  "loop.cycle('a', 'b')",
  "loop.changed(v)",
  "loop.depth",
);

function statement(depth: number): fc.Arbitrary<string> {
  const e = anyExpr(1);
  const c = condExpr(2);
  const leaf = fc.oneof(
    text,
    fc.tuple(eOpen, e, eClose).map(([o, x, c]) => `${o} ${x} ${c}`),
    fc
      .tuple(wsOpen, fc.constantFrom("a", "b", "ns.c"), e, wsClose)
      .map(([o, v, x, c]) =>
        v === "ns.c" ? `${o} set ns = namespace(c=${x}) ${c}` : `${o} set ${v} = ${x} ${c}{{ ${v} }}`,
      ),
  );
  if (depth <= 0) return leaf;
  const body = fc.array(statement(depth - 1), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
  return fc.oneof(
    { weight: 2, arbitrary: leaf },
    {
      weight: 2,
      arbitrary: fc
        .tuple(wsOpen, c, wsClose, body, fc.option(fc.tuple(c, body)), fc.option(body), wsOpen, wsClose)
        .map(([o, c, cl, b, elif, els, o2, c2]) => {
          let out = `${o} if ${c} ${cl}${b}`;
          if (elif) out += `{% elif ${elif[0]} %}${elif[1]}`;
          if (els !== null) out += `{% else %}${els}`;
          return `${out}${o2} endif ${c2}`;
        }),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          wsOpen,
          iterable,
          fc.option(fc.constantFrom("v", "not v", "v != 1", "loop is defined")),
          wsClose,
          body,
          loopAttr,
          fc.option(body),
          fc.constantFrom(
            "",
            "{% if loop.index > 2 %}{% break %}{% endif %}",
            "{% if loop.first %}{% continue %}{% endif %}",
          ),
        )
        .map(([o, it, cond, cl, b, la, els, ctl]) => {
          const filter = cond === null ? "" : ` if ${cond}`;
          const elsePart = els === null ? "" : `{% else %}${els}`;
          return `${o} for v in ${it}${filter} ${cl}${ctl}[{{ v }}|{{ ${la} }}]${b}${elsePart}{% endfor %}`;
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(e, e, body)
        .map(
          ([d1, arg, b]) =>
            `{% macro mac(p, q=${d1}) %}<{{ p }}|{{ q }}>${b}{% endmacro %}{{ mac(${arg}) }}{{ mac(1, q=2) }}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(iterable, e)
        .map(
          ([it, x]) =>
            `{% set ns = namespace(total=0, seen=[]) %}{% for v in ${it} %}{% set ns.total = ns.total + 1 %}{% set ns.seen = ns.seen + [v] %}{% endfor %}{{ ns.total }}{{ ns.seen }}{{ ${x} }}`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom("upper", "trim", "title", "replace('a', 'o')", "length"))
        .map(([b, f]) => `{% filter ${f} %}${b}{% endfilter %}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(body, fc.constantFrom("upper", "trim", "tojson"))
        .map(([b, f]) => `{% set blk | ${f} %}${b}{% endset %}[{{ blk }}]`),
    },
  );
}

const wsText = fc.constantFrom(
  "",
  " ",
  "  ",
  "\t",
  "\n",
  "\n\n",
  "  \n",
  "\n  ",
  " a ",
  "b\n",
  "\n  c",
  "\r\n",
  " \n\t ",
);
const tagOpen = fc.constantFrom("{%", "{%-", "{%+");
const tagClose = fc.constantFrom("%}", "-%}", "+%}");
const commentTag = fc.constantFrom("{# c #}", "{#- c #}", "{# c -#}", "{#- c -#}", "{#+ c #}");
const exprTag = fc.tuple(
  fc.constantFrom("{{", "{{-", "{{+"),
  fc.constantFrom("x", "'s'", "none", "''"),
  fc.constantFrom("}}", "-}}"),
);

function wsPart(depth: number): fc.Arbitrary<string> {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: wsText },
    { weight: 1, arbitrary: commentTag },
    { weight: 1, arbitrary: exprTag.map(([o, v, c]) => `${o} ${v} ${c}`) },
    {
      weight: 1,
      // "+%}" after raw is not a raw tag for Jinja2 (features cover that case); only "%}" and "-%}" here.
      arbitrary: fc
        .tuple(tagOpen, fc.constantFrom("%}", "-%}"))
        .map(([o, c]) => `${o} raw ${c} {{ x }}\n ${o} endraw ${c}`),
    },
  );
  if (depth <= 0) return leaf;
  const inner = fc.array(wsPart(depth - 1), { minLength: 0, maxLength: 4 }).map((xs) => xs.join(""));
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tagOpen, tagClose, inner, wsText, tagOpen, tagClose, fc.constantFrom("true", "false", "x"))
        .map(([o1, c1, body, t, o2, c2, cond]) => `${o1} if ${cond} ${c1}${body}${t}${o2} endif ${c2}`),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tagOpen, tagClose, inner, tagOpen, tagClose)
        .map(([o1, c1, body, o2, c2]) => `${o1} for i in range(2) ${c1}${body}{{ i }}${o2} endfor ${c2}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(tagOpen, tagClose, inner)
        .map(([o, c, body]) => `${o} set v ${c}${body}${o} endset ${c}[{{ v }}]`),
    },
  );
}

const wsOptions = fc.record({
  trim_blocks: fc.boolean(),
  lstrip_blocks: fc.boolean(),
  keep_trailing_newline: fc.boolean(),
});

/** Literal values (nested lists, tuples, dicts of awkward scalars) for printing and conversion filters. */
const scalarLit = fc.constantFrom(
  "0",
  "-7",
  "123456789",
  "1.5",
  "-0.001",
  "1e-7",
  "1e16",
  "2.0",
  "'plain'",
  '"it\'s"',
  "'say \"hi\"'",
  "'back\\\\slash'",
  "'new\\nline'",
  "'tab\\t'",
  "'é ü 👋'",
  "''",
  "true",
  "false",
  "none",
);
function valueLit(depth: number): fc.Arbitrary<string> {
  if (depth <= 0) return scalarLit;
  const sub = valueLit(depth - 1);
  return fc.oneof(
    { weight: 2, arbitrary: scalarLit },
    { weight: 2, arbitrary: fc.array(sub, { maxLength: 5 }).map((xs) => `[${xs.join(", ")}]`) },
    { weight: 1, arbitrary: fc.array(sub, { minLength: 2, maxLength: 4 }).map((xs) => `(${xs.join(", ")})`) },
    {
      weight: 2,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom("'k'", "'key two'", "'a'", "'b'", '"q\'"'),
              fc.integer({ min: 0, max: 3 }).map(String),
            ),
            sub,
          ),
          {
            maxLength: 4,
          },
        )
        .map((pairs) => `{${pairs.map(([k, v]) => `${k}: ${v}`).join(", ")}}`),
    },
  );
}
const valueView = fc.constantFrom(
  "v",
  "v | string",
  "v | tojson",
  "v | tojson(indent=2)",
  "v | pprint",
  "v | list",
  "v | length",
  "v | first",
  "v | last",
  "v | join('/')",
  "v | sort",
  "v | unique | list",
  "v | reverse | list",
  "v | dictsort",
  "v | items | list",
  "v | min",
  "v | max",
  "v | count",
  "v | string | length",
  "[v, v]",
  "(v,)",
  "{'x': v}",
  "v is sequence",
  "v is mapping",
  "v is iterable",
);

/** Small edits (delete, duplicate, insert a token, swap delimiters) that turn templates into near-misses. */
const insertTokens = [
  "{%",
  "%}",
  "{{",
  "}}",
  "{#",
  "#}",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  ",",
  "|",
  ".",
  "'",
  '"',
  "-",
  "+",
  "~",
  "=",
  ":",
  " ",
  "\n",
  "not ",
  " if ",
  " else ",
  "endif",
  "endfor",
  "*",
  "/",
  "0",
  "x",
];
type Mutation = [kind: "delete" | "duplicate" | "insert" | "swap", position: number, token: string];
const mutation: fc.Arbitrary<Mutation> = fc.tuple(
  fc.constantFrom("delete" as const, "duplicate" as const, "insert" as const, "swap" as const),
  fc.nat(),
  fc.constantFrom(...insertTokens),
);
function mutate(template: string, [kind, position, token]: Mutation): string {
  if (template.length === 0) return token;
  const i = position % template.length;
  switch (kind) {
    case "delete":
      return template.slice(0, i) + template.slice(i + 1 + (position % 3));
    case "duplicate":
      return template.slice(0, i + 1) + template.slice(i, i + 3) + template.slice(i + 1);
    case "insert":
      return template.slice(0, i) + token + template.slice(i);
    case "swap": {
      const swapped = template.replace(/%}|}}/g, (m, offset: number) =>
        offset >= i && offset < i + 40 ? (m === "%}" ? "}}" : "%}") : m,
      );
      return swapped === template ? template.slice(0, i) + token + template.slice(i) : swapped;
    }
  }
}

/**
 * Nested frames (loops, their else and filter, if branches, macros, with, set and filter blocks, call blocks) that
 * read and store the same few names, some of which the context has: Jinja2's symbol analysis decides what each read
 * sees (the context's value, an enclosing frame's, or undefined before a later store).
 */
const frameName = fc.constantFrom("x", "y", "w");
const frameLeaf = fc.oneof(
  frameName.map((n) => `[{{ ${n} }}]`),
  frameName.map((n) => `[{{ ${n} is defined }}]`),
  fc.tuple(frameName, fc.constantFrom("'A'", "'B'")).map(([n, v]) => `{% set ${n} = ${v} %}`),
  fc.tuple(frameName, frameName).map(([a, b]) => `{% set ${a} = ${b} ~ '+' %}`),
  frameName.map((n) => `{% set ns.v = ${n} %}[{{ ns.v }}]`),
  fc.constantFrom(
    "[{{ m() if m is defined else '-' }}]",
    "[{{ loop.index if loop is defined else 'n' }}]",
    "[{{ range(1) | list if range is defined else 'r' }}]",
  ),
);
/**
 * Statements nested `depth` deep: a leaf (weighted `weight`), or one of the frames `around` makes of a body of one to
 * three nested ones.
 */
function nested(
  leaf: fc.Arbitrary<string>,
  weight: number,
  around: (body: fc.Arbitrary<string>) => fc.Arbitrary<string>[],
  depth: number,
): fc.Arbitrary<string> {
  if (depth === 0) return leaf;
  const inner = nested(leaf, weight, around, depth - 1);
  const body = fc.array(inner, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
  return fc.oneof({ weight, arbitrary: leaf }, ...around(body));
}
const frames = (depth: number): fc.Arbitrary<string> =>
  nested(
    frameLeaf,
    3,
    (body) => [
      body.map((b) => `{% for i in [1, 2] %}${b}{% endfor %}`),
      fc.tuple(body, body).map(([a, b]) => `{% for i in [] %}${a}{% else %}${b}{% endfor %}`),
      fc.tuple(frameName, body).map(([n, b]) => `{% for i in [1] if ${n} %}${b}{% endfor %}`),
      fc.tuple(frameName, body).map(([n, b]) => `{% for ${n} in [7] %}${b}{% endfor %}`),
      fc.tuple(body, body).map(([a, b]) => `{% if yes %}${a}{% else %}${b}{% endif %}`),
      body.map((b) => `{% if no %}${b}{% endif %}`),
      fc.tuple(body, body, body).map(([a, b, c]) => `{% if no %}${a}{% elif yes %}${b}{% else %}${c}{% endif %}`),
      body.map((b) => `{% macro m() %}${b}{% endmacro %}`),
      fc.tuple(frameName, body).map(([n, b]) => `{% with ${n} = 'W' %}${b}{% endwith %}`),
      body.map((b) => `{% set b %}${b}{% endset %}[{{ b }}]`),
      body.map((b) => `{% filter upper %}${b}{% endfilter %}`),
      body.map((b) => `{% call k() %}${b}{% endcall %}`),
    ],
    depth,
  );
const FRAME_PRELUDE = "{% set ns = namespace(v=0) %}{% macro k() %}<{{ caller() }}>{% endmacro %}";

/**
 * Macros and callers kept (in a namespace) past the frame that made them and called later, from sibling and nested
 * frames that bind, read and leave the same names, some written fullwidth (one variable to Python, two names to
 * Jinja2), and from blocks (which read what they do not store through a context): a call reads the variable its
 * frame's level has in Jinja2's generated code at that moment.
 */
const keptName = fc.constantFrom("x", "y", "i", "ｉ", "ｘ", "loop");
const keptLeaf = fc.oneof(
  keptName.map((n) => `[{{ ${n} }}]`),
  keptName.map((n) => `[{{ ${n} is defined }}]`),
  fc.tuple(fc.constantFrom("x", "y", "ｙ"), fc.constantFrom("'A'", "x ~ '+'")).map(([n, v]) => `{% set ${n} = ${v} %}`),
  keptName.map((n) => `{% macro m(a) %}<{{ ${n} }}>{% endmacro %}{% set ns.f = ns.f + [m] %}`),
  keptName.map((n) => `{% call k() %}({{ ${n} }}){% endcall %}`),
  fc.constantFrom(
    "{% for g in ns.f %}{{ g() }}{% endfor %}",
    "{{ ns.f[-1]() if ns.f else '' }}",
    "{{ self.b0() if self.b0 is defined else '' }}",
  ),
);
const keptFrames = (depth: number): fc.Arbitrary<string> =>
  nested(
    keptLeaf,
    2,
    (body) => [
      fc.tuple(fc.constantFrom("i", "ｉ", "x"), body).map(([n, b]) => `{% for ${n} in [1, 2] %}${b}{% endfor %}`),
      fc.tuple(body, body).map(([a, b]) => `{% for i in [] %}${a}{% else %}${b}{% endfor %}`),
      body.map((b) => `{% for i in [1] recursive %}${b}{% endfor %}`),
      body.map((b) => `{% for i in [1, 2] if ｉ %}${b}{% endfor %}`),
      fc.tuple(fc.constantFrom("x", "ｘ", "y"), body).map(([n, b]) => `{% with ${n} = 'W' %}${b}{% endwith %}`),
      body.map((b) => `{% set b %}${b}{% endset %}[{{ b }}]`),
      body.map((b) => `{% macro q() %}${b}{% endmacro %}{{ q() }}`),
      body.map((b) => `{% call k() %}${b}{% endcall %}`),
      body.map((b) => `{% block B scoped %}${b}{% endblock %}`),
      body.map((b) => `{% block B %}${b}{% endblock %}`),
    ],
    depth,
  );
/** Numbers the blocks of a generated template (a block name is unique in a template). */
function numberBlocks(template: string): string {
  let n = 0;
  return template.replace(/\{% block B/g, () => `{% block b${n++}`);
}
const KEPT_PRELUDE =
  "{% set ns = namespace(f=[]) %}{% macro k() %}{% set ns.f = ns.f + [caller] %}{{ caller() }}{% endmacro %}";

/** `numRuns` samples of `arb`, scaled and shifted as sampling.ts says (ids stay content-based). */
function sample<T>(arb: fc.Arbitrary<T>, seed: number, numRuns: number): T[] {
  return fc.sample(arb, { seed: seed + SEED_SHIFT, numRuns: numRuns * SCALE });
}

/** Stable id from the content (FNV-1a, 32 bits), so known-failures.json survives reordering. */
function contentId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

function casesFrom(group: string, templates: string[]): Case[] {
  const seen = new Set<string>();
  const cases: Case[] = [];
  for (const template of templates) {
    if (seen.has(template)) continue;
    seen.add(template);
    cases.push({ id: `${group}/${contentId(template)}`, group, template, context: GENERATED_CONTEXT });
  }
  return cases;
}

/** @param seedTemplates valid templates to mutate (e.g. the feature probes). */
export function generatedCases(seedTemplates: string[] = []): Case[] {
  const wrap = (e: string) => `{{ ${e} }}`;
  return [
    ...casesFrom("expressions", sample(anyExpr(3), SEED, 200).map(wrap)),
    ...casesFrom(
      "literals-slicing",
      sample(
        fc.oneof(
          slicing,
          listLit(anyExpr(1)),
          tupleLit(anyExpr(1)),
          dictLit(anyExpr(1)),
          fc.tuple(listLit(atom), slicing).map(([a, b]) => `${a} + ${b}`),
          fc.tuple(dictLit(atom), strLit).map(([a, k]) => `${a}[${k}]`),
        ),
        SEED + 1,
        100,
      ).map(wrap),
    ),
    ...casesFrom(
      "filters",
      sample(fc.oneof({ weight: 4, arbitrary: filterChain }, { weight: 1, arbitrary: attrFilters }), SEED + 2, 150).map(
        wrap,
      ),
    ),
    ...casesFrom(
      "tests",
      sample(
        fc.oneof(
          testExpr,
          fc.tuple(testExpr, testExpr).map(([a, b]) => `${a} and ${b}`),
        ),
        SEED + 3,
        80,
      ).map(wrap),
    ),
    ...casesFrom(
      "methods",
      sample(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom("s", "t", "u", "e", "'a-b-c'", "'  Mixed Case  '"),
              fc.constantFrom(
                "upper()",
                "lower()",
                "title()",
                "capitalize()",
                "strip()",
                "strip(' a')",
                "lstrip()",
                "rstrip(' c')",
                "split()",
                "split(',')",
                "split('-', 1)",
                "rsplit(',', 1)",
                "startswith('He')",
                "endswith(('d', 'c'))",
                "replace('l', '_')",
                "find('o')",
                "count('l')",
                "index('e')",
                "isdigit()",
                "isalpha()",
                "isspace()",
                "zfill(12)",
                "center(15, '*')",
                "splitlines()",
                "format(1, 2)",
                "join(['1', '2'])",
                "partition(',')",
              ),
            )
            .map(([v, m]) => `${v}.${m}`),
          fc
            .tuple(
              fc.constantFrom("d", "{}", "{'k': [1, 2]}"),
              fc.constantFrom("items()", "keys()", "values()", "get('a')", "get('zz', 7)", "get('k', [])"),
            )
            .map(([v, m]) => `${v}.${m}`),
          fc
            .tuple(fc.constantFrom("l", "m", "[]", "nested"), fc.constantFrom("index(1)", "count(3)", "count('a')"))
            .map(([v, m]) => `${v}.${m}`),
        ),
        SEED + 4,
        80,
      ).map(wrap),
    ),
    ...casesFrom("statements", sample(statement(2), SEED + 5, 150)),
    ...casesFrom(
      "frames",
      sample(fc.array(frames(3), { minLength: 1, maxLength: 3 }), SEED + 9, 150).map(
        (parts) => FRAME_PRELUDE + parts.join(""),
      ),
    ),
    ...casesFrom(
      "kept-closures",
      sample(keptFrames(3), SEED + 10, 150).map(
        (b) => `${KEPT_PRELUDE}${numberBlocks(b)}|{% for g in ns.f %}{{ g() }}{% endfor %}`,
      ),
    ),
    ...casesFrom(
      "values",
      sample(fc.tuple(valueLit(3), valueView), SEED + 7, 150).map(([v, view]) => `{% set v = ${v} %}{{ ${view} }}`),
    ),
    ...casesFrom(
      "mutations",
      sample(
        fc.tuple(
          fc.oneof(statement(2), fc.constantFrom(...(seedTemplates.length > 0 ? seedTemplates : ["{{ x }}"]))),
          mutation,
        ),
        SEED + 8,
        200,
      ).map(([t, m]) => mutate(t, m)),
    ),
    ...whitespaceCases(),
  ];
}

/** Whitespace-control templates, each with its own trim_blocks/lstrip_blocks/keep_trailing_newline. */
function whitespaceCases(): Case[] {
  const byId = new Map<string, Case>();
  for (const [parts, options] of sample(
    fc.tuple(fc.array(wsPart(2), { minLength: 1, maxLength: 5 }), wsOptions),
    SEED + 6,
    120,
  )) {
    const template = parts.join("");
    const id = `whitespace/${contentId(JSON.stringify([template, options]))}`;
    byId.set(id, { id, group: "whitespace", template, context: GENERATED_CONTEXT, options });
  }
  return [...byId.values()];
}
