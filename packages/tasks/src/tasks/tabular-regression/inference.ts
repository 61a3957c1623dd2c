// Tabular regression: one predicted value per row.

export interface TabularRegressionInput {
  inputs: {
    /** Column name → values, every column of the same length. */
    data: Record<string, string[]>;
  };
  [property: string]: unknown;
}

export type TabularRegressionOutput = number[];
