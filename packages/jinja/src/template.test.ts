import { describe, expect, test } from "vitest";
import { RaisedException, Template, type TemplateRuntimeError, TemplateSyntaxError } from "./index.js";

const render = (source: string, context: Record<string, unknown> = {}) => new Template(source).render(context);
const errorOf = (source: string, context: Record<string, unknown> = {}) => {
  try {
    render(source, context);
  } catch (error) {
    return error as TemplateRuntimeError;
  }
  throw new Error("expected an error");
};

// Expected outputs were produced by Python Jinja2 3.1 configured as transformers configures it.
describe("Python values", () => {
  test.each([
    [
      "{{ 1.0 }}|{{ 7 / 2 }}|{{ 4 / 2 }}|{{ 7 // 2 }}|{{ -7 // 2 }}|{{ -7 % 3 }}|{{ 7.5 // 2 }}",
      "1.0|3.5|2.0|3|-4|2|3.0",
    ],
    [
      "{{ 1e20 }} {{ 1e16 }} {{ 1e15 }} {{ 0.0001 }} {{ 0.00001 }} {{ 1/3 }} {{ 2**-1 }}",
      "1e+20 1e+16 1000000000000000.0 0.0001 1e-05 0.3333333333333333 0.5",
    ],
    [
      "{{ none }}|{{ true }}|{{ False }}|{{ [1, 'a', none, 1.5] }}|{{ (1,) }}|{{ {'k': [true]} }}",
      "None|True|False|[1, 'a', None, 1.5]|(1,)|{'k': [True]}",
    ],
    [`{{ ["it's", 'a"b\\'', "x\\ny"] }}`, `["it's", 'a"b\\'', 'x\\ny']`],
    ["{{ 'ab' * 3 }}{{ [1] + [2] }}{{ 'a' ~ 1 ~ none }}", "ababab[1, 2]a1None"],
    ["{{ 'x' or 'y' }}|{{ 'a' and 'b' }}|{{ not false }}|{{ 1 < 2 < 3 }}", "x|b|True|True"],
    ["{{ [1,2,3][1:] }}{{ 'Hello'[::-1] }}{{ [1,2,3][-2] }}", "[2, 3]olleH2"],
    ["{{ '%s and %d and %r %5.2f %%' % ('a', 3, 'b', 2.5) }}", "a and 3 and 'b'  2.50 %"],
    // An empty precision is 0.
    ["{{ '%05.f|%.f|%5.s|' % (3.14159, 2.5, 'abcdef') }}{{ '%(k).s|%(k)5.1s' % {'k': 'xy'} }}", "00003|2|     ||    x"],
    ["{{ '{} and {x}'.format(1, x='y') }}|{{ '{:>5}|{:.2f}'.format('a', 3.14159) }}", "1 and y|    a|3.14"],
  ])("%s", (source, expected) => expect(render(source)).toBe(expected));

  test("ints stay exact beyond 2**53 and floats follow Python's floor division and modulo", () => {
    expect(render("{{ 2 ** 64 }}|{{ 12345678901234567890 + 1 }}|{{ -(2**64) // 7 }}")).toBe(
      "18446744073709551616|12345678901234567891|-2635249153387078803",
    );
    expect(render("{{ 2 // 0.1 }}|{{ 3 % -1.5 }}|{{ -0.25|round }}|{{ 1.5|round }}|{{ 2.675|round(2) }}")).toBe(
      "19.0|-0.0|-0.0|2.0|2.67",
    );
  });

  test("Markup from safe escapes what is added to it, as markupsafe does", () => {
    expect(render("{{ '<b>'|safe + x }}|{{ x ~ ('<b>'|safe) }}|{{ ('%s<'|safe) % x }}", { x: "a&b" })).toBe(
      "<b>a&amp;b|a&b<b>|a&amp;b<",
    );
  });

  test("dict literals keep insertion order; caller dicts iterate in their order", () => {
    expect(render("{{ {'b': 1, 'a': 2} }}{% for k in d %}{{ k }}{% endfor %}", { d: { b: 1, a: 2 } })).toBe(
      "{'b': 1, 'a': 2}ba",
    );
  });
});

