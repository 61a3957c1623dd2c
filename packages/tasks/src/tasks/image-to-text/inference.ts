// Image to text (captioning).

export type EarlyStoppingUnion = boolean | "never";

export interface GenerationParameters {
  do_sample?: boolean;
  early_stopping?: EarlyStoppingUnion;
  max_new_tokens?: number;
  max_length?: number;
  min_length?: number;
  num_beams?: number;
  temperature?: number;
  top_k?: number;
  top_p?: number;
  [property: string]: unknown;
}

export interface ImageToTextParameters {
  generation_parameters?: GenerationParameters;
  max_new_tokens?: number;
  [property: string]: unknown;
}

export interface ImageToTextInput {
  inputs: Blob;
  parameters?: ImageToTextParameters;
  [property: string]: unknown;
}

export interface ImageToTextOutput {
  generated_text: string;
  [property: string]: unknown;
}
