// Request/response scenarios through the drop-in API with the client's DEFAULT base URLs: a recording fetch
// rewrites the real hosts (router, hub, each provider's own host) to the emulator's stand-ins and calls the real
// global fetch, so every assertion is about what a user's client would put on the wire.

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Emulator, png, startEmulator } from "@atrium/emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as client from "../src/index.js";
import {
  automaticSpeechRecognition,
  type CallOptions,
  chatCompletion,
  chatCompletionStream,
  clearMappingCache,
  documentQuestionAnswering,
  featureExtraction,
  fillMask,
  InferenceClient,
  InferenceClientError,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientRoutingError,
  InferenceClientTimeoutError,
  imageClassification,
  questionAnswering,
  sentenceSimilarity,
  setLogger,
  summarization,
  textClassification,
  textGeneration,
  textToImage,
  tokenClassification,
  translation,
  zeroShotImageClassification,
} from "../src/index.js";

const HF = "hf_scenario_token_abcdef123456";
const KEY = "sk-scenario-provider-key-987654";
const ROUTER = "https://router.huggingface.co";
const HUB = "https://huggingface.co";

/** The providers' real hosts, from facts/providers.md (§3, §4). */
const HOSTS: Record<string, string> = {
  baseten: "https://inference.baseten.co",
  cerebras: "https://api.cerebras.ai",
  clarifai: "https://api.clarifai.com",
  cohere: "https://api.cohere.com",
  deepinfra: "https://api.deepinfra.com",
  "featherless-ai": "https://api.featherless.ai",
  "fireworks-ai": "https://api.fireworks.ai",
  groq: "https://api.groq.com",
  hyperbolic: "https://api.hyperbolic.xyz",
  nebius: "https://api.studio.nebius.ai",
  novita: "https://api.novita.ai",
  nscale: "https://inference.api.nscale.com",
  openai: "https://api.openai.com",
  ovhcloud: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  publicai: "https://api.publicai.co",
  sambanova: "https://api.sambanova.ai",
  scaleway: "https://api.scaleway.ai",
  together: "https://api.together.xyz",
  "zai-org": "https://api.z.ai",
};

/** Chat route, hub model and the provider's id for it (emulator catalogue). */
const CHAT: Record<string, [route: string, model: string, providerId: string]> = {
  baseten: ["v1/chat/completions", "openai/gpt-oss-120b", "openai/gpt-oss-120b"],
  cerebras: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "llama3.1-8b"],
  clarifai: ["v2/ext/openai/v1/chat/completions", "openai/gpt-oss-120b", "openai/chat-completion/models/gpt-oss-120b"],
  cohere: ["compatibility/v1/chat/completions", "CohereLabs/c4ai-command-r7b-12-2024", "command-r7b-12-2024"],
  deepinfra: [
    "v1/openai/chat/completions",
    "meta-llama/Llama-3.1-8B-Instruct",
    "meta-llama/Meta-Llama-3.1-8B-Instruct",
  ],
  "featherless-ai": [
    "v1/chat/completions",
    "meta-llama/Llama-3.1-8B-Instruct",
    "meta-llama/Meta-Llama-3.1-8B-Instruct",
  ],
  "fireworks-ai": [
    "inference/v1/chat/completions",
    "meta-llama/Llama-3.1-8B-Instruct",
    "accounts/fireworks/models/llama-v3p1-8b-instruct",
  ],
  groq: ["openai/v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b-instant"],
  hyperbolic: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Meta-Llama-3.1-8B-Instruct"],
  nebius: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Meta-Llama-3.1-8B-Instruct-fast"],
  novita: ["v3/openai/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/llama-3.1-8b-instruct"],
  nscale: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.1-8B-Instruct"],
  ovhcloud: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "Llama-3.1-8B-Instruct"],
  publicai: ["v1/chat/completions", "swiss-ai/Apertus-8B-Instruct-2509", "swiss-ai/apertus-8b-instruct"],
  sambanova: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "Meta-Llama-3.1-8B-Instruct"],
  scaleway: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b-instruct"],
  together: ["v1/chat/completions", "meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"],
  "zai-org": ["api/paas/v4/chat/completions", "zai-org/GLM-4.5", "glm-4.5"],
};

/** Text generation on `/completions` routes with `max_new_tokens` → `max_tokens`. */
const COMPLETIONS: Record<string, [route: string, providerId: string]> = {
  deepinfra: ["v1/openai/completions", "mistralai/Mistral-7B-v0.1"],
  "featherless-ai": ["v1/completions", "mistralai/Mistral-7B-v0.1"],
  nebius: ["v1/completions", "mistralai/Mistral-7B-v0.1"],
  ovhcloud: ["v1/completions", "Mistral-7B-v0.1"],
  scaleway: ["v1/completions", "mistral-7b-v0.1"],
  together: ["v1/completions", "mistralai/Mistral-7B-v0.1"],
};

const EMBEDDINGS: Record<string, [route: string, providerId: string]> = {
  deepinfra: ["v1/openai/embeddings", "BAAI/bge-large-en-v1.5"],
  nebius: ["v1/embeddings", "BAAI/bge-large-en-v1.5"],
  sambanova: ["v1/embeddings", "E5-Mistral-7B-Instruct"],
  scaleway: ["v1/embeddings", "bge-large-en-v1.5"],
  together: ["v1/embeddings", "BAAI/bge-large-en-v1.5"],
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => clearMappingCache());

let counter = 0;

/** The real URL as the emulator serves it; anything else (the emulator's own media URLs, local servers) as is. */
function rewrite(url: string): string {
  if (url.startsWith(`${ROUTER}/`)) return emulator.routerUrl + url.slice(ROUTER.length);
  if (url.startsWith(`${HUB}/`)) return emulator.hubUrl + url.slice(HUB.length);
  for (const [provider, host] of Object.entries(HOSTS)) {
    if (url.startsWith(`${host}/`)) return emulator.providerUrl(provider) + url.slice(host.length);
  }
  if (new URL(url).hostname === "127.0.0.1") return url;
  throw new Error(`the client tried to reach an unexpected host: ${url}`);
}

/** A fetch that records what the client sends (real URL), then forwards it to the emulator. */
function wire(fault?: string) {
  const id = `scn-${++counter}`;
  const sent: Sent[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const headers = Object.fromEntries(new Headers(init?.headers));
    let body: unknown = init?.body;
    if (typeof body === "string") {
      try {
        body = JSON.parse(body);
      } catch {}
    } else if (body instanceof FormData) body = "[FormData]";
    else if (body != null) body = "[binary]";
    sent.push({ url, method: init?.method ?? "GET", headers, body });
    const forwarded = new Headers(init?.headers);
    forwarded.set("X-Emulator-Scenario", id);
    if (fault) forwarded.set("X-Emulator-Fault", fault);
    return fetch(rewrite(url), { ...init, headers: forwarded });
  };
  return { id, sent, fetch: recordingFetch, posts: () => sent.filter((s) => s.method === "POST") };
}

