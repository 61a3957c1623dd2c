// Tabular classification: one predicted label per row.

export interface TabularClassificationInput {
  inputs: {
    /** Column name → values, every column of the same length. */
    data: Record<string, string[]>;
  };
  [property: string]: unknown;
}

export type TabularClassificationOutput = number[];
