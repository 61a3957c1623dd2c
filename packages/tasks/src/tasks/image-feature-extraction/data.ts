import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image feature extraction turns an image into a vector that summarises its content. Features from self-supervised backbones drive image search, deduplication, clustering and lightweight classifiers trained on top.",
  models: [
    { id: "timm/vit_large_patch14_dinov2.lvd142m", description: "DINOv2 backbone with general-purpose features." },
    { id: "nvidia/MambaVision-T-1K", description: "Hybrid Mamba-Transformer vision backbone." },
    { id: "facebook/dino-vitb16", description: "Self-supervised Vision Transformer." },
    { id: "apple/aimv2-large-patch14-336-distilled", description: "Vision encoder pre-trained autoregressively." },
    { id: "facebook/dinov2-base", description: "Self-supervised features that work without fine-tuning." },
  ],
  datasets: [{ id: "ILSVRC/imagenet-1k", description: "Over a million images in 1,000 classes." }],
  spaces: [{ id: "timm/leaderboard", description: "Compares vision backbones." }],
  metrics: [
    { id: "knn_accuracy", description: "Accuracy of a nearest-neighbour classifier on the features." },
    { id: "linear_probe_accuracy", description: "Accuracy of a linear classifier trained on frozen features." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "ball.svg" }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Dimension 1", "Dimension 2", "Dimension 3", "…"],
          ["0.412", "-1.083", "0.097", "…"],
        ],
      },
    ],
  },
  widgetModels: ["facebook/dinov2-base"],
  isPlaceholder: false,
};

export default taskData;
