/**
 * Real chat templates with one or two small edits inside their tags, the near misses a template author makes: a
 * filter, test, method, operator, string or number literal, name, subscript or attribute swapped for another, a
 * filter or `not` added, a block tag deleted or repeated, whitespace control toggled, a character dropped. Each
 * mutant is rendered over two conversations of fixtures/conversations.json. Most mutants still parse and then
 * raise or render differently, in the errors and paths the corpus alone never reaches.
 *
 * Each template's edits are sampled with fast-check from a seed derived from its file name (adding a template
 * reshuffles nothing else). Ids are `<file>~m<index>#<conversation>`; the group is the first edit's kind.
 * JINJA_DIFF_SCALE=10 makes ten mutants of each template and JINJA_DIFF_SEED=<n> shifts the seeds.
 */
import fc from "fast-check";
import type { Case } from "./differential.js";
import { conversations, readTemplate, templateIndex } from "./real-cases.js";
import { fileSeed, SCALE } from "./sampling.js";

const SEED = 20261122;

const FILTERS = [
  "abs",
  "attr('role')",
  "batch(2)",
  "capitalize",
  "center",
  "count",
  "default('')",
  "dictsort",
  "escape",
  "first",
  "float",
  "groupby('role')",
  "indent(2)",
  "int",
  "items",
  "join(', ')",
  "last",
  "length",
  "list",
  "lower",
  "map(attribute='name')",
  "max",
  "min",
  "pprint",
  "reject('none')",
  "rejectattr('content')",
  "replace('a', 'b')",
  "reverse",
  "round",
  "safe",
  "select",
  "selectattr('role', 'equalto', 'user')",
  "slice(2)",
  "sort",
  "string",
  "striptags",
  "sum",
  "title",
  "tojson",
  "tojson(indent=2)",
  "trim",
  "truncate(5)",
  "unique",
  "upper",
  "urlencode",
  "wordcount",
  "wordwrap(10)",
  "xmlattr",
];
const TESTS = [
  "boolean",
  "callable",
  "defined",
  "divisibleby(2)",
  "eq(0)",
  "even",
  "false",
  "filter",
  "float",
  "in([])",
  "integer",
  "iterable",
  "lower",
  "mapping",
  "none",
  "number",
  "odd",
  "sameas(none)",
  "sequence",
  "string",
  "test",
  "true",
  "undefined",
  "upper",
];
const METHODS = [
  "split(",
  "strip(",
  "lstrip(",
  "rstrip(",
  "startswith(",
  "endswith(",
  "replace(",
  "upper(",
  "lower(",
  "title(",
  "format(",
  "join(",
  "find(",
  "count(",
  "items(",
  "keys(",
  "values(",
  "get(",
  "splitlines(",
  "partition(",
  "index(",
  "isdigit(",
];
const OPERATORS = [
  " == ",
  " != ",
  " < ",
  " > ",
  " <= ",
  " >= ",
  " in ",
  " not in ",
  " and ",
  " or ",
  " + ",
  " - ",
  " ~ ",
  " * ",
  " // ",
  " % ",
  " is ",
  " is not ",
];
const LITERALS = ["''", "'x'", "'\\n'", "'user'", "'assistant'", "'tool'", "'system'", "'content'", "none", "[]"];
const NUMBERS = ["0", "1", "-1", "2", "10", "1.5", "-0", "100000"];
const NAMES = ["loop", "messages", "tools", "none", "true", "namespace", "range", "caller", "varargs", "kwargs"];
const SUBSCRIPTS = ["[0]", "[-1]", "[1:]", "[::-1]", "[:-1]", "['content']", "['role']", "[1]", "[loop.index0]"];
const ATTRIBUTES = [
  ".content",
  ".role",
  "['name']",
  ".arguments",
  "['function']",
  ".type",
  ".text",
  ".tool_calls",
  ".reasoning_content",
  ".id",
  ".items()",
  ".keys()",
];

/** A match of an edit's pattern: where it is and its text. */
interface Match {
  at: number;
  text: string;
}
interface Edit {
  /** What the edit rewrites: matches inside `{{ }}` and `{% %}` tags only, or anywhere. */
  pattern: RegExp;
  insideTags: boolean;
  /**
   * The replacement of `match`, from a random `pick` (an index into any list it chooses from) and every match of the
   * pattern (to copy another tag, or swap in a name or literal the template uses).
   */
  replace: (match: Match, pick: number, all: Match[]) => string;
}

const choose = <T>(list: readonly T[], pick: number): T => list[pick % list.length];
/** The names and string literals the template itself uses, for edits that swap one for another. */
const words = (all: Match[]) => [...new Set(all.map((m) => m.text))];

