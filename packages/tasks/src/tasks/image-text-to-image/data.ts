import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-text-to-image models generate a new image from one or more input images and a text instruction: editing, combining subjects, changing style or placing a product in a new scene.",
  models: [
    {
      id: "black-forest-labs/FLUX.2-dev",
      description: "Generates and edits images with several reference images and a prompt.",
    },
    { id: "Qwen/Qwen-Image-Edit", description: "Edits images from instructions, including the text inside them." },
  ],
  datasets: [
    {
      id: "timbrooks/instructpix2pix-clip-filtered",
      description: "Pairs of images with the instruction that turns one into the other.",
    },
  ],
  spaces: [{ id: "black-forest-labs/FLUX.2-dev", description: "Edit and compose images with FLUX.2." }],
  metrics: [
    { id: "fid", description: "Distance between generated and real image statistics." },
    { id: "clip_score", description: "Agreement between the result and the instruction." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Input", content: "Make the ball blue." },
    ],
    outputs: [{ type: "img", filename: "ball-blue.svg" }],
  },
  widgetModels: ["black-forest-labs/FLUX.2-dev"],
  isPlaceholder: false,
};

export default taskData;
