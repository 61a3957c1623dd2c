import { callMethod, callValue, getAttribute, getItem } from "./access.js";
import type * as A from "./ast.js";
import {
  LimitError,
  type Position,
  TemplateError,
  TemplateRuntimeError,
  TemplateSyntaxError,
  typeError,
  valueError,
} from "./errors.js";
import type { FilterContext, FilterFunction } from "./filters.js";
import { FILTERS } from "./filters.js";
import { active, type Limits } from "./limits.js";
import { LoopContext } from "./loop.js";
import {
  add,
  COMPARISONS,
  concat,
  divide,
  floorDivide,
  modulo,
  multiply,
  negate,
  plus,
  power,
  slice,
  subtract,
} from "./operators.js";
import { RenderState, Scope, type Stmt } from "./scope.js";
import type { TestFunction } from "./tests.js";
import {
  Callable,
  dictEntries,
  escapeValue,
  isMapping,
  isTuple,
  iterate,
  type Kwargs,
  mapKey,
  missingItem,
  Namespace,
  PyObject,
  repr,
  str,
  truthy,
  tuple,
  typeName,
  Undefined,
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
const NEXT = 0;
const NOTHING: Stmt = () => NEXT;
const EMPTY: unknown[] = [];
const NO_ARGUMENTS = (): [unknown[], null] => [EMPTY, null];
const NO_KEYWORDS: Kwargs = {};
const BREAK = 1;
const CONTINUE = 2;

/**
 * A node's position packed into one small integer (column in the low 20 bits), so that compiled closures
 * neither keep the syntax tree alive nor allocate a position object each.
 */
const at = (node: Position): number => node.line * 0x100000 + node.column;
const unpack = (packed: number): Position => ({ line: Math.floor(packed / 0x100000), column: packed % 0x100000 });

/** Gives a runtime error the position of the node that raised it (the innermost wrapped node wins). */
function locate(error: unknown, packed: number): unknown {
  if (error instanceof TemplateError) return error.locate(unpack(packed));
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new LimitError("Maximum recursion depth exceeded.", "RecursionError", unpack(packed));
  }
  return error;
}

/** Python's slice object, which a subscript holds in a tuple key (`x[1, ::2]`). */
class SliceObject extends PyObject {
  constructor(readonly bounds: unknown[]) {
    super();
  }
  attribute(): undefined {}
  get typeName(): string {
    return "slice";
  }
  override repr(): string {
    return `slice(${this.bounds.map((b) => repr(b)).join(", ")})`;
  }
}

/** Filters Jinja2 cannot fold at compile time (they need the render context), and user filters. */
const CONTEXT_FILTERS = new Set(["map", "select", "reject", "selectattr", "rejectattr", "random"]);

/** Whether Jinja2 would evaluate this expression at compile time (it involves no variables or calls). */
function isConstant(node: A.Expression | null): boolean {
  if (node === null) return true;
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
      return isConstant(node.left) && isConstant(node.right);
    case "Compare":
      return isConstant(node.first) && node.rest.every(([, e]) => isConstant(e));
    case "Conditional":
      return isConstant(node.test) && isConstant(node.body) && isConstant(node.orelse);
    case "GetAttr":
      return isConstant(node.object);
    case "GetItem":
      return isConstant(node.object) && isConstant(node.key);
    case "Slice":
      return isConstant(node.start) && isConstant(node.stop) && isConstant(node.step);
    case "Filter":
    case "Test":
      return (
        !CONTEXT_FILTERS.has(node.name) &&
        (node.type === "Test" || Object.hasOwn(FILTERS, node.name)) &&
        isConstant(node.input) &&
        node.args.every(isConstant) &&
        node.kwargs.every(([, v]) => isConstant(v)) &&
        !node.starArgs &&
        !node.starKwargs
      );
    default:
      return false;
  }
}

