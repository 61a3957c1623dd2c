import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { compile, hintsFor } from "./compiler.js";
import { tokenizeMeasuring } from "./lexer.js";
import { parseAssigning } from "./parser.js";
import { DEFAULT_SETTINGS, Template } from "./template.js";

// A parsed template must keep neither its syntax tree nor the compiler: closures made in one call of a compiling
// function share its context, so one closure there that captures a node keeps the whole tree alive (60% more memory
// per parsed template), and one that captures the compiler keeps its helpers and tables (3.5 KB per template).
setFlagsFromString("--expose-gc");
const collectGarbage: () => void = runInNewContext("gc");

/**
 * Compiles `source` and returns the compiled renderer with weak references to the tree's nodes and to the hints the
 * compiler keeps while it lives.
 */
function compileWatched(source: string): [unknown, WeakRef<object>[]] {
  const [tokens, { longestTag, brackets }] = tokenizeMeasuring(source, {});
  const [program, facts] = parseAssigning(tokens, brackets);
  const hints = hintsFor(tokens, longestTag, facts);
  const watched: WeakRef<object>[] = [new WeakRef(hints)];
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (typeof (node as { type?: unknown }).type === "string") watched.push(new WeakRef(node));
    for (const child of Object.values(node)) visit(child);
  };
  visit(program);
  return [compile(program, DEFAULT_SETTINGS, hints), watched];
}

/** How many of the watched objects survive full collections (a WeakRef's target is kept until its job ends). */
async function survivors(watched: WeakRef<object>[]): Promise<number> {
  for (let round = 0; round < 6; round++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
  }
  return watched.filter((ref) => ref.deref() !== undefined).length;
}

const fixture = (name: string) =>
  readFileSync(new URL(`../test/fixtures/templates/${name}.jinja`, import.meta.url), "utf8");

const SOURCES: Record<string, string> = {
  "llama 3.3": fixture("llama-3.3-70b-instruct"),
  "command-r tool use (macros)": fixture("command-r-plus-tool-use"),
  "gpt-oss (macros, loop controls)": fixture("gpt-oss-120b"),
  "autoescape blocks": "{% autoescape true %}{{ a }}{% autoescape x %}{{ b }}{% endautoescape %}{% endautoescape %}",
  "named blocks": "{% block head %}{% set x = 1 %}{{ x }}{% endblock %}{% block body scoped %}b{% endblock %}",
  "macros and calls": "{% macro m(a, b=2) %}{{ a }}{{ caller() }}{% endmacro %}{% call m(1) %}c{% endcall %}",
  "filter, set and with blocks":
    "{% filter upper %}a{% endfilter %}{% set s %}b{% endset %}{% with y = 1 %}{{ y }}{% endwith %}",
  loops: "{% for i in l recursive %}{% if i %}{{ loop(i) }}{% else %}{% break %}{% endif %}{% else %}e{% endfor %}",
  generation: "{% generation %}{{ a }}{% endgeneration %}",
};

describe("memory", () => {
  for (const [name, source] of Object.entries(SOURCES)) {
    test(`a compiled template keeps neither its syntax nodes nor the compiler: ${name}`, async () => {
      // A collection may still find a node reachable by chance (an allocation during marking): one clean attempt of
      // three shows that nothing holds the tree, while a closure that does fails all three.
      let kept = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        const [renderer, watched] = compileWatched(source);
        kept = await survivors(watched);
        expect(renderer).toBeTypeOf("function");
        if (kept === 0) break;
      }
      expect(kept).toBe(0);
    });
  }
});

test("a render leaves no string of its own in RegExp.input, where V8 keeps the last string a regex matched", () => {
  const template = new Template("{{ (('<b>ab</b> cd ' * 1000) | striptags).split() | length }}");
  expect(template.render()).toBe("2000");
  expect(RegExp.input).toBe("");
});
