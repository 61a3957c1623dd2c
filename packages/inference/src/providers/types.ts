// What one provider file declares: its host, auth header style, and per task a route, a payload mapping
// and a response reader. Validation of the task's output shape is shared (tasks/*.ts).

import type { Runtime } from "../http.js";
import type { InferenceProviderMappingEntry, InferenceTask, OutputType } from "../types.js";

export interface TaskContext {
  provider: string;
  task: InferenceTask;
  /** The provider's id for the model (mapping providerId), or the endpoint URL's model. */
  model: string;
  mapping?: InferenceProviderMappingEntry;
  outputType?: OutputType;
  /** True when the call goes to the provider's own host with its key. */
  direct: boolean;
  rt: Runtime;
  /** The base the route is joined to: `{router}/{provider}`, the provider's host, or the endpoint URL. */
  baseUrl: string;
  /** The request URL. */
  url: string;
  /** The request headers (auth included, no Content-Type): what follow-up polls of async providers send. */
  headers: Record<string, string>;
}

export type Payload = Record<string, unknown>;
export type Body = Payload | Blob | ArrayBuffer | ArrayBufferView | FormData;

export interface TaskSpec {
  /** A task-specific own host (e.g. a queue host), used with provider keys instead of the provider's host. */
  host?: string;
  /** Extra headers of this task (e.g. `Prefer: wait`). */
  headers?: Record<string, string>;
  /** Path under the provider's base URL (leading "/" optional). */
  route: string | ((ctx: TaskContext) => string);
  /** Builds the body from the user's args (without auth/routing fields). An object is sent as JSON. */
  body?: (args: Payload, ctx: TaskContext) => Body | Promise<Body>;
  /**
   * Turns the provider's answer into the task's result shape (then validated by the task). Async providers poll
   * here with `poll()` (ctx.rt carries the fetch, signal, timeout and retries; ctx.headers the auth).
   */
  read?: (data: unknown, ctx: TaskContext) => unknown;
}

export interface ProviderSpec {
  /** The provider's own host, used with the provider's key. */
  host: string;
  /** Headers carrying a provider key (default `Authorization: Bearer <key>`). */
  auth?: (key: string) => Record<string, string>;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Calls always go through the router, even with a provider key (hf-inference). */
  routerOnly?: boolean;
  /** Calls never go through the router; hub tokens are refused, models are `<provider>/<id>` (openai). */
  clientSideOnly?: boolean;
  tasks: Partial<Record<InferenceTask, TaskSpec>>;
}
