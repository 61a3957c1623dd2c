import { typeError } from "./errors.js";
import { Callable, equals, Generator, tuple, Undefined } from "./values.js";

/**
 * The `loop` variable of a for loop. Like Python's LoopContext it is the loop's own iterator: iterating it
 * (`loop | list`, `loop | first`) takes the loop's next items as `(item, loop)` pairs, and it has a length.
 */
export class LoopContext extends Generator {
  index0 = 0;
  private lastChanged: unknown[] | null = null;

  constructor(
    private readonly sequence: unknown[],
    readonly depth0: number,
    /** Renders the loop body over new items one level deeper; null unless the loop is `recursive`. */
    private readonly recurse: ((items: unknown) => string) | null,
  ) {
    // Generator's own state stays unused: next and drain below walk the loop itself.
    super(() => sequence);
  }

  override next<T>(done: T): unknown {
    return this.index0 < this.sequence.length - 1 ? tuple([this.sequence[++this.index0], this]) : done;
  }

  override drain(): unknown[] {
    const rest: unknown[] = [];
    for (let pair = this.next(rest); pair !== rest; pair = this.next(rest)) rest.push(pair);
    return rest;
  }

  override len(): number {
    return this.sequence.length;
  }

  override get typeName() {
    return "LoopContext";
  }

  override call(args: unknown[]): unknown {
    if (!this.recurse) throw typeError("The loop must have the 'recursive' marker to be called recursively.");
    if (args.length !== 1) throw typeError("LoopContext.__call__() missing 1 required positional argument: 'iterable'");
    return this.recurse(args[0]);
  }

  override repr(): string {
    return `<LoopContext ${this.index0 + 1}/${this.sequence.length}>`;
  }

  override attribute(name: string): unknown {
    const size = this.sequence.length;
    const i = this.index0;
    switch (name) {
      case "index":
        return i + 1;
      case "index0":
        return i;
      case "revindex":
        return size - i;
      case "revindex0":
        return size - i - 1;
      case "first":
        return i === 0;
      case "last":
        return i === size - 1;
      case "length":
        return size;
      case "depth":
        return this.depth0 + 1;
      case "depth0":
        return this.depth0;
      case "previtem":
        return i > 0 ? this.sequence[i - 1] : new Undefined("there is no previous item");
      case "nextitem":
        return i < size - 1 ? this.sequence[i + 1] : new Undefined("there is no next item");
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

  /** A method bound to this loop, which prints as Python's bound method. */
  private method(name: string, call: (args: unknown[]) => unknown): Callable {
    return new Callable(name, call, null, `<bound method LoopContext.${name} of ${this.repr()}>`, undefined, "method");
  }
}
