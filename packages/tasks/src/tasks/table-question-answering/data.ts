import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Table question answering reads a question in natural language and answers it from a table, by selecting cells and sometimes aggregating them (sum, count, average). It lets people query spreadsheets and databases without writing SQL.",
  models: [
    {
      id: "google/tapas-base-finetuned-wtq",
      description: "TAPAS model that selects and aggregates cells to answer questions over Wikipedia tables.",
    },
    {
      id: "microsoft/tapex-base",
      description: "BART model pre-trained to execute SQL over tables, a strong base for table QA.",
    },
  ],
  datasets: [
    {
      id: "TableSenseAI/WikiTableQuestions",
      description: "Questions written by people about Wikipedia tables, many requiring arithmetic.",
    },
  ],
  spaces: [{ id: "katanaml/table-query", description: "Ask questions about a table you upload." }],
  metrics: [
    { id: "accuracy", description: "Share of questions whose final answer (denotation) matches the reference." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["City", "Country", "Population (millions)"],
          ["Tokyo", "Japan", "37.2"],
          ["Delhi", "India", "32.9"],
          ["Shanghai", "China", "29.2"],
        ],
      },
      { type: "text", label: "Question", content: "Which city has the largest population?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "Tokyo" }],
  },
  widgetModels: ["google/tapas-base-finetuned-wtq"],
  isPlaceholder: false,
};

export default taskData;
