import type * as A from "./ast.js";
import { readNames, targetNames } from "./ast-names.js";

/**
 * Which of `names` a body reads before anything binds them, as Jinja2's find_undeclared decides it (whether a macro
 * takes `caller`, `kwargs` or `varargs`, a loop sets `loop`, a template or block sets `self`): the nodes are visited
 * in the order of Jinja2's node fields, and the first sighting of a name settles it, a read making it undeclared and
 * an assignment (`set`, a loop target, a nested macro's parameter) an ordinary variable. Named blocks are not visited.
 */
export function undeclaredNames(body: A.Statement[], names: readonly string[]): Set<string> {
  const open = new Set(names);
  const reads = new Set<string>();
  const sight = (name: string, read: boolean) => {
    if (!open.has(name)) return;
    open.delete(name);
    if (read) reads.add(name);
  };
  const store = (target: A.Expression) => {
    for (const name of targetNames(target)) sight(name, false);
  };
  const reader = { read: (name: string) => sight(name, true) };
  const expression = (node: A.Expression | null) => readNames(node, reader);
  const signature = (node: A.Macro | A.CallBlock) => {
    for (const param of node.params) sight(param, false);
    for (const value of node.defaults) expression(value);
    statements(node.body);
  };
  const statements = (body: A.Statement[]) => {
    for (const node of body) {
      // Every name settled: the rest cannot change the answer.
      if (open.size === 0) return;
      switch (node.type) {
        case "Output":
          expression(node.value);
          break;
        case "If":
          expression(node.test);
          statements(node.body);
          statements(node.orelse);
          break;
        case "For":
          store(node.target);
          expression(node.iterable);
          statements(node.body);
          statements(node.orelse);
          expression(node.filter);
          break;
        case "Set":
          store(node.target);
          expression(node.value);
          break;
        case "SetBlock":
          store(node.target);
          node.filters.forEach(expression);
          statements(node.body);
          break;
        case "Macro":
          signature(node);
          break;
        case "CallBlock":
          expression(node.call);
          signature(node);
          break;
        case "FilterBlock":
          statements(node.body);
          node.filters.forEach(expression);
          break;
        case "With":
          node.targets.forEach(store);
          node.values.forEach(expression);
          statements(node.body);
          break;
        case "Block":
          if (node.tag === "block") break;
          expression(node.argument);
          statements(node.body);
          break;
        case "NeedsLoader":
          expression(node.template);
      }
    }
  };
  statements(body);
  return reads;
}
