/**
 * The OpenAI-compatible providers, declared as data: each one's route prefix, endpoints, auth style for direct
 * calls and quirks. The same routes are served on the provider's own host (`/providers/{name}/…`) and behind the
 * router (`/router/{name}/…`).
 */
import type { AuthStyle } from "./auth.js";
import type { StructuredOutputDialect } from "./openai/structured-output.js";

export type Endpoint = "chat" | "completions" | "embeddings" | "images" | "speech" | "transcriptions";

export const ENDPOINT_PATHS: Record<Endpoint, string> = {
  chat: "chat/completions",
  completions: "completions",
  embeddings: "embeddings",
  images: "images/generations",
  speech: "audio/speech",
  transcriptions: "audio/transcriptions",
};

export interface ProviderSpec {
  /** Auth header style of direct calls (routed calls always use `Bearer hf_…`). */
  auth: AuthStyle;
  /** Route prefix on the provider's host, e.g. `v1/openai/` → `v1/openai/chat/completions`. */
  prefix: string;
  endpoints: readonly Endpoint[];
  /** How the provider spells structured output (default `openai`). */
  dialect?: StructuredOutputDialect;
  /** Body fields the provider answers with 400, and the error code it uses. */
  rejects?: Record<string, string>;
  /** Client-side routing only: never behind the router, any model id without a `/` (openai). */
  directOnly?: boolean;
  /** The transcription `file` field may be an HTTP(S) URL. */
  fileUrls?: boolean;
  /** Image `response_format` values, URL then base64 (default `url`, `b64_json`). */
  imageFormats?: readonly [string, string];
}

const CHAT = ["chat"] as const;

export const PROVIDERS: Record<string, ProviderSpec> = {
  baseten: { auth: "bearer", prefix: "v1/", endpoints: CHAT },
  cerebras: { auth: "bearer", prefix: "v1/", endpoints: CHAT, rejects: { store: "wrong_api_format" } },
  clarifai: { auth: "key", prefix: "v2/ext/openai/v1/", endpoints: CHAT },
  cohere: { auth: "bearer", prefix: "compatibility/v1/", endpoints: CHAT },
  deepinfra: {
    auth: "bearer",
    prefix: "v1/openai/",
    endpoints: ["chat", "completions", "embeddings", "images", "speech", "transcriptions"],
  },
  "featherless-ai": { auth: "bearer", prefix: "v1/", endpoints: ["chat", "completions"] },
  "fireworks-ai": { auth: "bearer", prefix: "inference/v1/", endpoints: CHAT },
  groq: { auth: "bearer", prefix: "openai/v1/", endpoints: CHAT },
  hyperbolic: { auth: "bearer", prefix: "v1/", endpoints: ["chat", "completions"] },
  nebius: {
    auth: "bearer",
    prefix: "v1/",
    endpoints: ["chat", "completions", "embeddings", "images"],
    dialect: "nebius",
  },
  novita: { auth: "bearer", prefix: "v3/openai/", endpoints: ["chat", "completions"] },
  nscale: { auth: "bearer", prefix: "v1/", endpoints: ["chat", "images"] },
  openai: { auth: "bearer", prefix: "v1/", endpoints: CHAT, directOnly: true },
  ovhcloud: { auth: "bearer", prefix: "v1/", endpoints: ["chat", "completions"] },
  publicai: { auth: "bearer", prefix: "v1/", endpoints: CHAT },
  sambanova: { auth: "bearer", prefix: "v1/", endpoints: ["chat", "embeddings"], dialect: "sambanova" },
  scaleway: { auth: "bearer", prefix: "v1/", endpoints: ["chat", "completions", "embeddings"] },
  together: {
    auth: "bearer",
    prefix: "v1/",
    endpoints: ["chat", "completions", "embeddings", "images", "speech", "transcriptions"],
    dialect: "together",
    rejects: { num_inference_steps: "invalid_request_error" },
    imageFormats: ["url", "base64"],
    fileUrls: true,
  },
  "zai-org": { auth: "bearer", prefix: "api/paas/v4/", endpoints: CHAT },
};

/** The endpoint that `route` (the path after the provider's base, without a leading `/`) names, if any. */
export function findEndpoint(spec: ProviderSpec, route: string): Endpoint | undefined {
  return spec.endpoints.find((e) => `${spec.prefix}${ENDPOINT_PATHS[e]}` === route);
}
