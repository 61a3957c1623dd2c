import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Visual document retrieval finds the pages of a document collection that answer a query by looking at page images directly, so charts, tables and layout count as much as text. It feeds multimodal retrieval-augmented generation.",
  models: [
    { id: "vidore/colqwen2-v1.0", description: "Multi-vector page retriever built on a vision language model." },
    { id: "Tevatron/OmniEmbed-v0.1", description: "Embeds text, images, audio and video for retrieval." },
  ],
  datasets: [{ id: "vidore/colpali_train_set", description: "Page images paired with queries." }],
  spaces: [
    { id: "vidore/vidore-leaderboard", description: "Ranks visual document retrievers." },
    { id: "vidore/visual-rag-tool", description: "Search PDFs visually and answer questions." },
  ],
  metrics: [{ id: "ndcg_at_5", description: "Quality of the top five retrieved pages." }],
  demo: {
    inputs: [
      { type: "img", filename: "report-page.svg" },
      { type: "text", label: "Question", content: "Which quarter had the highest sales?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Page 3 (sales chart)", score: 0.87 },
          { label: "Page 7 (invoice)", score: 0.11 },
        ],
      },
    ],
  },
  widgetModels: ["vidore/colqwen2-v1.0"],
  isPlaceholder: false,
};

export default taskData;
