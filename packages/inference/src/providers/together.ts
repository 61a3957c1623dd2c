import { chat, completions, embeddings, mapJsonSchema, speech, transcriptions } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

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
    "text-generation": completions("v1/completions"),
    "feature-extraction": embeddings("v1/embeddings"),
    // Kokoro needs a voice; other models pick their own default.
    "text-to-speech": speech("v1/audio/speech", (ctx) =>
      ctx.model.toLowerCase().includes("kokoro") ? { voice: "af_alloy" } : {},
    ),
    "automatic-speech-recognition": transcriptions("v1/audio/transcriptions"),
  },
};
