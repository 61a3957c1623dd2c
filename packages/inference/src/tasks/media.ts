// Shared input/output handling for binary tasks.

import { InferenceClientError, malformed } from "../errors.js";
import { fetchMedia } from "../http.js";
import type { TaskContext } from "../providers/types.js";
import type { RequestArgs } from "../types.js";
import { expect } from "../validate.js";

/** `{inputs: Blob}` (or the legacy `{data}`) → `{data: Blob}`; the provider decides how to send the bytes. */
export function binaryArgs(args: object): RequestArgs {
  if (!args || typeof args !== "object") return args as RequestArgs;
  const { inputs, data, ...rest } = args as RequestArgs & { inputs?: unknown; data?: unknown };
  return { ...rest, data: data ?? inputs };
}

/** A media answer as a Blob: bytes as they came, or downloaded from a URL / decoded from a data URL. */
export async function toBlob(data: unknown, ctx: TaskContext, kind = "Blob"): Promise<Blob> {
  if (data instanceof Blob) return data;
  const d = data as { url?: unknown; video?: { url?: unknown }; audio?: { url?: unknown } } | undefined;
  const url = typeof data === "string" ? data : (d?.url ?? d?.video?.url ?? d?.audio?.url);
  const expected = `${kind} or a URL to one`;
  const checked = expect<string>(url, (v) => typeof v === "string" && /^(https?:|data:)/.test(v), ctx, expected);
  try {
    return await fetchMedia(ctx.rt, checked);
  } catch (error) {
    // A data URL that does not decode (bad base64 or percent-encoding) is a malformed answer, not a crash.
    if (error instanceof InferenceClientError || ctx.rt.signal?.aborted) throw error;
    throw malformed(ctx.provider, ctx.task, `${expected} (the data URL does not decode)`);
  }
}
