// Video classification.

import type { ClassificationOutputTransform } from "../text-classification/inference.js";

export interface VideoClassificationParameters {
  frame_sampling_rate?: number;
  function_to_apply?: ClassificationOutputTransform;
  num_frames?: number;
  top_k?: number;
  [property: string]: unknown;
}

export interface VideoClassificationInput {
  inputs: unknown;
  parameters?: VideoClassificationParameters;
  [property: string]: unknown;
}

export interface VideoClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type VideoClassificationOutput = VideoClassificationOutputElement[];
