import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Template } from "./index.js";

const render = (template: Template, context: Record<string, unknown>) => {
  try {
    return template.render(context);
  } catch (error) {
    return `error: ${(error as Error).name}`;
  }
};

// Small templates mixing statements, output, text with newlines and indentation, and whitespace control.
const text = fc.constantFrom("", "a", " b ", "\n", "  \n", "x\n  ", "\n\n", "{{", "%}", "\t");
const expression = fc.constantFrom(
  "x",
  "n + 1",
  "xs|length",
  "x ~ 'y'",
  "xs|join(',')",
  "'<' if n > 1 else '>'",
  "-n",
  "n ** 2",
);
const dash = fc.constantFrom("", "-", "+");
const templateArbitrary: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    expression.map((e) => `{{ ${e} }}`),
    fc
      .tuple(dash, expression, tie("body"), tie("body"))
      .map(([d, e, a, b]) => `{%${d} if ${e} %}${a}{% else %}${b}{%- endif %}`),
    fc.tuple(tie("body"), dash).map(([b, d]) => `{% for v in xs %}${b}{{ loop.index }}{${d}% endfor %}`),
    expression.map((e) => `{% set x = ${e} %}`),
    tie("body").map((b) => `{% filter upper %}${b}{% endfilter %}`),
    fc.constant("{# comment #}"),
  ),
  body: fc.array(tie("node"), { maxLength: 4 }).map((parts) => parts.join("")),
})).body;

describe("format()", () => {
  test("renders identically and is idempotent (property)", () => {
    const context = { x: "v", n: 2, xs: ["a", "b"] };
    fc.assert(
      fc.property(templateArbitrary, fc.boolean(), fc.boolean(), (source, trim, lstrip) => {
        const options = { trim_blocks: trim, lstrip_blocks: lstrip };
        let original: Template;
        try {
          original = new Template(source, options);
        } catch {
          return;
        }
        const formatted = original.format();
        const reparsed = new Template(formatted, options);
        expect(render(reparsed, context)).toBe(render(original, context));
        expect(reparsed.format()).toBe(formatted);
      }),
      { numRuns: 300 },
    );
  });

  test("refuses an indentation that is not blanks", () => {
    const template = new Template("{% if x %}a{% endif %}");
    for (const indent of [-1, 1.5, 101, 1e9, Number.POSITIVE_INFINITY, "ab", " x"]) {
      expect(() => template.format({ indent }), String(indent)).toThrow(
        `format: indent must be a count of spaces up to 100 or a string of spaces and tabs, not ${indent}`,
      );
    }
    expect(new Template("{% if x %}{% if y %}a{% endif %}{% endif %}").format({ indent: "\t" })).toContain(
      "\n\t{% if y %}\n",
    );
  });

  test("formats a long template in linear time", () => {
    // Reading each tag's line back from the output took 8 s for these 20,000 statements (195 s for 100,000).
    const source = "{% if x %}a{% endif %}".repeat(20_000);
    const formatted = new Template(source).format();
    expect(formatted).toBe("{% if x %}\na{% endif %}\n".repeat(20_000));
    expect(new Template(formatted).render({ x: 1 })).toBe(new Template(source).render({ x: 1 }));
  });

  test("puts block tags on indented lines", () => {
    const source = "{% for m in messages %}{% if m.role == 'user' %}{{ m.content }}\n{% endif %}{% endfor %}";
    expect(new Template(source).format({ indent: 2 })).toBe(
      '{% for m in messages %}\n  {% if m.role == "user" %}\n{{ m.content }}\n  {% endif %}\n{% endfor %}\n',
    );
  });
});

describe("format() under other whitespace options", () => {
  test.each([
    { trim_blocks: false },
    { lstrip_blocks: false },
    { trim_blocks: false, lstrip_blocks: false, keep_trailing_newline: true },
  ])("%o renders identically", (options) => {
    const source = "a\n  {% if x %}\n  b\n{% endif %}\n{% for v in xs %} {{ v }}\n{% endfor %}\n";
    const original = new Template(source, options);
    const reparsed = new Template(original.format(), options);
    expect(reparsed.render({ x: 1, xs: [1, 2] })).toBe(original.render({ x: 1, xs: [1, 2] }));
  });
});

describe("format() of subscripts", () => {
  test("a one-item or empty tuple key keeps its parentheses", () => {
    const keys = "{{ x[(1,)] }}|{{ x[()] }}|{{ x[1, 2] }}|{{ x[(1, 2)] }}";
    const formatted = new Template(keys).format();
    expect(formatted).toBe("{{ x[(1,)] }}|{{ x[()] }}|{{ x[1, 2] }}|{{ x[1, 2] }}");
    const dict = "{% set x = {1: 'a', (1,): 'b', (): 'c', (1, 2): 'd'} %}";
    expect(new Template(dict + formatted).render()).toBe("b|c|d|d");
  });
});
