import type * as A from "./ast.js";
import { type NameReader, readNames } from "./ast-names.js";

/**
 * Jinja2's symbol analysis of one frame (the template, a loop body, a macro, a with, set or filter block), reduced to
 * what changes a render: which names the frame stores before it reads them, where no enclosing frame knows them.
 * Jinja2 starts such a variable as `missing` when the frame starts, so that a nested frame reading it before the
 * store (a loop body, a macro called early) gets an undefined value, not the context's or a global.
 */
export interface FrameNames {
  /** The names starting as undefined. */
  undefined: string[];
  /** Every name the frame or an enclosing one reads or stores at its own level, which nested frames find there. */
  known: KnownNames | null;
  /**
   * The frame's own variables and how each is bound (its parameters, what it stores, and what it reads that no
   * enclosing frame knows), complete when every name is tracked: Jinja2 sets them `missing` as the frame ends, which
   * closures made in it see.
   */
  own: ReadonlyMap<string, Kind> | null;
  /** The names the frame stores (its parameters included), when its own variables are known. */
  stores: ReadonlySet<string> | null;
}

/** The names a frame knows: its own, then its enclosing frames'. */
export class KnownNames {
  constructor(
    private readonly own: ReadonlyMap<string, Kind>,
    private readonly parent: KnownNames | null,
  ) {}

  /** How the nearest frame that knows `name` binds it. */
  kind(name: string): Kind | undefined {
    return this.own.get(name) ?? this.parent?.kind(name);
  }
}

export type Kind = "resolve" | "undefined" | "alias" | "parameter";

/**
 * A frame's symbols as Jinja2's idtracking keeps them: how each name is first bound, and what is stored. A branch of
 * an if statement records only what is new in it, on top of its `base` (Jinja2 copies the symbols instead).
 */
class Symbols implements NameReader {
  kinds: Map<string, Kind> | null = null;
  stores: Set<string> | null = null;
  constructor(
    readonly outer: KnownNames | null,
    /**
     * The names some statement of the template stores: no other name can start undefined or be stored over. Null:
     * every name is tracked, so that the frame knows all its variables.
     */
    readonly tracked: ReadonlySet<string> | null,
    readonly base: Symbols | null,
  ) {}

  private kind(name: string): Kind | undefined {
    return this.kinds?.get(name) ?? this.base?.kind(name);
  }

  private stored(name: string): boolean {
    return this.stores?.has(name) === true || this.base?.stored(name) === true;
  }

  setKind(name: string, kind: Kind): void {
    this.kinds ??= new Map();
    this.kinds.set(name, kind);
  }

  addStore(name: string): void {
    this.stores ??= new Set();
    this.stores.add(name);
  }

  private outside(name: string): boolean {
    return this.outer?.kind(name) !== undefined;
  }

  read(name: string): void {
    if (this.tracked?.has(name) !== false && this.kind(name) === undefined && !this.outside(name))
      this.setKind(name, "resolve");
  }

  store(name: string): void {
    this.addStore(name);
    if (this.kind(name) === undefined) this.setKind(name, this.outside(name) ? "alias" : "undefined");
  }

  /**
   * Merges the branches of an if statement as Jinja2 3.1's branch_update does: a name some branch stores, and the
   * frame did not store before, is read from outside when the frame starts, even if every branch stores it.
   */
  merge(branches: Symbols[]): void {
    if (branches.every((branch) => branch.kinds === null && branch.stores === null)) return;
    const fresh = new Set<string>();
    for (const branch of branches) for (const name of branch.stores ?? []) if (!this.stored(name)) fresh.add(name);
    for (const branch of branches) {
      for (const [name, kind] of branch.kinds ?? []) this.setKind(name, kind);
      for (const name of branch.stores ?? []) this.addStore(name);
    }
    for (const name of fresh) this.setKind(name, this.outside(name) ? "alias" : "resolve");
  }
}

/** Whether statements store a name at their own level (in an if statement's branches too). */
function storesAtLevel(list: A.Statement[]): boolean {
  for (const node of list) {
    const type = node.type;
    if (type === "Set" || type === "SetBlock" || type === "Macro") return true;
    if (type === "If" && (storesAtLevel(node.body) || storesAtLevel(node.orelse))) return true;
  }
  return false;
}

