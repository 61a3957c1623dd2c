import { callMethod, checkArguments } from "./access.js";
import { keyError, LimitError, RaisedException, TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { active, checkSize } from "./limits.js";
import { DICT_METHODS, type Method } from "./methods.js";
import { strftime } from "./strftime.js";
import {
  address,
  asInteger,
  assertHashable,
  attributeError,
  bindArguments,
  Callable,
  Dict,
  dictEntries,
  integer,
  isDict,
  isFloat,
  isIntegral,
  isIterable,
  isMapping,
  isTuple,
  iterate,
  type Kwargs,
  Markup,
  mapKey,
  Namespace,
  numeric,
  PyObject,
  rangeOf,
  repr,
  str,
  stringValue,
  truthy,
  tuple,
  typeName,
  Undefined,
} from "./values.js";

/** Jinja2's MAX_RANGE: the sandbox refuses larger ranges. */
export const MAX_RANGE = 100_000;

function range(args: unknown[], maxLength: number): unknown[] {
  for (const arg of args) asInteger(arg);
  // Bounds beyond 2**53 are bigints: compute the bounds and size exactly, the items as numbers when they fit.
  const [start, stop, step] = (args.length === 1 ? [0, args[0], 1] : [args[0], args[1], args[2] ?? 1]).map((v) =>
    BigInt(v as number),
  );
  if (step === 0n) throw new TemplateRuntimeError("range() arg 3 must not be zero", "ValueError");
  const count = (stop - start + step - (step > 0n ? 1n : -1n)) / step;
  // The sandbox asks for len(), a C ssize_t.
  if (count >= 2n ** 63n)
    throw new TemplateRuntimeError("Python int too large to convert to C ssize_t", "OverflowError");
  const size = Math.max(0, Number(count));
  if (size > MAX_RANGE) {
    throw new TemplateRuntimeError(
      `Range too big. The sandbox blocks ranges larger than MAX_RANGE (${MAX_RANGE}).`,
      "OverflowError",
    );
  }
  if (size > maxLength)
    throw new LimitError(`Range too big: ${size} items exceed the limit of ${maxLength}.`, "OverflowError");
  const items = new Array<unknown>(size);
  const [first, by] = [Number(start), Number(step)];
  const exact = Number.isSafeInteger(first) && Number.isSafeInteger(Number(stop));
  for (let i = 0; i < size; i++) items[i] = exact ? first + i * by : integer(start + BigInt(i) * step);
  return rangeOf(items, integer(start), integer(stop), integer(step));
}

/** Builds a dict (Map) from `dict(mapping, key=value)` or `namespace(...)` arguments. */
function mappingFrom(args: unknown[], kwargs: Kwargs, into: Map<unknown, unknown>, fn = "dict"): Map<unknown, unknown> {
  if (args.length > 1) throw typeError(`${fn} expected at most 1 argument, got ${args.length}`);
  if (args.length) {
    const source = args[0];
    // dict(x) first asks x for its keys (Undefined refuses); else each item of x is a key and a value.
    const pairs = isMapping(source)
      ? dictEntries(source)
      : iterate(source instanceof Undefined ? source.fail() : source);
    // Python takes the items one by one: each must be a pair, and its key hashable.
    pairs.forEach((pair, i) => {
      if (!isIterable(pair)) throw typeError(`cannot convert dictionary update sequence element #${i} to a sequence`);
      const items = iterate(pair);
      if (items.length !== 2)
        throw valueError(`dictionary update sequence element #${i} has length ${items.length}; 2 is required`);
      assertHashable(items[0]);
      into.set(mapKey(into, items[0]), items[1]);
    });
  }
  // Keyword arguments are a prototype-less object, whose Object.entries is slow.
  for (const key of Object.keys(kwargs)) into.set(key, kwargs[key]);
  return into;
}

/** The dict methods the immutable sandbox refuses on instances, which `dict.update(x, …)` still reaches. */
const DICT_MUTATORS: Record<string, Method<Map<unknown, unknown>>> = {
  update: (d, args, kwargs) => {
    mappingFrom(args, kwargs, d, "update");
    return null;
  },
  setdefault: (d, [key, fallback = null]) => {
    const k = mapKey(d, key);
    if (d.has(k)) return d.get(k);
    assertHashable(key);
    d.set(k, fallback);
    return fallback;
  },
  pop: (d, [key, fallback]) => {
    assertHashable(key);
    const k = mapKey(d, key);
    const value = d.has(k) ? d.get(k) : fallback;
    if (!d.delete(k) && fallback === undefined) throw keyError(repr(key));
    return value;
  },
  popitem: (d) => {
    const last = [...d].pop();
    if (!last) throw keyError("'popitem(): dictionary is empty'");
    d.delete(last[0]);
    return tuple(last);
  },
  clear: (d) => {
    d.clear();
    return null;
  },
};

/**
 * The `dict` type's methods, unbound: `dict.get(x, key)`, `dict.update(x, …)`, `dict.fromkeys(keys)`. Python
 * changes any dict this way; here only the dicts the template built, never the caller's data.
 */
function unboundDictMethods(): Record<string, Callable> {
  const methods: Record<string, Callable> = {};
  for (const name of [...Object.keys(DICT_METHODS), ...Object.keys(DICT_MUTATORS)]) {
    const method = ([self, ...args]: unknown[], kwargs: Kwargs) => {
      if (self === undefined) throw typeError(`unbound method dict.${name}() needs an argument`);
      if (!isDict(self))
        throw typeError(`descriptor '${name}' for 'dict' objects doesn't apply to a '${typeName(self)}' object`);
      if (!Object.hasOwn(DICT_MUTATORS, name)) return callMethod(self, name, args, kwargs);
      if (!(self instanceof Dict))
        throw new TemplateRuntimeError(`dict.${name}() may not change the caller's data`, "SecurityError");
      if (name !== "update") checkArguments(self, name, args, kwargs);
      return DICT_MUTATORS[name](self, args, kwargs);
    };
    // Only update takes keyword arguments (it checks them itself).
    const keywords = name === "update" ? null : undefined;
    methods[name] = new Callable(
      name,
      method,
      null,
      `<method '${name}' of 'dict' objects>`,
      keywords,
      "method_descriptor",
    );
  }
  const fromkeys: Callable = new Callable(
    "fromkeys",
    (args, kwargs) => callMethod(new Dict(), "fromkeys", args, kwargs),
    null,
    () => `<built-in method fromkeys of type object at ${address(fromkeys)}>`,
  );
  methods.fromkeys = fromkeys;
  return methods;
}

/**
 * The `dict` type. `dict[key]` (and `dict.name` for a name the type lacks) is a generic alias such as
 * `dict['x']`: it prints as written and calls and reads its methods as dict.
 */
function dictClass(): Callable {
  const call: Callable["call"] = (args, kwargs) => mappingFrom(args, kwargs, new Dict());
  const methods = unboundDictMethods();
  // An argument that is a class prints as its name.
  const argument = (v: unknown) => (v instanceof Callable && /^<class '(.*)'>$/.exec(v.reprText)?.[1]) || repr(v);
  const alias = (key: unknown) => {
    const args = isTuple(key) && key.length ? key.map(argument).join(", ") : argument(key);
    return new Callable("dict", call, methods, `dict[${args}]`, null, "GenericAlias");
  };
  return pythonClass("dict", call, {
    path: "dict",
    attributes: {
      ...methods,
      // Read by item lookup only (the sandbox refuses dunder attributes).
      __class_getitem__: new Callable("__class_getitem__", ([key]) => alias(key)),
      mro: new Undefined("access to attribute 'mro' of 'type' object is unsafe.", "SecurityError"),
    },
    keywords: null,
  });
}

/** The call of a helper object's method that takes no arguments (Python's message counts `self`). */
const withoutArguments =
  (method: string, run: () => unknown): Callable["call"] =>
  (args) => {
    if (args.length) throw typeError(`${method}() takes 1 positional argument but ${args.length + 1} were given`);
    return run();
  };

class Cycler extends PyObject {
  private position = 0;
  constructor(private readonly items: unknown[]) {
    super();
  }
  get typeName() {
    return "Cycler";
  }
  override repr(): string {
    return `<jinja2.utils.Cycler object at ${address(this)}>`;
  }
  attribute(name: string): unknown {
    const bound = () => `<bound method Cycler.${name} of ${this.repr()}>`;
    switch (name) {
      case "items":
        return tuple([...this.items]);
      case "pos":
        return this.position;
      case "current":
        return this.items[this.position];
      case "next":
        return new Callable(
          "Cycler.next",
          withoutArguments("Cycler.next", () => {
            const item = this.items[this.position];
            this.position = (this.position + 1) % this.items.length;
            return item;
          }),
          null,
          bound,
          undefined,
          "method",
          { self: this },
        );
      case "reset":
        return new Callable(
          "Cycler.reset",
          withoutArguments("Cycler.reset", () => {
            this.position = 0;
            return null;
          }),
          null,
          bound,
          undefined,
          "method",
          { self: this },
        );
    }
    return undefined;
  }
}

/** `cycler.current`: the property object of the class. */
class CyclerCurrent extends PyObject {
  get typeName() {
    return "property";
  }
  attribute(): undefined {}
}

/** `cycler.next(c)`, `cycler.reset(c)`: Cycler's methods, unbound. */
const unboundCyclerMethod = (name: string) =>
  pythonFunction(`Cycler.${name}`, (args) => {
    const [self] = args;
    if (!args.length) throw typeError(`Cycler.${name}() missing 1 required positional argument: 'self'`);
    if (!(self instanceof Cycler) && args.length === 1) {
      // Python runs the method on any object: its first step reads `self.current` (next) or sets `self.pos` (reset).
      if (name === "next" && self instanceof Undefined) self.fail();
      // A namespace takes `pos` as a Python attribute, which templates never see.
      if (name === "reset" && self instanceof Namespace) return null;
      throw attributeError(self, name === "next" ? "current" : "pos");
    }
    if (!(self instanceof Cycler))
      throw typeError(`Cycler.${name}() takes 1 positional argument but ${args.length} were given`);
    return (self.attribute(name) as Callable).call(args.slice(1), {});
  });

const LOREM_WORDS =
  "a ac accumsan ad adipiscing aenean aliquam aliquet amet ante aptent arcu at auctor augue bibendum blandit class commodo condimentum congue consectetuer consequat conubia convallis cras cubilia cum curabitur curae cursus dapibus diam dictum dictumst dignissim dis dolor donec dui duis egestas eget eleifend elementum elit enim erat eros est et etiam eu euismod facilisi facilisis fames faucibus felis fermentum feugiat fringilla fusce gravida habitant habitasse hac hendrerit hymenaeos iaculis id imperdiet in inceptos integer interdum ipsum justo lacinia lacus laoreet lectus leo libero ligula litora lobortis lorem luctus maecenas magna magnis malesuada massa mattis mauris metus mi molestie mollis montes morbi mus nam nascetur natoque nec neque netus nibh nisi nisl non nonummy nostra nulla nullam nunc odio orci ornare parturient pede pellentesque penatibus per pharetra phasellus placerat platea porta porttitor posuere potenti praesent pretium primis proin pulvinar purus quam quis quisque rhoncus ridiculus risus rutrum sagittis sapien scelerisque sed sem semper senectus sit sociis sociosqu sodales sollicitudin suscipit suspendisse taciti tellus tempor tempus tincidunt torquent tortor tristique turpis ullamcorper ultrices ultricies urna ut varius vehicula vel velit venenatis vestibulum vitae vivamus viverra volutpat vulputate".split(
    " ",
  );

/** The range [low, high) of Python 3.11's randrange(start, stop), with its errors for what it refuses. */
function randrangeBounds(start: unknown, stop: unknown): [number, number] {
  const whole = (v: unknown, which: string): number => {
    if (isIntegral(v)) return Number(v);
    if (v instanceof Undefined) v.fail();
    // int() of the value must equal it: an integral float passes, other floats and any text do not.
    if (isFloat(v) && Number.isInteger(numeric(v))) return numeric(v);
    if (isFloat(v) || stringValue(v) !== null) throw valueError(`non-integer ${which} for randrange()`);
    throw typeError(`int() argument must be a string, a bytes-like object or a real number, not '${typeName(v)}'`);
  };
  const low = whole(start, "arg 1");
  if (stop === null) {
    if (low > 0) return [0, low];
    throw valueError("empty range for randrange()");
  }
  const high = whole(stop, "stop");
  if (high <= low) throw valueError(`empty range for randrange() (${low}, ${high}, ${high - low})`);
  return [low, high];
}

/** Jinja2's lipsum(): random lorem ipsum paragraphs with the same shape as Jinja2's. */
function lipsum(count: number, html: boolean, min: number, max: number, random: () => number): string {
  const paragraphs: string[] = [];
  for (let p = 0; p < count; p++) {
    const words: string[] = [];
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low));
    const size = between(min, max);
    let capitalize = true;
    let lastComma = 0;
    let lastFullStop = 0;
    let previous = "";
    for (let i = 0; i < size; i++) {
      let word = previous;
      while (word === previous) word = LOREM_WORDS[Math.floor(random() * LOREM_WORDS.length)];
      previous = word;
      if (capitalize) {
        word = word[0].toUpperCase() + word.slice(1);
        capitalize = false;
      }
      if (i - between(3, 8) > lastComma) {
        lastComma = i;
        lastFullStop += 2;
        word += ",";
      }
      if (i - between(10, 20) > lastFullStop) {
        lastComma = lastFullStop = i;
        word += ".";
        capitalize = true;
      }
      words.push(word);
    }
    let paragraph = words.join(" ");
    if (paragraph.endsWith(",")) paragraph = `${paragraph.slice(0, -1)}.`;
    else if (!paragraph.endsWith(".")) paragraph += ".";
    paragraphs.push(html ? `<p>${paragraph}</p>` : paragraph);
  }
  return paragraphs.join(html ? "\n" : "\n\n");
}

