import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text-to-3D models create a 3D object (mesh, point cloud or Gaussian splats) from a written description, for games, product mock-ups and virtual worlds.",
  models: [
    { id: "openai/shap-e", description: "Generates 3D shapes from text or an image." },
    { id: "ashawkey/LGM", description: "Large multi-view Gaussian model that builds 3D objects quickly." },
  ],
  datasets: [
    { id: "allenai/objaverse-xl", description: "Millions of 3D objects." },
    { id: "tiange/Cap3D", description: "Captions for 3D objects." },
  ],
  spaces: [
    { id: "hysts/Shap-E", description: "Generate 3D objects from text with Shap-E." },
    { id: "ashawkey/LGM", description: "Create 3D Gaussians from text or images." },
  ],
  metrics: [
    { id: "clip_score", description: "Agreement between rendered views and the prompt." },
    { id: "fid", description: "Distance between rendered views and real object renders." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Prompt", content: "A simple blue cube." }],
    outputs: [{ type: "img", filename: "cube.svg" }],
  },
  widgetModels: ["openai/shap-e"],
  isPlaceholder: false,
};

export default taskData;
