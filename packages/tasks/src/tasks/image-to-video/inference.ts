// Image to video.

import type { TargetSize } from "../image-to-image/inference.js";

export interface ImageToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_frames?: number;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageToVideoInput {
  inputs: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
}

export interface ImageToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
