import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    'Zero-shot classification sorts a text into labels that the model never saw during training; the labels are given at query time. Natural-language-inference models do this by testing whether the text entails a sentence such as "This example is about {label}".',
  models: [
    {
      id: "facebook/bart-large-mnli",
      description: "BART trained on natural language inference; the classic zero-shot classifier.",
    },
    {
      id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
      description: "ModernBERT tuned on many inference datasets for fast zero-shot labelling.",
    },
    {
      id: "knowledgator/gliclass-modern-base-v2.0-init",
      description: "Scores all candidate labels in a single pass instead of one per label.",
    },
  ],
  datasets: [
    {
      id: "nyu-mll/glue",
      description: "Contains the inference tasks (MNLI, RTE) used to train zero-shot classifiers.",
    },
    { id: "nyu-mll/multi_nli", description: "Sentence pairs from many genres labelled for entailment." },
    { id: "fever/fever", description: "Claims labelled as supported, refuted or not verifiable against Wikipedia." },
  ],
  spaces: [
    {
      id: "evaluate-metric/accuracy",
      description: "Explains and computes accuracy, the usual score for predicted labels.",
    },
  ],
  metrics: [
    { id: "accuracy", description: "Share of texts whose top label is correct." },
    { id: "f1", description: "Balance of precision and recall across the candidate labels." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Text Input", content: "I was charged twice for my order and want my money back." },
      { type: "text", label: "Candidate Labels", content: "refund, legal, faq" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "refund", score: 0.93 },
          { label: "faq", score: 0.05 },
          { label: "legal", score: 0.02 },
        ],
      },
    ],
  },
  widgetModels: ["facebook/bart-large-mnli"],
  isPlaceholder: false,
};

export default taskData;
