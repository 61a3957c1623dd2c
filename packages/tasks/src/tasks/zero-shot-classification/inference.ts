// Zero-shot text classification.

export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  multi_label?: boolean;
  [property: string]: unknown;
}

export interface ZeroShotClassificationInput {
  inputs: string;
  parameters: ZeroShotClassificationParameters;
  [property: string]: unknown;
}

export interface ZeroShotClassificationOutputElement {
  label: string;
  score: number;
  [property: string]: unknown;
}

export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];
