import { TemplateRuntimeError, typeError, valueError } from "./errors.js";
import { callJavaScript } from "./javascript-value.js";
import { checkSize, walk } from "./limits.js";
import {
  DICT_METHODS,
  formatLookup,
  MAPPING_PROXY_METHODS,
  MARKUP_METHODS,
  type Method,
  SEQUENCE_METHODS,
  STRING_METHODS,
  UNSAFE_METHODS,
} from "./methods.js";
import { exactRatio } from "./number-conversions.js";
import {
  address,
  asInteger,
  bindArguments,
  bitLength,
  bytes,
  Callable,
  checkKeywords,
  dictGet,
  escapeValue,
  float,
  floatRepr,
  integer,
  isDataObject,
  isDict,
  isFloat,
  isGroup,
  isMapping,
  isNumber,
  isTuple,
  itemOf,
  iterate,
  type Kwargs,
  MappingProxy,
  Markup,
  missingAttribute,
  missingItem,
  Namespace,
  NO_KEYWORDS,
  numeric,
  operandError,
  PyFloat,
  PyObject,
  placeAt,
  repr,
  stringValue,
  toBigInt,
  truthy,
  tuple,
  typeName,
  Undefined,
  unsafeAttribute,
  viewAttributes,
  viewName,
  walkCost,
  walkDigits,
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
const TYPE =
  "base bases basicsize call dict dictoffset flags instancecheck itemsize module mro name or prepare qualname ror subclasscheck subclasses text_signature weakrefoffset";
const INT =
  "abs add and bool ceil divmod float floor floordiv getnewargs index int invert lshift mod mul neg or pos pow radd rand rdivmod rfloordiv rlshift rmod rmul ror round rpow rrshift rshift rsub rtruediv rxor sub truediv trunc xor";
const STR = "add contains getitem getnewargs iter len mod mul rmod rmul";
const SET = "and contains iter len or rand reversed ror rsub rxor sub xor";
const DICT = "class_getitem contains delitem getitem ior iter len or reversed ror setitem";
const ITERATOR = "iter length_hint next";
const FUNCTION = "annotations builtins call closure code defaults dict get globals kwdefaults module name qualname";
const INSTANCE = "dict module weakref";
/**
 * The dunder attributes Python's types have beyond object's, by type name (`class X` for a class itself). The
 * sandbox refuses these; any other dunder name is missing (a dict then looks up the key, the dict type makes a
 * generic alias, `self` finds a block). A type not listed (a caller's class instance) refuses every dunder name.
 */
const DUNDER_NAMES: Record<string, string> = {
  str: STR,
  Markup: `${STR} html html_format module radd slots`,
  bytes: `${STR} bytes`,
  list: "add class_getitem contains delitem getitem iadd imul iter len mul reversed rmul setitem",
  tuple: "add class_getitem contains getitem getnewargs iter len mul rmul",
  _GroupTuple:
    "add annotations class_getitem contains getitem getnewargs iter len match_args module mul orig_bases rmul slots",
  int: INT,
  bool: INT,
  float:
    "abs add bool ceil divmod float floor floordiv getformat getnewargs int mod mul neg pos pow radd rdivmod rfloordiv rmod rmul round rpow rsub rtruediv sub truediv trunc",
  complex: "abs add bool complex getnewargs mul neg pos pow radd rmul rpow rsub rtruediv sub truediv",
  NoneType: "bool",
  range: "bool contains getitem iter len reversed",
  dict: DICT,
  mappingproxy: "class_getitem contains getitem ior iter len or reversed ror",
  dict_keys: SET,
  dict_items: SET,
  dict_values: "iter len reversed",
  set: "and class_getitem contains iand ior isub iter ixor len or rand ror rsub rxor sub xor",
  list_reverseiterator: `${ITERATOR} setstate`,
  range_iterator: `${ITERATOR} setstate`,
  reversed: `${ITERATOR} setstate`,
  dict_reversekeyiterator: ITERATOR,
  dict_reverseitemiterator: ITERATOR,
  dict_reversevalueiterator: ITERATOR,
  generator: "del iter name next qualname",
  function: FUNCTION,
  method: `${FUNCTION} func self`,
  builtin_function_or_method: "call module name qualname self text_signature",
  method_descriptor: "call get name objclass qualname text_signature",
  GenericAlias:
    "args base bases basicsize call class_getitem contains delitem dict dictoffset flags getitem instancecheck ior itemsize iter len module mro mro_entries name or origin parameters prepare qualname reversed ror setitem subclasscheck subclasses text_signature typing_unpacked_tuple_args unpacked weakrefoffset",
  property: "delete get isabstractmethod set set_name",
  slice: "",
  LoopContext: `annotations call iter len next ${INSTANCE}`,
  Macro: `call ${INSTANCE}`,
  BlockReference: `call ${INSTANCE}`,
  Joiner: `call ${INSTANCE}`,
  Cycler: `next ${INSTANCE}`,
  TemplateReference: `getitem ${INSTANCE}`,
  "class dict": `${TYPE} ${DICT}`,
  // Jinja2's classes, Python classes: annotations and weak references too.
  "class Namespace": `${TYPE} annotations weakref setitem`,
  "class Cycler": `${TYPE} annotations weakref next`,
  "class Joiner": `${TYPE} annotations weakref`,
};
const DUNDERS = new Map<string, Set<string>>();
/** The dunder attributes `obj` has (made on first use), or null when unknown. */
function dunderNames(obj: unknown): Set<string> | null {
  const key = isDict(obj)
    ? "dict"
    : isGroup(obj)
      ? "_GroupTuple"
      : obj instanceof Callable && obj.type === "type"
        ? `class ${/(\w+)'>$/.exec(obj.reprText)?.[1]}`
        : typeName(obj);
  let names = DUNDERS.get(key);
  if (!names && Object.hasOwn(DUNDER_NAMES, key)) {
    names = new Set(`${DUNDER_NAMES[key]} ${OBJECT_DUNDERS}`.split(" ").map((name) => `__${name}__`));
    DUNDERS.set(key, names);
  }
  return names ?? null;
}

const isEnumerable = Object.prototype.propertyIsEnumerable;

/** Names a JavaScript object must never reveal, whatever the object (dunder names such as `__proto__` never get here). */
const FORBIDDEN = new Set(["constructor", "prototype", "__defineGetter__", "__defineSetter__", "__lookupGetter__"]);

const MARKUP_TABLE = { ...STRING_METHODS, ...MARKUP_METHODS };

/** The methods of a str, Markup, sequence (list, tuple, range, dict view, bytes) or dict; null for other values. */
function methodTable(obj: unknown): Record<string, Method<never>> | null {
  if (typeof obj === "string") return STRING_METHODS;
  if (obj instanceof Markup) return MARKUP_TABLE;
  if (Array.isArray(obj)) return SEQUENCE_METHODS[typeName(obj)];
  if (obj instanceof MappingProxy) return MAPPING_PROXY_METHODS;
  if (isMapping(obj)) return DICT_METHODS;
  return null;
}

/**
 * The private attributes of Jinja2's objects (and `type.mro`), by Python type name: Python finds them, so the
 * sandbox refuses them (SecurityError when used) rather than report them missing.
 */
const PRIVATE_ATTRIBUTES: Record<string, Set<string>> = {
  Macro: new Set(["_argument_count", "_async_invoke", "_default_autoescape", "_environment", "_func", "_invoke"]),
  LoopContext: new Set(
    "_after _before _current _iterable _iterator _last_changed_value _length _peek_next _recurse _to_iterator _undefined".split(
      " ",
    ),
  ),
  TemplateReference: new Set(["_TemplateReference__context"]),
  type: new Set(["mro"]),
};

/** The Python attribute `obj.name`, or `undefined` when Python has none. */
function pythonAttribute(obj: unknown, name: string): unknown {
  const value = ownAttribute(obj, name);
  // Only a missing private name (or `mro`) needs the type: dicts' items are looked up here first.
  if (value === undefined && (name[0] === "_" || name === "mro") && PRIVATE_ATTRIBUTES[typeName(obj)]?.has(name))
    return unsafe(obj, name);
  return value;
}

function ownAttribute(obj: unknown, name: string): unknown {
  // A namespace shows its own attributes, `__class__` and its storage (the sandbox refuses the private ones).
  if (obj instanceof Namespace) {
    if (name[0] !== "_") return dictGet(obj.attrs, name, undefined);
    return obj.attrs.has(name) || name === "__class__" || name === "_Namespace__attrs" ? unsafe(obj, name) : undefined;
  }
  if (name.startsWith("__") && name.endsWith("__")) {
    // The sandbox wraps a str.format it reads before it checks the name: the wrapper's __wrapped__ is one again.
    if (name === "__wrapped__" && obj instanceof Callable && obj.attributes?.__wrapped__) return obj;
    const known = dunderNames(obj);
    return known && !known.has(name) ? undefined : unsafe(obj, name);
  }
  if (isGroup(obj) && (name === "grouper" || name === "list")) return obj[name === "grouper" ? 0 : 1];
  // The namedtuple's own helpers, which the sandbox refuses.
  if (isGroup(obj) && /^_(asdict|replace|make|fields|field_defaults)$/.test(name)) return unsafe(obj, name);
  const table = methodTable(obj);
  if (table) {
    if (Object.hasOwn(table, name)) {
      return new Callable(
        name,
        (args, kwargs) => callMethod(obj, name, args, kwargs),
        name.startsWith("format") ? { __wrapped__: true } : null,
        () => methodRepr(obj, name),
        null,
        methodType(obj, name),
        // The sandbox wraps format and format_map in a new function each time.
        name.startsWith("format") ? null : boundTo(obj, name),
      );
    }
    if (UNSAFE_METHODS[typeName(obj)]?.has(name)) return unsafe(obj, name);
    const attributes = viewAttributes(obj);
    if (!attributes || !Object.hasOwn(attributes, name)) return undefined;
    // A dict view's mapping is Python's read-only proxy of the dict, made at each access as Python makes it.
    return name === "mapping" ? new MappingProxy(attributes.mapping) : attributes[name];
  }
  if (obj instanceof Callable)
    return obj.attributes && Object.hasOwn(obj.attributes, name) ? obj.attributes[name] : undefined;
  if (isNumber(obj)) return numberAttribute(obj, name);
  if (obj instanceof PyObject) return obj.attribute(name);
  // A caller-supplied class instance (dicts and Undefined never get here): its own data only, not the hidden
  // properties (an Error's stack).
  if (typeof obj === "object" && obj !== null && !FORBIDDEN.has(name) && isEnumerable.call(obj, name)) {
    return (obj as Record<string, unknown>)[name];
  }
  return undefined;
}

/** Markup's own methods (those returning text, and escape) are Python methods; str's are built in. */
const isMarkupMethod = (obj: unknown, name: string) =>
  obj instanceof Markup &&
  (name === "escape" || !/^(is|r?find|r?index|count|encode|endswith|startswith|maketrans)/.test(name));

/** Python's type of the bound method `obj.name`: the sandbox wraps format and format_map in a function. */
const methodType = (obj: unknown, name: string) =>
  name.startsWith("format") ? "function" : isMarkupMethod(obj, name) ? "method" : "builtin_function_or_method";

/** The methods Python binds to the class (or makes static): two reads of one on one type are equal. */
const CLASS_METHOD = /^(maketrans|fromkeys|from_bytes|fromhex)$/;

/** What a method read from `obj` is bound to, which decides (by `sameMethod`) whether two reads are equal. */
const boundTo = (obj: unknown, name: string) => ({ self: CLASS_METHOD.test(name) ? typeName(obj) : obj });

/** Python's repr() of the bound method `obj.name`: what a template reads through `string` must match it. */
function methodRepr(obj: unknown, name: string): string {
  const isMarkup = obj instanceof Markup;
  // The sandbox wraps format and format_map in a function of its own.
  if (name.startsWith("format")) return `<function ${isMarkup ? "Markup" : "str"}.${name} at ${address(obj)}>`;
  if (isMarkup && name === "escape") return "<bound method Markup.escape of <class 'markupsafe.Markup'>>";
  // Markup defines the methods that return text itself; the others are str's, built in.
  if (isMarkupMethod(obj, name)) return `<bound method Markup.${name} of ${repr(obj)}>`;
  const receiver = CLASS_METHOD.test(name) ? "type" : isGroup(obj) ? "_GroupTuple" : typeName(obj);
  return `<built-in method ${name} of ${receiver} object at ${address(obj)}>`;
}

/** Python's float.as_integer_ratio(): the exact fraction. */
function integerRatio(x: number): unknown[] {
  if (!Number.isFinite(x)) {
    throw new TemplateRuntimeError(
      `cannot convert ${x ? "Infinity" : "NaN"} to integer ratio`,
      x ? "OverflowError" : "ValueError",
    );
  }
  return tuple(exactRatio(x).map(integer));
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

const HEX_FLOAT =
  /^[ \t\n\r\v\f]*([-+]?)(?:(inf|infinity|nan)|(?:0x)?([\da-f]*)(?:\.([\da-f]*))?(?:p([-+]?\d+))?)[ \t\n\r\v\f]*$/i;

/** Python's float.fromhex(): `[sign][0x]digits[.digits][p exponent]`, inf or nan, rounded to the nearest float. */
function fromHex(arg: unknown): unknown {
  const text = stringValue(arg);
  if (text === null) throw typeError("bad argument type for built-in operation");
  const match = HEX_FLOAT.exec(text);
  const [, sign, special, whole = "", fraction = "", power = "0"] = match ?? [];
  if (!match || (!special && !whole && !fraction)) throw valueError("invalid hexadecimal floating-point string");
  const negative = sign === "-";
  if (special) return float(special.toLowerCase() === "nan" ? Number.NaN : negative ? -Infinity : Infinity);
  let mantissa = BigInt(`0x0${whole}${fraction}`);
  let exponent = Number(power) - 4 * fraction.length;
  if (mantissa) {
    // Round, ties to even, to the bits a double keeps: 53 below the leading bit, none below 2**-1074.
    const bits = mantissa.toString(2).length;
    const shift = Math.max(bits - 1 + exponent - 52, -1074) - exponent;
    // Below half the smallest double: zero.
    if (shift > bits) mantissa = 0n;
    else if (shift > 0) {
      const dropped = BigInt(shift);
      const kept = mantissa >> dropped;
      const rest = mantissa - (kept << dropped);
      const half = 1n << (dropped - 1n);
      mantissa = rest > half || (rest === half && kept & 1n) ? kept + 1n : kept;
      exponent += shift;
    }
  }
  if (!mantissa) exponent = 0;
  // Scaling by powers of two is exact once the mantissa fits; steps keep 2**exponent itself in range.
  let value = Number(mantissa);
  for (; exponent < -1000; exponent += 1000) value *= 2 ** -1000;
  value *= 2 ** exponent;
  if (!Number.isFinite(value))
    throw new TemplateRuntimeError("hexadecimal value too large to represent as a float", "OverflowError");
  return float(negative ? -value : value);
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
      // Python's argument parser: positional count, a missing `bytes`, then each keyword.
      if (args.length > 2) throw typeError(`${name}() takes at most 2 positional arguments (${args.length} given)`);
      if (name === "from_bytes" && !args.length && !("bytes" in kwargs))
        throw typeError("from_bytes() missing required argument 'bytes' (pos 1)");
      for (const key in kwargs) {
        const index = keywords.indexOf(key);
        if (index < 0) throw typeError(`'${key}' is an invalid keyword argument for ${name}()`);
        if (index < args.length)
          throw typeError(`argument for ${name}() given by name ('${key}') and position (${index + 1})`);
      }
      const [first, order = "big", signed] = keywords.map((key, i) => (key in kwargs ? kwargs[key] : args[i]));
      const byteorder = stringValue(order);
      if (byteorder === null)
        throw typeError(`${name}() argument 'byteorder' must be str, not ${order === null ? "None" : typeName(order)}`);
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
      const length = first === undefined ? 1 : asInteger(first, "ssize_t");
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
    null,
    "builtin_function_or_method",
    boundTo(n, name),
  );
}

/** The attributes of Python's int, float and bool that are plain data or pure methods. */
function numberAttribute(n: unknown, name: string): unknown {
  const float = isFloat(n);
  const value = typeof n === "boolean" ? Number(n) : n;
  const qualified = `${typeName(n)}.${name}`;
  const method = (fn: () => unknown) =>
    new Callable(
      name,
      (args, kwargs) => {
        for (const _ in kwargs) throw typeError(`${qualified}() takes no keyword arguments`);
        return args.length ? operandError(`${qualified}() takes no arguments (${args.length} given)`) : fn();
      },
      null,
      () => methodRepr(n, name),
      null,
      "builtin_function_or_method",
      boundTo(n, name),
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
    if (name === "fromhex") {
      return new Callable(
        name,
        (args, kwargs) => {
          if (Object.keys(kwargs).length) throw typeError("float.fromhex() takes no keyword arguments");
          if (args.length !== 1) throw typeError(`float.fromhex() takes exactly one argument (${args.length} given)`);
          return fromHex(args[0]);
        },
        null,
        () => methodRepr(n, name),
        null,
        "builtin_function_or_method",
        boundTo(n, name),
      );
    }
    return name === "is_integer" ? method(() => Number.isInteger(numeric(n))) : undefined;
  }
  // |n| exactly (a caller's number past 2**53 is the int it prints), its work counted.
  const magnitude = () => {
    const exact = toBigInt(value as number | bigint | boolean);
    walkDigits(exact);
    return exact < 0n ? -exact : exact;
  };
  switch (name) {
    case "numerator":
      return value;
    case "denominator":
      return 1;
    case "bit_length":
      return method(() => bitLength(magnitude()));
    case "bit_count":
      return method(() => {
        // Counted by hex digit (its ones below): a long int's binary digits take far longer to write.
        let ones = 0;
        for (const digit of magnitude().toString(16)) ones += Number("0112122312232334"[Number.parseInt(digit, 16)]);
        return ones;
      });
    case "to_bytes":
    case "from_bytes":
      return intBytesMethod(n as number | bigint | boolean, name);
  }
  return undefined;
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
    if (isDataObject(obj)) {
      if (!DICT_ATTRIBUTES.has(name)) {
        const value = Object.hasOwn(obj, name) ? obj[name] : undefined;
        return value !== undefined ? value : missingAttribute(obj, name);
      }
    } else if (obj instanceof Namespace) {
      const value = dictGet(obj.attrs, name, undefined);
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
  const item = itemOf(obj, name);
  return item !== undefined ? item : missingAttribute(obj, name);
}

export function getItem(obj: unknown, key: unknown): unknown {
  // A key of the caller's data (`message['role']`), without the general steps; a missing one is looked up as an
  // attribute, which a plain object has none of but the dict methods and the dunder or private names.
  if (typeof key === "string" && isDataObject(obj)) {
    const value = Object.hasOwn(obj, key) ? obj[key] : undefined;
    if (value !== undefined) return value;
    if (key.charCodeAt(0) !== 95 && !DICT_ATTRIBUTES.has(key)) return missingAttribute(obj, key);
  }
  if (obj instanceof Undefined) obj.fail();
  const item = itemOf(obj, key);
  if (item !== undefined) return item;
  // Python falls back to the attribute for a str key (Markup too).
  const name = stringValue(key);
  if (name === null) return missingItem(obj, key);
  const attribute = pythonAttribute(obj, name);
  return attribute !== undefined ? attribute : missingAttribute(obj, key);
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
    const result = callJavaScript(fn as (...args: unknown[]) => unknown, args, kwargs);
    return result === undefined ? null : result;
  }
  if (fn instanceof PyObject && fn.call) return fn.call(args, kwargs ?? NO_KEYWORDS);
  return operandError(`'${typeName(fn)}' object is not callable`, fn);
}

const NO_NAMES: readonly string[] = [];

/**
 * How Python's methods of str, list, tuple, range, dict, dict views and bytes take their arguments: the calling
 * convention, which decides the wording of Python's TypeError, then the least and most arguments.
 *   N  none: "str.upper() takes no arguments (1 given)"
 *   O  exactly one: "str.join() takes exactly one argument (0 given)"
 *   F  the sandbox's format_map: "format_map() takes exactly one argument (0 given)"
 *   P  positional only: "replace expected at least 2 arguments, got 0"
 *   V  positional only, older parser: "count() takes at least 1 argument (0 given)"
 *   K  keywords too (METHOD_KEYWORDS): "split() takes at most 2 arguments (3 given)"
 *   A  any number of positional ones (a set's union)
 * Given keywords, all but K say "str.replace() takes no keyword arguments" (V and F without the type).
 */
const CONVENTIONS: Record<string, string> = {
  N0:
    "upper lower casefold title capitalize swapcase isdigit isdecimal isnumeric isalpha isalnum isspace isupper " +
    "islower istitle isidentifier isascii isprintable items keys values copy clear popitem",
  O1: "join zfill partition rpartition removeprefix removesuffix translate isdisjoint issubset issuperset symmetric_difference",
  A0: "union intersection difference",
  F1: "format_map",
  P12: "center ljust rjust get fromkeys setdefault pop",
  P23: "replace",
  P01: "strip lstrip rstrip",
  P13: "maketrans",
  V13: "startswith endswith find rfind index rindex count",
  K02: "split rsplit encode decode",
  K01: "splitlines expandtabs",
};
const SIGNATURES = new Map<string, string>();
for (const [signature, names] of Object.entries(CONVENTIONS)) {
  for (const name of names.split(" ")) SIGNATURES.set(name, signature);
}

/**
 * The parameters of markupsafe's own Markup methods (Python functions, after `self`): `=` marks a default, `/` the end
 * of the positional-only ones.
 */
const MARKUP_SIGNATURES: Record<string, string> = {
  center: "width fillchar= /",
  ljust: "width fillchar= /",
  rjust: "width fillchar= /",
  expandtabs: "/ tabsize=",
  join: "iterable /",
  strip: "chars= /",
  lstrip: "chars= /",
  rstrip: "chars= /",
  partition: "sep /",
  rpartition: "sep /",
  removeprefix: "prefix /",
  removesuffix: "suffix",
  replace: "old new count= /",
  split: "/ sep= maxsplit=",
  rsplit: "/ sep= maxsplit=",
  splitlines: "/ keepends=",
  translate: "table /",
  zfill: "width /",
  escape: "s /",
};
for (const name of "capitalize casefold lower swapcase title upper striptags unescape".split(" ")) {
  MARKUP_SIGNATURES[name] = "/";
}

/** Raises Python's TypeError when a call of markupsafe's `Markup.name` does not fit its parameters. */
function checkMarkupCall(name: string, args: unknown[], kwargs: Kwargs | null): void {
  const words = MARKUP_SIGNATURES[name].split(" ");
  const params = words.filter((word) => word !== "/").map((word) => word.replace("=", ""));
  const positionalOnly = words.indexOf("/") === words.length - 1;
  const fn = `Markup.${name}`;
  for (const key in kwargs) {
    if (positionalOnly && params.includes(key))
      throw typeError(`${fn}() got some positional-only arguments passed as keyword arguments: '${key}'`);
  }
  const required = words.filter((word) => word !== "/" && !word.endsWith("=")).length;
  bindArguments(fn, params, args, kwargs ?? NO_KEYWORDS, required, ["self"]);
}

/** Raises Python's TypeError when a call of the method `obj.name` does not fit its parameters. */
export function checkArguments(obj: unknown, name: string, args: unknown[], kwargs: Kwargs | null): void {
  let signature = SIGNATURES.get(name);
  // list, tuple and range take exactly the searched value in count (range in index too).
  if (Array.isArray(obj) && (name === "count" || name === "index") && viewName(obj) !== "bytes")
    signature = name === "count" || viewName(obj) === "range" ? "O1" : "P13";
  if (!signature) return;
  const convention = signature[0];
  const low = Number(signature[1]);
  const high = convention === "A" ? Number.POSITIVE_INFINITY : Number(signature[2] ?? low);
  const count = args.length;
  const keys = kwargs ? Object.keys(kwargs) : NO_NAMES;
  if (!keys.length && count >= low && count <= high) return;
  const s = (n: number) => (n === 1 ? "" : "s");
  if (convention === "K") {
    const names = METHOD_KEYWORDS[name] ?? [];
    if (count + keys.length > high)
      throw typeError(`${name}() takes at most ${high} argument${s(high)} (${count + keys.length} given)`);
    for (const key of keys) {
      const index = names.indexOf(key);
      if (index < 0) throw typeError(`'${key}' is an invalid keyword argument for ${name}()`);
      if (index < count) throw typeError(`argument for ${name}() given by name ('${key}') and position (${index + 1})`);
    }
    return;
  }
  // maketrans is a static method of str.
  const owner = name === "maketrans" ? "str" : typeName(obj);
  const method = convention === "V" || convention === "F" ? name : `${owner}.${name}`;
  if (keys.length) throw typeError(`${method}() takes no keyword arguments`);
  if (convention === "N") throw typeError(`${method}() takes no arguments (${count} given)`);
  if (convention === "O" || convention === "F")
    throw typeError(`${method}() takes exactly one argument (${count} given)`);
  const [bound, most] = count < low ? ["least", low] : ["most", high];
  if (convention === "P") throw typeError(`${name} expected at ${bound} ${most} argument${s(most)}, got ${count}`);
  throw typeError(`${name}() takes at ${bound} ${most} argument${s(most)} (${count} given)`);
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
  decode: ["encoding", "errors"],
  format: null,
};

/**
 * What a str, list or dict method walks through: most the whole value, but Python runs these in constant time or
 * over their argument only (a template may call them at every step of a loop over a long string or a large dict).
 */
function methodWalk(obj: unknown, name: string, args: unknown[]): number {
  if (name === "get" || name === "keys" || name === "values" || name === "items") return 0;
  if (name === "startswith" || name === "endswith") return walkCost(args[0]);
  return walkCost(obj);
}

/** `obj.name(args)` without materialising a bound method for the common string/list/dict methods. */
export function callMethod(obj: unknown, name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  const table = methodTable(obj);
  if (!table || !Object.hasOwn(table, name)) return callValue(getAttribute(obj, name), args, kwargs);
  walk(methodWalk(obj, name, args));
  // Markup's own methods are Python functions.
  if (obj instanceof Markup && Object.hasOwn(MARKUP_SIGNATURES, name)) checkMarkupCall(name, args, kwargs);
  else checkArguments(obj, name, args, kwargs);
  // markupsafe's Markup.removesuffix, unlike str's, takes its parameter by keyword too.
  const params =
    obj instanceof Markup && name === "removesuffix"
      ? ["suffix"]
      : Object.hasOwn(METHOD_KEYWORDS, name)
        ? METHOD_KEYWORDS[name]
        : undefined;
  if (kwargs && params) {
    // Keyword arguments take their parameter's position (an absent one before it keeps its default).
    args = [...args];
    for (const key in kwargs) placeAt(args, params.indexOf(key), kwargs[key]);
  }
  if (obj instanceof Markup) return markupMethod(obj, name, args, kwargs);
  return table[name](obj as never, args, kwargs ?? NO_KEYWORDS);
}

formatLookup.attr = getAttribute;
formatLookup.item = getItem;
