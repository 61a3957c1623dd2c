import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const clarifai: ProviderSpec = {
  host: "https://api.clarifai.com",
  auth: (key) => ({ Authorization: `Key ${key}` }),
  tasks: { conversational: chat("v2/ext/openai/v1/chat/completions") },
};
