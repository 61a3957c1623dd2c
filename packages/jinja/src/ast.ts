import type { Position } from "./errors.js";

/** Nodes of a parsed template. Every node records where it starts in the source. */
interface Node extends Position {}

export interface Literal extends Node {
  type: "Literal";
  /** A Python value: string, int (number or bigint), float (see values.ts), boolean or null. */
  value: unknown;
}
export interface Name extends Node {
  type: "Name";
  name: string;
}
export interface ListLiteral extends Node {
  type: "List";
  items: Expression[];
}
export interface TupleLiteral extends Node {
  type: "Tuple";
  items: Expression[];
}
export interface DictLiteral extends Node {
  type: "Dict";
  entries: [Expression, Expression][];
}
export interface GetAttr extends Node {
  type: "GetAttr";
  object: Expression;
  name: string;
}
export interface GetItem extends Node {
  type: "GetItem";
  object: Expression;
  key: Expression;
}
export interface Slice extends Node {
  type: "Slice";
  start: Expression | null;
  stop: Expression | null;
  step: Expression | null;
}
export interface Arguments {
  args: Expression[];
  kwargs: [string, Expression][];
  starArgs: Expression | null;
  starKwargs: Expression | null;
}
export interface Call extends Node, Arguments {
  type: "Call";
  callee: Expression;
}
export interface FilterExpr extends Node, Arguments {
  type: "Filter";
  /** null inside a filter block, whose body is the input. */
  input: Expression | null;
  name: string;
}
export interface TestExpr extends Node, Arguments {
  type: "Test";
  input: Expression;
  name: string;
}
export interface Unary extends Node {
  type: "Unary";
  operator: "not" | "-" | "+";
  operand: Expression;
}
export interface Binary extends Node {
  type: "Binary";
  operator: "+" | "-" | "*" | "/" | "//" | "%" | "**" | "~" | "and" | "or";
  left: Expression;
  right: Expression;
  /** A `~` chain written in parentheses, which Jinja2 keeps as a concatenation of its own. */
  grouped?: true;
}
export interface Compare extends Node {
  type: "Compare";
  first: Expression;
  rest: [CompareOperator, Expression][];
}
export type CompareOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "not in";
export interface Conditional extends Node {
  type: "Conditional";
  test: Expression;
  body: Expression;
  orelse: Expression | null;
}

export type Expression =
  | Literal
  | Name
  | ListLiteral
  | TupleLiteral
  | DictLiteral
  | GetAttr
  | GetItem
  | Slice
  | Call
  | FilterExpr
  | TestExpr
  | Unary
  | Binary
  | Compare
  | Conditional;

export interface Text extends Node {
  type: "Text";
  value: string;
}
export interface Output extends Node {
  type: "Output";
  value: Expression;
}
export interface If extends Node {
  type: "If";
  test: Expression;
  body: Statement[];
  /** An elif chain is a nested If as the only statement of orelse, marked `elif`. */
  orelse: Statement[];
  elif: boolean;
}
export interface For extends Node {
  type: "For";
  target: Expression;
  iterable: Expression;
  filter: Expression | null;
  recursive: boolean;
  body: Statement[];
  orelse: Statement[];
}
export interface Set extends Node {
  type: "Set";
  target: Expression;
  value: Expression;
}
export interface SetBlock extends Node {
  type: "SetBlock";
  target: Expression;
  filters: FilterExpr[];
  body: Statement[];
}
export interface Macro extends Node {
  type: "Macro";
  name: string;
  params: string[];
  defaults: (Expression | null)[];
  body: Statement[];
}
export interface CallBlock extends Node {
  type: "CallBlock";
  call: Call;
  params: string[];
  defaults: (Expression | null)[];
  body: Statement[];
}
export interface FilterBlock extends Node {
  type: "FilterBlock";
  filters: FilterExpr[];
  body: Statement[];
}
export interface With extends Node {
  type: "With";
  targets: Expression[];
  values: Expression[];
  body: Statement[];
}
/** `{% generation %}`, `{% block name %}` and `{% autoescape %}` render their body in place. */
export interface Block extends Node {
  type: "Block";
  tag: "generation" | "block" | "autoescape";
  argument: Expression | null;
  /** A `scoped` block sees the variables around it; other blocks only the template's top level. */
  scoped: boolean;
  /** A `required` block must be overridden by a child template, which cannot exist here: rendering it fails. */
  required?: boolean;
  body: Statement[];
}
export interface LoopControl extends Node {
  type: "Break" | "Continue";
}
/** A tag Jinja2 parses but cannot render without a template loader (include, import, extends). */
export interface NeedsLoader extends Node {
  type: "NeedsLoader";
  source: string;
  /** The template name, evaluated before Jinja2 finds that there is no loader. */
  template: Expression;
  /** Whether the name may be a list to select from (include), and whether a missing template is ignored. */
  selects?: boolean;
  ignoreMissing?: boolean;
}

export type Statement =
  | Text
  | Output
  | If
  | For
  | Set
  | SetBlock
  | Macro
  | CallBlock
  | FilterBlock
  | With
  | Block
  | LoopControl
  | NeedsLoader;

export interface Program {
  type: "Program";
  body: Statement[];
}
