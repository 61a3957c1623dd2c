/**
 * getModelInputSnippet against the widely used one, on every task key, with and without widget data,
 * with each of noWrap / noQuotes. Every difference must be one of the deliberate ones listed in the
 * README ("Example inputs"); a new difference fails the test. Skipped when the peer is not installed
 * in bench/node_modules (the example-input rules themselves are tested in model-input-snippets.test.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ModelData } from "../src/model-data.js";
import { getModelInputSnippet } from "../src/model-input-snippets.js";
import { PIPELINE_TYPES } from "../src/pipelines.js";
import { loadPeer, PEER_AVAILABLE, PEER_SKIP_REASON, type PeerTasks } from "./peer.js";

/** Tasks whose default example differs from the peer's, and why (README, "Example inputs"). */
const DIFFERENT_DEFAULTS: Record<string, string> = {
  "text-to-image": "SPEC §9 image prompt",
  "image-to-image": "SPEC §9 edit prompt",
  "image-text-to-image": "SPEC §9 edit prompt",
  "image-to-video": "SPEC §9 video prompt",
  "image-text-to-video": "SPEC §9 video prompt",
  "text-to-video": "SPEC §9 video prompt",
  "fill-mask": "[MASK] when the model has no mask token (the peer writes undefined)",
  summarization: "a shorter article",
  "visual-question-answering": "an example where the peer has none",
};

/** Widget examples of the kinds the tasks read. */
const WIDGETS: { name: string; widgetData: ModelData["widgetData"]; values: string[] }[] = [
  { name: "text", widgetData: [{ text: "Widget text here" }], values: ["Widget text here"] },
  {
    name: "sentences",
    widgetData: [{ source_sentence: "Widget source", sentences: ["Widget one", "Widget two"] }],
    values: ["Widget source", "Widget one", "Widget two"],
  },
  {
    name: "question",
    widgetData: [{ text: "Widget question?", context: "Widget context." }],
    values: ["Widget question?", "Widget context."],
  },
];

/** The JSON value of an example (strings are JSON literals, tabular ones inside single quotes). */
function value(input: unknown): unknown {
  if (typeof input !== "string") return input;
  const literal = input.startsWith("'") && input.endsWith("'") ? input.slice(1, -1) : input;
  try {
    return JSON.parse(literal);
  } catch {
    return input;
  }
}

describe.skipIf(!PEER_AVAILABLE)(
  PEER_AVAILABLE ? "getModelInputSnippet vs the peer" : `getModelInputSnippet vs the peer (${PEER_SKIP_REASON})`,
  () => {
    let peer: PeerTasks;
    beforeAll(async () => {
      peer = (await loadPeer()).api;
    });
    const model = (task: string, widgetData?: ModelData["widgetData"]): ModelData => ({
      id: "org/model",
      tags: [],
      pipeline_tag: task,
      ...(widgetData ? { widgetData } : {}),
    });

    it("gives the same default example, as a value, for every task but the documented ones", () => {
      const differing: string[] = [];
      for (const task of PIPELINE_TYPES) {
        const ours = getModelInputSnippet(model(task));
        const theirs = peer.getModelInputSnippet(model(task));
        if (JSON.stringify(value(ours)) !== JSON.stringify(value(theirs))) differing.push(task);
      }
      expect(differing.sort()).toEqual(Object.keys(DIFFERENT_DEFAULTS).sort());
    });

    it("gives the same text, flag for flag, but for the layout of the JSON (whitespace, number format)", () => {
      const unexplained: string[] = [];
      for (const task of PIPELINE_TYPES) {
        if (Object.hasOwn(DIFFERENT_DEFAULTS, task)) continue;
        for (const noWrap of [false, true]) {
          for (const noQuotes of [false, true]) {
            const ours = getModelInputSnippet(model(task), noWrap, noQuotes);
            const theirs = peer.getModelInputSnippet(model(task), noWrap, noQuotes);
            if (JSON.stringify(ours) === JSON.stringify(theirs)) continue;
            // deliberate: noWrap also removes the indentation after each line break, and our JSON
            // examples are laid out by JSON.stringify (the peer's are hand-indented); the value is the same
            const sameValue = JSON.stringify(value(ours)) === JSON.stringify(value(theirs));
            const layoutOnly = typeof ours === "string" && typeof theirs === "string";
            if (!(sameValue && layoutOnly)) unexplained.push(`${task} noWrap=${noWrap} noQuotes=${noQuotes}`);
          }
        }
      }
      expect(unexplained).toEqual([]);
    });

    it("uses widget data where the peer ignores it, and otherwise agrees", () => {
      const unexplained: string[] = [];
      let used = 0;
      for (const task of PIPELINE_TYPES) {
        for (const widget of WIDGETS) {
          const ours = getModelInputSnippet(model(task, widget.widgetData));
          const theirs = peer.getModelInputSnippet(model(task, widget.widgetData));
          const oursDefault = getModelInputSnippet(model(task));
          // the peer's example does not depend on widget data
          expect(theirs).toEqual(peer.getModelInputSnippet(model(task)));
          if (JSON.stringify(ours) === JSON.stringify(oursDefault)) continue;
          // ours changed: only by taking the widget's values
          const text = JSON.stringify(ours);
          if (widget.values.some((v) => text.includes(v))) used++;
          else unexplained.push(`${task} with ${widget.name} widget`);
        }
      }
      expect(unexplained).toEqual([]);
      expect(used).toBeGreaterThan(10);
    });
  },
);

if (!PEER_AVAILABLE) console.warn(`model-input-peer.test.ts: ${PEER_SKIP_REASON}`);
