/**
 * Deterministic stand-ins for model output: the same request always gets the same answer, different inputs get
 * different answers, and no answer depends on time or randomness.
 */

/** 32-bit FNV-1a hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short hex id derived from `text`, e.g. for `chatcmpl-…` ids. */
export function idFor(text: string, length = 16): string {
  let out = "";
  for (let i = 0; out.length < length; i++) out += hash(`${i}:${text}`).toString(16).padStart(8, "0");
  return out.slice(0, length);
}

/** The fixed `created` timestamp of every answer (2024-01-01T00:00:00Z). */
export const CREATED = 1704067200;

/** A unit-length embedding of `text` with `dimensions` components. */
export function embedding(text: string, dimensions = 16): number[] {
  const v = Array.from({ length: dimensions }, (_, i) => ((hash(`${i}|${text}`) % 2000) - 1000) / 1000);
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => Math.round((x / norm) * 1e6) / 1e6);
}

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return Math.round(dot * 1e6) / 1e6;
}

/** A score in (0, 1) derived from `text`. */
export function score(text: string): number {
  return Math.round((0.5 + (hash(text) % 4990) / 10000) * 1e4) / 1e4;
}

/** Splits text into stream pieces: words with their leading space, so that joining them gives the text back. */
export function pieces(text: string): string[] {
  return text.split(/(?= )/).filter((p) => p.length > 0);
}

/** Cuts text into pieces of `size` characters (tool-call arguments are streamed this way). */
export function slices(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length > 0 ? out : [""];
}

/** `count` stream pieces, cycling through the pieces of `text`. */
export function cycledPieces(text: string, count: number): string[] {
  const base = pieces(text);
  return Array.from({ length: count }, (_, i) => (i > 0 && i % base.length === 0 ? " " : "") + base[i % base.length]);
}

type JsonSchema = { [key: string]: unknown };

/** A value that satisfies a (simple) JSON schema: used for structured output and tool-call arguments. */
export function sampleFromSchema(schema: unknown, name = "value"): unknown {
  if (!schema || typeof schema !== "object") return name;
  const s = schema as JsonSchema;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if ("const" in s) return s.const;
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) return sampleFromSchema(variants[0], name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case "string":
      return s.format === "date" ? "2024-01-01" : name;
    case "integer":
      return typeof s.minimum === "number" ? Math.ceil(s.minimum) : 1;
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 1.5;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return [sampleFromSchema(s.items, name)];
    default: {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, sampleFromSchema(sub, key)]));
    }
  }
}
