import type * as A from "./ast.js";
import { targetNames } from "./ast-names.js";
import { asLimitError, type Position, recursionError, TemplateSyntaxError } from "./errors.js";
import { reached, type Token } from "./lexer.js";
import { asciiDigits } from "./number-conversions.js";
import { digitLimitError, float, parseDigits } from "./values.js";

/**
 * Binding strength of the binary operators, loosest first (all left-associative); the prefix `not` binds between
 * `and` and the comparisons. format.ts prints by the same table.
 */
export const NOT = 3;
export const PRECEDENCE: Record<string, number> = {
  or: 1,
  and: 2,
  ...Object.fromEntries(["==", "!=", "<", "<=", ">", ">=", "in", "not in"].map((op) => [op, 4])),
  "+": 5,
  "-": 5,
  "~": 6,
  "*": 7,
  "/": 7,
  "//": 7,
  "%": 7,
  "**": 8,
};
const OR = PRECEDENCE.or;
const COMPARE = PRECEDENCE["=="];
/** The binding strength of the operators written as symbols (comparisons and arithmetic). */
const OPERATOR_LEVELS = new Map(Object.entries(PRECEDENCE).filter(([op]) => !/^[a-z]/.test(op)));
/** The tags that end an `if` or `for` body, in the order Jinja2's messages list them. */
const END_TAGS: Record<string, string[]> = {
  if: ["elif", "else", "endif"],
  for: ["endfor", "else"],
};
/** The statements, and the tags Jinja2 knows only as parts of one (any other name is an unknown statement type). */
const STATEMENTS = new Set(
  // The last four are tags that need a template loader to render.
  "if for set macro call filter with break continue generation block autoescape include import from extends".split(" "),
);
const PART_TAGS = new Set(
  "elif else endif endfor endset endmacro endcall endfilter endwith endblock endautoescape endgeneration endraw".split(
    " ",
  ),
);
/**
 * Whether a token starts an atom: a name, a literal, or a bracket opening a parenthesized expression, a list or a
 * dict (also what may start a test's single argument written without parentheses, `x is divisibleby 3`).
 */
const startsAtom = ({ type, value }: Token): boolean =>
  type === "Operator"
    ? value === "(" || value === "[" || value === "{"
    : type === "Name" || type === "String" || type === "Integer" || type === "Float";

const at = (where: Position): Position => ({ line: where.line, column: where.column });

/** Jinja2's names of the token types in syntax errors. */
const TOKEN_NAMES: Partial<Record<Token["type"], string>> = {
  VariableStart: "begin of print statement",
  VariableEnd: "end of print statement",
  BlockStart: "begin of statement block",
  BlockEnd: "end of statement block",
  Text: "template data / text",
  EOF: "end of template",
};
const describe = (type: Token["type"]) => TOKEN_NAMES[type] ?? type.toLowerCase();
const describeToken = (token: Token) =>
  token.type === "Name" || token.type === "Operator" ? token.value : describe(token.type);
/** Python's repr() of a short string (single quotes unless it holds one). */
const quote = (s: string) => (s.includes("'") && !s.includes('"') ? `"${s}"` : `'${s}'`);

const BINARY_NODES: Record<A.Binary["operator"], string> = {
  "+": "add",
  "-": "sub",
  "*": "mul",
  "/": "div",
  "//": "floordiv",
  "%": "mod",
  "**": "pow",
  "~": "concat",
  and: "and",
  or: "or",
};
const UNARY_NODES: Record<A.Unary["operator"], string> = { not: "not", "-": "neg", "+": "pos" };

/**
 * The name of Jinja2's node class for an assignment target that is not a name, a namespace reference (one of
 * `namespaceRefs`) or a tuple of them; null if it is one.
 */
function unassignable(target: A.Expression, namespaceRefs: readonly A.Expression[]): string | null {
  switch (target.type) {
    case "Name":
      return null;
    case "GetAttr":
      return namespaceRefs.includes(target) ? null : "getattr";
    case "Tuple":
      return target.items.some((item) => unassignable(item, namespaceRefs)) ? "tuple" : null;
    case "Literal":
      return "const";
    case "Binary":
      return BINARY_NODES[target.operator];
    case "Unary":
      return UNARY_NODES[target.operator];
    case "Conditional":
      return "condexpr";
    default:
      return target.type.toLowerCase();
  }
}

/** Builds the syntax tree of a template from its tokens (Jinja2's grammar). */
export function parse(tokens: Token[]): A.Program {
  if (!Array.isArray(tokens) || tokens.at(-1)?.type !== "EOF") {
    throw new TypeError("parse() takes the tokens of tokenize(), which end with an EOF token");
  }
  try {
    const parser = new Parser(tokens);
    const body = parser.parseTemplate();
    parser.checkCompilerRules();
    return { type: "Program", body };
  } catch (error) {
    throw asLimitError(error);
  }
}