/** Visits every statement of a body, nested ones included (assignments only ever appear in statements). */
function eachStatement(body: A.Statement[], visit: (node: A.Statement) => void): void {
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

/** Compiles a parsed template into closures once; the returned function renders a context. */
export function compile(program: A.Program, env: Settings): (context: Record<string, unknown>) => string {
  const compiler = new Compiler(env, program);
  const body = compiler.block(program.body);
  const blocks = compiler.blocks;
  return (context) => {
    const st = new RenderState(context, env, blocks);
    const { limits, now } = active;
    active.limits = env.limits;
    active.now = env.now;
    try {
      st.root = new Scope(null, st);
      body(st.root);
      return st.out;
    } finally {
      active.limits = limits;
      active.now = now;
    }
  };
}

class Compiler {
  /** Compiled `{% block %}` bodies by name, for `self.name()`. */
  readonly blocks = new Map<string, Stmt>();
  /** Names that some statement binds; all others resolve straight from the context and globals. */
  private readonly bound = new Set<string>(["loop", "caller", "varargs", "kwargs"]);
  private autoescape = false;
  /** Whether unknown filters and tests are reported at render time (inside if statements and expressions). */
  private soft = false;
  /** Whether the expression being compiled is a whole constant output expression (see the Slice case). */
  private folding = false;
  /** Names read inside the macro being compiled (to know whether it takes varargs, kwargs or caller). */
  private referenced: Set<string> | null = null;

  constructor(
    private readonly env: Settings,
    program: A.Program,
  ) {
    eachStatement(program.body, (node) => {
      if (node.type === "Set" || node.type === "SetBlock" || node.type === "For") this.bindTarget(node.target);
      if (node.type === "With") for (const target of node.targets) this.bindTarget(target);
      if (node.type === "Macro") this.bound.add(node.name);
      if (node.type === "Macro" || node.type === "CallBlock") for (const param of node.params) this.bound.add(param);
    });
  }

  private bindTarget(target: A.Expression): void {
    if (target.type === "Name") this.bound.add(target.name);
    if (target.type === "Tuple") for (const item of target.items) this.bindTarget(item);
  }

  block(statements: A.Statement[]): Stmt {
    const compiled = statements.map((s) => this.statement(s));
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

  private statement(node: A.Statement): Stmt {
    // Like Jinja2's soft frames: inside if/elif/else an unknown filter or test fails only when evaluated,
    // while bodies of other statements (loops, macros, blocks) are checked when compiled.
    const soft = this.soft;
    if (node.type !== "If" && node.type !== "Output" && node.type !== "Set") this.soft = false;
    const run = this.statementBody(node);
    this.soft = soft;
    // Text cannot fail; output and if statements consist of expressions that locate their own errors.
    if (node.type === "Text" || node.type === "Output" || node.type === "If") return run;
    const position = at(node);
    return (scope) => {
      try {
        return run(scope);
      } catch (error) {
        throw locate(error, position);
      }
    };
  }

  private statementBody(node: A.Statement): Stmt {
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
        this.folding = isConstant(node.value);
        const value = this.expression(node.value);
        this.folding = false;
        if (this.autoescape) {
          return (scope) => {
            scope.st.write(escapeValue(value(scope)).value);
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
        const soft = this.soft;
        this.soft = true;
        const test = this.expression(node.test);
        const body = this.block(node.body);
        const orelse = this.block(node.orelse);
        this.soft = soft;
        return (scope) => (truthy(test(scope)) ? body(scope) : orelse(scope));
      }
      case "For":
        return this.forLoop(node);
      case "Set": {
        const assign = this.assignment(node.target);
        const value = this.expression(node.value);
        return (scope) => {
          assign(scope, value(scope));
          return NEXT;
        };
      }
      case "SetBlock": {
        const assign = this.assignment(node.target);
        const body = this.block(node.body);
        const filters = this.filterChain(node.filters);
        return (scope) => {
          const captured = scope.st.capture(() => body(scope));
          assign(scope, filters(scope, captured));
          return NEXT;
        };
      }
      case "Macro": {
        const define = this.macro(node.name, node.params, node.defaults, node.body);
        const name = node.name;
        return (scope) => {
          scope.set(name, define(scope));
          return NEXT;
        };
      }
      case "CallBlock": {
        const makeCaller = this.macro("caller", node.params, node.defaults, node.body);
        const call = this.call(node.call, { caller: makeCaller });
        return (scope) => {
          const v = call(scope);
          scope.st.write(str(v));
          return NEXT;
        };
      }
      case "FilterBlock": {
        const body = this.block(node.body);
        const filters = this.filterChain(node.filters);
        return (scope) => {
          const captured = scope.st.capture(() => body(scope));
          const result = filters(scope, captured);
          // Jinja2 joins the filter's raw result into the output, which only works for strings.
          if (typeof result !== "string")
            throw typeError(`sequence item 0: expected str instance, ${typeName(result)} found`);
          scope.st.write(result);
          return NEXT;
        };
      }
      case "With": {
        const assigns = node.targets.map((t) => this.assignment(t));
        const values = node.values.map((v) => this.expression(v));
        const body = this.block(node.body);
        return (scope) => {
          const inner = new Scope(scope, scope.st);
          const evaluated = values.map((value) => value(scope));
          for (let i = 0; i < assigns.length; i++) assigns[i](inner, evaluated[i]);
          return body(inner);
        };
      }
      case "Block": {
        if (node.tag === "autoescape") {
          const saved = this.autoescape;
          this.autoescape = node.argument?.type === "Literal" ? truthy(node.argument.value) : true;
          const body = this.block(node.body);
          this.autoescape = saved;
          return body;
        }
        const body = this.block(node.body);
        if (node.tag === "block" && node.argument?.type === "Name" && !this.blocks.has(node.argument.name)) {
          this.blocks.set(node.argument.name, body);
        }
        const scoped = node.tag !== "block" || node.scoped;
        return (scope) => {
          body(new Scope(scoped ? scope : scope.st.root, scope.st));
          return NEXT;
        };
      }
      case "Break":
        return () => BREAK;
      case "Continue":
        return () => CONTINUE;
      case "NeedsLoader":
        return () => {
          throw new TemplateRuntimeError("no loader for this environment specified", "TypeError");
        };
    }
  }

  /** Compiles an assignment target: a name, a tuple of targets, or a namespace attribute. */
  private assignment(target: A.Expression): (scope: Scope, value: unknown) => void {
    if (target.type === "Name") {
      const name = target.name;
      return (scope, value) => scope.set(name, value);
    }
    if (target.type === "Tuple") {
      const parts = target.items.map((item) => this.assignment(item));
      return (scope, value) => {
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
      const attr = target.name;
      return (scope, value) => {
        const ns = scope.get(owner);
        if (!(ns instanceof Namespace)) {
          throw new TemplateRuntimeError("cannot assign attribute on non-namespace object", "TemplateRuntimeError");
        }
        ns.attrs.set(attr, value);
      };
    }
    throw new TemplateSyntaxError("Can't assign to this expression", target);
  }

  private forLoop(node: A.For): Stmt {
    const assign = this.assignment(node.target);
    const iterable = this.expression(node.iterable);
    const filter = node.filter ? this.expression(node.filter) : null;
    const body = this.block(node.body);
    const orelse = this.block(node.orelse);
    const recursive = node.recursive;

    /**
     * Runs the loop and then its else block when Jinja2 would: when nothing was iterated, or when the last
     * iteration ended in break or continue (Jinja2 only records an iteration that reaches the end of the body).
     */
    const run = (scope: Scope, value: unknown, depth0: number): number => {
      const st = scope.st;
      let items = iterate(value);
      if (filter) {
        const probe = new Scope(scope, st);
        items = items.filter((item) => {
          assign(probe, item);
          return truthy(filter(probe));
        });
      }
      if (items.length === 0) return orelse(scope);
      const recurse = recursive
        ? (next: unknown) => {
            if (++st.depth > st.env.limits.maxRecursionDepth)
              throw new LimitError("Maximum recursion depth exceeded.", "RecursionError");
            try {
              return st.capture(() => run(scope, next, depth0 + 1));
            } finally {
              st.depth--;
            }
          }
        : null;
      const loop = new LoopContext(items, depth0, recurse);
      const inner = new Scope(scope, st);
      const limit = st.env.limits.maxLoopIterations;
      let runElse = true;
      for (let i = 0; i < items.length; i++) {
        if (++st.iterations > limit) throw new LimitError(`Loop iterations exceed the limit of ${limit}.`);
        inner.vars?.clear();
        loop.index0 = i;
        inner.set("loop", loop);
        assign(inner, items[i]);
        const signal = body(inner);
        if (signal === NEXT) runElse = false;
        else if (signal === BREAK) break;
      }
      return runElse ? orelse(scope) : NEXT;
    };
    return (scope) => run(scope, iterable(scope), 0);
  }

  /**
   * Compiles a macro (or a call block's caller) to a factory that, given the defining scope, makes the callable.
   * Arguments bind like Jinja2's: positionals, then keywords, then defaults evaluated at call time.
   */
  private macro(name: string, params: string[], defaults: (A.Expression | null)[], body: A.Statement[]) {
    const outer = this.referenced;
    const referenced = new Set<string>();
    this.referenced = referenced;
    const render = this.block(body);
    this.referenced = outer;
    for (const used of referenced) outer?.add(used);
    const usesVarargs = referenced.has("varargs");
    const usesKwargs = referenced.has("kwargs");
    const usesCaller = referenced.has("caller");
    const defaultValues = defaults.map((d) => (d ? this.expression(d) : null));
    const attributes = {
      name,
      arguments: tuple([...params]),
      catch_varargs: usesVarargs,
      catch_kwargs: usesKwargs,
      caller: usesCaller,
    };
    return (defining: Scope) =>
      new Callable(
        name,
        (args: unknown[], kwargs: Kwargs) => {
          const st = defining.st;
          const scope = new Scope(defining, st);
          if (args.length > params.length && !usesVarargs) {
            throw typeError(`macro '${name}' takes not more than ${params.length} argument(s)`);
          }
          const extra = { ...kwargs };
          for (let i = 0; i < params.length; i++) {
            const param = params[i];
            if (i < args.length) {
              if (Object.hasOwn(extra, param))
                throw typeError(`macro '${name}' got multiple values for argument '${param}'`);
              scope.set(param, args[i]);
            } else if (Object.hasOwn(extra, param)) {
              scope.set(param, extra[param]);
              delete extra[param];
            } else {
              const fallback = defaultValues[i];
              scope.set(param, fallback ? fallback(scope) : new Undefined(`parameter '${param}' was not provided`));
            }
          }
          // A macro that never reads `caller` leaves it among the keyword arguments, as Jinja2 does.
          if (usesCaller) {
            scope.set("caller", Object.hasOwn(extra, "caller") ? extra.caller : new Undefined("No caller defined"));
            delete extra.caller;
          }
          if (usesVarargs) scope.set("varargs", tuple(args.slice(params.length)));
          const leftover = Object.keys(extra);
          if (usesKwargs) scope.set("kwargs", new Map(Object.entries(extra)));
          else if (leftover.includes("caller")) {
            throw typeError(`macro '${name}' was invoked with two values for the special caller argument.`);
          } else if (leftover.length) throw typeError(`macro '${name}' takes no keyword argument '${leftover[0]}'`);
          if (++st.depth > st.env.limits.maxRecursionDepth) {
            st.depth--;
            throw new LimitError("Maximum recursion depth exceeded.", "RecursionError");
          }
          try {
            return st.capture(() => render(scope));
          } finally {
            st.depth--;
          }
        },
        attributes,
        `<Macro '${name}'>`,
      );
  }

  /** Applies a chain of filters (from a set/filter block) to the captured body text. */
  private filterChain(filters: A.FilterExpr[]): (scope: Scope, input: unknown) => unknown {
    const steps = filters.map((f) => this.filterApplication(f));
    return (scope, input) => {
      let value = input;
      for (const step of steps) value = step(scope, value);
      return value;
    };
  }

  /** Compiles a filter or test; with `input` the result evaluates it, without it the result takes the input. */
  private filterApplication(node: A.FilterExpr | A.TestExpr): (scope: Scope, input: unknown) => unknown;
  private filterApplication(node: A.FilterExpr | A.TestExpr, input: Expr): Expr;
  private filterApplication(node: A.FilterExpr | A.TestExpr, input?: Expr): (scope: Scope, input?: unknown) => unknown {
    const where = at(node);
    const isFilter = node.type === "Filter";
    const registry: Record<string, unknown> = isFilter ? this.env.filters : this.env.tests;
    if (!Object.hasOwn(registry, node.name)) {
      const message = `${isFilter ? "Unknown filter" : "Unknown test"}: ${node.name}`;
      const error = () => new TemplateSyntaxError(message, unpack(where));
      if (!this.soft) throw error();
      return () => {
        throw error();
      };
    }
    const filter = isFilter ? (registry[node.name] as FilterFunction) : null;
    const test = isFilter ? null : (registry[node.name] as TestFunction);
    const args = this.arguments(node);
    const env = this.env;
    const apply = (scope: Scope, value: unknown) => {
      const [positional, keywords] = args(scope);
      try {
        return filter ? filter(value, positional, keywords ?? NO_KEYWORDS, env) : test!(value, positional, env);
      } catch (error) {
        throw locate(error, where);
      }
    };
    return input ? (scope: Scope) => apply(scope, input(scope)) : apply;
  }

  /** Compiles call arguments to a function returning [positional, keywords or null]. */
  private arguments(node: A.Arguments): (scope: Scope) => [unknown[], Kwargs | null] {
    const positional = node.args.map((a) => this.expression(a));
    const keywords = node.kwargs.map(([k, v]) => [k, this.expression(v)] as const);
    const starArgs = node.starArgs ? this.expression(node.starArgs) : null;
    const starKwargs = node.starKwargs ? this.expression(node.starKwargs) : null;
    if (!keywords.length && !starArgs && !starKwargs) {
      if (positional.length === 0) return NO_ARGUMENTS;
      return (scope) => [positional.map((p) => p(scope)), null];
    }
    return (scope) => {
      const args = positional.map((p) => p(scope));
      if (starArgs) args.push(...iterate(starArgs(scope)));
      const kwargs: Kwargs = {};
      for (const [key, value] of keywords) kwargs[key] = value(scope);
      if (starKwargs) {
        const extra = starKwargs(scope);
        if (!isMapping(extra)) throw typeError(`argument after ** must be a mapping, not ${typeName(extra)}`);
        for (const [key, value] of dictEntries(extra)) kwargs[str(key)] = value;
      }
      return [args, kwargs];
    };
  }

  /** A call; `extra` adds keyword arguments made from the scope (a call block's `caller`). */
  private call(node: A.Call, extra?: Record<string, (scope: Scope) => unknown>): Expr {
    const where = at(node);
    const args = this.arguments(node);
    const withExtra = (scope: Scope): [unknown[], Kwargs | null] => {
      const [positional, keywords] = args(scope);
      if (!extra) return [positional, keywords];
      const merged: Kwargs = { ...keywords };
      for (const [key, make] of Object.entries(extra)) merged[key] = make(scope);
      return [positional, merged];
    };
    if (node.callee.type === "GetAttr") {
      const object = this.expression(node.callee.object);
      const name = node.callee.name;
      return (scope) => {
        const target = object(scope);
        const [positional, keywords] = withExtra(scope);
        try {
          return callMethod(target, name, positional, keywords);
        } catch (error) {
          throw locate(error, where);
        }
      };
    }
    const callee = this.expression(node.callee);
    return (scope) => {
      const fn = callee(scope);
      const [positional, keywords] = withExtra(scope);
      try {
        return callValue(fn, positional, keywords);
      } catch (error) {
        throw locate(error, where);
      }
    };
  }

  expression(node: A.Expression): Expr {
    switch (node.type) {
      case "Literal": {
        const value = node.value;
        return () => value;
      }
      case "Name": {
        const name = node.name;
        this.referenced?.add(name);
        if (!this.bound.has(name)) return (scope) => scope.st.resolve(name);
        return (scope) => scope.get(name);
      }
      case "List": {
        const items = node.items.map((item) => this.expression(item));
        return (scope) => items.map((item) => item(scope));
      }
      case "Tuple": {
        const items = node.items.map((item) => this.expression(item));
        return (scope) => tuple(items.map((item) => item(scope)));
      }
      case "Dict": {
        const entries = node.entries.map(([k, v]) => [this.expression(k), this.expression(v)] as const);
        return (scope) => {
          const dict = new Map<unknown, unknown>();
          for (const [key, value] of entries) {
            const k = key(scope);
            if ((Array.isArray(k) && !isTuple(k)) || isMapping(k)) throw typeError(`unhashable type: '${typeName(k)}'`);
            dict.set(mapKey(dict, k), value(scope));
          }
          return dict;
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
      case "GetItem": {
        const object = this.expression(node.object);
        if (node.key.type === "Slice") {
          const parts = [node.key.start, node.key.stop, node.key.step].map((p) =>
            p ? this.expression(p) : () => null,
          );
          const folded = this.folding;
          return (scope) => {
            const value = object(scope);
            const [start, stop, step] = [parts[0](scope), parts[1](scope), parts[2](scope)];
            try {
              return slice(value, start, stop, step);
            } catch (error) {
              // Folded at compile time, a failed subscription becomes an undefined value; at render time it raises.
              if (folded && error instanceof TemplateRuntimeError && error.kind === "TypeError") {
                return new Undefined(error.reason);
              }
              throw error;
            }
          };
        }
        if (this.folding && node.key.type === "Tuple" && node.key.items.some((item) => item.type === "Slice")) {
          // Folded, `x[1, ::2]` looks up a tuple holding a slice, which no value takes (a slice is unhashable):
          // an undefined value. Unfolded, Jinja2 generates invalid Python, which the Slice case reports.
          const items = node.key.items.map((item) => {
            if (item.type !== "Slice") return this.expression(item);
            const bounds = [item.start, item.stop, item.step].map((p) => (p ? this.expression(p) : () => null));
            return (scope: Scope) => new SliceObject(bounds.map((b) => b(scope)));
          });
          return (scope) => {
            const value = object(scope);
            return value instanceof Undefined ? value.fail() : missingItem(value, tuple(items.map((i) => i(scope))));
          };
        }
        const key = this.expression(node.key);
        const where = at(node);
        return (scope) => {
          try {
            return getItem(object(scope), key(scope));
          } catch (error) {
            throw locate(error, where);
          }
        };
      }
      case "Slice":
        throw new TemplateSyntaxError("Unexpected slice", node);
      case "Call":
        return this.call(node);
      case "Filter":
        return this.filterApplication(node, node.input ? this.expression(node.input) : () => new Undefined("no input"));
      case "Test":
        return this.filterApplication(node, this.expression(node.input));
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
        const soft = this.soft;
        this.soft = true;
        const test = this.expression(node.test);
        const body = this.expression(node.body);
        const line = node.line;
        const orelse = node.orelse
          ? this.expression(node.orelse)
          : () =>
              new Undefined(
                `the inline if-expression on line ${line} evaluated to false and no else section was defined.`,
              );
        this.soft = soft;
        return (scope) => (truthy(test(scope)) ? body(scope) : orelse(scope));
      }
    }
  }

  private binary(node: A.Binary): Expr {
    const where = at(node);
    const left = this.expression(node.left);
    const right = this.expression(node.right);
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
      case "~":
        return (scope) => concat(left(scope), right(scope));
    }
    const op = { "+": add, "-": subtract, "*": multiply, "/": divide, "//": floorDivide, "%": modulo, "**": power }[
      node.operator
    ];
    return (scope) => {
      const l = left(scope);
      const r = right(scope);
      try {
        return op(l, r);
      } catch (error) {
        throw locate(error, where);
      }
    };
  }

  private compare(node: A.Compare): Expr {
    const first = this.expression(node.first);
    const rest = node.rest.map(([op, expr]) => [COMPARISONS[op], this.expression(expr)] as const);
    const where = at(node);
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
