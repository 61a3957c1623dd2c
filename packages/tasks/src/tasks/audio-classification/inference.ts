// Audio classification.

import type { ClassificationOutputTransform } from "../text-classification/inference.js";

export interface AudioClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}

export interface AudioClassificationInput {
  inputs: Blob;
  parameters?: AudioClassificationParameters;
  [property: string]: unknown;
}

export interface AudioClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type AudioClassificationOutput = AudioClassificationOutputElement[];