/** Where a set statement or macro stores a name: the position its store completes at, and its frame depth. */
export interface StoreSite {
  line: number;
  column: number;
  depth: number;
}

/** What parsing learns of a template's names, which the compiler would otherwise find by walking the tree again. */
export interface ParseFacts {
  /** The names its statements assign (set, for and with targets, macros and their parameters, call parameters). */
  assigned: readonly string[];
  /** Where set statements and macros store names (see frame-names.ts for why the compiler wants to know). */
  stores: ReadonlyMap<string, StoreSite[]>;
}

/**
 * The syntax tree, and what parsing learnt of its names. Past Python's recursion limit Jinja2's recursive parser raises
 * RecursionError, which this parser, going much deeper, does as Jinja2's would: from about 70 nested brackets (the
 * tokenizer's `brackets`) or 245 nested statements.
 */
export function parseAssigning(tokens: Token[], brackets = 0): [A.Program, ParseFacts] {
  const parser = new Parser(tokens);
  const body = parser.parseTemplate();
  if (STATEMENT_FRAMES * parser.deepestBodies + BRACKET_FRAMES * brackets > PYTHON_FRAMES) throw recursionError();
  parser.checkCompilerRules();
  return [
    { type: "Program", body },
    { assigned: parser.assigned, stores: parser.stores },
  ];
}

const CONSTANTS = new Set(["true", "false", "none", "True", "False", "None"]);

/**
 * The Python frames Jinja2's parser may use (Python's limit of 1000, less what calls it), and about what it takes per
 * statement body and per bracket it is in. Measured against Jinja2 3.1 on Python 3.11.
 */
const PYTHON_FRAMES = 977;
const STATEMENT_FRAMES = 4;
const BRACKET_FRAMES = 14;

class Parser {
  readonly assigned: string[] = [];
  /** Where each name is stored by set statements and macros. */
  readonly stores = new Map<string, StoreSite[]>();
  private index = 0;
  /** How many bodies with a scope of their own enclose the statement (Jinja2 allows `extends` only outside them). */
  private scopes = 0;
  /** The names of the blocks defined so far. */
  private readonly blockNames = new Set<string>();
  /** What Jinja2's code generator refuses, found while parsing: the first block that repeats a name, `extends` in a scope. */
  private repeatedBlock: TemplateSyntaxError | null = null;
  private nestedExtends: TemplateSyntaxError | null = null;
  /** The token at `index`, kept in a field: the parser looks at it several times per token. */
  private current: Token;
  /** The statements being parsed, innermost last, and the end tags that the bodies being parsed wait for. */
  private readonly openTags: string[] = [];
  private readonly awaitedEnds: string[][] = [];
  /** How many statement bodies enclose the one being parsed, and the most that enclose any. */
  private bodies = 0;
  deepestBodies = 0;
  constructor(private readonly tokens: Token[]) {
    this.current = reached(tokens[0]);
  }

  private peek(offset = 1): Token {
    return reached(this.tokens[Math.min(this.index + offset, this.tokens.length - 1)]);
  }
  /** Moves past the current token, which is not the final EOF. */
  private advance(): void {
    this.current = reached(this.tokens[++this.index]);
  }
  private next(): Token {
    const token = this.current;
    if (token.type !== "EOF") this.advance();
    return token;
  }
  private is(type: Token["type"], value?: string): boolean {
    const token = this.current;
    return token.type === type && (value === undefined || token.value === value);
  }
  private isName(value: string): boolean {
    return this.is("Name", value);
  }
  private skipIf(type: Token["type"], value?: string): boolean {
    if (!this.is(type, value)) return false;
    this.advance();
    return true;
  }
  private fail(message: string, where: Position = this.current): never {
    throw new TemplateSyntaxError(message, at(where));
  }
  /** Where Jinja2 ends a tuple that has no parentheses (its rules for `in` and `recursive` never match). */
  private isTupleEnd(): boolean {
    return this.is("BlockEnd") || this.is("VariableEnd") || this.is("Operator", ")");
  }
  /** Jinja2 refuses an empty expression where a tuple may stand (a tag's or an output's whole expression). */
  private failIfNoExpression(): void {
    const token = this.current;
    if (this.isTupleEnd()) this.fail(`Expected an expression, got ${quote(describeToken(token))}`);
  }
  /** Consumes a token of `type` (and `value`), else fails with Jinja2's wording. */
  private expect(type: Token["type"], value?: string): Token {
    if (this.is(type, value)) return this.next();
    const wanted = quote(value ?? describe(type));
    const token = this.current;
    if (token.type === "EOF") return this.fail(`unexpected end of template, expected ${wanted}.`);
    return this.fail(`expected token ${wanted}, got ${quote(describeToken(token))}`);
  }

  parseTemplate(): A.Statement[] {
    return this.parseBody([]);
  }