describe("statements", () => {
  test("loop variables and controls", () => {
    const source =
      "{% for x in xs %}{{ loop.index }}{{ loop.revindex0 }}{{ loop.first }}{{ loop.cycle('a','b') }}{% if x == 2 %}{% continue %}{% endif %}{{ x }};{% endfor %}";
    expect(render(source, { xs: [1, 2, 3] })).toBe("12Truea1;21Falseb30Falsea3;");
    expect(render("{% for x in [1,1,2] %}{{ loop.changed(x) }}{{ loop.previtem }}{% endfor %}")).toBe(
      "TrueFalse1True1",
    );
  });

  test("for-else runs when the last iteration ended in break or continue, as Jinja2's does", () => {
    expect(render("{% for x in [1] %}{{ x }}{% break %}{% else %}E{% endfor %}")).toBe("1E");
    expect(render("{% for x in [1, 2] %}{% if x == 1 %}{% continue %}{% endif %}{{ x }}{% else %}E{% endfor %}")).toBe(
      "2",
    );
  });

  test("recursive loops, else, filtering and unpacking", () => {
    const tree = [{ v: 1, c: [{ v: 2, c: [] }] }];
    expect(render("{% for i in t recursive %}{{ loop.depth }}{{ i.v }}{{ loop(i.c) }}{% endfor %}", { t: tree })).toBe(
      "1122",
    );
    expect(
      render("{% for x in [] %}x{% else %}empty{% endfor %}{% for a, b in [[1,2]] if a %}{{ a }}{{ b }}{% endfor %}"),
    ).toBe("empty12");
  });

  test("scoping: loops do not leak, namespaces carry state", () => {
    expect(render("{% set x = 1 %}{% for i in [1,2] %}{{ x }}{% set x = 2 %}{{ x }}{% endfor %}{{ x }}")).toBe("12121");
    expect(
      render("{% set ns = namespace(t=0) %}{% for i in [1,2,3] %}{% set ns.t = ns.t + i %}{% endfor %}{{ ns.t }}"),
    ).toBe("6");
  });

  test("macros, call blocks, filter and set blocks", () => {
    expect(
      render("{% macro m(a, b='B') %}{{ a }}{{ b }}{{ varargs }}{{ kwargs }}{% endmacro %}{{ m(1, 2, 3, k=4) }}"),
    ).toBe("12(3,){'k': 4}");
    expect(render("{% macro w() %}[{{ caller(5) }}]{% endmacro %}{% call(v) w() %}v={{ v }}{% endcall %}")).toBe(
      "[v=5]",
    );
    expect(render("{% filter upper %}abc{% endfilter %}{% set x | title %}ab cd{% endset %}{{ x }}")).toBe("ABCAb Cd");
    expect(errorOf("{% macro m(a) %}{% endmacro %}{{ m(1, 2) }}").reason).toBe(
      "macro 'm' takes not more than 1 argument(s)",
    );
  });

  test("whitespace control, trim_blocks and lstrip_blocks", () => {
    expect(render("a  {%- if true -%}  b  {%- endif -%}  c")).toBe("abc");
    expect(render("x\n  {% if true %}\n  y\n{% endif %}\nz")).toBe("x\n  y\nz");
    expect(render("x\n  {%+ if true %}\n  y{% endif %}")).toBe("x\n    y");
    expect(render("{% raw %}{{ not rendered }}{% endraw %}|{% generation %}gen{% endgeneration %}")).toBe(
      "{{ not rendered }}|gen",
    );
    expect(
      new Template("a\n{% if 1 %}b{% endif %}\n", { trim_blocks: false, keep_trailing_newline: true }).render(),
    ).toBe("a\nb\n");
  });
});

