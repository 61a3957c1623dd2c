import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { checkSize } from "./limits.js";
import {
  DICT_METHODS,
  formatLookup,
  MARKUP_METHODS,
  type Method,
  SEQUENCE_METHODS,
  STRING_METHODS,
  UNSAFE_METHODS,
} from "./methods.js";
import {
  address,
  asInteger,
  bytes,
  Callable,
  checkKeywords,
  dictGet,
  escapeValue,
  floatRepr,
  integer,
  isFloat,
  isGroup,
  isIntegral,
  isMapping,
  isNumber,
  isPlainObject,
  isTuple,
  iterate,
  type Kwargs,
  Markup,
  missingAttribute,
  missingItem,
  Namespace,
  NO_KEYWORDS,
  numeric,
  operandError,
  PyFloat,
  PyObject,
  repr,
  stringValue,
  truthy,
  tuple,
  typeName,
  Undefined,
  unsafeAttribute,
  viewAttributes,
  viewName,
} from "./values.js";

/**
 * Attribute and item lookup with the rules of Jinja2's immutable sandbox:
 * `a.b` tries the Python attribute first, then the item; `a[b]` the item first, then the attribute.
 * Only data is reachable: own properties of caller objects, never prototypes, constructors or mutating methods.
 */

const unsafe = unsafeAttribute;

/** The dunder attributes of every Python object (`dir(object())`). */
const OBJECT_DUNDERS =
  "class delattr dir doc eq format ge getattribute getstate gt hash init init_subclass le lt ne new reduce " +
  "reduce_ex repr setattr sizeof str subclasshook";
const dunders = (names: string) =>
  new Set(`${names} getitem iter len ${OBJECT_DUNDERS}`.split(" ").map((name) => `__${name}__`));
/** The attributes of Jinja2's Undefined objects (`dir(Undefined())`): dunders and its private slots. */
export const UNDEFINED_ATTRIBUTES = new Set([
  ...dunders(
    "add aiter bool call complex div float floordiv getattr int module mul neg pos pow radd rdiv rfloordiv rmod rmul " +
      "rpow rsub rtruediv slots sub truediv mod",
  ),
  ..."hint obj name exception".split(" ").map((name) => `_undefined_${name}`),
  "_fail_with_undefined_error",
]);
/** The dunder attributes of Python's dict (`dir({})`): for any other dunder name, `d.name` looks up the key. */
const DICT_DUNDERS = dunders("class_getitem contains delitem ior or reversed ror setitem");
/** The dunder attributes of the dict type itself: for any other dunder name, `dict.name` is a generic alias. */
const DICT_TYPE_DUNDERS = new Set([
  ...DICT_DUNDERS,
  ...dunders(
    "base bases basicsize call dict dictoffset flags instancecheck itemsize module mro name prepare qualname " +
      "subclasscheck subclasses text_signature weakrefoffset",
  ),
]);

/** The dunder attributes of `self` (TemplateReference): for any other dunder name, `self.name` is a block. */
const TEMPLATE_REFERENCE_DUNDERS = new Set(
  `dict getitem module weakref ${OBJECT_DUNDERS}`.split(" ").map((name) => `__${name}__`),
);

const isEnumerable = Object.prototype.propertyIsEnumerable;

/** Names a JavaScript object must never reveal, whatever the object (dunder names such as `__proto__` never get here). */
const FORBIDDEN = new Set(["constructor", "prototype", "__defineGetter__", "__defineSetter__", "__lookupGetter__"]);

const MARKUP_TABLE = { ...STRING_METHODS, ...MARKUP_METHODS };

/** The methods of a str, Markup, sequence (list, tuple, range, dict view, bytes) or dict; null for other values. */
function methodTable(obj: unknown): Record<string, Method<never>> | null {
  if (typeof obj === "string") return STRING_METHODS;
  if (obj instanceof Markup) return MARKUP_TABLE;
  if (Array.isArray(obj)) return SEQUENCE_METHODS[typeName(obj)];
  if (isMapping(obj)) return DICT_METHODS;
  return null;
}

