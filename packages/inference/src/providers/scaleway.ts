import { chat, completions, embeddings } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const scaleway: ProviderSpec = {
  host: "https://api.scaleway.ai",
  tasks: {
    conversational: chat("v1/chat/completions"),
    "text-generation": completions("v1/completions"),
    "feature-extraction": embeddings("v1/embeddings"),
  },
};
