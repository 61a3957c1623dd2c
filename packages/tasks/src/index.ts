export * from "./gguf.js";
export * from "./inference-types.js";
export * from "./library-to-tasks.js";
export { type ModelData, normalizeModelData, type WidgetExampleItem } from "./model-data.js";
export * from "./model-input-snippets.js";
export * from "./model-libraries.js";
export * from "./pipelines.js";
export * from "./snippets/index.js";
export * from "./tasks/index.js";
