import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Reinforcement learning trains an agent to act in an environment by trial and error so that it collects as much reward as possible. It plays games, controls robots and tunes language models from feedback.",
  models: [
    {
      id: "edbeeching/decision-transformer-gym-hopper-expert",
      description: "Decision Transformer trained offline on expert hopping trajectories.",
    },
    { id: "HumanCompatibleAI/ppo-seals-CartPole-v0", description: "PPO agent balancing a pole on a cart." },
    { id: "sb3/ppo-CartPole-v1", description: "Stable-Baselines3 PPO agent for CartPole." },
  ],
  datasets: [
    {
      id: "edbeeching/decision_transformer_gym_replay",
      description: "Recorded trajectories of MuJoCo agents for offline learning.",
    },
  ],
  spaces: [
    { id: "ThomasSimonini/Huggy", description: "Play with a dog trained by reinforcement learning." },
    { id: "ThomasSimonini/SnowballFight", description: "Snowball fight against trained agents." },
  ],
  metrics: [
    { id: "mean_reward", description: "Average total reward per episode." },
    { id: "discounted_return", description: "Sum of rewards with later rewards discounted." },
    { id: "success_rate", description: "Share of episodes in which the goal was reached." },
  ],
  demo: {
    inputs: [{ type: "text", label: "State", content: "Cart at 0.1 m moving right; pole leaning 3° to the right." }],
    outputs: [
      { type: "text", label: "Action", content: "Push the cart to the right." },
      { type: "text", label: "Next State", content: "Cart at 0.12 m; pole leaning 1° to the right." },
    ],
  },
  widgetModels: ["sb3/ppo-CartPole-v1"],
  youtubeId: "q0BiUn5LiBc",
  isPlaceholder: false,
};

export default taskData;
