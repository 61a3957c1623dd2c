import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text-to-video models generate a video clip from a written description. They extend image generators with motion across frames; recent models produce several seconds of high-definition video with smooth camera motion and consistent subjects.",
  models: [
    { id: "tencent/HunyuanVideo", description: "Large open text-to-video model." },
    { id: "Lightricks/LTX-Video", description: "Real-time video generation." },
    {
      id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
      description: "Generates physically plausible videos of the world for training robots and cars.",
    },
    { id: "Lightricks/LTX-Video-0.9.8-13B-distilled", description: "Large distilled LTX-Video model." },
  ],
  datasets: [
    { id: "iejMac/CLIP-MSR-VTT", description: "Video clips with captions and CLIP features." },
    { id: "quchenyuan/UCF101-ZIP", description: "Action recognition videos used to evaluate generators." },
    { id: "nateraw/kinetics", description: "Human action clips." },
    {
      id: "HuggingFaceM4/something_something_v2",
      description: "Short clips of hands doing basic actions with objects.",
    },
    { id: "HuggingFaceM4/webvid", description: "Stock videos with captions." },
    { id: "iejMac/CLIP-DiDeMo", description: "Videos with localised descriptions." },
  ],
  spaces: [
    { id: "VideoCrafter/VideoCrafter", description: "Generate videos from text or images." },
    { id: "Wan-AI/Wan2.1", description: "Generate videos with Wan 2.1." },
    { id: "Pyramid-Flow/pyramid-flow", description: "Video generation with pyramidal flow matching." },
  ],
  metrics: [
    { id: "inception_score", description: "Quality and diversity of generated frames." },
    { id: "fid", description: "Image-level distance between generated and real frames." },
    { id: "fvd", description: "Video-level distance between generated and real clips." },
    { id: "clip_sim", description: "Average CLIP similarity between frames and the prompt." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "A red ball bouncing across a lawn." }],
    outputs: [{ type: "img", filename: "ball-frames.svg" }],
  },
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
  isPlaceholder: false,
};

export default taskData;
