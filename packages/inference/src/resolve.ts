// Routing: which provider, which URL, which headers and which body a call becomes.

import { InferenceClientInputError, InferenceClientRoutingError, redactString, urlSecrets } from "./errors.js";
import { type HttpRequest, isBinary, type Runtime, runtime } from "./http.js";
import { logger } from "./logger.js";
import { DEFAULT_HUB_URL, getProviderMapping } from "./mapping.js";
import { PROVIDERS } from "./providers/index.js";
import { chat } from "./providers/openai-compatible.js";
import type { ProviderSpec, TaskContext, TaskSpec } from "./providers/types.js";
import type {
  InferenceProvider,
  InferenceProviderMappingEntry,
  InferenceTask,
  Options,
  OutputType,
  RequestArgs,
} from "./types.js";

export const DEFAULT_ROUTER_URL = "https://router.huggingface.co";

export interface CallOptions extends Options {
  outputType?: OutputType;
}

export interface Prepared {
  req: HttpRequest;
  spec: Partial<TaskSpec>;
  ctx: TaskContext;
  rt: Runtime;
}

const SAME_TASK = ["feature-extraction", "sentence-similarity"];
const trimEnd = (url: string) => url.trim().replace(/\/+$/, "");
const join = (base: string, route: string) => `${trimEnd(base)}/${route.replace(/^\/+/, "")}`;
const isUrl = (model: string | undefined): boolean => !!model && /^https?:\/\//.test(model);

/** An endpoint URL plus the OpenAI-compatible suffix for chat and text generation (before any query string). */
function endpointRoute(endpoint: string, task: InferenceTask): string {
  const [, base, query = ""] = /^([^?#]*)(.*)$/s.exec(endpoint.trim()) as RegExpExecArray;
  let url = trimEnd(base);
  const suffix = task === "conversational" ? "/chat/completions" : task === "text-generation" ? "/completions" : "";
  if (suffix && !url.endsWith(suffix)) url += url.endsWith("/v1") ? suffix : `/v1${suffix}`;
  return url + query;
}

interface Endpoint {
  url: string;
  /** An absolute http(s) URL, or a path on the page's own origin (browsers). */
  valid: boolean;
  /** Credentials written into the URL (user:password@, ?api_key=): secrets of every call to it. */
  secrets: string[];
}

/** The last endpoint's facts: calls usually repeat one endpoint, and parsing it costs more than the rest of a call's set-up. */
let lastEndpoint: Endpoint | undefined;
function endpointOf(url: string): Endpoint {
  if (lastEndpoint?.url !== url) {
    const valid = url.startsWith("/") || (isUrl(url) && URL.canParse(url));
    lastEndpoint = { url, valid, secrets: urlSecrets(url) };
  }
  return lastEndpoint;
}

/** A value that fetch would refuse in a header is an input error that names the option, never its value. */
function checkHeaderValue(name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value !== "string") throw new InferenceClientInputError(`${name} must be a string.`);
  const bad = /[^\t\x20-\x7e\x80-\xff]/.exec(value.trim());
  if (bad) {
    throw new InferenceClientInputError(
      `${name} contains a character that cannot be sent in an HTTP header (at position ${bad.index}).`,
    );
  }
}

/** Staging mappings are warned about once per model and provider, not on every call (bounded memory). */
const warned = new Set<string>();
function warnStaging(model: string, provider: string): void {
  const key = `${provider}\n${model}`;
  if (warned.has(key)) return;
  if (warned.size >= 500) warned.clear();
  warned.add(key);
  logger().warn(`Model ${model} is in staging mode for provider ${provider}. Meant for test purposes only.`);
}

/** Own keys only: a provider named "constructor" or "toString" is unknown, not Object.prototype's. */
const providerSpecOf = (name: string): ProviderSpec | undefined =>
  Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name as InferenceProvider] : undefined;

const autoChat = chat("v1/chat/completions");

