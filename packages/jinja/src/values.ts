import { keyError, LimitError, recursionError, TemplateRuntimeError, typeError, valueError } from "./errors.js";
import {
  active,
  checkNesting,
  checkSize,
  countCreated,
  PYTHON_FRAMES,
  PYTHON_NESTING,
  sized,
  spend,
  walk,
} from "./limits.js";
import { NEWER_THAN_PYTHON } from "./unicode.js";

/**
 * The Python value model. Template values are plain JavaScript values wherever Python and JavaScript agree:
 * str = string, bool = boolean, None = null, list = array, dict = Map (template literals) or plain object
 * (caller data), int = integral number. The rest is represented here:
 * - a float with an integral value is a `PyFloat` (so `1.0` prints `1.0`); other floats are plain numbers,
 * - a tuple is an array marked with `TUPLE`,
 * - Jinja2's `Undefined`, `namespace`, generators and internal callables are classes below.
 */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** Makes a Python float from a JavaScript number, boxing integral values so they keep their float type. */
export const float = (n: number): number | PyFloat => (Number.isInteger(n) ? new PyFloat(n) : n);

/**
 * The exact int of an integral number or a bigint. A JavaScript number beyond 2**53 stands for the int its shortest
 * decimal form writes, as it prints and as JSON carries it (2**60 is 1152921504606847000, not ...846976).
 */
export function toBigInt(n: number | bigint | boolean): bigint {
  if (typeof n !== "number" || Number.isSafeInteger(n)) return BigInt(n);
  const [mantissa, exponent] = n.toExponential().split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  return BigInt(whole + fraction) * 10n ** BigInt(Math.max(0, Number(exponent) - fraction.length));
}

/** The bits of |n| (0 for 0), counted from its hex digits, which a long int writes fastest. */
export function bitLength(n: bigint): number {
  if (!n) return 0;
  const hex = (n < 0n ? -n : n).toString(16);
  return hex.length * 4 - (Math.clz32(Number.parseInt(hex[0], 16)) - 28);
}

/** The decimal digits of |n|, about (|n| < 10 ** decimalDigits(n), within one digit: enough for a limit). */
export const decimalDigits = (n: bigint): number => bitLength(n) * Math.log10(2);

/**
 * Counts arithmetic on long ints toward the walked limit, so that a loop repeating it ends: its time grows faster
 * than their digits (a product of two million-digit ints takes about 50 ms, a quotient 250 ms).
 */
export function walkDigits(...operands: bigint[]): void {
  const size = operands.reduce((sum, v) => sum + decimalDigits(v), 0);
  if (size > 1000) walk((size * Math.log2(size)) / 8);
}

/** Makes a Python int from an integral number or a bigint: a number up to 2**53, a bigint beyond, never -0. */
export const integer = (n: number | bigint): number | bigint => {
  const value = Number(n);
  return Number.isSafeInteger(value) ? value || 0 : toBigInt(n);
};

/** Python's int() of a finite float: its integral part, exactly (int(1e23) is 99999999999999991611392). */
export const exactInteger = (n: number): number | bigint => {
  const whole = Math.trunc(n);
  return Number.isSafeInteger(whole) ? whole || 0 : BigInt(whole);
};

/** The prefixes of the radixes that BigInt() reads itself, in linear time. */
const BIGINT_PREFIXES: Record<number, string> = { 2: "0b", 8: "0o", 10: "", 16: "0x" };
/**
 * The int written by `digits` (with an optional sign) in `radix`, exact beyond 2**53. Python takes any number of
 * digits in a power-of-two radix (4,300 at most in the others), so those are read in linear time.
 */
export function parseDigits(digits: string, radix = 10): number | bigint {
  const value = Number.parseInt(digits, radix);
  if (Number.isSafeInteger(value)) return value || 0;
  const unsigned = digits.replace(/^[-+]/, "");
  let n = 0n;
  if (radix in BIGINT_PREFIXES) n = BigInt(BIGINT_PREFIXES[radix] + unsigned);
  else if ((radix & (radix - 1)) === 0) {
    // Radix 4 or 32: each digit is a fixed number of bits.
    const bits = Math.log2(radix);
    n = BigInt(
      `0b${Array.from(unsigned, (digit) => Number.parseInt(digit, radix).toString(2).padStart(bits, "0")).join("")}`,
    );
  } else for (const digit of unsigned) n = n * BigInt(radix) + BigInt(Number.parseInt(digit, radix));
  walkDigits(n);
  return digits[0] === "-" ? -n : n;
}

/**
 * Whether a JavaScript number is a Python int: an integral number below 1e21. JSON writes a larger one with an
 * exponent (`1e+21`), which Python reads as a float, so it is a float here too.
 */
export const isIntNumber = (n: number): boolean => Number.isInteger(n) && Math.abs(n) < 1e21;
/** Python ints are integral numbers below 1e21, or bigints beyond 2**53. */
export const isInt = (v: unknown): v is number | bigint =>
  (typeof v === "number" && isIntNumber(v)) || typeof v === "bigint";
/** An int or a bool, which Python accepts wherever it takes an integer. */
export const isIntegral = (v: unknown): v is number | bigint | boolean => isInt(v) || typeof v === "boolean";
export const isFloat = (v: unknown): boolean => v instanceof PyFloat || (typeof v === "number" && !isIntNumber(v));
export const isNumber = (v: unknown): boolean =>
  typeof v === "number" || typeof v === "boolean" || typeof v === "bigint" || v instanceof PyFloat;
/** The numeric value of an int, float or bool. */
// `+ 0` makes a caller's -0 (JSON's `-0`, an int to Python) the int 0: only a float is negative zero.
export const numeric = (v: unknown): number => (v instanceof PyFloat ? v.value : Number(v) + 0);
/** The exact value of an int, float or bool for comparisons: JavaScript compares bigints with numbers exactly. */
export const exactValue = (v: unknown): number | bigint => {
  if (typeof v === "bigint") return v;
  const n = numeric(v);
  // An int beyond 2**53 handed in as a JavaScript number compares as the int it prints.
  return typeof v === "number" && isIntNumber(n) && !Number.isSafeInteger(n) ? toBigInt(n) : n;
};

/**
 * Markupsafe's Markup: a string marked safe (by `safe` or `escape`). Concatenating plain strings to it
 * HTML-escapes them, which real chat templates rely on (`"..."|safe + value`).
 */
export class Markup {
  constructor(readonly value: string) {}
}
const HTML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&#34;", "'": "&#39;" };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]);
/** markupsafe.escape: Markup stays as it is, anything else is converted with str() and escaped. */
export const escapeValue = (v: unknown): Markup => (v instanceof Markup ? v : new Markup(escapeHtml(str(v))));
/** The plain string of a str or Markup; null for anything else. */
export const stringValue = (v: unknown): string | null =>
  typeof v === "string" ? v : v instanceof Markup ? v.value : null;

const TUPLE = Symbol("tuple");
export const tuple = (items: unknown[]): unknown[] => {
  (items as unknown as Record<symbol, boolean>)[TUPLE] = true;
  return items;
};
export const isTuple = (v: unknown): v is unknown[] =>
  Array.isArray(v) && (v as unknown as Record<symbol, boolean>)[TUPLE] === true;

const VIEW = Symbol("view");
interface ViewType {
  name: string;
  format: (items: unknown[]) => string;
  /** Its Python data attributes (a range's start, stop and step; a dict view's mapping). */
  attributes?: Record<string, unknown>;
}
/** A list that stands for a Python view, range or bytes object: `dict_keys([...])`, `range(0, 3)`, `b'...'`. */
export const view = (
  items: unknown[],
  name: string,
  format: (items: unknown[]) => string,
  attributes?: Record<string, unknown>,
): unknown[] => {
  (items as unknown as Record<symbol, ViewType>)[VIEW] = { name, format, attributes };
  return items;
};
const viewType = (v: unknown): ViewType | undefined =>
  Array.isArray(v) ? (v as unknown as Record<symbol, ViewType | undefined>)[VIEW] : undefined;
