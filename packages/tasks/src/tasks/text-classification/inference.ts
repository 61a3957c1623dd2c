// Text classification.

export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

export interface TextClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export interface TextClassificationInput {
  inputs: string;
  parameters?: TextClassificationParameters;
  [property: string]: unknown;
}

export interface TextClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type TextClassificationOutput = TextClassificationOutputElement[];
