import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Unconditional image generation samples new images that resemble a training set, with no prompt: only a random seed. It is used to create synthetic data and to study generative models.",
  models: [
    { id: "google/ddpm-cifar10-32", description: "Denoising diffusion model that generates small CIFAR-10 images." },
    { id: "google/ddpm-celebahq-256", description: "Diffusion model that generates faces." },
  ],
  datasets: [
    { id: "uoft-cs/cifar100", description: "Small images in 100 classes." },
    { id: "huggan/CelebA-faces", description: "Aligned celebrity face photos." },
  ],
  spaces: [{ id: "CompVis/celeba-latent-diffusion", description: "Generate faces with latent diffusion." }],
  metrics: [
    {
      id: "inception_score",
      description: "Confidence and diversity of a classifier on generated images; higher is better.",
    },
    { id: "fid", description: "Distance between feature statistics of generated and real images; lower is better." },
  ],
  demo: {
    inputs: [
      { type: "text", label: "Seed", content: "42" },
      { type: "text", label: "Number of images to generate:", content: "12" },
    ],
    outputs: [{ type: "img", filename: "tiles.svg" }],
  },
  widgetModels: ["google/ddpm-celebahq-256"],
  isPlaceholder: false,
};

export default taskData;