  /**
   * Fails as Jinja2 does on a tag that no statement being parsed expects (or, with no name, at the end of the
   * template): naming the tags the innermost body waits for and the innermost open statement.
   */
  private failTag(name: string | null, token: Token): never {
    const sentences = [
      name === null
        ? "Unexpected end of template."
        : PART_TAGS.has(name)
          ? `Encountered unknown tag '${name}'.`
          : `Unknown statement type: ${name}.`,
    ];
    const awaited = this.awaitedEnds.at(-1);
    if (awaited) {
      const tags = awaited.map((tag) => `'${tag}'`).join(" or ");
      sentences.push(
        name !== null && this.awaitedEnds.some((ends) => ends.includes(name))
          ? `You probably made a nesting mistake. Jinja is expecting this tag, but currently looking for ${tags}.`
          : `Jinja was looking for the following tags: ${tags}.`,
      );
    }
    const innermost = this.openTags.at(-1);
    if (innermost) sentences.push(`The innermost block that needs to be closed is '${innermost}'.`);
    return this.fail(sentences.join(" "), token);
  }

  /** Raises what Jinja2's code generator refuses, in its order, once the whole template has parsed without error. */
  checkCompilerRules(): void {
    const error = this.repeatedBlock ?? this.nestedExtends;
    if (error) throw error;
  }

  /** Parses statements until a block tag named in `ends` (left unconsumed, after its `{%`) or the end of input. */
  private parseBody(ends: string[]): A.Statement[] {
    const body: A.Statement[] = [];
    if (ends.length) {
      if (++this.bodies > this.deepestBodies) this.deepestBodies = this.bodies;
      this.awaitedEnds.push(ends);
    }
    for (;;) {
      const token = this.current;
      if (token.type === "EOF") {
        if (ends.length) this.failTag(null, token);
        return body;
      }
      if (token.type === "Text") {
        this.next();
        body.push({ type: "Text", value: token.value, line: token.line, column: token.column });
      } else if (token.type === "VariableStart") {
        this.next();
        const value = this.parseTuple();
        this.expect("VariableEnd");
        body.push({ type: "Output", value, line: token.line, column: token.column });
      } else if (token.type === "BlockStart") {
        const name = this.peek();
        if (name.type === "Name" && ends.includes(name.value)) {
          this.bodies--;
          this.awaitedEnds.pop();
          return body;
        }
        this.next();
        if (name.type === "Name" && name.value === "print") body.push(...this.parsePrint());
        else body.push(this.parseStatement());
      } else {
        this.fail(`Unexpected token '${token.value}'`);
      }
    }
  }

  /** Consumes `{% name` where name is one of `ends`, returning the name. */
  private endTag(ends: string[]): string {
    this.expect("BlockStart");
    const name = this.expect("Name").value;
    if (!ends.includes(name)) this.fail(`Expected '${ends.join("' or '")}'`);
    return name;
  }

  /** The end of a tag that opens a body; Jinja2 accepts a Python-style colon before it. */
  private expectBodyStart(): void {
    this.skipIf("Operator", ":");
    this.expect("BlockEnd");
  }

  /** `{% print a, b %}`: an output statement per expression. */
  private parsePrint(): A.Output[] {
    const outputs: A.Output[] = [];
    this.next();
    while (!this.is("BlockEnd")) {
      if (outputs.length) this.expect("Operator", ",");
      const start = this.current;
      outputs.push({ type: "Output", value: this.parseExpression(), line: start.line, column: start.column });
    }
    this.next();
    return outputs;
  }

  private parseStatement(): A.Statement {
    const token = this.current;
    if (token.type !== "Name") this.fail("tag name expected");
    if (!STATEMENTS.has(token.value)) this.failTag(token.value, token);
    this.next();
    this.openTags.push(token.value);
    const statement = this.parseKnownStatement(token);
    this.openTags.pop();
    return statement;
  }

