import type * as A from "./ast.js";
import { TemplateSyntaxError } from "./errors.js";
import type { Token, TokenType } from "./lexer.js";
import { float, parseDigits } from "./values.js";

/**
 * Binding strength of the binary operators, loosest first (all left-associative); the prefix `not` binds between
 * `and` and the comparisons. format.ts prints by the same table.
 */
export const NOT = 3;
const COMPARE = 4;
export const PRECEDENCE: Record<string, number> = {
  or: 1,
  and: 2,
  "==": COMPARE,
  "!=": COMPARE,
  "<": COMPARE,
  "<=": COMPARE,
  ">": COMPARE,
  ">=": COMPARE,
  in: COMPARE,
  "not in": COMPARE,
  "+": 5,
  "-": 5,
  "~": 6,
  "*": 7,
  "/": 7,
  "//": 7,
  "%": 7,
  "**": 8,
};
const LEVELS = new Map(Object.entries(PRECEDENCE));

const CONSTANTS = new Map<string, boolean | null>([
  ["true", true],
  ["True", true],
  ["false", false],
  ["False", false],
  ["none", null],
  ["None", null],
]);
const IF_ENDS = ["elif", "else", "endif"];
const FOR_ENDS = ["else", "endfor"];
/** Tags that Jinja2 knows but that need a template loader to render. */
const LOADER_TAGS = new Set(["include", "import", "from", "extends"]);
/** Tokens that may start a test's single argument written without parentheses (`x is divisibleby 3`). */
const TEST_ARGUMENT_START = new Set(["Name", "String", "Integer", "Float"]);

/** Whether `token` is the keyword or operator `value` (a string literal never is). */
const isWord = (token: Token, value: string) => token.value === value && token.type !== "String";
const describe = (token: Token) => (token.type === "EOF" ? "end of template" : `'${token.value}'`);

