import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const baseten: ProviderSpec = {
  host: "https://inference.baseten.co",
  tasks: { conversational: chat("v1/chat/completions") },
};
