// Summarization.

export type SummarizationTruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

export interface SummarizationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  truncation?: SummarizationTruncationStrategy;
  [property: string]: unknown;
}

export interface SummarizationInput {
  inputs: string;
  parameters?: SummarizationParameters;
  [property: string]: unknown;
}

export interface SummarizationOutput {
  summary_text: string;
  [property: string]: unknown;
}
