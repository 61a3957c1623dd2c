import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Translation turns text in one language into another while keeping its meaning. Models are trained on pairs of aligned sentences; some serve one language pair, others hundreds of languages selected by a language code.",
  models: [
    {
      id: "facebook/nllb-200-1.3B",
      description: "Translates between 200 languages, including many with little training data.",
    },
    {
      id: "google-t5/t5-base",
      description: "Text-to-text model that translates English to German, French and Romanian when prompted.",
    },
  ],
  datasets: [
    { id: "Helsinki-NLP/opus_books", description: "Aligned sentences from books in many language pairs." },
    { id: "google/code_x_glue_cc_code_to_code_trans", description: "Code translated between Java and C#." },
  ],
  spaces: [
    { id: "Iker/Translate-100-languages", description: "Translate between a hundred languages." },
    { id: "Geonmo/nllb-translation-demo", description: "Demo of the NLLB-200 translation models." },
  ],
  metrics: [
    { id: "bleu", description: "N-gram overlap between the translation and reference translations." },
    { id: "sacrebleu", description: "A standardised BLEU computation that makes scores comparable across papers." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Je voudrais réserver une table pour deux personnes ce soir." }],
    outputs: [{ type: "text", label: "Output", content: "I would like to book a table for two people tonight." }],
  },
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  youtubeId: "1JvfrvZgi6c",
  canonicalId: "text-generation",
  isPlaceholder: false,
};

export default taskData;
