import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text ranking orders a list of documents by how relevant each is to a query. Rerankers (cross-encoders) read the query and a document together and output a relevance score; they usually re-sort the top candidates found by a faster embedding search.",
  models: [
    { id: "cross-encoder/ms-marco-MiniLM-L6-v2", description: "Small and fast English reranker trained on MS MARCO." },
    { id: "Alibaba-NLP/gte-multilingual-reranker-base", description: "Multilingual reranker for long documents." },
    {
      id: "Alibaba-NLP/gte-reranker-modernbert-base",
      description: "Reranker built on ModernBERT with a long context.",
    },
  ],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description: "Web search queries with relevant passages, the standard training set for rerankers.",
    },
  ],
  spaces: [{ id: "mteb/leaderboard", description: "Includes reranking tasks among the benchmark results." }],
  metrics: [
    { id: "ndcg_at_10", description: "Rewards relevant documents near the top of the first ten results." },
    { id: "mrr", description: "Average of one over the rank of the first relevant document." },
    { id: "map", description: "Mean average precision over all relevant documents." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Source sentence", content: "How do I keep basil fresh?" },
      {
        type: "text",
        label: "Sentences to compare to",
        content: "Store basil stems in a glass of water at room temperature.",
      },
      { type: "text", label: "", content: "Basil is native to tropical regions of Asia." },
      { type: "text", label: "", content: "Freeze chopped herbs in olive oil in an ice-cube tray." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Store basil stems in a glass of water at room temperature.", score: 0.95 },
          { label: "Freeze chopped herbs in olive oil in an ice-cube tray.", score: 0.41 },
          { label: "Basil is native to tropical regions of Asia.", score: 0.02 },
        ],
      },
    ],
  },
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
  isPlaceholder: false,
};

export default taskData;