  private parseKnownStatement(token: Token): A.Statement {
    const position = at(token);
    switch (token.value) {
      case "if":
        return this.parseIf(position);
      case "for":
        return this.parseFor(position);
      case "set":
        return this.parseSet(position);
      case "macro":
        return this.parseMacro(position);
      case "call":
        return this.parseCallBlock(position);
      case "filter": {
        const filters = this.parseFilterChain(null);
        this.expectBodyStart();
        return {
          type: "FilterBlock",
          filters,
          body: this.parseBlockBody("endfilter"),
          line: position.line,
          column: position.column,
        };
      }
      case "with":
        return this.parseWith(position);
      case "break":
      case "continue":
        this.expect("BlockEnd");
        return { type: token.value === "break" ? "Break" : "Continue", line: position.line, column: position.column };
      case "generation":
      case "block":
      case "autoescape": {
        let argument: A.Expression | null = null;
        if (token.value === "block")
          argument = { type: "Name", name: this.expect("Name").value, line: position.line, column: position.column };
        if (token.value === "autoescape") argument = this.parseExpression();
        let scoped = false;
        let required = false;
        if (token.value === "block") {
          scoped = this.skipIf("Name", "scoped");
          required = this.skipIf("Name", "required");
        }
        this.expectBodyStart();
        const name = token.value === "block" && argument?.type === "Name" ? argument.name : undefined;
        if (name !== undefined) {
          if (this.blockNames.has(name)) {
            this.repeatedBlock ??= new TemplateSyntaxError(
              `block '${name}' defined twice`,
              position,
              "TemplateAssertionError",
            );
          }
          this.blockNames.add(name);
        }
        const body = this.parseBlockBody(`end${token.value}`, name);
        if (required && !body.every((s) => s.type === "Text" && /^\s+$/.test(s.value)))
          this.fail("Required blocks can only contain comments or whitespace", token);
        return {
          type: "Block",
          tag: token.value,
          argument,
          scoped,
          required,
          body,
          line: position.line,
          column: position.column,
        };
      }
    }
    // include, import, from or extends.
    const start = this.index;
    const [template, ignoreMissing] = this.parseLoaderTag(token.value);
    const source = this.tokens
      .slice(start - 1, this.index)
      .map((t) => (t.type === "String" ? JSON.stringify(t.value) : t.value));
    this.expect("BlockEnd");
    return {
      type: "NeedsLoader",
      source: source.join(" "),
      template,
      selects: token.value === "include",
      ignoreMissing,
      line: position.line,
      column: position.column,
    };
  }

  /**
   * The grammar of include, import, from and extends (Jinja2's); returns the template name expression and whether
   * an include ignores a missing template.
   */
  private parseLoaderTag(tag: string): [A.Expression, boolean] {
    if (tag === "extends" && this.scopes) {
      this.nestedExtends ??= new TemplateSyntaxError(
        "cannot use extend from a non top-level scope",
        at(this.current),
        "TemplateAssertionError",
      );
    }
    const template = this.parseExpression();
    // `with context` or `without context`.
    const context = () => {
      const next = this.peek();
      const found = (this.isName("with") || this.isName("without")) && next.type === "Name" && next.value === "context";
      if (found) {
        this.next();
        this.next();
      }
      return found;
    };
    const target = () => this.parseStoredName();
    let ignoreMissing = false;
    if (tag === "include") {
      if (this.isName("ignore") && this.peek().type === "Name" && this.peek().value === "missing") {
        this.next();
        this.next();
        ignoreMissing = true;
      }
      context();
    } else if (tag === "import") {
      this.expect("Name", "as");
      target();
      context();
    } else if (tag === "from") {
      this.expect("Name", "import");
      for (let first = true; ; first = false) {
        if (!first) this.expect("Operator", ",");
        if (!this.is("Name")) this.expect("Name");
        if (context()) break;
        const name = this.current;
        if (target().startsWith("_"))
          throw new TemplateSyntaxError(
            "names starting with an underline can not be imported",
            at(name),
            "TemplateAssertionError",
          );
        if (this.skipIf("Name", "as")) target();
        if (context() || !this.is("Operator", ",")) break;
      }
    }
    return [template, ignoreMissing];
  }

  /** Parses a body up to `{% end %}` (which may repeat `name`, as `{% endblock name %}` does). */
  private parseBlockBody(end: string, name?: string): A.Statement[] {
    this.scopes++;
    const body = this.parseBody([end]);
    this.scopes--;
    this.endTag([end]);
    if (name) this.skipIf("Name", name);
    this.expect("BlockEnd");
    return body;
  }

  private parseIf(position: Position, elif = false): A.If {
    const test = this.parseTuple(false);
    this.expectBodyStart();
    const body = this.parseBody(END_TAGS.if);
    const tagToken = this.peek();
    const tag = this.endTag(END_TAGS.if);
    let orelse: A.Statement[] = [];
    if (tag === "elif") orelse = [this.parseIf(at(tagToken), true)];
    else if (tag === "else") {
      this.expectBodyStart();
      orelse = this.parseBody(["endif"]);
      this.endTag(["endif"]);
      this.expect("BlockEnd");
    } else this.expect("BlockEnd");
    return { type: "If", test, body, orelse, elif, line: position.line, column: position.column };
  }

  private parseFor(position: Position): A.For {
    const target = this.parseAssignTarget();
    this.expect("Name", "in");
    const iterable = this.parseTuple(false, true);
    // Jinja2 parses the loop filter as one expression (a conditional expression allowed, a tuple not).
    const filter = this.skipIf("Name", "if") ? this.parseExpression() : null;
    const recursive = this.skipIf("Name", "recursive");
    this.expectBodyStart();
    this.scopes++;
    const body = this.parseBody(END_TAGS.for);
    let orelse: A.Statement[] = [];
    if (this.endTag(END_TAGS.for) === "else") {
      this.expectBodyStart();
      orelse = this.parseBody(["endfor"]);
      this.endTag(["endfor"]);
    }
    this.scopes--;
    this.expect("BlockEnd");
    return {
      type: "For",
      target,
      iterable,
      filter,
      recursive,
      body,
      orelse,
      line: position.line,
      column: position.column,
    };
  }

