// Object detection.

export interface ObjectDetectionParameters {
  threshold?: number;
  [property: string]: unknown;
}

export interface ObjectDetectionInput {
  inputs: Blob;
  parameters?: ObjectDetectionParameters;
  [property: string]: unknown;
}

export interface BoundingBox {
  xmin: number;
  xmax: number;
  ymin: number;
  ymax: number;
  [property: string]: unknown;
}

export interface ObjectDetectionOutputElement {
  box: BoundingBox;
  label: string;
  score: number;
  [property: string]: unknown;
}

export type ObjectDetectionOutput = ObjectDetectionOutputElement[];
