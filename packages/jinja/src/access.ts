import { TemplateRuntimeError, typeError } from "./errors.js";
import { DICT_METHODS, formatLookup, LIST_METHODS, type Method, STRING_METHODS, UNSAFE_METHODS } from "./methods.js";
import {
  Callable,
  dictGet,
  escapeValue,
  isFloat,
  isGroup,
  isInt,
  isMapping,
  isNumber,
  isPlainObject,
  iterate,
  type Kwargs,
  Markup,
  missingAttribute,
  missingItem,
  Namespace,
  numeric,
  PyFloat,
  PyObject,
  stringValue,
  typeName,
  Undefined,
} from "./values.js";

/**
 * Attribute and item lookup with the rules of Jinja2's immutable sandbox:
 * `a.b` tries the Python attribute first, then the item; `a[b]` the item first, then the attribute.
 * Only data is reachable: own properties of caller objects, never prototypes, constructors or mutating methods.
 */

const unsafe = (obj: unknown, name: string) =>
  new Undefined(`access to attribute '${name}' of '${typeName(obj)}' object is unsafe.`, "SecurityError");

/** The dunder attributes of Jinja2's Undefined objects (`dir(Undefined())`). */
const UNDEFINED_DUNDERS = new Set(
  (
    "add aiter bool call class complex delattr dir div doc eq float floordiv format ge getattr getattribute getitem " +
    "getstate gt hash init init_subclass int iter le len lt mod module mul ne neg new pos pow radd rdiv reduce " +
    "reduce_ex repr rfloordiv rmod rmul rpow rsub rtruediv setattr sizeof slots str sub subclasshook truediv"
  )
    .split(" ")
    .map((name) => `__${name}__`),
);

/** Names a JavaScript object must never reveal, whatever the object. */
const FORBIDDEN = new Set([
  "constructor",
  "__proto__",
  "prototype",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
]);

function methodTable(obj: unknown): Record<string, Method<never>> | null {
  if (typeof obj === "string" || obj instanceof Markup) return STRING_METHODS;
  if (Array.isArray(obj)) return LIST_METHODS;
  if (isMapping(obj)) return DICT_METHODS;
  return null;
}

/** The Python attribute `obj.name`, or `undefined` when Python has none. */
function pythonAttribute(obj: unknown, name: string): unknown {
  if (name.startsWith("__") && name.endsWith("__")) return unsafe(obj, name);
  if (isGroup(obj) && (name === "grouper" || name === "list")) return obj[name === "grouper" ? 0 : 1];
  const table = methodTable(obj);
  if (table) {
    if (Object.hasOwn(table, name)) return new Callable(name, (args, kwargs) => callMethod(obj, name, args, kwargs));
    if (UNSAFE_METHODS[typeName(obj)]?.has(name)) return unsafe(obj, name);
    return undefined;
  }
  if (obj instanceof Callable && obj.attributes && Object.hasOwn(obj.attributes, name)) return obj.attributes[name];
  if (isNumber(obj)) return numberAttribute(obj, name);
  if (obj instanceof Namespace) return obj.attrs.has(name) ? obj.attrs.get(name) : undefined;
  if (obj instanceof PyObject) return obj.attribute(name);
  if (
    typeof obj === "object" &&
    obj !== null &&
    !isPlainObject(obj) &&
    !(obj instanceof Undefined) &&
    !(obj instanceof Callable)
  ) {
    // A caller-supplied class instance: its own data only.
    if (!FORBIDDEN.has(name) && Object.hasOwn(obj, name)) return (obj as Record<string, unknown>)[name];
  }
  return undefined;
}

/** The attributes of Python's int, float and bool that are plain data or pure methods. */
function numberAttribute(n: unknown, name: string): unknown {
  const float = isFloat(n);
  const value = typeof n === "boolean" ? Number(n) : n;
  const method = (fn: () => unknown) => new Callable(name, () => fn());
  switch (name) {
    case "real":
      return value;
    case "imag":
      return float ? new PyFloat(0) : 0;
    case "conjugate":
      return method(() => value);
    case "is_integer":
      return float ? method(() => Number.isInteger(numeric(n))) : undefined;
    case "numerator":
      return float ? undefined : value;
    case "denominator":
      return float ? undefined : 1;
    case "bit_length":
      return float ? undefined : method(() => (numeric(n) === 0 ? 0 : Math.abs(numeric(n)).toString(2).length));
  }
  return undefined;
}

/** The item `obj[key]`, or `undefined` when missing. */
function pythonItem(obj: unknown, key: unknown): unknown {
  if (obj instanceof Markup) {
    const char = pythonItem(obj.value, key);
    return char === undefined ? undefined : new Markup(char as string);
  }
  if (Array.isArray(obj) || typeof obj === "string") {
    if (!isInt(key) && typeof key !== "boolean") return undefined;
    const size = obj.length;
    let index = Number(key);
    if (index < 0) index += size;
    if (index < 0 || index >= size) return undefined;
    if (typeof obj === "string") {
      // Fast path for text without surrogate pairs; otherwise index by code point as Python does.
      if (!/[\ud800-\udfff]/.test(obj)) return obj[index];
      const chars = Array.from(obj);
      const at = Number(key) < 0 ? Number(key) + chars.length : Number(key);
      return chars[at];
    }
    return obj[index];
  }
  if (isMapping(obj)) return dictGet(obj, key, undefined);
  return undefined;
}