/** Whether statements hold a frame of their own (a loop, macro, call, with, set or filter block, or block). */
function holdsFrame(list: A.Statement[]): boolean {
  for (const node of list) {
    const type = node.type;
    if (type === "If" ? holdsFrame(node.body) || holdsFrame(node.orelse) : FRAMES.has(type)) return true;
  }
  return false;
}

/** Whether a set, set block or macro statement is among statements, at any depth. */
function storesWithin(list: A.Statement[]): boolean {
  for (const node of list) {
    const type = node.type;
    if (type === "Set" || type === "SetBlock" || type === "Macro") return true;
    if ("body" in node && storesWithin(node.body)) return true;
    if ((type === "If" || type === "For") && storesWithin(node.orelse)) return true;
  }
  return false;
}

const FRAMES = new Set(["For", "Macro", "CallBlock", "FilterBlock", "With", "SetBlock", "Block"]);

/** Analyses a frame: `params` are bound on entry, `reads` evaluated, then `body` runs. */
export function frameNames(
  outer: KnownNames | null,
  tracked: ReadonlySet<string> | null,
  body: A.Statement[],
  params: readonly string[] = [],
  reads: (A.Expression | null)[] = [],
): FrameNames {
  // A frame's own reads come after its stores (in the order it runs): only a nested frame can see a name missing,
  // and only when a statement stores a name. Tracking every name, the frame's own variables are wanted too.
  if (tracked !== null && (!holdsFrame(body) || !storesWithin(body))) {
    return { undefined: [], known: outer, own: null, stores: null };
  }
  const frame = new Symbols(outer, tracked, null);
  let symbols = frame;
  const expression = (node: A.Expression | null) => readNames(node, symbols);
  // `ns.attr` as a target reads `ns`.
  const store = (target: A.Expression): void => {
    if (target.type === "Name") symbols.store(target.name);
    else if (target.type === "Tuple") for (const item of target.items) store(item);
    else if (target.type === "GetAttr") expression(target.object);
  };
  const branch = (visit: () => void): Symbols => {
    const saved = symbols;
    symbols = new Symbols(outer, tracked, saved);
    visit();
    const result = symbols;
    symbols = saved;
    return result;
  };
  // Jinja2's If holds its elif tests in one list, and the final else: an elif is an If with no else of its own.
  const conditional = (node: A.If, chain: boolean) => {
    expression(node.test);
    // Branches that store nothing only read: visited in place, they leave what merging them would.
    if (!storesAtLevel(node.body) && !storesAtLevel(node.orelse)) {
      statements(node.body);
      statements(node.orelse);
      return;
    }
    const elifs: A.If[] = [];
    let last = node;
    while (chain && last.orelse.length === 1 && last.orelse[0].type === "If" && last.orelse[0].elif) {
      last = last.orelse[0];
      elifs.push(last);
    }
    symbols.merge([
      branch(() => statements(node.body)),
      branch(() => {
        for (const elif of elifs) conditional(elif, false);
      }),
      branch(() => statements(chain ? last.orelse : [])),
    ]);
  };
  // What a frame sees of the statements at its level: nested frames show only what the enclosing frame evaluates.
  const statements = (list: A.Statement[]) => {
    for (const node of list) {
      switch (node.type) {
        case "Output":
          expression(node.value);
          break;
        case "If":
          conditional(node, true);
          break;
        case "For":
          expression(node.iterable);
          break;
        case "Set":
          expression(node.value);
          store(node.target);
          break;
        case "SetBlock":
          store(node.target);
          break;
        case "Macro":
          symbols.store(node.name);
          break;
        case "CallBlock":
          expression(node.call);
          break;
        case "FilterBlock":
          node.filters.forEach(expression);
          break;
        case "With":
          node.values.forEach(expression);
          break;
        case "NeedsLoader":
          expression(node.template);
      }
    }
  };
  for (const param of params) {
    frame.addStore(param);
    frame.setKind(param, "parameter");
  }
  reads.forEach(expression);
  statements(body);
  const names: string[] = [];
  for (const [name, kind] of frame.kinds ?? []) if (kind === "undefined") names.push(name);
  return {
    undefined: names,
    known: frame.kinds ? new KnownNames(frame.kinds, outer) : outer,
    own: frame.kinds,
    stores: frame.stores,
  };
}