/** The Python attribute `obj.name`, or `undefined` when Python has none. */
function pythonAttribute(obj: unknown, name: string): unknown {
  if (name.startsWith("__") && name.endsWith("__")) {
    // The sandbox wraps a str.format it reads before it checks the name: the wrapper's __wrapped__ is one again.
    if (name === "__wrapped__" && obj instanceof Callable && obj.attributes?.__wrapped__) return obj;
    const known = isMapping(obj)
      ? DICT_DUNDERS
      : classItem(obj)
        ? DICT_TYPE_DUNDERS
        : obj instanceof PyObject && obj.item
          ? TEMPLATE_REFERENCE_DUNDERS
          : null;
    return known && !known.has(name) ? undefined : unsafe(obj, name);
  }
  if (isGroup(obj) && (name === "grouper" || name === "list")) return obj[name === "grouper" ? 0 : 1];
  const table = methodTable(obj);
  if (table) {
    if (Object.hasOwn(table, name)) {
      return new Callable(
        name,
        (args, kwargs) => callMethod(obj, name, args, kwargs),
        name.startsWith("format") ? { __wrapped__: true } : null,
        () => methodRepr(obj, name),
        null,
      );
    }
    if (UNSAFE_METHODS[typeName(obj)]?.has(name)) return unsafe(obj, name);
    const attributes = viewAttributes(obj);
    return attributes && Object.hasOwn(attributes, name) ? attributes[name] : undefined;
  }
  if (obj instanceof Callable)
    return obj.attributes && Object.hasOwn(obj.attributes, name) ? obj.attributes[name] : undefined;
  if (isNumber(obj)) return numberAttribute(obj, name);
  // The sandbox refuses private attributes (`_x`); a namespace is the only object that can hold one.
  if (obj instanceof Namespace) return name[0] === "_" ? unsafe(obj, name) : obj.attrs.get(name);
  if (obj instanceof PyObject) return obj.attribute(name);
  // A caller-supplied class instance (dicts and Undefined never get here): its own data only, not the hidden
  // properties (an Error's stack).
  if (typeof obj === "object" && obj !== null && !FORBIDDEN.has(name) && isEnumerable.call(obj, name)) {
    return (obj as Record<string, unknown>)[name];
  }
  return undefined;
}

/** Python's repr() of the bound method `obj.name`: what a template reads through `string` must match it. */
function methodRepr(obj: unknown, name: string): string {
  const isMarkup = obj instanceof Markup;
  // The sandbox wraps format and format_map in a function of its own.
  if (name.startsWith("format")) return `<function ${isMarkup ? "Markup" : "str"}.${name} at ${address(obj)}>`;
  if (isMarkup && name === "escape") return "<bound method Markup.escape of <class 'markupsafe.Markup'>>";
  // Markup defines the methods that return text itself; the others are str's, built in.
  if (isMarkup && !/^(is|r?find|r?index|count|encode|endswith|startswith|maketrans)/.test(name))
    return `<bound method Markup.${name} of ${repr(obj)}>`;
  const receiver = /^(maketrans|fromkeys|from_bytes)$/.test(name)
    ? "type"
    : isGroup(obj)
      ? "_GroupTuple"
      : typeName(obj);
  return `<built-in method ${name} of ${receiver} object at ${address(obj)}>`;
}

/** Python's float.as_integer_ratio(): the exact fraction, doubling until the value is integral. */
function integerRatio(x: number): unknown[] {
  if (!Number.isFinite(x)) {
    throw new TemplateRuntimeError(
      `cannot convert ${floatRepr(x)} to integer ratio`,
      x ? "OverflowError" : "ValueError",
    );
  }
  let denominator = 1n;
  for (; !Number.isInteger(x); x *= 2) denominator *= 2n;
  return tuple([integer(BigInt(x)), integer(denominator)]);
}

/** Python's float.hex(): the IEEE 754 fields, as `[-]0x1.<13 hex digits>p<exponent>`. */
function floatHex(x: number): string {
  if (!Number.isFinite(x)) return floatRepr(x);
  const bits = new DataView(new Float64Array([x]).buffer).getBigUint64(0, true);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const mantissa = (bits & 0xfffffffffffffn).toString(16).padStart(13, "0");
  const power = exponent ? exponent - 1023 : x ? -1022 : 0;
  const sign = bits >> 63n ? "-" : "";
  return x ? `${sign}0x${exponent ? 1 : 0}.${mantissa}p${power < 0 ? "" : "+"}${power}` : `${sign}0x0.0p+0`;
}

/**
 * int.to_bytes(length=1, byteorder='big', *, signed=False) and the class method
 * int.from_bytes(bytes, byteorder='big', *, signed=False), called on the int or bool `n`.
 */
