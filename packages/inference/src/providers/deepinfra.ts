import { chat, completions, embeddings, speech, transcriptions } from "./openai-compatible.js";
import type { ProviderSpec } from "./types.js";

export const deepinfra: ProviderSpec = {
  host: "https://api.deepinfra.com",
  tasks: {
    conversational: chat("v1/openai/chat/completions"),
    "text-generation": completions("v1/openai/completions"),
    "feature-extraction": embeddings("v1/openai/embeddings"),
    "text-to-speech": speech("v1/openai/audio/speech"),
    "automatic-speech-recognition": transcriptions("v1/openai/audio/transcriptions"),
  },
};