  private parseSet(position: Position): A.Set | A.SetBlock {
    const target = this.parseAssignTarget(true);
    const depth = this.scopes;
    if (this.skipIf("Operator", "=")) {
      const value = this.parseTuple();
      this.expect("BlockEnd");
      this.store(target, depth);
      return { type: "Set", target, value, line: position.line, column: position.column };
    }
    const filters = this.skipIf("Operator", "|") ? this.parseFilterChain(null) : [];
    this.expectBodyStart();
    const body = this.parseBlockBody("endset");
    this.store(target, depth);
    return { type: "SetBlock", target, filters, body, line: position.line, column: position.column };
  }

  /** Records a store of a set statement's (or macro's) target names, complete at the token before the current one. */
  private store(target: A.Expression, depth: number): void {
    if (target.type === "Tuple") for (const item of target.items) this.store(item, depth);
    if (target.type !== "Name") return;
    const { line, column } = this.tokens[this.index - 1];
    const site = { line, column, depth };
    const sites = this.stores.get(target.name);
    if (sites) sites.push(site);
    else this.stores.set(target.name, [site]);
  }

  /** A name a statement binds (a macro's, a parameter, an import's): Jinja2 refuses the constants. */
  private parseStoredName(): string {
    const name = this.expect("Name");
    if (CONSTANTS.has(name.value)) this.fail("can't assign to 'name'", name);
    return name.value;
  }

  private parseMacro(position: Position): A.Macro {
    const name = this.parseStoredName();
    this.assigned.push(name);
    this.store({ type: "Name", name, line: position.line, column: position.column }, this.scopes);
    const { params, defaults } = this.parseSignature();
    this.expectBodyStart();
    return {
      type: "Macro",
      name,
      params,
      defaults,
      body: this.parseBlockBody("endmacro"),
      line: position.line,
      column: position.column,
    };
  }

  private parseCallBlock(position: Position): A.CallBlock {
    const { params, defaults } = this.is("Operator", "(") ? this.parseSignature() : { params: [], defaults: [] };
    const call = this.parseExpression();
    if (call.type !== "Call") this.fail("expected call");
    this.expectBodyStart();
    return {
      type: "CallBlock",
      call,
      params,
      defaults,
      body: this.parseBlockBody("endcall"),
      line: position.line,
      column: position.column,
    };
  }

  private parseSignature(): { params: string[]; defaults: (A.Expression | null)[] } {
    const params: string[] = [];
    const defaults: (A.Expression | null)[] = [];
    this.expect("Operator", "(");
    // Unlike a call, a signature takes no trailing comma.
    while (!this.is("Operator", ")")) {
      if (params.length) this.expect("Operator", ",");
      const param = this.parseStoredName();
      params.push(param);
      this.assigned.push(param);
      if (this.skipIf("Operator", "=")) defaults.push(this.parseExpression());
      else if (defaults.some((d) => d !== null)) this.fail("non-default argument follows default argument");
      else defaults.push(null);
    }
    this.expect("Operator", ")");
    return { params, defaults };
  }

  private parseWith(position: Position): A.With {
    const targets: A.Expression[] = [];
    const values: A.Expression[] = [];
    while (!this.is("BlockEnd")) {
      if (targets.length) this.expect("Operator", ",");
      targets.push(this.parseAssignTarget());
      this.expect("Operator", "=");
      values.push(this.parseExpression());
    }
    this.expectBodyStart();
    return {
      type: "With",
      targets,
      values,
      body: this.parseBlockBody("endwith"),
      line: position.line,
      column: position.column,
    };
  }

  /**
   * A name, `ns.attr` (set only) or a tuple of them. Jinja2 reads any atom here, parentheses holding any expression,
   * and refuses what is not assignable once the whole target is read (`none.x` is the constant none).
   */
  private parseAssignTarget(allowAttribute = false): A.Expression {
    this.failIfNoExpression();
    const start = this.current;
    const namespaceRefs: A.Expression[] = [];
    const one = (): A.Expression => {
      if (!this.is("Name") || CONSTANTS.has(this.current.value)) return this.parsePrimary();
      const token = this.next();
      const name: A.Name = { type: "Name", name: token.value, line: token.line, column: token.column };
      if (!allowAttribute || !this.skipIf("Operator", ".")) return name;
      const ref: A.GetAttr = {
        type: "GetAttr",
        object: name,
        name: this.expect("Name").value,
        line: token.line,
        column: token.column,
      };
      namespaceRefs.push(ref);
      return ref;
    };
    let target = one();
    // Jinja2 places a tuple on the line of its last comma.
    let where: Position = target;
    if (this.is("Operator", ",")) {
      const items = [target];
      while (this.is("Operator", ",")) {
        where = this.next();
        if (this.isTupleEnd()) break;
        items.push(one());
      }
      target = { type: "Tuple", items, line: start.line, column: start.column };
    }
    const refused = unassignable(target, namespaceRefs);
    if (refused) this.fail(`can't assign to '${refused}'`, where);
    this.assigned.push(...targetNames(target));
    return target;
  }

