import { afterEach, describe, expect, it } from "vitest";
import {
  LIBRARY_TASK_MAPPING,
  librariesServingTask,
  TASK_LIBRARY_MAPPING,
  TASKS_MODEL_LIBRARIES,
} from "../src/library-to-tasks.js";
import {
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
  ALL_MODEL_LIBRARY_KEYS,
  isModelLibraryKey,
  librarySnippets,
  MODEL_LIBRARIES_UI_ELEMENTS,
} from "../src/model-libraries.js";
import {
  isPipelineType,
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  PIPELINE_TYPES_SET,
  SUBTASK_TYPES,
} from "../src/pipelines.js";
import { LIBRARY_SNIPPET_GENERATORS } from "../src/snippets/index.js";
import {
  FILTER_LIBRARY_KEYS,
  LIBRARY_KEYS_WITH_SNIPPETS,
  LIBRARY_KEYS_WITHOUT_SNIPPETS,
  LIBRARY_TASKS,
  PIPELINES,
} from "./catalogue-facts.js";

describe("pipelines", () => {
  it("has the 57 task keys in catalogue order", () => {
    expect(PIPELINE_TYPES).toEqual(PIPELINES.map(([key]) => key));
    expect(PIPELINE_TYPES_SET.size).toBe(57);
  });

  it.each(PIPELINES)("%s: %s, %s, %i subtasks", (key, modality, name, subtasks, hideInModels, hideInDatasets) => {
    const data = PIPELINE_DATA[key as keyof typeof PIPELINE_DATA];
    expect(data.modality).toBe(modality);
    expect(data.name).toBe(name);
    expect(data.subtasks?.length ?? 0).toBe(subtasks);
    expect(data.hideInModels === true).toBe(hideInModels);
    expect(data.hideInDatasets === true).toBe(hideInDatasets);
  });

  it("has 7 modalities, each labelled, with the measured task counts", () => {
    expect([...MODALITIES]).toEqual(["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"]);
    expect(MODALITY_LABELS.nlp).toBe("Natural Language Processing");
    expect(MODALITY_LABELS.cv).toBe("Computer Vision");
    const counts = Object.fromEntries(
      MODALITIES.map((m) => [m, PIPELINE_TYPES.filter((k) => PIPELINE_DATA[k].modality === m).length]),
    );
    expect(counts).toEqual({ nlp: 15, audio: 6, multimodal: 9, cv: 19, rl: 2, tabular: 4, other: 2 });
  });

  it("has 75 subtasks, each with a type and a name", () => {
    expect(SUBTASK_TYPES).toHaveLength(75);
    expect(SUBTASK_TYPES.slice(0, 3)).toEqual([
      "acceptability-classification",
      "entity-linking-classification",
      "fact-checking",
    ]);
    for (const data of Object.values(PIPELINE_DATA)) {
      for (const s of data.subtasks ?? []) {
        expect(s.type).toMatch(/^[a-z0-9-]+$/);
        expect(s.name.length).toBeGreaterThan(1);
      }
    }
  });

  it("narrows strings to pipeline types", () => {
    expect(isPipelineType("text-to-image")).toBe(true);
    expect(isPipelineType("text-to-pizza")).toBe(false);
    expect(isPipelineType(3)).toBe(false);
  });
});

