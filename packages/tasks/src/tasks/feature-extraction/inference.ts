// Feature extraction (embeddings).

export type FeatureExtractionInputTruncationDirection = "left" | "right";

export type FeatureExtractionInputs = string[] | string;

export interface FeatureExtractionInput {
  inputs: FeatureExtractionInputs;
  normalize?: boolean;
  prompt_name?: string;
  truncate?: boolean;
  truncation_direction?: FeatureExtractionInputTruncationDirection;
  /** OpenAI-compatible providers. */
  encoding_format?: "float" | "base64";
  dimensions?: number | null;
  [property: string]: unknown;
}

/** Nested at most 3 levels (per token, per input, per batch). */
export type FeatureExtractionOutput = (number | number[] | number[][])[];
