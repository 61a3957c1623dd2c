import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Time-series forecasting predicts future values of a sequence from its past: sales, energy demand, traffic, weather. Pre-trained forecasting models work zero-shot on series they have never seen and return probabilistic forecasts.",
  models: [
    { id: "amazon/chronos-t5-small", description: "Treats scaled values as tokens of a language model to forecast." },
    { id: "amazon/chronos-bolt-base", description: "Faster Chronos model that predicts several quantiles at once." },
    { id: "google/timesfm-2.0-500m-pytorch", description: "Decoder-only foundation model for forecasting." },
    {
      id: "Salesforce/moirai-1.0-R-small",
      description: "Universal forecaster for any frequency and number of variables.",
    },
  ],
  datasets: [
    {
      id: "autogluon/chronos_datasets",
      description: "Collection of public time series used to train and evaluate Chronos.",
    },
    { id: "Salesforce/GiftEval", description: "Benchmark of forecasting tasks across domains and frequencies." },
  ],
  spaces: [{ id: "Salesforce/GIFT-Eval", description: "Leaderboard of forecasting models." }],
  metrics: [
    { id: "mase", description: "Mean absolute error scaled by a seasonal naive forecast." },
    { id: "wql", description: "Weighted quantile loss, scoring probabilistic forecasts." },
  ],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Month", "Visitors"],
          ["Jan", "120"],
          ["Feb", "135"],
          ["Mar", "150"],
        ],
      },
    ],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Month", "Forecast", "10%", "90%"],
          ["Apr", "163", "151", "176"],
          ["May", "171", "155", "189"],
        ],
      },
    ],
  },
  widgetModels: ["amazon/chronos-bolt-base"],
  isPlaceholder: false,
};

export default taskData;
