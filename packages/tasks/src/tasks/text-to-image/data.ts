import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text-to-image models create a picture from a written description. Most are diffusion or flow models that turn noise into an image step by step, guided by the text. Fine-tuned adapters (LoRAs) teach them a style, a product or a person.",
  models: [
    {
      id: "black-forest-labs/FLUX.1-Krea-dev",
      description: "Photorealistic text-to-image model with a distinctive aesthetic.",
    },
    { id: "Qwen/Qwen-Image", description: "Image generation with strong rendering of text inside images." },
    { id: "ByteDance/SDXL-Lightning", description: "Generates SDXL-quality images in a few steps." },
    { id: "ByteDance/Hyper-SD", description: "Adapters that cut the number of diffusion steps." },
  ],
  datasets: [
    { id: "kdexd/red_caps", description: "Images from Reddit with their captions." },
    {
      id: "google-research-datasets/conceptual_captions",
      description: "Millions of web images with cleaned alt-text captions.",
    },
    { id: "Spawning/PD12M", description: "Twelve million public-domain images with captions." },
  ],
  spaces: [
    { id: "stabilityai/stable-diffusion-3-medium", description: "Generate images with Stable Diffusion 3 Medium." },
    { id: "jbilcke-hf/ai-comic-factory", description: "Creates comic pages from a story prompt." },
    { id: "multimodalart/flux-lora-lab", description: "Combine FLUX LoRAs to generate images." },
    { id: "latent-consistency/lcm-lora-for-sdxl", description: "Fast generation with latent consistency LoRAs." },
    { id: "multimodalart/LoraTheExplorer", description: "Browse and try LoRA styles." },
    { id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI", description: "Guide generation with edges, poses or depth." },
    { id: "InstantX/InstantID", description: "Generate images that keep a person's identity from one photo." },
  ],
  metrics: [
    { id: "fid", description: "Fréchet Inception Distance between generated and real images; lower is better." },
    { id: "clip_score", description: "Agreement between an image and its prompt measured with CLIP." },
    {
      id: "inception_score",
      description: "Confidence and diversity of an image classifier's predictions on generated images.",
    },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "A sun setting over a calm sea, flat colours." }],
    outputs: [{ type: "img", filename: "sunset.svg" }],
  },
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
  isPlaceholder: false,
};

export default taskData;