/** The Python type name of a view or range ("dict_items", "range"), or undefined for a real list. */
export const viewName = (v: unknown): string | undefined => viewType(v)?.name;
/** The data attributes of a view or range, if it has any. */
export const viewAttributes = (v: unknown): Record<string, unknown> | undefined => viewType(v)?.attributes;

/** A range object over `items`: it prints and exposes its start, stop and step. */
type Int = number | bigint;
export const rangeOf = (items: unknown[], start: Int, stop: Int, step: Int): unknown[] =>
  view(items, "range", () => `range(${start}, ${stop}${step === 1 ? "" : `, ${step}`})`, { start, stop, step });

/** Bytes as Latin-1 text, one character per byte (not TextDecoder("latin1"), which browsers read as windows-1252). */
export const latin1 = (codes: unknown[]): string =>
  (codes as number[]).map((code) => String.fromCharCode(code)).join("");
/** What a bytes method searches for: bytes, or one byte given as an int. */
export function byteString(value: unknown): string {
  if (typeName(value) === "bytes") return latin1(value as number[]);
  if (!isInt(value) && typeof value !== "boolean") {
    throw typeError(`argument should be integer or bytes-like object, not '${typeName(value)}'`);
  }
  const byte = Number(value);
  if (byte < 0 || byte > 255) throw valueError("byte must be in range(0, 256)");
  return String.fromCharCode(byte);
}

/** Python bytes as a list of byte values; they print as `b'...'` (str's repr with every non-ASCII byte escaped). */
export const bytes = (codes: number[]): unknown[] =>
  view(codes, "bytes", (list) =>
    `b${stringRepr((list as number[]).map((code) => String.fromCharCode(code)).join(""))}`.replace(
      /[\x80-\xff]/g,
      (ch) => `\\x${ch.charCodeAt(0).toString(16)}`,
    ),
  );

/** A Python set (what `-` makes of dict views), in insertion order: Python's hash order only differs for several items. */
export const setOf = (items: unknown[]): unknown[] =>
  view(items, "set", (list) => (list.length ? `{${repr([...list]).slice(1, -1)}}` : "set()"));
/** An iterable's items as a hashed set (each must be hashable, as Python's set() requires), in their first order. */
export function hashedSet(iterable: unknown): Dict {
  const set = new Dict();
  for (const item of iterate(iterable)) {
    assertHashable(item);
    const key = mapKey(set, item);
    set.set(key, key);
  }
  return set;
}
/** Whether a hashed set holds an item equal to `item`. */
export const inSet = (set: Dict, item: unknown): boolean => set.has(mapKey(set, item));
/** A set, or a dict keys or items view: they compare and subtract as sets. */
export const isSet = (v: unknown): v is unknown[] => /^(set|dict_keys|dict_items)$/.test(String(viewName(v)));
/** Whether every item of `a` is in `b` (by equality, as an items view compares a value too). */
const isSubset = (a: unknown[], b: unknown[]): boolean => {
  // Only items of equal hashes can be equal: compare within those buckets, not every pair.
  const buckets = new Map<string, unknown[]>();
  for (const y of b) {
    const hash = hashOf(y);
    const bucket = buckets.get(hash);
    if (bucket) bucket.push(y);
    else buckets.set(hash, [y]);
  }
  return a.every((x) => buckets.get(hashOf(x))?.some((y) => equals(x, y)) ?? false);
};

const GROUP = Symbol("group");
/** groupby's results are tuples that also answer `.grouper` and `.list`. */
export const markGroup = (group: unknown[]): unknown[] => {
  (group as unknown as Record<symbol, boolean>)[GROUP] = true;
  return group;
};
export const isGroup = (v: unknown): v is unknown[] =>
  isTuple(v) && (v as unknown as Record<symbol, boolean>)[GROUP] === true;

/** Jinja2's default Undefined: prints empty, iterates empty, is falsy; anything else raises. */
export class Undefined {
  constructor(
    /** The error message, or a function writing it: templates test missing attributes far more often than they fail. */
    private readonly hint: string | (() => string),
    /** The Python exception raised on misuse: UndefinedError, or SecurityError for a blocked attribute. */
    readonly kind = "UndefinedError",
  ) {}
  fail(): never {
    const hint = this.hint;
    throw new TemplateRuntimeError(typeof hint === "string" ? hint : hint(), this.kind);
  }
}
/** Raises Python's TypeError about `operands`, unless one of them is Undefined: that one raises its own error first. */
export function operandError(message: string, ...operands: unknown[]): never {
  for (const operand of operands) if (operand instanceof Undefined) operand.fail();
  throw typeError(message);
}
/** Python's AttributeError for an attribute `obj` lacks (a namespace names only the attribute). */
export const attributeError = (obj: unknown, name: string) =>
  new TemplateRuntimeError(
    obj instanceof Namespace ? name : `'${typeName(obj)}' object has no attribute '${name}'`,
    "AttributeError",
  );
export const undefinedName = (name: string) => new Undefined(`'${name}' is undefined`);
/** What the sandbox gives for an attribute it refuses: an undefined value that raises SecurityError when used. */
export const unsafeAttribute = (obj: unknown, name: string) =>
  new Undefined(`access to attribute '${name}' of '${typeName(obj)}' object is unsafe.`, "SecurityError");
// Jinja2 quotes the object's description for a missing attribute but not for a missing element.
export const missingAttribute = (obj: unknown, attr: unknown) =>
  new Undefined(() => `${repr(objectDescription(obj))} has no attribute ${repr(attr)}`);
export const missingItem = (obj: unknown, key: unknown) =>
  new Undefined(() => `${objectDescription(obj)} has no element ${repr(key)}`);
/** Jinja2's object_type_repr: "<class> object", the class qualified by its module unless a builtin. */
function objectDescription(obj: unknown): string {
  if (obj === null) return "None";
  const name = typeName(obj);
  return `${Object.hasOwn(MODULES, name) ? `${MODULES[name]}.${name}` : name} object`;
}
const MODULES: Record<string, string> = {
  Markup: "markupsafe",
  Namespace: "jinja2.utils",
  Cycler: "jinja2.utils",
  Joiner: "jinja2.utils",
  LoopContext: "jinja2.runtime",
  TemplateReference: "jinja2.runtime",
  Macro: "jinja2.runtime",
  Undefined: "jinja2.runtime",
  GenericAlias: "types",
};

/**
 * Stand-ins for the memory addresses Python's reprs show (`<function safe_range at 0x7f...>`): 14 characters as a
 * 64-bit CPython address, one per object (values that are not objects share one). Python's text
 * before the address is reproduced, which templates read (`(lipsum | string)[18]` is a known way to get `_`).
 */
const ADDRESSES = new WeakMap<object, string>();
let lastAddress = 0x7f3c5a2e1000;
export function address(v: unknown): string {
  if ((typeof v !== "object" && typeof v !== "function") || v === null) return "0x7f3c5a2e0f70";
  let text = ADDRESSES.get(v);
  if (text === undefined) {
    lastAddress += 0x30;
    text = `0x${lastAddress.toString(16)}`;
    ADDRESSES.set(v, text);
  }
  return text;
}

/** An engine object whose attributes templates may read (loop, cycler, joiner). */
export abstract class PyObject {
  /** The attribute's value, or `undefined` when there is none. */
  abstract attribute(name: string): unknown;
  abstract get typeName(): string;
  /** Present when the object is callable from templates. */
  call?(args: unknown[], kwargs: Kwargs): unknown;
  /** Present when the object is subscriptable: the item, or `undefined` when missing. */
  item?(key: unknown): unknown;
  /** Present when Python iterates the object (by its items, with no `__iter__`): what iterating it gives. */
  iterate?(): unknown[];
  /** Python's repr() of the object. */
  repr(): string {
    return `<${this.typeName} object at ${address(this)}>`;
  }
}

