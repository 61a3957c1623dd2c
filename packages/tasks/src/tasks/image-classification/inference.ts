// Image classification.

import type { ClassificationOutputTransform } from "../text-classification/inference.js";

export interface ImageClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export interface ImageClassificationInput {
  inputs: Blob;
  parameters?: ImageClassificationParameters;
  [property: string]: unknown;
}

export interface ImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type ImageClassificationOutput = ImageClassificationOutputElement[];
