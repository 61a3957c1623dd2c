// Auth methods, provider "auto", hub mapping look-ups and their cache, endpoint URLs, models given as URLs.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { runtime } from "../src/http.js";
import {
  chatCompletion,
  clearMappingCache,
  featureExtraction,
  getProviderMapping,
  InferenceClient,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientRoutingError,
  setLogger,
  textClassification,
  textGeneration,
  textToImage,
} from "../src/index.js";
import { HF_TOKEN, PROVIDER_KEY, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();
const messages = [{ role: "user", content: "Hello" }];
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";

afterEach(() => {
  setLogger(console);
});

describe("auth and routing", () => {
  it("auto chat goes to the router's own chat route with the hub model id", async () => {
    const id = scenario("auto-chat");
    const out = await chatCompletion({ accessToken: HF_TOKEN, model: `${LLAMA}:fastest`, messages }, env.options(id));
    expect(out.choices).toHaveLength(1);
    const [call] = env.emulator.requests(id);
    expect(call.path).toBe("/router/v1/chat/completions");
    expect((call.body as { model: string }).model).toBe(`${LLAMA}:fastest`);
  });

  it("auto chat needs a hub token", async () => {
    await expect(
      chatCompletion({ accessToken: PROVIDER_KEY, model: LLAMA, messages }, env.options("x")),
    ).rejects.toThrow(InferenceClientRoutingError);
    await expect(chatCompletion({ model: LLAMA, messages }, env.options("x"))).rejects.toThrow(
      "Cannot select auto-router when using non-Hugging Face API key.",
    );
  });

  it("auto for other tasks resolves the mapping from the hub with the token, the fetch and the signal", async () => {
    clearMappingCache();
    const id = scenario("auto-fe");
    const controller = new AbortController();
    const out = await featureExtraction(
      { accessToken: HF_TOKEN, model: "BAAI/bge-large-en-v1.5", inputs: "Hello" },
      { ...env.options(id), signal: controller.signal },
    );
    expect(Array.isArray(out)).toBe(true);
    const [hub, call] = env.emulator.requests(id);
    expect(hub.path).toBe("/hub/api/models/BAAI/bge-large-en-v1.5");
    expect(hub.query["expand[]"]).toBe("inferenceProviderMapping");
    expect(hub.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    expect(call.path).toBe("/router/hf-inference/models/BAAI/bge-large-en-v1.5/pipeline/feature-extraction");
  });

  it("caches mappings per hub, model and token presence", async () => {
    clearMappingCache();
    const id = scenario("cache");
    const args = { accessToken: HF_TOKEN, provider: "together" as const, model: LLAMA, messages };
    await chatCompletion(args, env.options(id));
    await chatCompletion(args, env.options(id));
    await chatCompletion({ ...args, accessToken: PROVIDER_KEY }, env.options(id));
    const hubCalls = env.emulator.requests(id).filter((r) => r.path.startsWith("/hub/"));
    expect(hubCalls).toHaveLength(2);
  });

  it("a provider key goes straight to the provider; no token sends no Authorization", async () => {
    const id = scenario("no-token");
    await expect(
      chatCompletion({ provider: "together", model: LLAMA, messages }, env.options(id)),
    ).rejects.toBeInstanceOf(InferenceClientProviderApiError);
    const post = env.emulator.requests(id).find((r) => r.method === "POST");
    expect(post?.path).toBe("/router/together/v1/chat/completions");
    expect(post?.headers.authorization).toBeUndefined();
  });

  it("billTo adds X-HF-Bill-To", async () => {
    const id = scenario("bill");
    await chatCompletion(
      { accessToken: HF_TOKEN, provider: "hf-inference", model: LLAMA, messages },
      { ...env.options(id), billTo: "my-org" },
    );
    expect(env.emulator.requests(id)[0].headers["x-hf-bill-to"]).toBe("my-org");
  });

  it("honours providerId from the mapping and warns about staging mappings through the logger", async () => {
    const warnings: string[] = [];
    setLogger({ warn: (message) => warnings.push(message) });
    const id = scenario("staging");
    await chatCompletion(
      { accessToken: HF_TOKEN, provider: "nscale", model: "openai/gpt-oss-120b", messages },
      env.options(id),
    );
    expect(warnings[0]).toMatch(/staging/);
    const post = env.emulator.requests(id).find((r) => r.method === "POST");
    expect((post?.body as { model?: string } | undefined)?.model).toBe("openai/gpt-oss-120b");
  });

  it("reports a task mismatch, an unmapped provider, unknown providers and tasks", async () => {
    const o = env.options("errors");
    await expect(
      textGeneration({ accessToken: HF_TOKEN, provider: "together", model: LLAMA, inputs: "Hi" }, o),
    ).rejects.toThrow(
      `Model ${LLAMA} is not supported for task text-generation and provider together. Supported task: conversational.`,
    );
    await expect(
      chatCompletion({ accessToken: HF_TOKEN, provider: "cohere", model: LLAMA, messages }, o),
    ).rejects.toThrow(InferenceClientInputError);
    await expect(
      chatCompletion({ accessToken: HF_TOKEN, provider: "nope" as "cohere", model: LLAMA, messages }, o),
    ).rejects.toThrow("Provider 'nope' not supported.");
    await expect(
      textToImage({ accessToken: HF_TOKEN, provider: "cohere", model: LLAMA, inputs: "x" }, o),
    ).rejects.toThrow("Task 'text-to-image' not supported for provider 'cohere'.");
    await expect(
      textClassification({ accessToken: HF_TOKEN, model: "black-forest-labs/FLUX.1-dev", inputs: "x" }, o),
    ).rejects.toThrow("No Inference Provider available for model black-forest-labs/FLUX.1-dev.");
    await expect(textClassification({ accessToken: HF_TOKEN, inputs: "x" }, o)).rejects.toThrow(
      InferenceClientInputError,
    );
  });

  it("hub errors are HubApiErrors (unknown model, gated model without a token)", async () => {
    clearMappingCache();
    const o = env.options(scenario("hub"));
    const unknown = await featureExtraction({ accessToken: HF_TOKEN, model: "nobody/nothing", inputs: "x" }, o).catch(
      (e) => e,
    );
    expect(unknown.name).toBe("HubApiError");
    expect(unknown.message).toBe(
      "Failed to fetch inference provider mapping for model nobody/nothing: Repository not found",
    );
    expect(unknown.httpResponse.status).toBe(404);
    const gated = await featureExtraction(
      { accessToken: PROVIDER_KEY, provider: "together", model: "black-forest-labs/FLUX.1-dev", inputs: "x" },
      o,
    ).catch((e) => e);
    expect(gated.name).toBe("HubApiError");
    expect(gated.httpResponse.status).toBe(401);
  });
});

describe("mapping look-up", () => {
  it("reads the array form with adapters from a hub (local node:http hub)", async () => {
    const entries = [
      {
        provider: "together",
        providerId: "lora/flux",
        hfModelId: "user/flux-lora",
        status: "live",
        task: "text-to-image",
        adapter: "lora",
        adapterWeightsPath: "weights.safetensors",
      },
    ];
    const hub = createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: "user/flux-lora",
          inferenceProviderMapping: req.url?.includes("expand") ? entries : undefined,
        }),
      );
    });
    await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = hub.address() as AddressInfo;
      const found = await getProviderMapping("user/flux-lora", undefined, `http://127.0.0.1:${port}`, runtime({}, []));
      expect(found).toEqual(entries);
    } finally {
      hub.close();
    }
  });

  it("a hub answer without a mapping is a HubApiError", async () => {
    clearMappingCache();
    const error = await featureExtraction(
      { accessToken: HF_TOKEN, model: "BAAI/bge-large-en-v1.5", inputs: "x" },
      env.options(scenario("hub-malformed"), "malformed=1; on=/hub/"),
    ).catch((e) => e);
    expect(error.name).toBe("HubApiError");
    expect(error.message).toBe(
      "We have not been able to find inference provider information for model BAAI/bge-large-en-v1.5.",
    );
  });
});

