import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Feature extraction turns an input into a vector of numbers (an embedding) that captures its meaning. The vectors feed search, clustering, recommendation and downstream classifiers; texts with similar meaning get vectors that lie close together.",
  models: [
    { id: "thenlper/gte-large", description: "General-purpose English text embedding model." },
    {
      id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
      description: "Large embedding model built on a language model, strong on retrieval benchmarks.",
    },
    { id: "sentence-transformers/all-MiniLM-L6-v2", description: "Small, fast sentence embedding model." },
  ],
  datasets: [
    { id: "wikimedia/wikipedia", description: "Encyclopedia text often used to pre-train and evaluate encoders." },
  ],
  spaces: [
    { id: "mteb/leaderboard", description: "Ranks embedding models on the Massive Text Embedding Benchmark." },
    { id: "mteb/arena", description: "Compare two embedding models side by side on retrieval and clustering." },
  ],
  metrics: [
    {
      id: "spearmanr",
      description: "Rank correlation between embedding similarities and human similarity judgements.",
    },
    {
      id: "ndcg_at_10",
      description: "Retrieval quality of the embeddings: how well relevant documents rank in the top ten.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The cat sat on the mat." }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Dimension 1", "Dimension 2", "Dimension 3", "…"],
          ["0.031", "-0.217", "0.154", "…"],
        ],
      },
    ],
  },
  widgetModels: ["facebook/bart-base"],
  isPlaceholder: false,
};

export default taskData;
