import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const fireworksAi: ProviderSpec = {
  host: "https://api.fireworks.ai",
  tasks: { conversational: chat("inference/v1/chat/completions") },
};
