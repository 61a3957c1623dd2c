import type { Settings } from "./compiler.js";
import { keyError, LimitError, recursionError } from "./errors.js";
import { active } from "./limits.js";
import {
  address,
  bindArguments,
  type Kwargs,
  Markup,
  PyObject,
  repr,
  Undefined,
  undefinedName,
  unsafeAttribute,
} from "./values.js";

/** A compiled statement; returns a loop signal (0 = next, 1 = break, 2 = continue). */
export type Stmt = (scope: Scope) => number;

/** The mutable state of one render. */
export class RenderState {
  out = "";
  /**
   * A filter block's result that is not a string: Jinja2 yields it into the output, which fails only when the buffer
   * is joined (at the end of the render, macro, block or loop), so errors raised before then come first.
   */
  deferred: Error | null = null;
  iterations = 0;
  depth = 0;
  /** The top-level scope: what `{% block %}` bodies see. */
  readonly root: Scope = new Scope(null, this);
  private self: TemplateReference | null = null;
  constructor(
    readonly context: Record<string, unknown>,
    readonly env: Settings,
    /** The template's compiled `{% block %}` bodies, which `self.name()` renders. */
    readonly blocks: Map<string, Stmt>,
  ) {}

  /** A name no scope binds: the caller's context first (it overrides globals), then the globals. */
  resolve(name: string): unknown {
    const context = this.context;
    if (Object.hasOwn(context, name)) {
      const value = context[name];
      return value === undefined ? undefinedName(name) : value;
    }
    const globals = this.env.globals;
    return Object.hasOwn(globals, name) ? globals[name] : undefinedName(name);
  }

  /** Jinja2's `self`, which the template and each block declare when they read it before binding it. */
  templateReference(): TemplateReference {
    this.self ??= new TemplateReference(this);
    return this.self;
  }

  write(text: string): void {
    this.out += text;
    const limit = this.env.limits.maxOutputLength;
    if (this.out.length > limit) throw new LimitError(`Output exceeds the limit of ${limit} characters.`);
  }

  /** Runs `body` with output redirected to a fresh buffer and returns what it wrote. */
  capture(body: () => unknown): string {
    const saved = this.out;
    const deferred = this.deferred;
    this.out = "";
    this.deferred = null;
    try {
      body();
      if (this.deferred) throw this.deferred;
      return this.out;
    } finally {
      this.out = saved;
      this.deferred = deferred;
    }
  }

  /** Captures `body` one call level deeper (a macro call or a recursive loop), within the recursion limit. */
  descend(body: () => unknown): string {
    try {
      if (++this.depth > this.env.limits.maxRecursionDepth) throw recursionError();
      return this.capture(body);
    } finally {
      this.depth--;
    }
  }
}

/** Jinja2's `missing`: a variable its frame declared but has not set yet reads as undefined. */
const MISSING = Symbol("missing");

/** Declares `names` missing in a frame's scope as it starts (see frame-names.ts). */
export function markMissing(scope: Scope, names: string[]): void {
  for (const name of names) scope.set(name, MISSING);
}

/** Jinja2's `missing` object itself: a closure reads it where a frame that ended had a parameter (see `leave`). */
class MissingObject extends PyObject {
  get typeName() {
    return "_MissingType";
  }
  attribute(): undefined {}
  override repr(): string {
    return "missing";
  }
}
const MISSING_OBJECT = new MissingObject();

/** The variables a frame leaves behind: its parameters, and the others (normalised names). */
export interface Leftovers {
  parameters: string[];
  others: string[];
}

/**
 * Ends a frame as Jinja2's generated code does, which sets its variables to `missing` when its Python scope goes on:
 * a macro or caller made in it and called later reads its parameters as the `missing` object itself (unchecked
 * there), its other variables as undefined.
 */
export function leave(scope: Scope, leftovers: Leftovers): void {
  for (const name of leftovers.parameters) scope.set(name, MISSING_OBJECT);
  markMissing(scope, leftovers.others);
}

/** A variable as Jinja2 reads one that is not a parameter of the frame that holds it: never `missing` itself. */
export function readChecked(scope: Scope, name: string, raw: string): unknown {
  const value = scope.get(name, raw);
  return value === MISSING_OBJECT ? undefinedName(raw) : value;
}

/**
 * The scope of a block that is not scoped: Jinja2 renders it as a function of its own, which reads the template's
 * top-level variables through the context, where one not set yet is not declared at all.
 */
export function blockScope(st: RenderState): Scope {
  const view = new Scope(null, st);
  for (const [name, value] of st.root.vars ?? []) if (value !== MISSING && name !== "self") view.set(name, value);
  return view;
}

/** Variables bound by set, for, with, macro parameters; lookups fall through to the render state. */
export class Scope {
  vars: Map<string, unknown> | null = null;
  constructor(
    readonly parent: Scope | null,
    readonly st: RenderState,
  ) {}

  /** The variable `name`, else the context value or global `raw` (the name as written, when normalised). */
  get(name: string, raw = name): unknown {
    let scope: Scope | null = this;
    do {
      const vars: Map<string, unknown> | null = scope.vars;
      if (vars !== null) {
        const value = vars.get(name);
        if (value !== undefined) return value === MISSING ? undefinedName(raw) : value;
      }
      scope = scope.parent;
    } while (scope !== null);
    return this.st.resolve(raw);
  }

  set(name: string, value: unknown): void {
    if (this.vars === null) this.vars = new Map();
    this.vars.set(name, value);
  }
}

/** Jinja2's `self`: its attributes render the template's blocks. */
class TemplateReference extends PyObject {
  constructor(private readonly st: RenderState) {
    super();
  }
  get typeName() {
    return "TemplateReference";
  }
  /** Blocks are items (`self['b']`, and `self.b` falls back to the item); TemplateReference has no attributes. */
  attribute(): undefined {}
  override item(name: unknown): unknown {
    const body = typeof name === "string" ? this.st.blocks.get(name) : undefined;
    return body && new BlockReference(name as string, this.st, body);
  }
  /** Python iterates it by index, and the first lookup, `self[0]`, raises KeyError. */
  override iterate(): never {
    throw keyError("0");
  }
  override repr(): string {
    return "<TemplateReference None>";
  }
}

/** Jinja2's BlockReference (`self.b`): its name, no parent block (`super`) without inheritance, and a call. */
class BlockReference extends PyObject {
  constructor(
    private readonly name: string,
    private readonly st: RenderState,
    private readonly body: Stmt,
  ) {
    super();
  }
  get typeName() {
    return "BlockReference";
  }
  override repr(): string {
    return `<jinja2.runtime.BlockReference object at ${address(this)}>`;
  }
  attribute(name: string): unknown {
    if (name === "name") return this.name;
    // The sandbox refuses the private attributes (_context, _stack, _depth); others are missing.
    if (name === "_context" || name === "_stack" || name === "_depth") return unsafeAttribute(this, name);
    return name === "super" ? new Undefined(`there is no parent block called ${repr(this.name)}.`) : undefined;
  }
  override call(args: unknown[], kwargs: Kwargs): unknown {
    bindArguments("BlockReference.__call__", [], args, kwargs, 0, ["self"]);
    const st = this.st;
    const text = st.capture(() => this.body(blockScope(st)));
    // Safe where output is escaped when it is called, as a macro's result.
    return active.autoescape ? new Markup(text) : text;
  }
}