describe("filters, tests and methods", () => {
  test.each([
    [
      "{{ d|tojson }}|{{ 'é<'|tojson }}|{{ [1, {'a': 2}]|tojson(indent=2) }}",
      '{"b": 2, "a": 1}|"é<"|[\n  1,\n  {\n    "a": 2\n  }\n]',
    ],
    ["{{ d|tojson(separators=(',', ':'), sort_keys=true) }}", '{"a":1,"b":2}'],
    [
      "{{ users|selectattr('admin')|map(attribute='name')|join(',') }}|{{ users|rejectattr('admin')|list|length }}",
      "bob|1",
    ],
    [
      "{{ d|dictsort }}|{{ d.items()|list }}|{{ d.get('z', 0) }}|{{ d|length }}",
      "[('a', 1), ('b', 2)]|[('b', 2), ('a', 1)]|0|2",
    ],
    [
      "{{ '  a b  '.split() }}{{ 'a,b'.split(',') }}{{ 'xxaxx'.strip('x') }}{{ 'ab cd'.title() }}{{ 'a-b'.replace('-', '+') }}",
      "['a', 'b']['a', 'b']aAb Cda+b",
    ],
    [
      "{{ x is defined }}{{ d is mapping }}{{ 's' is string }}{{ 3 is divisibleby 3 }}{{ none is none }}{{ [] is iterable }}",
      "FalseTrueTrueTrueTrueTrue",
    ],
    [
      "{{ 'a\nb\n\nc'|indent(2) }}|{{ 2.5|round }}|{{ 2.567|round(2) }}|{{ 3.7|int }}|{{ '3.5'|float }}",
      "a\n  b\n\n  c|2.0|2.57|3|3.5",
    ],
    [
      "{{ [3,1,2]|sort|first }}{{ [1,2,1]|unique|list }}{{ ['a','b']|map('upper')|join }}{{ [1,2,3,4]|select('even')|list }}",
      "1[1, 2]AB[2, 4]",
    ],
  ])("%s", (source, expected) =>
    expect(render(source, { d: { b: 2, a: 1 }, users: [{ name: "bob", admin: true }, { name: "al" }] })).toBe(expected),
  );

  test("generators are one-shot and have no length, as in Python", () => {
    expect(errorOf("{{ [1]|select|length }}").reason).toBe("object of type 'generator' has no len()");
    expect(render("{% set g = [1, 2]|select %}{{ g|list }}{{ g|list }}")).toBe("[1, 2][]");
  });
});

