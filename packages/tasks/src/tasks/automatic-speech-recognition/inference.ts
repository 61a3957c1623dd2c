// Automatic speech recognition.

import type { GenerationParameters } from "../image-to-text/inference.js";

export interface AutomaticSpeechRecognitionParameters {
  generation_parameters?: GenerationParameters;
  return_timestamps?: boolean;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionInput {
  inputs: Blob;
  parameters?: AutomaticSpeechRecognitionParameters;
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionOutputChunk {
  text: string;
  timestamp: number[];
  [property: string]: unknown;
}

export interface AutomaticSpeechRecognitionOutput {
  text: string;
  chunks?: AutomaticSpeechRecognitionOutputChunk[];
  [property: string]: unknown;
}