describe("model libraries", () => {
  it("has the 257 library keys", () => {
    expect(ALL_MODEL_LIBRARY_KEYS).toHaveLength(257);
    expect(new Set(ALL_MODEL_LIBRARY_KEYS)).toEqual(
      new Set([...LIBRARY_KEYS_WITH_SNIPPETS, ...LIBRARY_KEYS_WITHOUT_SNIPPETS]),
    );
    expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS)).toEqual(ALL_MODEL_LIBRARY_KEYS);
  });

  it("offers exactly the 35 filter libraries", () => {
    expect(new Set(ALL_DISPLAY_MODEL_LIBRARY_KEYS)).toEqual(new Set(FILTER_LIBRARY_KEYS));
    expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toHaveLength(35);
  });

  it("gives every entry a label, a repository and well-formed URLs", () => {
    let docs = 0;
    let downloads = 0;
    for (const key of ALL_MODEL_LIBRARY_KEYS) {
      const e = MODEL_LIBRARIES_UI_ELEMENTS[key];
      expect(e.prettyLabel.length, key).toBeGreaterThan(0);
      expect(e.repoName.length, key).toBeGreaterThan(0);
      expect(e.repoUrl, key).toMatch(/^https?:\/\//);
      if (e.docsUrl !== undefined) {
        expect(e.docsUrl, key).toMatch(/^https?:\/\//);
        docs++;
      }
      if (e.countDownloads !== undefined) {
        expect(e.countDownloads, key).toMatch(/path(_extension|_filename|_prefix)?:"/);
        downloads++;
      }
    }
    expect(docs).toBe(62);
    expect(downloads).toBe(194);
  });

  it("keeps the measured download queries", () => {
    expect(MODEL_LIBRARIES_UI_ELEMENTS.nemo.countDownloads).toBe(
      'path_extension:"nemo" OR path:"model_config.yaml" OR path_extension:"json"',
    );
    expect(MODEL_LIBRARIES_UI_ELEMENTS.transformers.countDownloads).toBeUndefined();
    expect(MODEL_LIBRARIES_UI_ELEMENTS["adapter-transformers"].countDownloads).toBe('path:"adapter_config.json"');
  });

  it("narrows strings to library keys", () => {
    expect(isModelLibraryKey("diffusers")).toBe(true);
    expect(isModelLibraryKey("toString")).toBe(false);
  });

  describe("snippets slot", () => {
    const key = "bertopic";
    const saved = LIBRARY_SNIPPET_GENERATORS[key];
    afterEach(() => {
      LIBRARY_SNIPPET_GENERATORS[key] = saved;
    });

    it("reads the generator map at access time", () => {
      LIBRARY_SNIPPET_GENERATORS[key] = undefined;
      expect(MODEL_LIBRARIES_UI_ELEMENTS[key].snippets).toBeUndefined();
      LIBRARY_SNIPPET_GENERATORS[key] = (model) => [{ language: "python", code: `load(${JSON.stringify(model.id)})` }];
      const model = { id: "org/topics", tags: [], library_name: key };
      expect(MODEL_LIBRARIES_UI_ELEMENTS[key].snippets?.(model)).toEqual(['load("org/topics")']);
      expect(librarySnippets(model)).toEqual([{ language: "python", code: 'load("org/topics")' }]);
      expect(librarySnippets(model, "no-such-library")).toEqual([]);
    });
  });
});

describe("library ↔ task mapping", () => {
  it("maps the 28 measured libraries to their tasks", () => {
    expect(LIBRARY_TASK_MAPPING).toEqual(LIBRARY_TASKS);
    expect(LIBRARY_TASK_MAPPING.transformers).toHaveLength(28);
  });

  it("reverses the mapping per task", () => {
    expect(librariesServingTask("token-classification")).toEqual([
      "adapter-transformers",
      "flair",
      "spacy",
      "span-marker",
      "stanza",
      "transformers",
    ]);
    expect(TASK_LIBRARY_MAPPING["text-to-image"]).toEqual(["diffusers"]);
    expect(Object.keys(TASK_LIBRARY_MAPPING)).toEqual(PIPELINE_TYPES);
  });

  it("lists known libraries for every task", () => {
    expect(Object.keys(TASKS_MODEL_LIBRARIES).sort()).toEqual([...PIPELINE_TYPES].sort());
    for (const [task, libraries] of Object.entries(TASKS_MODEL_LIBRARIES)) {
      expect(libraries.length, task).toBeGreaterThan(0);
      for (const library of libraries) expect(isModelLibraryKey(library), `${task}: ${library}`).toBe(true);
    }
  });
});
