/**
 * The models the emulator knows, with their hub metadata and their inference provider mappings (the object form
 * keyed by provider, as the hub's `expand[]=inferenceProviderMapping` returns it).
 */

export interface ProviderMapping {
  status: "live" | "staging";
  /** The model id on the provider's side. */
  providerId: string;
  /** The task the provider serves the model for (`conversational` for chat). */
  task: string;
  adapter?: "lora";
  adapterWeightsPath?: string;
}

export interface CatalogueModel {
  id: string;
  pipeline_tag: string;
  library_name: string;
  tags: string[];
  /** Gated models need `Authorization: Bearer hf_…` on the hub API. */
  gated: false | "auto" | "manual";
  inferenceProviderMapping: Record<string, ProviderMapping>;
}

const live = (providerId: string, task: string): ProviderMapping => ({ status: "live", providerId, task });
const staging = (providerId: string, task: string): ProviderMapping => ({ status: "staging", providerId, task });
const hf = (id: string, task: string) => ({ "hf-inference": live(id, task) });

function model(
  id: string,
  pipeline_tag: string,
  library_name: string,
  inferenceProviderMapping: Record<string, ProviderMapping>,
  extra: { tags?: string[]; gated?: "auto" | "manual" } = {},
): CatalogueModel {
  return {
    id,
    pipeline_tag,
    library_name,
    tags: [library_name, pipeline_tag, ...(extra.tags ?? [])],
    gated: extra.gated ?? false,
    inferenceProviderMapping,
  };
}

const CHAT = "conversational";
const TG = "text-generation";
const FE = "feature-extraction";

