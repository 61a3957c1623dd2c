import { describe, expect, it } from "vitest";
import { EMULATOR_MODELS, png, wav } from "../src/index.js";
import { bearer, HUB_TOKEN, postJson, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const IMAGE = png(8, 8);
const AUDIO = wav();
const image64 = IMAGE.toString("base64");

type Input = { json: unknown } | { binary: Buffer; type: string };

const isLabelScores = (x: unknown) =>
  Array.isArray(x) && x.length > 0 && x.every((e) => typeof e.label === "string" && typeof e.score === "number");

/** Per task: a valid request and a check of the answer's shape. */
const TASKS: Record<string, { input: Input; check: (response: Response) => Promise<void> }> = {
  "text-generation": {
    input: { json: { inputs: "Hello", parameters: { max_new_tokens: 5 } } },
    check: async (r) => expect((await r.json())[0].generated_text).toMatch(/^Hello/),
  },
  conversational: {
    input: { json: { inputs: "Hello" } },
    check: async (r) => expect(typeof (await r.json())[0].generated_text).toBe("string"),
  },
  "text-classification": {
    input: { json: { inputs: "I love it" } },
    check: async (r) => expect(isLabelScores((await r.json())[0])).toBe(true),
  },
  "token-classification": {
    input: { json: { inputs: "My name is Sarah and I live in London" } },
    check: async (r) => {
      const body = await r.json();
      expect(body.map((e: { word: string }) => e.word)).toEqual(["My", "Sarah", "London"]);
      expect(body[1]).toMatchObject({ entity_group: "ORG", start: 11, end: 16 });
    },
  },
  "question-answering": {
    input: { json: { inputs: { question: "Where?", context: "Paris is nice" } } },
    check: async (r) => expect(await r.json()).toMatchObject({ answer: "Paris", start: 0, end: 5 }),
  },
  "fill-mask": {
    input: { json: { inputs: "The capital of France is [MASK]." } },
    check: async (r) =>
      expect((await r.json())[0]).toMatchObject({ token_str: "paris", sequence: "The capital of France is paris." }),
  },
  summarization: {
    input: { json: { inputs: "A long text about many things." } },
    check: async (r) => expect(typeof (await r.json())[0].summary_text).toBe("string"),
  },
  translation: {
    input: { json: { inputs: "Hello", parameters: { tgt_lang: "de" } } },
    check: async (r) => expect(await r.json()).toEqual([{ translation_text: "[de] Hello" }]),
  },
  "zero-shot-classification": {
    input: { json: { inputs: "I want a refund", parameters: { candidate_labels: ["refund", "legal", "faq"] } } },
    check: async (r) => {
      const body = await r.json();
      expect(isLabelScores(body)).toBe(true);
      expect(body.map((e: { label: string }) => e.label).sort()).toEqual(["faq", "legal", "refund"]);
    },
  },
  "table-question-answering": {
    input: { json: { inputs: { question: "How many?", table: { Repository: ["Transformers"], Stars: ["36542"] } } } },
    check: async (r) =>
      expect(await r.json()).toEqual({
        answer: "Transformers",
        coordinates: [[0, 0]],
        cells: ["Transformers"],
        aggregator: "NONE",
      }),
  },
  "feature-extraction": {
    input: { json: { inputs: ["a", "b"] } },
    check: async (r) => {
      const body = await r.json();
      expect(body).toHaveLength(2);
      expect(body[0]).toHaveLength(16);
    },
  },
  "sentence-similarity": {
    input: { json: { inputs: { source_sentence: "a", sentences: ["a", "b"] } } },
    check: async (r) => {
      const [same, other] = await r.json();
      expect(same).toBeCloseTo(1, 4);
      expect(typeof other).toBe("number");
    },
  },
  "text-to-image": {
    input: { json: { inputs: "An astronaut", parameters: { width: 32, height: 16 } } },
    check: async (r) => {
      expect(r.headers.get("content-type")).toBe("image/png");
      const bytes = Buffer.from(await r.arrayBuffer());
      expect(bytes.readUInt32BE(16)).toBe(32);
      expect(bytes.readUInt32BE(20)).toBe(16);
    },
  },
  "image-to-image": {
    input: { binary: IMAGE, type: "image/png" },
    check: async (r) => expect(r.headers.get("content-type")).toBe("image/png"),
  },
  "image-classification": {
    input: { binary: IMAGE, type: "image/png" },
    check: async (r) => expect(isLabelScores(await r.json())).toBe(true),
  },
  "object-detection": {
    input: { binary: IMAGE, type: "image/png" },
    check: async (r) =>
      expect((await r.json())[0]).toMatchObject({ label: "cat", box: { xmin: 10, ymin: 12, xmax: 40, ymax: 50 } }),
  },
  "image-segmentation": {
    input: { json: { inputs: image64 } },
    check: async (r) => {
      const mask = Buffer.from((await r.json())[0].mask, "base64");
      expect(mask.subarray(1, 4).toString()).toBe("PNG");
    },
  },
  "image-to-text": {
    input: { binary: IMAGE, type: "image/png" },
    check: async (r) => expect(typeof (await r.json()).generated_text).toBe("string"),
  },
  "text-to-speech": {
    input: { json: { inputs: "Hello" } },
    check: async (r) => {
      expect(r.headers.get("content-type")).toBe("audio/flac");
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe("fLaC");
    },
  },
  "text-to-audio": {
    input: { json: { inputs: "Jazz" } },
    check: async (r) =>
      expect(
        Buffer.from(await r.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe("RIFF"),
  },
  "audio-to-audio": {
    input: { binary: AUDIO, type: "audio/wav" },
    check: async (r) => {
      const [out] = await r.json();
      expect(out).toMatchObject({ label: "speech", "content-type": "audio/wav" });
      expect(Buffer.from(out.blob, "base64").subarray(8, 12).toString()).toBe("WAVE");
    },
  },
  "automatic-speech-recognition": {
    input: { binary: AUDIO, type: "audio/wav" },
    check: async (r) => expect((await r.json()).text).toBe(`transcribed ${AUDIO.length} bytes of audio`),
  },
  "audio-classification": {
    input: { binary: AUDIO, type: "audio/wav" },
    check: async (r) => expect(isLabelScores(await r.json())).toBe(true),
  },
  "document-question-answering": {
    input: { json: { inputs: { image: image64, question: "Invoice number?" } } },
    check: async (r) => expect((await r.json())[0]).toMatchObject({ answer: "us-001", start: 16, end: 16 }),
  },
  "visual-question-answering": {
    input: { json: { inputs: { image: image64, question: "How many cats?" } } },
    check: async (r) => expect((await r.json())[0].answer).toBe("2"),
  },
  "zero-shot-image-classification": {
    input: { json: { inputs: image64, parameters: { candidate_labels: ["cat", "dog"] } } },
    check: async (r) => expect(isLabelScores(await r.json())).toBe(true),
  },
  "tabular-classification": {
    input: { json: { inputs: { data: { a: ["1", "2", "3"], b: ["4", "5", "6"] } } } },
    check: async (r) => expect(await r.json()).toEqual([0, 1, 0]),
  },
  "tabular-regression": {
    input: { json: { inputs: { data: { a: [1, 2] } } } },
    check: async (r) => expect(await r.json()).toEqual([100, 112.5]),
  },
};

function send(url: string, input: Input, headers: Record<string, string> = bearer(HUB_TOKEN)) {
  return "json" in input
    ? postJson(url, input.json, headers)
    : fetch(url, {
        method: "POST",
        headers: { ...headers, "content-type": input.type },
        body: new Uint8Array(input.binary),
      });
}

const hfModels = EMULATOR_MODELS.filter((m) => m.inferenceProviderMapping["hf-inference"]).map(
  (m) => [m.inferenceProviderMapping["hf-inference"].task, m.id] as const,
);

describe("hf-inference", () => {
  it("has a catalogue model for every task it answers", () => {
    expect(Object.keys(TASKS).filter((t) => !hfModels.some(([task]) => task === t))).toEqual([]);
  });

  it.each(hfModels)("answers %s (%s)", async (task, id) => {
    const fixture = TASKS[task];
    expect(fixture, task).toBeDefined();
    const response = await send(`${emulator().routerUrl}/hf-inference/models/${id}`, fixture.input);
    expect(response.status, await response.clone().text()).toBe(200);
    await fixture.check(response);
  });

  it("runs the feature-extraction and sentence-similarity pipelines on either model", async () => {
    const base = `${emulator().routerUrl}/hf-inference/models`;
    const fe = await postJson(
      `${base}/sentence-transformers/all-MiniLM-L6-v2/pipeline/feature-extraction`,
      { inputs: "a" },
      bearer(HUB_TOKEN),
    );
    expect((await fe.json()).length).toBe(16);
    const ss = await postJson(
      `${base}/BAAI/bge-large-en-v1.5/pipeline/sentence-similarity`,
      { inputs: { source_sentence: "a", sentences: ["b"] } },
      bearer(HUB_TOKEN),
    );
    expect(await ss.json()).toHaveLength(1);
    const wrong = await postJson(
      `${base}/facebook/bart-large-cnn/pipeline/feature-extraction`,
      { inputs: "a" },
      bearer(HUB_TOKEN),
    );
    expect(wrong.status).toBe(400);
  });

  it("serves OpenAI chat and completions under models/{id}/v1", async () => {
    const base = `${emulator().routerUrl}/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1`;
    const chat = await postJson(
      `${base}/chat/completions`,
      { model: "meta-llama/Llama-3.1-8B-Instruct", messages: [{ role: "user", content: "Hi" }] },
      bearer(HUB_TOKEN),
    );
    expect((await chat.json()).choices[0].message.content).toContain("hf-inference");
    const completion = await postJson(`${base}/completions`, { prompt: "Hi", max_tokens: 3 }, bearer(HUB_TOKEN));
    const body = await completion.json();
    expect(body.choices[0].finish_reason).toBe("length");
  });

  it("refuses bad inputs with 400 {error}", async () => {
    const base = `${emulator().routerUrl}/hf-inference/models`;
    const cases: [string, Input, RegExp][] = [
      ["google-bert/bert-base-uncased", { json: { inputs: "no mask here" } }, /mask/],
      ["facebook/bart-large-mnli", { json: { inputs: "x" } }, /candidate_labels/],
      ["google/vit-base-patch16-224", { binary: Buffer.from("not an image"), type: "image/png" }, /not a valid image/],
      ["openai/whisper-large-v3", { binary: IMAGE, type: "audio/wav" }, /not a valid audio/],
      ["facebook/bart-large-cnn", { json: { text: "x" } }, /inputs is required/],
      ["facebook/bart-large-cnn", { json: { inputs: 3 } }, /inputs must be a string/],
      ["facebook/bart-large-cnn", { binary: Buffer.from('{"inputs": "x"}'), type: "text/plain" }, /looks like JSON/],
    ];
    for (const [id, input, message] of cases) {
      const response = await send(`${base}/${id}`, input);
      expect(response.status, id).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });

  it("needs a hub token and knows its models", async () => {
    const url = `${emulator().routerUrl}/hf-inference/models/facebook/bart-large-cnn`;
    expect((await postJson(url, { inputs: "x" })).status).toBe(401);
    expect((await postJson(url, { inputs: "x" }, bearer("sk-provider"))).status).toBe(401);
    expect(
      (await postJson(`${emulator().routerUrl}/hf-inference/models/nobody/nothing`, { inputs: "x" }, bearer(HUB_TOKEN)))
        .status,
    ).toBe(404);
  });
});
