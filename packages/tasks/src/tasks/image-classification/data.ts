import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image classification gives a whole image a label from a fixed set of classes, with a score for each. It sorts photos, inspects products on assembly lines, screens medical scans and moderates content.",
  models: [
    {
      id: "google/vit-base-patch16-224",
      description: "Vision Transformer classifying images into the 1,000 ImageNet classes.",
    },
    {
      id: "facebook/deit-base-distilled-patch16-224",
      description: "Data-efficient Vision Transformer trained with distillation.",
    },
    { id: "facebook/convnext-large-224", description: "Modernised convolutional network with strong accuracy." },
  ],
  datasets: [
    { id: "uoft-cs/cifar100", description: "60,000 small images in 100 classes." },
    { id: "zalando-datasets/fashion_mnist", description: "Grey-scale pictures of clothing in ten classes." },
  ],
  spaces: [{ id: "timm/leaderboard", description: "Compares image models by accuracy and speed." }],
  metrics: [
    { id: "accuracy", description: "Share of images given the right class." },
    { id: "recall", description: "Share of images of a class that were recognised." },
    { id: "precision", description: "Share of images labelled with a class that truly show it." },
    { id: "f1", description: "Harmonic mean of precision and recall." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "ball.svg" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "ball", score: 0.88 },
          { label: "balloon", score: 0.07 },
          { label: "tomato", score: 0.03 },
        ],
      },
    ],
  },
  widgetModels: ["google/vit-base-patch16-224"],
  youtubeId: "tjAIM7BOYhw",
  isPlaceholder: false,
};

export default taskData;
