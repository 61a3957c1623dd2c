import { typeError } from "./errors.js";
import { Callable, equals, PyObject, Undefined } from "./values.js";

/** The `loop` variable of a for loop. */
export class LoopContext extends PyObject {
  index0 = 0;
  private lastChanged: unknown[] | null = null;

  constructor(
    readonly items: unknown[],
    readonly depth0: number,
    /** Renders the loop body over new items one level deeper; null unless the loop is `recursive`. */
    private readonly recurse: ((items: unknown) => string) | null,
  ) {
    super();
  }

  get typeName() {
    return "LoopContext";
  }

  override call(args: unknown[]): unknown {
    if (!this.recurse) throw typeError("The loop must be marked recursive to be called.");
    if (args.length !== 1) throw typeError("LoopContext.__call__() missing 1 required positional argument: 'iterable'");
    return this.recurse(args[0]);
  }

  override repr(): string {
    return `<LoopContext ${this.index0 + 1}/${this.items.length}>`;
  }

  attribute(name: string): unknown {
    const size = this.items.length;
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
        return i > 0 ? this.items[i - 1] : new Undefined("there is no previous item");
      case "nextitem":
        return i < size - 1 ? this.items[i + 1] : new Undefined("there is no next item");
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
    return new Callable(name, call, null, `<bound method LoopContext.${name} of ${this.repr()}>`);
  }
}
