import type * as A from "./ast.js";

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
    if (target.type === "Name") sight(target.name, false);
    else if (target.type === "Tuple") target.items.forEach(store);
  };
  const expression = (node: A.Expression | null): void => {
    if (node === null) return;
    switch (node.type) {
      case "Name":
        return sight(node.name, true);
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
  const signature = (node: A.Macro | A.CallBlock) => {
    node.params.forEach((param) => sight(param, false));
    node.defaults.forEach(expression);
    statements(node.body);
  };
  const statements = (body: A.Statement[]) => {
    for (const node of body) {
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