const EDITS: Record<string, Edit> = {
  filter: { pattern: /\|\s*[a-z_]+/g, insideTags: true, replace: (_, p) => `|${choose(FILTERS, p)}` },
  method: { pattern: /\.[a-z_]+\(/g, insideTags: true, replace: (_, p) => `.${choose(METHODS, p)}` },
  operator: {
    pattern: / (?:==|!=|<=|>=|<|>|in|not in|and|or|\+|-|~|\*|\/\/|%|is not|is) /g,
    insideTags: true,
    replace: (_, p) => choose(OPERATORS, p),
  },
  test: {
    pattern: / is (?:not )?[a-z_]+/g,
    insideTags: true,
    replace: (m, p) => ` is ${m.text.includes(" not ") ? "not " : ""}${choose(TESTS, p)}`,
  },
  literal: {
    pattern: /'[^'\\\n]*'|"[^"\\\n]*"/g,
    insideTags: true,
    replace: (_, p, all) => choose([...LITERALS, ...words(all)], p),
  },
  number: { pattern: /\b\d+\b/g, insideTags: true, replace: (_, p) => choose(NUMBERS, p) },
  name: {
    pattern: /\b[a-z_][a-z_0-9]*\b/g,
    insideTags: true,
    replace: (_, p, all) => choose([...NAMES, ...words(all)], p),
  },
  subscript: { pattern: /\[[^[\]\n]{0,12}\]/g, insideTags: true, replace: (_, p) => choose(SUBSCRIPTS, p) },
  attribute: {
    pattern: /\.(?:content|role|name|arguments|function|type|text|tool_calls|reasoning_content|id)\b/g,
    insideTags: true,
    replace: (_, p) => choose(ATTRIBUTES, p),
  },
  "added filter": {
    pattern: /\b[a-z_][a-z_0-9]*(?:\.[a-z_]+|\[[^\]\n]{1,10}\])*/g,
    insideTags: true,
    replace: (m, p) => `${m.text}|${choose(FILTERS, p)}`,
  },
  "added not": { pattern: /\b(?:if|elif) /g, insideTags: true, replace: (m) => `${m.text}not ` },
  "dropped character": { pattern: /./gsu, insideTags: true, replace: () => "" },
  "deleted tag": { pattern: /\{%.*?%\}/gs, insideTags: false, replace: () => "" },
  "repeated tag": {
    pattern: /\{%.*?%\}/gs,
    insideTags: false,
    replace: (m, p, all) => m.text + choose(all, p).text,
  },
  "whitespace control": {
    pattern: /\{[%{][-+]?|[-+]?[%}]\}/g,
    insideTags: false,
    replace: (m, p) =>
      /[-+]/.test(m.text)
        ? m.text.replace(/[-+]/, choose(["", m.text.startsWith("{") ? "+" : "-"], p))
        : m.text.startsWith("{")
          ? `${m.text}-`
          : `-${m.text}`,
  },
};
const KINDS = Object.keys(EDITS);

/** The spans inside `{{ … }}` and `{% … %}` tags (an opening inside an earlier tag is no tag). */
function tagInsides(template: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const open of template.matchAll(/\{\{|\{%/g)) {
    const end = template.indexOf(open[0] === "{{" ? "}}" : "%}", open.index + 2);
    if (end < 0) break;
    if (spans.length && open.index < spans[spans.length - 1][1]) continue;
    spans.push([open.index + 2, end]);
  }
  return spans;
}

function matches(template: string, edit: Edit): Match[] {
  const spans = edit.insideTags ? tagInsides(template) : [[0, template.length] as [number, number]];
  return spans.flatMap(([start, end]) =>
    [...template.slice(start, end).matchAll(edit.pattern)].map((m) => ({ at: start + m.index, text: m[0] })),
  );
}

type Draw = { kind: number; at: number; pick: number };

interface Edited {
  template: string;
  kind: string;
  /** Its line, the old and the new text. */
  description: string;
}

/** The template with one edit applied; the next kinds are tried when the drawn one finds nothing to change. */
function applyEdit(template: string, draw: Draw): Edited | null {
  for (let k = 0; k < KINDS.length; k++) {
    const kind = KINDS[(draw.kind + k) % KINDS.length];
    const all = matches(template, EDITS[kind]);
    if (all.length === 0) continue;
    const match = all[draw.at % all.length];
    const text = EDITS[kind].replace(match, draw.pick, all);
    if (text === match.text) continue;
    const line = template.slice(0, match.at).split("\n").length;
    const edited = template.slice(0, match.at) + text + template.slice(match.at + match.text.length);
    const description = `${kind} on line ${line}: ${JSON.stringify(match.text)} → ${JSON.stringify(text)}`;
    return { template: edited, kind, description };
  }
  return null;
}

const draw: fc.Arbitrary<Draw> = fc.record({ kind: fc.nat(KINDS.length - 1), at: fc.nat(), pick: fc.nat() });
const mutant = fc.record({
  edits: fc.array(draw, { minLength: 1, maxLength: 2 }),
  conversations: fc.tuple(fc.nat(), fc.nat()),
});

/** Every corpus template's mutants × two conversations each. */
export function mutationCases(): Case[] {
  const cases: Case[] = [];
  for (const entry of templateIndex) {
    const source = readTemplate(entry);
    const drawn = fc.sample(mutant, { seed: fileSeed(SEED, entry.file), numRuns: SCALE });
    drawn.forEach(({ edits, conversations: [first, other] }, index) => {
      let template = source;
      const applied: Edited[] = [];
      for (const d of edits) {
        const edited = applyEdit(template, d);
        if (edited) {
          template = edited.template;
          applied.push(edited);
        }
      }
      // Two different conversations.
      const a = first % conversations.length;
      const b = (a + 1 + (other % (conversations.length - 1))) % conversations.length;
      for (const conv of [conversations[a], conversations[b]]) {
        cases.push({
          id: `${entry.file}~m${index}#${conv.id}`,
          group: applied[0]?.kind ?? "unchanged",
          template,
          templateLabel: `fixtures/templates/${entry.file}, edited: ${applied.map((e) => e.description).join("; then ")}`,
          context: { ...conv.context, ...(entry.context ?? {}) },
        });
      }
    });
  }
  return cases;
}
