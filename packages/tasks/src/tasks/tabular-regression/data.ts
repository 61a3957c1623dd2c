import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Tabular regression predicts a number for each row of a table, such as a price, a demand or a weight, from the other columns.",
  models: [
    { id: "scikit-learn/Fish-Weight", description: "Predicts the weight of a fish from its measurements." },
    { id: "Prior-Labs/TabPFN-v2-reg", description: "Pre-trained transformer for regression on small tables." },
  ],
  datasets: [{ id: "inria-soda/tabular-benchmark", description: "Benchmark with many regression tables." }],
  spaces: [{ id: "scikit-learn/fish-weight-prediction", description: "Predict fish weight from measurements." }],
  metrics: [
    { id: "mse", description: "Mean of the squared errors." },
    { id: "r_squared", description: "Share of the variance explained by the model." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
          ["Bream", "25.4", "11.5", "4.0"],
          ["Pike", "45.0", "7.2", "4.6"],
        ],
      },
    ],
    outputs: [{ type: "tabular", table: [["Weight (g)"], ["290"], ["700"]] }],
  },
  widgetModels: ["scikit-learn/Fish-Weight"],
  isPlaceholder: false,
};

export default taskData;
