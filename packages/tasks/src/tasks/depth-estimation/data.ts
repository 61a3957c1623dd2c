import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Depth estimation predicts, for every pixel of an image, how far the scene is from the camera. Monocular models do it from a single photo. Depth maps help robots and cars navigate, blur backgrounds, add 3D effects and guide image generation.",
  models: [
    { id: "depth-anything/Depth-Anything-V2-Large", description: "Robust relative depth for any image." },
    { id: "jingheya/lotus-depth-g-v1-0", description: "Diffusion-based depth estimation with fine detail." },
    { id: "tencent/DepthCrafter", description: "Consistent depth for whole video sequences." },
    { id: "apple/DepthPro-hf", description: "Sharp metric depth, in metres, from a single image." },
  ],
  datasets: [
    { id: "sayakpaul/nyu_depth_v2", description: "Indoor scenes captured with an RGB-D camera." },
    { id: "depth-anything/DA-2K", description: "Image pairs with points annotated as nearer or farther." },
  ],
  spaces: [
    {
      id: "radames/dpt-depth-estimation-3d-voxels",
      description: "Turns a photo into a 3D voxel scene using estimated depth.",
    },
    { id: "akhaliq/depth-pro", description: "Metric depth from a single image with Depth Pro." },
    { id: "tencent/DepthCrafter", description: "Estimate depth for a video." },
    { id: "facebook/sapiens-depth", description: "Depth of people in images." },
  ],
  metrics: [
    { id: "abs_rel", description: "Mean absolute difference from the true depth divided by the true depth." },
    { id: "delta1", description: "Share of pixels whose predicted depth is within 25% of the true depth." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "scene.svg" }],
    outputs: [{ type: "img", filename: "scene-depth.svg" }],
  },
  widgetModels: ["depth-anything/Depth-Anything-V2-Large"],
  isPlaceholder: false,
};

export default taskData;
