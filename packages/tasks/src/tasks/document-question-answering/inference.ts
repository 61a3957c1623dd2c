// Document question answering.

export interface DocumentQuestionAnsweringInputData {
  image: unknown;
  question: string;
  [property: string]: unknown;
}

export type WordBox = number[] | string;

export interface DocumentQuestionAnsweringParameters {
  doc_stride?: number;
  handle_impossible_answer?: boolean;
  lang?: string;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  word_boxes?: WordBox[];
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringInput {
  inputs: DocumentQuestionAnsweringInputData;
  parameters?: DocumentQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringOutputElement {
  answer: string;
  end?: number;
  score?: number;
  start?: number;
  [property: string]: unknown;
}

export type DocumentQuestionAnsweringOutput = DocumentQuestionAnsweringOutputElement[];
