/**
 * What a chat template reads from its context, found statically with our own parser: the context
 * names it reads and the item/attribute paths below them, with the tests applied, the literals
 * compared and the substrings looked for. Used by scripts/context-coverage.ts (what the conversations
 * do not supply) and by conversation-cases.ts (each template's own markers and roles).
 *
 * Reads are paths: a free variable (`tools`, `enable_thinking`) or a path below one
 * (`messages[*].tool_calls[*].function.arguments`, `messages[*].content[*].type`). `[*]` is a list item
 * (iteration or an int index), `[?]` an item under a key the template computes (any key or index),
 * `[**]` any depth (what a recursive macro reaches). The analysis is flow-insensitive: every value a
 * local variable is ever given (`set`, `for`, macro arguments, namespace attributes) flows to each of
 * its reads, until a fixpoint. With each path it records the tests applied (`is string`), the literals
 * compared with it (`== 'tool'`, `in [...]`), the substrings or keys looked for in it
 * (`'<think>' in content`) and the methods called on it.
 */
import type * as A from "../src/ast.js";
import { tokenize } from "../src/lexer.js";
import { parse } from "../src/parser.js";

export interface ReadInfo {
  tests: Set<string>;
  /** Literals compared with the value (==, !=, in [...], equalto), printed as Python would. */
  compares: Set<string>;
  /** Substrings looked for (`in`, and the string methods that search: split, startswith, ...). */
  contains: Set<string>;
  methods: Set<string>;
}

export interface TemplateReads {
  /** Context names the template reads before (or without) assigning them. */
  free: Set<string>;
  /** Paths rooted at a free name. */
  paths: Map<string, ReadInfo>;
}

const GLOBALS = new Set([
  "range",
  "dict",
  "namespace",
  "cycler",
  "joiner",
  "lipsum",
  "raise_exception",
  "strftime_now",
]);
const MAX_SEGMENTS = 10;
const ITEMS = "#items";
/** Any depth (zero or more segments): what a recursive macro reaches. */
export const ANY = "[**]";

/**
 * Recursive macros (JSON printers, schema renderers) would grow paths forever: stop at MAX_SEGMENTS,
 * at three wildcards in a row and at a key met three times.
 */
