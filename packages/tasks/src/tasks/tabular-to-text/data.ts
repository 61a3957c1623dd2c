import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Tabular-to-text generation writes prose from structured records, for example a restaurant description from its attributes or a weather report from measurements.",
  models: [
    {
      id: "google/flan-t5-base",
      description: "Instruction-tuned model that can turn flattened records into sentences.",
    },
    { id: "google/flan-t5-large", description: "Larger variant with more fluent descriptions." },
  ],
  datasets: [{ id: "tuetschek/e2e_nlg", description: "Restaurant attribute sets with human-written descriptions." }],
  spaces: [
    {
      id: "evaluate-metric/rouge",
      description: "Explains and computes ROUGE for comparing generated and reference texts.",
    },
  ],
  metrics: [
    { id: "bleu", description: "N-gram overlap with reference texts." },
    { id: "rouge", description: "Recall-oriented overlap with reference texts." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["name", "food", "area", "price"],
          ["The Olive", "Italian", "riverside", "moderate"],
        ],
      },
    ],
    outputs: [
      { type: "text", label: "Output", content: "The Olive is a moderately priced Italian restaurant by the river." },
    ],
  },
  widgetModels: ["google/flan-t5-base"],
  isPlaceholder: false,
};

export default taskData;