const messages = [{ role: "user", content: "Hello there" }];
const mappingUrl = (model: string) => `${HUB}/api/models/${model}?expand[]=inferenceProviderMapping`;
const fast = { retry: { minDelayMs: 1, maxDelayMs: 2 } } satisfies CallOptions;

describe("chat wire format of every provider", () => {
  for (const [provider, [route, model, providerId]] of Object.entries(CHAT)) {
    it(`${provider}: routed with a hub token`, async () => {
      const w = wire();
      const client = new InferenceClient(HF, { fetch: w.fetch, billTo: "my-org" });
      const out = await client.chatCompletion({ provider: provider as "together", model, messages, max_tokens: 8 });
      expect(out.choices[0].message.content).toContain("Hello");
      expect(w.sent).toHaveLength(2);
      const [lookup, call] = w.sent;
      expect(lookup).toMatchObject({ url: mappingUrl(model), method: "GET" });
      expect(lookup.headers.authorization).toBe(`Bearer ${HF}`);
      expect(call.url).toBe(`${ROUTER}/${provider}/${route}`);
      expect(call.method).toBe("POST");
      expect(call.headers.authorization).toBe(`Bearer ${HF}`);
      expect(call.headers["content-type"]).toBe("application/json");
      expect(call.headers["x-hf-bill-to"]).toBe("my-org");
      expect(Object.keys(call.body as object)[0]).toBe("model");
      expect(call.body).toEqual({ model: providerId, messages, max_tokens: 8 });
      if (provider === "zai-org") {
        expect(call.headers).toMatchObject({ "x-source-channel": "hugging_face", "accept-language": "en-US,en" });
      }
    });

    it(`${provider}: direct with the provider's key`, async () => {
      const w = wire();
      const out = await chatCompletion(
        { accessToken: KEY, provider: provider as "together", model, messages },
        { fetch: w.fetch },
      );
      expect(out.object ?? "chat.completion").toBe("chat.completion");
      const [lookup, call] = w.sent;
      expect(lookup.url).toBe(mappingUrl(model));
      expect(lookup.headers.authorization).toBeUndefined();
      expect(call.url).toBe(`${HOSTS[provider]}/${route}`);
      expect(call.headers.authorization).toBe(`${provider === "clarifai" ? "Key" : "Bearer"} ${KEY}`);
      expect(call.headers["x-hf-bill-to"]).toBeUndefined();
      expect(call.headers["content-type"]).toBe("application/json");
      expect(call.body).toEqual({ model: providerId, messages });
      if (provider === "zai-org") {
        expect(call.headers).toMatchObject({ "x-source-channel": "hugging_face", "accept-language": "en-US,en" });
      }
    });
  }

  it("hf-inference: always routed, on the model's route, after the mapping look-up", async () => {
    const w = wire();
    await new InferenceClient(HF, { fetch: w.fetch }).chatCompletion({
      provider: "hf-inference",
      model: "meta-llama/Llama-3.1-8B-Instruct",
      messages,
    });
    expect(w.sent).toHaveLength(2);
    const [lookup, call] = w.sent;
    expect(lookup).toMatchObject({ url: mappingUrl("meta-llama/Llama-3.1-8B-Instruct"), method: "GET" });
    expect(call.url).toBe(`${ROUTER}/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions`);
    expect(call.body).toEqual({ model: "meta-llama/Llama-3.1-8B-Instruct", messages });

    // A provider key does not change the host: still the router, with the key as a Bearer token.
    const k = wire("status=401; on=/chat/completions");
    await chatCompletion(
      { accessToken: KEY, provider: "hf-inference", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
      k,
    ).catch((e) => e);
    expect(k.posts()[0].url).toBe(call.url);
    expect(k.posts()[0].headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("openai: direct only, prefix stripped, no hub look-up; hub tokens refused", async () => {
    const w = wire();
    await chatCompletion({ accessToken: KEY, provider: "openai", model: "openai/gpt-4o-mini", messages }, w);
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0].url).toBe("https://api.openai.com/v1/chat/completions");
    expect(w.sent[0].body).toEqual({ model: "gpt-4o-mini", messages });
    const refused = await chatCompletion(
      { accessToken: HF, provider: "openai", model: "openai/gpt-4o-mini", messages },
      w,
    ).catch((e) => e);
    expect(refused).toBeInstanceOf(InferenceClientInputError);
    expect(refused.message).toBe("Provider openai is closed-source and does not support HF tokens.");
    expect(refused.message).not.toContain(HF);
    const unprefixed = await chatCompletion(
      { accessToken: KEY, provider: "openai", model: "gpt-4o", messages },
      w,
    ).catch((e) => e);
    expect(unprefixed.message).toBe('Models from openai must be prefixed by "openai/". Got "gpt-4o".');
    expect(w.sent).toHaveLength(1);
  });

  it("auto: the router's own chat route with the hub id, no hub look-up", async () => {
    const w = wire();
    const out = await new InferenceClient(HF, { fetch: w.fetch }).chatCompletion({
      model: "openai/gpt-oss-120b:together",
      messages,
    });
    expect(out.model).toBe("openai/gpt-oss-120b");
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0].url).toBe(`${ROUTER}/v1/chat/completions`);
    expect(w.sent[0].body).toEqual({ model: "openai/gpt-oss-120b:together", messages });
    for (const token of [KEY, undefined]) {
      const error = await chatCompletion({ accessToken: token, model: "openai/gpt-oss-120b", messages }, w).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(InferenceClientRoutingError);
      expect(error.name).toBe("RoutingError");
      expect(error.message).toBe("Cannot select auto-router when using non-Hugging Face API key.");
      expect(error.message).not.toContain(KEY);
    }
    expect(w.sent).toHaveLength(1);
  });

  it("no token: routed without Authorization, the router's 401 is a ProviderApiError", async () => {
    const w = wire();
    const error = await chatCompletion(
      { provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
      w,
    ).catch((e) => e);
    expect(w.sent.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
    expect(w.sent[1].url).toBe(`${ROUTER}/together/v1/chat/completions`);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.httpResponse.status).toBe(401);
    expect(error.message).toContain("You must provide a Hugging Face access token");
    expect(error.httpRequest.headers.Authorization).toBeUndefined();
  });
});

describe("payload quirks", () => {
  const schema = { type: "object", properties: { answer: { type: "string" } }, required: ["answer"] };
  const response_format = { type: "json_schema", json_schema: { name: "answer", schema, strict: true } } as const;
  const send = async (provider: string, extra: Record<string, unknown>) => {
    const w = wire();
    const [, model] = CHAT[provider];
    await chatCompletion({ accessToken: HF, provider: provider as "together", model, messages, ...extra }, w);
    return w.posts()[0].body as Record<string, unknown>;
  };

  it("cerebras drops store", async () => {
    expect(await send("cerebras", { store: true })).not.toHaveProperty("store");
  });
  it("together rewrites json_schema to {type, schema}", async () => {
    expect((await send("together", { response_format })).response_format).toEqual({ type: "json_schema", schema });
  });
  it("nebius copies the schema to guided_json", async () => {
    const body = await send("nebius", { response_format });
    expect(body.guided_json).toEqual(schema);
  });
  it("sambanova forces strict false", async () => {
    const body = await send("sambanova", { response_format });
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", schema, strict: false },
    });
  });
  it("other providers pass response_format, tools and stream_options through untouched", async () => {
    const tools = [{ type: "function", function: { name: "f", parameters: { type: "object", properties: {} } } }];
    const body = await send("groq", { response_format, tools, tool_choice: "auto" });
    expect(body).toMatchObject({ response_format, tools, tool_choice: "auto" });
  });

  for (const [provider, [route, providerId]] of Object.entries(COMPLETIONS)) {
    it(`${provider} text generation: /completions, prompt, max_new_tokens → max_tokens (routed and direct)`, async () => {
      for (const token of [HF, KEY]) {
        const w = wire();
        const out = await textGeneration(
          {
            accessToken: token,
            provider: provider as "together",
            model: "mistralai/Mistral-7B-v0.1",
            inputs: "Once upon",
            parameters: { max_new_tokens: 5, temperature: 0.5 },
          },
          w,
        );
        expect(typeof out.generated_text).toBe("string");
        // Only Together's answer is read into `details` (why it stopped, the seed), as the widely used client does.
        if (provider === "together") expect(out.details?.finish_reason).toMatch(/^(stop|length)$/);
        else expect(out).not.toHaveProperty("details");
        const call = w.posts()[0];
        expect(call.url).toBe(`${token === HF ? `${ROUTER}/${provider}` : HOSTS[provider]}/${route}`);
        expect(call.body).toEqual({ model: providerId, prompt: "Once upon", max_tokens: 5, temperature: 0.5 });
      }
    });
  }

  for (const [provider, [route, providerId]] of Object.entries(EMBEDDINGS)) {
    it(`${provider} embeddings: ${route} with {input, model} (routed and direct)`, async () => {
      for (const token of [HF, KEY]) {
        const w = wire();
        const out = await featureExtraction(
          { accessToken: token, provider: provider as "together", model: "BAAI/bge-large-en-v1.5", inputs: "Hi" },
          w,
        );
        expect(Array.isArray(out)).toBe(true);
        const call = w.posts()[0];
        expect(call.url).toBe(`${token === HF ? `${ROUTER}/${provider}` : HOSTS[provider]}/${route}`);
        expect(call.body).toMatchObject({ input: "Hi", model: providerId });
      }
    });
  }

  it("hf-inference tasks: models/{id} and pipeline routes with {inputs, parameters}", async () => {
    const w = wire();
    const options = { fetch: w.fetch };
    await textClassification(
      {
        accessToken: HF,
        provider: "hf-inference",
        model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
        inputs: "great",
      },
      options,
    );
    await featureExtraction(
      { accessToken: HF, provider: "hf-inference", model: "BAAI/bge-large-en-v1.5", inputs: "Hi" },
      options,
    );
    expect(w.posts().map((s) => s.url)).toEqual([
      `${ROUTER}/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english`,
      `${ROUTER}/hf-inference/models/BAAI/bge-large-en-v1.5/pipeline/feature-extraction`,
    ]);
    expect(w.posts()[0].body).toEqual({ inputs: "great" });
  });

  it("auto for other tasks: hub look-up with the token, first mapped provider serving the task", async () => {
    const w = wire();
    const out = await featureExtraction({ accessToken: HF, model: "BAAI/bge-large-en-v1.5", inputs: "Hi" }, w);
    expect(Array.isArray(out)).toBe(true);
    expect(w.sent[0]).toMatchObject({ url: mappingUrl("BAAI/bge-large-en-v1.5"), method: "GET" });
    expect(w.sent[0].headers.authorization).toBe(`Bearer ${HF}`);
    expect(w.sent[1].url).toBe(`${ROUTER}/hf-inference/models/BAAI/bge-large-en-v1.5/pipeline/feature-extraction`);
  });
});

