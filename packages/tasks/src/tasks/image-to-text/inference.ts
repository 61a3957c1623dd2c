// Image to text (captioning).

export type EarlyStoppingUnion = boolean | "never";

export interface GenerationParameters {
  do_sample?: boolean;
  early_stopping?: EarlyStoppingUnion;
  epsilon_cutoff?: number;
  eta_cutoff?: number;
  max_new_tokens?: number;
  max_length?: number;
  min_length?: number;
  min_new_tokens?: number;
  num_beam_groups?: number;
  num_beams?: number;
  penalty_alpha?: number;
  temperature?: number;
  top_k?: number;
  top_p?: number;
  typical_p?: number;
  use_cache?: boolean;
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