describe("endpoint URLs", () => {
  it("appends the OpenAI-compatible suffix and sends the model (or the URL) in the body", async () => {
    const id = scenario("endpoint");
    const base = `${env.emulator.routerUrl}/hf-inference/models/${LLAMA}`;
    const client = new InferenceClient(HF_TOKEN, env.options(id));
    await client.endpoint(base).chatCompletion({ messages });
    await client.endpoint(`${base}/v1/`).chatCompletion({ model: "custom", messages });
    await client.chatCompletion({ endpointUrl: `${base}/v1/chat/completions`, messages });
    await client.endpoint(base).textGeneration({ inputs: "Hi" });
    const calls = env.emulator.requests(id);
    expect(calls.map((c) => c.path)).toEqual([
      `/router/hf-inference/models/${LLAMA}/v1/chat/completions`,
      `/router/hf-inference/models/${LLAMA}/v1/chat/completions`,
      `/router/hf-inference/models/${LLAMA}/v1/chat/completions`,
      `/router/hf-inference/models/${LLAMA}/v1/completions`,
    ]);
    expect((calls[0].body as { model: string }).model).toBe(base);
    expect((calls[1].body as { model: string }).model).toBe("custom");
  });

  it("a model given as a URL is used as the endpoint", async () => {
    const id = scenario("model-url");
    const url = `${env.emulator.routerUrl}/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english`;
    const out = await textClassification({ accessToken: HF_TOKEN, model: url, inputs: "great" }, env.options(id));
    expect(out[0].label).toBeTypeOf("string");
    expect(env.emulator.requests(id)).toHaveLength(1);
  });

  it("refuses an endpoint URL together with a third-party provider", async () => {
    await expect(
      chatCompletion({ endpointUrl: "http://127.0.0.1:1", provider: "together", messages }, env.options("x")),
    ).rejects.toThrow("Specifying both endpointUrl and provider is not supported.");
  });
});
