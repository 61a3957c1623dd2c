// Text to image.

export interface TextToImageParameters {
  guidance_scale?: number;
  height?: number;
  width?: number;
  negative_prompt?: string;
  num_inference_steps?: number;
  scheduler?: string;
  seed?: number;
  [property: string]: unknown;
}

export interface TextToImageInput {
  inputs: string;
  parameters?: TextToImageParameters;
  [property: string]: unknown;
}

export interface TextToImageOutput {
  image: unknown;
  [property: string]: unknown;
}
