import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-text-to-text models, also called vision language models, take one or more images with a text prompt and answer in text. They describe pictures, read documents and charts, answer visual questions, locate objects and act as agents on screenshots.",
  models: [
    { id: "HuggingFaceTB/SmolVLM-Instruct", description: "Small vision language model for on-device use." },
    { id: "zai-org/GLM-4.5V", description: "Large vision language model with strong reasoning." },
    { id: "rednote-hilab/dots.ocr", description: "Parses document layouts and text in many languages." },
    { id: "Qwen/Qwen2.5-VL-3B-Instruct", description: "Compact model that reads documents, charts and videos." },
    { id: "microsoft/Magma-8B", description: "Multimodal agent model for user interfaces and robots." },
  ],
  datasets: [
    { id: "liuhaotian/LLaVA-Instruct-150K", description: "Visual instruction-following conversations." },
    { id: "DAMO-NLP-SG/multimodal_textbook", description: "Interleaved images and text from instructional videos." },
    { id: "HuggingFaceM4/the_cauldron", description: "Fifty vision-language datasets in one format." },
    { id: "HuggingFaceM4/WebSight", description: "Screenshots of web pages with their HTML code." },
  ],
  spaces: [
    { id: "opencompass/open_vlm_leaderboard", description: "Compares vision language models on many benchmarks." },
    { id: "sergiopaniego/vlm_object_understanding", description: "Ask a model to find and describe objects." },
    { id: "prithivMLmods/Multimodal-OCR", description: "Compare models on reading text from images." },
  ],
  metrics: [
    { id: "accuracy", description: "Share of benchmark questions answered correctly, as in MMMU or MMBench." },
    { id: "anls", description: "Similarity between predicted and reference answers for document questions." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Text Prompt", content: "What colour is the ball, and where is it?" },
    ],
    outputs: [
      { type: "text", label: "Answer", content: "The ball is red with a white stripe, and it is lying on the grass." },
    ],
  },
  widgetModels: ["zai-org/GLM-4.5V"],
  youtubeId: "IoGaGfU1CIg",
  isPlaceholder: false,
};

export default taskData;
