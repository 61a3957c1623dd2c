import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Any-to-any models accept and produce several modalities in one model, such as text, images and audio, so one system can see, listen, speak and draw.",
  models: [
    {
      id: "Qwen/Qwen2.5-Omni-7B",
      description: "Understands text, images, audio and video and answers in text or speech.",
    },
    { id: "OmniGen2/OmniGen2", description: "Generates and edits images and understands them." },
    { id: "openbmb/MiniCPM-o-2_6", description: "Small model for vision, speech and live streaming." },
    { id: "ByteDance-Seed/BAGEL-7B-MoT", description: "Unified model for image understanding and generation." },
  ],
  datasets: [{ id: "PKU-Alignment/align-anything", description: "Preference data across modalities." }],
  spaces: [{ id: "OmniGen2/OmniGen2", description: "Generate and edit images with OmniGen2." }],
  metrics: [
    { id: "accuracy", description: "Share of benchmark questions answered correctly across modalities." },
    { id: "clip_score", description: "Agreement between generated images and prompts." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Text Prompt", content: "Describe the image, then draw the ball in blue." },
    ],
    outputs: [
      { type: "text", label: "Generated Text", content: "A red ball lies on green grass. Here it is in blue:" },
      { type: "img", filename: "ball-blue.svg" },
    ],
  },
  widgetModels: ["Qwen/Qwen2.5-Omni-7B"],
  isPlaceholder: false,
};

export default taskData;