interface ClassOptions {
  /** The printed class path. */
  path?: string;
  attributes?: Callable["attributes"];
  /** As Callable's (by default no keyword arguments). */
  keywords?: readonly string[] | null;
}

/** A class of Python's (dict, Jinja2's helpers): calling it makes an instance; it prints as Python prints the class. */
const pythonClass = (
  name: string,
  call: Callable["call"],
  { path = `jinja2.utils.${name[0].toUpperCase()}${name.slice(1)}`, attributes = null, keywords }: ClassOptions = {},
) => new Callable(`${path.split(".").pop()}.__init__`, call, attributes, `<class '${path}'>`, keywords, "type");

/** A Python function of Jinja2's or transformers': it prints with its Python name. */
function pythonFunction(pythonName: string, call: Callable["call"], keywords?: readonly string[] | null): Callable {
  const fn: Callable = new Callable(
    pythonName,
    call,
    null,
    () => `<function ${pythonName} at ${address(fn)}>`,
    keywords,
    "function",
  );
  return fn;
}

export const GLOBALS: Record<string, unknown> = createGlobals();

function createGlobals(): Record<string, unknown> {
  /** The call of a global taking the parameters `names`, positionally or by keyword, else their `defaults`. */
  /** Python's `def fn(*given, *names)` with defaults for all of `names`. */
  const withParameters =
    (
      fn: string,
      given: string[],
      names: string[],
      defaults: unknown[],
      body: (values: unknown[]) => unknown,
    ): Callable["call"] =>
    (args, kwargs) => {
      const bound = bindArguments(fn, names, args, kwargs, 0, given);
      return body(names.map((_, i) => (bound[i] === undefined ? defaults[i] : bound[i])));
    };
  return {
    range: pythonFunction("safe_range", (args) => {
      if (!args.length || args.length > 3)
        throw typeError(
          `range expected at ${args.length ? "most 3 arguments" : "least 1 argument"}, got ${args.length}`,
        );
      return range(args, active.limits.maxRangeLength);
    }),
    dict: dictClass(),
    namespace: pythonClass(
      "namespace",
      (args, kwargs) => {
        const ns = new Namespace();
        mappingFrom(args, kwargs, ns.attrs);
        return ns;
      },
      { keywords: null },
    ),
    cycler: pythonClass(
      "cycler",
      (args) => {
        if (!args.length) throw new TemplateRuntimeError("at least one item has to be provided", "RuntimeError");
        return new Cycler(args);
      },
      {
        attributes: {
          next: unboundCyclerMethod("next"),
          reset: unboundCyclerMethod("reset"),
          current: new CyclerCurrent(),
        },
      },
    ),
    joiner: pythonClass(
      "joiner",
      withParameters("Joiner.__init__", ["self"], ["sep"], [", "], ([sep]) => {
        // The attributes Python's Joiner exposes.
        const state = { sep, used: false };
        const joiner: Callable = new Callable(
          "joiner",
          withoutArguments("Joiner.__call__", () => {
            if (state.used) return sep;
            state.used = true;
            return "";
          }),
          state,
          () => `<jinja2.utils.Joiner object at ${address(joiner)}>`,
          undefined,
          "Joiner",
        );
        return joiner;
      }),
      { keywords: null },
    ),
    lipsum: pythonFunction(
      "generate_lorem_ipsum",
      withParameters(
        "generate_lorem_ipsum",
        [],
        ["n", "html", "min", "max"],
        [5, true, 20, 100],
        ([n, html, min, max]) => {
          const count = asInteger(n);
          // Each paragraph draws its size with randrange(min, max) (randrange(min) when max is None).
          const [low, high] = count > 0 ? randrangeBounds(min, max) : [0, 0];
          checkSize(count * high);
          const text = lipsum(count, truthy(html), low, high, Math.random);
          return truthy(html) ? new Markup(text) : text;
        },
      ),
      null,
    ),
    raise_exception: pythonFunction(
      "raise_exception",
      (args, kwargs) => {
        // transformers' `def raise_exception(message)`.
        const [message] = bindArguments("raise_exception", ["message"], args, kwargs, 1);
        throw new RaisedException(str(message), "TemplateError");
      },
      ["message"],
    ),
    // The oracle's `def strftime_now(fmt)`.
    strftime_now: pythonFunction(
      "strftime_now",
      (args, kwargs) => {
        const [fmt] = bindArguments("strftime_now", ["fmt"], args, kwargs, 1);
        const format = stringValue(fmt);
        if (format === null)
          throw typeError(`strftime() argument 1 must be str, not ${fmt === null ? "None" : typeName(fmt)}`);
        const now = active.now();
        if (!(now instanceof Date) || Number.isNaN(now.getTime())) {
          throw new TypeError(`The now option must return a valid Date, not ${String(now)}`);
        }
        return strftime(now, format);
      },
      ["fmt"],
    ),
  };
}
