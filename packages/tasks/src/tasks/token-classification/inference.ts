// Token classification (named entities, parts of speech).

export type TokenClassificationAggregationStrategy = "none" | "simple" | "first" | "average" | "max";

export interface TokenClassificationParameters {
  aggregation_strategy?: TokenClassificationAggregationStrategy;
  ignore_labels?: string[];
  stride?: number;
  [property: string]: unknown;
}

export interface TokenClassificationInput {
  inputs: string;
  parameters?: TokenClassificationParameters;
  [property: string]: unknown;
}

export interface TokenClassificationOutputElement {
  end: number;
  entity?: string;
  entity_group?: string;
  score: number;
  start: number;
  word: string;
  [property: string]: unknown;
}

export type TokenClassificationOutput = TokenClassificationOutputElement[];
