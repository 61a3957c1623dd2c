import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Object detection finds objects in an image and draws a box around each, with a class and a confidence score. It counts people and vehicles, drives robots and self-driving cars, and powers visual search.",
  models: [
    { id: "facebook/detr-resnet-50", description: "Detection transformer that predicts a set of boxes directly." },
    {
      id: "IDEA-Research/dab-detr-resnet-50",
      description: "DETR variant using dynamic anchor boxes for faster training.",
    },
    { id: "PekingU/rtdetr_v2_r50vd", description: "Real-time detection transformer." },
    { id: "StephanST/WALDO30", description: "Detects people and vehicles in aerial and drone imagery." },
  ],
  datasets: [
    {
      id: "detection-datasets/coco",
      description: "Common objects in context, the standard detection benchmark with 80 classes.",
    },
    { id: "merve/pascal-voc", description: "Twenty everyday object classes with boxes." },
  ],
  spaces: [
    { id: "Roboflow/RF-DETR", description: "Real-time detection with RF-DETR." },
    { id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS", description: "Compare DETR and YOLOS on your image." },
    { id: "sunsmarterjieleaf/yolov12", description: "Detect objects with YOLOv12." },
    { id: "VIPLab/Track-Anything", description: "Track and segment objects across video frames." },
    { id: "merve/RT-DETR-tracking-coco", description: "Track objects in video with RT-DETR." },
  ],
  metrics: [
    { id: "map", description: "Mean over classes of the average precision of the detections." },
    {
      id: "map_50",
      description:
        "Mean average precision counting a detection as correct when its box overlaps the truth by at least 50%.",
    },
    { id: "iou", description: "Intersection over union of predicted and true boxes." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "scene.svg" }],
    outputs: [{ type: "img", filename: "scene-boxes.svg" }],
  },
  widgetModels: ["facebook/detr-resnet-50"],
  youtubeId: "WdAeKSOpxhw",
  isPlaceholder: false,
};

export default taskData;
