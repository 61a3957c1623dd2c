import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text generation continues a prompt one token at a time. Base models complete text; instruction-tuned and chat models follow instructions, answer questions, write and explain code, and reason step by step. Most modern NLP tasks can be phrased as text generation.",
  models: [
    { id: "google/gemma-2-2b-it", description: "Small instruction-tuned model that runs on a laptop." },
    {
      id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
      description: "Large mixture-of-experts model specialised in writing code and agentic tool use.",
    },
    { id: "openai/gpt-oss-120b", description: "Open-weight reasoning model with adjustable reasoning effort." },
    { id: "zai-org/GLM-4.5", description: "Mixture-of-experts model for reasoning, coding and agents." },
    { id: "Qwen/Qwen3-4B-Thinking-2507", description: "Compact model that writes out its reasoning before answering." },
    { id: "Qwen/Qwen2.5-7B-Instruct-1M", description: "Chat model with a context window of up to a million tokens." },
    { id: "Qwen/Qwen2.5-Coder-32B-Instruct", description: "Coding assistant model." },
    { id: "deepseek-ai/DeepSeek-R1", description: "Reasoning model trained with reinforcement learning." },
  ],
  datasets: [
    { id: "CohereForAI/Global-MMLU", description: "Knowledge questions translated into many languages." },
    { id: "HuggingFaceFW/fineweb-2", description: "Filtered multilingual web text for pre-training." },
    { id: "HuggingFaceH4/ultrachat_200k", description: "Multi-turn chats used for instruction tuning." },
    { id: "open-r1/OpenThoughts-114k-math", description: "Math problems with worked reasoning traces." },
    { id: "allenai/tulu-3-sft-mixture", description: "Mixture of instruction data used to train Tülu 3." },
    { id: "HuggingFaceTB/smoltalk", description: "Synthetic conversations for training small chat models." },
    { id: "HuggingFaceTB/finemath", description: "Mathematical web pages for pre-training." },
  ],
  spaces: [
    { id: "akhaliq/anycoder", description: "Generates web apps from a description." },
    { id: "enzostvs/deepsite", description: "Builds a website from a prompt." },
    { id: "logikon/open_cot_leaderboard", description: "Measures how much chain-of-thought reasoning helps models." },
    { id: "ysharma/Explore_llamav2_with_TGI", description: "Chat with Llama 2 served by Text Generation Inference." },
    { id: "HuggingFaceH4/zephyr-chat", description: "Chat with the Zephyr model." },
    { id: "lmsys/chatbot-arena-leaderboard", description: "Ranks chat models by human votes on blind comparisons." },
    { id: "mlabonne/phixtral-chat", description: "Chat with a small mixture-of-experts model." },
  ],
  metrics: [
    { id: "perplexity", description: "How surprised the model is by held-out text; lower is better." },
    { id: "accuracy", description: "Share of benchmark questions answered correctly." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Write a haiku about autumn rain." }],
    outputs: [
      {
        type: "text",
        label: "Output",
        content: "Cold drops on red leaves / the gutter hums a low tune / streets smell of wet stone",
      },
    ],
  },
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  youtubeId: "e9gNEAlsOvU",
  isPlaceholder: false,
};

export default taskData;