/** Builds the syntax tree of a template from its tokens (Jinja2's grammar). */
export function parse(tokens: Token[]): A.Program {
  let index = 0;

  // Every token before the final EOF is followed by another, and nothing reads past a consumed EOF without failing.
  const next = () => tokens[index++];
  const at = (value: string) => isWord(tokens[index], value);
  const skip = (value: string) => {
    if (!at(value)) return false;
    index++;
    return true;
  };
  const fail = (message: string, token = tokens[index]): never => {
    throw new TemplateSyntaxError(message, token);
  };
  const expect = (type: TokenType, value?: string): Token => {
    const token = tokens[index];
    if (token.type === type && (value === undefined || token.value === value)) return next();
    return fail(`Expected ${value ?? type}, got ${describe(token)}`);
  };

  /** Parses statements until a block tag named in `ends` (left unconsumed, after its `{%`) or the end of input. */
  const parseBody = (ends: string[]): A.Statement[] => {
    const body: A.Statement[] = [];
    for (;;) {
      const token = tokens[index];
      const { type, line, column } = token;
      if (type === "Text") {
        index++;
        body.push({ type, value: token.value, line, column });
      } else if (type === "VariableStart") {
        index++;
        body.push({ type: "Output", value: parseTuple(), line, column });
        expect("VariableEnd");
      } else if (type === "BlockStart") {
        const name = tokens[index + 1];
        if (name.type === "Name" && ends.includes(name.value)) return body;
        if (name.type === "Name" && name.value.startsWith("end")) fail(`Unexpected end tag '${name.value}'`, name);
        index++;
        body.push(parseStatement());
      } else if (type === "EOF") {
        if (ends.length) fail(`Unexpected end of template: expected '${ends.join("' or '")}'`);
        return body;
      } else fail(`Unexpected token '${token.value}'`);
    }
  };

  /** Consumes the `{% name` that ended a body (parseBody checked it), returning the name token. */
  const endTag = () => {
    index += 2;
    return tokens[index - 1];
  };

  /** The end of a tag that opens a body; Jinja2 accepts a Python-style colon before it. */
  const openBody = () => {
    skip(":");
    expect("BlockEnd");
  };

  /** The body of the tag just parsed and its `{% end %}` (which may repeat `name`, as `{% endblock name %}` does). */
  const blockBody = (end: string, name?: string): A.Statement[] => {
    openBody();
    const body = parseBody([end]);
    endTag();
    if (name) skip(name);
    expect("BlockEnd");
    return body;
  };

  /** After `{% else`, the else body and `{% end %}`; after `{% end`, the rest of that tag. */
  const elseBody = (tag: Token, end: string): A.Statement[] => {
    if (tag.value === "else") return blockBody(end);
    expect("BlockEnd");
    return [];
  };

  const parseStatement = (): A.Statement => {
    const token = expect("Name");
    const { value: tag, line, column } = token;
    switch (tag) {
      case "if":
        return parseIf(token, false);
      case "for": {
        const target = parseAssignTarget();
        expect("Name", "in");
        const iterable = parseTuple(false, true);
        // Jinja2 parses the loop filter as one expression (a conditional expression allowed, a tuple not).
        const filter = skip("if") ? parseExpression() : null;
        const recursive = skip("recursive");
        openBody();
        const body = parseBody(FOR_ENDS);
        const orelse = elseBody(endTag(), "endfor");
        return { type: "For", target, iterable, filter, recursive, body, orelse, line, column };
      }
      case "set": {
        const target = parseAssignTarget(true);
        if (skip("=")) {
          const value = parseTuple();
          expect("BlockEnd");
          return { type: "Set", target, value, line, column };
        }
        const filters = skip("|") ? parseFilterChain() : [];
        return { type: "SetBlock", target, filters, body: blockBody("endset"), line, column };
      }
      case "macro":
        return {
          type: "Macro",
          name: expect("Name").value,
          ...parseSignature(),
          body: blockBody("endmacro"),
          line,
          column,
        };
      case "call": {
        const { params, defaults } = at("(") ? parseSignature() : { params: [], defaults: [] };
        const call = parseExpression();
        if (call.type !== "Call") return fail("expected call");
        return { type: "CallBlock", call, params, defaults, body: blockBody("endcall"), line, column };
      }
      case "filter":
        return { type: "FilterBlock", filters: parseFilterChain(), body: blockBody("endfilter"), line, column };
      case "with": {
        const targets: A.Expression[] = [];
        const values: A.Expression[] = [];
        while (tokens[index].type !== "BlockEnd") {
          if (targets.length) expect("Operator", ",");
          targets.push(parseAssignTarget());
          expect("Operator", "=");
          values.push(parseExpression());
        }
        return { type: "With", targets, values, body: blockBody("endwith"), line, column };
      }
      case "break":
      case "continue":
        expect("BlockEnd");
        return { type: tag === "break" ? "Break" : "Continue", line, column };
      case "generation":
      case "block":
      case "autoescape": {
        // `{% block name %}` records its name as a Name node at the tag.
        const name = tag === "block" ? expect("Name").value : undefined;
        const argument: A.Expression | null =
          name !== undefined ? { type: "Name", name, line, column } : tag === "autoescape" ? parseExpression() : null;
        let scoped = false;
        while (name !== undefined && (at("scoped") || at("required"))) scoped = next().value === "scoped" || scoped;
        return { type: "Block", tag, argument, scoped, body: blockBody(`end${tag}`, name), line, column };
      }
    }
    if (LOADER_TAGS.has(tag)) {
      const start = index - 1;
      while (tokens[index].type !== "BlockEnd" && tokens[index].type !== "EOF") index++;
      const source = tokens
        .slice(start, index)
        .map((t) => (t.type === "String" ? JSON.stringify(t.value) : t.value))
        .join(" ");
      expect("BlockEnd");
      return { type: "NeedsLoader", source, line, column };
    }
    return fail(`Unknown statement type: ${tag}`, token);
  };

  const parseIf = (token: Token, elif: boolean): A.If => {
    const test = parseTuple(false);
    openBody();
    const body = parseBody(IF_ENDS);
    const tag = endTag();
    const orelse = tag.value === "elif" ? [parseIf(tag, true)] : elseBody(tag, "endif");
    return { type: "If", test, body, orelse, elif, line: token.line, column: token.column };
  };

  const parseSignature = () => {
    const params: string[] = [];
    const defaults: (A.Expression | null)[] = [];
    expect("Operator", "(");
    parseList(")", () => {
      params.push(expect("Name").value);
      if (skip("=")) defaults.push(parseExpression());
      // Once a parameter has a default, every later one needs one.
      else if (defaults.at(-1)) fail("non-default argument follows default argument");
      else defaults.push(null);
    });
    return { params, defaults };
  };

  /** A name, `ns.attr` (set only) or a tuple of names. */
  const parseAssignTarget = (allowAttribute = false): A.Expression => {
    const start = tokens[index];
    const one = (): A.Expression => {
      if (skip("(")) {
        const inner = parseAssignTarget();
        expect("Operator", ")");
        return inner;
      }
      const token = expect("Name");
      const { value: name, line, column } = token;
      if (allowAttribute && skip("."))
        return {
          type: "GetAttr",
          object: { type: "Name", name, line, column },
          name: expect("Name").value,
          line,
          column,
        };
      if (CONSTANTS.has(name)) fail(`Can't assign to '${name}'`, token);
      return { type: "Name", name, line, column };
    };
    const items = [one()];
    // Unlike expressions, assignment targets take no trailing comma.
    while (skip(",")) items.push(one());
    return items.length === 1 ? items[0] : { type: "Tuple", items, line: start.line, column: start.column };
  };

  /** Expressions separated by commas form a tuple (`{{ a, b }}`, `set x = 1, 2`). */
  const parseTuple = (allowConditional = true, forIterable = false): A.Expression => {
    const start = tokens[index];
    const parseItem = allowConditional ? parseExpression : parseOr;
    const first = parseItem();
    if (!at(",")) return first;
    const items = [first];
    while (
      skip(",") &&
      tokens[index].type !== "BlockEnd" &&
      tokens[index].type !== "VariableEnd" &&
      !(forIterable && (at("if") || at("recursive")))
    )
      items.push(parseItem());
    return { type: "Tuple", items, line: start.line, column: start.column };
  };

  const parseExpression = (): A.Expression => {
    const start = tokens[index];
    const body = parseOr();
    if (!skip("if")) return body;
    const test = parseOr();
    const orelse = skip("else") ? parseExpression() : null;
    return { type: "Conditional", test, body, orelse, line: start.line, column: start.column };
  };

  const parseOr = () => parseBinary(PRECEDENCE.or);

  /** The binary operator at the current token ("not in" spans two), or another token's text. */
  const operatorAt = (): string => {
    const token = tokens[index];
    if (token.type === "String") return "";
    return token.value === "not" && isWord(tokens[index + 1], "in") ? "not in" : token.value;
  };

  /** Operators binding at least as tightly as `minimum`, by precedence climbing. */
  const parseBinary = (minimum: number): A.Expression => {
    const start = tokens[index];
    let left: A.Expression =
      minimum <= NOT && skip("not")
        ? { type: "Unary", operator: "not", operand: parseBinary(NOT), line: start.line, column: start.column }
        : parseUnary(true);
    for (;;) {
      const token = tokens[index];
      let operator = operatorAt();
      const level = LEVELS.get(operator) ?? 0;
      if (level < minimum) return left;
      if (level === COMPARE) {
        // Comparisons chain: `a < b < c` is one node.
        const rest: [A.CompareOperator, A.Expression][] = [];
        for (; LEVELS.get(operator) === COMPARE; operator = operatorAt()) {
          index += operator === "not in" ? 2 : 1;
          rest.push([operator as A.CompareOperator, parseBinary(COMPARE + 1)]);
        }
        left = { type: "Compare", first: left, rest, line: start.line, column: start.column };
      } else {
        index++;
        const right = parseBinary(level + 1);
        left = {
          type: "Binary",
          operator: operator as A.Binary["operator"],
          left,
          right,
          line: token.line,
          column: token.column,
        };
      }
    }
  };

  const parseUnary = (withFilter: boolean): A.Expression => {
    const token = tokens[index];
    const node: A.Expression =
      at("-") || at("+")
        ? {
            type: "Unary",
            operator: next().value as "-" | "+",
            operand: parseUnary(false),
            line: token.line,
            column: token.column,
          }
        : parsePostfix(parsePrimary());
    return withFilter ? parseFilterAndTests(node) : node;
  };

  const parsePrimary = (): A.Expression => {
    const token = next();
    const { type, value: text, line, column } = token;
    let value: unknown;
    if (type === "Name") {
      if (!CONSTANTS.has(text)) return { type, name: text, line, column };
      value = CONSTANTS.get(text);
    } else if (type === "String") {
      // Adjacent string literals concatenate.
      let string = text;
      while (tokens[index].type === "String") string += next().value;
      value = string;
    } else if (type === "Integer") value = parseInteger(text);
    else if (type === "Float") value = float(Number(text.replaceAll("_", "")));
    else if (type !== "Operator") return fail(`Unexpected ${describe(token)}`, token);
    else if (text === "(") return parseParenthesized(token);
    else if (text === "[") {
      const items: A.Expression[] = [];
      parseList("]", () => items.push(parseExpression()));
      return { type: "List", items, line, column };
    } else if (text === "{") {
      const entries: [A.Expression, A.Expression][] = [];
      parseList("}", () => {
        const key = parseExpression();
        expect("Operator", ":");
        entries.push([key, parseExpression()]);
      });
      return { type: "Dict", entries, line, column };
    } else return fail(`Unknown operator: unexpected '${text}'`, token);
    return { type: "Literal", value, line, column };
  };

  const parseParenthesized = (open: Token): A.Expression => {
    const items: A.Expression[] = [];
    if (!skip(")")) {
      items.push(parseExpression());
      if (skip(")")) return items[0];
      while (skip(",") && !at(")")) items.push(parseExpression());
      expect("Operator", ")");
    }
    return { type: "Tuple", items, line: open.line, column: open.column };
  };

  /** Parses comma-separated items up to `close` (a trailing comma allowed) and consumes `close`. */
  const parseList = (close: string, parseItem: () => void) => {
    while (!skip(close)) {
      parseItem();
      if (skip(close)) return;
      expect("Operator", ",");
    }
  };

  const parsePostfix = (node: A.Expression): A.Expression => {
    for (;;) {
      const { line, column } = tokens[index];
      if (skip(".")) {
        const attr = next();
        if (attr.type === "Name") node = { type: "GetAttr", object: node, name: attr.value, line, column };
        else if (attr.type === "Integer") {
          const key: A.Literal = {
            type: "Literal",
            value: parseInteger(attr.value),
            line: attr.line,
            column: attr.column,
          };
          node = { type: "GetItem", object: node, key, line, column };
        } else fail("expected name or number", attr);
      } else if (skip("[")) node = { type: "GetItem", object: node, key: parseSubscript(), line, column };
      else if (at("(")) node = { type: "Call", callee: node, ...parseArguments(), line, column };
      else return node;
    }
  };

  const parseSubscript = (): A.Expression => {
    const start = tokens[index];
    const items: A.Expression[] = [];
    // Unlike a tuple literal, a subscript takes no trailing comma (`x[1,]` is an error in Jinja2).
    while (!skip("]")) {
      if (items.length) expect("Operator", ",");
      items.push(parseSlice());
    }
    return items.length === 1 ? items[0] : { type: "Tuple", items, line: start.line, column: start.column };
  };

  const slicePart = () => (at(":") || at("]") || at(",") ? null : parseExpression());

  const parseSlice = (): A.Expression => {
    const { line, column } = tokens[index];
    const start = slicePart();
    if (!skip(":")) return start ?? fail("Expected an expression");
    const stop = slicePart();
    const step = skip(":") ? slicePart() : null;
    return { type: "Slice", start, stop, step, line, column };
  };

  const ensure = (ok: boolean) => ok || fail("Invalid syntax for function call expression");

  /** Parenthesised call arguments if they follow, else none. */
  const parseArguments = (): A.Arguments => {
    const result: A.Arguments = { args: [], kwargs: [], starArgs: null, starKwargs: null };
    if (skip("("))
      parseList(")", () => {
        // Jinja2's order: positionals, keywords and *args, then **kwargs.
        if (skip("*")) {
          ensure(!result.starArgs && !result.starKwargs);
          result.starArgs = parseExpression();
        } else if (skip("**")) {
          ensure(!result.starKwargs);
          result.starKwargs = parseExpression();
        } else if (tokens[index].type === "Name" && isWord(tokens[index + 1], "=")) {
          ensure(!result.starKwargs);
          const key = next().value;
          index++;
          result.kwargs.push([key, parseExpression()]);
        } else {
          ensure(!result.starArgs && !result.starKwargs && !result.kwargs.length);
          result.args.push(parseExpression());
        }
      });
    return result;
  };

  const parseFilterAndTests = (node: A.Expression): A.Expression => {
    for (;;) {
      if (skip("|")) node = parseFilter(node);
      else if (at("is")) node = parseTest(node);
      else if (at("(")) {
        const args = parseArguments();
        // Jinja2 positions this call after its closing parenthesis.
        const { line, column } = tokens[index];
        node = { type: "Call", callee: node, ...args, line, column };
      } else return node;
    }
  };

  /** A filter or test name, which may be dotted (`x|ns.f`). */
  const dottedName = (token: Token) => {
    let name = token.value;
    while (skip(".")) name += `.${expect("Name").value}`;
    return name;
  };

  /** One filter after its `|`; `input` is null for the first filter of a filter or set block. */
  const parseFilter = (input: A.Expression | null): A.FilterExpr => {
    const token = expect("Name");
    const name = dottedName(token);
    return { type: "Filter", input, name, ...parseArguments(), line: token.line, column: token.column };
  };

  /** `f(args) | g ...`, each filter's input being the previous one. */
  const parseFilterChain = (): A.FilterExpr[] => {
    const filters = [parseFilter(null)];
    while (skip("|")) filters.push(parseFilter(filters[filters.length - 1]));
    return filters;
  };

  const parseTest = (input: A.Expression): A.Expression => {
    const is = next();
    const negated = skip("not");
    const token = expect("Name");
    const name = dottedName(token);
    let args: A.Arguments;
    const bare = at("[") || at("{") || TEST_ARGUMENT_START.has(tokens[index].type);
    if (bare && !at("else") && !at("or") && !at("and")) {
      // A single argument without parentheses.
      if (at("is")) fail("You cannot chain multiple tests with is");
      args = { args: [parsePostfix(parsePrimary())], kwargs: [], starArgs: null, starKwargs: null };
    } else args = parseArguments();
    const test: A.TestExpr = { type: "Test", input, name, ...args, line: token.line, column: token.column };
    return negated ? { type: "Unary", operator: "not", operand: test, line: is.line, column: is.column } : test;
  };

  return { type: "Program", body: parseBody([]) };
}

function parseInteger(text: string): number | bigint {
  if (text.length < 16 && /^\d+$/.test(text)) return Number(text);
  const digits = text.replaceAll("_", "").toLowerCase();
  const radix = ({ b: 2, o: 8, x: 16 } as Record<string, number>)[digits[1]];
  return radix ? parseDigits(digits.slice(2), radix) : parseDigits(digits);
}