  /** Expressions separated by commas form a tuple (`{{ a, b }}`, `set x = 1, 2`). */
  private parseTuple(allowCondexpr = true, forIterable = false): A.Expression {
    const start = this.current;
    this.failIfNoExpression();
    const first = allowCondexpr ? this.parseExpression() : this.parseBinary(OR);
    if (!this.is("Operator", ",")) return first;
    const items = [first];
    while (this.skipIf("Operator", ",")) {
      if (
        this.is("BlockEnd") ||
        this.is("VariableEnd") ||
        // After a comma only `recursive` ends a loop's iterable: `if` there is a name, as in Jinja2.
        (forIterable && this.isName("recursive"))
      )
        break;
      items.push(allowCondexpr ? this.parseExpression() : this.parseBinary(OR));
    }
    return { type: "Tuple", items, line: start.line, column: start.column };
  }

  parseExpression(): A.Expression {
    const start = this.current;
    let body = this.parseBinary(OR);
    // Without an else, another `if` may follow: `a if b if c else d` is `(a if b) if c else d`.
    while (this.skipIf("Name", "if")) {
      const test = this.parseBinary(OR);
      const orelse = this.skipIf("Name", "else") ? this.parseExpression() : null;
      body = { type: "Conditional", test, body, orelse, line: start.line, column: start.column };
    }
    return body;
  }

  /**
   * Binary operators and `not` by precedence climbing: the operators that bind at least as tightly as `minimum`,
   * each left-associative, one comparison chain a single Compare node, and `not` a prefix where an operand of
   * `and` may stand (elsewhere it is a name, as in Jinja2). One loop looks at each token once, where a function per
   * level looked at it five times.
   */
  private parseBinary(minimum: number): A.Expression {
    const start = this.current;
    let left: A.Expression;
    if (minimum <= NOT && start.type === "Name" && start.value === "not") {
      this.advance();
      left = { type: "Unary", operator: "not", operand: this.parseBinary(NOT), line: start.line, column: start.column };
    } else left = this.parseUnary(true);
    for (;;) {
      const level = this.operatorLevel();
      if (level === undefined || level < minimum) return left;
      if (level === COMPARE) {
        left = this.parseComparisons(start, left);
        continue;
      }
      const token = this.current;
      this.advance();
      const operator = token.value as A.Binary["operator"];
      left = {
        type: "Binary",
        operator,
        left,
        right: this.parseBinary(level + 1),
        line: token.line,
        column: token.column,
      };
    }
  }

  /** The binding strength of the operator at the current token, if there is one (`not` only before `in`). */
  private operatorLevel(): number | undefined {
    const { type, value } = this.current;
    if (type === "Operator") return OPERATOR_LEVELS.get(value);
    if (type !== "Name") return undefined;
    if (value === "or" || value === "and" || value === "in") return PRECEDENCE[value];
    if (value === "not" && this.peek().type === "Name" && this.peek().value === "in") return COMPARE;
    return undefined;
  }

  /** A chain of comparisons after its first operand (`a < b <= c` is one node, as Jinja2 parses it). */
  private parseComparisons(start: Position, first: A.Expression): A.Compare {
    const rest: [A.CompareOperator, A.Expression][] = [];
    while (this.operatorLevel() === COMPARE) {
      let operator = this.current.value as A.CompareOperator;
      this.advance();
      // `not` is a comparison only before `in`, which it takes with it.
      if ((operator as string) === "not") {
        this.advance();
        operator = "not in";
      }
      rest.push([operator, this.parseBinary(COMPARE + 1)]);
    }
    return { type: "Compare", first, rest, line: start.line, column: start.column };
  }

  private parseUnary(withFilter: boolean): A.Expression {
    const token = this.current;
    let node: A.Expression;
    if (token.type === "Operator" && (token.value === "-" || token.value === "+")) {
      this.next();
      node = {
        type: "Unary",
        operator: token.value as "-" | "+",
        operand: this.parseUnary(false),
        line: token.line,
        column: token.column,
      };
    } else {
      node = this.parsePrimary();
    }
    node = this.parsePostfix(node);
    return withFilter ? this.parseFilterAndTests(node) : node;
  }