export function getAttribute(obj: unknown, name: string): unknown {
  if (obj instanceof Undefined) {
    // Python finds the dunder attributes an Undefined object has (`__class__`), which the sandbox then refuses.
    if (UNDEFINED_DUNDERS.has(name)) return unsafe(obj, name);
    obj.fail();
  }
  const attribute = pythonAttribute(obj, name);
  if (attribute !== undefined) return attribute;
  const item = pythonItem(obj, name);
  return item !== undefined ? item : missingAttribute(obj, name);
}

export function getItem(obj: unknown, key: unknown): unknown {
  if (obj instanceof Undefined) obj.fail();
  const item = pythonItem(obj, key);
  if (item !== undefined) return item;
  if (typeof key === "string") {
    const attribute = pythonAttribute(obj, key);
    if (attribute !== undefined) return attribute;
    return missingAttribute(obj, key);
  }
  return missingItem(obj, key);
}

/** Markup methods that HTML-escape their string arguments (markupsafe wraps these). */
const ESCAPING_METHODS = new Set([
  "replace",
  "ljust",
  "rjust",
  "lstrip",
  "rstrip",
  "strip",
  "center",
  "zfill",
  "format",
  "partition",
  "rpartition",
]);

/** Markup's str methods: string arguments are escaped where markupsafe escapes them and string results stay Markup. */
function markupMethod(obj: Markup, name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  if (!Object.hasOwn(STRING_METHODS, name)) return callValue(getAttribute(obj, name), args, kwargs);
  const escapeArgument = (v: unknown) => (stringValue(v) !== null ? escapeValue(v).value : v);
  const escapedArgs =
    name === "join"
      ? [iterate(args[0]).map(escapeArgument)]
      : ESCAPING_METHODS.has(name)
        ? args.map(escapeArgument)
        : args.map((a) => stringValue(a) ?? a);
  const result = STRING_METHODS[name](obj.value, escapedArgs, kwargs ?? {});
  if (typeof result === "string") return new Markup(result);
  return Array.isArray(result) ? result.map((item) => (typeof item === "string" ? new Markup(item) : item)) : result;
}

/** Calls a template value with Python arguments. */
export function callValue(fn: unknown, args: unknown[], kwargs: Kwargs | null): unknown {
  if (fn instanceof Callable) return fn.call(args, kwargs ?? {});
  if (typeof fn === "function") {
    const result = kwargs && Object.keys(kwargs).length ? fn(...args, kwargs) : fn(...args);
    return result === undefined ? null : result;
  }
  if (fn instanceof PyObject && fn.call) return fn.call(args, kwargs ?? {});
  if (fn instanceof Undefined) fn.fail();
  throw typeError(`'${typeName(fn)}' object is not callable`);
}

/** How many positional arguments each method takes, by "least-most"; Python raises outside that range. */
const ARITIES: Record<string, string> = {
  "0-0":
    "upper lower casefold title capitalize swapcase isdigit isdecimal isnumeric isalpha isalnum isspace isupper " +
    "islower istitle isidentifier isascii items keys values copy",
  "0-1": "strip lstrip rstrip splitlines expandtabs",
  "0-2": "split rsplit",
  "1-1": "join zfill partition rpartition removeprefix removesuffix format_map",
  "1-2": "center ljust rjust get",
  "1-3": "startswith endswith find rfind index rindex count",
  "2-3": "replace",
};
const ARITY = new Map<string, number[]>();
for (const [range, names] of Object.entries(ARITIES)) {
  for (const name of names.split(" ")) ARITY.set(name, range.split("-").map(Number));
}

function checkArity(obj: unknown, name: string, count: number): void {
  const [least, most] = ARITY.get(name) ?? [0, Infinity];
  // list.count and list.index take the searched value (count exactly one).
  const [low, high] = Array.isArray(obj) && name === "count" ? [1, 1] : [least, most];
  if (count < low || count > high) {
    throw typeError(
      `${typeName(obj)}.${name}() takes ${low === high ? low : `${low} to ${high}`} arguments (${count} given)`,
    );
  }
}

/** `obj.name(args)` without materialising a bound method for the common string/list/dict methods. */
export function callMethod(obj: unknown, name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  const table = methodTable(obj);
  if (!table || !Object.hasOwn(table, name)) return callValue(getAttribute(obj, name), args, kwargs);
  checkArity(obj, name, args.length + (kwargs ? Object.keys(kwargs).length : 0));
  if (obj instanceof Markup) return markupMethod(obj, name, args, kwargs);
  return table[name](obj as never, args, kwargs ?? {});
}

formatLookup.attr = getAttribute;
formatLookup.item = (obj, key) => {
  const value = getItem(obj, key);
  if (value instanceof Undefined) throw new TemplateRuntimeError(String(key), "KeyError");
  return value;
};
