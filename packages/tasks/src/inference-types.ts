// Inference input/output types of every task (one module per task under tasks/<key>/inference.ts),
// shared with @atrium/inference. Filled by the inference issue.
export {};
