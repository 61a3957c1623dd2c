import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Multiple choice picks the right answer among a few given options for a question or an unfinished scenario. Encoder models score each question-option pair and choose the best; language models are asked to name the letter of the answer. Many reasoning and knowledge benchmarks use this format.",
  models: [
    {
      id: "FacebookAI/roberta-large",
      description: "Encoder commonly fine-tuned with a multiple-choice head on SWAG or RACE.",
    },
    {
      id: "microsoft/deberta-v3-large",
      description: "Strong encoder for fine-tuning on multiple-choice reading comprehension.",
    },
  ],
  datasets: [
    { id: "allenai/swag", description: "Video-caption contexts with four possible continuations." },
    { id: "ehovy/race", description: "Reading-comprehension exams from English tests for Chinese students." },
    { id: "cais/mmlu", description: "Knowledge questions across 57 subjects with four options each." },
  ],
  spaces: [
    {
      id: "open-llm-leaderboard/open_llm_leaderboard",
      description: "Compares open language models on benchmarks that are mostly multiple choice.",
    },
  ],
  metrics: [{ id: "accuracy", description: "Share of questions where the chosen option is correct." }],
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "Which gas do plants absorb for photosynthesis?" },
      { type: "text", label: "Options", content: "A) Oxygen  B) Carbon dioxide  C) Nitrogen  D) Helium" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "B) Carbon dioxide", score: 0.94 },
          { label: "A) Oxygen", score: 0.04 },
          { label: "C) Nitrogen", score: 0.01 },
          { label: "D) Helium", score: 0.01 },
        ],
      },
    ],
  },
  widgetModels: ["FacebookAI/roberta-large"],
  isPlaceholder: false,
};

export default taskData;