export class Namespace {
  /** Python's `dict(*args, **kwargs)`: any hashable keys, though only string ones are attributes. */
  readonly attrs: Dict = new Dict();
}

/** A number's text with the sign a format asks for (`+` or a space before one that is not negative). */
export const withSign = (text: string, sign: string): string =>
  text.startsWith("-") || !sign || sign === "-" ? text : sign + text;

/** A part of a complex number as its repr writes it: the float's repr without `.0`. */
export const complexPart = (x: number, sign: string): string => withSign(floatRepr(x).replace(/\.0$/, ""), sign);

/**
 * Python's complex number, which a negative number to a fractional power makes (`(-8) ** (1 / 3)`): it prints,
 * reads `real` and `imag`, tests as a number, compares and hashes as Python's (its arithmetic: complex.ts).
 */
export class PyComplex extends PyObject {
  constructor(
    readonly real: number,
    readonly imag: number,
  ) {
    super();
  }
  get typeName() {
    return "complex";
  }
  attribute(name: string): unknown {
    if (name === "real") return float(this.real);
    if (name === "imag") return float(this.imag);
    if (name !== "conjugate") return undefined;
    const text = () => `<built-in method conjugate of complex object at ${address(this)}>`;
    const conjugate = (args: unknown[], kwargs: Kwargs) => {
      bindArguments("complex.conjugate", [], args, kwargs, 0);
      return new PyComplex(this.real, -this.imag);
    };
    return new Callable(name, conjugate, null, text, undefined, "builtin_function_or_method", { self: this });
  }
  /**
   * Written as Python writes it: each part by `part` with its sign (the imaginary one always signed), and `bare` (as
   * str() writes it, without a format type) in parentheses, or the imaginary part alone where the real one is +0.
   */
  text(part = complexPart, sign = "", bare = true): string {
    const skipsReal = bare && Object.is(this.real, 0);
    const imag = `${part(this.imag, skipsReal ? sign : "+")}j`;
    return skipsReal ? imag : bare ? `(${part(this.real, sign)}${imag})` : part(this.real, sign) + imag;
  }
  override repr(): string {
    return this.text();
  }
}

/**
 * A one-shot Python generator (what select, map, reject... return): always truthy, without a length, empty
 * once consumed. Like Python's, it runs on first use and takes from its input only as far as it is read, so
 * a consumer that stops early (`first`, `in`, a for loop's break) leaves the rest for the next one.
 */
export class Generator extends PyObject {
  /** The items still to come: an array walked from `position`, or an iterator; null until first read. */
  private items: unknown[] | null = null;
  private iterator: Iterator<unknown> | null = null;
  private position = 0;
  private started = false;
  private running = false;
  /** Whether a read found it exhausted (Python's generator then returned; until then it is suspended). */
  private closed = false;
  constructor(
    /** Runs on first read (so its errors come then, as a Python generator's do): the items, or an iterator. */
    private readonly produce: () => unknown[] | Iterable<unknown>,
    /** The Python function that made the generator (it prints it), or the iterator's type (`list_reverseiterator`). */
    private readonly maker = "generator",
    private readonly iteratorType = "generator",
  ) {
    super();
  }
  get typeName() {
    return this.iteratorType;
  }
  override repr(): string {
    return this.iteratorType === "generator" ? `<generator object ${this.maker} at ${address(this)}>` : super.repr();
  }
  /** Python's public generator attributes (the sandbox refuses gi_code and gi_frame); an iterator has none. */
  attribute(name: string): unknown {
    if (this.iteratorType !== "generator") return undefined;
    switch (name) {
      case "gi_running":
        return false;
      case "gi_suspended":
        return this.started && !this.closed;
      case "gi_yieldfrom":
        return null;
      case "gi_frame":
      case "gi_code":
        return unsafeAttribute(this, name);
      case "send":
        return this.builtinMethod(name, (args) => {
          if (args.length !== 1) throw typeError(`generator.send() takes exactly one argument (${args.length} given)`);
          if (args[0] !== null && !this.started) {
            throw typeError("can't send non-None value to a just-started generator");
          }
          // Jinja2 turns the StopIteration of an exhausted generator into Undefined.
          const item = this.next(this);
          return item === this
            ? new Undefined("value was undefined because a callable raised a StopIteration exception")
            : item;
        });
      case "close":
        return this.builtinMethod(name, (args) => {
          if (args.length) throw typeError(`generator.close() takes no arguments (${args.length} given)`);
          this.finish();
          return null;
        });
      case "throw":
        return this.builtinMethod(name, () => {
          throw typeError("exceptions must derive from BaseException");
        });
    }
    return undefined;
  }
  /** A built-in method bound to this generator: two reads of one are equal, and it prints as Python's. */
  private builtinMethod(name: string, call: (args: unknown[]) => unknown): Callable {
    const text = () => `<built-in method ${name} of generator object at ${address(this)}>`;
    return new Callable(name, call, null, text, undefined, "builtin_function_or_method", { self: this });
  }

  /** Takes every remaining item. */
  drain(): unknown[] {
    if (!this.started) this.start();
    if (this.iterator) {
      const rest: unknown[] = [];
      for (let item = this.next(this); item !== this; item = this.next(this)) rest.push(item);
      return rest;
    }
    const items = this.items!;
    const rest = this.position === 0 ? items : items.slice(this.position);
    this.position = items.length;
    this.closed = true;
    return rest;
  }
  /** Takes the next item, or returns `done` when exhausted. */
  next<T>(done: T): unknown {
    if (!this.started) this.start();
    if (this.iterator) {
      // A generator that reads itself (through a namespace) would re-enter: Python refuses, as JavaScript does.
      if (this.running) throw valueError("generator already executing");
      this.running = true;
      // A generator reading another holds a frame of Python's stack while it runs (see `PYTHON_FRAMES`); the innermost
      // one's filter calls take about three more.
      active.frames++;
      let step: IteratorResult<unknown>;
      try {
        if (active.frames + 3 > PYTHON_FRAMES) throw recursionError();
        step = this.iterator.next();
      } finally {
        this.running = false;
        active.frames--;
      }
      if (!step.done) return step.value;
      this.finish();
      return done;
    }
    if (this.position < this.items!.length) return this.items![this.position++];
    this.closed = true;
    return done;
  }
  private start(): void {
    this.started = true;
    const made = this.produce();
    if (Array.isArray(made)) this.items = made;
    else {
      this.items = [];
      this.iterator = made[Symbol.iterator]();
    }
  }
  private finish(): void {
    this.started = true;
    this.closed = true;
    this.iterator = null;
    this.items = [];
    this.position = 0;
  }
  /** Lets engine code walk it lazily with for...of (each step takes one item). */
  *[Symbol.iterator](): Iterator<unknown> {
    for (let item = this.next(this); item !== this; item = this.next(this)) yield item;
  }
  /** Python's len(), for the one iterator that has it (a for loop's `loop`). */
  len?(): number;
}

/**
 * Keyword arguments by name, in an object without a prototype (`keywordArguments`), so that names such as
 * `__proto__` or `constructor` are ordinary keys, as in Python.
 */
export type Kwargs = Record<string, unknown>;
export const keywordArguments = (): Kwargs => Object.create(null);
export const NO_KEYWORDS: Kwargs = Object.freeze(keywordArguments());
const NO_NAMES: readonly string[] = [];

/** A function implemented by the engine (global, method, macro, loop helper): receives positional and keyword arguments. */
export class Callable {
  constructor(
    readonly name: string,
    readonly call: (args: unknown[], kwargs: Kwargs) => unknown,
    /** Attributes templates may read (a macro's name, arguments, ...). */
    readonly attributes: Record<string, unknown> | null = null,
    /** Python's repr(), or what makes it (by default a function's, with its address). */
    private readonly text?: string | (() => string),
    /** The keyword arguments it takes (null: any, which it checks itself); others raise TypeError as in Python. */
    readonly keywords: readonly string[] | null = NO_NAMES,
    /** Python's type name (`type(fn).__name__`), as error messages show it. */
    readonly type = "builtin_function_or_method",
    /** The object a method is bound to: two bound methods of one object and name are equal, as in Python. */
    readonly bound: { self: unknown } | null = null,
  ) {}
  get reprText(): string {
    const text = this.text;
    return typeof text === "function" ? text() : (text ?? `<function ${this.name} at ${address(this)}>`);
  }
}

