// Small shape checks shared by the tasks; a mismatch raises "Received malformed response from …".

import { malformed } from "./errors.js";
import type { TaskContext } from "./providers/types.js";

type Check = (value: unknown) => boolean;
type Obj = Record<string, unknown>;

export const isNum: Check = (v) => typeof v === "number";
export const isStr: Check = (v) => typeof v === "string";
export const opt =
  (check: Check): Check =>
  (v) =>
    v === undefined || v === null || check(v);
export const arrayOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
export const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    !!v && typeof v === "object" && Object.entries(fields).every(([key, check]) => check((v as Obj)[key]));

export const labelScore = shape({ label: isStr, score: isNum });

/** Returns `data` when it passes `check`, else throws the provider output error naming `expected`. */
export function expect<T>(data: unknown, check: Check, ctx: TaskContext, expected: string): T {
  if (!check(data)) throw malformed(ctx.provider, ctx.task, expected, data, ctx.rt.secrets);
  return data as T;
}