describe("errors", () => {
  test("raised where Python raises, with Python's messages", () => {
    expect(errorOf("{{ 'a' + [1] }}").reason).toBe('can only concatenate str (not "list") to str');
    expect(errorOf("{{ x.y }}").kind).toBe("UndefinedError");
    expect(errorOf("{{ d.y.z }}", { d: {} }).reason).toBe("'dict object' has no attribute 'y'");
    // Jinja2 quotes the object's description for a missing attribute, not for a missing element, and
    // qualifies its own classes and Markup by their module.
    expect(errorOf("{{ x[0] + 1 }}", { x: [] }).reason).toBe("list object has no element 0");
    expect(errorOf("{{ x[-1] + 1 }}", { x: null }).reason).toBe("None has no element -1");
    expect(errorOf("{{ x['it\\'s'] + 1 }}", { x: {} }).reason).toBe(`'dict object' has no attribute "it's"`);
    expect(errorOf("{{ (x|safe).y + 1 }}", { x: "" }).reason).toBe("'markupsafe.Markup object' has no attribute 'y'");
    expect(errorOf("{% for i in [1] %}{{ loop[5] + 1 }}{% endfor %}").reason).toBe(
      "jinja2.runtime.LoopContext object has no element 5",
    );
    expect(errorOf("{{ x() }}").reason).toBe("'x' is undefined");
    expect(errorOf("{{ 1 // 0 }}").kind).toBe("ZeroDivisionError");
    expect(errorOf("{{ none < 1 }}").reason).toBe("'<' not supported between instances of 'NoneType' and 'int'");
    expect(errorOf("{% for a, b in [[1]] %}{% endfor %}").reason).toBe(
      "not enough values to unpack (expected 2, got 1)",
    );
    // A dict looks a slice up as a key (a content sent as a dict to `content[:n]`); a namespace has no item at all.
    expect(errorOf("{{ x[:2] }}", { x: { a: 1 } }).reason).toBe("unhashable type: 'slice'");
    expect(errorOf("{{ namespace(a=1)[:1] }}").reason).toBe("'Namespace' object is not subscriptable");
    expect(errorOf("{{ 'a'.upper(*none) }}").reason).toBe("Value after * must be an iterable, not NoneType");
    // The filters that take any keywords still take the value (and the context) positionally, before any test runs.
    expect(errorOf("{{ none|select('odd', value=1) }}").reason).toBe(
      "sync_do_select() got multiple values for argument 'value'",
    );
    expect(errorOf("{{ x|map(context=1) }}").reason).toBe("sync_do_map() got multiple values for argument 'context'");
    expect(errorOf("{{ '%s'|format(value=1) }}").reason).toBe("do_format() got multiple values for argument 'value'");
  });

  test("undefined values print empty, iterate empty and are falsy", () => {
    expect(render("[{{ x }}]{% for i in x %}i{% endfor %}{{ x|length }}{% if not x %}F{% endif %}{{ [x] }}")).toBe(
      "[]0F[Undefined]",
    );
  });

  test("raise_exception keeps its message", () => {
    const error = errorOf("{{ raise_exception('Conversation roles must alternate') }}");
    expect(error).toBeInstanceOf(RaisedException);
    expect(error.message).toBe("Conversation roles must alternate");
  });

  test("syntax errors use the specified wording and carry the position with a caret", () => {
    const cases: [string, string][] = [
      ["{{ 1 $ 2 }}", "Unexpected character"],
      ["{% frobnicate %}", "Unknown statement type: frobnicate"],
      ["{{ 1 + * 2 }}", "Unknown operator"],
      ["{{ 1|nope }}", "Unknown filter: nope"],
      ["{{ 1 is nope }}", "Unknown test: nope"],
    ];
    for (const [source, wording] of cases) {
      expect(() => render(source)).toThrow(TemplateSyntaxError);
      expect(() => render(source)).toThrow(wording);
    }
    try {
      render("line one\n{{ 1|nope }}");
    } catch (error) {
      const e = error as TemplateSyntaxError;
      expect([e.line, e.column]).toEqual([2, 6]);
      expect(e.message).toContain("{{ 1|nope }}\n     ^");
    }
  });

  test("a loop filter is one expression and a subscript takes no trailing comma, as in Jinja2's parser", () => {
    expect(() => render("{% for v in [1] if v != 2, %}{{ v }}{% endfor %}")).toThrow(TemplateSyntaxError);
    expect(() => render("{{ [1, 2][1,] }}")).toThrow(TemplateSyntaxError);
    expect(render("{% for v in [1, 2] if v if true else false %}{{ v }}{% endfor %}|{{ {(): 2}[] }}")).toBe("12|2");
  });

  test("a constant subscript by a tuple holding a slice is undefined; unfolded, Jinja2 cannot compile it", () => {
    expect(render("[{{ [0, 1, 2][1, ::2] }}][{{ {(1, 2): 't'}[1, 2] }}][{{ 'ab'[1, :] is defined }}]")).toBe(
      "[][t][False]",
    );
    // The output's folding fails (undefined + 1), so Jinja2 generates its code, which is invalid Python.
    expect(errorOf("{{ [0][1, 1:'a'] + 1 }}").kind).toBe("SyntaxError");
    expect(() => render("{{ x[1, ::2] }}", { x: [1] })).toThrow(TemplateSyntaxError);
  });

  test("sorted() takes reverse as an integer: an undefined, none or float is a TypeError, as in Python", () => {
    expect(errorOf("{{ ['b', 'a'] | sort(nothing) | join }}").reason).toBe(
      "'Undefined' object cannot be interpreted as an integer",
    );
    expect(errorOf("{{ {'a': 1} | dictsort(reverse=none) }}").reason).toBe(
      "'NoneType' object cannot be interpreted as an integer",
    );
    expect(errorOf("{{ [] | sort(reverse=1.0) }}").kind).toBe("TypeError");
    expect(errorOf("{{ range(nothing) }}").reason).toBe("'Undefined' object cannot be interpreted as an integer");
    expect(render("{{ [1, 2] | sort(2) }}|{{ ['b', 'a'] | sort(false, nothing) | join }}")).toBe("[2, 1]|ab");
  });

  test("runtime errors point at the failing expression", () => {
    const error = errorOf("a\n  {{ 1 + 'x' }}");
    expect([error.line, error.column]).toEqual([2, 8]);
  });

  test("unhashable dict keys, bad *args and **kwargs and failed slices carry their node's position", () => {
    const cases: [string, number][] = [
      ["{{ {[1]: 2} }}", 4],
      ["{{ range(**3) }}", 9],
      ["{{ range(*3) }}", 9],
      ["{{ 1|default(*3) }}", 6],
      ["{{ x[::2] }}", 5],
    ];
    for (const [source, column] of cases) {
      const error = errorOf(`a\n${source}`, { x: 5 });
      expect([error.line, error.column, error.kind]).toEqual([2, column, "TypeError"]);
    }
  });
});

