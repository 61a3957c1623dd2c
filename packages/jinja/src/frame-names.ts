import type * as A from "./ast.js";

/**
 * Jinja2's symbol analysis of one frame (the template, a loop body, a macro, a with, set or filter block), reduced to
 * what changes a render: which names the frame stores before it reads them, where no enclosing frame knows them.
 * Jinja2 starts such a variable as `missing` when the frame starts, so that a nested frame reading it before the
 * store (a loop body, a macro called early) gets an undefined value, not the context's or a global.
 */
export interface FrameNames {
  /** The names starting as undefined. */
  undefined: string[];
  /** Every name the frame reads or stores at its own level, which its nested frames find there. */
  known: Set<string>;
}

type Kind = "resolve" | "undefined" | "alias";

/** A frame's symbols as Jinja2's idtracking keeps them: how each name is first bound, and what is stored. */
class Symbols {
  kinds: Map<string, Kind>;
  stores: Set<string>;
  constructor(
    readonly outer: ReadonlySet<string>,
    from?: Symbols,
  ) {
    this.kinds = new Map(from?.kinds);
    this.stores = new Set(from?.stores);
  }

  load(name: string): void {
    if (!this.kinds.has(name) && !this.outer.has(name)) this.kinds.set(name, "resolve");
  }

  store(name: string): void {
    this.stores.add(name);
    if (!this.kinds.has(name)) this.kinds.set(name, this.outer.has(name) ? "alias" : "undefined");
  }

  /** Merges the branches of an if statement: a name not stored in every branch is read from outside. */
  merge(branches: Symbols[]): void {
    const counts = new Map<string, number>();
    for (const branch of branches) {
      for (const name of branch.stores) if (!this.stores.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const branch of branches) {
      for (const [name, kind] of branch.kinds) this.kinds.set(name, kind);
      for (const name of branch.stores) this.stores.add(name);
    }
    for (const [name, count] of counts) {
      if (count !== branches.length) this.kinds.set(name, this.outer.has(name) ? "alias" : "resolve");
    }
  }
}

/** Analyses a frame: `params` are bound on entry, `reads` evaluated, then `body` runs. */
export function frameNames(
  outer: ReadonlySet<string>,
  body: A.Statement[],
  params: readonly string[] = [],
  reads: (A.Expression | null)[] = [],
): FrameNames {
  let symbols = new Symbols(outer);
  const expression = (node: A.Expression | null): void => {
    if (node === null) return;
    switch (node.type) {
      case "Name":
        return symbols.load(node.name);
      case "List":
      case "Tuple":
        return node.items.forEach(expression);
      case "Dict":
        return node.entries.forEach(([key, value]) => {
          expression(key);
          expression(value);
        });
      case "GetAttr":
        return expression(node.object);
      case "GetItem":
        expression(node.object);
        return expression(node.key);
      case "Slice":
        expression(node.start);
        expression(node.stop);
        return expression(node.step);
      case "Call":
        expression(node.callee);
        return callArguments(node);
      case "Filter":
      case "Test":
        expression(node.input);
        return callArguments(node);
      case "Unary":
        return expression(node.operand);
      case "Binary":
        expression(node.left);
        return expression(node.right);
      case "Compare":
        expression(node.first);
        return node.rest.forEach(([, operand]) => expression(operand));
      case "Conditional":
        expression(node.test);
        expression(node.body);
        return expression(node.orelse);
    }
  };
  const callArguments = (node: A.Arguments) => {
    node.args.forEach(expression);
    node.kwargs.forEach(([, value]) => expression(value));
    expression(node.starArgs);
    expression(node.starKwargs);
  };
  // `ns.attr` as a target reads `ns`.
  const store = (target: A.Expression): void => {
    if (target.type === "Name") symbols.store(target.name);
    else if (target.type === "Tuple") target.items.forEach(store);
    else if (target.type === "GetAttr") expression(target.object);
  };
  const branch = (visit: () => void): Symbols => {
    const saved = symbols;
    symbols = new Symbols(outer, saved);
    visit();
    const result = symbols;
    symbols = saved;
    return result;
  };
  // Jinja2's If holds its elif tests in one list, and the final else: an elif is an If with no else of its own.
  const conditional = (node: A.If, chain: boolean) => {
    expression(node.test);
    const elifs: A.If[] = [];
    let last = node;
    while (chain && last.orelse.length === 1 && last.orelse[0].type === "If" && last.orelse[0].elif) {
      last = last.orelse[0];
      elifs.push(last);
    }
    symbols.merge([
      branch(() => statements(node.body)),
      branch(() => elifs.forEach((elif) => conditional(elif, false))),
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
    symbols.stores.add(param);
    symbols.kinds.set(param, "alias");
  }
  reads.forEach(expression);
  statements(body);
  const names: string[] = [];
  for (const [name, kind] of symbols.kinds) if (kind === "undefined") names.push(name);
  return { undefined: names, known: new Set([...outer, ...symbols.kinds.keys()]) };
}
