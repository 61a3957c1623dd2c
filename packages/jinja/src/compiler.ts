import { callMethod, callValue, getAttribute, getItem } from "./access.js";
import type * as A from "./ast.js";
import { targetNames } from "./ast-names.js";
import {
  asLimitError,
  callerErrors,
  LimitError,
  type Position,
  recursionError,
  TemplateError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  typeError,
  valueError,
} from "./errors.js";
import type { FilterContext, FilterFunction } from "./filters.js";
import { FILTERS } from "./filters.js";
import { type FrameNames, frameNames, type KnownNames } from "./frame-names.js";
import type { Token } from "./lexer.js";
import { active, type Limits, restoreActive, savedActive, sized, walk } from "./limits.js";
import { END, LoopContext } from "./loop.js";
import {
  add,
  COMPARISONS,
  divide,
  floorDivide,
  modulo,
  multiply,
  negate,
  plus,
  power,
  SliceObject,
  slice,
  subtract,
} from "./operators.js";
import type { ParseFacts, StoreSite } from "./parser.js";
import {
  blockScope,
  contextOf,
  type FrameStart,
  identifier,
  leave,
  MISSING_OBJECT,
  markMissing,
  openFrame,
  RenderState,
  readChecked,
  Scope,
  type Stmt,
  startFrame,
  tooManySteps,
} from "./scope.js";
import type { TestFunction } from "./tests.js";
import { undeclaredNames } from "./undeclared-names.js";
import {
  assertHashable,
  Callable,
  created,
  Dict,
  dictEntries,
  escapeValue,
  forgetRenderValues,
  Generator,
  intText,
  isIterable,
  isList,
  isMapping,
  isNumber,
  isTuple,
  iterate,
  type Kwargs,
  keywordArguments,
  Markup,
  mapKey,
  missingItem,
  Namespace,
  NO_KEYWORDS,
  numeric,
  PyComplex,
  PyFloat,
  repr,
  str,
  stringValue,
  truthy,
  tuple,
  typeName,
  Undefined,
  undefinedName,
  viewName,
} from "./values.js";

/** Everything a compiled template needs besides its code: registries, limits and helpers. */
export interface Settings extends FilterContext {
  globals: Record<string, unknown>;
  filters: Record<string, FilterFunction>;
  tests: Record<string, TestFunction>;
  limits: Limits;
  now: () => Date;
}

type Expr = (scope: Scope) => unknown;
type Arguments = (scope: Scope) => [unknown[], Kwargs | null];
const NEXT = 0;
const BREAK = 1;
const CONTINUE = 2;
const NOTHING: Stmt = () => NEXT;
const NONE: Expr = () => null;
const EMPTY: unknown[] = [];
const NO_ARGUMENTS: Arguments = () => [EMPTY, null];
const ARITHMETIC = { "+": add, "-": subtract, "*": multiply, "/": divide, "//": floorDivide, "%": modulo, "**": power };

/**
 * A node's position packed into one small integer (column in the low 20 bits), so that compiled closures
 * neither keep the syntax tree alive nor hold a position object each (memory per parsed template is a budget).
 */
const at = (node: Position): number => node.line * 0x100000 + node.column;
const unpack = (packed: number): Position => ({ line: Math.floor(packed / 0x100000), column: packed % 0x100000 });

/** A hand-made syntax tree's node this compiler does not know (`Interpreter.run` takes any tree). */
const unknownNode = (node: never): TypeError =>
  new TypeError(`Unknown syntax tree node type ${JSON.stringify((node as { type?: unknown } | null)?.type)}`);

/**
 * Gives a runtime error the position of the node that raised it (the innermost wrapped node wins); an error a
 * caller's function threw stays as thrown.
 */
function locate(error: unknown, packed: number): unknown {
  if (error instanceof TemplateError) return callerErrors.has(error) ? error : error.locate(unpack(packed));
  const converted = asLimitError(error);
  return converted instanceof TemplateError ? converted.locate(unpack(packed)) : converted;
}

/**
 * Filters that take a string in constant time, as Python does (`s|length` in a loop over `range(s|length)`), and the
 * tests that walk through one: a string input counts toward `maxWalkedLength` unless a filter is in the first set, or
 * a test not in the second (the comparisons count their own work).
 */
const CONSTANT_TIME_FILTERS = new Set(["length", "count", "string", "default", "d"]);
const WALKING_TESTS = new Set(["lower", "upper"]);

/** The filters whose result depends on the autoescape setting (Jinja2's eval-context filters). */
const AUTOESCAPE_FILTERS = new Set(["join", "replace", "urlize", "xmlattr"]);

/** Filters Jinja2 cannot fold at compile time (they need the render context), and user filters. */
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

/** A negative int or float (-0.0 too), which Python source writes with a leading minus. */
const isNegative = (v: unknown): boolean => isNumber(v) && (numeric(v) < 0 || Object.is(numeric(v), -0));

/** The truth of a literal test, or null (the compiler works out the truth of other constant tests). */
const literalTruth = (node: A.Expression): boolean | null => (node.type === "Literal" ? truthy(node.value) : null);
/** Whether Jinja2 can evaluate `node` when it compiles the template (its `as_const`). */
const isConstant = (node: A.Expression | null): boolean =>
  node === null || constantNode(node, isConstant, literalTruth);
/** Whether Jinja2 folds `node` where autoescape is known only at render time: filters and tests never fold there. */
const isVolatileConstant = (node: A.Expression | null): boolean =>
  node === null || constantNode(node, isVolatileConstant, literalTruth, true);

const IMPOSSIBLE = Symbol("impossible");

/**
 * Whether Python can write `v` as a literal (Jinja2's has_safe_repr), and checks the 4300-digit limit Python puts on
 * writing an int: that one raises ValueError while the template compiles.
 */
function writableConstant(v: unknown): boolean {
  if (v === null || v === undefined || typeof v === "boolean" || typeof v === "string") return true;
  if (typeof v === "number" || v instanceof PyFloat || v instanceof PyComplex || v instanceof Markup) return true;
  if (typeof v === "bigint") return intText(v).length > 0;
  if (Array.isArray(v)) return (viewName(v) === undefined || viewName(v) === "range") && v.every(writableConstant);
  if (v instanceof Dict)
    return [...v.values()].every(writableConstant) && dictEntries(v).every(([k]) => writableConstant(k));
  return false;
}

/** The name Python's repr writes for the first inf or nan inside a constant, or null. */
function nonFiniteName(v: unknown): string | null {
  const n = v instanceof PyFloat ? v.value : typeof v === "number" ? v : null;
  if (n !== null) return Number.isNaN(n) ? "nan" : Number.isFinite(n) ? null : "inf";
  // `(nan+infj)`: the real part is read first; an imaginary part is a name with its `j`.
  if (v instanceof PyComplex) return nonFiniteName(v.real) ?? nonFiniteName(v.imag)?.concat("j") ?? null;
  const items: unknown[] = Array.isArray(v) ? v : v instanceof Dict ? dictEntries(v).flat() : [];
  for (const item of items) {
    const name = nonFiniteName(item);
    if (name) return name;
  }
  return null;
}

/** Whether a constant left operand decides `and`/`or` by itself (`false and x`): Jinja2 folds it, never compiling x. */
const shortCircuits = (node: A.Binary, truth: (node: A.Expression) => boolean | null): boolean =>
  (node.operator === "and" || node.operator === "or") && truth(node.left) === (node.operator === "or");

/**
 * The index of the link at which Jinja2's as_const finds a chained comparison false (`1 == 2 < x`), never looking at
 * the operands after it; -1 when no link of constant operands is false before the last.
 */
function falseLink(
  node: A.Compare,
  isConstant: (node: A.Expression | null) => boolean,
  truth: (node: A.Expression) => boolean | null,
): number {
  if (node.rest.length < 2 || !isConstant(node.first)) return -1;
  for (let i = 0; i < node.rest.length - 1; i++) {
    if (!isConstant(node.rest[i][1])) return -1;
    if (truth({ ...node, rest: node.rest.slice(0, i + 1) }) === false) return i;
  }
  return -1;
}

/**
 * `isConstant` of a node, given `isConstant` for its parts (which the compiler remembers) and the truth of a
 * constant test, by which Jinja2's as_const of a conditional or `and`/`or` evaluates only the part it picks.
 */
function constantNode(
  node: A.Expression,
  isConstant: (node: A.Expression | null) => boolean,
  truth: (node: A.Expression) => boolean | null,
  volatile = false,
): boolean {
  switch (node.type) {
    case "Literal":
      return true;
    case "List":
    case "Tuple":
      return node.items.every(isConstant);
    case "Dict":
      return node.entries.every(([k, v]) => isConstant(k) && isConstant(v));
    case "Unary":
      return isConstant(node.operand);
    case "Binary":
      if (shortCircuits(node, truth)) return true;
      // The right operand first: in a left-nested chain (`'<' + x + '>' + y`), it finds a variable soonest.
      return isConstant(node.right) && isConstant(node.left);
    case "Compare":
      return (
        falseLink(node, isConstant, truth) >= 0 || (isConstant(node.first) && node.rest.every(([, e]) => isConstant(e)))
      );
    case "Conditional": {
      // With a constant test, Jinja2's as_const evaluates only the branch it picks (and none without an else).
      const picked = truth(node.test);
      if (picked !== null) {
        const branch = picked ? node.body : node.orelse;
        return branch !== null && isConstant(branch);
      }
      return isConstant(node.test) && isConstant(node.body) && isConstant(node.orelse);
    }
    case "GetAttr":
      return isConstant(node.object);
    case "GetItem":
      return isConstant(node.object) && isConstant(node.key);
    case "Slice":
      return isConstant(node.start) && isConstant(node.stop) && isConstant(node.step);
    case "Filter":
    case "Test":
      return (
        !volatile &&
        !CONTEXT_FILTERS.has(node.name) &&
        (node.type === "Test" || Object.hasOwn(FILTERS, node.name)) &&
        isConstant(node.input) &&
        node.args.every(isConstant) &&
        node.kwargs.every(([, v]) => isConstant(v)) &&
        isConstant(node.starArgs) &&
        isConstant(node.starKwargs)
      );
    default:
      return false;
  }
}