/**
 * Sets `list[index]`, filling the items before it with `undefined`: a hole would be read through Array.prototype,
 * which the caller's process may have changed.
 */
export function placeAt(list: unknown[], index: number, value: unknown): void {
  while (list.length < index) list.push(undefined);
  list[index] = value;
}

/**
 * Binds a call of the Python function `fn` to its parameters `names`, which follow the `given` ones (what Jinja2
 * passes itself: the context, the filtered value), raising Python's TypeErrors in Python's order: a keyword unknown
 * or given twice, too many positional arguments, a missing one of the first `required`. A parameter not given is
 * undefined.
 */
export function bindArguments(
  fn: string,
  names: readonly string[],
  args: unknown[],
  kwargs: Kwargs,
  required = 0,
  given: readonly string[] = NO_NAMES,
): unknown[] {
  let bound = args;
  // The common call without keywords skips the loop (walking a prototype-less object is slow).
  if (kwargs !== NO_KEYWORDS)
    for (const key in kwargs) {
      const index = names.indexOf(key);
      if (index < args.length) {
        const twice = index >= 0 || given.includes(key);
        throw typeError(`${fn}() got ${twice ? "multiple values for" : "an unexpected keyword"} argument '${key}'`);
      }
      if (bound === args) bound = [...args];
      placeAt(bound, index, kwargs[key]);
    }
  const count = given.length + args.length;
  const most = given.length + names.length;
  if (count > most) {
    const least = given.length + required;
    const takes =
      least === most
        ? `${most} positional argument${most === 1 ? "" : "s"}`
        : `from ${least} to ${most} positional arguments`;
    throw typeError(`${fn}() takes ${takes} but ${count} ${count === 1 ? "was" : "were"} given`);
  }
  for (let i = 0; i < required; i++) {
    if (bound[i] === undefined) {
      const missing = names.slice(0, required).filter((_, j) => bound[j] === undefined);
      const quoted = missing.map((name) => `'${name}'`);
      const last = quoted.pop();
      const list = quoted.length ? `${quoted.join(", ")}${quoted.length > 1 ? "," : ""} and ${last}` : last;
      const plural = missing.length > 1 ? "s" : "";
      throw typeError(`${fn}() missing ${missing.length} required positional argument${plural}: ${list}`);
    }
  }
  return bound;
}

/** Python's TypeError for a keyword argument a function does not take (`accepted` null: any; by default none). */
export function checkKeywords(
  name: string,
  kwargs: Kwargs | null | undefined,
  accepted: readonly string[] | null = NO_NAMES,
): void {
  if (accepted) {
    for (const key in kwargs) {
      if (!accepted.includes(key)) throw typeError(`${name}() got an unexpected keyword argument '${key}'`);
    }
  }
}

/**
 * A data object handed in by the caller: it behaves as a Python dict of its own enumerable properties, which is what
 * Python receives through JSON. A plain object (or one parsed from JSON), also one made in another realm (a `vm`
 * context, an iframe), or an instance of the caller's own class; not an array, a Map, a built-in object (Date, Set,
 * RegExp, errors, boxed primitives: JSON makes other values of them) nor one of the engine's values.
 */
export const isDataObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null || isDataInstance(v, proto);
};
/**
 * Prototypes whose objects are no data: JavaScript's built-in objects (of this realm) and the engine's values. Arrays
 * are told apart before (an object merely made on Array.prototype is data to JSON.stringify).
 */
const NOT_DATA = new Set<unknown>(
  [
    [Map, Set, WeakMap, WeakSet, WeakRef, Date, RegExp, Error, Promise, ArrayBuffer, DataView, Number, String],
    [Boolean, Symbol, BigInt, Object.getPrototypeOf(Int8Array), PyFloat, Markup, Undefined, PyObject, Namespace],
    [Callable],
  ]
    .flat()
    .map((type: { prototype: unknown }) => type.prototype),
);
/**
 * Whether objects of each prototype other than this realm's `Object.prototype` are data objects, decided once by
 * the prototype chain alone (an instance's own tag or shape must not decide it for the others).
 */
const dataPrototypes = new WeakMap<object, boolean>();
function isDataInstance(v: object, proto: object): boolean {
  if (Array.isArray(v)) return false;
  let data = dataPrototypes.get(proto);
  if (data === undefined) {
    data = true;
    for (let p: object | null = proto; p !== null && data; p = Object.getPrototypeOf(p)) data = !NOT_DATA.has(p);
    dataPrototypes.set(proto, data);
  }
  return data;
}
export const isMapping = (v: unknown): boolean => v instanceof Map || isDataObject(v);

/**
 * Python's read-only view of a dict, `d.keys().mapping`, made anew at each access as Python makes one: it reads the
 * dict's entries as they are now, and has none of its mutating methods.
 */
export class MappingProxy extends Map<unknown, unknown> {
  readonly dict: Map<unknown, unknown>;
  constructor(dict: unknown) {
    super();
    // A caller's plain object never changes: a copy of its entries reads the same.
    this.dict = dict instanceof MappingProxy ? dict.dict : dict instanceof Map ? dict : new Map(dictEntries(dict));
  }
  override get size(): number {
    return this.dict.size;
  }
  override get(key: unknown): unknown {
    return this.dict.get(key);
  }
  override has(key: unknown): boolean {
    return this.dict.has(key);
  }
  override keys(): MapIterator<unknown> {
    return this.dict.keys();
  }
  override values(): MapIterator<unknown> {
    return this.dict.values();
  }
  override entries(): MapIterator<[unknown, unknown]> {
    return this.dict.entries();
  }
  override [Symbol.iterator](): MapIterator<[unknown, unknown]> {
    return this.dict.entries();
  }
  override set(): this {
    throw typeError("'mappingproxy' object does not support item assignment");
  }
}

/** A Python dict: any mapping but a mappingproxy (which JSON, urlencode and dict's methods refuse or only iterate). */
export const isDict = (v: unknown): boolean => isMapping(v) && !(v instanceof MappingProxy);

/** A dict the template built (literal, `dict()`, copy, `kwargs`): the only kind `dict.update(x, …)` may change. */
export class Dict extends Map<unknown, unknown> {
  /**
   * The keys that are not strings, by `hashOf`: `mapKey` finds an equal key (1 for 1.0, an equal tuple) at once.
   * Made on first use (Map's constructor adds the initial entries before a field initializer would run).
   */
  hashed?: Map<string, unknown>;
  override set(key: unknown, value: unknown): this {
    if (typeof key !== "string") {
      this.hashed ??= new Map();
      const hashed = this.hashed;
      const hash = hashOf(key);
      if (!hashed.has(hash)) hashed.set(hash, key);
    }
    return super.set(key, value);
  }
  override delete(key: unknown): boolean {
    const hash = typeof key === "string" ? undefined : hashOf(key);
    if (hash !== undefined && this.hashed?.get(hash) === key) this.hashed?.delete(hash);
    return super.delete(key);
  }
  override clear(): void {
    this.hashed?.clear();
    super.clear();
  }
}

/**
 * Equal ints, floats and bools hash alike: an integral value past 2**53 (a long int, or a float such as 2.0 ** 100)
 * by its exact digits in hex, which are written in linear time.
 */
function numberHash(v: unknown): string {
  const n = exactValue(v);
  const whole = typeof n === "bigint" ? n : Number.isInteger(n) && !Number.isSafeInteger(n) ? BigInt(n) : null;
  if (whole === null || Number.isSafeInteger(Number(whole))) return `n${Number(n)}`;
  const hex = whole.toString(16);
  walk(hex.length);
  return `x${hex}`;
}

