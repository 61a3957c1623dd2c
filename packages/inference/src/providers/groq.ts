import { chat, completionsViaChat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

/** Groq serves text generation on its chat route too: the prompt is sent as one user message. */
export const groq: ProviderSpec = {
  host: "https://api.groq.com",
  tasks: {
    conversational: chat("openai/v1/chat/completions"),
    "text-generation": completionsViaChat("openai/v1/chat/completions"),
  },
};
