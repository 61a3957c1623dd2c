export * from "./inference-types.js";
export type { ModelData, WidgetExampleItem } from "./model-data.js";
export * from "./snippets/index.js";
