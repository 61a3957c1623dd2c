import type * as A from "./ast.js";
import type { LexerOptions } from "./lexer.js";
import { floatRepr, PyFloat } from "./values.js";

/**
 * Prints a parsed template as canonical source that renders identically under trim_blocks and lstrip_blocks:
 * block tags go on their own indented lines (the newline after a tag and the indentation before it are exactly
 * what trim_blocks and lstrip_blocks remove), text and `{{ }}` output stay verbatim and inline.
 */
export function formatProgram(program: A.Program, indent: string | number, options: LexerOptions = {}): string {
  const unit = typeof indent === "number" ? " ".repeat(indent) : indent;
  // Layout whitespace is only added where the lexer will remove it again.
  const trim = options.trim_blocks ?? true;
  const lstrip = options.lstrip_blocks ?? true;
  let out = "";
  let endsWithText = false;

  const tag = (depth: number, content: string) => {
    const line = out.slice(out.lastIndexOf("\n") + 1);
    const end = trim ? " %}\n" : " %}";
    if (!lstrip) out += `{% ${content}${end}`;
    else if (line === "") out += `${unit.repeat(depth)}{% ${content}${end}`;
    else if (/^[ \t]+$/.test(line)) out += `{%+ ${content}${end}`;
    else out += `{% ${content}${end}`;
    endsWithText = false;
  };

  const body = (statements: A.Statement[], depth: number) => {
    for (const statement of statements) node(statement, depth);
  };

  const node = (n: A.Statement, depth: number) => {
    switch (n.type) {
      case "Text":
        if (/\{[{%#]/.test(n.value)) out += `{{ ${JSON.stringify(n.value)} }}`;
        else out += n.value;
        endsWithText = n.value.endsWith("\n");
        return;
      case "Output":
        out += `{{ ${expression(n.value)} }}`;
        endsWithText = false;
        return;
      case "If": {
        tag(depth, `if ${expression(n.test)}`);
        body(n.body, depth + 1);
        let orelse = n.orelse;
        while (orelse.length === 1 && orelse[0].type === "If" && orelse[0].elif) {
          const elif: A.If = orelse[0];
          tag(depth, `elif ${expression(elif.test)}`);
          body(elif.body, depth + 1);
          orelse = elif.orelse;
        }
        if (orelse.length) {
          tag(depth, "else");
          body(orelse, depth + 1);
        }
        tag(depth, "endif");
        return;
      }
      case "For": {
        const filter = n.filter ? ` if ${expression(n.filter, OR)}` : "";
        tag(
          depth,
          `for ${target(n.target)} in ${expression(n.iterable, OR)}${filter}${n.recursive ? " recursive" : ""}`,
        );
        body(n.body, depth + 1);
        if (n.orelse.length) {
          tag(depth, "else");
          body(n.orelse, depth + 1);
        }
        tag(depth, "endfor");
        return;
      }
      case "Set":
        tag(depth, `set ${target(n.target)} = ${expression(n.value)}`);
        return;
      case "SetBlock":
        tag(depth, `set ${target(n.target)}${n.filters.length ? ` | ${filterChain(n.filters)}` : ""}`);
        body(n.body, depth + 1);
        tag(depth, "endset");
        return;
      case "Macro":
        tag(depth, `macro ${n.name}(${signature(n.params, n.defaults)})`);
        body(n.body, depth + 1);
        tag(depth, "endmacro");
        return;
      case "CallBlock": {
        const params = n.params.length ? `(${signature(n.params, n.defaults)}) ` : "";
        tag(depth, `call ${params}${expression(n.call)}`);
        body(n.body, depth + 1);
        tag(depth, "endcall");
        return;
      }
      case "FilterBlock":
        tag(depth, `filter ${filterChain(n.filters)}`);
        body(n.body, depth + 1);
        tag(depth, "endfilter");
        return;
      case "With":
        tag(depth, `with ${n.targets.map((t, i) => `${target(t)} = ${expression(n.values[i])}`).join(", ")}`);
        body(n.body, depth + 1);
        tag(depth, "endwith");
        return;
      case "Block": {
        const argument = (n.argument ? ` ${expression(n.argument)}` : "") + (n.scoped ? " scoped" : "");
        tag(depth, `${n.tag}${argument}`);
        body(n.body, depth + 1);
        tag(depth, `end${n.tag}`);
        return;
      }
      case "Break":
        tag(depth, "break");
        return;
      case "Continue":
        tag(depth, "continue");
        return;
      case "NeedsLoader":
        tag(depth, n.source);
        return;
    }
  };

  body(program.body, 0);
  // The lexer drops one trailing newline of the source: keep a newline that belongs to the text.
  return endsWithText && !options.keep_trailing_newline ? `${out}\n` : out;
}

/** Binding strength of each expression form, loosest first. */
const CONDITIONAL = 0;
const OR = 1;
const AND = 2;
const NOT = 3;
const COMPARE = 4;
const SUM = 5;
const CONCAT = 6;
const PRODUCT = 7;
const POWER = 8;
const UNARY = 9;
const FILTERED = 10;
const PRIMARY = 11;

const BINARY_PRECEDENCE: Record<A.Binary["operator"], number> = {
  or: OR,
  and: AND,
  "+": SUM,
  "-": SUM,
  "~": CONCAT,
  "*": PRODUCT,
  "/": PRODUCT,
  "//": PRODUCT,
  "%": PRODUCT,
  "**": POWER,
};

function precedence(node: A.Expression): number {
  switch (node.type) {
    case "Conditional":
      return CONDITIONAL;
    case "Binary":
      return BINARY_PRECEDENCE[node.operator];
    case "Compare":
      return COMPARE;
    case "Unary":
      return node.operator === "not" ? NOT : UNARY;
    case "Filter":
    case "Test":
      return FILTERED;
    default:
      return PRIMARY;
  }
}

function literal(value: unknown): string {
  if (value === null) return "none";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof PyFloat) return floatRepr(value.value);
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : floatRepr(value);
  return String(value);
}

function argumentList(node: A.Arguments): string {
  const parts = node.args.map((a) => expression(a));
  if (node.starArgs) parts.push(`*${expression(node.starArgs)}`);
  for (const [key, value] of node.kwargs) parts.push(`${key}=${expression(value)}`);
  if (node.starKwargs) parts.push(`**${expression(node.starKwargs)}`);
  return parts.join(", ");
}

const hasArguments = (node: A.Arguments) =>
  node.args.length > 0 || node.kwargs.length > 0 || node.starArgs !== null || node.starKwargs !== null;

function filterChain(filters: A.FilterExpr[]): string {
  return filters.map((f) => f.name + (hasArguments(f) ? `(${argumentList(f)})` : "")).join("|");
}

function signature(params: string[], defaults: (A.Expression | null)[]): string {
  return params.map((p, i) => (defaults[i] ? `${p}=${expression(defaults[i]!)}` : p)).join(", ");
}

function target(node: A.Expression): string {
  if (node.type === "Tuple")
    return node.items.map((item) => (item.type === "Tuple" ? `(${target(item)})` : target(item))).join(", ");
  return expression(node);
}

/** Prints an expression, parenthesised when it binds looser than its position requires. */
export function expression(node: A.Expression, minimum = CONDITIONAL): string {
  const text = bare(node);
  return precedence(node) < minimum ? `(${text})` : text;
}

function bare(node: A.Expression): string {
  switch (node.type) {
    case "Literal":
      return literal(node.value);
    case "Name":
      return node.name;
    case "List":
      return `[${node.items.map((i) => expression(i)).join(", ")}]`;
    case "Tuple":
      if (node.items.length === 1) return `(${expression(node.items[0])},)`;
      return `(${node.items.map((i) => expression(i)).join(", ")})`;
    case "Dict":
      return `{${node.entries.map(([k, v]) => `${expression(k)}: ${expression(v)}`).join(", ")}}`;
    case "GetAttr":
      return `${expression(node.object, PRIMARY)}.${node.name}`;
    case "GetItem":
      return `${expression(node.object, PRIMARY)}[${node.key.type === "Tuple" ? node.key.items.map((i) => subscript(i)).join(", ") : subscript(node.key)}]`;
    case "Slice":
      return subscript(node);
    case "Call":
      return `${expression(node.callee, PRIMARY)}(${argumentList(node)})`;
    case "Filter": {
      const input = node.input ? `${expression(node.input, UNARY)}|` : "";
      return `${input}${node.name}${hasArguments(node) ? `(${argumentList(node)})` : ""}`;
    }
    case "Test":
      return `${expression(node.input, UNARY)} is ${node.name}${hasArguments(node) ? `(${argumentList(node)})` : ""}`;
    case "Unary":
      if (node.operator === "not") {
        if (node.operand.type === "Test") {
          const test = node.operand;
          const args = hasArguments(test) ? `(${argumentList(test)})` : "";
          return `${expression(test.input, UNARY)} is not ${test.name}${args}`;
        }
        return `not ${expression(node.operand, NOT)}`;
      }
      return `${node.operator}${expression(node.operand, PRIMARY)}`;
    case "Binary": {
      const level = BINARY_PRECEDENCE[node.operator];
      return `${expression(node.left, level)} ${node.operator} ${expression(node.right, level + 1)}`;
    }
    case "Compare":
      return [expression(node.first, SUM), ...node.rest.map(([op, e]) => `${op} ${expression(e, SUM)}`)].join(" ");
    case "Conditional": {
      const orelse = node.orelse ? ` else ${expression(node.orelse)}` : "";
      return `${expression(node.body, OR)} if ${expression(node.test, OR)}${orelse}`;
    }
  }
}

function subscript(node: A.Expression): string {
  if (node.type !== "Slice") return expression(node);
  const part = (p: A.Expression | null) => (p ? expression(p) : "");
  return `${part(node.start)}:${part(node.stop)}${node.step ? `:${part(node.step)}` : ""}`;
}