function tooDeep(path: string): boolean {
  const segs = path.split(/(?=[.[])/);
  if (segs.length > MAX_SEGMENTS || /(\[[*?]\]){3}$/.test(path)) return true;
  const last = segs.at(-1)!;
  // `x.function.function` only comes from `set tool = tool.function` seen flow-insensitively.
  if (last.startsWith(".") && segs.at(-2) === last) return true;
  return last.startsWith(".") && segs.filter((s) => s === last).length >= 3;
}

/** Filters whose result holds the same values as their input (or a subset, a reordering). */
const SAME = new Set([
  "list",
  "safe",
  "trim",
  "select",
  "reject",
  "unique",
  "sort",
  "reverse",
  "dictsort",
  "batch",
  "slice",
]);
/** String methods whose first argument is a substring they look for. */
const SEARCHING = new Set([
  "split",
  "rsplit",
  "startswith",
  "endswith",
  "replace",
  "find",
  "rfind",
  "index",
  "rindex",
  "count",
  "partition",
  "rpartition",
  "removeprefix",
  "removesuffix",
]);
const ITEM_OF = new Set(["first", "last", "random", "min", "max"]);

interface Scope {
  key: string;
  /** Names definitely assigned so far (flow-sensitive; decides whether a read is free). */
  defined: Set<string>;
  parent: Scope | null;
}

type Paths = Set<string>;

export function pyLiteral(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  return String(v);
}

/** The value pyLiteral printed, when it is a string, a flag, None or a safe integer (else undefined). */
export function fromPyLiteral(literal: string): string | boolean | number | null | undefined {
  if (literal === "True" || literal === "False") return literal === "True";
  if (literal === "None") return null;
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  const n = Number(literal);
  return Number.isSafeInteger(n) ? n : undefined;
}

class Analysis {
  readonly env = new Map<string, Paths>();
  readonly free = new Set<string>();
  readonly paths = new Map<string, ReadInfo>();
  readonly macros = new Map<string, A.Macro>();
  changed = false;
  /** Names the template's top level assigns (if branches included): macros see them. */
  private topLevel = new Set<string>();
  /** Names some statement before this point in the source assigns (in any scope). */
  private assignedSoFar = new Set<string>();
  private loops: { items: Paths; target: A.Expression; scope: Scope }[] = [];

  run(program: A.Program): void {
    // Macros can be called (from other macros) before their definition, and read the template's
    // top-level variables as they are when called.
    const visit = (body: A.Statement[], top: boolean): void => {
      for (const s of body) {
        if (s.type === "Macro") this.macros.set(s.name, s);
        if (top && (s.type === "Set" || s.type === "SetBlock"))
          for (const n of this.targetNames(s.target)) this.topLevel.add(n);
        for (const key of ["body", "orelse"] as const)
          if (key in s)
            visit((s as unknown as Record<string, A.Statement[]>)[key]!, top && s.type !== "Macro" && s.type !== "For");
      }
    };
    visit(program.body, true);
    for (let pass = 0; pass < 12; pass++) {
      this.changed = false;
      this.assignedSoFar = new Set();
      const top: Scope = { key: "", defined: new Set(), parent: null };
      this.block(program.body, top);
      if (!this.changed) break;
    }
  }

  // Environment ---------------------------------------------------------------------------------

  private assign(key: string, values: Paths): void {
    let set = this.env.get(key);
    if (!set) {
      set = new Set();
      this.env.set(key, set);
      this.changed = true;
    }
    for (const v of values) {
      if (!set.has(v)) {
        set.add(v);
        this.changed = true;
      }
    }
  }

  private info(path: string): ReadInfo {
    let i = this.paths.get(path);
    if (!i) {
      i = { tests: new Set(), compares: new Set(), contains: new Set(), methods: new Set() };
      this.paths.set(path, i);
      this.changed = true;
    }
    return i;
  }

  private note(paths: Paths, kind: keyof ReadInfo, value: string): void {
    for (const p of paths) {
      const set = this.info(p)[kind];
      if (!set.has(value)) {
        set.add(value);
        this.changed = true;
      }
    }
  }

  /** The scope that holds a local name, or null when the read is free. */
  private owner(name: string, scope: Scope): Scope | null {
    for (let s: Scope | null = scope; s; s = s.parent) if (s.defined.has(name)) return s;
    return null;
  }

  private child(paths: Paths, segment: string): Paths {
    const out: Paths = new Set();
    for (const p of paths) {
      if (p.includes("#")) continue;
      const q = p + segment;
      if (tooDeep(q)) continue;
      out.add(q);
      this.info(q);
    }
    return out;
  }

  // Statements ----------------------------------------------------------------------------------

  private block(body: A.Statement[], scope: Scope): void {
    for (const s of body) this.statement(s, scope);
  }

  /** Stable ids of the statements that open a scope (the same in every pass). */
  private ids = new WeakMap<object, number>();
  private nextId = 0;
  private id(node: object): number {
    let n = this.ids.get(node);
    if (n === undefined) {
      n = this.nextId++;
      this.ids.set(node, n);
    }
    return n;
  }

  private targetNames(t: A.Expression): string[] {
    if (t.type === "Name") return [t.name];
    if (t.type === "Tuple" || t.type === "List") return t.items.flatMap((i) => this.targetNames(i));
    return [];
  }

  private bind(target: A.Expression, values: Paths, scope: Scope): void {
    if (target.type === "Name") {
      this.assign(`${scope.key}/${target.name}`, values);
      scope.defined.add(target.name);
      this.assignedSoFar.add(target.name);
    } else if (target.type === "Tuple" || target.type === "List") {
      const pairs = [...values].filter((p) => p.endsWith(ITEMS));
      const others = new Set([...values].filter((p) => !p.endsWith(ITEMS)));
      target.items.forEach((t, i) => {
        const fromItems = this.child(new Set(pairs.map((p) => p.slice(0, -ITEMS.length))), "[?]");
        const v = i === 0 ? new Set<string>() : fromItems;
        for (const p of this.child(this.child(others, "[*]"), "[*]")) v.add(p);
        this.bind(t, v, scope);
      });
    } else if (target.type === "GetAttr" && target.object.type === "Name") {
      const s = this.owner(target.object.name, scope) ?? scope;
      this.assign(`${s.key}/${target.object.name}.${target.name}`, values);
      this.expr(target.object, scope);
    }
  }

  private statement(s: A.Statement, scope: Scope): void {
    switch (s.type) {
      case "Text":
      case "Break":
      case "Continue":
      case "NeedsLoader":
        return;
      case "Output":
        this.expr(s.value, scope);
        return;
      case "If": {
        this.expr(s.test, scope);
        const before = new Set(scope.defined);
        this.block(s.body, scope);
        const inBody = scope.defined;
        scope.defined = new Set(before);
        this.block(s.orelse, scope);
        const both = [...inBody].filter((n) => scope.defined.has(n));
        scope.defined = new Set([...before, ...both]);
        return;
      }
      case "For": {
        // The loop's variables (its target and what its body sets) are its own.
        const items = this.iterate(this.expr(s.iterable, scope));
        const inner: Scope = { key: `${scope.key}>${this.id(s)}`, defined: new Set(["loop"]), parent: scope };
        this.bind(s.target, items, inner);
        this.loops.push({ items, target: s.target, scope: inner });
        if (s.filter) this.expr(s.filter, inner);
        this.block(s.body, inner);
        this.loops.pop();
        this.block(s.orelse, { key: `${inner.key}:else`, defined: new Set(), parent: scope });
        return;
      }
      case "Set": {
        const v = this.expr(s.value, scope);
        if (
          s.target.type === "Name" &&
          s.value.type === "Call" &&
          s.value.callee.type === "Name" &&
          s.value.callee.name === "namespace"
        ) {
          const key = `${(this.owner(s.target.name, scope) ?? scope).key}/${s.target.name}`;
          for (const [k, e] of s.value.kwargs) this.assign(`${key}.${k}`, this.expr(e, scope));
        }
        this.bind(s.target, v, scope);
        return;
      }
      case "SetBlock": {
        this.block(s.body, scope);
        for (const f of s.filters) this.args(f, scope);
        this.bind(s.target, new Set(), scope);
        return;
      }
      case "Macro": {
        scope.defined.add(s.name);
        const inner: Scope = {
          key: `macro:${s.name}`,
          defined: new Set([...s.params, "varargs", "kwargs", "caller"]),
          parent: this.topOf(scope),
        };
        s.params.forEach((p, i) => {
          const d = s.defaults[i];
          this.assign(`${inner.key}/${p}`, d ? this.expr(d, scope) : new Set());
        });
        this.block(s.body, inner);
        return;
      }
      case "CallBlock": {
        this.expr(s.call, scope);
        const inner: Scope = {
          key: scope.key,
          defined: new Set([...scope.defined, ...s.params]),
          parent: scope.parent,
        };
        this.block(s.body, inner);
        return;
      }
      case "FilterBlock":
        for (const f of s.filters) this.args(f, scope);
        this.block(s.body, scope);
        return;
      case "With": {
        const inner: Scope = { key: `${scope.key}>${this.id(s)}`, defined: new Set(), parent: scope };
        s.targets.forEach((t, i) => {
          this.bind(t, this.expr(s.values[i]!, scope), inner);
        });
        this.block(s.body, inner);
        return;
      }
      case "Block":
        if (s.argument) this.expr(s.argument, scope);
        this.block(s.body, scope);
        return;
    }
  }

  /** Macros see the template's top-level names (as they are when the macro is called). */
  private topOf(scope: Scope): Scope {
    let s = scope;
    while (s.parent) s = s.parent;
    return s;
  }

  /** The values iterating these values yields (`#items`: key/value pairs, kept for unpacking). */
  private iterate(values: Paths): Paths {
    const out: Paths = new Set();
    for (const p of values) {
      if (p.endsWith(ITEMS)) out.add(p);
      else if (p.endsWith("#elem")) out.add(p.slice(0, -"#elem".length));
      else if (p.endsWith("#values"))
        for (const q of this.child(new Set([p.slice(0, -"#values".length)]), "[?]")) out.add(q);
      else for (const q of this.child(new Set([p]), "[*]")) out.add(q);
    }
    return out;
  }

  // Expressions ---------------------------------------------------------------------------------

  private args(a: A.Arguments, scope: Scope): void {
    for (const e of a.args) this.expr(e, scope);
    for (const [, e] of a.kwargs) this.expr(e, scope);
    if (a.starArgs) this.expr(a.starArgs, scope);
    if (a.starKwargs) this.expr(a.starKwargs, scope);
  }

  private expr(e: A.Expression, scope: Scope): Paths {
    switch (e.type) {
      case "Literal":
        return new Set();
      case "Name": {
        const s = this.owner(e.name, scope);
        if (s) return new Set(this.env.get(`${s.key}/${e.name}`) ?? []);
        if (GLOBALS.has(e.name)) return new Set();
        const inMacro = scope.key.startsWith("macro:");
        if (this.macros.has(e.name)) return new Set();
        if (this.assignedSoFar.has(e.name) || (inMacro && this.topLevel.has(e.name))) {
          // Assigned earlier in the source, under a condition: a template variable, not a context name.
          const out: Paths = new Set();
          for (const [k, v] of this.env) if (k.endsWith(`/${e.name}`)) for (const p of v) out.add(p);
          return out;
        }
        this.free.add(e.name);
        this.info(e.name);
        return new Set([e.name]);
      }
      case "List":
      case "Tuple": {
        const out: Paths = new Set();
        for (const i of e.items) for (const p of this.expr(i, scope)) out.add(p);
        // A literal list of values: iterating it yields those values.
        return new Set([...out].map((p) => `${p}#elem`));
      }
      case "Dict":
        for (const [k, v] of e.entries) {
          this.expr(k, scope);
          this.expr(v, scope);
        }
        return new Set();
      case "GetAttr": {
        if (e.object.type === "Name" && e.object.name === "loop" && this.owner("loop", scope)) {
          const loop = this.loops.at(-1);
          if (loop && (e.name === "previtem" || e.name === "nextitem")) return new Set(loop.items);
          return new Set();
        }
        const base = this.expr(e.object, scope);
        const out = this.child(base, `.${e.name}`);
        if (e.object.type === "Name") {
          const s = this.owner(e.object.name, scope);
          if (s) for (const p of this.env.get(`${s.key}/${e.object.name}.${e.name}`) ?? []) out.add(p);
        }
        return out;
      }
      case "GetItem": {
        const base = this.expr(e.object, scope);
        if (e.key.type === "Slice") {
          for (const part of [e.key.start, e.key.stop, e.key.step]) if (part) this.expr(part, scope);
          return base;
        }
        this.expr(e.key, scope);
        if (e.key.type === "Literal" && typeof e.key.value === "string") {
          const out = this.child(base, `.${e.key.value}`);
          if (e.object.type === "Name") {
            const s = this.owner(e.object.name, scope);
            if (s) for (const p of this.env.get(`${s.key}/${e.object.name}.${e.key.value}`) ?? []) out.add(p);
          }
          return out;
        }
        const isInt =
          (e.key.type === "Literal" && typeof e.key.value === "number") ||
          (e.key.type === "Unary" && e.key.operand.type === "Literal");
        return this.child(base, isInt ? "[*]" : "[?]");
      }
      case "Slice":
        return new Set();
      case "Call":
        return this.call(e, scope);
      case "Filter":
        return this.filter(e, scope);
      case "Test": {
        const v = this.expr(e.input, scope);
        this.args(e, scope);
        this.note(v, "tests", e.name);
        const arg = e.args[0];
        if (arg?.type === "Literal" && ["equalto", "eq", "==", "sameas", "ne", "!="].includes(e.name))
          this.note(v, "compares", pyLiteral(arg.value));
        if (e.name === "in" && arg && (arg.type === "List" || arg.type === "Tuple"))
          for (const i of arg.items) if (i.type === "Literal") this.note(v, "compares", pyLiteral(i.value));
        return new Set();
      }
      case "Unary":
        this.expr(e.operand, scope);
        return new Set();
      case "Binary": {
        const l = this.expr(e.left, scope);
        const r = this.expr(e.right, scope);
        // `a or b` / `a and b` return one of their operands.
        return e.operator === "or" || e.operator === "and" ? new Set([...l, ...r]) : new Set();
      }
      case "Compare": {
        let left = e.first;
        let lv = this.expr(left, scope);
        for (const [op, right] of e.rest) {
          const rv = this.expr(right, scope);
          if (op === "in" || op === "not in") {
            if (left.type === "Literal" && typeof left.value === "string") this.note(rv, "contains", left.value);
            if (right.type === "List" || right.type === "Tuple")
              for (const i of right.items) if (i.type === "Literal") this.note(lv, "compares", pyLiteral(i.value));
          } else {
            if (right.type === "Literal") this.note(lv, "compares", pyLiteral(right.value));
            if (left.type === "Literal") this.note(rv, "compares", pyLiteral(left.value));
          }
          left = right;
          lv = rv;
        }
        return new Set();
      }
      case "Conditional": {
        this.expr(e.test, scope);
        const b = this.expr(e.body, scope);
        const o = e.orelse ? this.expr(e.orelse, scope) : new Set<string>();
        return new Set([...b, ...o]);
      }
    }
  }

  private call(e: A.Call, scope: Scope): Paths {
    if (e.callee.type === "GetAttr") {
      const recv = this.expr(e.callee.object, scope);
      this.args(e, scope);
      const m = e.callee.name;
      const arg = e.args[0];
      if (m === "get") {
        const out =
          arg?.type === "Literal" && typeof arg.value === "string"
            ? this.child(recv, `.${arg.value}`)
            : this.child(recv, "[?]");
        if (e.args[1]) for (const p of this.expr(e.args[1], scope)) out.add(p);
        return out;
      }
      if (m === "items") return new Set([...recv].map((p) => p + ITEMS));
      if (m === "values") return new Set([...recv].map((p) => `${p}#values`));
      if (m === "keys") return new Set();
      this.note(recv, "methods", m);
      if (SEARCHING.has(m) && arg?.type === "Literal" && typeof arg.value === "string" && arg.value !== "")
        this.note(recv, "contains", arg.value);
      return m === "copy" ? recv : new Set();
    }
    if (e.callee.type === "Name") {
      const macro = this.macros.get(e.callee.name);
      if (e.callee.name === "loop" && this.owner("loop", scope)) {
        const loop = this.loops.at(-1);
        if (loop && e.args[0]) this.bind(loop.target, this.iterate(this.expr(e.args[0], scope)), loop.scope);
        return new Set();
      }
      if (macro) {
        const key = `macro:${macro.name}`;
        const pass = (param: string | undefined, a: A.Expression) => {
          const v = this.expr(a, scope);
          if (param === undefined) return;
          // A recursive call on a part of the parameter reads the same things at any depth below it.
          if (scope.key === key || scope.key.startsWith(`${key}>`)) {
            const known = [...(this.env.get(`${key}/${param}`) ?? [])];
            for (const q of [...v]) {
              const base = known.find((p) => q !== p && q.startsWith(p) && !p.includes("#"));
              if (base !== undefined) {
                v.delete(q);
                v.add(base.includes(ANY) ? base : base + ANY);
              }
            }
          }
          this.assign(`${key}/${param}`, v);
        };
        e.args.forEach((a, i) => {
          pass(macro.params[i], a);
        });
        for (const [k, a] of e.kwargs) pass(k, a);
        if (e.starArgs) this.expr(e.starArgs, scope);
        if (e.starKwargs) this.expr(e.starKwargs, scope);
        return new Set();
      }
      this.expr(e.callee, scope);
      this.args(e, scope);
      return new Set();
    }
    this.expr(e.callee, scope);
    this.args(e, scope);
    return new Set();
  }

  private filter(e: A.FilterExpr, scope: Scope): Paths {
    const v = e.input ? this.expr(e.input, scope) : new Set<string>();
    this.args(e, scope);
    const name = e.name;
    const kw = (k: string) => e.kwargs.find(([n]) => n === k)?.[1];
    const str = (x: A.Expression | undefined) =>
      x?.type === "Literal" && typeof x.value === "string" ? x.value : undefined;
    if (name === "items" || name === "dictsort") return new Set([...v].map((p) => p + ITEMS));
    if (name === "default" || name === "d") {
      const out = new Set(v);
      if (e.args[0]) for (const p of this.expr(e.args[0], scope)) out.add(p);
      return out;
    }
    if (SAME.has(name)) return v;
    if (ITEM_OF.has(name)) return this.iterate(v);
    if (name === "tojson") {
      this.note(v, "tests", "tojson");
      return new Set();
    }
    if (name === "selectattr" || name === "rejectattr") {
      const attr = str(e.args[0]);
      if (attr !== undefined) {
        const attrPaths = this.child(this.iterate(v), `.${attr}`);
        const test = str(e.args[1]) ?? "truthy";
        this.note(attrPaths, "tests", test);
        if (e.args[2]?.type === "Literal") this.note(attrPaths, "compares", pyLiteral(e.args[2].value));
      }
      return v;
    }
    if (name === "map" || name === "join" || name === "sum" || name === "groupby") {
      const attr = str(kw("attribute")) ?? (name === "groupby" ? str(e.args[0]) : undefined);
      if (attr !== undefined) {
        const items = this.child(this.iterate(v), `.${attr}`);
        return name === "map" ? items : new Set();
      }
      return new Set();
    }
    if (name === "string") return new Set();
    return new Set();
  }
}

export function templateReads(source: string): TemplateReads {
  const program = parse(tokenize(source, { trim_blocks: true, lstrip_blocks: true }));
  const a = new Analysis();
  a.run(program);
  const paths = new Map<string, ReadInfo>();
  for (const [p, i] of [...a.paths].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const root = p.split(/[.[#]/)[0]!;
    if (a.free.has(root) && !p.includes("#")) paths.set(p, i);
  }
  return { free: a.free, paths };
}
