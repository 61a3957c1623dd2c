import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { LimitError, Template, TemplateError, TemplateRuntimeError } from "./index.js";

const render = (source: string, context: Record<string, unknown> = {}, options = {}) =>
  new Template(source, options).render(context);

/** A corpus template (test/fixtures/templates). */
const fixture = (name: string) =>
  readFileSync(new URL(`../test/fixtures/templates/${name}.jinja`, import.meta.url), "utf8");

describe("sandbox", () => {
  test("JavaScript internals are unreachable", () => {
    const context = { obj: { a: 1 }, list: [1], text: "s", fn: () => 1 };
    for (const path of [
      "obj.constructor",
      "obj.__proto__",
      "list.constructor",
      "text.constructor",
      "obj['constructor']",
      "fn.constructor",
      "obj.toString",
      "list.length",
    ]) {
      expect(render(`[{{ ${path} }}]`, context)).toBe("[]");
    }
    expect(() => render("{{ obj.constructor.constructor('return 1')() }}", context)).toThrow(TemplateRuntimeError);
    expect(() => render("{{ ''.__class__.__mro__ }}")).toThrow(
      "access to attribute '__class__' of 'str' object is unsafe.",
    );
  });

  test("mutating methods raise as in the immutable sandbox and the caller's data never changes", () => {
    const context = { items: [1, 2], d: { a: 1 } };
    const before = structuredClone(context);
    expect(() => render("{{ items.append(3) }}", context)).toThrow(
      "access to attribute 'append' of 'list' object is unsafe.",
    );
    expect(() => render("{{ d.update({'b': 2}) }}", context)).toThrow(
      "access to attribute 'update' of 'dict' object is unsafe.",
    );
    render("{% set items = items + [3] %}{{ items|sort(reverse=true) }}{{ d|dictsort }}", context);
    expect(context).toEqual(before);
  });

  test("caller values JSON cannot carry show only their own enumerable data", () => {
    class Secret {
      x = 1;
      method() {
        return "method";
      }
      get computed() {
        return "getter";
      }
    }
    const context = { inst: new Secret(), err: new Error("boom"), fn: () => 1, date: new Date(0), list: [1] };
    const paths = ["inst.method", "inst.computed", "inst.constructor", "inst['method']", "err.stack", "err.message"];
    paths.push("fn.call", "fn.apply", "fn.bind", "fn.name", "fn.prototype", "date.getTime", "list.push");
    for (const path of paths) expect(render(`[{{ ${path} }}]`, context)).toBe("[]");
    expect(render("{{ inst.x }}", context)).toBe("1");
    expect(() => render("{{ fn.call(none) }}", context)).toThrow(TemplateRuntimeError);
    expect(() => render("{{ date | tojson }}", context)).toThrow(TemplateRuntimeError);
    // biome-ignore lint/suspicious/noSparseArray: a hole in a caller's array is None, as an undefined item is.
    expect(render("{{ sparse }}|{{ sparse | tojson }}", { sparse: [1, , 3] })).toBe("[1, None, 3]|[1, null, 3]");
  });

  test("huge or negative precisions end as template errors, not JavaScript RangeErrors", () => {
    for (const source of ["{{ '%.2147483648f' % 1 }}", "{{ '%.*f' % (-2**63, 1) }}", "{{ '%.*d' % (10**9, 1) }}"]) {
      expect(() => render(source)).toThrow(TemplateError);
    }
  });

  test("values that share their parts end with a LimitError when compared, ordered or hashed", () => {
    // `[x, x]` nested thirty times has 2**30 leaves: Python never finishes these either.
    const nested = (open: string, close: string) =>
      `{% set ns = namespace(a=${open}${close}, b=${open}${close}) %}{% for i in range(30) %}` +
      `{% set ns.a = ${open}ns.a, ns.a${close} %}{% set ns.b = ${open}ns.b, ns.b${close} %}{% endfor %}`;
    for (const source of [
      `${nested("[", "]")}{{ ns.a == ns.b }}`,
      `${nested("[", "]")}{{ ns.a in [ns.b] }}`,
      `${nested("[", "]")}{{ [ns.a, ns.b] | sort }}`,
      `${nested("(", ")")}{{ [ns.a, ns.b] | unique | list }}`,
      `${nested("(", ")")}{{ {ns.a: 1} }}`,
    ]) {
      expect(() => render(source)).toThrow(LimitError);
    }
    // Each render spends the whole work limit, about a second on this machine: slower under a loaded CI.
  }, 30_000);

  test("filter and test names never reach Object.prototype", () => {
    for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "__defineGetter__"]) {
      for (const source of [`{{ [1] | map('${name}') | list }}`, `{{ [1] | select('${name}') | list }}`]) {
        expect(() => render(source)).toThrow(TemplateRuntimeError);
      }
    }
  });

  test("prototype pollution through set and namespace is impossible", () => {
    render("{% set ns = namespace() %}{% set ns.__proto__ = 1 %}{% set __proto__ = 2 %}{{ {'__proto__': 1} }}");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});

