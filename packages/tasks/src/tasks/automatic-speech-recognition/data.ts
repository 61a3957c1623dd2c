import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Automatic speech recognition converts spoken audio into text. It is used for captions, voice assistants, meeting notes and dictation. Many recent models are multilingual, can translate speech into English and return word timestamps.",
  models: [
    { id: "openai/whisper-large-v3", description: "Multilingual speech recognition and speech translation." },
    {
      id: "facebook/w2v-bert-2.0",
      description:
        "Self-supervised speech encoder pre-trained on millions of hours in many languages; fine-tune it for ASR.",
    },
    {
      id: "facebook/seamless-m4t-v2-large",
      description: "Speech and text translation and transcription across about a hundred languages.",
    },
    { id: "nvidia/canary-1b", description: "Transcribes and translates English, German, French and Spanish." },
    {
      id: "pyannote/speaker-diarization-3.1",
      description: "Tells who spoke when; pairs with ASR to label transcripts by speaker.",
    },
  ],
  datasets: [
    {
      id: "mozilla-foundation/common_voice_17_0",
      description: "Crowd-sourced read speech in over a hundred languages.",
    },
    { id: "amphion/Emilia-Dataset", description: "Large collection of spontaneous speech from many sources." },
    { id: "parler-tts/mls_eng", description: "English audiobook speech with transcripts." },
    { id: "espnet/yodas", description: "Multilingual speech from online videos with subtitles." },
  ],
  spaces: [
    { id: "hf-audio/whisper-large-v3", description: "Transcribe a recording or the microphone with Whisper." },
    { id: "facebook/seamless_m4t", description: "Translate and transcribe speech between many languages." },
    { id: "nvidia/canary-1b", description: "Transcription and translation with Canary." },
    { id: "hf-audio/open_asr_leaderboard", description: "Compares speech recognition models on accuracy and speed." },
  ],
  metrics: [
    {
      id: "wer",
      description: "Word error rate: substitutions, deletions and insertions divided by the number of reference words.",
    },
    { id: "cer", description: "Character error rate, preferred for languages without spaces between words." },
  ],
  demo: {
    inputs: [{ type: "audio", filename: "vowels.wav" }],
    outputs: [{ type: "text", label: "Transcript", content: "A, E, I, O, U." }],
  },
  widgetModels: ["openai/whisper-large-v3"],
  youtubeId: "TksaY_FDgnk",
  isPlaceholder: false,
};

export default taskData;
