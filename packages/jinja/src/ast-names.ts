import type * as A from "./ast.js";

/** What receives the names an expression reads. */
export interface NameReader {
  read(name: string): void;
}

/**
 * Hands `reader` every name `node` reads, in the order of Jinja2's node fields (which decides, in Jinja2's symbol
 * analysis, whether a name is first read or first stored).
 */
export function readNames(node: A.Expression | null, reader: NameReader): void {
  if (node === null) return;
  switch (node.type) {
    case "Name":
      reader.read(node.name);
      break;
    case "List":
    case "Tuple":
      for (const item of node.items) readNames(item, reader);
      break;
    case "Dict":
      for (const [key, value] of node.entries) {
        readNames(key, reader);
        readNames(value, reader);
      }
      break;
    case "GetAttr":
      readNames(node.object, reader);
      break;
    case "GetItem":
      readNames(node.object, reader);
      readNames(node.key, reader);
      break;
    case "Slice":
      readNames(node.start, reader);
      readNames(node.stop, reader);
      readNames(node.step, reader);
      break;
    case "Call":
      readNames(node.callee, reader);
      readArguments(node, reader);
      break;
    case "Filter":
    case "Test":
      readNames(node.input, reader);
      readArguments(node, reader);
      break;
    case "Unary":
      readNames(node.operand, reader);
      break;
    case "Binary":
      readNames(node.left, reader);
      readNames(node.right, reader);
      break;
    case "Compare":
      readNames(node.first, reader);
      for (const [, operand] of node.rest) readNames(operand, reader);
      break;
    case "Conditional":
      readNames(node.test, reader);
      readNames(node.body, reader);
      readNames(node.orelse, reader);
  }
}

/** The names an assignment target binds (a name, or the names of a tuple of targets; `ns.attr` binds none). */
export const targetNames = (target: A.Expression): string[] =>
  target.type === "Name" ? [target.name] : target.type === "Tuple" ? target.items.flatMap(targetNames) : [];

function readArguments(node: A.Arguments, reader: NameReader): void {
  for (const arg of node.args) readNames(arg, reader);
  for (const [, value] of node.kwargs) readNames(value, reader);
  readNames(node.starArgs, reader);
  readNames(node.starKwargs, reader);
}
