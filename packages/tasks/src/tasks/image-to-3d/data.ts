import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image-to-3D models reconstruct a 3D object or scene from one or several images, producing a mesh, point cloud or Gaussian splats.",
  models: [
    { id: "TencentARC/InstantMesh", description: "Builds a textured mesh from one image in seconds." },
    { id: "tencent/HunyuanWorld-1", description: "Creates explorable 3D worlds from an image or text." },
    { id: "hwjiang/Real3D", description: "Reconstructs 3D from real-world images." },
    { id: "stabilityai/stable-point-aware-3d", description: "Single-image reconstruction with editable point clouds." },
  ],
  datasets: [
    { id: "allenai/objaverse-xl", description: "Millions of 3D objects for training." },
    { id: "dylanebert/iso3d", description: "Isolated object images for evaluating image-to-3D." },
  ],
  spaces: [
    { id: "dylanebert/3d-arena", description: "Ranks 3D generators by human votes." },
    { id: "TencentARC/InstantMesh", description: "Image to mesh with InstantMesh." },
    { id: "stabilityai/stable-point-aware-3d", description: "Try SPAR3D on an image." },
    { id: "hwjiang/Real3D", description: "Reconstruct 3D from a photo." },
    { id: "dylanebert/LGM-mini", description: "Small Gaussian reconstruction demo." },
  ],
  metrics: [
    { id: "chamfer_distance", description: "Average distance between points of the predicted and true shapes." },
    { id: "f_score", description: "Share of points within a distance threshold of the other shape." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "cube.svg" }],
    outputs: [{ type: "img", filename: "cube.svg" }],
  },
  widgetModels: ["stabilityai/stable-point-aware-3d"],
  isPlaceholder: false,
};

export default taskData;
