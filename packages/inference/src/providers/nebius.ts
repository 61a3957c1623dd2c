import { chat, completions, embeddings, mapJsonSchema } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

/** Nebius reads structured output from `guided_json`; the schema is copied there and `response_format` kept. */
export const nebius: ProviderSpec = {
  host: "https://api.studio.nebius.ai",
  tasks: {
    conversational: chat(
      "v1/chat/completions",
      mapJsonSchema((payload, config) => {
        if (!config.schema) return;
        payload.guided_json = config.schema;
      }),
    ),
    "text-generation": completions("v1/completions"),
    "feature-extraction": embeddings("v1/embeddings"),
  },
};