export const EMULATOR_MODELS: readonly CatalogueModel[] = [
  // Chat models: together they cover every OpenAI-compatible provider of the router.
  model(
    "meta-llama/Llama-3.1-8B-Instruct",
    TG,
    "transformers",
    {
      "hf-inference": live("meta-llama/Llama-3.1-8B-Instruct", CHAT),
      cerebras: live("llama3.1-8b", CHAT),
      "featherless-ai": live("meta-llama/Meta-Llama-3.1-8B-Instruct", CHAT),
      "fireworks-ai": live("accounts/fireworks/models/llama-v3p1-8b-instruct", CHAT),
      groq: live("llama-3.1-8b-instant", CHAT),
      hyperbolic: live("meta-llama/Meta-Llama-3.1-8B-Instruct", CHAT),
      nebius: live("meta-llama/Meta-Llama-3.1-8B-Instruct-fast", CHAT),
      novita: live("meta-llama/llama-3.1-8b-instruct", CHAT),
      nscale: live("meta-llama/Llama-3.1-8B-Instruct", CHAT),
      ovhcloud: live("Llama-3.1-8B-Instruct", CHAT),
      sambanova: live("Meta-Llama-3.1-8B-Instruct", CHAT),
      scaleway: live("llama-3.1-8b-instruct", CHAT),
      together: live("meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", CHAT),
      deepinfra: live("meta-llama/Meta-Llama-3.1-8B-Instruct", CHAT),
    },
    { tags: [CHAT, "text-generation-inference"] },
  ),
  model(
    "openai/gpt-oss-120b",
    TG,
    "transformers",
    {
      baseten: live("openai/gpt-oss-120b", CHAT),
      cerebras: live("gpt-oss-120b", CHAT),
      clarifai: live("openai/chat-completion/models/gpt-oss-120b", CHAT),
      "fireworks-ai": live("accounts/fireworks/models/gpt-oss-120b", CHAT),
      groq: live("openai/gpt-oss-120b", CHAT),
      novita: live("openai/gpt-oss-120b", CHAT),
      nscale: staging("openai/gpt-oss-120b", CHAT),
      together: live("openai/gpt-oss-120b", CHAT),
    },
    { tags: [CHAT] },
  ),
  model(
    "CohereLabs/c4ai-command-r7b-12-2024",
    TG,
    "transformers",
    { cohere: live("command-r7b-12-2024", CHAT) },
    { tags: [CHAT] },
  ),
  model(
    "swiss-ai/Apertus-8B-Instruct-2509",
    TG,
    "transformers",
    { publicai: live("swiss-ai/apertus-8b-instruct", CHAT) },
    { tags: [CHAT] },
  ),
  model(
    "zai-org/GLM-4.5",
    TG,
    "transformers",
    { "zai-org": live("glm-4.5", CHAT), novita: live("zai-org/glm-4.5", CHAT) },
    { tags: [CHAT] },
  ),
  // Text generation (completions) and embeddings.
  model("mistralai/Mistral-7B-v0.1", TG, "transformers", {
    "hf-inference": live("mistralai/Mistral-7B-v0.1", TG),
    deepinfra: live("mistralai/Mistral-7B-v0.1", TG),
    "featherless-ai": live("mistralai/Mistral-7B-v0.1", TG),
    hyperbolic: live("mistralai/Mistral-7B-v0.1", TG),
    nebius: live("mistralai/Mistral-7B-v0.1", TG),
    novita: live("mistralai/mistral-7b-v0.1", TG),
    ovhcloud: live("Mistral-7B-v0.1", TG),
    scaleway: live("mistral-7b-v0.1", TG),
    together: live("mistralai/Mistral-7B-v0.1", TG),
  }),
  model("BAAI/bge-large-en-v1.5", FE, "sentence-transformers", {
    "hf-inference": live("BAAI/bge-large-en-v1.5", FE),
    deepinfra: live("BAAI/bge-large-en-v1.5", FE),
    nebius: live("BAAI/bge-large-en-v1.5", FE),
    sambanova: live("E5-Mistral-7B-Instruct", FE),
    scaleway: live("bge-large-en-v1.5", FE),
    together: live("BAAI/bge-large-en-v1.5", FE),
  }),
  model("sentence-transformers/all-MiniLM-L6-v2", "sentence-similarity", "sentence-transformers", {
    ...hf("sentence-transformers/all-MiniLM-L6-v2", "sentence-similarity"),
  }),
  // hf-inference: one model per task.
  model(
    "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    "text-classification",
    "transformers",
    hf("distilbert/distilbert-base-uncased-finetuned-sst-2-english", "text-classification"),
  ),
  model(
    "dslim/bert-base-NER",
    "token-classification",
    "transformers",
    hf("dslim/bert-base-NER", "token-classification"),
  ),
  model(
    "deepset/roberta-base-squad2",
    "question-answering",
    "transformers",
    hf("deepset/roberta-base-squad2", "question-answering"),
  ),
  model("google-bert/bert-base-uncased", "fill-mask", "transformers", hf("google-bert/bert-base-uncased", "fill-mask")),
  model("facebook/bart-large-cnn", "summarization", "transformers", hf("facebook/bart-large-cnn", "summarization")),
  model("google-t5/t5-small", "translation", "transformers", hf("google-t5/t5-small", "translation")),
  model(
    "facebook/bart-large-mnli",
    "zero-shot-classification",
    "transformers",
    hf("facebook/bart-large-mnli", "zero-shot-classification"),
  ),
  model(
    "google/tapas-base-finetuned-wtq",
    "table-question-answering",
    "transformers",
    hf("google/tapas-base-finetuned-wtq", "table-question-answering"),
  ),
  model(
    "black-forest-labs/FLUX.1-dev",
    "text-to-image",
    "diffusers",
    {
      "hf-inference": live("black-forest-labs/FLUX.1-dev", "text-to-image"),
      "fal-ai": live("fal-ai/flux/dev", "text-to-image"),
      deepinfra: live("black-forest-labs/FLUX-1-dev", "text-to-image"),
      nebius: live("black-forest-labs/flux-dev", "text-to-image"),
      nscale: live("black-forest-labs/FLUX.1-dev", "text-to-image"),
      together: live("black-forest-labs/FLUX.1-dev", "text-to-image"),
    },
    { gated: "auto" },
  ),
  model(
    "alvdansen/flux-koda",
    "text-to-image",
    "diffusers",
    {
      "fal-ai": {
        status: "live",
        providerId: "fal-ai/flux-lora",
        task: "text-to-image",
        adapter: "lora",
        adapterWeightsPath: "araminta_k_flux_koda.safetensors",
      },
    },
    { tags: ["lora", "base_model:black-forest-labs/FLUX.1-dev"] },
  ),
  model(
    "timbrooks/instruct-pix2pix",
    "image-to-image",
    "diffusers",
    hf("timbrooks/instruct-pix2pix", "image-to-image"),
  ),
  model("google/vit-base-patch16-224", "image-classification", "transformers", {
    ...hf("google/vit-base-patch16-224", "image-classification"),
  }),
  model(
    "facebook/detr-resnet-50",
    "object-detection",
    "transformers",
    hf("facebook/detr-resnet-50", "object-detection"),
  ),
  model(
    "nvidia/segformer-b0-finetuned-ade-512-512",
    "image-segmentation",
    "transformers",
    hf("nvidia/segformer-b0-finetuned-ade-512-512", "image-segmentation"),
  ),
  model(
    "Salesforce/blip-image-captioning-large",
    "image-to-text",
    "transformers",
    hf("Salesforce/blip-image-captioning-large", "image-to-text"),
  ),
  model("facebook/mms-tts-eng", "text-to-speech", "transformers", hf("facebook/mms-tts-eng", "text-to-speech")),
  model("hexgrad/Kokoro-82M", "text-to-speech", "transformers", {
    deepinfra: live("hexgrad/Kokoro-82M", "text-to-speech"),
    together: live("hexgrad/Kokoro-82M", "text-to-speech"),
  }),
  model("facebook/musicgen-small", "text-to-audio", "transformers", hf("facebook/musicgen-small", "text-to-audio")),
  model(
    "speechbrain/sepformer-wham",
    "audio-to-audio",
    "speechbrain",
    hf("speechbrain/sepformer-wham", "audio-to-audio"),
  ),
  model("openai/whisper-large-v3", "automatic-speech-recognition", "transformers", {
    "hf-inference": live("openai/whisper-large-v3", "automatic-speech-recognition"),
    deepinfra: live("openai/whisper-large-v3", "automatic-speech-recognition"),
    together: live("openai/whisper-large-v3", "automatic-speech-recognition"),
  }),
  model(
    "superb/hubert-large-superb-er",
    "audio-classification",
    "transformers",
    hf("superb/hubert-large-superb-er", "audio-classification"),
  ),
  model(
    "impira/layoutlm-document-qa",
    "document-question-answering",
    "transformers",
    hf("impira/layoutlm-document-qa", "document-question-answering"),
  ),
  model(
    "dandelin/vilt-b32-finetuned-vqa",
    "visual-question-answering",
    "transformers",
    hf("dandelin/vilt-b32-finetuned-vqa", "visual-question-answering"),
  ),
  model(
    "openai/clip-vit-large-patch14",
    "zero-shot-image-classification",
    "transformers",
    hf("openai/clip-vit-large-patch14", "zero-shot-image-classification"),
  ),
  model(
    "julien-c/wine-quality",
    "tabular-classification",
    "sklearn",
    hf("julien-c/wine-quality", "tabular-classification"),
  ),
  model(
    "scikit-learn/Fish-Weight",
    "tabular-regression",
    "sklearn",
    hf("scikit-learn/Fish-Weight", "tabular-regression"),
  ),
  // Video (served by the async providers of a later issue; the mapping is here already).
  model("Wan-AI/Wan2.1-T2V-14B", "text-to-video", "diffusers", {
    novita: live("wan-t2v", "text-to-video"),
    together: staging("Wan-AI/Wan2.1-T2V-14B", "text-to-video"),
  }),
];

const BY_ID = new Map(EMULATOR_MODELS.map((m) => [m.id, m]));

export function findModel(id: string): CatalogueModel | undefined {
  return BY_ID.get(id);
}

/** The catalogue model and mapping a provider serves under `providerId`. */
export function findByProviderId(
  provider: string,
  providerId: string,
): { model: CatalogueModel; mapping: ProviderMapping } | undefined {
  for (const m of EMULATOR_MODELS) {
    const mapping = m.inferenceProviderMapping[provider];
    if (mapping?.providerId === providerId) return { model: m, mapping };
  }
  return undefined;
}
