import type { Settings } from "./compiler.js";
import { keyError, LimitError, recursionError } from "./errors.js";
import { active, PYTHON_FRAMES } from "./limits.js";
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

/** What a render past `maxLoopIterations` raises. */
export const tooManySteps = (limit: number): LimitError =>
  new LimitError(`Loop iterations and calls exceed the limit of ${limit}.`);

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

  /**
   * Jinja2's `self`, which the template and each block declare when they read it before binding it: its blocks
   * render with the context of the function that made it (`context`, see `contextOf`).
   */
  templateReference(context: Scope): TemplateReference {
    return new TemplateReference(this, context);
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

  /**
   * Captures `body` one call level deeper (a macro call or a recursive loop), which holds `frames` of Python's stack,
   * within the recursion limits.
   */
  descend(body: () => unknown, frames = 5): string {
    // A call counts as a loop iteration: a macro calling itself twice, thirty levels deep, loops nothing.
    const limit = this.env.limits.maxLoopIterations;
    if (++this.iterations > limit) throw tooManySteps(limit);
    return this.holding(frames, () => {
      try {
        if (++this.depth > this.env.limits.maxRecursionDepth) throw recursionError();
        return this.capture(body);
      } finally {
        this.depth--;
      }
    });
  }

  /** Runs `body` holding `frames` more of Python's stack, within its recursion limit. */
  holding<T>(frames: number, body: () => T): T {
    active.frames += frames;
    try {
      if (active.frames > PYTHON_FRAMES) throw recursionError();
      return body();
    } finally {
      active.frames -= frames;
    }
  }
}

/**
 * The name of a variable (or keyword argument) as Python sees it: Jinja2's generated code makes template names
 * Python identifiers, which Python normalises (NFKC), so `{% set ｘ = 1 %}` sets `x` and `dict(ａ=1)` makes `{'a': 1}`.
 * Context values and globals are still looked up by the name as written.
 */
export function identifier(name: string): string {
  // A loop over the characters beats a regular expression on names this short (compiling reads every name).
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code > 0x7e) return name.normalize("NFKC");
  }
  return name;
}

/** Jinja2's `missing`: a variable its frame declared but has not set yet reads as undefined. */
const MISSING = Symbol("missing");

/** Declares `names` missing in a frame's scope as it starts (see frame-names.ts). */
export function markMissing(scope: Scope, names: string[]): void {
  for (const name of names) scope.set(name, MISSING);
}

/** Jinja2's `missing` object itself: what a frame that ended leaves in its variables (see `leave`). */
class MissingObject extends PyObject {
  get typeName() {
    return "_MissingType";
  }
  attribute(): undefined {}
  override repr(): string {
    return "missing";
  }
}
export const MISSING_OBJECT = new MissingObject();

/** How a frame's variables start (normalised names; see frame-names.ts). */
export interface FrameStart {
  /** The variables that start missing. */
  missing: string[];
  /**
   * Where a closure may outlive the frame (or two names written differently are one variable), Jinja2's view of
   * its names: those it takes from outside as it starts, resolved or aliased (the normalised name, the name as
   * written, whether an alias), and every name it knows, as written, with whether it stores it. A frame that is not
   * a function's own shares its map with the frames at its level of one Python function (see `openFrame`).
   */
  inherits: [name: string, raw: string, alias: boolean][] | null;
  owns: ReadonlyMap<string, boolean> | null;
}

/**
 * A scope for a frame that is not a function's own (a loop body or else, a with, set, filter or autoescape block).
 * Jinja2 names a variable after its frame's level, so frames at one level of one Python function share it: a macro
 * kept from one loop reads what a later sibling loop binds. Such frames share a map, and read only the names they
 * know from it.
 */
export function openFrame(parent: Scope, start: FrameStart): Scope {
  const scope = new Scope(parent, parent.st);
  if (start.owns !== null) {
    scope.level = parent.level + 1;
    scope.levels = parent.levels ??= [];
    scope.vars = scope.levels[scope.level] ??= new Map();
  }
  startFrame(scope, start);
  return scope;
}

/**
 * Starts a frame's variables, as Jinja2 does at its start and at each iteration of a loop body. Shared ones are set
 * whatever a sibling frame left in them, and where nothing gives a value they are the `missing` object itself,
 * which a read of a parameter prints.
 */
export function startFrame(scope: Scope, start: FrameStart): void {
  const inherits = start.inherits;
  if (inherits === null) {
    markMissing(scope, start.missing);
    return;
  }
  scope.owns = start.owns;
  for (const [name, raw, alias] of inherits) scope.set(name, inherited(scope, name, raw, alias));
  for (const name of start.missing) scope.set(name, MISSING_OBJECT);
}