/** Visits every statement of a body, nested ones included (assignments only ever appear in statements). */
function eachStatement(body: A.Statement[], visit: (node: A.Statement) => void): void {
  // A switch on the type, not `"body" in node`: nodes have many shapes, and `in` on them is slow.
  for (const node of body) {
    visit(node);
    switch (node.type) {
      case "If":
      case "For":
        eachStatement(node.body, visit);
        eachStatement(node.orelse, visit);
        break;
      case "SetBlock":
      case "Macro":
      case "CallBlock":
      case "FilterBlock":
      case "With":
      case "Block":
        eachStatement(node.body, visit);
    }
  }
}

/** Whether statements hold a scoped block, which Jinja2 hands the loop variables. */
function holdsScopedBlock(body: A.Statement[]): boolean {
  let found = false;
  eachStatement(body, (node) => {
    found ||= node.type === "Block" && node.tag === "block" && node.scoped;
  });
  return found;
}

const SPECIAL_NAMES: ReadonlySet<string> = new Set(["loop", "self", "caller", "kwargs", "varargs"]);
const MACRO_NAMES = ["caller", "kwargs", "varargs"];
const NO_SITES: StoreSite[] = [];
const NO_FRAME_NAMES: FrameNames = { undefined: [], known: null, own: null, stores: null };
const NO_MISSING: string[] = [];
const NOTHING_MISSING: FrameStart = { missing: NO_MISSING, inherits: null, owns: null };

/**
 * About how many Python frames Jinja2's code generator may use (Python's limit of 1000, less what calls it), and what
 * it takes per statement (five for a call block) and per expression node (three; four for a conditional; a little
 * less for a node of a constant it folds, two for an operator there). Measured against Jinja2 3.1 on Python 3.11.
 */
const GENERATOR_FRAMES = 986;
const STATEMENT_FRAMES = 4;
const CALL_FRAMES = 4.98;
const NODE_FRAMES = 3;
const CONDITIONAL_FRAMES = 3.99;
const FOLDED_NODE_FRAMES = 2.99;
const FOLDED_OPERATOR_FRAMES = 2;
/** CPython's tokenizer refuses a line nested in more than 200 parentheses, brackets and braces. */
const PARENTHESES = 200;
/** CPython's compiler refuses more than 20 nested loops (and try statements) in a function. */
const TOO_MANY_BLOCKS = "too many statically nested blocks";

/** The names whose attributes an assignment target sets (`ns` of `ns.attr`). */
const namespaceOwners = (target: A.Expression): string[] =>
  target.type === "Tuple"
    ? target.items.flatMap(namespaceOwners)
    : target.type === "GetAttr" && target.object.type === "Name"
      ? [target.object.name]
      : [];

/**
 * Compiles an assignment target: a name, a tuple of targets, or a namespace attribute. A set block (`block`)
 * skips Jinja2's namespace check and stores the item on any dict too (never on the caller's data).
 */
function assignment(target: A.Expression, block = false): (scope: Scope, value: unknown) => void {
  if (target.type === "Name") {
    const name = identifier(target.name);
    return (scope, value) => scope.set(name, value);
  }
  if (target.type === "Tuple") {
    const parts = target.items.map((item) => assignment(item, block));
    return (scope, value) => {
      if (!isIterable(value)) throw typeError(`cannot unpack non-iterable ${typeName(value)} object`);
      const items = iterate(value);
      if (items.length < parts.length) {
        throw valueError(`not enough values to unpack (expected ${parts.length}, got ${items.length})`);
      }
      if (items.length > parts.length) throw valueError(`too many values to unpack (expected ${parts.length})`);
      for (let i = 0; i < parts.length; i++) parts[i](scope, items[i]);
    };
  }
  if (target.type === "GetAttr" && target.object.type === "Name") {
    const owner = target.object.name;
    const slot = identifier(owner);
    const attr = target.name;
    return (scope, value) => {
      const ns = scope.get(slot, owner);
      if (ns instanceof Namespace) ns.attrs.set(mapKey(ns.attrs, attr), value);
      else if (block && ns instanceof Map) ns.set(attr, value);
      else if (!block || isMapping(ns))
        throw new TemplateRuntimeError("cannot assign attribute on non-namespace object");
      // Python's own error for `x['attr'] = value`.
      else if (isList(ns) && !isTuple(ns)) throw typeError("list indices must be integers or slices, not str");
      else throw typeError(`'${typeName(ns)}' object does not support item assignment`);
    };
  }
  throw new TemplateSyntaxError("Can't assign to this expression", target);
}

/** Whether output is escaped where code compiled under `setting` runs: known when compiling, or read when rendering. */
const escapesAt = (setting: boolean | "volatile"): boolean =>
  setting === true || (setting === "volatile" && active.autoescape);

/** The body a block renders, and where the block that defines it starts. */
interface BlockBody {
  body: Stmt;
  line: number;
  column: number;
}

/** How a frame starts where every name is tracked (see `FrameStart`). */
function everyNameStart(names: FrameNames, missing: string[]): FrameStart {
  const inherits: [string, string, boolean][] = [];
  const owns = new Map<string, boolean>();
  for (const [name, kind] of names.own ?? []) {
    if (kind === "resolve" || kind === "alias") inherits.push([identifier(name), name, kind === "alias"]);
    owns.set(name, names.stores?.has(name) === true);
  }
  return { missing, inherits, owns };
}

/** Whether two names a frame knows are written differently but one variable, as Python normalises identifiers. */
function mergesNames(names: FrameNames): boolean {
  const slots = new Set<string>();
  for (const name of names.own?.keys() ?? []) {
    const slot = identifier(name);
    if (slots.has(slot)) return true;
    slots.add(slot);
  }
  return false;
}

/** A for loop's tuple target read back where it was assigned: what Jinja2's loop filter yields, a rebuilt tuple. */
function targetValue(target: A.Expression): (scope: Scope) => unknown {
  if (target.type === "Tuple") {
    const parts = target.items.map(targetValue);
    return (scope) => tuple(parts.map((part) => part(scope)));
  }
  const name = identifier((target as A.Name).name);
  return (scope) => scope.get(name);
}

/** What the tokens and the parser tell the compiler, so that it skips work most templates do not need. */
export interface CompileHints extends ParseFacts {
  /** Whether the template may fold to a constant Python cannot write back (see mayFoldBadly). */
  mayFold: boolean;
  /** Whether to run Jinja2's symbol analysis of every frame (see `frames` in `compile`). */
  frames: boolean;
  /** Whether that analysis tracks every name, to know what frames leave to the closures made in them. */
  closures: boolean;
  /**
   * Whether some tag holds enough tokens (over 100) for an expression nested as deep as Jinja2's code generator or
   * Python's tokenizer refuse (about 200 nodes, with what encloses it): only then are expressions measured (`nested`).
   */
  deep: boolean;
}

/**
 * The hints for a template, from its tokens, the most tokens a tag holds and what parsing learnt. Every field is set,
 * so that all hints share one shape (a spread object's missing fields made reading them slow).
 */
export const hintsFor = (tokens: readonly Token[], longestTag: number, facts: ParseFacts): CompileHints => ({
  assigned: facts.assigned,
  stores: facts.stores,
  mayFold: mayFoldBadly(tokens),
  frames: false,
  closures: false,
  deep: longestTag > 100,
});

/**
 * Whether a template's tokens may fold to a constant Python cannot write back (see `folded` in `compile`): a float
 * literal or `float`, which can make inf or nan, `*` or a long number (3571 hex digits make 4300 decimal ones), which
 * can make an int of 4300 digits, and a subscript of a literal, which can fold to an undefined value. Other templates
 * (nearly all) skip that work.
 */
export function mayFoldBadly(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    switch (token.type) {
      case "Float":
        return true;
      case "Name":
        if (token.value === "float") return true;
        break;
      case "Integer":
        if (token.value.length > 3500) return true;
        break;
      case "Operator": {
        // A subscript of a literal (`(5)[:1]`) may fold to an undefined value where Python raises.
        const value = token.value;
        if (value === "*" || value === "**" || (value === "[" && subscriptsLiteral(tokens, i))) return true;
      }
    }
  }
  return false;
}

const LITERAL_NAMES = new Set(["true", "false", "none", "True", "False", "None"]);
/** The names before an expression that are no callee. */
const KEYWORDS = new Set(["if", "elif", "else", "in", "and", "or", "not", "is", "print", "set", "with", "do"]);
const isLiteral = (token: Token | undefined): boolean =>
  token !== undefined &&
  (token.type === "String" || token.type === "Integer" || (token.type === "Name" && LITERAL_NAMES.has(token.value)));
const isOperator = (token: Token | undefined, operator: string): boolean =>
  token?.type === "Operator" && token.value === operator;

/** Whether the `[` at `i` follows a literal, or a literal in parentheses that are no call's (`x.split('a')[0]`). */
function subscriptsLiteral(tokens: readonly Token[], i: number): boolean {
  if (isLiteral(tokens[i - 1])) return true;
  if (!isOperator(tokens[i - 1], ")") || !isLiteral(tokens[i - 2]) || !isOperator(tokens[i - 3], "(")) return false;
  const callee = tokens[i - 4];
  return !(
    (callee?.type === "Name" && !KEYWORDS.has(callee.value)) ||
    isOperator(callee, ")") ||
    isOperator(callee, "]")
  );
}

/**
 * Writes what a filter or call block gives: Jinja2 joins it into the output as it is, which works only for strings
 * (the error comes when the output is joined, after the render).
 */
function writeRaw(scope: Scope, value: unknown, where: number): void {
  const text = stringValue(value);
  if (text !== null) scope.st.write(text);
  else
    scope.st.deferred ??= locate(
      typeError(`sequence item 0: expected str instance, ${typeName(value)} found`),
      where,
    ) as Error;
}

/**
 * Compiles a parsed template into closures once; the returned function renders a context. Without hints, the
 * assigned names are found from the tree and nothing is skipped.
 */
export function compile(
  program: A.Program,
  env: Settings,
  hints?: CompileHints,
): (context: Record<string, unknown>) => string {
  return new Compiler(program, env, hints).template();
}

/** How a template reads a name: its normalised slot, whether a statement binds it, and the compiled read. */
interface NameRead {
  slot: string;
  bound: boolean;
  compiled: Expr;
}