describe("long strings read without splitting them", () => {
  test("length and items near either end count code points, lone surrogates included, as a split would", () => {
    const units = ["a", "\ud83d", "\ude00", "😀", "é"];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const indexes = [0, 1, 2, 30, 63, 64, -1, -2, -3, -40, -64, -65, 200, -200];
    const template = new Template(`{{ s|length }}${indexes.map((i) => `|{{ s[${i}] }}`).join("")}`);
    for (let n = 0; n < 200; n++) {
      const s = Array.from({ length: 64 + Math.floor(random() * 60) }, () => units[Math.floor(random() * 5)]).join("");
      const points = Array.from(s);
      const expected = [points.length, ...indexes.map((i) => points.at(i) ?? "")].join("|");
      expect(template.render({ s }), JSON.stringify(s)).toBe(expected);
    }
  });
});

describe("options", () => {
  test("a context value overrides a global; user globals, filters and tests are available", () => {
    const template = new Template(
      "{{ range }}|{{ greet('x') }}|{{ 'a'|twice }}|{{ 4 is big }}|{{ strftime_now('%Y-%m-%d %A') }}",
      {
        globals: { greet: (name: string) => `hi ${name}` },
        filters: { twice: (s: string) => s + s },
        tests: { big: (n: number) => n > 3 },
        now: () => new Date(2024, 6, 26, 14, 5, 9),
      },
    );
    expect(template.render({ range: "mine" })).toBe("mine|hi x|aa|True|2024-07-26 Friday");
  });

  test("a global holding undefined is not listed, as a context value holding it is not", () => {
    const template = new Template("{{ x is defined }}|{{ range(2)|list }}", {
      globals: { x: undefined, range: undefined },
    });
    expect(template.render()).toBe("False|[0, 1]");
  });

  test("a function handed the loop gets the engine's loop object, and the loop goes on", () => {
    const seen: unknown[] = [];
    const template = new Template("{% for i in [1, 2, 3] %}{{ g(loop) }}{{ i }}{{ loop.index }}{% endfor %}", {
      globals: {
        g: (loop: unknown) => {
          seen.push(loop);
          return "i";
        },
      },
    });
    expect(template.render()).toBe("i11i22i33");
    expect(seen.every((loop) => !Array.isArray(loop))).toBe(true);
  });

  test("a key named self is refused as Python's render(**context) refuses it", () => {
    expect(() => new Template("{{ self }}").render({ self: 1 })).toThrow(
      "Template.render() got multiple values for argument 'self'",
    );
  });

  test("a limit left undefined keeps its default; Infinity lifts it", () => {
    const loop = "{% for i in range(3) %}{{ i }}{% endfor %}";
    expect(() => new Template(loop, { limits: { maxLoopIterations: 2 } }).render()).toThrow(/limit of 2/);
    expect(new Template(loop, { limits: { maxLoopIterations: Infinity } }).render()).toBe("012");
    const output = "{{ 'a' * 20000000 }}";
    expect(() => new Template(output, { limits: { maxOutputLength: undefined } }).render()).toThrow(/10000000/);
  });

  test.each([
    [{ limits: { maxLoops: 5 } }, RangeError, 'Unknown limit "maxLoops"; the limits are maxOutputLength, '],
    [{ limits: { maxLoopIterations: "5" } }, RangeError, "limits.maxLoopIterations must be a whole number"],
    [{ limits: { maxRecursionDepth: -1 } }, RangeError, "limits.maxRecursionDepth must be a whole number"],
    [{ limits: { maxOutputLength: Number.NaN } }, RangeError, "not NaN"],
    [{ limits: { maxRangeLength: 2.5 } }, RangeError, "not 2.5"],
    [{ limits: [1] }, TypeError, "limits must be an object, not an array"],
    [{ trim_blocks: "yes" }, TypeError, "trim_blocks must be a boolean, not a string"],
    [{ keep_trailing_newline: 1 }, TypeError, "keep_trailing_newline must be a boolean, not a number"],
    [{ now: new Date() }, TypeError, "now must be a function returning a Date, not an object"],
    [{ globals: "g" }, TypeError, "globals must be an object, not a string"],
    [{ filters: { twice: "x" } }, TypeError, "filters.twice must be a function, not a string"],
    [{ tests: [] }, TypeError, "tests must be an object of functions, not an array"],
    [{ filters: new Map([["f", () => 1]]) }, TypeError, "filters must be an object of functions, not a Map"],
    [null, TypeError, "Template options must be an object, not null"],
  ])("options %j are refused when the template is made", (options, kind, message) => {
    const make = () => new Template("{{ x }}", options as never);
    expect(make).toThrow(kind);
    expect(make).toThrow(message);
  });

  test("the source must be a string; the context an object, a Map or nothing", () => {
    expect(() => new Template(42 as never)).toThrow(new TypeError("Template source must be a string, not a number"));
    expect(() => new Template(undefined as never)).toThrow("not undefined");
    const template = new Template("{{ x }}{{ y }}");
    expect(() => template.render("x" as never)).toThrow(
      new TypeError("render() takes an object (or a Map) of template variables, not a string"),
    );
    expect(() => template.render([["x", 1]] as never)).toThrow("not an array");
    expect(
      template.render(
        new Map<unknown, unknown>([
          ["x", 1],
          [2, "ignored"],
        ]) as Map<string, unknown>,
      ),
    ).toBe("1");
    expect(template.render(undefined)).toBe("");
    expect(template.render(null)).toBe("");
  });
});

