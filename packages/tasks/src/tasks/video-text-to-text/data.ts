import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Video-text-to-text models watch a video and answer a text prompt about it: describe it, summarise it, find when something happens or answer questions about its content.",
  models: [
    { id: "Vision-CAIR/LongVU_Qwen2_7B", description: "Understands hour-long videos by compressing frames." },
    { id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32", description: "Video language model from the Apollo study." },
    { id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct", description: "Small model for video and image understanding." },
  ],
  datasets: [
    { id: "lmms-lab/Video-MME", description: "Benchmark of multiple-choice questions about videos of all lengths." },
    { id: "lmms-lab/VideoChatGPT", description: "Video instruction data." },
    { id: "HuggingFaceFV/finevideo", description: "Videos with rich annotations of content and mood." },
  ],
  spaces: [
    { id: "llava-hf/video-llava", description: "Chat about a video with Video-LLaVA." },
    { id: "opencompass/openvlm_video_leaderboard", description: "Compares models on video benchmarks." },
    { id: "HuggingFaceTB/SmolVLM2-HighlightGenerator", description: "Finds highlights in a long video." },
  ],
  metrics: [
    { id: "accuracy", description: "Share of video questions answered correctly." },
    { id: "cider", description: "Agreement of generated captions with references." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball-frames.svg" },
      { type: "text", label: "Text Prompt", content: "What happens in this video?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "A red ball bounces from left to right across the grass." }],
  },
  widgetModels: ["HuggingFaceTB/SmolVLM2-2.2B-Instruct"],
  isPlaceholder: false,
};

export default taskData;
