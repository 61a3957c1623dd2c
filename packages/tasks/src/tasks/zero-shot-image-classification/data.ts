import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Zero-shot image classification labels an image with classes given at query time, without training on them. Models such as CLIP embed images and texts in one space and pick the label whose text is closest to the image.",
  models: [
    { id: "google/siglip2-base-patch16-224", description: "Multilingual image-text model with better localisation." },
    { id: "visheratin/mexma-siglip", description: "Image-text model for many languages." },
    {
      id: "intfloat/mmE5-mllama-11b-instruct",
      description: "Multimodal embedding model built on a vision language model.",
    },
    { id: "jinaai/jina-clip-v2", description: "Multilingual CLIP model that also embeds long texts." },
    {
      id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
      description: "CLIP model trained on biomedical figures and captions.",
    },
  ],
  datasets: [
    {
      id: "ILSVRC/imagenet-1k",
      description: "ImageNet images; class names turned into prompts give the standard zero-shot benchmark.",
    },
  ],
  spaces: [
    { id: "pharma/CLIP-Interrogator", description: "Finds a text prompt that describes an image." },
    { id: "merve/compare_clip_siglip", description: "Compare CLIP and SigLIP on your image and labels." },
  ],
  metrics: [
    { id: "accuracy", description: "Top-1 accuracy with class names turned into prompts." },
    { id: "top_5_accuracy", description: "Share of images whose true class is among the five best labels." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Classes", content: "ball, cat, car" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "ball", score: 0.97 },
          { label: "car", score: 0.02 },
          { label: "cat", score: 0.01 },
        ],
      },
    ],
  },
  widgetModels: ["google/siglip-so400m-patch14-224"],
  isPlaceholder: false,
};

export default taskData;
