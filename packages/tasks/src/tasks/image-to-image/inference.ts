// Image to image.

export interface TargetSize {
  height: number;
  width: number;
  [property: string]: unknown;
}

export interface ImageToImageParameters {
  guidance_scale?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  prompt?: string;
  target_size?: TargetSize;
  [property: string]: unknown;
}

export interface ImageToImageInput {
  inputs: Blob;
  parameters?: ImageToImageParameters;
  [property: string]: unknown;
}

export interface ImageToImageOutput {
  image?: unknown;
  [property: string]: unknown;
}