describe("errors", () => {
  const llama = "meta-llama/Llama-3.1-8B-Instruct";
  const failing = (fault: string, token = HF, provider = "together", options: CallOptions = {}) => {
    const w = wire(`${fault}; on=/chat/completions`);
    const model = CHAT[provider][1];
    return {
      w,
      error: chatCompletion(
        { accessToken: token, provider: provider as "together", model, messages },
        { fetch: w.fetch, retry: { retries: 0 }, ...options },
      ).catch((e) => e),
    };
  };

  it("every class has its drop-in name and extends InferenceClientError", async () => {
    const cases: Array<[Promise<unknown>, string, unknown]> = [
      [failing("status=400").error, "ProviderApiError", InferenceClientProviderApiError],
      [failing("malformed=1").error, "ProviderOutputError", InferenceClientProviderOutputError],
      [
        chatCompletion({ accessToken: HF, provider: "together", messages }).catch((e) => e),
        "InputError",
        InferenceClientInputError,
      ],
      [
        chatCompletion({ accessToken: KEY, model: llama, messages }).catch((e) => e),
        "RoutingError",
        InferenceClientRoutingError,
      ],
      [
        featureExtraction(
          { accessToken: HF, model: "nobody/nothing", inputs: "x" },
          { fetch: wire().fetch, retry: { retries: 0 } },
        ).catch((e) => e),
        "HubApiError",
        InferenceClientHubApiError,
      ],
      [failing("hang=1", HF, "together", { timeout: 50 }).error, "TimeoutError", InferenceClientTimeoutError],
    ];
    for (const [promise, name, Class] of cases) {
      const error = await promise;
      expect(error).toBeInstanceOf(Class as typeof Error);
      expect(error).toBeInstanceOf(InferenceClientError);
      expect((error as Error).name).toBe(name);
    }
  });

  it("keeps the provider's own message in every error format, the request id and status", async () => {
    for (const format of ["hf", "openai", "text"]) {
      const { error } = failing(`status=422; error-format=${format}; message=max_tokens too large; request-id=r-9`);
      const e = await error;
      expect(e.message).toBe("Failed to perform inference: max_tokens too large");
      expect(e.httpResponse).toMatchObject({ requestId: "r-9", status: 422 });
      expect(e.httpRequest).toMatchObject({
        url: `${ROUTER}/together/v1/chat/completions`,
        method: "POST",
        headers: { Authorization: "Bearer [redacted]", "Content-Type": "application/json" },
        body: { model: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", messages },
      });
    }
    const noId = await failing("status=500").error;
    expect(noId.httpResponse.requestId).toBe("");
  });

  it("redacts every credential style, also when echoed in the response body", async () => {
    for (const [token, provider, scheme] of [
      [HF, "together", "Bearer"],
      [KEY, "together", "Bearer"],
      [KEY, "clarifai", "Key"],
    ]) {
      const { w, error } = failing(`status=401; message=key ${token} is not valid`, token, provider);
      const e = await error;
      expect(w.posts()[0].headers.authorization).toBe(`${scheme} ${token}`);
      expect(e.httpRequest.headers.Authorization).toBe(`${scheme} [redacted]`);
      expect(e.message).toBe("Failed to perform inference: key [redacted] is not valid");
      const all = `${e.message}\n${e.stack}\n${JSON.stringify(e)}\n${JSON.stringify(e.httpResponse)}\n${JSON.stringify(e.httpRequest)}`;
      expect(all).not.toContain(token);
    }
  });

  it("ProviderOutputError names the provider, the task and the expected shape for every task family", async () => {
    const hf = (model: string) => ({ accessToken: HF, provider: "hf-inference" as const, model });
    const calls: Array<[string, (o: CallOptions) => Promise<unknown>]> = [
      ["together conversational", (o) => chatCompletion({ ...hf(llama), provider: "together", messages }, o)],
      [
        "together text-generation",
        (o) => textGeneration({ ...hf("mistralai/Mistral-7B-v0.1"), provider: "together", inputs: "x" }, o),
      ],
      [
        "together feature-extraction",
        (o) => featureExtraction({ ...hf("BAAI/bge-large-en-v1.5"), provider: "together", inputs: "x" }, o),
      ],
      [
        "hf-inference feature-extraction",
        (o) => featureExtraction({ ...hf("BAAI/bge-large-en-v1.5"), inputs: "x" }, o),
      ],
      [
        "hf-inference sentence-similarity",
        (o) =>
          sentenceSimilarity(
            {
              ...hf("sentence-transformers/all-MiniLM-L6-v2"),
              inputs: { source_sentence: "a", sentences: ["b"] },
            },
            o,
          ),
      ],
      [
        "hf-inference text-classification",
        (o) =>
          textClassification({ ...hf("distilbert/distilbert-base-uncased-finetuned-sst-2-english"), inputs: "x" }, o),
      ],
      [
        "hf-inference token-classification",
        (o) => tokenClassification({ ...hf("dslim/bert-base-NER"), inputs: "x" }, o),
      ],
      [
        "hf-inference question-answering",
        (o) => questionAnswering({ ...hf("deepset/roberta-base-squad2"), inputs: { question: "q", context: "c" } }, o),
      ],
      ["hf-inference fill-mask", (o) => fillMask({ ...hf("google-bert/bert-base-uncased"), inputs: "a [MASK]" }, o)],
      ["hf-inference summarization", (o) => summarization({ ...hf("facebook/bart-large-cnn"), inputs: "x" }, o)],
      ["hf-inference translation", (o) => translation({ ...hf("google-t5/t5-small"), inputs: "x" }, o)],
      ["hf-inference text-to-image", (o) => textToImage({ ...hf("black-forest-labs/FLUX.1-dev"), inputs: "x" }, o)],
    ];
    for (const [label, call] of calls) {
      const error = await call({ fetch: wire("malformed=1; on=/router/").fetch, retry: { retries: 0 } }).catch(
        (e: Error) => e,
      );
      expect(error, label).toBeInstanceOf(InferenceClientProviderOutputError);
      expect((error as Error).message).toMatch(
        new RegExp(`^Received malformed response from ${label} API: expected \\S`),
      );
    }
  });

  it("hub errors: unknown model, provider without a mapping, task mismatch", async () => {
    const w = wire();
    const unknown = await chatCompletion(
      { accessToken: HF, provider: "together", model: "nobody/nothing", messages },
      {
        fetch: w.fetch,
        retry: { retries: 0 },
      },
    ).catch((e) => e);
    expect(unknown).toBeInstanceOf(InferenceClientHubApiError);
    expect(unknown.message).toMatch(/^Failed to fetch inference provider mapping for model nobody\/nothing: \S/);
    expect(unknown.httpRequest.url).toBe(mappingUrl("nobody/nothing"));
    expect(unknown.httpRequest.headers.Authorization).toBe("Bearer [redacted]");
    expect(JSON.stringify(unknown)).not.toContain(HF);
    const unmapped = await chatCompletion({ accessToken: HF, provider: "cohere", model: llama, messages }, w).catch(
      (e) => e,
    );
    expect(unmapped.message).toBe(`We have not been able to find inference provider information for model ${llama}.`);
    const mismatch = await featureExtraction(
      { accessToken: HF, provider: "together", model: llama, inputs: "x" },
      w,
    ).catch((e) => e);
    expect(mismatch.message).toBe(
      `Model ${llama} is not supported for task feature-extraction and provider together. Supported task: conversational.`,
    );
  });
});

describe("retries and timeouts", () => {
  const call = (fault: string, options: CallOptions = {}) => {
    const w = wire(`${fault}; on=/chat/completions`);
    return {
      w,
      result: chatCompletion(
        { accessToken: HF, provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
        { fetch: w.fetch, ...options },
      ).catch((e) => e),
    };
  };

  it("429 and 5xx with Retry-After (seconds and HTTP date) are retried, then succeed", async () => {
    const past = new Date(Date.now() - 60_000).toUTCString();
    for (const fault of ["status=429; retry-after=0", "status=503; retry-after=0", `status=502; retry-after=${past}`]) {
      const { w, result } = call(`${fault}; times=2`);
      const out = await result;
      expect(out.choices, fault).toBeDefined();
      expect(w.posts()).toHaveLength(3);
    }
  });

  it("retries are bounded: an always-503 provider gets 1 + 2 requests by default, then the error", async () => {
    const { w, result } = call("status=503; message=overloaded", fast);
    const error = await result;
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toBe("Failed to perform inference: overloaded");
    expect(w.posts()).toHaveLength(3);
  });

  it("retry count is configurable; retry_on_error: false disables; 4xx are never retried", async () => {
    const counts: number[] = [];
    for (const [fault, options] of [
      ["status=500", { retry: { retries: 4, minDelayMs: 1, maxDelayMs: 1 } }],
      ["status=500", { retry_on_error: false }],
      ["status=400", fast],
      ["status=401", fast],
      ["status=429; retry-after=3600", fast],
    ] as Array<[string, CallOptions]>) {
      const { w, result } = call(fault, options);
      expect(await result).toBeInstanceOf(InferenceClientProviderApiError);
      counts.push(w.posts().length);
    }
    expect(counts).toEqual([5, 1, 1, 1, 1]);
  });

  it("network errors are retried, bounded, and reported clearly", async () => {
    const server = createServer((req) => req.socket.destroy());
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let connections = 0;
    server.on("connection", () => connections++);
    const error = await chatCompletion({ endpointUrl: url, messages }, fast).catch((e) => e);
    server.close();
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toMatch(/^Failed to perform inference: network error/);
    expect(error.httpResponse.status).toBe(0);
    expect(connections).toBe(3);
  });

  it("a timeout ends a hung request with a TimeoutError and no retry", async () => {
    const { w, result } = call("hang=1", { timeout: 100 });
    const error = await result;
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    expect(error.message).toBe("Inference call timed out after 100 ms (timeout option)");
    expect(w.posts()).toHaveLength(1);
  });

  it("abort in every phase: before, hub look-up, request, retry wait, stream, download", async () => {
    const already = AbortSignal.abort();
    const before = wire();
    const e0 = await chatCompletion(
      { accessToken: HF, provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
      { fetch: before.fetch, signal: already },
    ).catch((e) => e);
    expect(e0.name).toBe("AbortError");
    expect(before.sent).toHaveLength(0);

    const hub = wire("hang=1; on=/hub/");
    const c1 = new AbortController();
    const p1 = featureExtraction(
      { accessToken: HF, model: "BAAI/bge-large-en-v1.5", inputs: "x" },
      { fetch: hub.fetch, signal: c1.signal },
    ).catch((e) => e);
    await until(() => hub.sent.length === 1);
    c1.abort();
    expect((await p1).name).toBe("AbortError");

    const c2 = new AbortController();
    const { w: w2, result: r2 } = call("hang=1", { signal: c2.signal });
    await until(() => w2.posts().length === 1);
    c2.abort();
    expect((await r2).name).toBe("AbortError");

    const c3 = new AbortController();
    const { w: w3, result: r3 } = call("status=503; retry-after=30", {
      signal: c3.signal,
      retry: { onRetry: () => c3.abort() },
    });
    expect((await r3).name).toBe("AbortError");
    expect(w3.posts()).toHaveLength(1);

    const c4 = new AbortController();
    const w4 = wire();
    const seen: unknown[] = [];
    const e4 = await (async () => {
      for await (const chunk of chatCompletionStream(
        { accessToken: HF, provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
        { fetch: w4.fetch, signal: c4.signal },
      )) {
        seen.push(chunk);
        c4.abort();
      }
    })().catch((e) => e);
    expect(e4?.name).toBe("AbortError");
    expect(seen.length).toBeGreaterThanOrEqual(1);

    const w5 = wire("hang=1; on=/media/");
    const c5 = new AbortController();
    const p5 = textToImage(
      { accessToken: HF, provider: "hf-inference", model: "black-forest-labs/FLUX.1-dev", inputs: "x" },
      { fetch: w5.fetch, signal: c5.signal },
    ).catch((e) => e);
    await new Promise((r) => setTimeout(r, 0));
    c5.abort();
    expect((await p5).name).toBe("AbortError");
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
}

// ---- A scripted local server for answers the emulator does not produce (odd streams, HTML pages, 204s). ----

type Script = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

async function scripted(script: Script): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => void script(req, res));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const chunk = (content: string) =>
  JSON.stringify({
    id: "c",
    object: "chat.completion.chunk",
    created: 1,
    model: "m",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream) out.push(item);
  return out;
}

describe("odd streams and odd answers", () => {
  it("chunks split across reads (mid multibyte character), CRLF, comments, event: lines, multi-line data", async () => {
    const text =
      ": ping\r\n\r\n" +
      `event: message\r\ndata: ${chunk("héllo ")}\r\n\r\n` +
      `data: ${chunk("wörld 🌍")}\n\n` +
      'data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m",\ndata: "choices":[{"index":0,"delta":{"content":"!"},"finish_reason":"stop"}]}\n\n' +
      "retry: 1000\n\n" +
      "data: [DONE]\n\n" +
      `data: ${chunk("after done")}\n\n`;
    const bytes = new TextEncoder().encode(text);
    const server = await scripted(async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (let i = 0; i < bytes.length; i += 7) {
        res.write(bytes.subarray(i, i + 7));
        await new Promise((r) => setImmediate(r));
      }
      res.end();
    });
    const chunks = await collect(chatCompletionStream({ endpointUrl: server.url, messages }));
    server.close();
    expect(chunks.map((c) => c.choices[0].delta.content).join("")).toBe("héllo wörld 🌍!");
  });

  it("a stream that ends without [DONE] ends; a non-SSE answer and a non-JSON event are clear errors", async () => {
    let mode = "";
    const server = await scripted((_req, res) => {
      if (mode === "no-done") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: ${chunk("a")}\n\n`);
      } else if (mode === "no-blank-line") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: ${chunk("a")}\n\ndata: ${chunk("b")}`);
      } else if (mode === "truncated") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(`data: ${chunk("a")}\n\ndata: ${chunk("b").slice(0, 20)}`);
      } else if (mode === "json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
      } else {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end("data: <html>oops</html>\n\n");
      }
    });
    mode = "no-done";
    expect(await collect(chatCompletionStream({ endpointUrl: server.url, messages }))).toHaveLength(1);
    mode = "no-blank-line";
    expect(await collect(chatCompletionStream({ endpointUrl: server.url, messages }))).toHaveLength(2);
    mode = "truncated";
    const cut = await collect(chatCompletionStream({ endpointUrl: server.url, messages })).catch((e) => e);
    expect(cut).toBeInstanceOf(InferenceClientProviderOutputError);
    mode = "json";
    const e1 = await collect(chatCompletionStream({ endpointUrl: server.url, messages })).catch((e) => e);
    expect(e1).toBeInstanceOf(InferenceClientProviderApiError);
    expect(e1.message).toMatch(/event stream content type.*application\/json/);
    mode = "bad";
    const e2 = await collect(chatCompletionStream({ endpointUrl: server.url, messages })).catch((e) => e);
    expect(e2).toBeInstanceOf(InferenceClientProviderOutputError);
    server.close();
  });

  it("HTML 502 pages, empty bodies, 204s and non-JSON 200s give clear errors, never a TypeError", async () => {
    let mode = "";
    const server = await scripted((_req, res) => {
      if (mode === "html") {
        res.writeHead(502, { "content-type": "text/html" });
        res.end(
          "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
        );
      } else if (mode === "empty-error") {
        res.writeHead(500);
        res.end();
      } else if (mode === "204") {
        res.writeHead(204);
        res.end();
      } else if (mode === "empty-json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end();
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{not json");
      }
    });
    const go = () => chatCompletion({ endpointUrl: server.url, messages }, { retry: { retries: 0 } }).catch((e) => e);
    mode = "html";
    const html = await go();
    expect(html).toBeInstanceOf(InferenceClientProviderApiError);
    expect(html.message).toContain("502 Bad Gateway");
    expect(html.httpResponse.status).toBe(502);
    mode = "empty-error";
    const empty = await go();
    expect(empty).toBeInstanceOf(InferenceClientProviderApiError);
    expect(empty.message).toContain("HTTP 500");
    for (const m of ["204", "empty-json", "bad-json"]) {
      mode = m;
      const error = await go();
      expect(error, m).toBeInstanceOf(InferenceClientProviderOutputError);
      expect(error.message).toMatch(/^Received malformed response from hf-inference conversational API/);
    }
    server.close();
  });

  it("a transcription's segments become chunks, an empty list included; without segments there are none", async () => {
    let answer: unknown = {};
    const server = await scripted((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    });
    const transcribe = () =>
      automaticSpeechRecognition(
        {
          accessToken: KEY,
          provider: "deepinfra",
          model: "openai/whisper-large-v3",
          inputs: new Blob([new Uint8Array(4)]),
        },
        // The hub's mapping comes from the emulator (wire), the answer from this server.
        { ...wire(), providerUrls: { deepinfra: server.url } },
      );
    answer = { text: "hi", segments: [{ text: "hi", start: 0, end: 0.5 }] };
    expect(await transcribe()).toEqual({ text: "hi", chunks: [{ text: "hi", timestamp: [0, 0.5] }] });
    answer = { text: "hi", segments: [] };
    expect(await transcribe()).toEqual({ text: "hi", chunks: [] });
    answer = { text: "hi" };
    expect(await transcribe()).toStrictEqual({ text: "hi" });
    server.close();
  });
});

describe("odd inputs", () => {
  it("endpointUrl with trailing slashes, /v1 or /chat/completions, and a model URL, reach the same route", async () => {
    const seen: string[] = [];
    const server = await scripted((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: "x", created: 1, model: "m", object: "chat.completion", choices: [], usage: {} }));
    });
    for (const url of [
      server.url,
      `${server.url}///`,
      `${server.url}/v1`,
      `${server.url}/v1/`,
      `${server.url}/v1/chat/completions`,
      `${server.url}/v1/chat/completions/`,
    ]) {
      await new InferenceClient().endpoint(url).chatCompletion({ messages });
    }
    await chatCompletion({ model: server.url, messages });
    server.close();
    expect(new Set(seen)).toEqual(new Set(["/v1/chat/completions"]));
    expect(seen).toHaveLength(7);
  });

  it("missing model, missing inputs, unknown provider, provider without the task: clear errors, no request", async () => {
    const w = wire();
    const cases: Array<[Promise<unknown>, RegExp]> = [
      [chatCompletion({ accessToken: HF, provider: "together", messages }, w), /model is required/i],
      [featureExtraction({ accessToken: HF, inputs: "x" } as never, w), /model is required/i],
      [
        chatCompletion({ accessToken: HF, provider: "nope" as "together", model: "a/b", messages }, w),
        /^Provider 'nope' not supported\. Available providers: baseten,/,
      ],
      [
        chatCompletion({ accessToken: HF, provider: "constructor" as "together", model: "a/b", messages }, w),
        /^Provider 'constructor' not supported/,
      ],
      [
        chatCompletion({ accessToken: HF, provider: "together", model: "a/b", messages, stream: true }, w),
        /^chatCompletion does not stream: use chatCompletionStream/,
      ],
      [
        textToImage({ accessToken: HF, provider: "cohere", model: "a/b", inputs: "x" }, w),
        /^Task 'text-to-image' not supported for provider 'cohere'\. Available tasks: conversational/,
      ],
      [
        textToImage(
          { accessToken: HF, provider: "hf-inference", model: "black-forest-labs/FLUX.1-dev", inputs: "x" },
          { ...w, outputType: "url" },
        ),
        /does not support URL output/,
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await (promise as Promise<unknown>).catch((e) => e);
      expect(error).toBeInstanceOf(InferenceClientError);
      expect((error as Error).message).toMatch(message);
    }
    // Nothing reached a provider: the only requests are the mapping look-ups of the calls that got that far.
    expect(w.posts()).toHaveLength(0);
    expect(w.sent.every((sent) => sent.url.startsWith(`${HUB}/api/models/`))).toBe(true);
  });

  it("binary inputs: a Node Buffer is sent as bytes; a missing or wrong image/audio is an input error", async () => {
    const w = wire();
    const image = Buffer.from(png());
    const labels = await imageClassification(
      { accessToken: HF, provider: "hf-inference", model: "google/vit-base-patch16-224", inputs: image as never },
      w,
    );
    expect(labels[0]).toHaveProperty("label");
    expect(w.posts()[0].body).toBe("[binary]");
    const cases: Array<[Promise<unknown>, string]> = [
      [
        zeroShotImageClassification(
          { accessToken: HF, provider: "hf-inference", model: "openai/clip-vit-large-patch14" } as never,
          w,
        ),
        "Expected the image (inputs) as a Blob or an ArrayBuffer, got undefined.",
      ],
      [
        documentQuestionAnswering(
          {
            accessToken: HF,
            provider: "hf-inference",
            model: "impira/layoutlm-document-qa",
            inputs: { question: "q", image: "https://example.com/a.png" },
          } as never,
          w,
        ),
        "Expected the image (inputs.image) as a Blob or an ArrayBuffer, got string.",
      ],
      [
        automaticSpeechRecognition(
          { accessToken: HF, provider: "together", model: "openai/whisper-large-v3", inputs: "audio.wav" } as never,
          w,
        ),
        "Expected the audio (inputs) as a Blob or an ArrayBuffer.",
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await promise.catch((e) => e);
      expect(error).toBeInstanceOf(InferenceClientInputError);
      expect((error as Error).message).toBe(message);
    }
    expect(w.posts()).toHaveLength(1);
  });

  it("missing messages: the provider's validation message comes back, with no secret", async () => {
    const w = wire();
    const error = await chatCompletion(
      { accessToken: KEY, provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct" } as never,
      { fetch: w.fetch },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toMatch(/messages/);
    expect(error.httpResponse.status).toBe(400);
    expect(JSON.stringify(error) + error.message).not.toContain(KEY);
  });

  it("a provider key with provider auto on a non-chat task is not sent to a provider it was not meant for", async () => {
    const w = wire();
    const error = await featureExtraction({ accessToken: KEY, model: "BAAI/bge-large-en-v1.5", inputs: "x" }, w).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(InferenceClientRoutingError);
    expect(error.message).not.toContain(KEY);
    expect(w.sent.filter((s) => s.headers.authorization)).toHaveLength(0);
  });

  it("credentials in an endpoint URL are redacted from errors", async () => {
    const server = await scripted((_req, res) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: "bad request" }));
    });
    const url = server.url.replace("http://", "http://user:pa55word-secret@");
    const error = await chatCompletion(
      { endpointUrl: `${server.url}/v1?api_key=querysecret123`, messages },
      { retry: { retries: 0 } },
    ).catch((e) => e);
    expect(error.httpRequest.url).not.toContain("querysecret123");
    const e2 = await chatCompletion({ endpointUrl: url, messages }, { retry: { retries: 0 } }).catch((e) => e);
    expect(`${e2.message} ${JSON.stringify(e2)}`).not.toContain("pa55word-secret");
    // The endpoint's facts are kept between calls: a repeated endpoint is still redacted, the previous one forgotten.
    for (const endpointUrl of [url, `${server.url}/v1?api_key=querysecret123`, url]) {
      const again = await chatCompletion({ endpointUrl, messages }, { retry: { retries: 0 } }).catch((e) => e);
      expect(`${again.message} ${JSON.stringify(again)}`).not.toMatch(/pa55word-secret|querysecret123/);
    }
    await expect(chatCompletion({ endpointUrl: "ftp://x.test", messages })).rejects.toThrow(/must be an http\(s\) URL/);
    server.close();
  });
});

