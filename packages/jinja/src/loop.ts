import { typeError } from "./errors.js";
import { bindArguments, Callable, equals, Generator, type Kwargs, type Markup, tuple, Undefined } from "./values.js";

/** What a loop's source returns when it has no more items. */
export const END = {};

/**
 * The `loop` variable of a for loop. Like Python's LoopContext it is the loop's own iterator: iterating it
 * (`loop | list`, `loop | first`) takes the loop's next items as `(item, loop)` pairs, and it has a length.
 * Items are read from their source only when needed (the next iteration, `last`, `nextitem`, `length`), as
 * Python reads a generator or a filtered loop, whose condition may depend on what the body did.
 */
export class LoopContext extends Generator {
  index0 = 0;
  private lastChanged: unknown[] | null = null;

  constructor(
    /** The items read so far; the for loop walks them by index. */
    readonly sequence: unknown[],
    /** Gives the next item, or END; null once `sequence` holds them all. */
    private source: (() => unknown) | null,
    readonly depth0: number,
    /** Renders the loop body over new items one level deeper; null unless the loop is `recursive`. */
    private readonly recurse: ((items: unknown) => string | Markup) | null,
    /** Python's len() of what the loop iterates, when it has one that its items do not tell (an outer `loop`). */
    private readonly lengthOf: (() => number) | null = null,
  ) {
    // Generator's own state stays unused: next and drain below walk the loop itself.
    super(() => sequence);
  }

  /** Whether the loop has an item at index `i`, reading up to it from the source. */
  has(i: number): boolean {
    const items = this.sequence;
    while (i >= items.length) {
      if (this.source === null) return false;
      const item = this.source();
      if (item === END) {
        this.source = null;
        return false;
      }
      items.push(item);
    }
    return true;
  }

  private size(): number {
    if (this.lengthOf) return this.lengthOf();
    while (this.has(this.sequence.length));
    return this.sequence.length;
  }

  override next<T>(done: T): unknown {
    return this.has(this.index0 + 1) ? tuple([this.sequence[++this.index0], this]) : done;
  }

  override drain(): unknown[] {
    const rest: unknown[] = [];
    for (let pair = this.next(rest); pair !== rest; pair = this.next(rest)) rest.push(pair);
    return rest;
  }

  override len(): number {
    return this.size();
  }

  override get typeName() {
    return "LoopContext";
  }

  override call(args: unknown[], kwargs: Kwargs): unknown {
    const [iterable] = bindArguments("LoopContext.__call__", ["iterable"], args, kwargs, 1, ["self"]);
    if (!this.recurse) throw typeError("The loop must have the 'recursive' marker to be called recursively.");
    return this.recurse(iterable);
  }

  override repr(): string {
    return `<LoopContext ${this.index0 + 1}/${this.size()}>`;
  }

  override attribute(name: string): unknown {
    const i = this.index0;
    switch (name) {
      case "index":
        return i + 1;
      case "index0":
        return i;
      case "revindex":
        return this.size() - i;
      case "revindex0":
        return this.size() - i - 1;
      case "first":
        return i === 0;
      case "last":
        return !this.has(i + 1);
      case "length":
        return this.size();
      case "depth":
        return this.depth0 + 1;
      case "depth0":
        return this.depth0;
      case "previtem":
        return i > 0 ? this.sequence[i - 1] : new Undefined("there is no previous item");
      case "nextitem":
        return this.has(i + 1) ? this.sequence[i + 1] : new Undefined("there is no next item");
      case "cycle":
        return this.method(name, (args) => {
          if (!args.length) throw typeError("no items for cycling given");
          return args[this.index0 % args.length];
        });
      case "changed":
        return this.method(name, (args) => {
          if (this.lastChanged && equals(this.lastChanged, args)) return false;
          this.lastChanged = args;
          return true;
        });
    }
    return undefined;
  }

  /**
   * A method bound to this loop, which prints as Python's bound method. The text is made when printed: the loop's
   * repr holds its length, which reads a lazy loop's source to the end.
   */
  private method(name: string, call: (args: unknown[]) => unknown): Callable {
    const text = () => `<bound method LoopContext.${name} of ${this.repr()}>`;
    return new Callable(name, call, null, text, undefined, "method", { self: this });
  }
}
