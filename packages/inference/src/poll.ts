// The one polling loop for async providers (queue status, polling URL, async task result): bounded attempts,
// a fixed interval, the call's fetch, signal, timeout and retries, errors with credentials redacted.

import { InferenceClientProviderApiError, InferenceClientProviderOutputError, redactValue } from "./errors.js";
import { readBody, requestInfo, send, sleep } from "./http.js";
import type { TaskContext } from "./providers/types.js";

export type PollState<T> = { done: T } | { failed: string } | { pending: true };

export interface PollOptions<T> {
  url: string;
  /** Default: the request's headers (auth included). */
  headers?: Record<string, string>;
  intervalMs: number;
  maxAttempts: number;
  /** Wait before the first request too (default true). */
  waitFirst?: boolean;
  /** Reads one status answer. */
  check: (data: unknown, attempt: number) => PollState<T>;
  /** Message when `maxAttempts` polls all came back pending. */
  timeoutMessage?: string;
}

/** Polls `url` until `check` says done (its value) or failed (a provider API error), at most `maxAttempts` times. */
export async function poll<T>(ctx: TaskContext, options: PollOptions<T>): Promise<T> {
  const { url, intervalMs, maxAttempts, check } = options;
  const req = { url, method: "GET", headers: options.headers ?? ctx.headers };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (attempt > 1 || options.waitFirst !== false) await sleep(intervalMs, ctx.rt);
    const res = await send(ctx.rt, req, "provider", `Failed to fetch the ${ctx.task} status from ${ctx.provider}`);
    const data = await readBody(ctx.rt, res);
    const state = check(data, attempt);
    if ("done" in state) return state.done;
    if ("failed" in state) {
      throw new InferenceClientProviderApiError(
        `${ctx.provider} ${ctx.task} task failed: ${state.failed}`,
        requestInfo(ctx.rt, req),
        {
          requestId: res.headers.get("x-request-id") ?? "",
          status: res.status,
          body: data instanceof Blob ? "" : redactValue(data, ctx.rt.secrets),
        },
      );
    }
  }
  throw new InferenceClientProviderOutputError(
    options.timeoutMessage ??
      `Timed out while waiting for the result from ${ctx.provider} ${ctx.task} API - aborting after ${maxAttempts} attempts`,
  );
}