  private parsePrimary(): A.Expression {
    const token = this.current;
    // Jinja2 refuses a token here before it reads the next one (which may be where tokenizing failed).
    if (!startsAtom(token)) {
      const found = quote(describeToken(token));
      return this.fail(token.type === "Operator" ? `Unknown operator: unexpected ${found}` : `unexpected ${found}`);
    }
    this.advance();
    const position = at(token);
    switch (token.type) {
      case "Name":
        switch (token.value) {
          case "true":
          case "True":
            return { type: "Literal", value: true, line: position.line, column: position.column };
          case "false":
          case "False":
            return { type: "Literal", value: false, line: position.line, column: position.column };
          case "none":
          case "None":
            return { type: "Literal", value: null, line: position.line, column: position.column };
        }
        return { type: "Name", name: token.value, line: position.line, column: position.column };
      case "String": {
        let value = token.value;
        while (this.is("String")) value += this.next().value;
        return { type: "Literal", value, line: position.line, column: position.column };
      }
      case "Integer":
        return { type: "Literal", value: parseInteger(token.value), line: position.line, column: position.column };
      case "Float": {
        // Jinja2 reads a float with Python's literal_eval, which takes ASCII digits only.
        const foreign = /[^\0-\x7f]/u.exec(token.value)?.[0];
        if (foreign) {
          const code = foreign.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
          throw new TemplateSyntaxError(`invalid character '${foreign}' (U+${code})`, token, "SyntaxError");
        }
        return {
          type: "Literal",
          value: float(Number(token.value.replaceAll("_", ""))),
          line: position.line,
          column: position.column,
        };
      }
      default: {
        // A bracket that opens a parenthesized expression, a list or a dict.
        if (token.value === "(") return this.parseParenthesized(token);
        if (token.value === "[") {
          const items: A.Expression[] = [];
          this.parseList("]", () => items.push(this.parseExpression()));
          return { type: "List", items, line: position.line, column: position.column };
        }
        const entries: [A.Expression, A.Expression][] = [];
        this.parseList("}", () => {
          const key = this.parseExpression();
          this.expect("Operator", ":");
          entries.push([key, this.parseExpression()]);
        });
        return { type: "Dict", entries, line: position.line, column: position.column };
      }
    }
  }

  private parseParenthesized(open: Token): A.Expression {
    if (this.skipIf("Operator", ")")) return { type: "Tuple", items: [], line: open.line, column: open.column };
    const first = this.parseExpression();
    if (this.skipIf("Operator", ")")) {
      if (first.type === "Binary" && first.operator === "~") first.grouped = true;
      return first;
    }
    const items = [first];
    while (this.skipIf("Operator", ",")) {
      if (this.is("Operator", ")")) break;
      items.push(this.parseExpression());
    }
    this.expect("Operator", ")");
    return { type: "Tuple", items, line: open.line, column: open.column };
  }

  /** Parses comma-separated items up to `close` (a trailing comma allowed) and consumes `close`. */
  private parseList(close: string, parseItem: () => void): void {
    for (let first = true; !this.skipIf("Operator", close); first = false) {
      if (!first) {
        this.expect("Operator", ",");
        if (this.skipIf("Operator", close)) break;
      }
      parseItem();
    }
  }

  private parsePostfix(node: A.Expression): A.Expression {
    for (;;) {
      const token = this.current;
      // One type check first: most primaries are followed by no operator at all.
      if (token.type !== "Operator") return node;
      if (token.value === ".") {
        this.next();
        const attr = this.next();
        if (attr.type === "Name")
          node = { type: "GetAttr", object: node, name: attr.value, line: token.line, column: token.column };
        else if (attr.type === "Integer") {
          const key: A.Literal = {
            type: "Literal",
            value: parseInteger(attr.value),
            line: attr.line,
            column: attr.column,
          };
          node = { type: "GetItem", object: node, key, line: token.line, column: token.column };
        } else this.fail("expected name or number", attr);
      } else if (token.value === "[") {
        this.next();
        node = { type: "GetItem", object: node, key: this.parseSubscript(), line: token.line, column: token.column };
      } else if (token.value === "(") {
        node = this.call(node, this.parseArguments(), token);
      } else return node;
    }
  }

  private parseSubscript(): A.Expression {
    const start = this.current;
    const parts: A.Expression[] = [];
    // Unlike a tuple literal, a subscript takes no trailing comma (`x[1,]` is an error in Jinja2).
    while (!this.is("Operator", "]")) {
      if (parts.length) this.expect("Operator", ",");
      parts.push(this.parseSubscribed());
    }
    this.expect("Operator", "]");
    if (parts.length === 1) return parts[0];
    return { type: "Tuple", items: parts, line: start.line, column: start.column };
  }

  private parseSubscribed(): A.Expression {
    const start = this.current;
    const part = () =>
      this.is("Operator", ":") || this.is("Operator", "]") || this.is("Operator", ",") ? null : this.parseExpression();
    const first = part();
    if (!this.skipIf("Operator", ":")) {
      if (!first) this.fail("Expected an expression");
      return first!;
    }
    const stop = part();
    const step = this.skipIf("Operator", ":") ? part() : null;
    return { type: "Slice", start: first, stop, step, line: start.line, column: start.column };
  }

