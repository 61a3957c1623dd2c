import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Fill-mask predicts the word hidden behind a mask token in a sentence. It is the objective used to pre-train encoders such as BERT, and it shows what a model has learnt about language and facts.",
  models: [
    {
      id: "answerdotai/ModernBERT-large",
      description: "Modern encoder with a long context, pre-trained with masked language modelling.",
    },
    { id: "FacebookAI/xlm-roberta-base", description: "Multilingual encoder covering one hundred languages." },
  ],
  datasets: [
    { id: "wikimedia/wikipedia", description: "Encyclopedia text, a standard pre-training corpus for encoders." },
    { id: "allenai/c4", description: "Large cleaned crawl of the web." },
  ],
  spaces: [
    {
      id: "evaluate-metric/perplexity",
      description: "Explains and computes perplexity, the usual score of language models.",
    },
  ],
  metrics: [
    { id: "cross_entropy", description: "Average negative log-probability of the hidden words." },
    { id: "perplexity", description: "Exponential of the cross-entropy; lower means better predictions." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Paris is the <mask> of France." }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "capital", score: 0.96 },
          { label: "heart", score: 0.02 },
          { label: "center", score: 0.01 },
        ],
      },
    ],
  },
  widgetModels: ["distilbert/distilroberta-base"],
  youtubeId: "mqElG5QJWUg",
  isPlaceholder: false,
};

export default taskData;
