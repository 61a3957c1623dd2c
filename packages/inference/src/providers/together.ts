import { chat, completions, embeddings, mapJsonSchema, speech, transcriptions } from "./openai-compatible.js";
import type { ProviderSpec, TaskContext } from "./types.js";

const completion = completions("v1/completions");
/** Together's text generation also says why it stopped and with which seed, as `details`. */
const completionWithDetails = (data: unknown, ctx: TaskContext) => {
  const out = completion.read?.(data, ctx) as Record<string, unknown>;
  const choice = (data as { choices?: Array<{ finish_reason?: unknown; seed?: unknown }> })?.choices?.[0];
  return choice ? { ...out, details: { finish_reason: choice.finish_reason, seed: choice.seed } } : out;
};

/** Together wants `{type: "json_schema", schema}` instead of OpenAI's nested `json_schema.schema`. */
export const together: ProviderSpec = {
  host: "https://api.together.xyz",
  tasks: {
    conversational: chat(
      "v1/chat/completions",
      mapJsonSchema((payload, config) => {
        if (config.schema) payload.response_format = { type: "json_schema", schema: config.schema };
      }),
    ),
    "text-generation": { ...completion, read: completionWithDetails },
    "feature-extraction": embeddings("v1/embeddings"),
    // Kokoro needs a voice; other models pick their own default.
    "text-to-speech": speech("v1/audio/speech", (ctx) =>
      ctx.model.toLowerCase().includes("kokoro") ? { voice: "af_alloy" } : {},
    ),
    "automatic-speech-recognition": transcriptions("v1/audio/transcriptions"),
  },
};
