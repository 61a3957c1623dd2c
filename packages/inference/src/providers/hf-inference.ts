import { InferenceClientInputError } from "../errors.js";
import { blobToBase64, isBinary } from "../http.js";
import { chat, completions } from "./openai-compatible.js";
import type { Payload, ProviderSpec, TaskContext, TaskSpec } from "./types.js";

/**
 * Binary inputs (`data`) are sent as the raw body, or as base64 `inputs` in JSON when there are parameters
 * (or always, for `base64`); everything else as `{inputs, parameters}`.
 */
const bytesOrJson =
  (base64 = false) =>
  async (args: Payload) => {
    const { data, ...rest } = args;
    if (!isBinary(data)) return args;
    if (!base64 && !Object.keys(rest.parameters ?? {}).length) return data;
    return { ...rest, inputs: await blobToBase64(data) };
  };

/** `models/{id}` */
const model: TaskSpec = { route: (ctx) => `models/${ctx.model}`, body: bytesOrJson() };
const pipeline: TaskSpec = { ...model, route: (ctx) => `models/${ctx.model}/pipeline/${ctx.task}` };

const withRead = (read: TaskSpec["read"]): TaskSpec => ({ ...model, read });

/** Image or audio answers: raw bytes, `{data: [{b64_json}]}`, `{output: url | [url]}` or `{audio|image: url}`. */
const media = (data: unknown): unknown => {
  if (data instanceof Blob || !data || typeof data !== "object") return data;
  const d = data as {
    data?: Array<{ b64_json?: string; url?: string }>;
    output?: unknown;
    audio?: unknown;
    image?: unknown;
  };
  const item = d.data?.[0];
  if (item?.b64_json) return `data:image/jpeg;base64,${item.b64_json}`;
  if (item?.url) return item.url;
  const url = Array.isArray(d.output) ? d.output[0] : (d.output ?? d.audio ?? d.image);
  return typeof url === "string" ? url : data;
};

export const hfInference: ProviderSpec = {
  host: "https://router.huggingface.co/hf-inference",
  routerOnly: true,
  tasks: {
    conversational: { ...chat(""), route: (ctx) => `models/${ctx.model}/v1/chat/completions` },
    "text-generation": { ...completions(""), route: (ctx) => `models/${ctx.model}/v1/completions` },
    "feature-extraction": pipeline,
    "sentence-similarity": pipeline,
    "fill-mask": model,
    "text-classification": withRead((data) => (Array.isArray(data) && Array.isArray(data[0]) ? data[0] : data)),
    "token-classification": model,
    "question-answering": model,
    "table-question-answering": model,
    summarization: model,
    translation: model,
    "zero-shot-classification": withRead((data) => {
      const legacy = data as { labels?: unknown; scores?: unknown[] };
      return Array.isArray(legacy?.labels) && Array.isArray(legacy.scores)
        ? legacy.labels.map((label, i) => ({ label, score: legacy.scores?.[i] }))
        : data;
    }),
    "text-to-image": {
      ...model,
      body: (args: Payload, ctx: TaskContext) => {
        if (ctx.outputType === "url") {
          throw new InferenceClientInputError(
            "hf-inference provider does not support URL output. Use outputType 'blob', 'dataUrl' or 'json' instead.",
          );
        }
        return args;
      },
      read: media,
    },
    "image-to-image": withRead(media),
    "image-to-text": withRead((data) => (Array.isArray(data) ? data[0] : data)),
    "image-classification": model,
    "image-segmentation": { ...model, body: bytesOrJson(true) },
    "object-detection": model,
    "zero-shot-image-classification": model,
    "text-to-speech": withRead(media),
    "text-to-audio": withRead(media),
    "automatic-speech-recognition": model,
    "audio-classification": model,
    "audio-to-audio": model,
    "document-question-answering": model,
    "visual-question-answering": model,
    "tabular-classification": model,
    "tabular-regression": model,
  },
};
