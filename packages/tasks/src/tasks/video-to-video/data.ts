import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Video-to-video models transform an input video: restyling, editing objects from instructions, upscaling, restoring or changing motion, while keeping it consistent over time.",
  models: [
    { id: "decart-ai/Lucy-Edit-Dev", description: "Edits videos from text instructions." },
    { id: "LeoLau/Shape-for-Motion", description: "Edits the shape and motion of objects in videos." },
    {
      id: "nvidia/Cosmos-Transfer2.5-2B",
      description: "Generates videos conditioned on depth, edges or segmentation of another video.",
    },
    { id: "numz/SeedVR2_comfyUI", description: "Video restoration and upscaling packaged for ComfyUI." },
  ],
  datasets: [
    { id: "suimu/VIRESET", description: "Video clips with masks for repainting." },
    { id: "zhangsh2001/LongV-EVAL", description: "Benchmark for long video editing." },
    { id: "Iceclear/SeedVR_VideoDemos", description: "Sample videos for restoration." },
  ],
  spaces: [
    { id: "decart-ai/lucy-edit-dev", description: "Edit a video with a prompt." },
    { id: "ByteDance-Seed/SeedVR2-3B", description: "Restore and upscale a video." },
  ],
  metrics: [
    { id: "fvd", description: "Distance between generated and real video distributions." },
    { id: "clip_score", description: "Agreement between edited frames and the instruction." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "ball-frames.svg" }],
    outputs: [{ type: "img", filename: "ball-frames-night.svg" }],
  },
  widgetModels: ["decart-ai/Lucy-Edit-Dev"],
  isPlaceholder: false,
};

export default taskData;
