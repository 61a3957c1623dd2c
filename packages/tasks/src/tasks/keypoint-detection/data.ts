import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Keypoint detection finds specific points in an image: body joints for pose estimation, facial landmarks, or distinctive corners that are matched between images for 3D reconstruction and tracking.",
  models: [
    { id: "magic-leap-community/superpoint", description: "Detects and describes interest points for image matching." },
    { id: "magic-leap-community/superglue_outdoor", description: "Matches keypoints between two outdoor photos." },
    { id: "qualcomm/RTMPose-Body2d", description: "Real-time human pose estimation." },
    { id: "ETH-CVG/lightglue_disk", description: "Fast keypoint matching." },
  ],
  datasets: [{ id: "Vincent-luo/hagrid-mediapipe-hands", description: "Hand images with landmark annotations." }],
  spaces: [
    { id: "datasciencedojo/Hand-Keypoint-Detection-Realtime", description: "Real-time hand landmarks from a webcam." },
    { id: "ETH-CVG/LightGlue", description: "Match keypoints between two images." },
  ],
  metrics: [
    { id: "pck", description: "Percentage of keypoints within a distance threshold of the truth." },
    { id: "oks_ap", description: "Average precision using object keypoint similarity (COCO pose)." },
  ],
  demo: {
    inputs: [{ type: "img", filename: "scene.svg" }],
    outputs: [{ type: "img", filename: "scene-keypoints.svg" }],
  },
  widgetModels: ["magic-leap-community/superpoint"],
  isPlaceholder: false,
};

export default taskData;
