// Fill mask.

export interface FillMaskParameters {
  targets?: string[];
  top_k?: number;
  [property: string]: unknown;
}

export interface FillMaskInput {
  inputs: string;
  parameters?: FillMaskParameters;
  [property: string]: unknown;
}

export interface FillMaskOutputElement {
  score: number;
  sequence: string;
  token: number;
  token_str: unknown;
  fill_mask_output_token_str?: string;
  [property: string]: unknown;
}

export type FillMaskOutput = FillMaskOutputElement[];