/** Where a call goes: provider, its task spec, the model id to send, the base URL and (when fixed) the URL. */
interface Route {
  provider: string;
  spec?: TaskSpec;
  providerSpec?: ProviderSpec;
  model: string;
  mapping?: InferenceProviderMappingEntry;
  direct: boolean;
  baseUrl: string;
  url?: string;
}

interface RouteInput {
  task: InferenceTask;
  model?: string;
  endpoint?: Endpoint;
  requested: string;
  token?: string;
  options: CallOptions;
  rt: Runtime;
  override?: TaskSpec;
}

const sameTask = (a: string, b: string) => a === b || (SAME_TASK.includes(a) && SAME_TASK.includes(b));

async function route(input: RouteInput): Promise<Route> {
  const { task, model, endpoint: target, requested, token, options, rt, override } = input;
  const hubToken = !!token?.startsWith("hf_");
  const routerUrl = trimEnd(options.routerUrl ?? DEFAULT_ROUTER_URL);
  const hubUrl = options.hubUrl ?? DEFAULT_HUB_URL;

  // A dedicated or local server speaking the hf-inference / OpenAI-compatible protocol.
  if (target) {
    const endpoint = target.url;
    if (!target.valid) {
      throw new InferenceClientInputError(
        `endpointUrl must be an http(s) URL, got "${redactString(endpoint, rt.secrets)}".`,
      );
    }
    if (requested !== "auto" && requested !== "hf-inference") {
      throw new InferenceClientInputError("Specifying both endpointUrl and provider is not supported.");
    }
    const spec = override ?? PROVIDERS["hf-inference"].tasks[task];
    const url = endpointRoute(endpoint, task);
    return { provider: "hf-inference", spec, model: model ?? endpoint, direct: false, baseUrl: trimEnd(endpoint), url };
  }

  // The router picks the provider of a chat model itself.
  if (requested === "auto" && task === "conversational") {
    // A provider key never goes to the router; without a token, only a cookie session (includeCredentials) may.
    if (token ? !hubToken : !options.includeCredentials) {
      throw new InferenceClientRoutingError("Cannot select auto-router when using non-Hugging Face API key.");
    }
    if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
    const url = join(routerUrl, "v1/chat/completions");
    return { provider: "auto", spec: override ?? autoChat, model, direct: false, baseUrl: routerUrl, url };
  }

  if (!model) throw new InferenceClientInputError(`A model is required for task '${task}' (provider '${requested}').`);
  // A provider's own key must not be sent to whichever provider the hub lists first.
  if (requested === "auto" && token && !hubToken) {
    throw new InferenceClientRoutingError(
      "Cannot select a provider automatically with a non-Hugging Face API key: set `provider` to the key's provider, or use a Hugging Face token.",
    );
  }
  let mapping: InferenceProviderMappingEntry | undefined;
  if (requested === "auto") {
    const entries = await getProviderMapping(model, token, hubUrl, rt);
    mapping = entries.find((entry) => providerSpecOf(entry.provider)?.tasks[task] && sameTask(entry.task, task));
    if (!mapping) throw new InferenceClientRoutingError(`No Inference Provider available for model ${model}.`);
  }
  const provider = mapping?.provider ?? requested;
  const providerSpec = providerSpecOf(provider);
  if (!providerSpec) {
    throw new InferenceClientRoutingError(
      `Provider '${provider}' not supported. Available providers: ${Object.keys(PROVIDERS).join(", ")}`,
    );
  }
  const spec = override ?? providerSpec.tasks[task];
  if (!spec) {
    throw new InferenceClientRoutingError(
      `Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(providerSpec.tasks).join(", ")}`,
    );
  }

  let providerModel = model;
  if (providerSpec.clientSideOnly) {
    if (hubToken)
      throw new InferenceClientInputError(`Provider ${provider} is closed-source and does not support HF tokens.`);
    if (!model.startsWith(`${provider}/`)) {
      throw new InferenceClientInputError(
        `Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
      );
    }
    providerModel = model.slice(provider.length + 1);
  } else {
    if (!mapping) {
      mapping = (await getProviderMapping(model, token, hubUrl, rt)).find((entry) => entry.provider === provider);
      if (!mapping) {
        throw new InferenceClientInputError(
          `We have not been able to find inference provider information for model ${model}.`,
        );
      }
      // A raw request (`request()` without a task) takes the model's task, whatever it is.
      if (!override && !sameTask(mapping.task, task)) {
        throw new InferenceClientInputError(
          `Model ${model} is not supported for task ${task} and provider ${provider}. Supported task: ${mapping.task}.`,
        );
      }
    }
    if (mapping.status === "staging") warnStaging(model, provider);
    providerModel = mapping.providerId;
  }

  // A provider's own key goes to the provider's own host; hub tokens (and no token) go through the router.
  const direct = providerSpec.clientSideOnly || (!!token && !hubToken && !providerSpec.routerOnly);
  const baseUrl = trimEnd(
    direct
      ? (options.providerUrls?.[provider as InferenceProvider] ?? spec.host ?? providerSpec.host)
      : `${routerUrl}/${provider}`,
  );
  return { provider, spec, providerSpec, model: providerModel, mapping, direct, baseUrl };
}

/** Resolves the route of a call and builds its request: URL, headers (auth in the provider's style) and body. */
export async function prepare(
  task: InferenceTask,
  args: RequestArgs,
  options: CallOptions = {},
  override?: TaskSpec,
): Promise<Prepared> {
  if (!args || typeof args !== "object") {
    throw new InferenceClientInputError(
      `Expected the arguments as an object, got ${args === null ? "null" : typeof args}.`,
    );
  }
  const { accessToken, model: rawModel, provider, endpointUrl, ...payloadArgs } = args;
  if (rawModel !== undefined && typeof rawModel !== "string") {
    throw new InferenceClientInputError(`model must be a string, got ${typeof rawModel}.`);
  }
  checkHeaderValue("accessToken", accessToken);
  // Surrounding whitespace (a pasted token) would hide the token from redaction and from the hf_ test.
  const token = accessToken?.trim() || undefined;
  checkHeaderValue("billTo", options.billTo);
  const modelIsUrl = isUrl(rawModel);
  const endpointUrlGiven = endpointUrl ?? options.endpointUrl ?? (modelIsUrl ? rawModel : undefined);
  const endpoint = endpointUrlGiven ? endpointOf(endpointUrlGiven) : undefined;
  const secrets = endpoint?.secrets ?? [];
  const rt = runtime(options, token ? [token, ...secrets] : secrets);
  const r = await route({
    task,
    model: modelIsUrl ? undefined : rawModel,
    endpoint,
    requested: provider ?? options.provider ?? "auto",
    token,
    options,
    rt,
    override,
  });
  const auth = token ? (r.direct && r.providerSpec?.auth?.(token)) || { Authorization: `Bearer ${token}` } : {};
  const headers: Record<string, string> = {
    ...auth,
    ...r.providerSpec?.headers,
    ...r.spec?.headers,
    ...(options.billTo ? { "X-HF-Bill-To": options.billTo } : {}),
  };
  const ctx: TaskContext = {
    provider: r.provider,
    task,
    model: r.model,
    mapping: r.mapping,
    direct: r.direct,
    rt,
    outputType: options.outputType,
    baseUrl: r.baseUrl,
    url: r.baseUrl,
    headers,
  };
  const spec: Partial<TaskSpec> = r.spec ?? {};
  ctx.url = r.url ?? join(r.baseUrl, typeof spec.route === "function" ? spec.route(ctx) : (spec.route ?? ""));
  const built = spec.body ? await spec.body(payloadArgs, ctx) : payloadArgs;
  // A plain object is told apart first: Node makes Blob and FormData lazy globals, slow to reach on every call.
  const json =
    (built != null && Object.getPrototypeOf(built) === Object.prototype) ||
    !(isBinary(built) || built instanceof FormData);
  const body = json ? JSON.stringify(built) : (built as BodyInit);
  const sent = json ? { ...headers, "Content-Type": "application/json" } : headers;
  return { req: { url: ctx.url, method: "POST", headers: sent, body }, spec, ctx, rt };
}
