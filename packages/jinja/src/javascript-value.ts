import { callerErrors } from "./errors.js";
import { LoopContext } from "./loop.js";
import type { Kwargs } from "./values.js";
import { Generator, MappingProxy, Markup, Namespace, PyFloat, Undefined } from "./values.js";

/**
 * A template value as a caller's JavaScript function receives it (a function in the context or the globals, a
 * registered filter or test): an integral float is a number, Markup a string, an undefined value `undefined`, a
 * generator the array of its items (read to its end, as a function that iterates it would), a loop the engine's own
 * object, a namespace a Map of its attributes, a mappingproxy a Map copy of its dict, and
 * the lists and dicts the template built hold such values throughout (copied where an item changes). An int beyond
 * 2**53 stays a bigint, exact; the caller's own objects arrive as they are.
 */
export function javaScriptValue(value: unknown, converted = new Map<unknown, unknown>()): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof PyFloat || value instanceof Markup) return value.value;
  if (value instanceof Undefined) return undefined;
  const done = converted.get(value);
  if (done !== undefined) return done;
  // A loop is an iterator in Python too, but one a function is handed, not read: it arrives as the engine's object.
  if (value instanceof Generator && !(value instanceof LoopContext)) return javaScriptValue(value.drain(), converted);
  if (Array.isArray(value)) {
    // Recorded before its items, so that a list that holds itself holds its copy.
    const copy: unknown[] = [];
    converted.set(value, copy);
    let changed = false;
    for (const item of value) {
      const plain = javaScriptValue(item, converted);
      changed ||= plain !== item;
      copy.push(plain);
    }
    if (changed) return copy;
    converted.set(value, value);
    return value;
  }
  if (value instanceof Map || value instanceof Namespace) {
    const entries = value instanceof Map ? value : value.attrs;
    const copy = new Map<unknown, unknown>();
    converted.set(value, copy);
    let changed = value instanceof Namespace || value instanceof MappingProxy;
    for (const [key, item] of entries) {
      const plainKey = javaScriptValue(key, converted);
      const plain = javaScriptValue(item, converted);
      changed ||= plainKey !== key || plain !== item;
      copy.set(plainKey, plain);
    }
    if (changed) return copy;
    converted.set(value, value);
    return value;
  }
  return value;
}

/** Calls a caller's function with template arguments, keyword arguments (if any) as a final plain object. */
export function callJavaScript(fn: (...args: unknown[]) => unknown, args: unknown[], kwargs: Kwargs | null): unknown {
  const converted = new Map<unknown, unknown>();
  const plainArgs = args.map((arg) => javaScriptValue(arg, converted));
  if (kwargs) {
    let keywords: Record<string, unknown> | null = null;
    for (const key in kwargs) {
      keywords ??= Object.create(null) as Record<string, unknown>;
      keywords[key] = javaScriptValue(kwargs[key], converted);
    }
    if (keywords) plainArgs.push(keywords);
  }
  try {
    return fn(...plainArgs);
  } catch (error) {
    if (typeof error === "object" && error !== null) callerErrors.add(error);
    throw error;
  }
}
