// Translation.

export type TranslationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface TranslationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  src_lang?: string;
  tgt_lang?: string;
  truncation?: TranslationTruncationStrategy;
  [property: string]: unknown;
}

export interface TranslationInput {
  inputs: string;
  parameters?: TranslationParameters;
  [property: string]: unknown;
}

export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}
