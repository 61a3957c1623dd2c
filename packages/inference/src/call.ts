// Runs one task call: prepare (routing) → send (retries, timeout) → read → provider reader.

import { readBody, send } from "./http.js";
import type { TaskContext, TaskSpec } from "./providers/types.js";
import { type CallOptions, prepare } from "./resolve.js";
import { EventStream } from "./stream.js";
import type { InferenceTask, RequestArgs } from "./types.js";

export async function run(
  task: InferenceTask,
  args: RequestArgs,
  options?: CallOptions,
  override?: TaskSpec,
  raw = false,
): Promise<{ data: unknown; ctx: TaskContext }> {
  const { req, spec, ctx, rt } = await prepare(task, args, options, override);
  const res = await send(rt, req);
  const data = await readBody(rt, res);
  return { data: spec.read && !raw ? await spec.read(data, ctx) : data, ctx };
}

/** A streamed call: an async iterator of parsed `data:` payloads (see stream.ts). */
export function runStream<T>(
  task: InferenceTask,
  args: RequestArgs,
  options?: CallOptions,
  override?: TaskSpec,
): AsyncGenerator<T, undefined> {
  return new EventStream<T>(async () => {
    const { req, ctx, rt } = await prepare(task, { ...args, stream: true }, options, override);
    return { res: await send(rt, req), req, ctx, rt };
  });
}
