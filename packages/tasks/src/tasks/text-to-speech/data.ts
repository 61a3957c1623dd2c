import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text-to-speech turns written text into spoken audio. Modern systems predict acoustic features or audio tokens from text and decode them to a waveform; many can switch voices, copy a voice from a short sample, or speak several languages.",
  models: [
    { id: "KittenML/kitten-tts-nano-0.1", description: "Very small text-to-speech model that runs on a CPU." },
    {
      id: "ResembleAI/chatterbox",
      description: "Expressive speech with voice cloning and control of emotion intensity.",
    },
    { id: "fishaudio/fish-speech-1.5", description: "Multilingual speech synthesis with voice cloning." },
    {
      id: "nari-labs/Dia-1.6B-0626",
      description: "Generates dialogue between speakers, including laughs and other non-verbal sounds.",
    },
  ],
  datasets: [
    { id: "parler-tts/mls_eng_10k", description: "Ten thousand hours of English audiobook speech with transcripts." },
    { id: "mythicinfinity/libritts_r", description: "Cleaned multi-speaker English speech for training synthesis." },
    { id: "facebook/multilingual_librispeech", description: "Audiobook recordings in eight languages." },
  ],
  spaces: [
    { id: "hexgrad/Kokoro-TTS", description: "Fast, natural-sounding speech from a small model." },
    { id: "fishaudio/fish-speech-1", description: "Speech synthesis and voice cloning demo." },
    { id: "ResembleAI/Chatterbox", description: "Speak text in a voice taken from a reference clip." },
    { id: "TTS-AGI/TTS-Arena-V2", description: "Ranks speech models by human preference votes." },
    { id: "ngxson/kokoro-podcast-generator", description: "Turns a script into a two-voice podcast." },
  ],
  metrics: [
    {
      id: "mel_cepstral_distortion",
      description: "Distance between the spectral envelopes of generated and reference speech; lower is better.",
    },
    { id: "mos", description: "Mean opinion score: listeners rate naturalness from 1 to 5." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "A, E, I, O, U." }],
    outputs: [{ type: "audio", filename: "vowels.wav" }],
  },
  widgetModels: ["suno/bark"],
  youtubeId: "NW62DpzJ274",
  canonicalId: "text-to-audio",
  isPlaceholder: false,
};

export default taskData;
