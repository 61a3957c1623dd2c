import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Mask generation outputs masks of the objects in an image, without knowing their classes. Promptable models such as Segment Anything take a point, a box or text and return the matching mask; they are used for annotation, editing and tracking.",
  models: [
    { id: "Zigeng/SlimSAM-uniform-50", description: "Pruned Segment Anything model, much smaller and faster." },
    { id: "facebook/sam2-hiera-large", description: "Segment Anything 2 for images and videos." },
  ],
  datasets: [
    { id: "detection-datasets/coco", description: "Images with object masks." },
    { id: "rocky93/BraTS_segmentation", description: "Brain tumour MRI scans with masks." },
  ],
  spaces: [
    { id: "merve/OWLSAM2", description: "Segments objects named in text by combining a detector with SAM 2." },
    { id: "merve/slimsam", description: "Masks from the small SlimSAM model." },
    { id: "SkalskiP/segment-anything-model-2", description: "Try SAM 2 on images." },
    { id: "SkalskiP/SAM_and_ProPainter", description: "Remove objects from video with SAM and inpainting." },
  ],
  metrics: [
    { id: "iou", description: "Overlap of predicted and true masks divided by their union." },
    { id: "boundary_iou", description: "IoU computed near the edges, sensitive to boundary quality." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "scene.svg" }],
    outputs: [{ type: "img", filename: "scene-masks.svg" }],
  },
  widgetModels: ["facebook/sam2-hiera-large"],
  isPlaceholder: false,
};

export default taskData;
