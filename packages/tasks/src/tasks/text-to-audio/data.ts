import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text-to-audio generates sound from a text description: music in a described style, sound effects, ambience, or speech. Most models generate compressed audio tokens or latents and decode them to a waveform.",
  models: [
    { id: "facebook/musicgen-small", description: "Generates short music clips from a text description." },
    {
      id: "stabilityai/stable-audio-open-1.0",
      description: "Latent diffusion model for sound effects and music samples.",
    },
    { id: "cvssp/audioldm2", description: "Generates sound effects, music and speech from text." },
  ],
  datasets: [
    { id: "google/MusicCaps", description: "Music clips with descriptions written by musicians." },
    { id: "agkphysics/AudioSet", description: "Ten-second clips from videos labelled with hundreds of sound classes." },
  ],
  spaces: [{ id: "facebook/MusicGen", description: "Generate music from a description and an optional melody." }],
  metrics: [
    { id: "fad", description: "Fréchet Audio Distance between generated and real audio embeddings; lower is better." },
    { id: "clap_score", description: "Agreement between the audio and its text prompt, measured with a CLAP model." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "An emergency siren rising and falling in pitch." }],
    outputs: [{ type: "audio", filename: "siren.wav" }],
  },
  widgetModels: ["facebook/musicgen-small"],
  isPlaceholder: false,
};

export default taskData;
