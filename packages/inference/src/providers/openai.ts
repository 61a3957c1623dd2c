import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

/** Client-side only: called with an OpenAI key and an `openai/<model>` id, never through the router. */
export const openai: ProviderSpec = {
  host: "https://api.openai.com",
  clientSideOnly: true,
  tasks: { conversational: chat("v1/chat/completions") },
};
