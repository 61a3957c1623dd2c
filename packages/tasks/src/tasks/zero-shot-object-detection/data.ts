import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Zero-shot object detection finds objects named in a text query, even classes the detector was never trained on, and returns their boxes and scores.",
  models: [
    {
      id: "openmmlab-community/mm_grounding_dino_large_all",
      description: "Grounding DINO trained on many detection datasets.",
    },
    { id: "fushh7/LLMDet", description: "Open-vocabulary detector trained with captions from a language model." },
    { id: "IDEA-Research/grounding-dino-base", description: "Detects anything described by a phrase." },
  ],
  datasets: [
    {
      id: "detection-datasets/coco",
      description: "Common objects with boxes, used to evaluate open-vocabulary detection.",
    },
    { id: "merve/pascal-voc", description: "Twenty classes with boxes." },
  ],
  spaces: [
    { id: "ariG23498/zero-shot-od", description: "Compare zero-shot detectors." },
    { id: "merve/OWLSAM", description: "Detect objects named in text and segment them." },
  ],
  metrics: [
    { id: "map", description: "Mean average precision over the queried classes." },
    { id: "map_50", description: "Mean average precision at 50% box overlap." },
    { id: "ap_rare", description: "Average precision on rare classes, the test of open vocabulary." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "scene.svg" },
      { type: "text", label: "Classes", content: "circle, square, triangle" },
    ],
    outputs: [{ type: "img", filename: "scene-boxes.svg" }],
  },
  widgetModels: ["IDEA-Research/grounding-dino-base"],
  isPlaceholder: false,
};

export default taskData;
