import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const zaiOrg: ProviderSpec = {
  host: "https://api.z.ai",
  headers: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
  tasks: { conversational: chat("api/paas/v4/chat/completions") },
};
