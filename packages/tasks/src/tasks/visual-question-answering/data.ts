import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Visual question answering answers a question about an image in a few words: what is shown, how many, what colour, what a sign says.",
  models: [
    { id: "google/deplot", description: "Translates charts and plots into tables for reasoning." },
    { id: "google/matcha-base", description: "Pre-trained for reasoning about charts and math in images." },
    {
      id: "google/pix2struct-ocrvqa-large",
      description: "Answers questions about book covers and other text in images.",
    },
  ],
  datasets: [
    { id: "Graphcore/vqa", description: "Open-ended questions about COCO images." },
    { id: "facebook/textvqa", description: "Questions that require reading text in images." },
  ],
  spaces: [
    { id: "merve/pix2struct", description: "Try Pix2Struct models on images." },
    { id: "nielsr/vilt-vqa", description: "Ask questions about an image with ViLT." },
    { id: "Salesforce/BLIP", description: "Captioning and question answering with BLIP." },
    { id: "vumichien/Img2Prompt", description: "Generates a prompt that describes an image." },
  ],
  metrics: [
    { id: "accuracy", description: "VQA accuracy: an answer counts fully when at least three annotators gave it." },
    { id: "wup", description: "Wu-Palmer similarity, giving partial credit to semantically close answers." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "ball.svg" },
      { type: "text", label: "Question", content: "What colour is the ball?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "red", score: 0.92 },
          { label: "orange", score: 0.05 },
          { label: "pink", score: 0.03 },
        ],
      },
    ],
  },
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
  isPlaceholder: false,
};

export default taskData;
