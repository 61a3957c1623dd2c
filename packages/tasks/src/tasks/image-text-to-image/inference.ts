// Image-text to image (prompt-guided image editing).

import type { TargetSize } from "../image-to-image/inference.js";

export interface ImageTextToImageParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  prompt?: string;
  seed?: number;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageTextToImageInput {
  inputs?: Blob;
  parameters?: ImageTextToImageParameters;
  [property: string]: unknown;
}

export interface ImageTextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
