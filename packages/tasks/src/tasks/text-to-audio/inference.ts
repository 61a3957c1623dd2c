// Text to audio.

import type { GenerationParameters } from "../image-to-text/inference.js";

export interface TextToAudioParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}

export interface TextToAudioInput {
  inputs: string;
  parameters?: TextToAudioParameters;
  [property: string]: unknown;
}

export interface TextToAudioOutput {
  audio: Blob;
  sampling_rate: number;
  [property: string]: unknown;
}
