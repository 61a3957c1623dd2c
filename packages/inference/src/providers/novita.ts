import { chat, completionsViaChat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const novita: ProviderSpec = {
  host: "https://api.novita.ai",
  tasks: {
    conversational: chat("v3/openai/chat/completions"),
    "text-generation": completionsViaChat("v3/openai/chat/completions"),
  },
};
