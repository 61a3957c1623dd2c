// Every provider × task of the registry, routed (hub token → router) and direct (provider key → provider host),
// against the emulator over HTTP.

import { EMULATOR_MODELS, wav } from "@atrium/emulator";
import { describe, expect, it } from "vitest";
import {
  automaticSpeechRecognition,
  type CallOptions,
  chatCompletion,
  featureExtraction,
  type InferenceTask,
  PROVIDERS,
  textGeneration,
  textToSpeech,
} from "../src/index.js";
import { HF_TOKEN, PROVIDER_KEY, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();

type Runner = (args: Record<string, unknown>, options: CallOptions) => Promise<unknown>;

const RUNNERS: Partial<Record<InferenceTask, { run: Runner; check: (out: unknown) => void }>> = {
  conversational: {
    run: (args, options) =>
      chatCompletion({ ...args, messages: [{ role: "user", content: "Hello" }], max_tokens: 16 }, options),
    check: (out) => expect((out as { choices: unknown[] }).choices.length).toBeGreaterThan(0),
  },
  "text-generation": {
    run: (args, options) =>
      textGeneration({ ...args, inputs: "Once upon", parameters: { max_new_tokens: 8 } }, options),
    check: (out) => expect(typeof (out as { generated_text: string }).generated_text).toBe("string"),
  },
  "feature-extraction": {
    run: (args, options) => featureExtraction({ ...args, inputs: "Hello" }, options),
    check: (out) => expect(Array.isArray(out) && out.length > 0).toBe(true),
  },
  "text-to-speech": {
    run: (args, options) => textToSpeech({ ...args, inputs: "Hello there" }, options),
    check: (out) => expect((out as Blob).size).toBeGreaterThan(44),
  },
  "automatic-speech-recognition": {
    run: (args, options) =>
      automaticSpeechRecognition(
        { ...args, inputs: new Blob([new Uint8Array(wav())], { type: "audio/wav" }) },
        options,
      ),
    check: (out) => expect((out as { text: string }).text).toMatch(/Transcribed/),
  },
};

interface Case {
  provider: string;
  task: InferenceTask;
  model: string;
  providerId: string;
}

const cases: Case[] = [];
for (const [provider, spec] of Object.entries(PROVIDERS)) {
  if (provider === "hf-inference") continue;
  for (const task of Object.keys(spec.tasks) as InferenceTask[]) {
    if (provider === "openai") {
      cases.push({ provider, task, model: "openai/gpt-4o-mini", providerId: "gpt-4o-mini" });
      continue;
    }
    const found = EMULATOR_MODELS.find((m) => m.inferenceProviderMapping[provider]?.task === task);
    if (found) {
      const providerId = found.inferenceProviderMapping[provider].providerId;
      cases.push({ provider, task, model: found.id, providerId });
    }
  }
}

const bodyModel = (body: unknown) =>
  typeof body === "object" && body ? (body as { model?: unknown }).model : undefined;

describe("providers", () => {
  it("covers every provider of the registry", () => {
    const covered = new Set(cases.map((c) => c.provider));
    expect([...covered].sort()).toEqual(
      Object.keys(PROVIDERS)
        .filter((p) => p !== "hf-inference")
        .sort(),
    );
  });

  describe.each(cases)("$provider $task", ({ provider, task, model, providerId }) => {
    const runner = RUNNERS[task];
    if (!runner) throw new Error(`no runner for ${task}`);

    it("routed with a hub token", async () => {
      const id = scenario(`${provider}-${task}-routed`);
      if (provider === "openai") {
        // Client-side routing only: hub tokens are refused before any request.
        await expect(runner.run({ accessToken: HF_TOKEN, provider, model }, env.options(id))).rejects.toThrow(
          "closed-source",
        );
        expect(env.emulator.requests(id)).toHaveLength(0);
        return;
      }
      const out = await runner.run({ accessToken: HF_TOKEN, provider, model }, env.options(id));
      runner.check(out);
      const calls = env.emulator.requests(id).filter((r) => r.method === "POST");
      expect(calls).toHaveLength(1);
      expect(calls[0].path.startsWith(`/router/${provider}/`)).toBe(true);
      expect(calls[0].headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
      expect(bodyModel(calls[0].body)).toBe(providerId);
    });

    it("direct with the provider's key", async () => {
      const id = scenario(`${provider}-${task}-direct`);
      const out = await runner.run({ accessToken: PROVIDER_KEY, provider, model }, env.options(id));
      runner.check(out);
      const calls = env.emulator.requests(id).filter((r) => r.method === "POST");
      expect(calls).toHaveLength(1);
      expect(calls[0].path.startsWith(`/providers/${provider}/`)).toBe(true);
      expect(calls[0].headers.authorization).toBe(
        provider === "clarifai" ? `Key ${PROVIDER_KEY}` : `Bearer ${PROVIDER_KEY}`,
      );
      expect(bodyModel(calls[0].body)).toBe(providerId);
      // The hub look-up never carries a provider key.
      for (const hub of env.emulator.requests(id).filter((r) => r.method === "GET")) {
        expect(hub.headers.authorization).toBeUndefined();
      }
    });
  });
});

describe("provider payload quirks", () => {
  const llama = "meta-llama/Llama-3.1-8B-Instruct";
  const schema = { type: "object", properties: { a: { type: "string" } }, required: ["a"] };
  const response_format = { type: "json_schema" as const, json_schema: { name: "answer", schema, strict: true } };
  const ask = async (provider: string, extra: Record<string, unknown>, model = llama) => {
    const id = scenario(`quirk-${provider}`);
    const out = await chatCompletion(
      {
        accessToken: HF_TOKEN,
        provider: provider as "together",
        model,
        messages: [{ role: "user", content: "Hi" }],
        ...extra,
      },
      env.options(id),
    );
    const call = env.emulator.requests(id).find((r) => r.method === "POST");
    return { out, body: call?.body as Record<string, unknown>, headers: call?.headers ?? {} };
  };

  it("cerebras drops store", async () => {
    const { body } = await ask("cerebras", { store: true });
    expect(body).not.toHaveProperty("store");
  });

  it("together rewrites json_schema to {type, schema}", async () => {
    const { body, out } = await ask("together", { response_format });
    expect(body.response_format).toEqual({ type: "json_schema", schema });
    expect(JSON.parse(out.choices[0].message.content as string)).toHaveProperty("a");
  });

  it("nebius copies the schema into guided_json", async () => {
    const { body } = await ask("nebius", { response_format });
    expect(body.guided_json).toEqual(schema);
    expect(body.response_format).toEqual(response_format);
  });

  it("sambanova forces strict=false", async () => {
    const { body } = await ask("sambanova", { response_format });
    expect((body.response_format as { json_schema: { strict: boolean } }).json_schema.strict).toBe(false);
  });

  it("zai-org sends its extra headers", async () => {
    const { headers } = await ask("zai-org", {}, "zai-org/GLM-4.5");
    expect(headers["x-source-channel"]).toBe("hugging_face");
    expect(headers["accept-language"]).toBe("en-US,en");
  });

  it("the model is serialised first and tools pass through", async () => {
    const tools = [{ type: "function", function: { name: "get_weather", parameters: { type: "object" } } }];
    const { body, out } = await ask("groq", { tools, tool_choice: "auto" });
    expect(Object.keys(body)[0]).toBe("model");
    expect(body.tools).toEqual(tools);
    expect(out.choices[0].message.tool_calls?.[0].function.name).toBe("get_weather");
  });

  it("completions map max_new_tokens to max_tokens and inputs to prompt", async () => {
    const id = scenario("quirk-completions");
    await textGeneration(
      {
        accessToken: HF_TOKEN,
        provider: "together",
        model: "mistralai/Mistral-7B-v0.1",
        inputs: "Hi",
        parameters: { max_new_tokens: 3, temperature: 0.5 },
      },
      env.options(id),
    );
    const body = env.emulator.requests(id).find((r) => r.method === "POST")?.body as Record<string, unknown>;
    expect(body).toMatchObject({ model: "mistralai/Mistral-7B-v0.1", prompt: "Hi", max_tokens: 3, temperature: 0.5 });
    expect(body).not.toHaveProperty("max_new_tokens");
    expect(body).not.toHaveProperty("parameters");
  });

  it("deepinfra transcription is multipart with a named file", async () => {
    const id = scenario("quirk-asr");
    const out = await automaticSpeechRecognition(
      {
        accessToken: HF_TOKEN,
        provider: "deepinfra",
        model: "openai/whisper-large-v3",
        inputs: new Blob([new Uint8Array(wav())], { type: "audio/wav" }),
      },
      env.options(id),
    );
    const body = env.emulator.requests(id).find((r) => r.method === "POST")?.body as Record<string, string>;
    expect(body.file).toMatch(/^\[file audio\.wav audio\/wav \d+ bytes\]$/);
    expect(out.chunks?.[0].timestamp).toEqual([0, 0.25]);
  });

  it("openai refuses hub tokens and unprefixed models", async () => {
    const base = { provider: "openai" as const, messages: [{ role: "user", content: "Hi" }] };
    await expect(
      chatCompletion({ ...base, accessToken: HF_TOKEN, model: "openai/gpt-4o" }, env.options("x")),
    ).rejects.toThrow("closed-source");
    await expect(
      chatCompletion({ ...base, accessToken: PROVIDER_KEY, model: "gpt-4o" }, env.options("x")),
    ).rejects.toThrow('must be prefixed by "openai/"');
  });
});
