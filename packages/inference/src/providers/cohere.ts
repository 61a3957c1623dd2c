import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const cohere: ProviderSpec = {
  host: "https://api.cohere.com",
  tasks: { conversational: chat("compatibility/v1/chat/completions") },
};
