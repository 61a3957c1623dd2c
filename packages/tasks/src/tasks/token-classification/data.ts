import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Token classification labels each word or sub-word of a text. Named-entity recognition (finding people, places and organisations) and part-of-speech tagging are the best-known cases; chunking and keyword extraction work the same way.",
  models: [
    {
      id: "dslim/bert-base-NER",
      description: "BERT model that tags persons, locations, organisations and miscellaneous entities in English.",
    },
    {
      id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
      description: "Multilingual encoder fine-tuned for English named entities.",
    },
    { id: "blaze999/Medical-NER", description: "Recognises medical entities such as symptoms, drugs and dosages." },
    { id: "flair/ner-english", description: "Flair sequence tagger for the four CoNLL-2003 entity types." },
  ],
  datasets: [
    {
      id: "eriktks/conll2003",
      description: "News sentences annotated with four entity types and part-of-speech tags.",
    },
    {
      id: "unimelb-nlp/wikiann",
      description: "Entity annotations for Wikipedia text in well over a hundred languages.",
    },
  ],
  spaces: [
    {
      id: "spacy/gradio_pipeline_visualizer",
      description: "Visualises spaCy's entity and dependency annotations for any text.",
    },
  ],
  metrics: [
    { id: "accuracy", description: "Share of tokens that received the correct tag." },
    { id: "recall", description: "Share of true entities the model found." },
    { id: "precision", description: "Share of predicted entities that are correct." },
    { id: "f1", description: "Harmonic mean of entity-level precision and recall, the usual headline number." },
  ],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Ada Lovelace worked with Charles Babbage in London." }],
    outputs: [
      {
        type: "text-with-tokens",
        text: "Ada Lovelace worked with Charles Babbage in London.",
        tokens: [
          { type: "PER", start: 0, end: 12 },
          { type: "PER", start: 25, end: 40 },
          { type: "LOC", start: 44, end: 50 },
        ],
      },
    ],
  },
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  youtubeId: "wVHdVlPScxA",
  isPlaceholder: false,
};

export default taskData;
