import { chat } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

/** Cerebras answers `store` with 400 wrong_api_format, so it is dropped. */
export const cerebras: ProviderSpec = {
  host: "https://api.cerebras.ai",
  tasks: {
    conversational: chat("v1/chat/completions", ({ store, ...payload }) => payload),
  },
};
