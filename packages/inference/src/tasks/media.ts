// Shared input/output handling for binary tasks.

import { fetchMedia } from "../http.js";
import type { TaskContext } from "../providers/types.js";
import type { RequestArgs } from "../types.js";
import { expect } from "../validate.js";

/** `{inputs: Blob}` (or the legacy `{data}`) → `{data: Blob}`; the provider decides how to send the bytes. */
export function binaryArgs(args: object): RequestArgs {
  const { inputs, data, ...rest } = args as RequestArgs & { inputs?: unknown; data?: unknown };
  return { ...rest, data: data ?? inputs };
}

/** A media answer as a Blob: bytes as they came, or downloaded from a URL / decoded from a data URL. */
export async function toBlob(data: unknown, ctx: TaskContext, kind = "Blob"): Promise<Blob> {
  if (data instanceof Blob) return data;
  const d = data as { url?: unknown; video?: { url?: unknown }; audio?: { url?: unknown } } | undefined;
  const url = typeof data === "string" ? data : (d?.url ?? d?.video?.url ?? d?.audio?.url);
  return fetchMedia(
    ctx.rt,
    expect<string>(url, (v) => typeof v === "string", ctx, `${kind} or a URL to one`),
  );
}
