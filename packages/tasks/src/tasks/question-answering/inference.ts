// Extractive question answering.

export interface QuestionAnsweringInputData {
  context: string;
  question: string;
  [property: string]: unknown;
}

export interface QuestionAnsweringParameters {
  align_to_words?: boolean;
  doc_stride?: number;
  handle_impossible_answer?: boolean;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  [property: string]: unknown;
}

export interface QuestionAnsweringInput {
  inputs: QuestionAnsweringInputData;
  parameters?: QuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface QuestionAnsweringOutputElement {
  answer: string;
  end: number;
  score: number;
  start: number;
  [property: string]: unknown;
}

export type QuestionAnsweringOutput = QuestionAnsweringOutputElement[];
