// Image segmentation.

export type ImageSegmentationSubtask = "instance" | "panoptic" | "semantic";

export interface ImageSegmentationParameters {
  mask_threshold?: number;
  overlap_mask_area_threshold?: number;
  subtask?: ImageSegmentationSubtask;
  threshold?: number;
  [property: string]: unknown;
}

export interface ImageSegmentationInput {
  inputs: Blob | ArrayBuffer;
  parameters?: ImageSegmentationParameters;
  [property: string]: unknown;
}

export interface ImageSegmentationOutputElement {
  label: string;
  /** The mask as a base64-encoded PNG (hf-inference). */
  mask: string;
  score?: number;
  [property: string]: unknown;
}

export type ImageSegmentationOutput = ImageSegmentationOutputElement[];
