import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-to-text models describe or read an image: captioning, optical character recognition, converting documents to Markdown. The output is free text.",
  models: [
    { id: "allenai/olmOCR-7B-0725", description: "Converts PDF pages and document images to clean text." },
    {
      id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
      description: "Writes detailed captions, for example to train image generators.",
    },
    { id: "Salesforce/blip-image-captioning-large", description: "Classic image captioning model." },
  ],
  datasets: [
    { id: "kdexd/red_caps", description: "Images with captions from Reddit." },
    { id: "google-research-datasets/conceptual_captions", description: "Web images with captions." },
  ],
  spaces: [
    { id: "numind/NuMarkdown-8B-Thinking", description: "Turns document images into Markdown." },
    { id: "fancyfeast/joy-caption-beta-one", description: "Generate detailed captions." },
    { id: "multimodalart/OmniSVG-3B", description: "Creates SVG graphics from images or text." },
  ],
  metrics: [
    {
      id: "cider",
      description: "Consensus between the caption and several reference captions, weighted by word rarity.",
    },
    { id: "bleu", description: "N-gram overlap with reference captions." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "ball.svg" }],
    outputs: [
      {
        type: "text",
        label: "Detailed description",
        content: "A red ball with a white stripe resting on green grass under a blue sky.",
      },
    ],
  },
  widgetModels: ["Salesforce/blip-image-captioning-large"],
  isPlaceholder: false,
};

export default taskData;
