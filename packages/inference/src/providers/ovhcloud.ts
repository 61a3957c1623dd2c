import { chat, completions } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const ovhcloud: ProviderSpec = {
  host: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  tasks: {
    conversational: chat("v1/chat/completions"),
    "text-generation": completions("v1/completions"),
  },
};
