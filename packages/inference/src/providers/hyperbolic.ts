import { chat, completionsViaChat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const hyperbolic: ProviderSpec = {
  host: "https://api.hyperbolic.xyz",
  tasks: {
    conversational: chat("v1/chat/completions"),
    "text-generation": completionsViaChat("v1/chat/completions"),
  },
};
