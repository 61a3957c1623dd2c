import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Audio-to-audio models take a sound and return one or more sounds: removing background noise (speech enhancement), splitting a mixture into its sources, or changing the voice of a speaker.",
  models: [
    { id: "ResembleAI/resemble-enhance", description: "Removes noise and restores the quality of speech recordings." },
    { id: "microsoft/speecht5_vc", description: "Converts one speaker's voice into another's." },
    { id: "speechbrain/sepformer-wham", description: "Separates two overlapping speakers in noisy audio." },
  ],
  datasets: [
    { id: "Matthijs/cmu-arctic-xvectors", description: "Speaker embeddings used as targets for voice conversion." },
  ],
  spaces: [
    {
      id: "younver/speechbrain-speech-separation",
      description: "Split a recording of several speakers into one track each.",
    },
    { id: "nakas/audio-diffusion_style_transfer", description: "Restyles audio with a diffusion model." },
  ],
  metrics: [
    { id: "si_snri", description: "Improvement in scale-invariant signal-to-noise ratio over the input mixture." },
    { id: "sdri", description: "Improvement in signal-to-distortion ratio over the input mixture." },
  ],
  demo: {
    inputs: [{ type: "audio", filename: "noisy-tone.wav" }],
    outputs: [
      { type: "audio", filename: "clean-tone.wav" },
      { type: "audio", filename: "noise.wav" },
    ],
  },
  widgetModels: ["speechbrain/sepformer-wham"],
  youtubeId: "iohj7nCCYoM",
  isPlaceholder: false,
};

export default taskData;
