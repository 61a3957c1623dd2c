import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Robotics models turn camera images, robot joint states and often a language instruction into motor actions. Vision-language-action policies are trained on demonstrations and can pick, place and manipulate objects.",
  models: [
    { id: "lerobot/smolvla_base", description: "Small vision-language-action model for affordable robot arms." },
    { id: "lerobot/pi0", description: "Vision-language-action flow model for general manipulation." },
    { id: "nvidia/GR00T-N1.5-3B", description: "Foundation model for humanoid robot skills." },
  ],
  datasets: [
    { id: "lerobot/pusht", description: "Demonstrations of pushing a T-shaped block into place." },
    {
      id: "lerobot/aloha_sim_transfer_cube_human",
      description: "Simulated two-arm demonstrations of handing over a cube.",
    },
  ],
  spaces: [
    { id: "lerobot/visualize_dataset", description: "Browse robot episodes with their camera views and actions." },
  ],
  metrics: [
    { id: "success_rate", description: "Share of trials where the task was completed." },
    { id: "mean_reward", description: "Average reward per episode in simulation." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "robot-view.svg" },
      { type: "text", label: "Instruction", content: "Pick up the red cube." },
    ],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Joint", "Δ angle (°)"],
          ["shoulder", "-4.0"],
          ["elbow", "6.5"],
          ["gripper", "close"],
        ],
      },
    ],
  },
  widgetModels: ["lerobot/smolvla_base"],
  isPlaceholder: false,
};

export default taskData;