describe("more wire and failure scenarios", () => {
  const llama = "meta-llama/Llama-3.1-8B-Instruct";

  it("text generation streams: provider completions and hf-inference, as TGI-style tokens", async () => {
    for (const [provider, url, providerId] of [
      ["together", `${ROUTER}/together/v1/completions`, "mistralai/Mistral-7B-v0.1"],
      [
        "hf-inference",
        `${ROUTER}/hf-inference/models/mistralai/Mistral-7B-v0.1/v1/completions`,
        "mistralai/Mistral-7B-v0.1",
      ],
    ]) {
      const w = wire();
      const tokens = await collect(
        new InferenceClient(HF, { fetch: w.fetch }).textGenerationStream({
          provider: provider as "together",
          model: "mistralai/Mistral-7B-v0.1",
          inputs: "Once",
          parameters: { max_new_tokens: 4 },
        }),
      );
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((t) => typeof t.token.text === "string")).toBe(true);
      const call = w.posts()[0];
      expect(call.url).toBe(url);
      expect(call.body).toEqual({ model: providerId, stream: true, max_tokens: 4, prompt: "Once" });
    }
  });

  it("a routed stream sends stream: true, is retried before its first byte, and reports an error event", async () => {
    const w = wire("status=503; retry-after=0; times=1; on=/chat/completions");
    const chunks = await collect(
      new InferenceClient(HF, { fetch: w.fetch }).chatCompletionStream({ provider: "groq", model: llama, messages }),
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(w.posts()).toHaveLength(2);
    expect(w.posts()[1].url).toBe(`${ROUTER}/groq/openai/v1/chat/completions`);
    expect(w.posts()[1].body).toEqual({ model: "llama-3.1-8b-instant", messages, stream: true });

    const mid = wire("stream-error-after=2; message=upstream crashed; on=/chat/completions");
    const error = await collect(
      chatCompletionStream({ accessToken: HF, provider: "groq", model: llama, messages }, { fetch: mid.fetch }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toBe(
      "Failed to perform inference: an error occurred while streaming the response: upstream crashed",
    );
  });

  it("an HTML error page is summed up by its title; retry-after-ms is honoured", async () => {
    const w = wire("status=502; error-format=html; message=Bad Gateway; on=/chat/completions");
    const error = await chatCompletion(
      { accessToken: HF, provider: "together", model: llama, messages },
      { fetch: w.fetch, retry: { retries: 0 } },
    ).catch((e) => e);
    expect(error.message).toBe("Failed to perform inference: 502 Bad Gateway (HTML page)");
    expect(error.httpResponse.body).toContain("<title>");

    const delays: number[] = [];
    const r = wire("status=429; retry-after-ms=3; times=1; on=/chat/completions");
    await chatCompletion(
      { accessToken: HF, provider: "together", model: llama, messages },
      { fetch: r.fetch, retry: { onRetry: ({ delayMs }) => delays.push(delayMs) } },
    );
    expect(delays).toEqual([3]);
    expect(r.posts()).toHaveLength(2);
  });

  it("a 200 carrying an error says so in the malformed-response error; JSON sent as text/plain is read", async () => {
    let mode = "";
    const server = await scripted((_req, res) => {
      const ok = { id: "x", created: 1, model: "m", object: "chat.completion", choices: [], usage: {} };
      res.writeHead(200, { "content-type": mode === "error" ? "application/json" : "text/plain; charset=utf-8" });
      res.end(JSON.stringify(mode === "error" ? { error: "model is loading, token sk-echoed-123456 used" } : ok));
    });
    mode = "error";
    const error = await chatCompletion({ accessToken: "sk-echoed-123456", endpointUrl: server.url, messages }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error.message).toMatch(
      /^Received malformed response from hf-inference conversational API: expected ChatCompletionOutput .*; the provider answered: model is loading, token \[redacted\] used$/,
    );
    mode = "text";
    expect((await chatCompletion({ endpointUrl: server.url, messages })).id).toBe("x");
    server.close();
  });

  it("a never-ending non-SSE answer to a stream request does not hang the call", async () => {
    const server = await scripted((_req, res) => {
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      const timer = setInterval(() => res.write(`${JSON.stringify({ message: { content: "x".repeat(1000) } })}\n`), 1);
      res.on("close", () => clearInterval(timer));
    });
    const error = await collect(chatCompletionStream({ endpointUrl: server.url, messages })).catch((e) => e);
    server.close();
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toMatch(
      /^Failed to perform inference: server does not support event stream content type, it returned application\/x-ndjson/,
    );
  });

  it("a JSON answer in place of a stream says what the provider said", async () => {
    const server = await scripted((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "streaming is disabled for this model" } }));
    });
    const error = await collect(chatCompletionStream({ endpointUrl: server.url, messages })).catch((e) => e);
    server.close();
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toBe(
      "Failed to perform inference: server does not support event stream content type, it returned application/json: streaming is disabled for this model",
    );
  });

  it("values fetch would refuse are input errors naming the option, never retried, never echoed", async () => {
    const w = wire();
    const cases: Array<[Promise<unknown>, string]> = [
      [
        chatCompletion({ accessToken: "hf_abc\ndef123", provider: "together", model: llama, messages }, w),
        "accessToken contains a character that cannot be sent in an HTTP header (at position 6).",
      ],
      [
        chatCompletion({ accessToken: HF, provider: "together", model: llama, messages }, { ...w, billTo: "a\nb" }),
        "billTo contains a character that cannot be sent in an HTTP header (at position 1).",
      ],
      [
        chatCompletion({ endpointUrl: "localhost:8080", messages }, w),
        'endpointUrl must be an http(s) URL, got "localhost:8080".',
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await promise.catch((e) => e);
      expect(error).toBeInstanceOf(InferenceClientInputError);
      expect((error as Error).message).toBe(message);
    }
    expect(w.sent).toHaveLength(0);

    // fetch refuses URLs with credentials: one attempt, and the password is nowhere in the error.
    const creds = wire();
    const error = await chatCompletion(
      { endpointUrl: "http://user:hunter2-secret@127.0.0.1:1/v1", messages },
      { fetch: creds.fetch, retry: { minDelayMs: 1 } },
    ).catch((e) => e);
    expect(creds.sent).toHaveLength(1);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(`${error.message} ${JSON.stringify(error)} ${error.cause?.message}`).not.toContain("hunter2-secret");
  });

  it("a data URL that does not decode is a malformed response, not a DOMException", async () => {
    const server = await scripted((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: [{ b64_json: "@@ not base64 @@" }] }));
    });
    const error = await textToImage({ endpointUrl: server.url, inputs: "a cat" }).catch((e) => e);
    server.close();
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error.message).toMatch(
      /^Received malformed response from hf-inference text-to-image API: expected .*does not decode/,
    );
  });

  it("a staging mapping is warned about once, not on every call", async () => {
    const warnings: string[] = [];
    setLogger({ warn: (message) => warnings.push(message) });
    try {
      for (let i = 0; i < 3; i++) {
        await chatCompletion(
          { accessToken: HF, provider: "nscale", model: "openai/gpt-oss-120b", messages },
          { fetch: wire().fetch },
        );
      }
    } finally {
      setLogger(console);
    }
    expect(warnings).toEqual([
      "Model openai/gpt-oss-120b is in staging mode for provider nscale. Meant for test purposes only.",
    ]);
  });

  it("a fractional timeout is rounded up; a negative one is an input error", async () => {
    const w = wire("hang=1; on=/chat/completions");
    const args = { accessToken: HF, provider: "together" as const, model: llama, messages };
    const late = await chatCompletion(args, { fetch: w.fetch, timeout: 40.5 }).catch((e) => e);
    expect(late).toBeInstanceOf(InferenceClientTimeoutError);
    expect(late.message).toBe("Inference call timed out after 41 ms (timeout option)");
    const bad = await chatCompletion(args, { fetch: w.fetch, timeout: -1 }).catch((e) => e);
    expect(bad).toBeInstanceOf(InferenceClientInputError);
    expect(bad.message).toBe("timeout must be a number of milliseconds >= 0, got -1.");
  });

  it("a pasted token with surrounding whitespace is trimmed: routed as a hub token and redacted", async () => {
    const w = wire("status=401; message=token hf_scenario_token_abcdef123456 refused; on=/chat/completions");
    const error = await chatCompletion(
      { accessToken: `  ${HF}\n`, provider: "together", model: llama, messages },
      { fetch: w.fetch },
    ).catch((e) => e);
    expect(w.posts()[0].url).toBe(`${ROUTER}/together/v1/chat/completions`);
    expect(w.posts()[0].headers.authorization).toBe(`Bearer ${HF}`);
    expect(error.message).toBe("Failed to perform inference: token [redacted] refused");
  });

  it("includeCredentials reaches fetch and allows the auto router without a token", async () => {
    const seen: Array<RequestCredentials | undefined> = [];
    const w = wire("status=401; on=/chat/completions");
    const recording: typeof fetch = (input, init) => {
      seen.push(init?.credentials);
      return w.fetch(input, init);
    };
    await chatCompletion({ model: llama, messages }, { fetch: recording, includeCredentials: true }).catch((e) => e);
    expect(w.sent[0].url).toBe(`${ROUTER}/v1/chat/completions`);
    expect(w.sent[0].headers.authorization).toBeUndefined();
    expect(seen).toEqual(["include"]);
    // …but a provider key is still never sent to the auto router.
    const keyed = await chatCompletion(
      { accessToken: KEY, model: llama, messages },
      { fetch: recording, includeCredentials: true },
    ).catch((e) => e);
    expect(keyed).toBeInstanceOf(InferenceClientRoutingError);
    expect(w.sent).toHaveLength(1);
  });
});