/** The read of a name: from its frames if a statement binds it, else straight from the context and globals. */
function nameReader(name: string, slot: string, bound: boolean): Expr {
  if (!bound) return (scope) => scope.st.resolve(name);
  return slot === name ? (scope) => scope.get(name) : (scope) => scope.get(slot, name);
}

/** The read of a name where a frame may have left it `missing` (see `leave`). */
const checkedRead =
  (slot: string, name: string): Expr =>
  (scope) =>
    readChecked(scope, slot, name);

/**
 * Compiles one template. Its fields are what compiling needs to know (frames, autoescape, folding, loops); the closures
 * it makes capture their own locals only, never the compiler, so that a parsed template keeps its compiled code and
 * nothing of the compiler (see src/retention.test.ts).
 */
class Compiler {
  private readonly mayFold: boolean;

  /**
   * Jinja2's symbol analysis of each frame matters only where a frame reads a name that an enclosing frame stores
   * later (see frame-names.ts): rare, and seen while compiling (`frameDepth`, `readsBeforeStore`). A template
   * compiles without it, and again with it when such a read shows up.
   */
  private readonly analyseFrames: boolean;

  /** How many frames enclose the expression being compiled (the template's body is at depth 0, as in the parser). */
  private frameDepth = -1;
  private readsBeforeStore = false;

  /**
   * Whether the analysis tracks every name: needed only where a macro or call block is made inside a frame that Jinja2
   * ends by setting its variables `missing` (a loop, with, set or filter block), which compiling shows.
   */
  private readonly everyName: boolean;
  /** How many macros and call blocks were compiled so far (a `{% generation %}` block's caller cannot be kept). */
  private closures = 0;
  private closuresInFrames = false;
  /** Whether some name is written as Python would not keep it (NFKC): two names may then be one variable. */
  private normalises = false;

  /**
   * Which of the names Jinja2 declares where they are read first (`loop`, `self`, `caller`, `kwargs`, `varargs`)
   * some statement binds: the others are read first wherever they are read (see undeclared-names.ts).
   */
  private readonly bindable: ReadonlySet<string>;

  /** Which of caller, kwargs and varargs the macro being compiled reads, in nested frames too (see `macro`). */
  private referenced: Set<string> | null = null;

  /** Compiled `{% block %}` bodies by name, for `self.name()`. */
  private readonly blocks = new Map<string, Stmt>();
  /** Each block's body, by its name as Python writes it (see `blockBody`). */
  private readonly blockBodies = new Map<string, BlockBody>();

  /** Names that some statement binds; all others resolve straight from the context and globals. */
  private readonly bound = new Set(["loop", "caller", "varargs", "kwargs", "self"]);

  /** Whether output is escaped here: known when compiled, or "volatile" inside `{% autoescape expr %}`. */
  private autoescape: boolean | "volatile" = false;

  /** The last autoescape setting known when compiling, which Jinja2 applies to the outputs it folds. */
  private foldedAutoescape = false;

  /** Whether unknown filters and tests are reported at render time (inside if statements and expressions). */
  private soft = false;

  /** Whether the expression being compiled is one Jinja2 folds away (`false and x`): Python never compiles it. */
  private foldedAway = false;

  /** The expression of the output statement being compiled: Jinja2 folds it when constant (see the Slice case). */
  private output: A.Expression | null = null;

  /** Whether `output` is constant: worked out only when a slice asks, as it walks the whole expression. */
  private folding: boolean | undefined;

  /** Whether the expression being compiled is inside a constant one (only the largest constant part is folded). */
  private insideConstant = false;
  private readonly constantParts = new Map<A.Expression, boolean>();
  private readonly truths = new Map<A.Expression, boolean | null>();
  private foldingScope: Scope | null = null;

  /**
   * One closure for each name a template reads, which a parsed template keeps as long as it lives (the same for
   * literals saved 2.5 KB per bench template but cost 5% of parsing: hashing each literal's fresh string).
   */
  private readonly nameReads = new Map<string, NameRead>();

  /** How many for loops enclose the statement being compiled. */
  private loops = 0;

  /** How many for loop bodies enclose it within the same Python function (macros and blocks are functions). */
  private breakable = 0;

  /**
   * The first error Python's own compiler would find in the code Jinja2 generates (`break` outside a loop, a
   * repeated parameter, more than 20 nested loops): raised once the whole template compiled, as Jinja2's errors come
   * first, and after `pythonTokenError`, the first error Python's tokenizer would find (100 levels of indentation, 200
   * of parentheses).
   */
  private pythonError: TemplateSyntaxError | null = null;
  private pythonTokenError: TemplateSyntaxError | null = null;

  /**
   * Where the code Jinja2 generates for the statement or expression being compiled goes: its indentation, how many
   * parentheses enclose it on its line, and about how many Python frames Jinja2's code generator uses to write it
   * (past Python's recursion limit it raises RecursionError). Parentheses and expression frames are counted only in
   * templates with long tags (`deep`).
   */
  private indent = 1;
  private parentheses = 0;
  private generatorFrames = 0;
  private readonly deep: boolean;

  /** The names the enclosing frames know (see frame-names.ts). */
  private enclosing: KnownNames | null = null;

  constructor(
    private readonly program: A.Program,
    private readonly env: Settings,
    private readonly hints: CompileHints | undefined,
  ) {
    this.mayFold = hints?.mayFold ?? true;
    this.analyseFrames = hints?.frames ?? !hints;
    this.everyName = hints?.closures ?? !hints;
    this.deep = hints?.deep ?? true;
    this.bindable = hints ? new Set(hints.assigned.filter((name) => SPECIAL_NAMES.has(name))) : SPECIAL_NAMES;
    if (!hints) eachStatement(program.body, (node) => this.bindStatement(node));
    else {
      for (const name of hints.assigned) {
        const slot = identifier(name);
        this.bound.add(slot);
        if (slot !== name) this.normalises = true;
      }
    }
  }

  /** The render function. No closure made here (nor in any method) may capture `this`: see the class comment. */
  template(): (context: Record<string, unknown>) => string {
    const { program, env, hints, blocks } = this;
    const declaresSelf = !this.bindable.has("self") || undeclaredNames(program.body, ["self"]).has("self");
    const names = this.frameNamesOf(this.enclosing, program.body, this.selfParameter(declaresSelf));
    const [body, start] = this.frameBody(names, program.body, true);
    const everyName = this.closuresInFrames || this.normalises;
    if ((this.readsBeforeStore || everyName) && hints && !this.everyName) {
      return compile(program, env, { ...hints, frames: true, closures: everyName });
    }
    if (this.pythonTokenError ?? this.pythonError) throw this.pythonTokenError ?? this.pythonError;
    for (const name of blocks.keys()) blocks.set(name, this.blockBodies.get(identifier(name))!.body);
    return (context) => {
      const st = new RenderState(context, env, blocks);
      const saved = savedActive();
      active.limits = env.limits;
      active.now = env.now;
      active.work = 0;
      active.created = 0;
      active.walked = 0;
      active.frames = 0;
      active.autoescape = false;
      try {
        startFrame(st.root, start);
        if (declaresSelf) st.root.set("self", st.templateReference(st.root));
        body(st.root);
        if (st.deferred) throw st.deferred;
        return st.out;
      } finally {
        restoreActive(saved);
        forgetRenderValues();
      }
    };
  }

  /** Records the names a statement binds (when the parser gave no list of them). */
  private bindStatement(node: A.Statement): void {
    switch (node.type) {
      case "Set":
      case "SetBlock":
      case "For":
        this.bindTarget(node.target);
        break;
      case "With":
        for (const target of node.targets) this.bindTarget(target);
        break;
      case "Macro":
        this.bound.add(identifier(node.name));
        for (const param of node.params) this.bound.add(identifier(param));
        break;
      case "CallBlock":
        for (const param of node.params) this.bound.add(identifier(param));
    }
  }

  checkRead(node: A.Name) {
    for (const site of this.hints?.stores.get(node.name) ?? NO_SITES) {
      if (
        this.frameDepth > site.depth &&
        (node.line < site.line || (node.line === site.line && node.column < site.column))
      )
        this.readsBeforeStore = true;
    }
  }

  /** How the template reads a name, worked out at its first read. */
  nameRead(name: string): NameRead {
    let read = this.nameReads.get(name);
    if (read === undefined) {
      // A variable is found by its normalised name, a context value or global by the name as written.
      const slot = identifier(name);
      if (slot !== name) this.normalises = true;
      // Where a frame may leave a name to a closure, the variable is read even if no statement binds it.
      const bound = this.everyName || this.bound.has(slot);
      read = { slot, bound, compiled: nameReader(name, slot, bound) };
      this.nameReads.set(name, read);
    }
    return read;
  }

  /** Jinja2's symbol analysis of a frame, when some name may be read before it is stored. */
  frameNamesOf(
    outer: KnownNames | null,
    body: A.Statement[],
    params: readonly string[] = [],
    reads: (A.Expression | null)[] = [],
    targets: A.Expression[] = [],
  ): FrameNames {
    return this.analyseFrames
      ? frameNames(outer, this.everyName ? null : this.bound, body, [...params, ...targets.flatMap(targetNames)], reads)
      : NO_FRAME_NAMES;
  }

  /**
   * Registers a named block (for `self`) and gives what it renders: Jinja2 writes each block as a Python function
   * named after it, so of blocks whose names are one under NFKC (`ｂ` and `b`), the last one written replaces the
   * others (see `template`).
   */
  blockBody(node: A.Block, body: Stmt): BlockBody {
    const mine = { body, line: node.line, column: node.column };
    if (node.tag !== "block" || node.argument?.type !== "Name") return mine;
    if (!this.blocks.has(node.argument.name)) this.blocks.set(node.argument.name, body);
    const name = identifier(node.argument.name);
    const known = this.blockBodies.get(name);
    if (known === undefined) this.blockBodies.set(name, mine);
    else if (node.line > known.line || (node.line === known.line && node.column > known.column)) {
      [known.body, known.line, known.column] = [body, node.line, node.column];
    }
    return known ?? mine;
  }