function intBytesMethod(n: number | bigint | boolean, name: string): Callable {
  const keywords = [name === "to_bytes" ? "length" : "bytes", "byteorder", "signed"];
  return new Callable(
    name,
    (args, kwargs) => {
      if (args.length > 2) throw typeError(`${name}() takes at most 2 positional arguments`);
      const [first, order = "big", signed] = keywords.map((key, i) => (key in kwargs ? kwargs[key] : args[i]));
      const byteorder = stringValue(order);
      if (byteorder !== "big" && byteorder !== "little") throw valueError("byteorder must be either 'little' or 'big'");
      // Byte lists run most significant first; little-endian reverses them.
      const inOrder = (codes: unknown[]) => (byteorder === "big" ? codes : [...codes].reverse());
      const fits = (value: bigint, length: number) =>
        (truthy(signed) ? BigInt.asIntN : BigInt.asUintN)(8 * length, value) === value;
      if (name === "from_bytes") {
        if (stringValue(first) !== null) throw typeError("cannot convert 'str' object to bytes");
        const codes = inOrder(iterate(first)).map((code) => {
          const byte = asInteger(code);
          if (byte < 0 || byte > 255) throw valueError("bytes must be in range(0, 256)");
          return byte.toString(16).padStart(2, "0");
        });
        let value = BigInt(`0x0${codes.join("")}`);
        if (!fits(value, codes.length)) value -= 1n << BigInt(8 * codes.length);
        // A class method of the receiver's class: bool.from_bytes makes a bool.
        return typeof n === "boolean" ? value !== 0n : integer(value);
      }
      const length = first === undefined ? 1 : asInteger(first);
      if (length < 0) throw valueError("length argument must be non-negative");
      checkSize(length);
      // A negative value does not fit unsigned either.
      if (!fits(BigInt(n), length)) throw new TemplateRuntimeError("int too big to convert", "OverflowError");
      const hex = BigInt.asUintN(8 * length, BigInt(n))
        .toString(16)
        .padStart(2 * length, "0");
      return bytes(inOrder(Array.from({ length }, (_, i) => Number.parseInt(hex.substr(2 * i, 2), 16))) as number[]);
    },
    null,
    () => methodRepr(n, name),
    keywords,
  );
}

/** The attributes of Python's int, float and bool that are plain data or pure methods. */
function numberAttribute(n: unknown, name: string): unknown {
  const float = isFloat(n);
  const value = typeof n === "boolean" ? Number(n) : n;
  const method = (fn: () => unknown) =>
    new Callable(
      name,
      (args) => (args.length ? operandError(`${name}() takes no arguments`) : fn()),
      null,
      () => methodRepr(n, name),
    );
  switch (name) {
    case "real":
      return value;
    case "imag":
      return float ? new PyFloat(0) : 0;
    case "conjugate":
      return method(() => value);
    case "as_integer_ratio":
      return method(() => (float ? integerRatio(numeric(n)) : tuple([value, 1])));
  }
  if (float) {
    if (name === "hex") return method(() => floatHex(numeric(n)));
    return name === "is_integer" ? method(() => Number.isInteger(numeric(n))) : undefined;
  }
  // The binary digits of |n|, exact for big ints.
  const binary = () => (typeof value === "bigint" && value < 0n ? -value : Math.abs(Number(value))).toString(2);
  switch (name) {
    case "numerator":
      return value;
    case "denominator":
      return 1;
    case "bit_length":
      return method(() => (value ? binary().length : 0));
    case "bit_count":
      return method(() => binary().replaceAll("0", "").length);
    case "to_bytes":
    case "from_bytes":
      return intBytesMethod(n as number | bigint | boolean, name);
  }
  return undefined;
}

/** A class's `__class_getitem__` (only `dict` has one), which makes `cls[key]` a generic alias. */
const classItem = (obj: unknown) => (obj instanceof Callable ? obj.attributes?.__class_getitem__ : undefined);

