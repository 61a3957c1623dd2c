import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const nscale: ProviderSpec = {
  host: "https://inference.api.nscale.com",
  tasks: { conversational: chat("v1/chat/completions") },
};