  /** Jinja2's `self`, a parameter of the template's and each block's function that reads it (see `frameNamesOf`). */
  selfParameter(declared: boolean): string[] {
    return declared && this.everyName ? ["self"] : [];
  }

  /** Compiles an operand that Jinja2 folds away when `away` (it never runs then). */
  operand(node: A.Expression, away: boolean): Expr {
    const outer = this.foldedAway;
    this.foldedAway ||= away;
    const compiled = this.expression(node);
    this.foldedAway = outer;
    return compiled;
  }

  isFolding(): boolean {
    this.folding ??= this.output !== null && this.constant(this.output);
    return this.folding;
  }

  /** Whether Jinja2 folds the expression (a field: passed to constantNode as it is). */
  private readonly constant = (node: A.Expression | null): boolean => {
    if (node === null) return true;
    // The leaves, answered without the map (most operands of `and`, `or` and comparisons are names).
    const type = node.type;
    if (type === "Name") return false;
    if (type === "Literal") return true;
    // Where autoescape is known only at render time, Jinja2 folds no filter or test.
    if (this.autoescape === "volatile") return isVolatileConstant(node);
    const known = this.constantParts.get(node);
    if (known !== undefined) return known;
    const found = constantNode(node, this.constant, this.constantTruth);
    this.constantParts.set(node, found);
    return found;
  };

  /** The truth of a test Jinja2 evaluates when compiling (its as_const, through the sandbox), or null. */
  private readonly constantTruth = (node: A.Expression): boolean | null => {
    if (node.type === "Literal") return truthy(node.value);
    if (!this.constant(node)) return null;
    let truth = this.truths.get(node);
    if (truth === undefined) {
      const outer = this.insideConstant;
      const [frames, parentheses] = [this.generatorFrames, this.parentheses];
      this.insideConstant = true;
      try {
        const value = this.evaluateConstant(this.expressionBody(node), true);
        truth = value === IMPOSSIBLE ? null : truthy(value);
      } catch (error) {
        // Python's stack runs out there too.
        if (error instanceof LimitError) throw error;
        // An unknown filter or test: Jinja2's as_const gives up, and the test is compiled as code.
        truth = null;
        [this.generatorFrames, this.parentheses] = [frames, parentheses];
      } finally {
        this.insideConstant = outer;
      }
      this.truths.set(node, truth);
    }
    return truth;
  };

  pythonSyntaxError(message: string, position: Position) {
    this.pythonError ??= new TemplateSyntaxError(message, position, "SyntaxError");
  }

  /** Whether Python's tokenizer takes a line written `levels` deeper than the code here (see `nest`). */
  reaches(levels: number, position: Position): void {
    this.nest(levels, 0, position);
    this.nest(-levels, 0, position);
  }

  /**
   * Enters code `levels` deeper, which Jinja2's code generator writes with `frames` more Python frames: CPython's
   * tokenizer refuses an indentation of 100 levels, and the generator runs out of Python's stack at about 986 frames.
   */
  nest(levels: number, frames: number, position: Position): void {
    this.indent += levels;
    this.generatorFrames += frames;
    if (this.generatorFrames > GENERATOR_FRAMES) throw recursionError(position);
    if (this.indent >= 100) {
      this.pythonTokenError ??= new TemplateSyntaxError("too many levels of indentation", position, "IndentationError");
    }
  }

  /**
   * Compiles a frame's body with Jinja2's view of its names (see frame-names.ts), and gives the variables that start
   * as `missing` when the frame starts (none, nearly always). No callback: a closure made where a statement is
   * compiled would keep its syntax nodes alive with the compiled code.
   */
  frameBody(names: FrameNames, statements: A.Statement[], isFunction = false): [Stmt, FrameStart, string[] | null] {
    const saved = this.enclosing;
    const closures = this.closures;
    this.enclosing = names.known;
    this.frameDepth++;
    const body = isFunction ? this.functionBody(statements) : this.block(statements);
    this.frameDepth--;
    this.enclosing = saved;
    const missing = names.undefined.length ? names.undefined.map(identifier) : NO_MISSING;
    const start = this.everyName ? everyNameStart(names, missing) : { missing, inherits: null, owns: null };
    // Frames that share their variables all leave them, as closures made in one of them read them.
    const leaves = !isFunction && (this.everyName || this.closures !== closures);
    return [body, start, leaves ? this.leftovers(names) : null];
  }

  /** What a frame in which closures were made leaves them as it ends (see `leave`), known from the analysis. */
  leftovers(names: FrameNames): string[] | null {
    // Without it, the template is compiled again with it.
    this.closuresInFrames = true;
    return this.everyName ? [...(names.own?.keys() ?? [])].map(identifier) : null;
  }

  /** A frame's body compiled with the autoescape settings of Jinja2's evaluation context there (then restored). */
  frameBodyUnder(
    setting: boolean | "volatile",
    folded: boolean,
    ...frame: Parameters<Compiler["frameBody"]>
  ): [Stmt, FrameStart, string[] | null] {
    const saved = [this.autoescape, this.foldedAutoescape] as const;
    [this.autoescape, this.foldedAutoescape] = [setting, folded];
    try {
      return this.frameBody(...frame);
    } finally {
      [this.autoescape, this.foldedAutoescape] = saved;
    }
  }

  /** An assignment target of set or for: Jinja2 refuses `loop` anywhere inside a for loop, its target included. */
  store(target: A.Expression, block = false) {
    if (this.loops && targetNames(target).includes("loop")) {
      throw new TemplateSyntaxError(
        "Can't assign to special loop variable in for-loop target",
        target,
        "TemplateAssertionError",
      );
    }
    return assignment(target, block);
  }

  bindTarget(target: A.Expression): void {
    for (const name of targetNames(target)) this.bound.add(identifier(name));
  }

  /** Compiles the body of a macro or block, which Jinja2 makes a Python function of its own. */
  functionBody(statements: A.Statement[]): Stmt {
    const outer = this.breakable;
    this.breakable = 0;
    const body = this.block(statements);
    this.breakable = outer;
    return body;
  }

  block(statements: A.Statement[]): Stmt {
    const compiled = statements.map(this.statement, this);
    if (compiled.length === 0) return NOTHING;
    if (compiled.length === 1) return compiled[0];
    return (scope) => {
      for (let i = 0; i < compiled.length; i++) {
        const signal = compiled[i](scope);
        if (signal !== NEXT) return signal;
      }
      return NEXT;
    };
  }

  /**
   * Compiles a frame of its own, where unknown filters and tests are reported at compile time even inside an if. It
   * takes a method and its arguments, not a closure: an arrow made in the caller would keep the compiler alive in the
   * closures the caller returns.
   */
  strictly<A extends unknown[], T>(compileFrame: (this: Compiler, ...args: A) => T, ...args: A): T {
    const outer = this.soft;
    this.soft = false;
    try {
      return compileFrame.apply(this, args);
    } finally {
      this.soft = outer;
    }
  }

  statement(node: A.Statement): Stmt {
    // Like Jinja2's soft frames: inside if/elif/else an unknown filter or test fails only when evaluated,
    // while bodies of other statements (loops, macros, blocks) are checked when compiled.
    const outer = this.soft;
    // The type read once: nodes have many shapes, and reading a field of one is slow.
    const type = node.type;
    // A statement's own expressions (a set's value, a for's iterable, a with's values, an include's name) are compiled
    // in the enclosing frame; their bodies are not (forLoop and With turn it off).
    this.soft =
      type === "If" ||
      (this.soft &&
        (type === "Output" ||
          type === "Set" ||
          type === "For" ||
          type === "With" ||
          type === "CallBlock" ||
          type === "NeedsLoader"));
    const run = this.statementBody(node);
    this.soft = outer;
    // Text cannot fail; output and if statements consist of expressions that locate their own errors, and a set
    // statement (frequent in loops) locates its own.
    if (type === "Text" || type === "Output" || type === "If" || type === "Set") return run;
    const position = at(node);
    return (scope) => {
      try {
        return run(scope);
      } catch (error) {
        throw locate(error, position);
      }
    };
  }

