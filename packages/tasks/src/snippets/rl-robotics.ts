import type { ModelData } from "../model-data.js";
import { bash, hasTag, pid, python, sid } from "./common.js";
import type { LibrarySnippet } from "./types.js";

/* Reinforcement learning and robotics. */

export const SMOLVLA_BASE = "lerobot/smolvla_base";

export const lerobot = (model: ModelData): LibrarySnippet[] => {
  if (!hasTag(model, "smolvla")) return [];
  const policy = `--policy.path=${sid(model)}`;
  const snippets = [
    bash(`# Installation details: https://github.com/huggingface/lerobot#installation
git clone https://github.com/huggingface/lerobot.git
cd lerobot
pip install -e ".[smolvla]"`),
    bash(`# Fine-tune the policy on your dataset
python lerobot/scripts/train.py \\
  ${policy} \\
  --dataset.repo_id=lerobot/svla_so101_pickplace \\
  --batch_size=64 \\
  --steps=20000 \\
  --output_dir=outputs/train/my_smolvla \\
  --job_name=my_smolvla_training \\
  --policy.device=cuda \\
  --wandb.enable=true`),
  ];
  if (model.id !== SMOLVLA_BASE) {
    snippets.push(
      bash(`# Run the policy with the record script.
# Use your own robot port, robot id and cameras, the task description of your dataset recording,
# and the name of the evaluation dataset to create on the Hub.
python -m lerobot.record \\
  --robot.type=so101_follower \\
  --robot.port=/dev/ttyACM0 \\
  --robot.id=my_blue_follower_arm \\
  --robot.cameras="{ front: {type: opencv, index_or_path: 8, width: 640, height: 480, fps: 30}}" \\
  --dataset.single_task="Grasp a lego block and put it in the bin." \\
  --dataset.repo_id=HF_USER/dataset_name \\
  --dataset.episode_time_s=50 \\
  --dataset.num_episodes=10 \\
  ${policy}`),
    );
  }
  return snippets;
};

export const mlAgents = (model: ModelData): LibrarySnippet[] => [
  bash(`mlagents-load-from-hf --repo-id=${sid(model)} --local-dir=./downloads`),
];

export const sampleFactory = (model: ModelData): LibrarySnippet[] => [
  bash(`python -m sample_factory.huggingface.load_from_hub -r ${sid(model)} -d ./train_dir`),
];

export const stableBaselines3 = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_sb3 import load_from_hub

checkpoint = load_from_hub(
    repo_id=${pid(model)},
    filename="{MODEL FILENAME}.zip",
)`),
];