/**
 * A string equal for Python's equal values (1, 1.0 and True; equal tuples, ranges, bytes; a str and its Markup),
 * so that lookups compare only values of equal hashes. Lists, dicts and views (unhashable) share one; other objects
 * (macros, cyclers) are their own.
 */
export function hashOf(v: unknown): string {
  if (typeof v === "string") return `s${v}`;
  if (isNumber(v)) return numberHash(v);
  if (v instanceof Markup) return `s${v.value}`;
  if (v === null) return "None";
  if (v instanceof Undefined) return "Undefined";
  if (Array.isArray(v) && (isTuple(v) || /^(range|bytes)$/.test(String(viewName(v))))) {
    // Each item's key prefixed by its length: unambiguous without escaping, which would double at each level.
    const items = v.map((item) => {
      const key = hashOf(item);
      return `${key.length}:${key}`;
    });
    const key = `${typeName(v)}(${items.join(",")})`;
    spend(key.length);
    return key;
  }
  if (v instanceof PyComplex) return v.imag === 0 ? hashOf(float(v.real)) : `c${v.real},${v.imag}`;
  // A bound method hashes by its object's identity, as Python's does.
  if (v instanceof Callable && v.bound) {
    const self = v.bound.self;
    return `m${v.name}:${typeof self === "object" && self !== null ? address(self) : hashOf(self)}`;
  }
  return Array.isArray(v) || isMapping(v) ? "unhashable" : address(v);
}

/** Python's type names of the values JavaScript tells apart by `typeof`. */
const PRIMITIVE_TYPES: Record<string, string> = {
  undefined: "NoneType",
  string: "str",
  boolean: "bool",
  bigint: "int",
  function: "function",
};

export function typeName(v: unknown): string {
  if (typeof v === "number") return isIntNumber(v) ? "int" : "float";
  if (typeof v !== "object") return PRIMITIVE_TYPES[typeof v] ?? "object";
  if (v === null) return "NoneType";
  if (v instanceof Markup) return "Markup";
  if (Array.isArray(v)) return viewName(v) ?? (isTuple(v) ? "tuple" : "list");
  if (v instanceof PyFloat) return "float";
  if (v instanceof MappingProxy) return "mappingproxy";
  if (isMapping(v)) return "dict";
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) return "Namespace";
  if (v instanceof Callable) return v.type;
  if (v instanceof PyObject) return v.typeName;
  return "object";
}

/**
 * The keys of the large data objects a render read, kept until it ends (as the split strings are): Python's len(),
 * truthiness and first key of a dict cost nothing, templates test them in loops, and listing an object's keys walks
 * them all. At most 8 objects, each of at least 64 keys.
 */
const objectKeys = new Map<object, string[]>();
const MANY_KEYS = 64;
/**
 * A data object's keys as Python receives them through JSON, in order: a property holding `undefined` or a function
 * is not listed (`{ content: undefined }` is `{}`), as JSON.stringify drops it; a function is still found by its
 * name, to be called. Shared: not to be changed.
 */
export function ownKeys(d: object): string[] {
  let keys = objectKeys.get(d);
  if (keys === undefined) {
    keys = Object.keys(d).filter((key) => {
      const value = (d as Record<string, unknown>)[key];
      return value !== undefined && typeof value !== "function";
    });
    if (keys.length >= MANY_KEYS) {
      if (objectKeys.size === 8) objectKeys.delete(objectKeys.keys().next().value as object);
      objectKeys.set(d, keys);
    }
  }
  return keys;
}
/** Keys of a dict in insertion order (shared for a data object: not to be changed). */
export const dictKeys = (d: unknown): unknown[] => (d instanceof Map ? [...d.keys()] : ownKeys(d as object));
export const dictEntries = (d: unknown): [unknown, unknown][] =>
  d instanceof Map ? [...d.entries()] : ownKeys(d as object).map((key) => [key, (d as Record<string, unknown>)[key]]);
/** Looks a key up in a dict; `missing` when absent. Only own properties of plain objects are visible. */
export function dictGet(d: unknown, key: unknown, missing: unknown): unknown {
  if (d instanceof Map) {
    const k = mapKey(d, key);
    // A caller's Map may hold `undefined`, which is None there (a Map is no JSON: its entries are all keys).
    return d.has(k) ? (d.get(k) ?? null) : missing;
  }
  // A Markup key is the equal str key.
  const name = stringValue(key);
  const value = name !== null && Object.hasOwn(d as object, name) ? (d as Record<string, unknown>)[name] : undefined;
  return value !== undefined ? value : missing;
}

/**
 * The key under which a Map stores `key`: Python's equal keys (1, 1.0 and True; equal tuples) share one entry,
 * which keeps the key that was inserted first.
 */
export function mapKey(d: Map<unknown, unknown>, key: unknown): unknown {
  if (d.has(key)) return key;
  // A dict the template built indexes its other keys; a caller's Map is scanned.
  if (d instanceof Dict) {
    if (typeof key === "string") return d.hashed?.get(`s${key}`) ?? key;
    const text = stringValue(key);
    if (text !== null && d.has(text)) return text;
    return d.hashed?.get(hashOf(key)) ?? key;
  }
  if (typeof key !== "string") for (const existing of d.keys()) if (equals(existing, key)) return existing;
  return key;
}

/**
 * Python's conversion of an argument it takes as an integer (`sorted(reverse=)`, `range()`, a width): ints and bools
 * only; where Python converts it to a C int or ssize_t, a larger int overflows.
 */
export function asInteger(v: unknown, cType?: "int" | "ssize_t"): number {
  if (!isIntegral(v)) throw typeError(`'${typeName(v)}' object cannot be interpreted as an integer`);
  const bound = cType === "int" ? 2 ** 31 : 2 ** 63;
  if (cType && typeof v !== "boolean" && (v >= bound || v < -bound))
    throw new TemplateRuntimeError(`Python int too large to convert to C ${cType}`, "OverflowError");
  return Number(v);
}

/** Python refuses lists, dicts and dict keys and items views as dict keys or set members, and tuples holding one. */
export function assertHashable(v: unknown): void {
  if (isTuple(v)) {
    spend(v.length);
    v.forEach(assertHashable);
  } else if ((Array.isArray(v) && !/^(range|bytes|dict_values)$/.test(String(viewName(v)))) || isMapping(v)) {
    throw typeError(`unhashable type: '${typeName(v)}'`);
  }
}

/** Python's repr() of a float. */
export function floatRepr(n: number): string {
  if (Number.isNaN(n)) return "nan";
  if (!Number.isFinite(n)) return n > 0 ? "inf" : "-inf";
  if (Object.is(n, -0)) return "-0.0";
  const [mantissa, exp] = n.toExponential().split("e");
  const exponent = Number(exp);
  // Python writes exponents from 1e16 and below 1e-4, with two digits at least.
  if (exponent < -4 || exponent >= 16) return `${mantissa}e${exp.replace(/^(.)(\d)$/, "$10$2")}`;
  // JavaScript writes the same shortest digits without an exponent in this range.
  const text = String(n);
  return text.includes(".") ? text : `${text}.0`;
}

/**
 * Python's refusal to convert an int of more than 4300 decimal digits to or from text
 * (sys.int_info.default_max_str_digits); reading text also says how many digits it has.
 */
export const digitLimitError = (digits?: number) =>
  valueError(
    `Exceeds the limit (4300 digits) for integer string conversion${digits ? `: value has ${digits} digits` : ""}; use sys.set_int_max_str_digits() to increase the limit`,
  );

/** The digits of a big int: Python refuses to write more than 4300. */
export function intText(n: bigint): string {
  // Beyond 14,400 bits (2 ** 14400 > 10 ** 4334) refused before the decimal digits are written, which takes a
  // second for a million of them.
  if (bitLength(n) > 14400) throw digitLimitError();
  const text = String(n);
  if (text.length - (n < 0n ? 1 : 0) > 4300) throw digitLimitError();
  return text;
}