  statementBody(node: A.Statement): Stmt {
    switch (node.type) {
      case "Text": {
        const text = node.value;
        return (scope) => {
          scope.st.write(text);
          return NEXT;
        };
      }
      case "Output": {
        // Jinja2 evaluates a constant output expression at compile time, through the sandbox.
        this.output = node.value;
        this.folding = undefined;
        // Jinja2 writes `yield str(value)`.
        this.parentheses++;
        let value = this.expression(node.value);
        // A subscription compiled as folded (see the Slice case) is right only if Jinja2's folding of the whole output
        // succeeds; where it raises, the output runs as code, and a failed subscription raises.
        if (this.folding && this.evaluateConstant(value, true) === IMPOSSIBLE) {
          this.folding = false;
          value = this.expression(node.value);
        }
        this.parentheses--;
        this.output = null;
        this.folding = false;
        // Where autoescape is known only at render time, Jinja2 folds a constant output (no filter or test in it)
        // and escapes it as the last setting known when compiling says.
        const escaping =
          this.autoescape === "volatile"
            ? this.constant(node.value)
              ? this.foldedAutoescape
              : "volatile"
            : this.autoescape;
        if (escaping) {
          return (scope) => {
            const v = value(scope);
            scope.st.write(escaping === true || active.autoescape ? escapeValue(v).value : str(v));
            return NEXT;
          };
        }
        return (scope) => {
          const v = value(scope);
          scope.st.write(typeof v === "string" ? v : str(v));
          return NEXT;
        };
      }
      case "If": {
        const test = this.expression(node.test);
        this.nest(1, STATEMENT_FRAMES, node);
        const body = this.block(node.body);
        // Jinja2 writes an elif at the level of its if.
        const elif = node.orelse.length === 1 && node.orelse[0].type === "If" && node.orelse[0].elif;
        if (elif) this.nest(-1, -STATEMENT_FRAMES, node);
        const orelse = this.block(node.orelse);
        if (!elif) this.nest(-1, -STATEMENT_FRAMES, node);
        return (scope) => (truthy(test(scope)) ? body(scope) : orelse(scope));
      }
      case "For":
        return this.forLoop(node);
      case "Set": {
        const assign = this.store(node.target);
        const value = this.expression(node.value);
        const position = at(node);
        // Jinja2 checks that each `ns` of `ns.attr = ...` is a namespace before it evaluates the value (in an if
        // statement, a level deeper).
        const owners = namespaceOwners(node.target).map((owner) => [identifier(owner), owner] as const);
        if (owners.length) this.reaches(1, node);
        return (scope) => {
          try {
            for (const [slot, owner] of owners) {
              if (!(scope.get(slot, owner) instanceof Namespace))
                throw new TemplateRuntimeError("cannot assign attribute on non-namespace object");
            }
            assign(scope, value(scope));
          } catch (error) {
            throw locate(error, position);
          }
          return NEXT;
        };
      }
      case "SetBlock":
      case "FilterBlock": {
        const assign = node.type === "SetBlock" ? this.store(node.target, true) : null;
        const markup = this.autoescape;
        this.nest(0, STATEMENT_FRAMES, node);
        const [body, start, left] = this.frameBody(this.frameNamesOf(this.enclosing, node.body), node.body);
        this.nest(0, -STATEMENT_FRAMES, node);
        const filters = node.filters.map(this.filterApplication, this);
        const where = at(node);
        return (scope) => {
          // The body and the filters run in a scope of their own: what they set stays inside.
          const inner = openFrame(scope, start);
          // The body is inline in Jinja2's code: a break or continue in it ends the enclosing loop's iteration.
          let signal = NEXT;
          const text = scope.st.capture(() => {
            signal = body(inner);
          });
          if (signal !== NEXT) return signal;
          // Where output is escaped, what the body wrote is safe.
          let value: unknown = escapesAt(markup) ? new Markup(text) : text;
          for (const filter of filters) value = filter(inner, value);
          // A block set's value is Markup where output is escaped when it runs (`str()` of what filters return).
          if (assign && active.autoescape && !(value instanceof Markup)) value = new Markup(str(value));
          if (assign) assign(scope, value);
          else writeRaw(scope, value, where);
          if (left) leave(inner, left);
          return NEXT;
        };
      }
      case "Macro": {
        this.closures++;
        const define = this.macro(node);
        const name = identifier(node.name);
        return (scope) => {
          scope.set(name, define(scope));
          return NEXT;
        };
      }
      case "CallBlock": {
        // What the called function does with its caller is not known: it may keep it.
        this.closures++;
        // The caller's body is a frame of its own; the call's arguments are in the enclosing one (soft in an if).
        const caller = this.strictly(this.macro, node);
        const call = this.callExpression(node.call, caller);
        const where = at(node);
        return (scope) => {
          writeRaw(scope, call(scope), where);
          return NEXT;
        };
      }
      case "With": {
        const assigns = node.targets.map((target) => assignment(target));
        const values = node.values.map(this.expression, this);
        const names = this.frameNamesOf(this.enclosing, node.body, [], [], node.targets);
        this.nest(0, STATEMENT_FRAMES, node);
        const [body, start, left] = this.strictly(this.frameBody, names, node.body);
        this.nest(0, -STATEMENT_FRAMES, node);
        return (scope) => {
          const inner = openFrame(scope, start);
          const evaluated = values.map((value) => value(scope));
          for (let i = 0; i < assigns.length; i++) assigns[i](inner, evaluated[i]);
          // A break or continue in the body skips the end of the frame, in Jinja2's code.
          const signal = body(inner);
          if (left && signal === NEXT) leave(inner, left);
          return signal;
        };
      }
      case "Block": {
        if (node.tag === "autoescape") {
          const argument = node.argument;
          // The setting is read in the block's frame.
          this.frameDepth++;
          const evaluate = argument ? this.expression(argument) : null;
          this.frameDepth--;
          // A constant expression is known when compiling, as Jinja2 folds it; any other is read at render time.
          const folded = evaluate && this.constant(argument) ? this.evaluateConstant(evaluate) : IMPOSSIBLE;
          const setting = folded === IMPOSSIBLE ? null : truthy(folded);
          // A setting known when compiling, inside one that is not, keeps the enclosing code's render-time checks.
          this.nest(0, STATEMENT_FRAMES, node);
          const [body, start, left] = this.frameBodyUnder(
            setting === null || this.autoescape === "volatile" ? "volatile" : setting,
            setting ?? this.foldedAutoescape,
            this.frameNamesOf(this.enclosing, node.body),
            node.body,
          );
          this.nest(0, -STATEMENT_FRAMES, node);
          // A scope of its own, inline in the enclosing code (a break in it ends the loop's iteration).
          return (scope) => {
            const outer = active.autoescape;
            active.autoescape = setting ?? truthy(evaluate?.(scope));
            const inner = openFrame(scope, start);
            // Jinja2 restores the setting after the body: a break or continue in it skips that, and the setting
            // stays for the rest of the render (or until an enclosing block restores its own).
            let signal = NEXT;
            try {
              signal = body(inner);
            } finally {
              if (signal === NEXT) active.autoescape = outer;
            }
            if (left && signal === NEXT) leave(inner, left);
            return signal;
          };
        }
        if (node.tag === "generation") {
          // transformers' extension renders the body as a call block's caller: a function with varargs and kwargs.
          const caller = this.macro({ ...node, type: "CallBlock", params: [], defaults: [] });
          return (scope) => {
            scope.st.write(str(caller(scope).call(EMPTY, NO_KEYWORDS)));
            return NEXT;
          };
        }
        // No closure here may hold `node`: the statement closures made in this function would keep its tree.
        const blockName = node.argument?.type === "Name" ? node.argument.name : "";
        const required: Stmt = () => {
          throw new TemplateRuntimeError(`Required block '${blockName}' not found`);
        };
        const scoped = node.tag !== "block" || node.scoped;
        const declaresSelf = !this.bindable.has("self") || undeclaredNames(node.body, ["self"]).has("self");
        // A block is a function of its own, which reads what it does not store from the context (see `blockScope`).
        const names = this.frameNamesOf(null, node.body, this.selfParameter(declaresSelf));
        // Jinja2 does not look into named blocks for a macro's caller, kwargs and varargs.
        const macroReads = this.referenced;
        this.referenced = null;
        // Jinja2 compiles a block with a fresh evaluation context: its outputs are not escaped, whatever encloses it
        // (what checks the setting at render time still sees it).
        // Jinja2 writes a block as a function of its own, at the top of the module.
        const [indent, frames] = [this.indent, this.generatorFrames];
        [this.indent, this.generatorFrames] = [1, 0];
        const [compiled, start] = node.required
          ? [required, NOTHING_MISSING]
          : this.frameBodyUnder(false, false, names, node.body, true);
        [this.indent, this.generatorFrames] = [indent, frames];
        this.referenced = macroReads;
        const body: Stmt = (scope) => {
          startFrame(scope, start);
          if (declaresSelf) scope.set("self", scope.st.templateReference(contextOf(scope)));
          return compiled(scope);
        };
        const latest = this.blockBody(node, body);
        // Rendered where it stands, a block is a generator that its enclosing one delegates to: one frame of Python's.
        return (scope) => {
          scope.st.holding(1, () => latest.body(blockScope(scoped ? scope : contextOf(scope))));
          return NEXT;
        };
      }
      case "Break":
        if (!this.breakable) this.pythonSyntaxError("'break' outside loop", node);
        return () => BREAK;
      case "Continue":
        if (!this.breakable) this.pythonSyntaxError("'continue' not properly in loop", node);
        return () => CONTINUE;
      case "NeedsLoader": {
        const template = this.expression(node.template);
        // Jinja2's code for an include is a loop in a try statement: two more blocks, two more levels of indentation.
        if (node.selects) {
          if (this.breakable + 2 > 20) this.pythonSyntaxError(TOO_MANY_BLOCKS, node);
          this.reaches(2, node);
        }
        const { selects, ignoreMissing } = node;
        return (scope) => {
          const name = template(scope);
          // include selects from a list of names: an empty one (or none) finds no template before any loader.
          if (selects && stringValue(name) === null && !(name instanceof Undefined) && !truthy(name)) {
            if (ignoreMissing) return NEXT;
            throw new TemplateRuntimeError("Tried to select from an empty list of templates.", "TemplatesNotFound");
          }
          throw typeError("no loader for this environment specified");
        };
      }
      default:
        throw unknownNode(node);
    }
  }

  forLoop(node: A.For): Stmt {
    this.loops++;
    const assign = this.store(node.target);
    const iterable = this.expression(node.iterable);
    const loop = this.strictly(this.loopFrames, node, assign, iterable);
    this.loops--;
    return loop;
  }

