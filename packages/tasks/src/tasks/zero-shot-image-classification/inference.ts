// Zero-shot image classification.

export interface ZeroShotImageClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  [property: string]: unknown;
}

export interface ZeroShotImageClassificationInput {
  inputs: Blob;
  parameters: ZeroShotImageClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotImageClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type ZeroShotImageClassificationOutput = ZeroShotImageClassificationOutputElement[];