describe("limits", () => {
  test("range is capped as in Jinja2's sandbox", () => {
    expect(() => render("{{ range(100001)|length }}")).toThrow(
      "Range too big. The sandbox blocks ranges larger than MAX_RANGE (100000).",
    );
    expect(render("{{ range(100000)|length }}")).toBe("100000");
  });

  test("measuring, indexing and slicing a long string take constant time, as in Python, within the walk limit", () => {
    // A JSON parser written in Jinja (a real template's) reads its input this way, character by character.
    const limits = { maxWalkedLength: 5_000_000 };
    const scan = (test: string) =>
      `{% set n = namespace(c=0) %}{% for i in range(s|length) %}{% if ${test} %}{% set n.c = n.c + 1 %}{% endif %}{% endfor %}{{ n.c }}`;
    const s = "ab".repeat(50_000);
    expect(render(scan("i < s|length and s[i] == 'a'"), { s }, { limits })).toBe("50000");
    expect(render(scan("s[i:i + 2] == 'ab'"), { s }, { limits })).toBe("50000");
    expect(render(scan("s.startswith('ba', i) and d.get('k') == 1"), { s, d: { k: 1 } }, { limits })).toBe("49999");
    expect(render(scan("s[i] == '😀' and s[-1:] == '😀'"), { s: "😀".repeat(100_000) }, { limits })).toBe("100000");
  });

  test("a string split while a template compiles is not kept: a later render walks it again", () => {
    const s = "😀".repeat(100);
    // Compiling folds the constant item (the float makes Jinja2 fold), which splits the 100-emoji string (an item
    // within 64 of an end would be read without splitting it).
    new Template("{{ ('😀' * 100)[80] ~ 1.5 }}");
    expect(() => render("{{ s[80] }}", { s }, { limits: { maxWalkedLength: 50 } })).toThrow(
      "Operations walk more than 50",
    );
  });

  test("linear work repeated on a large value in a long loop ends with a LimitError, not a hang", () => {
    for (const work of [
      "'ab' in s",
      "s.count('b')",
      "s.isalpha()",
      "s|wordcount",
      "s is lower",
      "s == t",
      "s < t",
      "-1 in l",
      "l|sum",
      "l.index(99999)",
    ]) {
      const source = `{% set s = 'a' * 1000000 %}{% set t = 'a' * 1000000 %}{% set l = range(100000)|list %}{% for i in range(100000) %}{{ ${work} }}{% endfor %}`;
      // Unbounded, each of these would run for minutes to hours.
      const limits = { maxWalkedLength: 20_000_000 };
      expect(() => render(source, {}, { limits }), work).toThrow("Operations walk more than 20000000");
    }
    // The default limit ends the slowest search (a partial match at every character) too, after 200 of its steps.
    expect(() => render("{% set s = 'a' * 1000000 %}{% for i in range(100000) %}{{ 'ab' in s }}{% endfor %}")).toThrow(
      "Operations walk more than 200000000 items and characters.",
    );
  }, 60_000);

  test("arithmetic on long ints repeated in a loop ends with a LimitError, not a hang", () => {
    for (const work of [
      "n * n",
      "n + n",
      "n // 7",
      "n % 7",
      "n / 7 if false else 7 / n",
      "-n",
      "n | abs",
      "n | round(-5)",
      "n.bit_length()",
      "n.bit_count()",
      "{n: 1} | length",
      "s | int",
    ]) {
      const source = `{% set k = 100000 %}{% set n = -(10**k) %}{% set s = n | string if false else '9' * 4000 %}{% for i in range(100000) %}{% set r = ${work} %}{% endfor %}`;
      // A million-digit product takes 50 ms, a quotient 250 ms: unbounded, a loop of them runs for hours.
      expect(() => render(source, {}, { limits: { maxWalkedLength: 5_000_000 } }), work).toThrow(
        "Operations walk more than 5000000",
      );
    }
    // Python's round() gets 0 through 10 ** 1000000000, which takes minutes; the engine knows it at once.
    expect(render("{{ 5 | round(-1000000000) }}|{{ (10**30) | round(-1000000000) }}")).toBe("0|0");
  });

  test("runaway templates end with a catchable LimitError", () => {
    const cases: [string, object][] = [
      ["{% for i in range(1000) %}{% for j in range(1000) %}{% endfor %}{% endfor %}", { maxLoopIterations: 10_000 }],
      ["{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}", {}],
      ["{% for i in range(100) %}{{ 'x' * 1000 }}{% endfor %}", { maxOutputLength: 10_000 }],
      ["{{ 'x' * 100000000000 }}", {}],
      ["{{ 10 ** 100000000 }}", {}],
      ["{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(0) }}", { maxRecursionDepth: 50 }],
      ["{% for x in [[1]] recursive %}{{ loop([[1]]) }}{% endfor %}", {}],
      ["{% set ns = namespace(s='x') %}{% for i in range(64) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}", {}],
      ["{{ [1]|slice(1000000000)|list }}", {}],
      ["{{ 'x'|center(1000000000) }}{{ '%1000000000d' % 1 }}", {}],
      ["{{ '%.999999999f' % 1.0 }}", {}],
      ["{{ '{:.999999999e}'.format(1.0) }}", {}],
      ["{{ '%.999999999x' % 1 }}", {}],
    ];
    for (const [source, limits] of cases) {
      expect(() => render(source, {}, { limits })).toThrow(LimitError);
    }
  });

  test("the default limits let templates that scan the conversation for each message render long agent traces", () => {
    // gpt-oss loops quadratically over the messages (Python renders 3,300 of them in 1.2 s), Vedika 4.1 too; the
    // loop limit of sessions 1-15 (1,000,000 iterations) refused both.
    const messages: object[] = [{ role: "system", content: "You are helpful." }];
    for (let i = 0; messages.length < 3300; i++) {
      const call = { type: "function", function: { name: "get_weather", arguments: { city: "Paris" } } };
      messages.push({ role: "user", content: `Question ${i}` }, { role: "assistant", content: "", tool_calls: [call] });
      messages.push(
        { role: "tool", content: "sunny", name: "get_weather" },
        { role: "assistant", content: `Answer ${i}` },
      );
    }
    for (const name of ["gpt-oss-120b", "vedika-4.1-flash"]) {
      const output = render(fixture(name), { messages: messages.slice(0, 3300) });
      expect(output).toContain("Answer 823");
    }
  }, 60_000);

  test("the default limits let templates that grow a string for each tool render hundreds of tools", () => {
    // sglang's DeepSeek V3.2 template adds each tool to a string with `+`, quadratic in what it creates (as Python
    // copies): counted by characters and items alike, the limit of sessions 1-15 refused it from about 200 such tools.
    const source = fixture("sglang-deepseekv32");
    const tools = Array.from({ length: 300 }, (_, i) => ({
      type: "function",
      function: {
        name: `tool_${i}`,
        description: "Does something useful with the given arguments. ".repeat(8),
        parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      },
    }));
    const output = render(source, { messages: [{ role: "user", content: "Hi" }], tools });
    expect(output).toContain("### tool_299");
  });

  test("adversarial text goes through the text filters in one pass (no regex backtracking blow-up)", () => {
    const s = `${"<".repeat(50_000)}${"a.@".repeat(50_000)}${"1".repeat(50_000)}x`;
    const out = render("{{ s|striptags|length }}|{{ s|urlize|length }}|{{ s|float }}|{{ s|wordwrap(79)|length > 0 }}", {
      s,
    });
    expect(out).toMatch(/^\d+\|\d+\|0\.0\|True$/);
    expect(render(`{{- ${"' '".repeat(1)} -}}${" ".repeat(100_000)}x{{- 1 -}}${" ".repeat(100_000)}`)).toBe(" x1");
  });

  test("repeating an empty sequence a huge number of times does not loop", () => {
    expect(render("{{ 10**15 * [] }}{{ '' * 10**15 }}")).toBe("[]");
    expect(() => render("{{ 10**20 * [] }}")).toThrow("cannot fit 'int' into an index-sized integer");
  });

  test("values doubled in a loop end with a LimitError instead of crashing or stalling the process", () => {
    const doubled = (step: string, use: string) =>
      `{% set ns = namespace(v=[1]) %}{% for i in range(40) %}{% set ns.v = ${step} %}{% endfor %}${use}`;
    const cases = [
      // A list past V8's array limit used to abort the process; a shared tree took minutes to print.
      doubled("ns.v + ns.v", "{{ ns.v|length }}"),
      doubled("[ns.v, ns.v]", "{{ ns.v }}"),
      doubled("[ns.v, ns.v]", "{{ ns.v|tojson }}"),
      doubled("[ns.v, ns.v]", "{{ ns.v|pprint }}"),
      doubled("{'a': ns.v, 'b': ns.v}", "{{ ns.v|string|length }}"),
      doubled("ns.v|string ~ ns.v|string", "{{ ns.v|length }}"),
    ];
    for (const source of cases) {
      expect(() => render(source, {}, { limits: { maxOutputLength: 100_000 } })).toThrow(LimitError);
    }
  });

  test("a string that a filter, method, call or operator makes past the output limit is refused where it is made", () => {
    const long = "{% set x = 'a\"<ß' * 30000 %}";
    const cases = [
      "{{ [x, x]|join }}",
      "{{ ' '.join([x, x]) }}",
      "{{ x|tojson }}",
      "{{ [x]|pprint }}",
      "{{ x|e }}",
      "{{ x|forceescape }}",
      "{{ x|urlencode }}",
      "{{ {'a': x}|xmlattr }}",
      "{{ x|upper }}",
      "{{ x.casefold() }}",
      "{{ '%s%s' % (x, x) }}",
      "{{ '{0}{0}'.format(x) }}",
      "{{ '%s%s'|format(x, x) }}",
      "{{ x.encode() }}",
      "{{ x|wordwrap(1, true, 'xx') }}",
      "{{ strftime_now('%Y' * 40000) }}",
      "{{ lipsum(1000) }}",
    ];
    for (const source of cases) {
      expect(() => render(long + source, {}, { limits: { maxOutputLength: 100_000 } }), source).toThrow(LimitError);
    }
    // With the default limits: seven joined 10-million character strings, whose tojson was a fatal error of V8.
    expect(() => render("{{ ((['\"' * 10000000] * 7)|join|tojson)|length }}", {})).toThrow(LimitError);
  });

  test("calls count with loop iterations: a macro calling itself twice at each of thirty levels ends", () => {
    const source = "{% macro m(n) %}{% if n < 30 %}{{ m(n + 1) }}{{ m(n + 1) }}{% endif %}{% endmacro %}{{ m(0) }}";
    expect(() => render(source, {}, { limits: { maxLoopIterations: 100_000 } })).toThrow(
      "Loop iterations and calls exceed the limit of 100000.",
    );
  });

  test("what a render creates is bounded, whatever it keeps (memory cannot be exhausted)", () => {
    const big = "{% set big = 'x' * 100000 %}";
    const cases = [
      // Fresh strings kept in a growing list, in a chain of namespaces, and on the frames of a macro recursion.
      `${big}{% set ns = namespace(l=[]) %}{% for i in range(1000) %}{% set ns.l = ns.l + [(big ~ i)|upper] %}{% endfor %}`,
      `${big}{% set ns = namespace(h=none) %}{% for i in range(1000) %}{% set ns.h = namespace(n=ns.h, v=big[::-1]) %}{% endfor %}`,
      `${big}{% macro f(n, s) %}{{ f(n + 1, s|lower) if n < 400 }}{% endmacro %}{{ f(0, big) }}`,
      `{% set ns = namespace(n=3) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}{% endfor %}`,
      // Filters that other filters run, and the lowercased keys of sort/unique/min/max, count too.
      `${big}{{ ([big] * 1000)|map('upper')|list|length }}`,
      `${big}{{ ([big] * 1000)|unique|list|length }}{{ ([big] * 1000)|sort|length }}`,
      // Lists inside a created list count too (a hundred thousand lists of one item each, kept in a loop).
      "{% set ns = namespace(l=[]) %}{% for i in range(100) %}{% set ns.l = ns.l + [range(10000)|batch(1)|list] %}{% endfor %}",
      // A literal evaluated in a loop is a new list each time.
      `{% set ns = namespace(h=none) %}{% for i in range(20000) %}{% set ns.h = namespace(n=ns.h, v=[${Array(1000).fill(1)}]) %}{% endfor %}`,
    ];
    for (const source of cases) {
      expect(() =>
        render(source, {}, { limits: { maxCreatedLength: 10_000_000, maxOutputLength: 1_000_000 } }),
      ).toThrow(LimitError);
    }
    expect(render(`${big}{{ (big|upper)[:3] }}`, {}, { limits: { maxCreatedLength: 500_000 } })).toBe("XXX");
  });

  test("cyclic caller data prints as Python prints a cycle and never overflows", () => {
    const data: Record<string, unknown> = { x: 1 };
    data.self = data;
    const list: unknown[] = [1];
    list.push(list);
    expect(render("{{ data }}|{{ list }}|{{ [list, data] }}", { data, list })).toBe(
      "{'x': 1, 'self': {...}}|[1, [...]]|[[1, [...]], {'x': 1, 'self': {...}}]",
    );
    expect(() => render("{{ data|tojson }}", { data })).toThrow("Circular reference detected");
  });

  test("a recursion that exhausts the JavaScript stack ends with a LimitError whatever the caller's depth", () => {
    // Without a depth limit the JavaScript stack runs out, possibly inside the error handler itself: a
    // regular expression compiled there used to throw "SyntaxError: Invalid regular expression:
    // /call stack/i: Maximum call stack size exceeded".
    const template = new Template("{% macro f(x) %}{{ f(x) }}{% endmacro %}{{ f(1) }}", {
      limits: { maxRecursionDepth: 1e9 },
    });
    const errors = new Set<string>();
    const nested = (n: number): void => {
      if (n > 0) {
        nested(n - 1);
        return;
      }
      try {
        template.render({});
      } catch (error) {
        errors.add(error instanceof LimitError ? "LimitError" : String(error));
      }
    };
    for (let depth = 0; depth < 600; depth += 3) nested(depth);
    expect([...errors]).toEqual(["LimitError"]);
  });

  test("deeply nested source fails cleanly", () => {
    expect(() => new Template(`{{ ${"(".repeat(20_000)}1${")".repeat(20_000)} }}`)).toThrow();
  });

  test("data nested past the JavaScript stack ends with Python's RecursionError", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let error: unknown;
    try {
      render("{{ x }}", { x: deep });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LimitError);
    expect((error as LimitError).kind).toBe("RecursionError");
  });

  test("a caller's sparse array claiming billions of items is refused, not walked", () => {
    const arr: unknown[] = [];
    arr.length = 4_294_967_295;
    for (const source of [
      "{{ arr | list | length }}",
      "{{ 1 in arr }}",
      "{{ arr.count(none) }}",
      "{{ arr.index(1) }}",
      "{{ arr[::-1] | length }}",
      "{{ arr | join }}",
      "{% for x in arr %}{% endfor %}",
      "{{ arr }}",
    ]) {
      expect(() => render(source, { arr }), source).toThrow(LimitError);
    }
    expect(render("{{ arr | length }}|{{ arr[:2] }}", { arr })).toBe("4294967295|[None, None]");
  });
});

describe("JavaScript-only values", () => {
  test("a symbol prints as an opaque object", () => {
    expect(render("{{ x }}|{{ [x] }}|{{ f() }}", { x: Symbol("s"), f: () => Symbol() })).toBe(
      "<object>|[<object>]|<object>",
    );
  });
});
