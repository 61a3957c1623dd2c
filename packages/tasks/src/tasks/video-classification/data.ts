import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Video classification assigns a label to a whole clip: an action, an event, a scene type. Models look at several frames to capture motion.",
  models: [
    { id: "google/vivit-b-16x2-kinetics400", description: "Video Vision Transformer recognising 400 human actions." },
    {
      id: "microsoft/xclip-base-patch32",
      description: "Matches videos with text descriptions for zero-shot classification.",
    },
    {
      id: "MCG-NJU/videomae-base-finetuned-kinetics",
      description: "Masked-autoencoder video model fine-tuned on Kinetics-400.",
    },
  ],
  datasets: [{ id: "nateraw/kinetics", description: "Clips of hundreds of human actions." }],
  spaces: [
    { id: "nateraw/lavila", description: "Describes and classifies egocentric video." },
    { id: "fcakyon/video-classification", description: "Classify a video you upload." },
  ],
  metrics: [
    { id: "accuracy", description: "Share of clips given the right label." },
    { id: "top_5_accuracy", description: "Share of clips whose right label is among the five best guesses." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "ball-frames.svg" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "bouncing ball", score: 0.71 },
          { label: "juggling", score: 0.17 },
          { label: "kicking ball", score: 0.12 },
        ],
      },
    ],
  },
  widgetModels: ["MCG-NJU/videomae-base-finetuned-kinetics"],
  isPlaceholder: false,
};

export default taskData;
