import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Graph machine learning makes predictions on data made of nodes and edges: molecules, social networks, citation graphs, road maps. Tasks include classifying whole graphs, predicting node labels and predicting missing links.",
  models: [
    {
      id: "clefourrier/graphormer-base-pcqm4mv2",
      description: "Graphormer pre-trained to predict molecular properties.",
    },
  ],
  datasets: [
    { id: "OGB/ogbg-molhiv", description: "Molecules labelled by whether they inhibit HIV replication." },
    { id: "graphs-datasets/ZINC", description: "Molecular graphs with a solubility-related target." },
    { id: "graphs-datasets/MUTAG", description: "Small chemical compounds labelled for mutagenicity." },
  ],
  spaces: [
    {
      id: "evaluate-metric/roc_auc",
      description: "Explains and computes ROC AUC, the usual score of molecular graph classification.",
    },
  ],
  metrics: [
    { id: "roc_auc", description: "Area under the ROC curve for graph classification." },
    { id: "mae", description: "Mean absolute error for graph regression targets." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "graph.svg" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "class A", score: 0.81 },
          { label: "class B", score: 0.19 },
        ],
      },
    ],
  },
  widgetModels: ["clefourrier/graphormer-base-pcqm4mv2"],
  isPlaceholder: false,
};

export default taskData;