  /** A loop's filter, body and else block, frames of their own, and the loop that runs them. */
  loopFrames(node: A.For, assign: (scope: Scope, value: unknown) => void, iterable: Expr): Stmt {
    // The filter is a frame of its own, which knows the loop's target.
    const filterNames = node.filter && this.frameNamesOf(this.enclosing, [], [], [node.filter], [node.target]);
    const enclosing = this.enclosing;
    this.enclosing = filterNames?.known ?? enclosing;
    this.frameDepth++;
    const filter = node.filter && this.expression(node.filter);
    this.frameDepth--;
    this.enclosing = enclosing;
    const filterStart = filterNames && this.everyName ? everyNameStart(filterNames, NO_MISSING) : null;
    // Jinja2 makes `loop` a variable of the body only when the body reads it before binding it (or the loop is
    // recursive, or holds a scoped block); otherwise `loop` is the enclosing loop's, or undefined. Where nothing
    // binds `loop`, setting it in a body that does not read it changes nothing (unless frames share variables).
    const setsLoop =
      node.recursive ||
      (!this.everyName && !this.bindable.has("loop")) ||
      undeclaredNames(node.body, ["loop"]).has("loop") ||
      holdsScopedBlock([...node.body, ...node.orelse]);
    // A recursive loop is a Python function of its own (its loop is the first block there, a level deeper), and a
    // loop's filter a generator function written where the loop is, three levels deep.
    const outerBreakable = this.breakable;
    const levels = node.recursive ? 2 : 1;
    if (node.recursive) this.breakable = 0;
    if (++this.breakable > 20) this.pythonSyntaxError(TOO_MANY_BLOCKS, node);
    if (node.filter) this.reaches(3, node);
    this.nest(levels, STATEMENT_FRAMES, node);
    const names = this.frameNamesOf(this.enclosing, node.body, setsLoop ? ["loop"] : [], [], [node.target]);
    const [body, start, bodyLeft] = this.frameBody(names, node.body);
    const missing = start.missing;
    // The else block is a frame of its own too: what it sets stays inside. A recursive loop's else block is in its
    // function: no enclosing loop there.
    this.breakable = node.recursive ? 0 : outerBreakable;
    const [orelseBody, orelseStart, orelseLeft] = node.orelse.length
      ? this.frameBody(this.frameNamesOf(this.enclosing, node.orelse), node.orelse)
      : [NOTHING, NOTHING_MISSING, null];
    this.nest(-levels, -STATEMENT_FRAMES, node);
    this.breakable = outerBreakable;
    const orelse: Stmt = node.orelse.length
      ? (scope) => {
          const inner = openFrame(scope, orelseStart);
          const signal = orelseBody(inner);
          if (orelseLeft && signal === NEXT) leave(inner, orelseLeft);
          return signal;
        }
      : NOTHING;
    const recursive = node.recursive;
    // A recursive loop without an else block is a Python function of its own, which keeps its variables.
    const left = !recursive || node.orelse.length ? bodyLeft : null;
    /** How many variables each iteration sets, `loop` and a name target, at least (a tuple's names may repeat). */
    const perIteration = (setsLoop ? 1 : 0) + (node.target.type === "Name" ? 1 : 0);

    /**
     * Where a lazy loop takes its items: a generator's next, and for a filtered loop the next item that passes
     * the condition, evaluated only then (after the body ran for the items before it).
     */
    const rebuilt = filter && node.target.type === "Tuple" ? targetValue(node.target) : null;
    const markup = this.autoescape;
    const source = (scope: Scope, value: unknown): (() => unknown) => {
      const items = value instanceof Generator ? null : iterate(value);
      let position = 0;
      const next = items
        ? () => (position < items.length ? items[position++] : END)
        : () => (value as Generator).next(END);
      if (!filter) return next;
      const probe = new Scope(scope, scope.st);
      if (filterStart) startFrame(probe, filterStart);
      return () => {
        for (let item = next(); item !== END; item = next()) {
          assign(probe, item);
          if (truthy(filter(probe))) return rebuilt ? rebuilt(probe) : item;
        }
        return END;
      };
    };
    /**
     * Runs the loop and then its else block when Jinja2 would: when nothing was iterated, or when the last
     * iteration ended in break or continue (Jinja2 only records an iteration that reaches the end of the body).
     */
    const run = (scope: Scope, value: unknown, depth0: number): number => {
      const st = scope.st;
      // A recursive call's output is safe where the loop's output is escaped.
      const recurse = recursive
        ? (next: unknown) => {
            const text = st.descend(() => run(scope, next, depth0 + 1));
            return escapesAt(markup) ? new Markup(text) : text;
          }
        : null;
      // Iterating an outer `loop`, Python's length is that loop's len(), not a count of the items left.
      const outerLength = !filter && value instanceof LoopContext ? () => value.len() : null;
      const loop =
        filter || value instanceof Generator
          ? new LoopContext([], source(scope, value), depth0, recurse, outerLength)
          : new LoopContext(iterate(value), null, depth0, recurse);
      if (!loop.has(0)) return orelse(scope);
      const items = loop.sequence;
      // A recursive loop is a function of its own: its variables are not shared with the frames at its level.
      const inner = recursive ? new Scope(scope, st) : openFrame(scope, start);
      const limit = st.env.limits.maxLoopIterations;
      let runElse = true;
      // Iterating `loop` in the body advances it (Python's for loop and `loop` share one iterator).
      for (let i = 0; loop.has(i); i = loop.index0 + 1) {
        if (++st.iterations > limit) throw tooManySteps(limit);
        if (start.inherits === null) {
          // A fresh scope for each iteration: what the body set is dropped, the loop variables are set again anyway.
          const vars = inner.vars;
          if (vars !== null && (vars.size > perIteration || missing.length)) vars.clear();
          if (missing.length) markMissing(inner, missing);
        }
        loop.index0 = i;
        if (setsLoop) inner.set("loop", loop);
        assign(inner, items[i]);
        // Where frames share variables, the body's frame starts again once the loop variables are set, as in Jinja2.
        if (start.inherits !== null) startFrame(inner, start);
        const signal = body(inner);
        if (signal === NEXT) runElse = false;
        else if (signal === BREAK) break;
      }
      if (left) leave(inner, left);
      return runElse ? orelse(scope) : NEXT;
    };
    if (!recursive) return (scope) => run(scope, iterable(scope), 0);
    // A recursive loop is a Python function that returns its joined output: a non-string written in it fails there.
    return (scope) => {
      const value = iterable(scope);
      scope.st.write(scope.st.descend(() => run(scope, value, 0), 1));
      return NEXT;
    };
  }

  /**
   * Compiles a macro (or a call block's caller) to a factory that, given the defining scope, makes the callable.
   * Arguments bind like Jinja2's: positionals, then keywords, then defaults evaluated at call time.
   */
  macro(node: A.Macro | Omit<A.CallBlock, "call">): (defining: Scope) => Callable {
    // A call block's caller is anonymous: its name is None.
    const name = node.type === "Macro" ? node.name : null;
    const params = node.params;
    // Which of caller, kwargs and varargs the body reads first: found by a walk where a statement binds one of them,
    // else they are read first wherever read, and the names read are collected as the body compiles.
    const walked = MACRO_NAMES.some(this.bindable.has, this.bindable) ? undeclaredNames(node.body, MACRO_NAMES) : null;
    const enclosingReads = this.referenced;
    const reads = new Set<string>();
    this.referenced = reads;
    const frameVariables = this.frameNamesOf(
      this.enclosing,
      node.body,
      [...params, ...(walked ?? MACRO_NAMES)],
      node.defaults,
    );
    // A Python function, a level deeper; Jinja2 checks each parameter was given in an if statement at its top.
    const frames = node.type === "CallBlock" ? CALL_FRAMES : STATEMENT_FRAMES;
    this.nest(1, frames, node);
    if (params.length) this.reaches(1, node);
    const [render, start] = this.frameBody(frameVariables, node.body, true);
    // Where a parameter and another name are one variable, Jinja2's order shows: arguments are bound (a missing one
    // as `missing`), the frame starts, and then a parameter still `missing` takes its default.
    const merged = this.everyName && mergesNames(frameVariables);
    this.nest(-1, -frames, node);
    this.referenced = enclosingReads;
    for (const read of reads) enclosingReads?.add(read);
    const names = walked ?? reads;
    // A parameter named varargs or kwargs is an ordinary one; one named caller must have a default if it is read.
    const usesVarargs = names.has("varargs") && !params.includes("varargs");
    const usesKwargs = names.has("kwargs") && !params.includes("kwargs");
    const explicitCaller = params.indexOf("caller");
    const usesCaller = names.has("caller") && explicitCaller < 0;
    if (names.has("caller") && explicitCaller >= 0 && !node.defaults[explicitCaller]) {
      throw new TemplateSyntaxError(
        'When defining macros or call blocks the special "caller" argument must be omitted or be given a default.',
        node,
        "TemplateAssertionError",
      );
    }
    // Defaults run in the macro's frame.
    this.frameDepth++;
    const defaults = node.defaults.map(this.optionalExpression, this);
    this.frameDepth--;
    // Keyword arguments match the parameters as written; the variables are normalised names.
    const slots = params.map(identifier);
    const repeated = slots.find((slot, i) => slots.indexOf(slot) !== i);
    if (repeated !== undefined)
      this.pythonSyntaxError(`duplicate argument 'l_1_${repeated}' in function definition`, node);
    const attributes = {
      name,
      arguments: tuple([...params]),
      catch_varargs: usesVarargs,
      catch_kwargs: usesKwargs,
      caller: names.has("caller"),
      explicit_caller: params.includes("caller"),
    };
    const fail = (problem: string) => typeError(`macro ${repr(name)} ${problem}`);
    const notProvided = (param: string) => new Undefined(`parameter '${param}' was not provided`);
    return (defining) =>
      new Callable(
        name ?? "caller",
        (args, kwargs) => {
          const scope = new Scope(defining, defining.st);
          // Spreading the shared empty keywords (a prototype-less object) is slow; a literal is the same empty object.
          const extra = kwargs === NO_KEYWORDS ? {} : { ...kwargs };
          // Jinja2's Macro.__call__: positionals fill the parameters, keywords the rest; a keyword repeating a
          // positional one stays among the keyword arguments.
          let pending: number[] | null = null;
          for (let i = 0; i < params.length; i++) {
            const param = params[i];
            const slot = slots[i];
            if (i < args.length) scope.set(slot, args[i]);
            else if (Object.hasOwn(extra, param)) {
              scope.set(slot, extra[param]);
              delete extra[param];
            } else if (merged) scope.set(slot, MISSING_OBJECT);
            else if (defaults[i]) {
              // Defaults run once every argument is bound; one not bound yet (itself, or a later one) is undefined.
              scope.set(slot, undefinedName(param));
              pending ??= [];
              pending.push(i);
            } else scope.set(slot, notProvided(param));
          }
          // A macro that never reads `caller` leaves it among the keyword arguments, as Jinja2 does.
          if (usesCaller) {
            const caller = extra.caller ?? null;
            scope.set("caller", caller !== null ? caller : new Undefined("No caller defined"));
            delete extra.caller;
          }
          const leftover = Object.keys(extra);
          if (usesKwargs) scope.set("kwargs", new Dict(Object.entries(extra)));
          else if (leftover.includes("caller"))
            throw fail("was invoked with two values for the special caller argument. This is most likely a bug.");
          else if (leftover.length) throw fail(`takes no keyword argument '${leftover[0]}'`);
          if (usesVarargs) scope.set("varargs", tuple(args.slice(params.length)));
          else if (args.length > params.length) throw fail(`takes not more than ${params.length} argument(s)`);
          startFrame(scope, start);
          if (pending) for (const i of pending) scope.set(slots[i], defaults[i]!(scope));
          if (merged) {
            for (let i = 0; i < params.length; i++) {
              const unset = scope.vars?.get(slots[i]) === MISSING_OBJECT;
              if (unset) scope.set(slots[i], defaults[i] ? defaults[i]!(scope) : notProvided(params[i]));
            }
          }
          const text = defining.st.descend(() => render(scope));
          // Jinja2 marks a macro's result safe when it is called where output is escaped.
          return active.autoescape ? new Markup(text) : text;
        },
        attributes,
        `<Macro ${name === null ? "anonymous" : repr(name)}>`,
        null,
        "Macro",
      );
  }