/** Python's str() of a value, as `{{ value }}` prints it. */
export function str(v: unknown): string {
  switch (typeof v) {
    case "string":
      return v;
    case "number":
      return isIntNumber(v) ? String(v) : floatRepr(v);
    case "boolean":
      return v ? "True" : "False";
    case "bigint":
      return intText(v);
  }
  if (v === null || v === undefined) return "None";
  if (v instanceof Undefined) return "";
  if (v instanceof Markup) return v.value;
  if (v instanceof MappingProxy) return repr(v.dict);
  return repr(v);
}

/**
 * What Python's repr() escapes: the backslash and the characters str.isprintable() refuses (categories C and Z but
 * the space, and the characters newer than Python's Unicode, whose ranges join the class).
 */
const NON_PRINTABLE = new RegExp(`(?! )[\\p{C}\\p{Z}\\\\${NEWER_THAN_PYTHON.source.slice(1, -1)}]`, "gu");
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
/** A character as Python's repr() escapes it by its code: \xNN, \uNNNN or \UNNNNNNNN. */
export function codeEscape(ch: string): string {
  const code = ch.codePointAt(0)!;
  const [prefix, width] = code < 0x100 ? ["x", 2] : code < 0x10000 ? ["u", 4] : ["U", 8];
  return `\\${prefix}${code.toString(16).padStart(width, "0")}`;
}
/** Python's repr() of a string. */
function stringRepr(s: string): string {
  const escaped = s.replace(NON_PRINTABLE, (ch) => ESCAPES[ch] ?? codeEscape(ch));
  return s.includes("'") && !s.includes('"') ? `"${escaped}"` : `'${escaped.replaceAll("'", "\\'")}'`;
}

/**
 * Python's repr() of a value, as it appears inside printed containers. `entries` gives the items of the dicts
 * inside (pprint sorts them).
 */
export function repr(v: unknown, entries = dictEntries): string {
  if (typeof v === "string") return stringRepr(v);
  if (v instanceof Markup) return `Markup(${stringRepr(v.value)})`;
  if (v instanceof PyFloat) return floatRepr(v.value);
  if (Array.isArray(v)) {
    const viewType = (v as unknown as Record<symbol, ViewType | undefined>)[VIEW];
    if (viewType) return viewType.format(v);
    const tupleItems = isTuple(v);
    // groupby's tuples have a __repr__ of their own, which pprint calls as it is: their dicts keep their order.
    if (isGroup(v)) entries = dictEntries;
    return container(v, tupleItems ? "(...)" : "[...]", entries, () => {
      // writeEach reads with Array.from: a hole in a caller's sparse array is None, as an undefined item is.
      const items = writeEach(v, (item) => repr(item, entries)).join(", ");
      if (!tupleItems) return `[${items}]`;
      return v.length === 1 ? `(${items},)` : `(${items})`;
    });
  }
  // pprint has no one-line form of its own for a mappingproxy: it writes repr(), in insertion order.
  if (v instanceof MappingProxy) return `mappingproxy(${repr(v.dict)})`;
  if (isMapping(v))
    return container(
      v as object,
      "{...}",
      entries,
      () => `{${writeEach(entries(v), ([k, value]) => `${repr(k, entries)}: ${repr(value, entries)}`).join(", ")}}`,
    );
  if (v instanceof Undefined) return "Undefined";
  if (v instanceof Namespace) {
    // Its __repr__ is Python code: two more frames of Python's stack a level (see `checkNesting`).
    active.frames += 2;
    try {
      return `<Namespace ${repr(v.attrs)}>`;
    } finally {
      active.frames -= 2;
    }
  }
  if (v instanceof Callable) return v.reprText;
  if (typeof v === "function") return `<function ${v.name}>`;
  if (v instanceof PyObject) return v.repr();
  // Other JavaScript values (objects of no Python type, symbols) print as an opaque object.
  if ((typeof v === "object" && v !== null) || typeof v === "symbol") return "<object>";
  return str(v);
}

/**
 * `write` applied to each item, refused as soon as the texts together pass the output limit: a list of a thousand
 * huge strings must not be printed out in full before its size is checked.
 */
function writeEach<T>(items: Iterable<T> | ArrayLike<T>, write: (item: T) => string): string[] {
  let size = 0;
  return Array.from(items, (item) => {
    const text = write(item);
    size += text.length;
    checkSize(size);
    return text;
  });
}

/**
 * Refuses a string or list that a filter, call, operator, slice or literal created past the output limit (every one of
 * them: a string that outgrows it is soon one that JavaScript cannot process, such as a join of seven 10-million
 * character strings, whose `tojson` is a fatal error of V8, which no `catch` stops), and counts what it created
 * toward `maxCreatedLength`, by about its memory. The lists and dicts inside a `shared` list are another list's (an
 * operator joins or repeats lists): only its items count.
 */
export function created<T>(value: T, shared = false): T {
  if (typeof value === "string") countCreated(CHARACTER_BYTES * sized(value).length);
  else if (Array.isArray(value)) {
    checkSize(value.length);
    countCreated(shared ? ownBytes(value) : listBytes(value));
  } else if (value instanceof Map) countCreated(ownBytes(value));
  else if (value instanceof Markup) countCreated(CHARACTER_BYTES * sized(value.value).length);
  return value;
}

/** A character's bytes: two in a V8 string that is not all Latin-1. */
const CHARACTER_BYTES = 2;
/** A list item's: a pointer. */
const ITEM_BYTES = 8;
/** A dict entry's: its key, its value and its hash table chain. */
const ENTRY_BYTES = 24;
/** What a list or dict object costs beyond its items (about the memory of eight items). */
const OBJECT_BYTES = 8 * ITEM_BYTES;
/** A list's or dict's items or entries (not the values they hold). */
const ownBytes = (v: unknown[] | Map<unknown, unknown>): number =>
  Array.isArray(v) ? ITEM_BYTES * v.length : ENTRY_BYTES * v.size;
/**
 * A list's items, plus what each list or dict inside it costs: filters such as batch, slice, groupby and items
 * create those too (`range(100000)|batch(1)` is a hundred thousand lists). One held many times (`[l] * 10000`)
 * costs once.
 */
function listBytes(list: unknown[]): number {
  let bytes = ownBytes(list);
  let seen: Set<unknown> | null = null;
  for (const item of list) {
    if (!Array.isArray(item) && !(item instanceof Map)) continue;
    seen ??= new Set();
    if (seen.has(item)) continue;
    seen.add(item);
    bytes += OBJECT_BYTES + ownBytes(item);
  }
  return bytes;
}

/**
 * The containers whose repr is being written: one met again inside itself prints as Python's `[...]`/`{...}`.
 * pprint (which passes its own `entries`) keeps its own set, as Python's pprint does; it names a recursion with
 * an object id, which cannot match Python's anyway.
 */
const printing = new Set<object>();
const pprinting = new Set<object>();
/**
 * The repr of a list, tuple or dict, refused past the output limit as soon as it is written: a list holding
 * itself twice, doubled 40 times, would otherwise take minutes to print.
 */
function container(v: object, recursion: string, entries: unknown, write: () => string): string {
  const open = entries === dictEntries ? printing : pprinting;
  if (open.has(v)) return open === printing ? recursion : `<Recursion on ${typeName(v)}>`;
  // Python's stack: pprint's recursion takes three frames a level.
  if (open === printing) checkNesting(open.size, PYTHON_NESTING.repr);
  else checkNesting(3 * open.size, PYTHON_NESTING.pprint);
  open.add(v);
  try {
    return sized(write());
  } finally {
    open.delete(v);
  }
}

/** Python's ascii(): repr() with the non-ASCII characters escaped. */
export const ascii = (v: unknown): string => repr(v).replace(/[^\0-\x7f]/gu, codeEscape);

