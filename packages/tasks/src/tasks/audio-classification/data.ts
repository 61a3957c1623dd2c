import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Audio classification assigns labels to a sound clip: which command was spoken, which language, which emotion, which bird or which kind of noise. Models usually read a spectrogram or raw waveform and output a score per class.",
  models: [
    {
      id: "MIT/ast-finetuned-audioset-10-10-0.4593",
      description: "Audio Spectrogram Transformer that tags 527 AudioSet sound classes.",
    },
    {
      id: "speechbrain/google_speech_command_xvector",
      description: 'Recognises short spoken commands such as "yes", "no" and "stop".',
    },
    {
      id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
      description: "Recognises emotions in English speech.",
    },
    { id: "facebook/mms-lid-126", description: "Identifies which of 126 languages is spoken." },
  ],
  datasets: [
    {
      id: "s3prl/superb",
      description: "Benchmark of speech tasks including keyword spotting and emotion recognition.",
    },
    { id: "agkphysics/AudioSet", description: "Millions of video clips labelled with sound events." },
  ],
  spaces: [{ id: "kurianbenoy/audioclassification", description: "Classify a sound you upload." }],
  metrics: [
    { id: "accuracy", description: "Share of clips given the correct label." },
    { id: "recall", description: "Share of clips of a class that the model recognised." },
    { id: "precision", description: "Share of clips put in a class that truly belong to it." },
    { id: "f1", description: "Harmonic mean of precision and recall." },
  ],
  demo: {
    inputs: [{ type: "audio", filename: "siren.wav" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Siren", score: 0.82 },
          { label: "Civil defense siren", score: 0.11 },
          { label: "Whistle", score: 0.04 },
        ],
      },
    ],
  },
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  youtubeId: "KWwzcmG98Ds",
  isPlaceholder: false,
};

export default taskData;
