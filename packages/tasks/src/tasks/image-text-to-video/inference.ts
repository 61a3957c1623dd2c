// Image-text to video (prompt-guided image animation).

import type { TargetSize } from "../image-to-image/inference.js";

export interface ImageTextToVideoParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_frames?: number;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageTextToVideoInput {
  inputs?: Blob;
  parameters?: ImageTextToVideoParameters;
  [property: string]: unknown;
}

export interface ImageTextToVideoOutput {
  video: unknown;
  [property: string]: unknown;
}