export function truthy(v: unknown): boolean {
  // JavaScript's truthiness is Python's for bool, str, int, float (but NaN, true in Python), None and functions.
  if (typeof v !== "object" || v === null) return !!v || Number.isNaN(v);
  if (Array.isArray(v)) return v.length > 0;
  if (v instanceof Map) return v.size > 0;
  if (v instanceof PyFloat || v instanceof Markup) return !!v.value;
  if (v instanceof Undefined) return false;
  if (v instanceof PyComplex) return v.real !== 0 || v.imag !== 0;
  if (isDataObject(v)) return ownKeys(v).length > 0;
  return true;
}

/** A list or tuple (an array that is no range, dict view or bytes). */
export const isList = (v: unknown): v is unknown[] => Array.isArray(v) && !viewName(v);

/** A class's `__class_getitem__` (only `dict` has one), which makes `cls[key]` a generic alias. */
export const classItem = (obj: unknown) => (obj instanceof Callable ? obj.attributes?.__class_getitem__ : undefined);

/** A dict view or a set: a list here that Python cannot subscript. */
export const isUnsubscriptable = (v: unknown): boolean => {
  const kind = viewName(v);
  return kind !== undefined && (kind.startsWith("dict") || kind === "set");
};

/** The item `obj[key]`, or `undefined` when missing or when `obj` takes no such key. */
export function itemOf(obj: unknown, key: unknown): unknown {
  if (isMapping(obj)) return dictGet(obj, key, undefined);
  const text = stringValue(obj);
  if (text === null && !Array.isArray(obj)) {
    if (obj instanceof PyObject) return obj.item?.(key);
    const getitem = classItem(obj);
    return getitem instanceof Callable ? getitem.call([key], NO_KEYWORDS) : undefined;
  }
  if (!isIntegral(key) || isUnsubscriptable(obj)) return undefined;
  const index = Number(key);
  if (text !== null && text.length >= LONG_STRING && Math.abs(index) <= LONG_STRING) {
    const point = codePointNearEnd(text, index);
    if (point !== undefined) return obj instanceof Markup ? new Markup(point) : point;
  }
  const items = text === null ? (obj as unknown[]) : codePoints(text);
  const item = items.at(index);
  // A caller's array may hold `undefined` or a hole, which is None (JSON's null).
  if (item === undefined) return text === null && index < items.length && index >= -items.length ? null : undefined;
  return obj instanceof Markup ? new Markup(item as string) : item;
}

/**
 * `obj[key]` where Python subscripts without the sandbox's fallbacks (format_map, `'%(name)s' % obj`): a missing
 * key raises KeyError, an index out of range IndexError, a key of the wrong type or an object without items TypeError.
 */
export function subscript(obj: unknown, key: unknown): unknown {
  if (obj instanceof Undefined) obj.fail();
  const item = itemOf(obj, key);
  if (item !== undefined) return item;
  if (isMapping(obj) || (obj instanceof PyObject && obj.item)) throw keyError(repr(key));
  const kind = typeName(obj);
  if (stringValue(obj) === null && (!Array.isArray(obj) || isUnsubscriptable(obj)))
    throw typeError(`'${kind}' object is not subscriptable`);
  if (!isIntegral(key)) throw typeError(`${kind} indices must be integers or slices, not ${typeName(key)}`);
  throw new TemplateRuntimeError(`${kind} index out of range`, "IndexError");
}

/**
 * Python's `is`: objects and containers are the same only as one reference; of the immutable values CPython shares
 * only None, the bools, the ints from -5 to 256, the empty and one-Latin-1-character strings and the empty tuple
 * (any other two values, even equal, are distinct objects; a float or big int here cannot tell one reference from
 * two).
 */
export const sameObject = (a: unknown, b: unknown): boolean => {
  if (a === null || a === undefined) return b === null || b === undefined;
  // CPython keeps one object of each int from -5 to 256, however it was made (a bigint of the caller's is an int).
  if (typeof a === "number" || typeof a === "bigint") {
    const n = Number(a);
    return isInt(a) && isInt(b) && n === Number(b) && n >= -5 && n <= 256;
  }
  if (typeof a === "string") return a === b && (a.length === 0 || (a.length === 1 && a.charCodeAt(0) < 256));
  if (isTuple(a) && a.length === 0) return isTuple(b) && b.length === 0;
  return a === b;
};

/**
 * Two reads of one method of one object, by `sameObject`, but a string by its value: a variable is one object in
 * Python, and JavaScript strings have no identity to tell two reads of one variable from two equal strings.
 */
const sameMethod = (a: Callable, b: Callable): boolean =>
  a.bound !== null &&
  b.bound !== null &&
  a.name === b.name &&
  a.type === b.type &&
  (typeof a.bound.self === "string" ? a.bound.self === b.bound.self : sameObject(a.bound.self, b.bound.self));

