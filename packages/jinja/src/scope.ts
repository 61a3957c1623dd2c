import type { Settings } from "./compiler.js";
import { LimitError, recursionError } from "./errors.js";
import { Callable, Markup, PyObject, undefinedName } from "./values.js";

/** A compiled statement; returns a loop signal (0 = next, 1 = break, 2 = continue). */
export type Stmt = (scope: Scope) => number;

/** The mutable state of one render. */
export class RenderState {
  out = "";
  iterations = 0;
  depth = 0;
  createdLength = 0;
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
    if (Object.hasOwn(globals, name)) return globals[name];
    if (name !== "self") return undefinedName(name);
    this.self ??= new TemplateReference(this);
    return this.self;
  }

  /**
   * Counts a string, list or dict a filter, call, operator or slice created toward `maxCreatedLength`. A template
   * can keep values without bound (a namespace holding a list of namespaces, a deep macro recursion), so only
   * counting what it creates bounds its memory.
   */
  created(value: unknown): unknown {
    const size =
      typeof value === "string" || Array.isArray(value)
        ? value.length
        : value instanceof Map
          ? value.size
          : value instanceof Markup
            ? value.value.length
            : 0;
    const limit = this.env.limits.maxCreatedLength;
    this.createdLength += size;
    if (this.createdLength > limit) {
      throw new LimitError(
        `Strings and lists created exceed the limit of ${limit} characters and items.`,
        "MemoryError",
      );
    }
    return value;
  }

  write(text: string): void {
    this.out += text;
    const limit = this.env.limits.maxOutputLength;
    if (this.out.length > limit) throw new LimitError(`Output exceeds the limit of ${limit} characters.`);
  }

  /** Runs `body` with output redirected to a fresh buffer and returns what it wrote. */
  capture(body: () => unknown): string {
    const saved = this.out;
    this.out = "";
    try {
      body();
      return this.out;
    } finally {
      this.out = saved;
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

/** Variables bound by set, for, with, macro parameters; lookups fall through to the render state. */
export class Scope {
  vars: Map<string, unknown> | null = null;
  constructor(
    readonly parent: Scope | null,
    readonly st: RenderState,
  ) {}

  get(name: string): unknown {
    let scope: Scope | null = this;
    do {
      const vars: Map<string, unknown> | null = scope.vars;
      if (vars !== null) {
        const value = vars.get(name);
        if (value !== undefined) return value;
      }
      scope = scope.parent;
    } while (scope !== null);
    return this.st.resolve(name);
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
  attribute(name: string): unknown {
    const st = this.st;
    const body = st.blocks.get(name);
    return body && new Callable(name, () => st.capture(() => body(new Scope(st.root, st))));
  }
  override repr(): string {
    return "<TemplateReference None>";
  }
}
