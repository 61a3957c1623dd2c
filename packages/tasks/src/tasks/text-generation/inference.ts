// Text generation (TGI-style inputs, completion-style outputs) and its stream chunks.

export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

export type Type = "json" | "regex" | "json_object";

export interface TextGenerationInputGrammarType {
  type: Type;
  value?: unknown;
  [property: string]: unknown;
}

export interface TextGenerationInputGenerateParameters {
  adapter_id?: string;
  best_of?: number;
  decoder_input_details?: boolean;
  details?: boolean;
  do_sample?: boolean;
  frequency_penalty?: number;
  grammar?: TextGenerationInputGrammarType;
  max_new_tokens?: number;
  repetition_penalty?: number;
  return_full_text?: boolean;
  seed?: number;
  stop?: string[];
  temperature?: number;
  top_k?: number;
  top_n_tokens?: number;
  top_p?: number;
  truncate?: number;
  typical_p?: number;
  watermark?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationInput {
  inputs: string;
  parameters?: TextGenerationInputGenerateParameters;
  stream?: boolean;
  [property: string]: unknown;
}

export interface TextGenerationOutputPrefillToken {
  id: number;
  logprob: number;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationOutputToken {
  id: number;
  logprob: number;
  special: boolean;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationOutputBestOfSequence {
  finish_reason: TextGenerationOutputFinishReason;
  generated_text: string;
  generated_tokens: number;
  prefill: TextGenerationOutputPrefillToken[];
  seed?: number;
  tokens: TextGenerationOutputToken[];
  top_tokens?: Array<TextGenerationOutputToken[]>;
  [property: string]: unknown;
}

export interface TextGenerationOutputDetails {
  best_of_sequences?: TextGenerationOutputBestOfSequence[];
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  prefill: TextGenerationOutputPrefillToken[];
  seed?: number;
  tokens: TextGenerationOutputToken[];
  top_tokens?: Array<TextGenerationOutputToken[]>;
  [property: string]: unknown;
}

export interface TextGenerationOutput {
  generated_text: string;
  details?: TextGenerationOutputDetails;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputToken {
  id: number;
  logprob: number;
  special: boolean;
  text: string;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutputStreamDetails {
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  input_length?: number;
  seed?: number;
  [property: string]: unknown;
}

export interface TextGenerationStreamOutput {
  index?: number;
  token: TextGenerationStreamOutputToken;
  generated_text?: string | null;
  details?: TextGenerationStreamOutputStreamDetails | null;
  top_tokens?: TextGenerationStreamOutputToken[];
  [property: string]: unknown;
}
