import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Other gathers models whose task fits none of the listed categories, such as neural codecs, reward models, tokenisers and experimental architectures. The demo shows one example: an audio codec turning a sound into discrete tokens.",
  models: [
    { id: "facebook/encodec_24khz", description: "Neural audio codec that compresses sound into discrete tokens." },
    { id: "openai/clip-vit-base-patch32", description: "Joint image and text encoder used as a building block." },
  ],
  datasets: [{ id: "HuggingFaceFW/fineweb", description: "Large filtered web text corpus." }],
  spaces: [
    { id: "open-llm-leaderboard/open_llm_leaderboard", description: "Compares open models across general benchmarks." },
  ],
  metrics: [{ id: "accuracy", description: "General share of correct outputs when a benchmark applies." }],
  demo: {
    inputs: [{ type: "audio", filename: "siren.wav" }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Codebook", "Tokens"],
          ["1", "62 913 408 77 …"],
          ["2", "778 31 540 912 …"],
        ],
      },
    ],
  },
  widgetModels: ["facebook/encodec_24khz"],
  isPlaceholder: false,
};

export default taskData;
