import { LimitError, RaisedException, TemplateRuntimeError, typeError } from "./errors.js";
import { active, checkSize } from "./limits.js";
import { strftime } from "./strftime.js";
import {
  asInteger,
  Callable,
  dictEntries,
  isMapping,
  type Kwargs,
  Namespace,
  PyObject,
  str,
  truthy,
  view,
} from "./values.js";

/** Jinja2's MAX_RANGE: the sandbox refuses larger ranges. */
export const MAX_RANGE = 100_000;

function range(args: unknown[], maxLength: number): unknown[] {
  const numbers = args.map(asInteger);
  const [start, stop, step] = numbers.length === 1 ? [0, numbers[0], 1] : [numbers[0], numbers[1], numbers[2] ?? 1];
  if (step === 0) throw new TemplateRuntimeError("range() arg 3 must not be zero", "ValueError");
  const size = Math.max(0, Math.ceil((stop - start) / step));
  if (size > MAX_RANGE) {
    throw new TemplateRuntimeError(
      `Range too big. The sandbox blocks ranges larger than MAX_RANGE (${MAX_RANGE}).`,
      "OverflowError",
    );
  }
  if (size > maxLength)
    throw new LimitError(`Range too big: ${size} items exceed the limit of ${maxLength}.`, "OverflowError");
  const items = new Array<number>(size);
  for (let i = 0; i < size; i++) items[i] = start + i * step;
  return view(items, "range", () => (step === 1 ? `range(${start}, ${stop})` : `range(${start}, ${stop}, ${step})`));
}

/** Builds a dict (Map) from `dict(mapping, key=value)` or `namespace(...)` arguments. */
function mappingFrom(args: unknown[], kwargs: Kwargs, into: Map<unknown, unknown>): Map<unknown, unknown> {
  if (args.length > 1) throw typeError(`expected at most 1 argument, got ${args.length}`);
  if (args.length) {
    const source = args[0];
    if (isMapping(source)) for (const [k, v] of dictEntries(source)) into.set(k, v);
    else if (Array.isArray(source)) for (const pair of source) into.set((pair as unknown[])[0], (pair as unknown[])[1]);
    else throw typeError(`'${str(source)}' object is not iterable`);
  }
  for (const [k, v] of Object.entries(kwargs)) into.set(k, v);
  return into;
}

class Cycler extends PyObject {
  private position = 0;
  constructor(private readonly items: unknown[]) {
    super();
  }
  get typeName() {
    return "Cycler";
  }
  attribute(name: string): unknown {
    switch (name) {
      case "current":
        return this.items[this.position];
      case "next":
        return new Callable("next", () => {
          const item = this.items[this.position];
          this.position = (this.position + 1) % this.items.length;
          return item;
        });
      case "reset":
        return new Callable("reset", () => {
          this.position = 0;
          return null;
        });
    }
    return undefined;
  }
}

const LOREM_WORDS =
  "a ac accumsan ad adipiscing aenean aliquam aliquet amet ante aptent arcu at auctor augue bibendum blandit class commodo condimentum congue consectetuer consequat conubia convallis cras cubilia cum curabitur curae cursus dapibus diam dictum dictumst dignissim dis dolor donec dui duis egestas eget eleifend elementum elit enim erat eros est et etiam eu euismod facilisi facilisis fames faucibus felis fermentum feugiat fringilla fusce gravida habitant habitasse hac hendrerit hymenaeos iaculis id imperdiet in inceptos integer interdum ipsum justo lacinia lacus laoreet lectus leo libero ligula litora lobortis lorem luctus maecenas magna magnis malesuada massa mattis mauris metus mi molestie mollis montes morbi mus nam nascetur natoque nec neque netus nibh nisi nisl non nonummy nostra nulla nullam nunc odio orci ornare parturient pede pellentesque penatibus per pharetra phasellus placerat platea porta porttitor posuere potenti praesent pretium primis proin pulvinar purus quam quis quisque rhoncus ridiculus risus rutrum sagittis sapien scelerisque sed sem semper senectus sit sociis sociosqu sodales sollicitudin suscipit suspendisse taciti tellus tempor tempus tincidunt torquent tortor tristique turpis ullamcorper ultrices ultricies urna ut varius vehicula vel velit venenatis vestibulum vitae vivamus viverra volutpat vulputate".split(
    " ",
  );

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

export const GLOBALS: Record<string, unknown> = createGlobals();

function createGlobals(): Record<string, unknown> {
  /** A global taking the parameters `names`, positionally or by keyword, else their `defaults`. */
  const withParameters = (
    name: string,
    names: string[],
    defaults: unknown[],
    body: (values: unknown[]) => unknown,
  ): Callable =>
    new Callable(
      name,
      (args, kwargs) => {
        if (args.length > names.length) {
          throw typeError(
            `${name}() takes from 0 to ${names.length} positional arguments but ${args.length} were given`,
          );
        }
        const values = names.map((key, i) => {
          if (!Object.hasOwn(kwargs, key)) return i < args.length ? args[i] : defaults[i];
          if (i < args.length) throw typeError(`${name}() got multiple values for argument '${key}'`);
          return kwargs[key];
        });
        return body(values);
      },
      null,
      undefined,
      names,
    );
  /** dict() and namespace(): the entries of an optional mapping, then of any keyword arguments. */
  const fromMapping = (name: string, make: (entries: Map<unknown, unknown>) => unknown): Callable =>
    new Callable(name, (args, kwargs) => make(mappingFrom(args, kwargs, new Map())), null, undefined, null);
  return {
    range: new Callable("range", (args) => {
      if (!args.length || args.length > 3) throw typeError(`range expected at most 3 arguments, got ${args.length}`);
      return range(args, active.limits.maxRangeLength);
    }),
    dict: fromMapping("dict", (entries) => entries),
    namespace: fromMapping("namespace", (entries) => {
      const ns = new Namespace();
      for (const [k, v] of entries) ns.attrs.set(str(k), v);
      return ns;
    }),
    cycler: new Callable("cycler", (args) => {
      if (!args.length) throw typeError("at least one item has to be provided");
      return new Cycler(args);
    }),
    joiner: withParameters("joiner", ["sep"], [", "], ([separator]) => {
      let used = false;
      return new Callable("joiner", () => {
        if (used) return separator;
        used = true;
        return "";
      });
    }),
    lipsum: withParameters("lipsum", ["n", "html", "min", "max"], [5, true, 20, 100], ([n, html, min, max]) => {
      checkSize(Number(n) * Number(max));
      return lipsum(Number(n), truthy(html), Number(min), Number(max), Math.random);
    }),
    raise_exception: new Callable("raise_exception", (args) => {
      throw new RaisedException(str(args[0] ?? ""), "TemplateError");
    }),
    strftime_now: new Callable("strftime_now", (args) => {
      if (args.length !== 1)
        throw typeError(`strftime_now() takes 1 positional argument but ${args.length} were given`);
      return strftime(active.now(), str(args[0]));
    }),
  };
}