describe("garbage in", () => {
  it("every task function answers garbage arguments with a client error, never a TypeError", async () => {
    const w = wire();
    const tasks = Object.entries(client).filter(
      ([name, fn]) =>
        typeof fn === "function" &&
        /^[a-z]/.test(name) &&
        Object.hasOwn(new InferenceClient(), name) &&
        !["request", "streamingRequest"].includes(name),
    );
    expect(tasks.length).toBeGreaterThan(30);
    const garbage: unknown[] = [
      undefined,
      null,
      {},
      { model: 5 },
      { accessToken: 5 },
      { accessToken: HF, provider: "hf-inference", model: "google/vit-base-patch16-224", inputs: null },
      { accessToken: HF, provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages: null, inputs: 5 },
      { accessToken: HF, provider: "hf-inference", model: "openai/whisper-large-v3", inputs: { image: "x" } },
    ];
    const problems: string[] = [];
    for (const [name, fn] of tasks) {
      for (const args of garbage) {
        try {
          const out = (fn as (a: unknown, o: CallOptions) => unknown)(args, { fetch: w.fetch, retry: { retries: 0 } });
          if (out instanceof Promise) await out;
          else for await (const _ of out as AsyncIterable<unknown>) break;
        } catch (error) {
          if (!(error instanceof InferenceClientError)) problems.push(`${name}(${JSON.stringify(args)}): ${error}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
