// Table question answering.

export type Padding = "do_not_pad" | "longest" | "max_length";

export interface TableQuestionAnsweringInputData {
  question: string;
  table: Record<string, string[]>;
  [property: string]: unknown;
}

export interface TableQuestionAnsweringParameters {
  padding?: Padding;
  sequential?: boolean;
  truncation?: boolean;
  [property: string]: unknown;
}

export interface TableQuestionAnsweringInput {
  inputs: TableQuestionAnsweringInputData;
  parameters?: TableQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface TableQuestionAnsweringOutputElement {
  aggregator?: string;
  answer: string;
  cells: string[];
  coordinates: Array<number[]>;
  [property: string]: unknown;
}

export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];
