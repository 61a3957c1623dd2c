import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Sentence similarity measures how close two texts are in meaning. Each text is embedded as a vector and the vectors are compared, usually by cosine similarity. It powers semantic search, duplicate detection, clustering and the retrieval step of retrieval-augmented generation.",
  models: [
    {
      id: "sentence-transformers/all-mpnet-base-v2",
      description: "Strong general-purpose English sentence embedding model.",
    },
    {
      id: "BAAI/bge-m3",
      description: "Multilingual embedding model supporting dense, sparse and multi-vector retrieval on long inputs.",
    },
    {
      id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
      description: "Small multilingual embedding model that accepts task instructions.",
    },
  ],
  datasets: [{ id: "microsoft/ms_marco", description: "Search queries from Bing with passages judged relevant." }],
  spaces: [
    {
      id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
      description: "Finds the parts of a video transcript that answer your question.",
    },
    { id: "Gradio-Blocks/pubmed-abstract-retriever", description: "Semantic search over medical paper abstracts." },
    {
      id: "nickmuchi/article-text-summarizer",
      description: "Groups and summarises articles using sentence embeddings.",
    },
    {
      id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
      description: "Semantic search demo built with Sentence Transformers.",
    },
  ],
  metrics: [
    { id: "cosine_similarity", description: "Cosine of the angle between two embeddings, from -1 to 1." },
    { id: "spearmanr", description: "Rank correlation between predicted similarities and human ratings." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Source sentence", content: "A man is playing a guitar." },
      { type: "text", label: "Sentences to compare to", content: "Someone is strumming an instrument." },
      { type: "text", label: "", content: "A chef is slicing onions." },
      { type: "text", label: "", content: "The weather is sunny today." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Someone is strumming an instrument.", score: 0.74 },
          { label: "A chef is slicing onions.", score: 0.08 },
          { label: "The weather is sunny today.", score: 0.03 },
        ],
      },
    ],
  },
  widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
  youtubeId: "VCZq5AkbNEU",
  isPlaceholder: false,
};

export default taskData;
