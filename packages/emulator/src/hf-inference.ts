/**
 * The hf-inference provider (router only): `models/{id}` answers the model's task, `models/{id}/pipeline/{task}`
 * runs feature-extraction or sentence-similarity, and `models/{id}/v1/chat/completions` and `…/v1/completions`
 * speak OpenAI's API. Inputs are JSON `{inputs, parameters}` or raw bytes (images, audio); one answer per task.
 */
import { findModel } from "./catalogue.js";
import { cosine, cycledPieces, embedding, hash, pieces, score } from "./deterministic.js";
import { flac, png, wav } from "./media.js";
import { chatCompletion } from "./openai/chat.js";
import { completion } from "./openai/completions.js";
import { jsonBody } from "./provider-api.js";
import { bytes, error, json, type Reply } from "./reply.js";
import type { EmulatorRequest } from "./request.js";
import { isObject, typeOf } from "./validate.js";

interface TaskInput {
  inputs: unknown;
  parameters: Record<string, unknown>;
  /** Raw bytes, when the body was binary. */
  data?: Buffer;
  stream: boolean;
  model: string;
}

type Task = (input: TaskInput) => Reply;

const bad = (message: string): Reply => error(400, message, "hf", { type: "validation" });

const MEDIA_SIGNATURES: { kind: "image" | "audio"; test: (b: Buffer) => boolean }[] = [
  {
    kind: "image",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { kind: "image", test: (b) => b[0] === 0xff && b[1] === 0xd8 },
  {
    kind: "image",
    test: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" || b.subarray(0, 2).toString("latin1") === "BM",
  },
  {
    kind: "image",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
  {
    kind: "audio",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WAVE",
  },
  {
    kind: "audio",
    test: (b) =>
      ["fLaC", "OggS"].includes(b.subarray(0, 4).toString("latin1")) || b.subarray(0, 3).toString("latin1") === "ID3",
  },
  { kind: "audio", test: (b) => b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && b[1] !== 0xd8 },
  { kind: "audio", test: (b) => b.subarray(4, 8).toString("latin1") === "ftyp" || b.readUInt32BE(0) === 0x1a45dfa3 },
];

/** The image or audio bytes of a request: the raw body, or `inputs` (or `inputs[field]`) as base64 or a data URL. */
function media(input: TaskInput, kind: "image" | "audio", field?: string): Buffer | Reply {
  let data = input.data;
  if (data === undefined) {
    const value = field && isObject(input.inputs) ? input.inputs[field] : input.inputs;
    if (typeof value !== "string" || value.length === 0) {
      return bad(
        `${field ? `inputs.${field}` : "inputs"} must be the ${kind} as a base64 string (or send the raw bytes as the body)`,
      );
    }
    data = Buffer.from(value.replace(/^data:[^,]*;base64,/, ""), "base64");
  }
  if (data.length < 4 || !MEDIA_SIGNATURES.some((s) => s.kind === kind && s.test(data))) {
    return bad(`the input is not a valid ${kind} file (unknown format, ${data.length} bytes)`);
  }
  return data;
}

function text(input: TaskInput): string | Reply {
  return typeof input.inputs === "string" ? input.inputs : bad(`inputs must be a string, got ${typeOf(input.inputs)}`);
}

function labels(input: TaskInput): string[] | Reply {
  const raw = input.parameters.candidate_labels;
  const list = typeof raw === "string" ? raw.split(",").map((s) => s.trim()) : raw;
  if (!Array.isArray(list) || list.length === 0 || !list.every((l) => typeof l === "string")) {
    return bad("parameters.candidate_labels is required: a non-empty array of strings");
  }
  return list;
}

/** Scores for `names`, highest first, summing to 1. */
function ranked(names: string[], seed: string): { label: string; score: number }[] {
  const raw = names.map((label) => ({ label, weight: 1 + (hash(`${seed}|${label}`) % 1000) }));
  const total = raw.reduce((n, r) => n + r.weight, 0);
  return raw
    .map((r) => ({ label: r.label, score: Math.round((r.weight / total) * 1e4) / 1e4 }))
    .sort((a, b) => b.score - a.score);
}

function isReply(value: unknown): value is Reply {
  return (
    isObject(value) &&
    typeof value.kind === "string" &&
    ["error", "json", "bytes", "sse"].includes(value.kind as string)
  );
}

function table(input: TaskInput, field: string): Record<string, unknown[]> | Reply {
  const value = isObject(input.inputs) ? input.inputs[field] : undefined;
  if (!isObject(value) || !Object.values(value).every(Array.isArray)) {
    return bad(`inputs.${field} is required: an object of columns, each an array of cells`);
  }
  const lengths = new Set(Object.values(value).map((c) => (c as unknown[]).length));
  if (lengths.size > 1) return bad(`every column of inputs.${field} must have the same number of rows`);
  return value as Record<string, unknown[]>;
}

function textGeneration(input: TaskInput): Reply {
  const prompt = text(input);
  if (isReply(prompt)) return prompt;
  const max = input.parameters.max_new_tokens;
  if (max !== undefined && (typeof max !== "number" || max < 1))
    return bad("parameters.max_new_tokens must be a positive integer");
  let continuation = ` and ${input.model} continues this text deterministically.`;
  if (typeof max === "number") continuation = pieces(continuation).slice(0, max).join("");
  const full = input.parameters.return_full_text === false ? continuation : prompt + continuation;
  if (!input.stream) return json([{ generated_text: full }]);
  return {
    kind: "sse",
    done: false,
    errorEvent: (message) => ({ error: message, error_type: "generation" }),
    *events(count) {
      const parts = count ? cycledPieces(continuation, count) : pieces(continuation);
      for (const [i, piece] of parts.entries()) {
        const last = i === parts.length - 1;
        yield {
          index: i + 1,
          token: { id: hash(piece) % 32000, text: piece, logprob: -0.1, special: false },
          generated_text: last ? (input.parameters.return_full_text === false ? "" : prompt) + parts.join("") : null,
          details: last ? { finish_reason: "length", generated_tokens: parts.length, seed: null } : null,
        };
      }
    },
  };
}

const TASKS: Record<string, Task> = {
  "text-generation": textGeneration,
  "text-classification": (input) => {
    const list = typeof input.inputs === "string" ? [input.inputs] : input.inputs;
    if (!Array.isArray(list) || !list.every((x) => typeof x === "string"))
      return bad("inputs must be a string or an array of strings");
    return json(list.map((t) => ranked(["POSITIVE", "NEGATIVE"], t)));
  },
  "token-classification": (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    const groups = ["PER", "ORG", "LOC", "MISC"];
    return json(
      [...t.matchAll(/\b[A-Z][\p{L}]+/gu)].map((m, i) => ({
        entity_group: groups[i % groups.length],
        score: score(m[0]),
        word: m[0],
        start: m.index,
        end: m.index + m[0].length,
      })),
    );
  },
  "question-answering": (input) => {
    const q = input.inputs;
    if (!isObject(q) || typeof q.question !== "string" || typeof q.context !== "string") {
      return bad("inputs must be {question: string, context: string}");
    }
    const word = /\p{L}+/u.exec(q.context);
    const answer = word?.[0] ?? "";
    const start = word?.index ?? 0;
    return json({ answer, score: score(q.question), start, end: start + answer.length });
  },
  "fill-mask": (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    const mask = ["[MASK]", "<mask>"].find((m) => t.includes(m));
    if (!mask) return bad("No mask_token ([MASK] or <mask>) found on the input");
    return json(
      ["paris", "london", "rome"].map((token_str, i) => ({
        score: Math.round((0.6 - i * 0.2) * 1e4) / 1e4,
        token: 3000 + i,
        token_str,
        sequence: t.replace(mask, token_str),
      })),
    );
  },
  summarization: (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    return json([{ summary_text: pieces(t).slice(0, 12).join("").trim() }]);
  },
  translation: (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    const target = typeof input.parameters.tgt_lang === "string" ? input.parameters.tgt_lang : "fr";
    return json([{ translation_text: `[${target}] ${t}` }]);
  },
  "zero-shot-classification": (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    const names = labels(input);
    return isReply(names) ? names : json(ranked(names, t));
  },
  "table-question-answering": (input) => {
    // The task's input type names the field `question`; older hf-inference clients send `query`.
    const question = isObject(input.inputs) ? (input.inputs.question ?? input.inputs.query) : undefined;
    if (typeof question !== "string") return bad("inputs.question is required: a string");
    const t = table(input, "table");
    if (isReply(t)) return t;
    const cell = String(Object.values(t)[0]?.[0] ?? "");
    return json({ answer: cell, coordinates: [[0, 0]], cells: [cell], aggregator: "NONE" });
  },
  "feature-extraction": (input) => {
    const v = input.inputs;
    if (typeof v === "string") return json(embedding(v));
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) return json(v.map((x) => embedding(x)));
    return bad("inputs must be a string or an array of strings");
  },
  "sentence-similarity": (input) => {
    const v = input.inputs;
    if (
      !isObject(v) ||
      typeof v.source_sentence !== "string" ||
      !Array.isArray(v.sentences) ||
      !v.sentences.every((s) => typeof s === "string")
    ) {
      return bad("inputs must be {source_sentence: string, sentences: string[]}");
    }
    const source = embedding(v.source_sentence);
    return json((v.sentences as string[]).map((s) => cosine(source, embedding(s))));
  },
  "text-to-image": (input) => {
    const t = text(input);
    if (isReply(t)) return t;
    const { width, height } = input.parameters;
    return bytes(
      png(typeof width === "number" ? width : 64, typeof height === "number" ? height : 64, hash(t)),
      "image/png",
    );
  },
  "image-to-image": (input) => {
    const image = media(input, "image");
    return isReply(image) ? image : bytes(png(64, 64, hash(image.toString("latin1"))), "image/png");
  },
  "image-classification": (input) => {
    const image = media(input, "image");
    return isReply(image) ? image : json(ranked(["tabby cat", "tiger cat", "Egyptian cat"], String(image.length)));
  },
  "object-detection": (input) => {
    const image = media(input, "image");
    if (isReply(image)) return image;
    return json([
      { score: 0.9981, label: "cat", box: { xmin: 10, ymin: 12, xmax: 40, ymax: 50 } },
      { score: 0.9542, label: "remote", box: { xmin: 42, ymin: 5, xmax: 60, ymax: 20 } },
    ]);
  },
  "image-segmentation": (input) => {
    const image = media(input, "image");
    if (isReply(image)) return image;
    return json(
      ["wall", "floor"].map((label, i) => ({ score: 0.9 - i * 0.1, label, mask: png(16, 16, i).toString("base64") })),
    );
  },
  "image-to-text": (input) => {
    const image = media(input, "image");
    return isReply(image) ? image : json({ generated_text: `a picture of ${image.length} bytes, probably a cat` });
  },
  "text-to-speech": (input) => {
    const t = text(input);
    return isReply(t) ? t : bytes(flac(220 + (hash(t) % 440)), "audio/flac");
  },
  "text-to-audio": (input) => {
    const t = text(input);
    return isReply(t) ? t : bytes(wav(0.25, 220 + (hash(t) % 440)), "audio/wav");
  },
  "audio-to-audio": (input) => {
    const audio = media(input, "audio");
    if (isReply(audio)) return audio;
    return json([{ label: "speech", "content-type": "audio/wav", blob: wav().toString("base64") }]);
  },
  "automatic-speech-recognition": (input) => {
    const audio = media(input, "audio");
    if (isReply(audio)) return audio;
    const transcript = `transcribed ${audio.length} bytes of audio`;
    return json(
      input.parameters.return_timestamps
        ? { text: transcript, chunks: [{ text: transcript, timestamp: [0, 0.25] }] }
        : { text: transcript },
    );
  },
  "audio-classification": (input) => {
    const audio = media(input, "audio");
    return isReply(audio) ? audio : json(ranked(["neutral", "happy", "sad", "angry"], String(audio.length)));
  },
  "document-question-answering": (input) => {
    const question = isObject(input.inputs) ? input.inputs.question : undefined;
    if (typeof question !== "string") return bad("inputs must be {image: base64 string, question: string}");
    const image = media(input, "image", "image");
    return isReply(image) ? image : json([{ answer: "us-001", score: score(question), start: 16, end: 16 }]);
  },
  "visual-question-answering": (input) => {
    const question = isObject(input.inputs) ? input.inputs.question : undefined;
    if (typeof question !== "string") return bad("inputs must be {image: base64 string, question: string}");
    const image = media(input, "image", "image");
    return isReply(image)
      ? image
      : json([
          { answer: "2", score: score(question) },
          { answer: "1", score: 0.1 },
        ]);
  },
  "zero-shot-image-classification": (input) => {
    const image = media(input, "image");
    if (isReply(image)) return image;
    const names = labels(input);
    return isReply(names) ? names : json(ranked(names, String(image.length)));
  },
  "tabular-classification": (input) => {
    const data = table(input, "data");
    if (isReply(data)) return data;
    const rows = (Object.values(data)[0] ?? []).length;
    return json(Array.from({ length: rows }, (_, i) => i % 2));
  },
  "tabular-regression": (input) => {
    const data = table(input, "data");
    if (isReply(data)) return data;
    const rows = (Object.values(data)[0] ?? []).length;
    return json(Array.from({ length: rows }, (_, i) => Math.round((100 + i * 12.5) * 100) / 100));
  },
};

/** The tasks hf-inference answers on `models/{id}` (conversational models answer text-generation there). */
export const HF_INFERENCE_TASKS = [...Object.keys(TASKS), "conversational"];

const PAIRED = ["feature-extraction", "sentence-similarity"];

function taskInput(req: EmulatorRequest, model: string): TaskInput | Reply {
  const body = req.body;
  if (body.kind === "binary") {
    if (body.bytes[0] === 0x7b && /^\{\s*"/.test(body.bytes.subarray(0, 16).toString("latin1"))) {
      return bad(`the body looks like JSON but its Content-Type is "${body.contentType}": send application/json`);
    }
    return { inputs: undefined, parameters: {}, data: body.bytes, stream: false, model };
  }
  const parsed = jsonBody(body);
  if ("kind" in parsed) return bad(parsed.kind === "error" ? parsed.message : "invalid body");
  const value = parsed.value;
  if (!isObject(value)) return bad(`the body must be a JSON object {inputs, parameters}, got ${typeOf(value)}`);
  if (!("inputs" in value)) return bad("inputs is required");
  if (value.parameters !== undefined && !isObject(value.parameters)) return bad("parameters must be an object");
  if (value.stream !== undefined && typeof value.stream !== "boolean") return bad("stream must be a boolean");
  return {
    inputs: value.inputs,
    parameters: (value.parameters ?? {}) as Record<string, unknown>,
    stream: value.stream === true,
    model,
  };
}

/** Handles `route` = the path after `/router/hf-inference/`. */
export function hfInference(route: string, req: EmulatorRequest): Reply {
  const match = /^models\/(.+?)(?:\/(v1\/chat\/completions|v1\/completions)|\/pipeline\/([^/]+))?$/.exec(route);
  if (!match) return error(404, `hf-inference has no route /${route}`);
  const [, id, openaiRoute, pipeline] = match;
  const mapping = findModel(id)?.inferenceProviderMapping["hf-inference"];
  if (!mapping) return error(404, `Model ${id} is not served by hf-inference`);
  if (req.method !== "POST") return error(405, `Method ${req.method} not allowed: use POST`);
  if (openaiRoute) {
    const parsed = jsonBody(req.body);
    if ("kind" in parsed) return parsed;
    const body = isObject(parsed.value) ? { model: id, ...parsed.value } : parsed.value;
    return openaiRoute === "v1/chat/completions"
      ? chatCompletion(body, { provider: "hf-inference", dialect: "openai" })
      : completion(body, { provider: "hf-inference" });
  }
  if (pipeline && pipeline !== mapping.task && !(PAIRED.includes(pipeline) && PAIRED.includes(mapping.task))) {
    return bad(`Model ${id} is a ${mapping.task} model: it cannot run the ${pipeline} pipeline`);
  }
  return hfTask(pipeline ?? mapping.task, id, req);
}

/** Answers `task` (conversational models answer text-generation) for `model`, from a `{inputs, parameters}` or raw body. */
export function hfTask(task: string, model: string, req: EmulatorRequest): Reply {
  const answer = TASKS[task === "conversational" ? "text-generation" : task];
  if (!answer)
    return error(404, `Task ${task} is not supported by hf-inference (tasks: ${HF_INFERENCE_TASKS.join(", ")})`);
  const input = taskInput(req, model);
  return isReply(input) ? input : answer(input);
}
