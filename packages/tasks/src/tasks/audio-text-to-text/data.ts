import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Audio-text-to-text models take audio together with a text prompt and answer in text. They can transcribe, translate, summarise a recording, describe sounds or music, and hold spoken conversations.",
  models: [
    {
      id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
      description: "Small speech-understanding model built on a Llama language model.",
    },
    { id: "Qwen/Qwen2-Audio-7B-Instruct", description: "Chats about speech, sounds and music." },
    {
      id: "mistralai/Voxtral-Small-24B-2507",
      description: "Transcribes and understands long recordings in several languages.",
    },
    { id: "nvidia/audio-flamingo-3", description: "Reasons about speech, sounds and music over long audio." },
  ],
  datasets: [
    { id: "nvidia/AF-Think", description: "Audio question-answer pairs with reasoning." },
    { id: "tsinghua-ee/QualiSpeech", description: "Speech clips with natural-language descriptions of their quality." },
  ],
  spaces: [
    { id: "iamomtiwari/ATTT", description: "Ask questions about an audio clip." },
    { id: "freddyaboulton/talk-to-qwen-webrtc", description: "Talk to an audio language model in real time." },
  ],
  metrics: [
    { id: "wer", description: "Word error rate on transcription prompts." },
    { id: "accuracy", description: "Share of audio questions answered correctly." },
  ],
  demo: {
    inputs: [
      { type: "audio", filename: "siren.wav" },
      { type: "text", label: "Text Prompt", content: "What do you hear?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Generated Text",
        content: "A siren whose pitch rises and falls repeatedly, like an emergency vehicle.",
      },
    ],
  },
  widgetModels: ["Qwen/Qwen2-Audio-7B-Instruct"],
  isPlaceholder: false,
};

export default taskData;
