/**
 * Do the conversations cover what the corpus templates read? For every template of
 * test/fixtures/templates, lists the context names it reads and the item/attribute paths it reads
 * below them (test/template-reads.ts), and compares them with what the hand-written
 * conversations (test/fixtures/conversations.json), the ones generated for that template
 * (test/conversation-cases.ts) and its branch contexts (test/fixtures/branch-contexts.json) supply.
 * Run: `node packages/jinja/scripts/context-coverage.mjs`
 * (`--all` also lists every read path with the kinds of value supplied there).
 *
 * Reads are paths: a free variable (`tools`, `enable_thinking`) or a path below one
 * (`messages[*].tool_calls[*].function.arguments`, `messages[*].content[*].type`). `[*]` is a list item
 * (iteration or an int index), `[?]` an item under a key the template computes (any key or index),
 * `[**]` any depth (what a recursive macro reaches). The analysis is flow-insensitive: every value a
 * local variable is ever given (`set`, `for`, macro arguments, namespace attributes) flows to each of
 * its reads, until a fixpoint. With each path it records the tests applied (`is string`), the literals
 * compared with it (`== 'tool'`, `in [...]`), the substrings or keys looked for in it
 * (`'<think>' in content`) and the methods called on it.
 *
 * The supply side walks the JSON contexts and records, per path, the kinds of value seen (none, true,
 * false, int, float, str, str:empty, list, list:empty, dict, dict:empty, absent) and a sample of the
 * scalar values. A gap is a path never given, a test never passed or never failed, a literal never
 * equalled, a substring or key never present.
 */
import { conversationsFor } from "../test/conversation-cases.js";
import { branchContexts, conversations, readTemplate, templateIndex } from "../test/real-cases.js";
import { ANY, fromPyLiteral, pyLiteral, type TemplateReads, templateReads } from "../test/template-reads.js";

// ---------------------------------------------------------------------------------------------------
// Supply

interface SupplyNode {
  kinds: Set<string>;
  /** How many dicts were seen here, and how many of them had each key (to tell "absent"). */
  dicts: number;
  present: number;
  values: Set<string>;
  children: Map<string, SupplyNode>;
}

const newNode = (): SupplyNode => ({ kinds: new Set(), dicts: 0, present: 0, values: new Set(), children: new Map() });
const MAX_VALUES = 400;

export function kindOf(v: unknown): string {
  if (v === undefined) return "absent";
  if (v === null) return "none";
  if (v === true) return "true";
  if (v === false) return "false";
  if (typeof v === "number") return Number.isInteger(v) ? "int" : "float";
  if (typeof v === "string") return v === "" ? "str:empty" : "str";
  if (Array.isArray(v)) return v.length ? "list" : "list:empty";
  return Object.keys(v as object).length ? "dict" : "dict:empty";
}

export class Supply {
  /** The root: the contexts (dicts of names). */
  readonly root = newNode();

  add(context: Record<string, unknown>): this {
    this.walk(this.root, context);
    return this;
  }

  private walk(node: SupplyNode, v: unknown): void {
    node.kinds.add(kindOf(v));
    if (v === null || typeof v !== "object") {
      if (node.values.size < MAX_VALUES) node.values.add(pyLiteral(v));
      return;
    }
    if (Array.isArray(v)) {
      for (const x of v) this.walk(this.childNode(node, "[*]"), x);
      return;
    }
    node.dicts++;
    for (const [k, x] of Object.entries(v)) {
      const c = this.childNode(node, `.${k}`);
      c.present++;
      this.walk(c, x);
    }
  }

  private childNode(node: SupplyNode, seg: string): SupplyNode {
    let c = node.children.get(seg);
    if (!c) {
      c = newNode();
      node.children.set(seg, c);
    }
    return c;
  }

