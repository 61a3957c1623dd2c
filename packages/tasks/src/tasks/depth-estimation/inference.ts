// Depth estimation.

export interface DepthEstimationInput {
  inputs: unknown;
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
}

export interface DepthEstimationOutput {
  depth?: unknown;
  predicted_depth?: unknown;
  [property: string]: unknown;
}