  /** Compiles a filter or test to a function applying it to an input value. */
  filterApplication(node: A.FilterExpr | A.TestExpr): (scope: Scope, input: unknown) => unknown {
    const where = at(node);
    const isFilter = node.type === "Filter";
    const env = this.env;
    const registry: Record<string, unknown> = isFilter ? env.filters : env.tests;
    if (!Object.hasOwn(registry, node.name)) {
      // Our wording; Jinja2's compiler raises TemplateAssertionError, a conditional branch TemplateRuntimeError when run.
      const message = `Unknown ${isFilter ? "filter" : "test"}: ${node.name}`;
      if (!this.soft) throw new TemplateSyntaxError(message, unpack(where), "TemplateAssertionError");
      // Jinja2 calls a stand-in that raises: its arguments are evaluated first, and may raise before it; the
      // stand-in takes no keyword argument.
      const args = this.argumentList(node);
      return (scope) => {
        const [, keywords] = args(scope);
        const keyword = keywords && Object.keys(keywords)[0];
        if (keyword !== undefined && keyword !== null) {
          throw typeError(`root.<locals>.t_1() got an unexpected keyword argument '${keyword}'`);
        }
        throw new TemplateSyntaxError(message, unpack(where), "TemplateRuntimeError");
      };
    }
    const fn = registry[node.name];
    const args = this.argumentList(node);
    const walksInput = isFilter ? !CONSTANT_TIME_FILTERS.has(node.name) : WALKING_TESTS.has(node.name);
    const apply = (scope: Scope, value: unknown): unknown => {
      try {
        const [positional, keywords] = args(scope);
        // A list input counts as iterate() walks through it.
        if (walksInput && typeof value === "string") walk(value.length);
        return isFilter
          ? created((fn as FilterFunction)(value, positional, keywords ?? NO_KEYWORDS, env))
          : (fn as TestFunction)(value, positional, env, keywords);
      } catch (error) {
        throw locate(error, where);
      }
    };
    // Jinja2 applies a filter of constants when it compiles, under the autoescape setting known then (which only
    // these filters read).
    const readsSetting = isFilter && AUTOESCAPE_FILTERS.has(node.name) && node.input;
    if (!(readsSetting && this.autoescape !== "volatile" && this.constant(node))) return apply;
    const setting = this.autoescape;
    return (scope, value) => {
      const outer = active.autoescape;
      active.autoescape = setting;
      try {
        return apply(scope, value);
      } finally {
        active.autoescape = outer;
      }
    };
  }

  /** Compiles call arguments to a function returning [positional, keywords or null]; `caller` adds a call block's. */
  argumentList(node: A.Arguments & Position, caller?: Expr): Arguments {
    const positional = node.args.map(this.expression, this);
    const keywords: [string, Expr][] = [];
    for (const [name, value] of node.kwargs) keywords.push([identifier(name), this.expression(value)]);
    const starArgs = node.starArgs && this.expression(node.starArgs);
    const starKwargs = node.starKwargs && this.expression(node.starKwargs);
    // Python refuses to compile a call that repeats a keyword (a call block passes `caller` itself).
    const names = keywords.map(([k]) => k);
    if (caller) names.push("caller");
    // Python's own SyntaxError, raised when it compiles the code Jinja2 generated (if this call is in it).
    const seen = new Set<string>();
    const repeated = names.find((name) => {
      if (seen.has(name)) return true;
      seen.add(name);
      return false;
    });
    if (repeated !== undefined && !this.foldedAway)
      throw new TemplateSyntaxError(`keyword argument repeated: ${repeated}`, node, "SyntaxError");
    if (names.includes("__debug__") && !this.foldedAway)
      throw new TemplateSyntaxError("cannot assign to __debug__", node, "SyntaxError");
    if (!keywords.length && !starArgs && !starKwargs && !caller) {
      return positional.length ? (scope) => [positional.map((p) => p(scope)), null] : NO_ARGUMENTS;
    }
    return (scope) => {
      const args = positional.map((p) => p(scope));
      if (starArgs) {
        const extra = starArgs(scope);
        if (!isIterable(extra)) throw typeError(`Value after * must be an iterable, not ${typeName(extra)}`);
        for (const item of iterate(extra)) args.push(item);
      }
      const kwargs = keywordArguments();
      for (const [key, value] of keywords) kwargs[key] = value(scope);
      // Jinja2 passes a call block's caller before the `**` keywords, which may not repeat a name.
      if (caller) kwargs.caller = caller(scope);
      if (starKwargs) {
        const extra = starKwargs(scope);
        if (!isMapping(extra)) {
          // Python asks the value for its keys(), which an undefined value refuses.
          if (extra instanceof Undefined) extra.fail();
          throw typeError(`argument after ** must be a mapping, not ${typeName(extra)}`);
        }
        for (const [key, value] of dictEntries(extra)) {
          const name = stringValue(key);
          if (name === null) throw typeError("keywords must be strings");
          if (name in kwargs)
            throw typeError(
              `jinja2.sandbox.SandboxedEnvironment.call() got multiple values for keyword argument '${name}'`,
            );
          kwargs[name] = value;
        }
      }
      return [args, kwargs];
    };
  }

  /** A call: of a method when the callee is an attribute, else of the callee's value. */
  callExpression(node: A.Call, caller?: Expr): Expr {
    const where = at(node);
    const args = this.argumentList(node, caller);
    const callee = node.callee;
    const method = callee.type === "GetAttr" ? callee.name : null;
    const target = this.expression(callee.type === "GetAttr" ? callee.object : callee);
    return (scope) => {
      const fn = target(scope);
      try {
        // Python gets the method before it evaluates the arguments: from an undefined value, that raises.
        if (method !== null && fn instanceof Undefined) getAttribute(fn, method);
        // Inside the try, a bad `*args` or `**kwargs` gets this call's position (argument errors keep their own).
        const [positional, keywords] = args(scope);
        return created(
          method === null ? callValue(fn, positional, keywords) : callMethod(fn, method, positional, keywords),
        );
      } catch (error) {
        throw locate(error, where);
      }
    };
  }

  /**
   * Compiles an expression. Jinja2 folds each largest constant part when it compiles and writes the value into the
   * Python code it generates, where some values do not survive: see `folded`.
   */
  /** An absent expression (a parameter without default, a slice without bound) stays null. */
  optionalExpression(node: A.Expression | null): Expr | null {
    return node && this.expression(node);
  }

  expression(node: A.Expression): Expr {
    return this.deep ? this.nested(node) : this.expressionOf(node);
  }

  /**
   * Compiles an expression counting what Jinja2's code generator and Python's tokenizer see of it: each node of the
   * generated code is written in its parent's parentheses (two for a variable's check and a `~` chain's join; a
   * constant is written as its value), and visited with a few more Python frames.
   */
  nested(node: A.Expression): Expr {
    const constant = this.insideConstant || this.constant(node);
    const type = node.type;
    // A method call is a call of an attribute, two nodes; a slice is written as Python's, in brackets.
    const method = type === "Call" && node.callee.type === "GetAttr";
    const frames =
      (method ? 2 : 1) *
      (constant
        ? type === "Binary"
          ? FOLDED_OPERATOR_FRAMES
          : FOLDED_NODE_FRAMES
        : type === "Conditional"
          ? CONDITIONAL_FRAMES
          : NODE_FRAMES);
    const parentheses =
      constant || type === "Literal" || (type === "GetItem" && node.key.type === "Slice")
        ? 0
        : type === "Name" || method || (type === "Binary" && node.operator === "~")
          ? 2
          : 1;
    this.generatorFrames += frames;
    this.parentheses += parentheses;
    if (this.generatorFrames > GENERATOR_FRAMES) throw recursionError(node);
    if (this.parentheses > PARENTHESES) {
      this.pythonTokenError ??= new TemplateSyntaxError("too many nested parentheses", node, "SyntaxError");
    }
    const compiled = this.expressionOf(node);
    this.generatorFrames -= frames;
    this.parentheses -= parentheses;
    return compiled;
  }

  expressionOf(node: A.Expression): Expr {
    // Where autoescape is known only at render time, Jinja2 folds a whole output only, never a part of an expression.
    const whole = this.autoescape !== "volatile" || node === this.output;
    if (!this.mayFold || this.insideConstant || !whole || !this.constant(node)) return this.expressionBody(node);
    this.insideConstant = true;
    let compiled: Expr;
    try {
      compiled = this.expressionBody(node);
    } finally {
      this.insideConstant = false;
    }
    if (node.type === "Literal" && typeof node.value === "string") return compiled;
    // A whole output expression is written as its text, whatever its value (an undefined one prints nothing); its
    // text, or else its repr, fails in Python past 4300 digits, even in code that never runs.
    const value = this.evaluateConstant(compiled, node === this.output);
    if (node === this.output && value !== IMPOSSIBLE) writableConstant(value);
    // What Jinja2 cannot fold whole, it folds part by part.
    if (value === IMPOSSIBLE) return this.expressionBody(node);
    return this.folded(node, compiled, value);
  }

  /**
   * What a largest constant part becomes in Jinja2's generated code: Python writes its repr there, so an inf or nan
   * in it is a bare name that raises NameError when that code runs (a whole output expression is written as text
   * instead), and an int past 4300 digits cannot be written at all (ValueError when the template compiles).
   */
  folded(node: A.Expression, compiled: Expr, value: unknown): Expr {
    const name = node === this.output ? null : nonFiniteName(value);
    if (name === null) return compiled;
    return () => {
      throw new TemplateRuntimeError(`name '${name}' is not defined`, "NameError");
    };
  }

