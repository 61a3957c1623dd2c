import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-to-image models transform an input image into a new one: editing from an instruction, super-resolution, restoration, relighting, colourisation, inpainting and style transfer.",
  models: [
    { id: "fal/AuraSR-v2", description: "Upscales images four times." },
    {
      id: "black-forest-labs/FLUX.1-Kontext-dev",
      description: "Edits images from text instructions while keeping the rest intact.",
    },
    { id: "yisol/IDM-VTON", description: "Virtual try-on: dresses a person in a given garment." },
    { id: "kontext-community/relighting-kontext-dev-lora-v3", description: "Changes the lighting of a photo." },
    { id: "black-forest-labs/FLUX.1-Fill-dev", description: "Fills or extends masked areas of an image." },
    {
      id: "black-forest-labs/FLUX.1-Depth-dev-lora",
      description: "Generates images that follow the depth of a reference.",
    },
  ],
  datasets: [
    { id: "huggan/CelebA-faces", description: "Celebrity faces, used for face editing and restoration." },
    { id: "Spawning/PD12M", description: "Public-domain images with captions." },
    { id: "timbrooks/instructpix2pix-clip-filtered", description: "Image pairs with an editing instruction." },
  ],
  spaces: [
    { id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "Edit images with instructions." },
    { id: "lllyasviel/iclight-v2-vary", description: "Relight the subject of a photo." },
    { id: "jasperai/Flux.1-dev-Controlnet-Upscaler", description: "Upscale images with a FLUX ControlNet." },
  ],
  metrics: [
    { id: "psnr", description: "Peak signal-to-noise ratio against a reference image." },
    { id: "ssim", description: "Structural similarity to a reference image." },
    { id: "lpips", description: "Perceptual distance computed from deep network features." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Prompt", content: "Make the ball blue." },
    ],
    outputs: [{ type: "img", filename: "ball-blue.svg" }],
  },
  widgetModels: ["Qwen/Qwen-Image"],
  isPlaceholder: false,
};

export default taskData;
