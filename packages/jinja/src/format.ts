import type * as A from "./ast.js";
import type { LexerOptions } from "./lexer.js";
import { NOT, PRECEDENCE } from "./parser.js";
import { floatRepr, PYTHON_SPACE, PyFloat } from "./values.js";

/** A line of blanks before a tag, which lstrip_blocks removes (any of Python's whitespace). */
const BLANKS = new RegExp(`^[${PYTHON_SPACE}]+$`);

/** The widest indentation a count may ask for (each nesting level repeats it). */
const MAX_INDENT = 100;

/**
 * Prints a parsed template as canonical source that renders identically under trim_blocks and lstrip_blocks:
 * block tags go on their own indented lines (the newline after a tag and the indentation before it are exactly
 * what trim_blocks and lstrip_blocks remove), text and `{{ }}` output stay verbatim and inline.
 */
export function formatProgram(program: A.Program, indent: string | number, options: LexerOptions = {}): string {
  const unit =
    typeof indent === "number" && Number.isInteger(indent) && indent >= 0 && indent <= MAX_INDENT
      ? " ".repeat(indent)
      : indent;
  // Indentation must be blanks, which lstrip_blocks removes again.
  if (typeof unit !== "string" || !/^[ \t]*$/.test(unit)) {
    throw new RangeError(
      `format: indent must be a count of spaces up to ${MAX_INDENT} or a string of spaces and tabs, not ${String(indent)}`,
    );
  }
  // Layout whitespace is only added where the lexer will remove it again.
  const trim = options.trim_blocks ?? true;
  const lstrip = options.lstrip_blocks ?? true;
  let out = "";
  let endsWithText = false;
  // What the output's last line holds so far: nothing, only blanks, or more. Kept as it grows, since reading the
  // line back from `out` at every tag would make formatting quadratic.
  let line: "empty" | "blanks" | "text" = "empty";
  const write = (text: string) => {
    out += text;
    const newline = text.lastIndexOf("\n");
    const tail = newline < 0 ? text : text.slice(newline + 1);
    if (newline >= 0) line = "empty";
    if (tail) line = line !== "text" && BLANKS.test(tail) ? "blanks" : "text";
  };

  const tag = (depth: number, content: string) => {
    // A tag after text's own blanks keeps them with "+".
    const open = !lstrip ? "{% " : line === "empty" ? `${unit.repeat(depth)}{% ` : line === "blanks" ? "{%+ " : "{% ";
    write(`${open}${content} %}${trim ? "\n" : ""}`);
    endsWithText = false;
  };

  const body = (statements: A.Statement[], depth: number) => {
    for (const n of statements) {
      if (n.type === "Text") {
        // Text that holds a tag's opening, or ends with "{" (a tag may follow it), prints as an expression, safe
        // from autoescape as text is.
        const verbatim = !/\{(?:[{%#]|$)/.test(n.value);
        write(verbatim ? n.value : `{{ ${JSON.stringify(n.value)}|safe }}`);
        endsWithText = verbatim && n.value.endsWith("\n");
        continue;
      }
      if (n.type === "Output") {
        write(`{{ ${expression(n.value)} }}`);
        endsWithText = false;
        continue;
      }
      const opening = openingTag(n);
      tag(depth, opening);
      if (!("body" in n)) continue;
      body(n.body, depth + 1);
      let orelse = "orelse" in n ? n.orelse : [];
      while (orelse.length === 1 && orelse[0].type === "If" && orelse[0].elif) {
        const elif: A.If = orelse[0];
        tag(depth, `elif ${expression(elif.test, OR)}`);
        body(elif.body, depth + 1);
        orelse = elif.orelse;
      }
      if (orelse.length) {
        tag(depth, "else");
        body(orelse, depth + 1);
      }
      // The end tag names the opening tag's keyword: endif, endfor, endblock, ...
      tag(depth, `end${opening.split(" ")[0]}`);
    }
  };

  body(program.body, 0);
  // The lexer drops one trailing newline of the source: keep a newline that belongs to the text.
  return endsWithText && !options.keep_trailing_newline ? `${out}\n` : out;
}

/** The content of a statement's (opening) tag. */
function openingTag(n: Exclude<A.Statement, A.Text | A.Output>): string {
  switch (n.type) {
    case "If":
      return `if ${expression(n.test, OR)}`;
    case "For": {
      const filter = n.filter ? ` if ${expression(n.filter, OR, n.recursive)}` : "";
      const iterable = expression(n.iterable, OR, n.filter !== null || n.recursive);
      return `for ${target(n.target)} in ${iterable}${filter}${n.recursive ? " recursive" : ""}`;
    }
    case "Set":
      return `set ${target(n.target)} = ${expression(n.value)}`;
    // A filter chain prints as its last filter, whose input is the one before.
    case "SetBlock":
      return `set ${target(n.target)}${n.filters.length ? ` | ${expression(n.filters.at(-1)!)}` : ""}`;
    case "FilterBlock":
      return `filter ${expression(n.filters.at(-1)!)}`;
    case "Macro":
      return `macro ${n.name}(${signature(n)})`;
    case "CallBlock":
      return `call ${n.params.length ? `(${signature(n)}) ` : ""}${expression(n.call)}`;
    case "With":
      return `with ${n.targets.map((t, i) => `${target(t)} = ${expression(n.values[i])}`).join(", ")}`;
    case "Block":
      return `${n.tag}${n.argument ? ` ${expression(n.argument)}` : ""}${n.scoped ? " scoped" : ""}${n.required ? " required" : ""}`;
    case "NeedsLoader":
      return n.source;
    default:
      return n.type.toLowerCase(); // break, continue
  }
}

/** Binding strength of each expression form, loosest first (the operators' from the parser). */
const CONDITIONAL = 0;
const OR = PRECEDENCE.or;
const COMPARE = PRECEDENCE["=="];
const SUM = PRECEDENCE["+"];
const UNARY = 9;
const FILTERED = 10;
const PRIMARY = 11;

function precedence(node: A.Expression): number {
  switch (node.type) {
    case "Conditional":
      return CONDITIONAL;
    case "Binary":
      return PRECEDENCE[node.operator];
    case "Compare":
      return COMPARE;
    case "Unary":
      // `not` over a test prints as `x is not t`, which binds as the test does.
      if (node.operator === "not") return node.operand.type === "Test" ? FILTERED : NOT;
      return UNARY;
    case "Filter":
    case "Test":
      return FILTERED;
    default:
      return PRIMARY;
  }
}

/** The largest int Python reads as a decimal literal (4300 digits). */
const DECIMAL_LITERAL_LIMIT = 10n ** 4300n - 1n;

function literal(value: unknown): string {
  if (value === null) return "none";
  if (typeof value === "string") return JSON.stringify(value);
  // A float literal too large for a double: Python's repr, inf, would read as a name.
  if (value === Infinity) return "1e999";
  if (value instanceof PyFloat) return floatRepr(value.value);
  // Booleans print as true and false; ints (numbers or bigints) as their digits, in hex past the 4300 decimal digits
  // Python reads in a literal (`0xfff…` written so stays readable).
  if (typeof value === "bigint" && value > DECIMAL_LITERAL_LIMIT) return `0x${value.toString(16)}`;
  return typeof value === "number" && !Number.isInteger(value) ? floatRepr(value) : String(value);
}

function argumentList(node: A.Arguments): string {
  const parts = node.args.map((a) => expression(a));
  if (node.starArgs) parts.push(`*${expression(node.starArgs)}`);
  for (const [key, value] of node.kwargs) parts.push(`${key}=${expression(value)}`);
  if (node.starKwargs) parts.push(`**${expression(node.starKwargs)}`);
  return parts.join(", ");
}

/** A filter's or test's arguments, in parentheses when there are any. */
function callArguments(node: A.Arguments): string {
  const list = argumentList(node);
  return list ? `(${list})` : "";
}

function signature({ params, defaults }: A.Macro | A.CallBlock): string {
  return params.map((p, i) => (defaults[i] ? `${p}=${expression(defaults[i]!)}` : p)).join(", ");
}

/** An assignment target: a tuple of two or more is bare at the top, any other tuple in parentheses (`()`, `(a,)`). */
function target(node: A.Expression, nested = false): string {
  if (node.type !== "Tuple") return expression(node);
  const items = node.items.map((item) => target(item, true));
  if (items.length < 2) return `(${items[0] ?? ""}${items.length ? "," : ""})`;
  return nested ? `(${items.join(", ")})` : items.join(", ");
}

const list = (items: A.Expression[]) => items.map((item) => expression(item)).join(", ");

/**
 * A test. Without arguments, it would take a name after it as its argument (`x is defined if y`): before a name it
 * prints empty parentheses. An argument given without parentheses that starts with a name `not` (`x is sameas not`,
 * `x is eq not(y)`) can only be given so: in parentheses `not` is the operator.
 */
function test(node: A.TestExpr, negation: string, beforeName: boolean): string {
  const [arg] = node.args;
  const bareNot = node.args.length === 1 && startsWithNameNot(arg) && !node.kwargs.length;
  const args = bareNot ? ` ${expression(arg, PRIMARY)}` : callArguments(node) || (beforeName ? "()" : "");
  return `${expression(node.input, UNARY, true)} is ${negation}${node.name}${args}`;
}

/** A name `not` followed by attributes, items or calls (`not`, `not.a`, `not[1]`, `not(y)`), as only a bare test argument gives. */
function startsWithNameNot(node: A.Expression | undefined): boolean {
  while (node?.type === "GetAttr" || node?.type === "GetItem") node = node.object;
  if (node?.type === "Call") return startsWithNameNot(node.callee);
  return node?.type === "Name" && node.name === "not";
}

/**
 * Prints an expression, parenthesised when it binds looser than its position requires; `beforeName` when a name
 * follows it (`if`, `in`, `is`, `recursive`), which a test at its end must not take as its argument.
 */
export function expression(node: A.Expression, minimum = CONDITIONAL, beforeName = false): string {
  if (precedence(node) < minimum) return `(${bare(node, false)})`;
  return bare(node, beforeName);
}

function bare(node: A.Expression, beforeName: boolean): string {
  switch (node.type) {
    case "Literal":
      return literal(node.value);
    case "Name":
      return node.name;
    case "List":
      return `[${list(node.items)}]`;
    case "Tuple":
      return `(${list(node.items)}${node.items.length === 1 ? "," : ""})`;
    case "Dict":
      return `{${node.entries.map(([k, v]) => `${expression(k)}: ${expression(v)}`).join(", ")}}`;
    case "GetAttr":
      return `${expression(node.object, PRIMARY)}.${node.name}`;
    case "GetItem": {
      // A tuple of two or more keys prints bare (`x[1, ::2]`); `x[(1,)]` and `x[()]` keep their parentheses.
      const keys = node.key.type === "Tuple" && node.key.items.length > 1 ? node.key.items : [node.key];
      return `${expression(node.object, PRIMARY)}[${keys.map((key) => subscript(key)).join(", ")}]`;
    }
    case "Slice":
      return subscript(node);
    case "Call":
      return `${expression(node.callee, PRIMARY)}(${argumentList(node)})`;
    case "Filter":
      return `${node.input ? `${expression(node.input, UNARY)}|` : ""}${node.name}${callArguments(node)}`;
    case "Test":
      return test(node, "", beforeName);
    case "Unary":
      if (node.operator !== "not") return `${node.operator}${expression(node.operand, PRIMARY)}`;
      if (node.operand.type === "Test") return test(node.operand, "not ", beforeName);
      return `not ${expression(node.operand, NOT, beforeName)}`;
    case "Binary": {
      const level = PRECEDENCE[node.operator];
      // A left-leaning chain of one precedence (`a ~ b ~ …`, thousands long) is walked down, not recursed into.
      const tail: string[] = [];
      let chain: A.Binary = node;
      for (;;) {
        tail.push(`${chain.operator} ${expression(chain.right, level + 1, tail.length === 0 && beforeName)}`);
        const left = chain.left;
        // A parenthesized `~` chain on the left stays one (Jinja2 joins it apart: it matters under autoescape).
        if (left.type !== "Binary" || left.grouped === true || PRECEDENCE[left.operator] !== level) {
          return [
            expression(left, left.type === "Binary" && left.grouped === true ? level + 1 : level),
            ...tail.reverse(),
          ].join(" ");
        }
        chain = left;
      }
    }
    case "Compare": {
      // Each operand but the last comes before an operator, which may be a name (in, not in).
      const operands = [node.first, ...node.rest.map(([, e]) => e)];
      const printed = operands.map((e, i) => expression(e, SUM, i < operands.length - 1 || beforeName));
      return [printed[0], ...node.rest.map(([op], i) => `${op} ${printed[i + 1]}`)].join(" ");
    }
    case "Conditional": {
      const orelse = node.orelse ? ` else ${expression(node.orelse, CONDITIONAL, beforeName)}` : "";
      return `${expression(node.body, OR, true)} if ${expression(node.test, OR, !node.orelse && beforeName)}${orelse}`;
    }
  }
}

function subscript(node: A.Expression): string {
  if (node.type !== "Slice") return expression(node);
  const part = (p: A.Expression | null) => (p ? expression(p) : "");
  return `${part(node.start)}:${part(node.stop)}${node.step ? `:${expression(node.step)}` : ""}`;
}
