import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text retrieval finds the documents in a large collection that answer a query. Dense retrievers embed queries and documents into one vector space; sparse retrievers weight words, as classic search engines do. The results often go to a reranker or a language model.",
  models: [
    { id: "BAAI/bge-m3", description: "Retrieves with dense, sparse and multi-vector scores from one model." },
    {
      id: "intfloat/multilingual-e5-large",
      description: "Multilingual embedding model trained for retrieval with query and passage prefixes.",
    },
    {
      id: "naver/splade-cocondenser-ensembledistil",
      description: "Sparse retriever that expands queries and documents with weighted vocabulary terms.",
    },
  ],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description: "Queries with relevant web passages, the usual training set for retrievers.",
    },
    {
      id: "BeIR/scifact",
      description: "Scientific claims to be matched with supporting abstracts, part of the BEIR benchmark.",
    },
  ],
  spaces: [{ id: "mteb/leaderboard", description: "Ranks embedding models, with a retrieval section." }],
  metrics: [
    { id: "ndcg_at_10", description: "Quality of the top ten results, rewarding relevant documents ranked early." },
    { id: "recall_at_100", description: "Share of relevant documents found in the first hundred results." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Query", content: "what causes the northern lights" },
      {
        type: "text",
        label: "Passage 1",
        content: "Auroras appear when charged particles from the Sun hit gases in the upper atmosphere.",
      },
      { type: "text", label: "Passage 2", content: "The Northern Line is a London Underground line." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Passage 1", score: 0.89 },
          { label: "Passage 2", score: 0.12 },
        ],
      },
    ],
  },
  widgetModels: ["BAAI/bge-m3"],
  isPlaceholder: false,
};

export default taskData;