  private parseArguments(): A.Arguments {
    const open = this.expect("Operator", "(");
    const result: A.Arguments = { args: [], kwargs: [], starArgs: null, starKwargs: null };
    this.parseList(")", () => {
      // Jinja2's order: positionals, keywords and *args, then **kwargs; an argument out of it is refused at the `(`.
      const ensure = (ok: boolean) => ok || this.fail("invalid syntax for function call expression", open);
      if (this.skipIf("Operator", "*")) {
        ensure(!result.starArgs && !result.starKwargs);
        result.starArgs = this.parseExpression();
      } else if (this.skipIf("Operator", "**")) {
        ensure(!result.starKwargs);
        result.starKwargs = this.parseExpression();
      } else if (this.is("Name") && this.peek().type === "Operator" && this.peek().value === "=") {
        ensure(!result.starKwargs);
        const key = this.next().value;
        this.next();
        result.kwargs.push([key, this.parseExpression()]);
      } else {
        ensure(!result.starArgs && !result.starKwargs && !result.kwargs.length);
        result.args.push(this.parseExpression());
      }
    });
    return result;
  }

  private parseFilterAndTests(node: A.Expression): A.Expression {
    for (;;) {
      const token = this.current;
      if (token.type === "Operator" && token.value === "|") node = this.parseFilterChain(node).at(-1)!;
      else if (token.type === "Name" && token.value === "is") node = this.parseTest(node);
      else if (token.type === "Operator" && token.value === "(") {
        const args = this.parseArguments();
        // The call takes the position of the token after its closing parenthesis.
        node = this.call(node, args, this.current);
      } else return node;
    }
  }

  /** A Call node (written out rather than spread from `args`: spreading is slow, and the key order is the same). */
  private call(callee: A.Expression, args: A.Arguments, position: Position): A.Call {
    return {
      type: "Call",
      callee,
      args: args.args,
      kwargs: args.kwargs,
      starArgs: args.starArgs,
      starKwargs: args.starKwargs,
      line: position.line,
      column: position.column,
    };
  }

  /** Parses `| f(args) | g ...`; each filter's input is the previous one (the first gets `input`). */
  private parseFilterChain(input: A.Expression | null): A.FilterExpr[] {
    const filters: A.FilterExpr[] = [];
    do {
      if (filters.length || input !== null) this.expect("Operator", "|");
      const [token, name] = this.parseDottedName();
      const args = this.is("Operator", "(")
        ? this.parseArguments()
        : { args: [], kwargs: [], starArgs: null, starKwargs: null };
      const previous = filters.at(-1) ?? input;
      filters.push({
        type: "Filter",
        input: previous,
        name,
        args: args.args,
        kwargs: args.kwargs,
        starArgs: args.starArgs,
        starKwargs: args.starKwargs,
        line: token.line,
        column: token.column,
      });
    } while (this.is("Operator", "|"));
    return filters;
  }

  /** A filter's or test's name, which may be dotted (`x|a.b`), with its first token. */
  private parseDottedName(): [Token, string] {
    const token = this.expect("Name");
    let name = token.value;
    while (this.skipIf("Operator", ".")) name += `.${this.expect("Name").value}`;
    return [token, name];
  }

  private parseTest(input: A.Expression): A.Expression {
    const isToken = this.next();
    const negated = this.skipIf("Name", "not");
    const [token, name] = this.parseDottedName();
    let args: A.Arguments = { args: [], kwargs: [], starArgs: null, starKwargs: null };
    const current = this.current;
    if (this.is("Operator", "(")) args = this.parseArguments();
    else if (startsAtom(current) && !(current.type === "Name" && ["else", "or", "and"].includes(current.value))) {
      if (this.isName("is")) this.fail("You cannot chain multiple tests with is");
      args.args.push(this.parsePostfix(this.parsePrimary()));
    }
    const test: A.TestExpr = {
      type: "Test",
      input,
      name,
      args: args.args,
      kwargs: args.kwargs,
      starArgs: args.starArgs,
      starKwargs: args.starKwargs,
      line: token.line,
      column: token.column,
    };
    return negated
      ? { type: "Unary", operator: "not", operand: test, line: isToken.line, column: isToken.column }
      : test;
  }
}

const DECIMAL = /^\d+$/;

/** Python's `int(text, 0)` of an integer literal (whose digits may be any script's). */
function parseInteger(text: string): number | bigint {
  if (text.length < 16 && DECIMAL.test(text)) return Number(text);
  const digits = asciiDigits(text).replaceAll("_", "").toLowerCase();
  const radix = ({ b: 2, o: 8, x: 16 } as Record<string, number>)[digits[1]];
  if (radix) return parseDigits(digits.slice(2), radix);
  // Jinja2's lexer reads the literal with int(), which refuses more than 4300 decimal digits, reached or not.
  if (digits.length > 4300) throw digitLimitError(digits.length);
  return parseDigits(digits);
}
