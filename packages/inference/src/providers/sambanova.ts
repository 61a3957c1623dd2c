import { chat, embeddings, mapJsonSchema } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

/** SambaNova rejects strict JSON schemas: `strict` is forced to false. */
export const sambanova: ProviderSpec = {
  host: "https://api.sambanova.ai",
  tasks: {
    conversational: chat(
      "v1/chat/completions",
      mapJsonSchema((payload, config) => {
        payload.response_format = { type: "json_schema", json_schema: { ...config, strict: false } };
      }),
    ),
    "feature-extraction": embeddings("v1/embeddings"),
  },
};
