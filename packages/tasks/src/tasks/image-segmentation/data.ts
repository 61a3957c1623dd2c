import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Image segmentation assigns every pixel of an image to a region. Semantic segmentation labels pixels by class, instance segmentation separates individual objects, and panoptic segmentation does both. Background removal is a simple two-class case.",
  models: [
    {
      id: "tue-mps/coco_panoptic_eomt_large_640",
      description: "Plain Vision Transformer that does panoptic segmentation without a separate decoder.",
    },
    { id: "briaai/RMBG-1.4", description: "Removes the background of an image." },
    { id: "ZhengPeng7/BiRefNet", description: "High-resolution foreground segmentation with fine edges." },
    { id: "facebook/sapiens-seg-1b", description: "Segments the body parts of people." },
    {
      id: "facebook/mask2former-swin-large-coco-panoptic",
      description: "Universal model for semantic, instance and panoptic segmentation.",
    },
  ],
  datasets: [
    {
      id: "zhoubolei/scene_parse_150",
      description: "Scenes annotated with 150 classes of objects and stuff (ADE20K).",
    },
  ],
  spaces: [
    { id: "facebook/ov-seg", description: "Segment regions named by any words you type." },
    { id: "jbrinkma/segment-anything", description: "Segment Anything on your own images." },
    { id: "facebook/sapiens-pose", description: "Human pose estimation with the Sapiens models." },
    {
      id: "rashmi/sartorius-cell-instance-segmentation",
      description: "Segments individual cells in microscopy images.",
    },
    { id: "ArtGAN/Segment-Anything-Video", description: "Segment objects throughout a video." },
    { id: "segments/panoptic-segment-anything", description: "Panoptic segmentation built on Segment Anything." },
  ],
  metrics: [
    { id: "mean_iou", description: "Intersection over union per class, averaged over classes." },
    { id: "pixel_accuracy", description: "Share of pixels given the right class." },
    { id: "map", description: "Mean average precision of instance masks." },
    { id: "pq", description: "Panoptic quality: recognition quality times segmentation quality." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "scene.svg" }],
    outputs: [{ type: "img", filename: "scene-segments.svg" }],
  },
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  youtubeId: "dKE8SIt9C-w",
  isPlaceholder: false,
};

export default taskData;
