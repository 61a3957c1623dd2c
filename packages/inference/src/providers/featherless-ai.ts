import { chat, completions } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const featherlessAi: ProviderSpec = {
  host: "https://api.featherless.ai",
  tasks: {
    conversational: chat("v1/chat/completions"),
    "text-generation": completions("v1/completions"),
  },
};