/** Python's `==`, `depth` containers into the compared ones (see `checkNesting`). */
export function equals(a: unknown, b: unknown, depth = 0): boolean {
  // Two long strings of one length compare character by character.
  if (typeof a === "string" && a.length > 64 && typeof b === "string" && a.length === b.length) walk(a.length);
  if (a === b) return true;
  // The most common comparison, of two strings, needs nothing else.
  if (typeof a === "string" && typeof b === "string") return false;
  // A caller's array may hold `undefined`, which is None (JSON's null).
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  // biome-ignore lint/suspicious/noDoubleEquals: a bigint and a number compare exactly with ==, never with ===.
  if (isNumber(a) && isNumber(b)) return exactValue(a) == exactValue(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (isSet(a) && isSet(b)) return a.length === b.length && isSubset(a, b);
    const kind = viewName(a);
    // A values view equals only itself.
    if (a.length !== b.length || isTuple(a) !== isTuple(b) || kind !== viewName(b) || kind === "dict_values")
      return false;
    spend(a.length);
    checkNesting(depth, PYTHON_NESTING.compare);
    for (let i = 0; i < a.length; i++) if (!equals(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (isMapping(a) && isMapping(b)) {
    const entries = dictEntries(a);
    if (entries.length !== dictKeys(b).length) return false;
    spend(entries.length);
    checkNesting(depth, PYTHON_NESTING.compare);
    const missing = {};
    return entries.every(([k, value]) => {
      const other = dictGet(b, k, missing);
      return other !== missing && equals(value, other, depth + 1);
    });
  }
  if (a instanceof Undefined && b instanceof Undefined) return true;
  if (a instanceof PyComplex || b instanceof PyComplex) {
    const [x, y] = [a, b].map((v) => (v instanceof PyComplex ? v : isNumber(v) ? new PyComplex(numeric(v), 0) : null));
    return x !== null && y !== null && x.real === y.real && x.imag === y.imag;
  }
  if (a instanceof Callable && b instanceof Callable) return sameMethod(a, b);
  if (a instanceof Markup || b instanceof Markup) return stringValue(a) !== null && stringValue(a) === stringValue(b);
  return false;
}

/**
 * Python orders strings by code point; JavaScript's `<` by UTF-16 unit, which puts U+E000-U+FFFF after the
 * surrogates of U+10000 and beyond. Moving those units below the surrogates restores code point order.
 */
export function stringLess(x: string, y: string): boolean {
  if (x.length > LONG_STRING && y.length > LONG_STRING) {
    // Compared as far as they agree, counted as equals() counts it; without surrogates, UTF-16 order is code point
    // order, which JavaScript's `<` compares natively.
    walk(Math.min(x.length, y.length));
    if (!SURROGATE.test(x) && !SURROGATE.test(y)) return x < y;
  }
  let i = 0;
  while (i < x.length && i < y.length && x.charCodeAt(i) === y.charCodeAt(i)) i++;
  if (i === x.length || i === y.length) return x.length < y.length;
  const order = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);
  return order(x.charCodeAt(i)) < order(y.charCodeAt(i));
}

/**
 * Python's ordering (`<`), `depth` containers into the compared ones; raises TypeError for unorderable types as
 * Python does.
 */
export function lessThan(a: unknown, b: unknown, operator = "<", swapped = false, depth = 0): boolean {
  if (isNumber(a) && isNumber(b)) return exactValue(a) < exactValue(b);
  const x = stringValue(a);
  const y = stringValue(b);
  if (x !== null && y !== null) return stringLess(x, y);
  // Sets order by inclusion.
  if (isSet(a) && isSet(b)) return a.length < b.length && isSubset(a, b);
  // Lists and tuples order by their items (ranges and dict values views do not order).
  if (isList(a) && isList(b) && isTuple(a) === isTuple(b)) {
    spend(Math.min(a.length, b.length));
    checkNesting(depth, PYTHON_NESTING.compare);
    for (let i = 0; i < a.length && i < b.length; i++) {
      if (!equals(a[i], b[i], depth + 1)) return lessThan(a[i], b[i], operator, swapped, depth + 1);
    }
    return a.length < b.length;
  }
  // Python asks the written left operand first: an undefined one fails before the other.
  const [first, second] = swapped ? [b, a] : [a, b];
  operandError(
    `'${operator}' not supported between instances of '${typeName(first)}' and '${typeName(second)}'`,
    first,
    second,
  );
}

/** The items a `for` loop visits: a list's items, a string's characters, a dict's keys. */
export function iterate(v: unknown): unknown[] {
  walk(walkCost(v));
  if (Array.isArray(v)) {
    // A caller's sparse array may claim billions of items: walking them would never end.
    if (v.length > active.limits.maxCreatedLength) {
      throw new LimitError(
        `A list of ${v.length} items exceeds the limit of ${active.limits.maxCreatedLength}.`,
        "MemoryError",
      );
    }
    // Its `undefined` items and holes are None, as JSON makes them (a caller's array; the engine's hold none).
    return v.includes(undefined) ? Array.from(v, (item) => item ?? null) : v;
  }
  const text = stringValue(v);
  if (text !== null) return Array.from(text);
  if (v instanceof Generator) return v.drain();
  if (v instanceof PyObject && v.iterate) return v.iterate();
  if (!isIterable(v)) throw typeError(`'${typeName(v)}' object is not iterable`);
  return v instanceof Undefined ? [] : dictKeys(v);
}

/** The items of `v` as `iterate` gives them, but a generator's taken one at a time, as far as they are read. */
export const lazily = (v: unknown): Iterable<unknown> => (v instanceof Generator ? v : iterate(v));

export const isIterable = (v: unknown): boolean =>
  stringValue(v) !== null ||
  Array.isArray(v) ||
  isMapping(v) ||
  v instanceof Undefined ||
  (v instanceof PyObject && (v instanceof Generator || v.iterate !== undefined));

/** Python's len(). */
export function length(v: unknown): number {
  const text = stringValue(v);
  if (text !== null) return codePointLength(text);
  if (v instanceof Generator && v.len) return v.len();
  if (v instanceof PyObject || !isIterable(v)) throw typeError(`object of type '${typeName(v)}' has no len()`);
  return v instanceof Map ? v.size : Array.isArray(v) ? v.length : iterate(v).length;
}

export const SURROGATE = /[\ud800-\udfff]/;
/** Strings at least this long keep their split into code points for the rest of the render. */
const LONG_STRING = 64;
/** Long strings read in this render: their code points, or only how many there are until one is indexed. */
const splitStrings = new Map<string, string | string[] | number>();
const remember = (s: string, known: string | string[] | number): void => {
  if (splitStrings.size === 8 && !splitStrings.has(s)) splitStrings.delete(splitStrings.keys().next().value as string);
  splitStrings.set(s, known);
};
/**
 * The code points of `s`, indexable as Python indexes a string: `s` itself unless it holds surrogate pairs. Python
 * measures, indexes and slices a string in constant time, and templates do that in loops over long strings (a JSON
 * parser written in Jinja), so a long string is walked through once per render, not at every step.
 */
export function codePoints(s: string): string | string[] {
  const known = s.length < LONG_STRING ? undefined : splitStrings.get(s);
  if (known !== undefined && typeof known !== "number") return known;
  if (known === undefined) walk(s.length);
  // As many code points as units: no surrogate pairs, so the string indexes as its code points.
  const points = known === s.length || !SURROGATE.test(s) ? s : Array.from(s);
  if (s.length >= LONG_STRING) remember(s, points);
  return points;
}
const EMPTY_MATCH = /(?:)/;
/**
 * Ends a render: the strings it split and the keys of objects it listed are not kept alive after it, nor the last
 * string a regular expression matched, which V8 keeps as the legacy `RegExp.input` until the next match anywhere
 * (megabytes after a long `striptags`).
 */
export function forgetRenderValues(): void {
  splitStrings.clear();
  objectKeys.clear();
  EMPTY_MATCH.exec("");
}
/**
 * Python's len() of a string: code points, not UTF-16 units. Counted without splitting the string: one that grows in
 * a loop is measured at every step and never indexed, and splitting each copy made such a loop quadratic.
 */
export function codePointLength(s: string): number {
  const known = s.length < LONG_STRING ? undefined : splitStrings.get(s);
  if (known !== undefined) return typeof known === "number" ? known : known.length;
  walk(s.length);
  let count = s.length;
  if (SURROGATE.test(s)) {
    for (let i = 0; i < s.length; i++) {
      if (isPairAt(s, i)) {
        count--;
        i++;
      }
    }
  }
  if (s.length >= LONG_STRING) remember(s, count);
  return count;
}
/**
 * The code point `index` places from the start (or from the end, negative) of a long string not split yet, read
 * without splitting it: a string that grows in a loop is indexed near its end once per step. Undefined when split
 * already (indexed from its split) or out of range.
 */
function codePointNearEnd(s: string, index: number): string | undefined {
  if (typeof splitStrings.get(s) === "object") return undefined;
  let at = 0;
  if (index >= 0) {
    for (let i = 0; i < index && at < s.length; i++) at += isPairAt(s, at) ? 2 : 1;
  } else {
    at = s.length;
    for (let i = 0; i < -index; i++) {
      if (at === 0) return undefined;
      at -= at >= 2 && isPairAt(s, at - 2) ? 2 : 1;
    }
  }
  if (at >= s.length) return undefined;
  return s.slice(at, isPairAt(s, at) ? at + 2 : at + 1);
}
/**
 * Whether a surrogate pair (one code point) starts at `at`. A unit pairs only as a high surrogate followed by a low
 * one, so pairs are found alike from either end of a string.
 */
const isPairAt = (s: string, at: number): boolean => {
  const high = s.charCodeAt(at);
  if (high < 0xd800 || high >= 0xdc00) return false;
  const low = s.charCodeAt(at + 1);
  return low >= 0xdc00 && low < 0xe000;
};

/** What an item costs to walk through, in characters: reading, comparing or adding it takes about ten times longer. */
const ITEM_WALK = 10;
/** What walking through `v` costs toward `maxWalkedLength`: a string's characters, a list's or dict's items. */
export const walkCost = (v: unknown): number =>
  typeof v === "string"
    ? v.length
    : Array.isArray(v)
      ? v.length * ITEM_WALK
      : v instanceof Markup
        ? v.value.length
        : v instanceof Map
          ? v.size * ITEM_WALK
          : 0;

/** Python's whitespace (what `str.split()`, `str.strip()` and Jinja2's "-" remove), as the body of a regular-expression class. */
export const PYTHON_SPACE = "\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

const SPACE = new RegExp(`[${PYTHON_SPACE}]`);
/**
 * Whether a UTF-16 code is Python whitespace, which differs from JavaScript's trim() at the edges.
 * ASCII is tested inline: the lexer asks this of every character next to a tag.
 */
export const isPythonSpace = (code: number): boolean =>
  code < 0x80
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0x1c && code <= 0x1f)
    : SPACE.test(String.fromCharCode(code));
