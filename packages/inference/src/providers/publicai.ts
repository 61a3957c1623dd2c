import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const publicai: ProviderSpec = {
  host: "https://api.publicai.co",
  tasks: { conversational: chat("v1/chat/completions") },
};