  /**
   * Evaluates a constant expression as Jinja2's compiler does; IMPOSSIBLE when it raises or, unless it is a whole
   * output expression (written as text), has no Python literal.
   */
  evaluateConstant(compiled: Expr, whole = false): unknown {
    const saved = savedActive();
    active.limits = this.env.limits;
    let value: unknown;
    try {
      this.foldingScope ??= new RenderState({}, this.env, this.blocks).root;
      value = compiled(this.foldingScope);
    } catch {
      return IMPOSSIBLE;
    } finally {
      restoreActive(saved);
      // As after a render: the strings split and keys listed meanwhile are not kept alive (and the next render walks,
      // and counts, a split string again).
      forgetRenderValues();
    }
    return whole || writableConstant(value) ? value : IMPOSSIBLE;
  }

  expressionBody(node: A.Expression): Expr {
    switch (node.type) {
      case "Literal": {
        const value = node.value;
        return () => value;
      }
      case "Name": {
        const name = node.name;
        if (this.referenced !== null && (name === "caller" || name === "kwargs" || name === "varargs"))
          this.referenced.add(name);
        const read = this.nameRead(name);
        // Only a name some statement binds can be stored after a frame read it.
        if (read.bound && this.frameDepth > 0 && !this.analyseFrames && this.hints?.stores.size) this.checkRead(node);
        // Jinja2 reads a parameter as it is, and any other variable as undefined where it is `missing` (see `leave`).
        if (this.everyName && this.enclosing?.kind(name) !== "parameter") return checkedRead(read.slot, name);
        return read.compiled;
      }
      // Literals count toward maxCreatedLength too: a loop can keep one per iteration.
      case "List": {
        const items = node.items.map(this.expression, this);
        return (scope) => created(items.map((item) => item(scope)));
      }
      case "Tuple": {
        const items = node.items.map(this.expression, this);
        return (scope) => created(tuple(items.map((item) => item(scope))));
      }
      case "Dict": {
        const where = at(node);
        const entries: [Expr, Expr][] = [];
        for (const [key, value] of node.entries) entries.push([this.expression(key), this.expression(value)]);
        return (scope) => {
          const dict = new Dict();
          for (const [key, value] of entries) {
            // Python evaluates the key and the value before it hashes the key.
            const k = key(scope);
            const v = value(scope);
            try {
              assertHashable(k);
            } catch (error) {
              throw locate(error, where);
            }
            dict.set(mapKey(dict, k), v);
          }
          return created(dict);
        };
      }
      case "GetAttr": {
        const where = at(node);
        const object = this.expression(node.object);
        const name = node.name;
        return (scope) => {
          try {
            return getAttribute(object(scope), name);
          } catch (error) {
            throw locate(error, where);
          }
        };
      }
      case "GetItem":
        return this.subscript(node);
      case "Slice": {
        // Only a folded subscript's tuple key takes a slice object (see subscript); elsewhere Jinja2 generates
        // invalid Python.
        if (!this.isFolding()) this.pythonSyntaxError("invalid syntax", node);
        const bounds = this.sliceBounds(node);
        return (scope) => new SliceObject(bounds.map((b) => b(scope)));
      }
      case "Call":
        return this.callExpression(node);
      case "Filter":
      case "Test": {
        // Only a filter block's first filter has no input, and filterApplication applies it to the body.
        const input = this.expression(node.input!);
        const apply = this.filterApplication(node);
        return (scope) => apply(scope, input(scope));
      }
      case "Unary": {
        const operand = this.expression(node.operand);
        if (node.operator === "not") return (scope) => !truthy(operand(scope));
        const op = node.operator === "-" ? negate : plus;
        const where = at(node);
        return (scope) => {
          try {
            return op(operand(scope));
          } catch (error) {
            throw locate(error, where);
          }
        };
      }
      case "Binary":
        return this.binary(node);
      case "Compare":
        return this.compare(node);
      case "Conditional": {
        const outer = this.soft;
        this.soft = true;
        const test = this.expression(node.test);
        // With a constant test and a constant chosen branch, Jinja2 folds the other branch away (never the body alone).
        const picked = this.constantTruth(node.test);
        const chosen = picked === null ? null : picked ? node.body : node.orelse;
        const decided = chosen !== null && this.constant(chosen);
        const body = this.operand(node.body, decided && chosen !== node.body);
        const line = node.line;
        const orelse = node.orelse
          ? this.operand(node.orelse, decided && chosen !== node.orelse)
          : () =>
              new Undefined(
                `the inline if-expression on line ${line} evaluated to false and no else section was defined.`,
              );
        this.soft = outer;
        return (scope) => (truthy(test(scope)) ? body(scope) : orelse(scope));
      }
      default:
        throw unknownNode(node);
    }
  }

  /** Compiles the bounds of a slice (`start:stop:step`), an absent one being None. */
  sliceBounds(node: A.Slice): Expr[] {
    return [node.start, node.stop, node.step].map((bound) => this.optionalExpression(bound) ?? NONE);
  }

  subscript(node: A.GetItem): Expr {
    const object = this.expression(node.object);
    const key = node.key;
    if (key.type === "Slice") {
      const [start, stop, step] = this.sliceBounds(key);
      // Jinja2 folds a constant part through the sandbox's getitem too, when what it folds to can be written back.
      const folded = this.insideConstant || this.isFolding();
      const where = at(node);
      return (scope) => {
        const value = object(scope);
        const [from, to, by] = [start(scope), stop(scope), step(scope)];
        try {
          return created(slice(value, from, to, by));
        } catch (error) {
          // Folded at compile time, a failed subscription becomes an undefined value; at render time it raises.
          if (folded && error instanceof TemplateRuntimeError && error.kind === "TypeError") {
            return new Undefined(error.reason);
          }
          throw locate(error, where);
        }
      };
    }
    if (key.type === "Tuple" && key.items.some((item) => item.type === "Slice") && this.isFolding()) {
      // Folded, `x[1, ::2]` looks up a tuple holding a slice, which no value takes (a slice is unhashable):
      // an undefined value. Unfolded (the Slice case), or when folding fails on an undefined `x`, Jinja2
      // generates invalid Python.
      const index = this.expression(key);
      const keyAt = at(key);
      return (scope) => {
        const value = object(scope);
        if (value instanceof Undefined) throw new TemplateSyntaxError("invalid syntax", unpack(keyAt), "SyntaxError");
        return missingItem(value, index(scope));
      };
    }
    const index = this.expression(key);
    const where = at(node);
    return (scope) => {
      try {
        return getItem(object(scope), index(scope));
      } catch (error) {
        throw locate(error, where);
      }
    };
  }

  binary(node: A.Binary): Expr {
    if (node.operator === "~") return this.concatenation(node);
    const where = at(node);
    const left = this.expression(node.left);
    // An operand Jinja2 folds away is never compiled there: an unknown filter in it fails only if evaluated.
    const outer = this.soft;
    const decided = shortCircuits(node, this.constantTruth);
    this.soft ||= decided;
    const right = this.operand(node.right, decided);
    this.soft = outer;
    switch (node.operator) {
      case "and":
        return (scope) => {
          const l = left(scope);
          return truthy(l) ? right(scope) : l;
        };
      case "or":
        return (scope) => {
          const l = left(scope);
          return truthy(l) ? l : right(scope);
        };
    }
    // Jinja2 folds a constant base and writes it into Python source unparenthesized: `(-7) ** n` runs as -(7 ** n).
    const op =
      node.operator === "**" && isConstant(node.left) && !isConstant(node.right)
        ? (a: unknown, b: unknown) => (isNegative(a) ? negate(power(negate(a), b)) : power(a, b))
        : ARITHMETIC[node.operator];
    return (scope) => {
      const l = left(scope);
      const r = right(scope);
      try {
        return created(op(l, r), true);
      } catch (error) {
        throw locate(error, where);
      }
    };
  }

  /**
   * `a ~ b ~ …`: Jinja2 parses a chain into one Concat node, folded whole or operand by operand, never pairwise (in
   * `1e999 ~ 'a' ~ x` the inf is written into Python's code, a NameError), and compiled without a level of recursion
   * per operand. It joins str() of the operands; where output is escaped, markup_join keeps the Markup among them
   * and escapes the rest when there is any (a constant chain is folded into a plain string, and where autoescape is
   * only known at render time Jinja2's generated code always joins plain strings).
   */
  concatenation(node: A.Binary): Expr {
    const operands: A.Expression[] = [];
    let chain: A.Expression = node;
    // A parenthesized chain on the left is an operand of its own (folded, it loses its Markup).
    for (; chain.type === "Binary" && chain.operator === "~" && (chain === node || !chain.grouped); chain = chain.left)
      operands.push(chain.right);
    operands.push(chain);
    const parts = operands.reverse().map(this.expression, this);
    const escaping = this.autoescape === true && !this.constant(node);
    return (scope) => {
      const values = parts.map((part) => part(scope));
      const joined =
        escaping && values.some((value) => value instanceof Markup)
          ? new Markup(values.map((value) => escapeValue(value).value).join(""))
          : sized(values.map(str).join(""));
      return created(joined);
    };
  }

  compare(node: A.Compare): Expr {
    const first = this.expression(node.first);
    // The operands after a constant false link are folded away in Jinja2 (see binary).
    const decided = falseLink(node, this.constant, this.constantTruth);
    const outer = this.soft;
    // A loop, not a callback: a callback using `this` would keep the compiler alive in the closures made here.
    const rest: [(typeof COMPARISONS)[A.CompareOperator], Expr][] = [];
    for (const [i, [op, expr]] of node.rest.entries()) {
      const away = decided >= 0 && i > decided;
      this.soft ||= away;
      rest.push([COMPARISONS[op], this.operand(expr, away)]);
    }
    this.soft = outer;
    const where = at(node);
    if (rest.length === 1) {
      // One comparison (nearly all of them), without the loop.
      const [test, second] = rest[0];
      return (scope) => {
        const left = first(scope);
        const right = second(scope);
        try {
          return !!test(left, right);
        } catch (error) {
          throw locate(error, where);
        }
      };
    }
    return (scope) => {
      let left = first(scope);
      for (const [test, expr] of rest) {
        const right = expr(scope);
        try {
          if (!test(left, right)) return false;
        } catch (error) {
          throw locate(error, where);
        }
        left = right;
      }
      return true;
    };
  }
}