  /** The nodes a read path reaches, with its parents' dict counts (to tell when a key was absent). */
  private find(path: string): { node: SupplyNode; parent: SupplyNode }[] {
    const segs = path.match(/\[[*?]\]|\[\*\*\]|\.[^.[]*|^[^.[]+/g) ?? [];
    let cur: { node: SupplyNode; parent: SupplyNode }[] = [{ node: this.root, parent: this.root }];
    segs.forEach((raw, i) => {
      const seg = i === 0 ? `.${raw}` : raw;
      const next: { node: SupplyNode; parent: SupplyNode }[] = [];
      for (const { node } of cur) {
        if (seg === ANY) {
          const all = (n: SupplyNode, parent: SupplyNode) => {
            next.push({ node: n, parent });
            for (const c of n.children.values()) all(c, n);
          };
          all(node, newNode());
        } else if (seg === "[*]" && node.dicts > 0) {
          // Iterating a dict yields its keys.
          const keys = newNode();
          keys.kinds.add("str");
          for (const k of node.children.keys()) if (k.startsWith(".")) keys.values.add(JSON.stringify(k.slice(1)));
          next.push({ node: keys, parent: node });
          const c = node.children.get(seg);
          if (c) next.push({ node: c, parent: node });
        } else if (seg === "[?]") {
          for (const c of node.children.values()) next.push({ node: c, parent: node });
        } else {
          const c = node.children.get(seg);
          if (c) next.push({ node: c, parent: node });
          else if (node.dicts > 0) next.push({ node: newNode(), parent: node });
        }
      }
      cur = next;
    });
    return cur;
  }

  /** Kinds seen at a path ("absent" when some dict on the way to it lacked the key). */
  kinds(path: string): Set<string> {
    const out = new Set<string>();
    for (const { node, parent } of this.find(path)) {
      for (const k of node.kinds) out.add(k);
      if (parent.dicts > node.present && !path.endsWith("[*]") && !path.endsWith("[?]")) out.add("absent");
    }
    return out;
  }

  values(path: string): Set<string> {
    const out = new Set<string>();
    for (const { node } of this.find(path)) for (const v of node.values) out.add(v);
    return out;
  }

  /** Whether `c in value` was ever true: a substring of a string, a key of a dict, an item of a list. */
  contains(path: string, c: string): boolean {
    const lit = JSON.stringify(c);
    return this.find(path).some(
      ({ node }) =>
        node.children.has(`.${c}`) ||
        node.children.get("[*]")?.values.has(lit) ||
        [...node.values].some((v) => {
          const value = fromPyLiteral(v);
          return typeof value === "string" && value.includes(c);
        }),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Gaps

const STRINGS = ["str", "str:empty"];
const LISTS = ["list", "list:empty"];
const DICTS = ["dict", "dict:empty"];
const NUMBERS = ["int", "float"];
const ALL = [...STRINGS, ...LISTS, ...DICTS, ...NUMBERS, "none", "true", "false", "absent"];
const but = (...kinds: string[]) => ALL.filter((k) => !kinds.includes(k));

/** What a test needs to see both ways: [kinds that pass, kinds that fail] (absent is undefined). */
const TEST_SIDES: Record<string, [string[], string[]]> = {
  defined: [but("absent"), ["absent"]],
  undefined: [["absent"], but("absent")],
  none: [["none"], but("none")],
  string: [STRINGS, but(...STRINGS)],
  mapping: [DICTS, but(...DICTS)],
  sequence: [[...LISTS, ...STRINGS, ...DICTS], but(...LISTS, ...STRINGS, ...DICTS)],
  // Templates use it to tell lists from scalars (`is iterable and is not string`): a str passes.
  iterable: [[...LISTS, ...STRINGS, ...DICTS, "absent"], []],
  number: [NUMBERS, but(...NUMBERS)],
  integer: [["int"], but("int")],
  float: [["float"], but("float")],
  boolean: [["true", "false"], but("true", "false")],
  true: [["true"], but("true")],
  false: [["false"], but("false")],
};

export interface Gap {
  path: string;
  what: string;
}

/** The shapes a template reads that the supplied contexts never give it. */
export function gaps(reads: TemplateReads, supply: Supply): Gap[] {
  const out: Gap[] = [];
  // A recursive macro's reads at any depth (`x[**].type`) stand for its reads at each depth.
  const deep = [...reads.paths.keys()]
    .filter((p) => p.includes(ANY))
    .map((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("\\[\\*\\*\\]", ".*")}$`));
  for (const [path, info] of reads.paths) {
    if (!path.includes(ANY) && deep.some((r) => r.test(path))) continue;
    const kinds = supply.kinds(path);
    const given = [...kinds].filter((k) => k !== "absent");
    if (given.length === 0) {
      out.push({ path, what: "never given" });
      continue;
    }
    // `if x.function is defined: set x = x.function` reads both forms flow-insensitively: the shapes
    // below are judged on the wrapped form, the common one.
    const wrapped = path.replace(/^(messages\[\*\]\.tool_calls\[\*\]|tools\[\*\])\.(?!function\b)/, "$1.function.");
    if (wrapped !== path && reads.paths.has(wrapped)) continue;
    // A recursive printer tests every kind of value on what it prints: judged at any depth below.
    const printed = reads.paths.has(`${path}${ANY}`);
    for (const t of printed ? [] : info.tests) {
      const sides = TEST_SIDES[t];
      if (!sides) continue;
      if (!sides[0].some((k) => kinds.has(k))) out.push({ path, what: `never passes 'is ${t}'` });
      if (sides[1].length && !sides[1].some((k) => kinds.has(k))) out.push({ path, what: `never fails 'is ${t}'` });
    }
    const values = supply.values(path);
    for (const c of info.compares) if (!values.has(c)) out.push({ path, what: `never equals ${c}` });
    for (const c of info.contains)
      if (!supply.contains(path, c)) out.push({ path, what: `never contains ${JSON.stringify(c)}` });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Report

/**
 * Reads no realistic context gives: names a macro takes from its caller's loop (Jinja2 macros do not
 * see them: they are undefined), attributes a template sets on a message itself (an error in Jinja2)
 * and variables a template reads only to append to them.
 */
const NOT_CONTEXT = [
  /^(message|tool)(\.|\[|$)/,
  /^ns(\.|$)/,
  /^tool_definition$/,
  /^messages\[[*?]\]\.have_tools$/,
  // Kimi K3's parser's own field, GigaChat's misspelt key.
  /\._xtml_json_block$/,
  /\.defalut_value$/,
];

/**
 * Gaps left open on purpose: shapes no client produces (a message or a tool call that is not a
 * mapping, a tool name that is null on a bare call).
 */
const ACCEPTED = [
  /^messages\[\*\]: never fails 'is mapping'$/,
  /^messages\[\*\]\.tool_calls\[\*\]: never fails 'is mapping'$/,
  /defalut_value/,
  // A JSON-schema `type` is a string or a list of them; its items are always there.
  /\.type: never passes 'is mapping'$/,
  /\.type\[\*\]: never fails 'is defined'$/,
  // What the flow-insensitive analysis mixes up: GLM's `'function' in tool` after `set tool =
  // tool.function`, MiniCPM's schema printer given the function itself.
  /^tools\[\*\]\.function: never contains "function"$/,
  /^tools\[\*\]\.function\.type: never given$/,
  // Gemma 4's argument printer tests an enum list as it tests each of its values.
  /\.enum(\[\*\*\])?: never passes 'is (mapping|boolean|string)'$/,
  // JSON schemas do not write `additionalProperties: null`; Apertus' own answer tool.
  /\.additionalProperties: never passes 'is none'$/,
  /: never equals "display_answers"$/,
];

export function coverageReport(all: boolean): string {
  const lines: string[] = [];
  const byGap = new Map<string, string[]>();
  for (const entry of templateIndex) {
    const reads = templateReads(readTemplate(entry));
    for (const p of [...reads.paths.keys()]) if (NOT_CONTEXT.some((r) => r.test(p))) reads.paths.delete(p);
    const supply = new Supply();
    for (const c of conversations) supply.add({ ...c.context, ...(entry.context ?? {}) });
    for (const c of conversationsFor(entry)) supply.add({ ...c, ...(entry.context ?? {}) });
    for (const b of branchContexts[entry.file] ?? []) supply.add({ ...b.context, ...(entry.context ?? {}) });
    const found = gaps(reads, supply).filter((g) => !ACCEPTED.some((r) => r.test(`${g.path}: ${g.what}`)));
    for (const g of found) {
      const k = `${g.path}: ${g.what}`;
      byGap.set(k, [...(byGap.get(k) ?? []), entry.file]);
    }
    if (!all) continue;
    lines.push(`## ${entry.file}`, `reads: ${[...reads.free].sort().join(", ")}`);
    for (const [path, info] of reads.paths) {
      const notes = [
        info.tests.size ? `is ${[...info.tests].join("/")}` : "",
        info.compares.size ? `== ${[...info.compares].join(" ")}` : "",
        info.contains.size ? `contains ${[...info.contains].map((c) => JSON.stringify(c)).join(" ")}` : "",
        info.methods.size ? `.${[...info.methods].join("() .")}()` : "",
      ].filter(Boolean);
      lines.push(`  ${path}  [${[...supply.kinds(path)].sort().join(" ")}]  ${notes.join("; ")}`);
    }
    for (const g of found) lines.push(`  GAP ${g.path}: ${g.what}`);
    lines.push("");
  }
  lines.push(`## gaps (${byGap.size})`);
  for (const [k, files] of [...byGap].sort(([a], [b]) => (a < b ? -1 : 1)))
    lines.push(`${k}  (${files.length}: ${files.join(" ")})`);
  return `${lines.join("\n")}\n`;
}
