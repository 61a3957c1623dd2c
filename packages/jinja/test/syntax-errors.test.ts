/**
 * Syntax errors against Jinja2's: broken templates (one for each kind of mistake, and the corpus templates broken
 * in six ways) raise the same exception, on the same line, with the same message, except where the specification
 * gives the wording (Unexpected character, Unknown statement type, operator, filter or test): there, the same line.
 */
import { describe, expect, test } from "vitest";
import { type Case, FROZEN_NOW, loadEngine, runOracle } from "./differential.js";
import { readTemplate, templateIndex } from "./real-cases.js";

const SPECIFIED_WORDING = /^(Unexpected character|Unknown (statement type|operator|filter|test))\b/;

const MISTAKES = [
  "{% if x %}{% endfor %}{% endif %}",
  "{% if x %}{% for y in z %}{% endif %}",
  "{% endif %}",
  "{% else %}",
  "{% if x %}a{% else %}b{% else %}c{% endif %}",
  "{% if x %}{% elseif y %}{% endif %}",
  "{% for m in messages %}\n{{ m }}",
  "{% if x %}{{ y }}\n{# a licence, after the last tag #}",
  "{{ 'a' }}{% if x %}\n\n{{ y }}\ntext\nmore",
  "{% macro m() %}{% endfor %}",
  "{% call m() %}{% endif %}{% endcall %}",
  "{% set x %}{% endif %}",
  "{% with a = 1 %}{% else %}{% endwith %}",
  "{% raw %}x{% endraw %}{% endraw %}",
  "{{ x\n{{ y }}",
  "{% if x \nabc\n{% endif %}",
  "{{ f(x }}",
  "a\n{{ x",
  "{{ x y }}\n{{ a ! b }}",
  "{% set' x = 1 %}\n{{ \"it's\" }}",
  "{{ x) }}",
  "{{ (x] }}",
  "{{ [x) }}",
  "{{ f(a, b=1 -%}",
  "{{ 'abc }}",
  "{# abc",
  "{% raw %}abc",
  "{% 1 %}",
  "{% %}",
  "{{ }}",
  "{% if %}{% endif %}",
  "{% set x = %}",
  "{% for %}{% endfor %}",
  "{% for x in %}{% endfor %}",
  "{% set %}",
  "{% set 1 = 2 %}",
  "{% set x, 1 = 2 %}",
  "{% set [a] = 2 %}",
  "{% set none.x = 1 %}",
  "{% for (1) in x %}{% endfor %}",
  "{% set a, %}x{% endset %}{{ a }}",
  "{% for a.b in x %}{% endfor %}",
  "{% set( c = 1 %}",
  "{% set (a, b c) = 1 %}",
  "{% set (a ~ b) = 1 %}",
  "{% set (-a), b = 1, 2 %}",
  "{% set ns = namespace() %}{% set (ns.a) = 1 %}",
  "{% with (a if b) = 1 %}{% endwith %}",
  "{% for (a in b) in x %}{% endfor %}",
  "{{ f(a,\n\n b=1, c) }}",
  "{{ x|f(\n**a,\n b) }}",
  "{% set 1,\nb,\nc = 1 %}",
  "{{ 1 $ 2 }}",
  "{% frobnicate %}",
  "{{ x|nope }}",
];

/** The occurrence of `pattern` nearest the middle of `source`, replaced by `by`; null when there is none. */
function nearMiddle(source: string, pattern: RegExp, by: string): string | null {
  let best: RegExpExecArray | null = null;
  for (const m of source.matchAll(new RegExp(pattern.source, "g"))) {
    if (!best || Math.abs(m.index - source.length / 2) < Math.abs(best.index - source.length / 2)) best = m;
  }
  return best ? source.slice(0, best.index) + by + source.slice(best.index + best[0].length) : null;
}

/** The mistakes authors make most: a tag or bracket left open, an end tag lost or mistaken, a quote lost. */
const BREAKINGS: [string, RegExp, string][] = [
  ["no %}", /%\}/, ""],
  ["no }}", /\}\}/, ""],
  ["no endif", /\{%-?\s*endif\s*-?%\}/, ""],
  ["endfor for endif", /\bendif\b/, "endfor"],
  ["no )", /\)/, ""],
  ["no quote", /'/, ""],
];

const cases: Case[] = MISTAKES.map((template, i) => ({ id: `mistake ${i}`, group: "mistakes", template }));
for (const entry of templateIndex) {
  const source = readTemplate(entry);
  for (const [name, pattern, by] of BREAKINGS) {
    const template = nearMiddle(source, pattern, by);
    if (template !== null) cases.push({ id: `${entry.file}: ${name}`, group: entry.file, template });
  }
}

const { Template, problem } = await loadEngine();
if (!Template) throw new Error(`no engine: ${problem}`);
const python = runOracle(cases);

describe("syntax errors: Jinja2's exception, line and message", () => {
  test("every broken template Python refuses is refused alike", () => {
    const differences: string[] = [];
    let compared = 0;
    for (const c of cases) {
      const expected = python.get(c.id);
      if (!expected || expected.ok || expected.line === undefined) continue;
      compared++;
      let ours: { kind?: string; line?: number; reason?: string } = {};
      try {
        new Template(c.template, { now: FROZEN_NOW }).render({});
      } catch (error) {
        ours = error as typeof ours;
      }
      const sameMessage = ours.reason === expected.message || SPECIFIED_WORDING.test(ours.reason ?? "");
      if (ours.kind !== expected.error_type || ours.line !== expected.line || !sameMessage) {
        differences.push(
          `${c.id}: Python ${expected.error_type} line ${expected.line}: ${expected.message}\n` +
            `  ours ${ours.kind} line ${ours.line}: ${ours.reason}`,
        );
      }
    }
    console.log(`[syntax errors] ${compared - differences.length}/${compared} match Jinja2's`);
    // Most breakings of the corpus leave a syntax error; the comparison must not be vacuous.
    expect(compared).toBeGreaterThan(3000);
    expect(differences.join("\n")).toBe("");
  });
});