/**
 * What a frame's variable starts as when it comes from outside: an alias of the nearest enclosing frame's variable,
 * or Jinja2's resolve_or_missing, which skips the frames (no enclosing one knows the name as written): a block's
 * view of the template's top level, the context, the globals, else the `missing` object itself.
 */
function inherited(frame: Scope, name: string, raw: string, alias: boolean): unknown {
  let top = frame;
  for (let scope = frame.parent; scope !== null; scope = scope.parent) {
    const value = alias && (scope.owns === null || scope.owns.has(raw)) ? scope.vars?.get(name) : undefined;
    if (value !== undefined) return value;
    top = scope;
  }
  const view = top !== frame.st.root ? top.vars?.get(raw) : undefined;
  if (view !== undefined) return view;
  const { context, env } = frame.st;
  if (Object.hasOwn(context, raw)) return context[raw] === undefined ? undefinedName(raw) : context[raw];
  return Object.hasOwn(env.globals, raw) ? env.globals[raw] : MISSING_OBJECT;
}

/**
 * Ends a frame as Jinja2's generated code does, which sets its variables to `missing` when its Python scope goes on:
 * a macro or caller made in it and called later reads its parameters as the `missing` object itself (unchecked
 * there), its other variables as undefined.
 */
export function leave(scope: Scope, names: string[]): void {
  for (const name of names) scope.set(name, MISSING_OBJECT);
}

/** A variable as Jinja2 reads one that is not a parameter of the frame that holds it: never `missing` itself. */
export function readChecked(scope: Scope, name: string, raw: string): unknown {
  const value = scope.get(name, raw);
  return value === MISSING_OBJECT ? undefinedName(raw) : value;
}

/**
 * The scope of a block: Jinja2 renders it as a function of its own, which reads through the context what the frames
 * around it have stored when it is called (a scoped block; the template's top level for any other), a variable
 * still `missing` there not at all. That view of them is the parent of the block's own scope.
 */
export function blockScope(frame: Scope): Scope {
  const view = new Scope(null, frame.st);
  // What the frames store, by the name as written (a frame's map holds it normalised), the innermost frame's first.
  const seen = new Set<string>();
  const add = (name: string, value: unknown) => {
    if (seen.has(name)) return;
    seen.add(name);
    if (value !== undefined && value !== MISSING && value !== MISSING_OBJECT && name !== "self") view.set(name, value);
  };
  for (let scope: Scope | null = frame; scope !== null; scope = scope.parent) {
    if (scope.owns === null) for (const [name, value] of scope.vars ?? []) add(name, value);
    else for (const [name, stored] of scope.owns) if (stored) add(name, scope.vars?.get(identifier(name)));
  }
  return new Scope(view, frame.st);
}

/** The context a block called from `scope` reads: the view of the block it is in, else the template's top level. */
export function contextOf(scope: Scope): Scope {
  let top = scope;
  while (top.parent !== null) top = top.parent;
  return top;
}

/** Variables bound by set, for, with, macro parameters; lookups fall through to the render state. */
export class Scope {
  vars: Map<string, unknown> | null = null;
  /**
   * The names the frame knows, as written (see `FrameStart`): a variable is the nearest frame's that knows the name
   * as written, as Jinja2 finds it. Null: any its map holds.
   */
  owns: ReadonlyMap<string, boolean> | null = null;
  /** The frame's level in its Python function, whose frames' shared maps are `levels`. */
  level = 0;
  levels: Map<string, unknown>[] | null = null;
  constructor(
    readonly parent: Scope | null,
    readonly st: RenderState,
  ) {}

  /** The variable `name`, else the context value or global `raw` (the name as written, when normalised). */
  get(name: string, raw = name): unknown {
    let scope: Scope | null = this;
    do {
      const vars: Map<string, unknown> | null = scope.vars;
      if (vars !== null && (scope.owns === null || scope.owns.has(raw))) {
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
  constructor(
    private readonly st: RenderState,
    private readonly context: Scope,
  ) {
    super();
  }
  get typeName() {
    return "TemplateReference";
  }
  /** Blocks are items (`self['b']`, and `self.b` falls back to the item); TemplateReference has no attributes. */
  attribute(): undefined {}
  override item(name: unknown): unknown {
    const body = typeof name === "string" ? this.st.blocks.get(name) : undefined;
    return body && new BlockReference(name as string, this.st, body, this.context);
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
    private readonly context: Scope,
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
    // A call through the sandbox and the context to the block's generator: six frames of Python's stack, as measured.
    const text = st.descend(() => this.body(blockScope(this.context)), 6);
    // Safe where output is escaped when it is called, as a macro's result.
    return active.autoescape ? new Markup(text) : text;
  }
}
