// The OpenAI-compatible wire protocol shared by most providers: chat, completions, embeddings.

import { InferenceClientInputError, malformed } from "../errors.js";
import { isBinary } from "../http.js";
import type { Payload, TaskContext, TaskSpec } from "./types.js";

/** Chat: `{model, ...args}` with the model serialised first (the router reads it from the prefix). */
export const chat = (route: string, map?: (payload: Payload) => Payload): TaskSpec => ({
  route,
  body: (args, ctx) => {
    const payload = { model: ctx.model, ...args };
    return map ? map(payload) : payload;
  },
});

/** `parameters` spread to the top level, with `max_new_tokens` renamed to `max_tokens` when asked. */
export function flatParameters(args: Payload, maxTokens: boolean): Payload {
  const { inputs, parameters, ...rest } = args;
  const out: Payload = { ...rest, ...(parameters as Payload | undefined) };
  if (maxTokens && out.max_new_tokens !== undefined) {
    out.max_tokens = out.max_new_tokens;
    delete out.max_new_tokens;
  }
  return out;
}

const completionText = (data: unknown, ctx: TaskContext) => {
  const choice = (data as { choices?: Array<{ text?: unknown; message?: { content?: unknown } }> })?.choices?.[0];
  const text = choice?.text ?? choice?.message?.content;
  if (typeof text === "string") return { generated_text: text };
  if (typeof (data as { generated_text?: unknown })?.generated_text === "string") return data;
  throw malformed(ctx.provider, ctx.task, "{choices: [{text: string}]}", data, ctx.rt.secrets);
};

/** Text generation on a `/completions` route: `prompt` from `inputs`, answer `choices[0].text`. */
export const completions = (route: string): TaskSpec => ({
  route,
  body: (args, ctx) => ({ model: ctx.model, ...flatParameters(args, true), prompt: args.inputs }),
  read: completionText,
});

/** Text generation served by a chat route: the prompt becomes one user message. */
export const completionsViaChat = (route: string): TaskSpec => ({
  route,
  body: (args, ctx) => ({
    model: ctx.model,
    ...flatParameters(args, true),
    messages: [{ role: "user", content: args.inputs }],
  }),
  read: completionText,
});

/** Embeddings: `input` from `inputs`, answer `data[].embedding`. */
export const embeddings = (route: string): TaskSpec => ({
  route,
  body: (args, ctx) => ({ ...flatParameters(args, false), input: args.inputs, model: ctx.model }),
  read: (data, ctx) => {
    const items = (data as { data?: Array<{ embedding?: unknown }> })?.data;
    if (Array.isArray(items) && items.every((item) => Array.isArray(item?.embedding))) {
      return items.map((item) => item.embedding);
    }
    throw malformed(ctx.provider, ctx.task, "{data: Array<{embedding: number[]}>}", data, ctx.rt.secrets);
  },
});

/** Drops `response_format.json_schema` wrappers some providers do not understand. */
export const mapJsonSchema =
  (rewrite: (payload: Payload, schema: Record<string, unknown>) => void) =>
  (payload: Payload): Payload => {
    const format = payload.response_format as { type?: string; json_schema?: Record<string, unknown> } | undefined;
    if (format?.type === "json_schema" && format.json_schema) rewrite(payload, format.json_schema);
    return payload;
  };

const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/ogg": "ogg",
  "audio/webm": "webm",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
};

/** Text to speech: `input` from `inputs`, parameters at the top level, audio bytes back. */
export const speech = (route: string, defaults?: (ctx: TaskContext) => Payload): TaskSpec => ({
  route,
  body: (args, ctx) => ({ ...defaults?.(ctx), ...flatParameters(args, false), input: args.inputs, model: ctx.model }),
});

/** Speech recognition: a multipart form with the audio as `file=audio.<ext>`; `segments` become `chunks`. */
export const transcriptions = (route: string): TaskSpec => ({
  route,
  body: (args, ctx) => {
    const data = args.data;
    if (!isBinary(data)) {
      throw new InferenceClientInputError("Expected the audio (inputs) as a Blob or an ArrayBuffer.");
    }
    const audio = data instanceof Blob ? data : new Blob([data as ArrayBuffer]);
    const form = new FormData();
    form.append("file", audio, `audio.${EXTENSIONS[audio.type?.split(";")[0] ?? ""] ?? "wav"}`);
    form.append("model", ctx.model);
    for (const [key, value] of Object.entries(flatParameters({ parameters: args.parameters }, false))) {
      if (value !== undefined) form.append(key, typeof value === "string" ? value : JSON.stringify(value));
    }
    return form;
  },
  read: (data, ctx) => {
    const out = data as { text?: unknown; segments?: Array<{ text: string; start: number; end: number }> };
    if (typeof out?.text !== "string") throw malformed(ctx.provider, ctx.task, "{text: string}", data, ctx.rt.secrets);
    return {
      text: out.text,
      ...(Array.isArray(out.segments)
        ? { chunks: out.segments.map((s) => ({ text: s.text, timestamp: [s.start, s.end] })) }
        : {}),
    };
  },
});
