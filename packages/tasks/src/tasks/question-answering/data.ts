import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Extractive question answering finds the span of a given text that answers a question. The model scores possible start and end positions in the context and returns the best span with a confidence score. Open-book QA systems combine it with a search step that picks the context.",
  models: [
    {
      id: "deepset/roberta-base-squad2",
      description: "RoBERTa tuned on SQuAD 2.0; can also say that the context holds no answer.",
    },
    {
      id: "distilbert/distilbert-base-cased-distilled-squad",
      description: "Fast distilled model for English extractive QA.",
    },
    { id: "google/tapas-base-finetuned-wtq", description: "Answers questions from tables rather than running text." },
  ],
  datasets: [
    { id: "rajpurkar/squad_v2", description: "Wikipedia paragraphs with questions, including unanswerable ones." },
    {
      id: "google-research-datasets/natural_questions",
      description: "Real search-engine questions answered from Wikipedia pages.",
    },
  ],
  spaces: [
    {
      id: "deepset/wikipedia-assistant",
      description: "Answers questions by searching Wikipedia and reading the best passages.",
    },
  ],
  metrics: [
    {
      id: "exact_match",
      description: "Share of predicted answers identical to a reference answer after normalisation.",
    },
    { id: "f1", description: "Word overlap between the predicted and reference answers." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "When was the bridge opened?" },
      {
        type: "text",
        label: "Context",
        content: "The Golden Gate Bridge was opened in 1937 and was then the longest suspension bridge in the world.",
      },
    ],
    outputs: [{ type: "text", label: "Answer", content: "1937" }],
  },
  widgetModels: ["deepset/roberta-base-squad2"],
  youtubeId: "ajPx5LwJD-I",
  isPlaceholder: false,
};

export default taskData;