describe("drop-in API of @huggingface/jinja", () => {
  test("tokenize, parse, Environment and Interpreter compose as in @huggingface/jinja", async () => {
    const { Environment, Interpreter, parse, tokenize } = await import("./index.js");
    const env = new Environment();
    env.set("name", "world");
    const program = parse(
      tokenize("Hello {{ name }}{% if true %}\n!{% endif %}", { lstrip_blocks: true, trim_blocks: true }),
    );
    const result = new Interpreter(env).run(program);
    expect(result.value).toBe("Hello world!");
    expect(`${result}`).toBe("Hello world!");
    expect(new Template("{{ x }}").parsed.body[0].type).toBe("Output");
  });

  test("tokenize applies neither trim_blocks nor lstrip_blocks unless asked, as Jinja2's Environment does", async () => {
    const { Interpreter, parse, tokenize } = await import("./index.js");
    const source = "{% if 1 %}\n  a\n{% endif %}";
    // Python: jinja2.Environment().from_string(source).render() is "\n  a\n".
    expect(new Interpreter().run(parse(tokenize(source))).value).toBe("\n  a\n");
    expect(new Interpreter().run(parse(tokenize(source, { trim_blocks: true, lstrip_blocks: true }))).value).toBe(
      "  a\n",
    );
    // Template keeps the chat-template defaults, also for its syntax tree and format().
    expect(new Template(source).render()).toBe("  a\n");
    expect(new Template(source).parsed).toEqual(parse(tokenize(source, { trim_blocks: true, lstrip_blocks: true })));
    expect(new Template(source, { trim_blocks: false, lstrip_blocks: false }).render()).toBe("\n  a\n");
  });

  test("a caller's bigint is a Python int, one object from -5 to 256 as in CPython", () => {
    expect(
      new Template("{{ b is sameas b }}|{{ b is sameas 1 }}|{{ c is sameas c }}|{{ b + 1 }}").render({
        b: 1n,
        c: 257n,
      }),
    ).toBe("True|True|False|2");
  });

  test("the lower-level API refuses what it cannot take, and its stack overflow is a LimitError", async () => {
    const { Environment, Interpreter, LimitError, parse, tokenize } = await import("./index.js");
    expect(() => tokenize(5 as never)).toThrow(
      new TypeError("tokenize() takes the template source as a string, not number"),
    );
    expect(() => parse([])).toThrow(
      new TypeError("parse() takes the tokens of tokenize(), which end with an EOF token"),
    );
    expect(() => new Interpreter(5 as never)).toThrow(new TypeError("Interpreter takes an Environment"));
    expect(() => new Interpreter().run(null as never)).toThrow(
      new TypeError("run() takes the Program that parse() returns"),
    );
    const handMade = { type: "Program", body: [{ type: "Nope", line: 1, column: 1 }] };
    expect(() => new Interpreter().run(handMade as never)).toThrow(
      new TypeError('Unknown syntax tree node type "Nope"'),
    );
    expect(() => parse(tokenize(`{{ ${"-".repeat(100_000)}1 }}`))).toThrow(LimitError);
    // A variable named __proto__ is a variable like any other.
    const env = new Environment();
    env.set("__proto__", 1);
    expect(new Interpreter(env).run(parse(tokenize("[{{ __proto__ }}]"))).value).toBe("[1]");
  });

  test("an error a caller's function throws reaches the caller as thrown", async () => {
    const { TemplateRuntimeError } = await import("./index.js");
    for (const thrown of [
      new RangeError("Maximum call stack size exceeded"),
      new RangeError("Invalid string length"),
      new TemplateRuntimeError("mine"),
    ]) {
      const fail = () => {
        throw thrown;
      };
      for (const [template, context, options] of [
        ["{{ f() }}", { f: fail }, {}],
        ["{{ 1|mine }}", {}, { filters: { mine: fail } }],
        ["{{ 1 is mine }}", {}, { tests: { mine: fail } }],
      ] as const) {
        let caught: unknown;
        try {
          new Template(template, options).render(context);
        } catch (error) {
          caught = error;
        }
        expect(caught, `${template} ${thrown.message}`).toBe(thrown);
        expect((caught as Error).message).toBe(thrown.message);
      }
    }
  });

  test("a clock that gives no valid Date is named", () => {
    for (const now of [() => 5, () => new Date(Number.NaN)]) {
      expect(() => new Template("{{ strftime_now('%Y') }}", { now: now as () => Date }).render()).toThrow(
        /^The now option must return a valid Date, not /,
      );
    }
  });

  test("render takes a missing or null context", () => {
    expect(new Template("[{{ x }}]").render()).toBe("[]");
    expect(new Template("[{{ x }}]").render(null)).toBe("[]");
  });

  test("a caller's function receives JavaScript values, not the engine's", () => {
    const calls: unknown[][] = [];
    const f = (...args: unknown[]) => {
      calls.push(args);
      return "";
    };
    const data = { k: [1] };
    const template = new Template(
      "{{ f(1.0, 4 / 2, 'a'|safe, nope, data, 2**64) }}{{ f([1.0, 'b'|e], {'k': 2.0}, x=3.0) }}" +
        "{% set ns = namespace(a=1.0) %}{{ f(ns, [1, 2]|map('string'), (1.0,)) }}{{ 'v'|mine(1.0, k='w'|safe) }}" +
        "{{ f({'m': 1}.keys().mapping) }}",
      { filters: { mine: f } },
    );
    template.render({ f, data });
    expect(calls).toEqual([
      [1, 2, "a", undefined, data, 2n ** 64n],
      [[1, "b"], new Map([["k", 2]]), { x: 3 }],
      [new Map([["a", 1]]), ["1", "2"], [1]],
      ["v", 1, { k: "w" }],
      [new Map([["m", 1]])],
    ]);
    // A mappingproxy arrives as a plain Map, not the engine's read-only view.
    expect((calls[4][0] as Map<unknown, unknown>).constructor).toBe(Map);
    // The caller's own objects arrive as they are.
    expect(calls[0][4]).toBe(data);
  });
});
