import { describe, expect, it } from "vitest";
import type { ModelData } from "../src/model-data.js";
import {
  DEFAULT_CANDIDATE_LABELS,
  DEFAULT_IMAGE_EDIT_PROMPT,
  DEFAULT_IMAGE_PROMPT,
  DEFAULT_VIDEO_PROMPT,
  getModelInputSnippet,
  NO_INPUT_EXAMPLE,
  TASKS_WITH_INPUT_EXAMPLES,
} from "../src/model-input-snippets.js";
import { PIPELINE_TYPES } from "../src/pipelines.js";

const model = (pipeline_tag: string | undefined, extra: Partial<ModelData> = {}): ModelData => ({
  id: "org/model",
  tags: [],
  pipeline_tag,
  ...extra,
});

describe("getModelInputSnippet", () => {
  it("says so when the task has no example", () => {
    expect(getModelInputSnippet(model(undefined))).toBe(NO_INPUT_EXAMPLE);
    expect(getModelInputSnippet(model("graph-ml"))).toBe("No input example has been defined for this model task.");
    expect(getModelInputSnippet(model("not-a-task"))).toBe(NO_INPUT_EXAMPLE);
    // object prototype names are not tasks
    for (const tag of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(getModelInputSnippet(model(tag))).toBe(NO_INPUT_EXAMPLE);
    }
  });

  it("has an example for the tasks that take one, all known tasks", () => {
    expect(TASKS_WITH_INPUT_EXAMPLES.length).toBeGreaterThanOrEqual(30);
    for (const task of TASKS_WITH_INPUT_EXAMPLES) {
      expect(PIPELINE_TYPES).toContain(task);
      expect(getModelInputSnippet(model(task))).not.toBe(NO_INPUT_EXAMPLE);
    }
  });

  it("uses the prompt defaults of the specification", () => {
    expect(getModelInputSnippet(model("text-to-image"), false, true)).toBe(DEFAULT_IMAGE_PROMPT);
    expect(DEFAULT_IMAGE_PROMPT).toBe("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k");
    expect(JSON.parse(getModelInputSnippet(model("image-to-image")) as string).prompt).toBe("Turn this cat into a dog");
    expect(DEFAULT_IMAGE_EDIT_PROMPT).toBe("Turn this cat into a dog");
    expect(getModelInputSnippet(model("text-to-video"), false, true)).toMatch(/man .* red electric guitar/);
    expect(JSON.parse(getModelInputSnippet(model("image-to-video")) as string).prompt).toBe(DEFAULT_VIDEO_PROMPT);
    expect([...DEFAULT_CANDIDATE_LABELS]).toEqual(["refund", "legal", "faq"]);
  });

  it("returns valid JSON literals for text tasks", () => {
    for (const task of ["text-classification", "token-classification", "translation", "summarization"]) {
      const input = getModelInputSnippet(model(task));
      expect(typeof JSON.parse(input as string)).toBe("string");
    }
    const qa = JSON.parse(getModelInputSnippet(model("question-answering")) as string);
    expect(qa).toEqual({ question: "What is my name?", context: "My name is Clara and I live in Berkeley." });
  });

  it("prefers the model's widget data", () => {
    expect(getModelInputSnippet(model("text-classification", { widgetData: [{ text: "Great film" }] }))).toBe(
      '"Great film"',
    );
    const similarity = getModelInputSnippet(
      model("sentence-similarity", { widgetData: [{ source_sentence: "a", sentences: ["b", "c"] }] }),
    );
    expect(JSON.parse(similarity as string)).toEqual({ source_sentence: "a", sentences: ["b", "c"] });
    const qa = getModelInputSnippet(model("question-answering", { widgetData: [{ text: "Who?", context: "Me." }] }));
    expect(JSON.parse(qa as string)).toEqual({ question: "Who?", context: "Me." });
    expect(getModelInputSnippet(model("text-classification", { widgetData: [{ text: "   " }] }))).toBe(
      '"I like you. I love you"',
    );
  });

  it("escapes repository values so they cannot break out of the literal", () => {
    const hostile = 'x" + __import__("os").system("id") + "\n';
    const input = getModelInputSnippet(model("text-classification", { widgetData: [{ text: hostile }] })) as string;
    expect(JSON.parse(input)).toBe(hostile);
    const mask = getModelInputSnippet(model("fill-mask", { mask_token: '<mask>"' })) as string;
    expect(JSON.parse(mask)).toBe('The answer to the universe is <mask>".');
    expect(JSON.parse(getModelInputSnippet(model("fill-mask")) as string)).toContain("[MASK]");
  });

  it("collapses line breaks and indentation with noWrap", () => {
    const wrapped = getModelInputSnippet(model("question-answering")) as string;
    expect(wrapped).toContain("\n");
    const flat = getModelInputSnippet(model("question-answering"), true) as string;
    expect(flat).not.toMatch(/[\r\n\t]/);
    expect(flat).not.toMatch(/ {2}/);
    expect(JSON.parse(flat)).toEqual(JSON.parse(wrapped));
  });

  it("strips surrounding quotes with noQuotes, and only surrounding ones", () => {
    expect(getModelInputSnippet(model("text-classification"), false, true)).toBe("I like you. I love you");
    const obj = getModelInputSnippet(model("question-answering"), true, true) as string;
    expect(obj.startsWith("{")).toBe(true);
    expect(getModelInputSnippet(model("audio-classification"), false, true)).toBe("sample1.flac");
  });

  it("gives chat messages for conversational tasks", () => {
    expect(getModelInputSnippet(model("text-generation"))).toEqual([
      { role: "user", content: "What is the capital of France?" },
    ]);
    const vision = getModelInputSnippet(model("image-text-to-text"));
    expect(Array.isArray(vision)).toBe(true);
    const content = (vision as { content: { type: string }[] }[])[0].content;
    expect(content.map((c) => c.type)).toEqual(["text", "image_url"]);
  });

  it("keeps the tabular example a quoted JSON document", () => {
    const input = getModelInputSnippet(model("tabular-regression")) as string;
    expect(input.startsWith("'") && input.endsWith("'")).toBe(true);
    expect(JSON.parse(input.slice(1, -1)).Species).toEqual(["Bream", "Bream"]);
  });
});