/** The item `obj[key]`, or `undefined` when missing. */
function pythonItem(obj: unknown, key: unknown): unknown {
  if (isMapping(obj)) return dictGet(obj, key, undefined);
  const text = stringValue(obj);
  if (text === null && !Array.isArray(obj)) {
    if (obj instanceof PyObject) return obj.item?.(key);
    const getitem = classItem(obj);
    return getitem instanceof Callable ? getitem.call([key], NO_KEYWORDS) : undefined;
  }
  // Dict views are not subscriptable.
  if (!isIntegral(key) || viewName(obj)?.startsWith("dict")) return undefined;
  // Python indexes strings by code point: split them only when they hold surrogate pairs.
  const items = text === null ? (obj as unknown[]) : /[\ud800-\udfff]/.test(text) ? Array.from(text) : text;
  const item = items.at(Number(key));
  return obj instanceof Markup && item !== undefined ? new Markup(item as string) : item;
}

/** Python's getattr() (the `attr` filter): an attribute, never an item. */
export function getPythonAttribute(obj: unknown, name: string): unknown {
  const attribute = pythonAttribute(obj, name);
  return attribute !== undefined ? attribute : missingAttribute(obj, name);
}

/** The names of a dict's methods (safe or not), which `d.name` finds before the key. */
const DICT_ATTRIBUTES = new Set([...Object.keys(DICT_METHODS), ...UNSAFE_METHODS.dict]);

export function getAttribute(obj: unknown, name: string): unknown {
  // The most common lookups without the general steps (names starting with "_" take those): a key of the caller's
  // data (`message.role`; a plain object has no other attribute than the dict methods), a namespace attribute
  // and an engine object's attribute (`loop.first`).
  if (name.charCodeAt(0) !== 95) {
    if (isPlainObject(obj)) {
      if (!DICT_ATTRIBUTES.has(name)) {
        const value = Object.hasOwn(obj, name) ? obj[name] : undefined;
        return value !== undefined ? value : missingAttribute(obj, name);
      }
    } else if (obj instanceof Namespace) {
      const value = obj.attrs.get(name);
      return value !== undefined ? value : missingAttribute(obj, name);
    } else if (obj instanceof PyObject) {
      // A missing one takes the general steps (`attribute` gives it again, unchanged).
      const value = obj.attribute(name);
      if (value !== undefined) return value;
    }
  }
  if (obj instanceof Undefined) {
    // Python finds the attributes an Undefined object has (`__class__`, `_undefined_hint`), which the sandbox refuses.
    if (UNDEFINED_ATTRIBUTES.has(name)) return unsafe(obj, name);
    obj.fail();
  }
  const attribute = pythonAttribute(obj, name);
  if (attribute !== undefined) return attribute;
  const item = pythonItem(obj, name);
  return item !== undefined ? item : missingAttribute(obj, name);
}

export function getItem(obj: unknown, key: unknown): unknown {
  // A key of the caller's data (`message['role']`), without the general steps; a missing one is looked up as an
  // attribute, which a plain object has none of but the dict methods and the dunder or private names.
  if (typeof key === "string" && isPlainObject(obj)) {
    const value = Object.hasOwn(obj, key) ? obj[key] : undefined;
    if (value !== undefined) return value;
    if (key.charCodeAt(0) !== 95 && !DICT_ATTRIBUTES.has(key)) return missingAttribute(obj, key);
  }
  if (obj instanceof Undefined) obj.fail();
  const item = pythonItem(obj, key);
  if (item !== undefined) return item;
  // Python falls back to the attribute for a str key (Markup too).
  const name = stringValue(key);
  if (name === null) return missingItem(obj, key);
  const attribute = pythonAttribute(obj, name);
  return attribute !== undefined ? attribute : missingAttribute(obj, name);
}

/** The argument markupsafe escapes (whatever its type): replace's new text and the fill character. */
const ESCAPED_ARGUMENT: Record<string, number> = { replace: 1, ljust: 1, rjust: 1, center: 1 };

/**
 * Markup's str methods, as markupsafe defines them: join escapes every item, format its fields (given the Markup),
 * a few methods one argument; string results stay Markup.
 */
function markupMethod(obj: Markup, name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  if (Object.hasOwn(MARKUP_METHODS, name)) return MARKUP_METHODS[name](obj, args, kwargs ?? {});
  const escaped = (v: unknown) => escapeValue(v).value;
  // format takes the Markup itself and its arguments as they are.
  const format = name.startsWith("format");
  const plainArgs = format
    ? args
    : args.map((a, i) =>
        name === "join" ? iterate(a).map(escaped) : i === ESCAPED_ARGUMENT[name] ? escaped(a) : (stringValue(a) ?? a),
      );
  const result = STRING_METHODS[name]((format ? obj : obj.value) as string, plainArgs, kwargs ?? NO_KEYWORDS);
  const wrap = (v: unknown) => (typeof v === "string" ? new Markup(v) : v);
  // encode's bytes stay bytes.
  if (!Array.isArray(result) || viewName(result)) return wrap(result);
  // partition's tuple stays a tuple.
  return isTuple(result) ? tuple(result.map(wrap)) : result.map(wrap);
}

