// Public option and argument types of the client.

export const INFERENCE_PROVIDERS = [
  "baseten",
  "cerebras",
  "clarifai",
  "cohere",
  "deepinfra",
  "featherless-ai",
  "fireworks-ai",
  "groq",
  "hf-inference",
  "hyperbolic",
  "nebius",
  "novita",
  "nscale",
  "openai",
  "ovhcloud",
  "publicai",
  "sambanova",
  "scaleway",
  "together",
  "zai-org",
] as const;

export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];
export type InferenceProviderOrPolicy = InferenceProvider | "auto";

/** Pipeline tags served by the client, plus "conversational" for chat completion. */
export type InferenceTask =
  | "conversational"
  | "text-generation"
  | "feature-extraction"
  | "sentence-similarity"
  | "fill-mask"
  | "text-classification"
  | "token-classification"
  | "question-answering"
  | "table-question-answering"
  | "summarization"
  | "translation"
  | "zero-shot-classification"
  | "text-to-image"
  | "image-to-image"
  | "image-to-text"
  | "image-classification"
  | "image-segmentation"
  | "object-detection"
  | "zero-shot-image-classification"
  | "text-to-video"
  | "image-to-video"
  | "text-to-speech"
  | "text-to-audio"
  | "automatic-speech-recognition"
  | "audio-classification"
  | "audio-to-audio"
  | "document-question-answering"
  | "visual-question-answering"
  | "tabular-classification"
  | "tabular-regression";

export interface Logger {
  debug?: (message: string, ...args: unknown[]) => void;
  info?: (message: string, ...args: unknown[]) => void;
  warn: (message: string, ...args: unknown[]) => void;
  error?: (message: string, ...args: unknown[]) => void;
  log?: (message: string, ...args: unknown[]) => void;
}

export interface RetryOptions {
  /** Extra attempts after the first one (default 2). 0 disables retries. */
  retries?: number;
  /** Base of the exponential backoff (default 500 ms). */
  minDelayMs?: number;
  /** Cap of the backoff (default 8000 ms). */
  maxDelayMs?: number;
  /** Called before each retry with the delay that will be waited. */
  onRetry?: (info: { attempt: number; delayMs: number; status?: number; error?: unknown; url: string }) => void;
}

export interface Options {
  /** Provider or policy (default "auto"). */
  provider?: InferenceProviderOrPolicy;
  /** A dedicated or local OpenAI-compatible / hf-inference compatible server. */
  endpointUrl?: string;
  /** Organisation billed for routed requests (X-HF-Bill-To). */
  billTo?: string;
  /** Aborts every phase of the call: hub look-up, request, retries, stream reading, media download. */
  signal?: AbortSignal;
  /** Used for every HTTP call the client makes. */
  fetch?: typeof fetch;
  /** Upper bound for the whole call in milliseconds (all attempts, stream reading and downloads). */
  timeout?: number;
  /** Retries on 408, 429, 5xx and network errors. */
  retry?: RetryOptions;
  /** `true` → "include"; a string is passed to fetch as `credentials`. */
  includeCredentials?: string | boolean;
  /** Hub API base URL (default https://huggingface.co). */
  hubUrl?: string;
  /** Router base URL (default https://router.huggingface.co). */
  routerUrl?: string;
  /** Overrides of the providers' own hosts, used with provider keys. */
  providerUrls?: Partial<Record<InferenceProvider, string>>;
  /** @deprecated kept for drop-in compatibility; use `retry: { retries: 0 }` to disable retries. */
  retry_on_error?: boolean;
}

export interface BaseArgs {
  /** A hub token (hf_…) routes through the router; any other key goes straight to the provider. */
  accessToken?: string;
  /** Hub model id, or a URL (then used as the endpoint). */
  model?: string;
  endpointUrl?: string;
  provider?: InferenceProviderOrPolicy;
}

export interface InferenceProviderMappingEntry {
  provider: string;
  providerId: string;
  hfModelId: string;
  status: "live" | "staging";
  task: string;
  adapter?: string;
  adapterWeightsPath?: string;
  type?: "single-model" | "tag-filter";
}

export type OutputType = "url" | "dataUrl" | "blob" | "json";

export type AuthMethod = "none" | "hf-token" | "credentials-include" | "provider-key";

export type RequestArgs = BaseArgs & Record<string, unknown>;
