import { describe, expect, it } from "vitest";
import { normalizeModelData } from "../src/model-data.js";

describe("normalizeModelData", () => {
  it("gives a record with an id and a list of tags for any value", () => {
    for (const value of [undefined, null, 3, "org/model", [], true]) {
      expect(normalizeModelData(value)).toEqual({ id: "", tags: [] });
    }
    expect(normalizeModelData({ id: 42, tags: "conversational" })).toEqual({ id: "42", tags: [] });
    expect(normalizeModelData({ id: { a: 1 }, tags: ["a", 1, null, "b"] })).toEqual({ id: "", tags: ["a", "b"] });
  });

  it("drops text fields of the wrong type and keeps strings exactly", () => {
    const odd = 'x"\n\0\ud800';
    expect(normalizeModelData({ id: odd, pipeline_tag: 5, library_name: null, mask_token: odd })).toEqual({
      id: odd,
      tags: [],
      mask_token: odd,
    });
  });

  it("keeps the documented types of config, cardData and transformersInfo fields", () => {
    const model = normalizeModelData({
      id: "org/model",
      tags: [],
      config: {
        architectures: ["BertModel", 3],
        peft: { task_type: 3, base_model_name_or_path: "base/model" },
        sklearn: { model: { file: 12 }, model_format: "pickle" },
        speechbrain: "EncoderClassifier",
        keras_hub: { tasks: "CausalLM" },
        custom_key: { kept: true },
      },
      cardData: { base_model: ["a/b", 1], instance_prompt: 7 },
      transformersInfo: { auto_model: 7, processor: "AutoTokenizer" },
    });
    expect(model.config).toEqual({
      architectures: ["BertModel"],
      peft: { base_model_name_or_path: "base/model" },
      sklearn: { model: {}, model_format: "pickle" },
      keras_hub: {},
      custom_key: { kept: true },
    });
    expect(model.cardData).toEqual({ base_model: ["a/b"] });
    expect(model.transformersInfo).toEqual({ auto_model: "", processor: "AutoTokenizer" });
    expect(normalizeModelData({ cardData: { base_model: "a/b", instance_prompt: null } }).cardData).toEqual({
      base_model: "a/b",
      instance_prompt: null,
    });
    for (const wrong of [null, 3, "x", []]) {
      const m = normalizeModelData({ config: wrong, cardData: wrong, transformersInfo: wrong });
      expect(m).toEqual({ id: "", tags: [] });
      if (!Array.isArray(wrong)) expect(normalizeModelData({ widgetData: wrong }).widgetData).toBeUndefined();
    }
  });

  it("makes widgetData a list of plain objects with text fields and a sentences list", () => {
    const model = normalizeModelData({
      widgetData: [{ text: 5, source_sentence: "a", sentences: ["b", 2, "c"], context: null }, "text", null],
    });
    expect(model.widgetData).toEqual([{ source_sentence: "a", sentences: ["b", "c"] }, {}, {}]);
  });

  it("does not modify its input", () => {
    const input = { id: 1, tags: ["a", 2], config: { peft: { task_type: 1 } } };
    const copy = structuredClone(input);
    normalizeModelData(input);
    expect(input).toEqual(copy);
  });
});
