import { describe, expect, it } from "vitest";
import { EMULATOR_MODELS, ENDPOINT_PATHS, type Endpoint, PROVIDERS, wav } from "../src/index.js";
import { bearer, CHAT_BODY, HUB_TOKEN, PROVIDER_KEY, postJson, useEmulator } from "./helpers.js";

const emulator = useEmulator();

const TASK_OF: Record<Endpoint, string> = {
  chat: "conversational",
  completions: "text-generation",
  embeddings: "feature-extraction",
  images: "text-to-image",
  speech: "text-to-speech",
  transcriptions: "automatic-speech-recognition",
};

/** The provider-side model id that `provider` serves for `endpoint`, from the catalogue. */
function modelFor(provider: string, endpoint: Endpoint): string {
  if (provider === "openai") return "gpt-4o-mini";
  const wanted = TASK_OF[endpoint];
  for (const m of EMULATOR_MODELS) {
    const mapping = m.inferenceProviderMapping[provider];
    if (mapping && mapping.task === wanted) return mapping.providerId;
  }
  // completions are also served for chat models
  for (const m of EMULATOR_MODELS) {
    const mapping = m.inferenceProviderMapping[provider];
    if (mapping && endpoint === "completions") return mapping.providerId;
  }
  throw new Error(`the catalogue has no ${wanted} model for ${provider}`);
}

function bodyFor(endpoint: Endpoint, model: string): unknown {
  switch (endpoint) {
    case "chat":
      return { model, ...CHAT_BODY };
    case "completions":
      return { model, prompt: "Once upon a time" };
    case "embeddings":
      return { model, input: ["a", "b"] };
    case "speech":
      return { model, input: "Hello" };
    case "images":
      return { model, prompt: "An astronaut", width: 8, height: 8 };
    default:
      return undefined;
  }
}

function transcriptionForm(model: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(wav())], { type: "audio/wav" }), "audio.wav");
  form.append("model", model);
  return form;
}

const directAuth = (provider: string): Record<string, string> => {
  const style = PROVIDERS[provider].auth;
  return { authorization: `${style === "bearer" ? "Bearer" : style === "key" ? "Key" : "X-Key"} ${PROVIDER_KEY}` };
};

async function call(base: string, provider: string, endpoint: Endpoint, headers: Record<string, string>) {
  const spec = PROVIDERS[provider];
  const url = `${base}/${spec.prefix}${ENDPOINT_PATHS[endpoint]}`;
  const model = modelFor(provider, endpoint);
  if (endpoint === "transcriptions") return fetch(url, { method: "POST", headers, body: transcriptionForm(model) });
  return postJson(url, bodyFor(endpoint, model), headers);
}

async function expectAnswer(response: Response, endpoint: Endpoint) {
  expect(response.status, await response.clone().text()).toBe(200);
  if (endpoint === "speech") {
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("RIFF");
    return;
  }
  const body = await response.json();
  if (endpoint === "chat") {
    expect(body).toMatchObject({ object: "chat.completion", system_fingerprint: "fp_emulator" });
    expect(typeof body.id).toBe("string");
    expect(typeof body.created).toBe("number");
    expect(typeof body.model).toBe("string");
    expect(body.choices[0].message).toMatchObject({ role: "assistant" });
    expect(body.choices[0].message.content).toContain("Hi there");
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  } else if (endpoint === "completions") {
    expect(typeof body.choices[0].text).toBe("string");
  } else if (endpoint === "images") {
    expect(body.data[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/image\.png$/);
  } else if (endpoint === "embeddings") {
    expect(body.data).toHaveLength(2);
    expect(body.data[0].embedding).toHaveLength(16);
  } else {
    expect(body.text).toMatch(/Transcribed \d+ bytes of audio\/wav audio from audio.wav/);
  }
}

const cases = Object.entries(PROVIDERS).flatMap(([provider, spec]) =>
  spec.endpoints.map((e) => [provider, e] as const),
);

describe("OpenAI-compatible providers", () => {
  it.each(cases)("%s %s directly, with the provider's key in its header style", async (provider, endpoint) => {
    await expectAnswer(
      await call(emulator().providerUrl(provider), provider, endpoint, directAuth(provider)),
      endpoint,
    );
  });

  it.each(cases.filter(([p]) => !PROVIDERS[p].directOnly))("%s %s through the router", async (provider, endpoint) => {
    await expectAnswer(
      await call(`${emulator().routerUrl}/${provider}`, provider, endpoint, bearer(HUB_TOKEN)),
      endpoint,
    );
  });

  it.each(Object.keys(PROVIDERS))(
    "%s refuses a hub token, no key, the wrong style and a revoked key",
    async (provider) => {
      const base = emulator().providerUrl(provider);
      const style = directAuth(provider).authorization.split(" ")[0];
      const refused = [
        bearer(HUB_TOKEN),
        {},
        { authorization: style === "Bearer" ? `Key ${PROVIDER_KEY}` : `Bearer ${PROVIDER_KEY}` },
        { authorization: `${style} invalid` },
      ];
      for (const headers of refused) {
        const response = await call(base, provider, "chat", headers);
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect((await response.json()).error.message).toContain(provider);
      }
    },
  );

  it("names the expected style in the error", async () => {
    const response = await call(emulator().providerUrl("clarifai"), "clarifai", "chat", {
      authorization: "Bearer abc",
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toContain("Authorization: Key <provider key>");
  });

  it("openai is reachable directly only", async () => {
    const routed = await postJson(
      `${emulator().routerUrl}/openai/v1/chat/completions`,
      { model: "gpt-4o", ...CHAT_BODY },
      bearer(HUB_TOKEN),
    );
    expect(routed.status).toBe(400);
    const prefixed = await postJson(
      `${emulator().providerUrl("openai")}/v1/chat/completions`,
      { model: "openai/gpt-4o", ...CHAT_BODY },
      directAuth("openai"),
    );
    expect(prefixed.status).toBe(400);
  });

  it("answers 404 for a route the provider does not serve, and for an unknown provider", async () => {
    const wrongPrefix = await postJson(`${emulator().providerUrl("groq")}/v1/chat/completions`, {}, directAuth("groq"));
    expect(wrongPrefix.status).toBe(404);
    expect((await wrongPrefix.json()).error.message).toContain("/openai/v1/chat/completions");
    const unknown = await postJson(`${emulator().routerUrl}/nobody/v1/chat/completions`, {}, bearer(HUB_TOKEN));
    expect(unknown.status).toBe(404);
  });

  it("answers base64 images in the provider's format and refuses the other providers' one", async () => {
    const url = `${emulator().routerUrl}/together/v1/images/generations`;
    const body = { model: "black-forest-labs/FLUX.1-dev", prompt: "A cat", width: 16, height: 8 };
    const response = await postJson(url, { ...body, response_format: "base64" }, bearer(HUB_TOKEN));
    const image = Buffer.from((await response.json()).data[0].b64_json, "base64");
    expect(image.subarray(1, 4).toString()).toBe("PNG");
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([16, 8]);
    const wrong = await postJson(url, { ...body, response_format: "b64_json" }, bearer(HUB_TOKEN));
    expect(wrong.status).toBe(400);
    const steps = await postJson(url, { ...body, num_inference_steps: 4 }, bearer(HUB_TOKEN));
    expect(steps.status).toBe(400);
    expect((await steps.json()).error.message).toContain("num_inference_steps");
  });
});
