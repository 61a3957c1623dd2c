// Every hf-inference task over the router, with its wire format and validated result shape.

import { png, wav } from "@atrium/emulator";
import { describe, expect, it } from "vitest";
import { fetchMedia, runtime } from "../src/http.js";
import { InferenceClient } from "../src/index.js";
import { HF_TOKEN, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();
const image = () => new Blob([new Uint8Array(png())], { type: "image/png" });
const audio = () => new Blob([new Uint8Array(wav())], { type: "audio/wav" });

/** A client on the emulator whose calls are recorded under a fresh scenario. */
function client(name: string) {
  const id = scenario(name);
  const hf = new InferenceClient(HF_TOKEN, { ...env.options(id), provider: "hf-inference" });
  const calls = () => env.emulator.requests(id).filter((r) => r.method === "POST");
  return { hf, calls };
}

describe("hf-inference", () => {
  it("text-generation via the model's completions route", async () => {
    const { hf, calls } = client("tg");
    const out = await hf.textGeneration({
      model: "mistralai/Mistral-7B-v0.1",
      inputs: "Hi",
      parameters: { max_new_tokens: 4 },
    });
    expect(typeof out.generated_text).toBe("string");
    expect(calls()[0].path).toBe("/router/hf-inference/models/mistralai/Mistral-7B-v0.1/v1/completions");
    expect(calls()[0].body).toMatchObject({ prompt: "Hi", max_tokens: 4 });
  });

  it("chat completion via the model's chat route", async () => {
    const { hf, calls } = client("chat");
    const out = await hf.chatCompletion({
      model: "meta-llama/Llama-3.1-8B-Instruct",
      messages: [{ role: "user", content: "Hello" }],
    });
    expect(out.choices[0].message.content).toBeTypeOf("string");
    expect(calls()[0].path).toBe("/router/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions");
  });

  it("feature-extraction and sentence-similarity use the pipeline routes", async () => {
    const { hf, calls } = client("fe");
    const vector = await hf.featureExtraction({ model: "BAAI/bge-large-en-v1.5", inputs: "Hello" });
    expect(vector.every((v) => typeof v === "number" || Array.isArray(v))).toBe(true);
    const scores = await hf.sentenceSimilarity({
      model: "sentence-transformers/all-MiniLM-L6-v2",
      inputs: { source_sentence: "a cat", sentences: ["a dog", "a car"] },
    });
    expect(scores).toHaveLength(2);
    expect(calls().map((c) => c.path)).toEqual([
      "/router/hf-inference/models/BAAI/bge-large-en-v1.5/pipeline/feature-extraction",
      "/router/hf-inference/models/sentence-transformers/all-MiniLM-L6-v2/pipeline/sentence-similarity",
    ]);
  });

  it("text tasks", async () => {
    const { hf, calls } = client("nlp");
    const fill = await hf.fillMask({
      model: "google-bert/bert-base-uncased",
      inputs: "Paris is the [MASK] of France.",
    });
    expect(fill[0]).toMatchObject({ token_str: expect.any(String), score: expect.any(Number) });
    const cls = await hf.textClassification({
      model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      inputs: "I love it",
    });
    expect(cls[0]).toMatchObject({ label: expect.any(String), score: expect.any(Number) });
    const ner = await hf.tokenClassification({
      model: "dslim/bert-base-NER",
      inputs: "My name is Sarah and I live in London",
    });
    expect(Array.isArray(ner)).toBe(true);
    const qa = await hf.questionAnswering({
      model: "deepset/roberta-base-squad2",
      inputs: { question: "Where do I live?", context: "My name is Sarah and I live in London" },
    });
    expect(qa).toMatchObject({ answer: expect.any(String), start: expect.any(Number), end: expect.any(Number) });
    const table = await hf.tableQuestionAnswering({
      model: "google/tapas-base-finetuned-wtq",
      inputs: { question: "How many stars?", table: { Repository: ["a", "b"], Stars: ["1", "2"] } },
    });
    expect(table).toMatchObject({ answer: expect.any(String), cells: expect.any(Array) });
    const summary = await hf.summarization({ model: "facebook/bart-large-cnn", inputs: "A long text. ".repeat(20) });
    expect(summary.summary_text).toBeTypeOf("string");
    const translated = await hf.translation({ model: "google-t5/t5-small", inputs: "Hello" });
    expect((translated as { translation_text: string }).translation_text).toBeTypeOf("string");
    const zero = await hf.zeroShotClassification({
      model: "facebook/bart-large-mnli",
      inputs: "I have a problem with my bill",
      parameters: { candidate_labels: ["refund", "legal", "faq"] },
    });
    expect(zero.map((z) => z.label).sort()).toEqual(["faq", "legal", "refund"]);
    expect(calls()[0].body).toEqual({ inputs: "Paris is the [MASK] of France." });
  });

  it("vision tasks: raw bytes, or base64 JSON when parameters are given", async () => {
    const { hf, calls } = client("cv");
    const labels = await hf.imageClassification({ model: "google/vit-base-patch16-224", inputs: image() });
    expect(labels[0]).toMatchObject({ label: expect.any(String), score: expect.any(Number) });
    await hf.imageClassification({ model: "google/vit-base-patch16-224", inputs: image(), parameters: { top_k: 2 } });
    const [raw, withParams] = calls();
    expect(raw.body).toMatch(/^\[binary \d+ bytes\]$/);
    expect(withParams.body).toMatchObject({ inputs: expect.any(String), parameters: { top_k: 2 } });

    const boxes = await hf.objectDetection({ model: "facebook/detr-resnet-50", inputs: image() });
    expect(boxes[0].box).toMatchObject({ xmin: expect.any(Number), ymax: expect.any(Number) });
    const masks = await hf.imageSegmentation({ model: "nvidia/segformer-b0-finetuned-ade-512-512", inputs: image() });
    expect(masks[0].mask).toBeTypeOf("string");
    const caption = await hf.imageToText({ model: "Salesforce/blip-image-captioning-large", data: image() });
    expect(caption.generated_text).toBeTypeOf("string");
    const zero = await hf.zeroShotImageClassification({
      model: "openai/clip-vit-large-patch14",
      inputs: image(),
      parameters: { candidate_labels: ["cat", "dog"] },
    });
    expect(zero).toHaveLength(2);
    const edited = await hf.imageToImage({
      model: "timbrooks/instruct-pix2pix",
      inputs: image(),
      parameters: { prompt: "Turn this cat into a dog" },
    });
    expect(edited.type).toBe("image/png");
  });

  it("text-to-image as blob, data URL and JSON; URL output is refused", async () => {
    const { hf } = client("t2i");
    const args = { model: "black-forest-labs/FLUX.1-dev", inputs: "Astronaut in a jungle" };
    const blob = await hf.textToImage(args);
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    expect(await hf.textToImage(args, { outputType: "dataUrl" })).toMatch(/^data:image\/png;base64,/);
    expect(await hf.textToImage(args, { outputType: "json" })).toHaveProperty("output");
    await expect(hf.textToImage(args, { outputType: "url" })).rejects.toThrow("does not support URL output");
  });

  it("audio tasks", async () => {
    const { hf, calls } = client("audio");
    const speech = await hf.textToSpeech({ model: "facebook/mms-tts-eng", inputs: "Hello" });
    expect(speech.type).toMatch(/^audio\//);
    const music = await hf.textToAudio({ model: "facebook/musicgen-small", inputs: "a calm piano" });
    expect(music.size).toBeGreaterThan(44);
    const text = await hf.automaticSpeechRecognition({ model: "openai/whisper-large-v3", data: audio() });
    expect(text.text).toBeTypeOf("string");
    const cls = await hf.audioClassification({ model: "superb/hubert-large-superb-er", inputs: audio() });
    expect(cls[0]).toMatchObject({ label: expect.any(String) });
    const tracks = await hf.audioToAudio({ model: "speechbrain/sepformer-wham", inputs: audio() });
    expect(tracks[0]).toMatchObject({
      label: expect.any(String),
      blob: expect.any(String),
      "content-type": expect.any(String),
    });
    expect(calls()[2].headers["content-type"]).toBe("audio/wav");
  });

  it("document and visual question answering send the image as base64", async () => {
    const { hf, calls } = client("mm");
    const doc = await hf.documentQuestionAnswering({
      model: "impira/layoutlm-document-qa",
      inputs: { question: "What is the invoice number?", image: image() },
    });
    expect(doc.answer).toBeTypeOf("string");
    const vqa = await hf.visualQuestionAnswering({
      model: "dandelin/vilt-b32-finetuned-vqa",
      inputs: { question: "How many cats?", image: image() },
    });
    expect(vqa).toMatchObject({ answer: expect.any(String), score: expect.any(Number) });
    expect((calls()[0].body as { inputs: { image: string } }).inputs.image).toBe(Buffer.from(png()).toString("base64"));
  });

  it("tabular tasks", async () => {
    const { hf } = client("tabular");
    const data = { fixed_acidity: ["7.4", "7.8"], alcohol: ["9.4", "9.8"] };
    expect(await hf.tabularClassification({ model: "julien-c/wine-quality", inputs: { data } })).toHaveLength(2);
    expect(await hf.tabularRegression({ model: "scikit-learn/Fish-Weight", inputs: { data } })).toHaveLength(2);
  });

  it("request and streamingRequest send the args as they are", async () => {
    const { hf, calls } = client("raw");
    const out = await hf.request<unknown[]>({ model: "google-bert/bert-base-uncased", inputs: "The [MASK] is blue." });
    expect(Array.isArray(out)).toBe(true);
    expect(calls()[0].path).toBe("/router/hf-inference/models/google-bert/bert-base-uncased");
    const chunks: unknown[] = [];
    for await (const chunk of hf.streamingRequest(
      { model: "meta-llama/Llama-3.1-8B-Instruct", messages: [{ role: "user", content: "Hi" }] },
      { task: "conversational" },
    )) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(1);
  });
});

describe("media results", () => {
  it("URLs are downloaded with the injected fetch and data URLs decoded, into typed Blobs", async () => {
    const id = scenario("media");
    const rt = runtime(env.options(id), []);
    const files = (await (await fetch(`${env.emulator.url}/`)).json()).media as string[];
    const png = files.find((f) => f.endsWith(".png")) as string;
    const blob = await fetchMedia(rt, `${env.emulator.url}${png}`);
    expect(blob.type).toBe("image/png");
    expect(env.emulator.requests(id)).toHaveLength(1);
    const decoded = await fetchMedia(rt, "data:audio/wav;base64,UklGRg==");
    expect(decoded.type).toBe("audio/wav");
    expect(new TextDecoder().decode(await decoded.arrayBuffer())).toBe("RIFF");
    await expect(fetchMedia({ ...rt, retry: { retries: 0 } }, `${env.emulator.url}/media/missing.png`)).rejects.toThrow(
      "Failed to fetch the result from",
    );
  });
});
