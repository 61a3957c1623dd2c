// Text to speech.

import type { GenerationParameters } from "../image-to-text/inference.js";

export interface TextToSpeechParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}

export interface TextToSpeechInput {
  inputs: string;
  parameters?: TextToSpeechParameters;
  [property: string]: unknown;
}

export interface TextToSpeechOutput {
  audio: unknown;
  sampling_rate?: number;
  [property: string]: unknown;
}
