import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Table-to-text generation writes a fluent description of the facts in a table or a highlighted part of it: a sports result, a person's biography from an infobox, a product sheet. Models must stay faithful to the cells and not invent facts.",
  models: [
    {
      id: "google/flan-t5-large",
      description: "Instruction-tuned text-to-text model that can verbalise a table flattened into text.",
    },
    {
      id: "microsoft/tapex-large",
      description: "BART model pre-trained on tables, a base for table-grounded generation.",
    },
  ],
  datasets: [
    {
      id: "GEM/totto",
      description: "Wikipedia tables with highlighted cells and one-sentence descriptions.",
    },
    { id: "GEM/web_nlg", description: "Sets of knowledge-graph triples paired with texts that express them." },
  ],
  spaces: [
    {
      id: "evaluate-metric/bleu",
      description: "Explains and computes BLEU, used to compare generated and reference texts.",
    },
  ],
  metrics: [
    { id: "bleu", description: "N-gram overlap with reference descriptions." },
    { id: "parent", description: "Checks generated text against both the reference and the table itself." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Name", "Born", "Field"],
          ["Marie Curie", "1867", "Physics, Chemistry"],
        ],
      },
    ],
    outputs: [
      { type: "text", label: "Output", content: "Marie Curie, born in 1867, worked in physics and chemistry." },
    ],
  },
  widgetModels: ["google/flan-t5-large"],
  isPlaceholder: false,
};

export default taskData;
