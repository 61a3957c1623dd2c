import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Tabular classification predicts a category for each row of a table from its columns: whether a loan will default, which species a plant is, whether a tumour is malignant. Gradient-boosted trees and, more recently, pre-trained tabular transformers are common.",
  models: [
    {
      id: "scikit-learn/cancer-prediction-trees",
      description: "Decision-tree model that predicts breast cancer diagnosis.",
    },
    {
      id: "Prior-Labs/TabPFN-v2-clf",
      description: "Pre-trained transformer that classifies small tables in one forward pass.",
    },
  ],
  datasets: [
    { id: "inria-soda/tabular-benchmark", description: "Curated benchmark of classification and regression tables." },
  ],
  spaces: [
    { id: "scikit-learn/tabular-playground", description: "Try a scikit-learn classifier on a table." },
    { id: "scikit-learn/classification", description: "Compare classifiers on toy data." },
  ],
  metrics: [
    { id: "accuracy", description: "Share of rows given the right class." },
    { id: "recall", description: "Share of rows of a class that were found." },
    { id: "precision", description: "Share of rows put in a class that belong there." },
    { id: "f1", description: "Harmonic mean of precision and recall." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Glucose", "BMI", "Age"],
          ["148", "33.6", "50"],
          ["85", "26.6", "31"],
        ],
      },
    ],
    outputs: [{ type: "tabular", table: [["Diabetes"], ["yes"], ["no"]] }],
  },
  widgetModels: ["scikit-learn/tabular-playground"],
  isPlaceholder: false,
};

export default taskData;
