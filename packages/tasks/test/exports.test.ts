import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

// The runtime names of the widely used catalogue that this package provides (drop-in compatibility).
const DROP_IN = [
  "ALL_DISPLAY_MODEL_LIBRARY_KEYS",
  "ALL_MODEL_LIBRARY_KEYS",
  "GGMLFileQuantizationType",
  "GGMLQuantizationType",
  "GGUF_QUANT_ORDER",
  "GGUF_QUANT_RE",
  "GGUF_QUANT_RE_GLOBAL",
  "LIBRARY_TASK_MAPPING",
  "MODALITIES",
  "MODALITY_LABELS",
  "MODEL_LIBRARIES_UI_ELEMENTS",
  "PIPELINE_DATA",
  "PIPELINE_TYPES",
  "PIPELINE_TYPES_SET",
  "SUBTASK_TYPES",
  "TASKS_DATA",
  "TASKS_MODEL_LIBRARIES",
  "findNearestQuantType",
  "getModelInputSnippet",
  "parseGGUFQuantLabel",
];

const EXPORTED = new Set(Object.keys(api));

describe("package exports", () => {
  it.each(DROP_IN)("exports %s", (name) => {
    expect(EXPORTED.has(name)).toBe(true);
  });

  it("exports the extensions", () => {
    for (const name of [
      "parseGGUFQuantization",
      "GGUF_QUANT_DESCRIPTIONS",
      "librarySnippets",
      "librariesServingTask",
      "taskDemoAssetUrl",
      "isPipelineType",
      "isModelLibraryKey",
      "LIBRARY_SNIPPET_GENERATORS",
      "normalizeModelData",
    ]) {
      expect(EXPORTED.has(name), name).toBe(true);
    }
  });
});
