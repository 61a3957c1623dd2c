// Sentence similarity: one source sentence compared with many.

export interface SentenceSimilarityInputData {
  source_sentence: string;
  sentences: string[];
  [property: string]: unknown;
}

export interface SentenceSimilarityInput {
  inputs: SentenceSimilarityInputData;
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
}

export type SentenceSimilarityOutput = number[];
