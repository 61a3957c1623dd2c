// Raw calls: the routing, auth, retries and errors of the client with the caller's own payload.

import { run, runStream } from "../call.js";
import { isBinary } from "../http.js";
import type { TaskSpec } from "../providers/types.js";
import type { CallOptions } from "../resolve.js";
import type { InferenceTask, RequestArgs } from "../types.js";

export interface RequestOptions extends CallOptions {
  /** The task whose route to use (default: the model's hf-inference route, or the endpoint URL). */
  task?: InferenceTask;
}

/** Without a task, the args (minus auth and routing fields) are posted as they are to hf-inference's model route. */
const raw = (task?: InferenceTask): TaskSpec | undefined =>
  task
    ? undefined
    : {
        route: (ctx) => `models/${ctx.model}`,
        body: (args) => (isBinary(args.data) ? args.data : args),
      };

const withDefaultProvider = (args: RequestArgs, task?: InferenceTask): RequestArgs =>
  task || !args || typeof args !== "object" || args.provider || args.endpointUrl
    ? args
    : { ...args, provider: "hf-inference" };

/** Sends the args to the task's route and returns the answer (JSON or Blob) without task-specific reading. */
export async function request<T>(args: RequestArgs, options?: RequestOptions): Promise<T> {
  const task = options?.task;
  const { data } = await run(task ?? "text-generation", withDefaultProvider(args, task), options, raw(task), true);
  return data as T;
}

/** Like `request`, but reads server-sent events and yields each parsed `data:` payload. */
export function streamingRequest<T>(args: RequestArgs, options?: RequestOptions): AsyncGenerator<T> {
  const task = options?.task;
  return runStream<T>(task ?? "text-generation", withDefaultProvider(args, task), options, raw(task));
}
