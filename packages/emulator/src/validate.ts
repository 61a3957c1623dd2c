/**
 * Small shape checks that name the offending field, so that a client's payload mistakes come back as a 400 that
 * says exactly what is wrong.
 */

export type FieldType = "string" | "number" | "integer" | "boolean" | "object" | "array" | "null";

/** A field list such as `{ model: "string", "max_tokens?": "integer", "stop?": "string|array" }`. */
export type Shape = Record<string, string>;

export function typeOf(value: unknown): FieldType | "undefined" {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as FieldType;
}

function matches(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return type.split("|").some((t) => t === actual || (t === "number" && actual === "integer"));
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeOf(value) === "object";
}

/** Returns a message naming the first missing or ill-typed field, or `undefined` when `value` fits `shape`. */
export function checkShape(value: unknown, shape: Shape, where = "body"): string | undefined {
  if (!isObject(value)) return `${where} must be a JSON object, got ${typeOf(value)}`;
  for (const [key, type] of Object.entries(shape)) {
    const optional = key.endsWith("?");
    const name = optional ? key.slice(0, -1) : key;
    const field = value[name];
    if (field === undefined) {
      if (!optional) return `${where === "body" ? "" : `${where}.`}${name} is required`;
      continue;
    }
    if (!matches(field, type)) {
      return `${where === "body" ? "" : `${where}.`}${name} must be ${type.replaceAll("|", " or ")}, got ${typeOf(field)}`;
    }
  }
  return undefined;
}

/** Fields that only a client-side mistake puts into a provider payload. */
export function misplacedField(body: Record<string, unknown>, fields: readonly string[]): string | undefined {
  const found = fields.find((f) => f in body);
  return found === undefined ? undefined : `unexpected field ${found}: it is not part of this API`;
}
