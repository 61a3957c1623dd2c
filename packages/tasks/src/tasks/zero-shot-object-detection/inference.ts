// Zero-shot object detection.

import type { BoundingBox } from "../object-detection/inference.js";

export interface ZeroShotObjectDetectionParameters {
  candidate_labels: string[];
  [property: string]: unknown;
}

export interface ZeroShotObjectDetectionInput {
  inputs: Blob;
  parameters: ZeroShotObjectDetectionParameters;
  [property: string]: unknown;
}

export interface ZeroShotObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}

export type ZeroShotObjectDetectionOutput = ZeroShotObjectDetectionOutputElement[];
