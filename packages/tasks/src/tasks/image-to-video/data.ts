import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-to-video models animate a still image into a short clip, optionally following a text prompt about the motion. They use the image as the first frame or as a reference for the subject.",
  models: [
    { id: "Lightricks/LTX-Video-0.9.7-dev", description: "Fast video generation from an image and a prompt." },
    { id: "Wan-AI/Wan2.1-VACE-14B", description: "All-in-one video creation and editing model." },
    {
      id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
      description: "Generates long videos frame section by frame section on modest GPUs.",
    },
    { id: "Lightricks/LTX-Video-0.9.7-distilled", description: "Distilled LTX-Video that needs few steps." },
    { id: "Skywork/SkyReels-V2-I2V-14B-720P", description: "Image-to-video model for long films." },
    { id: "tencent/HunyuanVideo-I2V", description: "Animates images with HunyuanVideo." },
    { id: "Wan-AI/Wan2.1-I2V-14B-720P", description: "720p image-to-video model." },
    { id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers", description: "The same model packaged for Diffusers." },
  ],
  datasets: [
    { id: "ali-vilab/VACE-Benchmark", description: "Benchmark for video creation and editing." },
    {
      id: "Rapidata/sora-video-generation-style-likert-scoring",
      description: "Human ratings of generated video styles.",
    },
    { id: "BestWishYsh/ChronoMagic", description: "Time-lapse videos with captions." },
  ],
  spaces: [
    { id: "Lightricks/ltx-video-distilled", description: "Animate an image with LTX-Video." },
    { id: "linoyts/FramePack-F1", description: "Long image-to-video generation with FramePack." },
    { id: "multimodalart/wan2-1-fast", description: "Fast Wan 2.1 generation." },
    { id: "multimodalart/stable-video-diffusion", description: "Animate images with Stable Video Diffusion." },
  ],
  metrics: [
    { id: "fvd", description: "Fréchet Video Distance between generated and real videos." },
    { id: "clip_score", description: "Agreement between frames and the prompt measured with CLIP." },
    { id: "lpips", description: "Perceptual difference between frames, used to judge consistency." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Optional Text Prompt", content: "The ball bounces to the right." },
    ],
    outputs: [{ type: "img", filename: "ball-frames.svg" }],
  },
  widgetModels: ["Lightricks/LTX-Video-0.9.7-distilled"],
  isPlaceholder: false,
};

export default taskData;