/** Calls a template value with Python arguments. */
export function callValue(fn: unknown, args: unknown[], kwargs: Kwargs | null): unknown {
  if (fn instanceof Callable) {
    checkKeywords(fn.name, kwargs, fn.keywords);
    return fn.call(args, kwargs ?? NO_KEYWORDS);
  }
  if (typeof fn === "function") {
    const result = kwargs && Object.keys(kwargs).length ? fn(...args, kwargs) : fn(...args);
    return result === undefined ? null : result;
  }
  if (fn instanceof PyObject && fn.call) {
    checkKeywords(fn.typeName, kwargs);
    return fn.call(args, kwargs ?? NO_KEYWORDS);
  }
  return operandError(`'${typeName(fn)}' object is not callable`, fn);
}

/** How many arguments each method takes, by "least-most"; Python raises outside that range. */
const ARITIES: Record<string, string> = {
  "0-0":
    "upper lower casefold title capitalize swapcase isdigit isdecimal isnumeric isalpha isalnum isspace isupper " +
    "islower istitle isidentifier isascii isprintable items keys values copy popitem clear unescape striptags",
  "0-1": "strip lstrip rstrip splitlines expandtabs",
  "0-2": "split rsplit encode decode",
  "1-1": "join zfill partition rpartition removeprefix removesuffix format_map translate isdisjoint escape",
  "1-2": "center ljust rjust get fromkeys setdefault pop",
  "1-3": "startswith endswith find rfind index rindex count maketrans",
  "2-3": "replace",
};
const ARITY = new Map<string, number[]>();
for (const [range, names] of Object.entries(ARITIES)) {
  for (const name of names.split(" ")) ARITY.set(name, range.split("-").map(Number));
}

export function checkArity(obj: unknown, name: string, count: number): void {
  // list.count takes the searched value (exactly one), as range.index does.
  const [low, high] =
    (Array.isArray(obj) && name === "count") || (viewName(obj) === "range" && name === "index")
      ? [1, 1]
      : (ARITY.get(name) ?? [0, Infinity]);
  if (count < low || count > high) {
    throw typeError(
      `${typeName(obj)}.${name}() takes ${low === high ? low : `${low} to ${high}`} arguments (${count} given)`,
    );
  }
}

/**
 * The parameters of Python's str, list and dict methods that take keyword arguments (format takes any, which it
 * reads itself); the others take none.
 */
const METHOD_KEYWORDS: Record<string, string[] | null> = {
  split: ["sep", "maxsplit"],
  rsplit: ["sep", "maxsplit"],
  splitlines: ["keepends"],
  expandtabs: ["tabsize"],
  encode: ["encoding", "errors"],
  format: null,
};

/** `obj.name(args)` without materialising a bound method for the common string/list/dict methods. */
export function callMethod(obj: unknown, name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  const table = methodTable(obj);
  if (!table || !Object.hasOwn(table, name)) return callValue(getAttribute(obj, name), args, kwargs);
  // markupsafe's Markup.removesuffix, unlike str's, takes its parameter by keyword too.
  const params =
    obj instanceof Markup && name === "removesuffix"
      ? ["suffix"]
      : Object.hasOwn(METHOD_KEYWORDS, name)
        ? METHOD_KEYWORDS[name]
        : undefined;
  if (kwargs) checkKeywords(name, kwargs, params);
  checkArity(obj, name, args.length + (kwargs ? Object.keys(kwargs).length : 0));
  if (kwargs && params) {
    // Keyword arguments take their parameter's position (an absent one before it keeps its default).
    args = [...args];
    for (const key in kwargs) args[params.indexOf(key)] = kwargs[key];
  }
  if (obj instanceof Markup) return markupMethod(obj, name, args, kwargs);
  return table[name](obj as never, args, kwargs ?? NO_KEYWORDS);
}

formatLookup.attr = getAttribute;
formatLookup.item = getItem;
