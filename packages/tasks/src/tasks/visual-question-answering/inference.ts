// Visual question answering.

export interface VisualQuestionAnsweringInputData {
  image: unknown;
  question: string;
  [property: string]: unknown;
}

export interface VisualQuestionAnsweringParameters {
  top_k?: number;
  [property: string]: unknown;
}

export interface VisualQuestionAnsweringInput {
  inputs: VisualQuestionAnsweringInputData;
  parameters?: VisualQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface VisualQuestionAnsweringOutputElement {
  answer?: string;
  score: number;
  [property: string]: unknown;
}

export type VisualQuestionAnsweringOutput = VisualQuestionAnsweringOutputElement[];
