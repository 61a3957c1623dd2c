// The client object: every task function as a method, with the client's token and default options.

import type { CallOptions } from "./resolve.js";
import * as tasks from "./tasks/index.js";

type Tasks = typeof tasks;

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the task methods are assigned in the constructor.
export class InferenceClient {
  constructor(
    private readonly accessToken?: string,
    private readonly defaultOptions: CallOptions = {},
  ) {
    for (const [name, fn] of Object.entries(tasks)) {
      (this as Record<string, unknown>)[name] = (args: Record<string, unknown>, options?: CallOptions) =>
        (fn as (a: unknown, o: unknown) => unknown)(
          accessToken && args.accessToken === undefined ? { ...args, accessToken } : args,
          { ...defaultOptions, ...options },
        );
    }
  }

  /** A new client bound to a dedicated or local endpoint (OpenAI-compatible or hf-inference compatible). */
  endpoint(endpointUrl: string): InferenceClient {
    return new InferenceClient(this.accessToken, { ...this.defaultOptions, endpointUrl });
  }
}

export interface InferenceClient extends Tasks {}

/** @deprecated use InferenceClient */
export class HfInference extends InferenceClient {}

/** @deprecated use `new InferenceClient(token).endpoint(url)` */
export class InferenceClientEndpoint extends InferenceClient {
  constructor(endpointUrl: string, accessToken?: string, defaultOptions: CallOptions = {}) {
    super(accessToken, { ...defaultOptions, endpointUrl });
  }
}
