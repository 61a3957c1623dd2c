import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-text-to-video models create a video from a reference image and a text prompt; the image fixes the look of the subject or the first frame and the text describes what happens.",
  models: [
    { id: "Lightricks/LTX-Video", description: "Generates video from text, from an image, or both." },
    { id: "Wan-AI/Wan2.2-TI2V-5B", description: "Text and image to video at 720p on a single consumer GPU." },
  ],
  datasets: [{ id: "BestWishYsh/ChronoMagic", description: "Time-lapse videos with captions." }],
  spaces: [{ id: "Lightricks/ltx-video-distilled", description: "Generate a video from an image and a prompt." }],
  metrics: [
    { id: "fvd", description: "Distance between generated and real video distributions." },
    { id: "clip_sim", description: "Agreement between frames and the prompt." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Input", content: "The ball rolls away to the right." },
    ],
    outputs: [{ type: "img", filename: "ball-frames.svg" }],
  },
  widgetModels: ["Lightricks/LTX-Video"],
  isPlaceholder: false,
};

export default taskData;
