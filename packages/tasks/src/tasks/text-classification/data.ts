import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Text classification assigns one or more labels from a fixed set to a piece of text. Sentiment analysis, spam filtering, language identification, topic tagging and natural language inference are all forms of it. A model typically encodes the text and returns a score for each label.",
  models: [
    {
      id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      description: "Small English sentiment model tuned on movie-review sentences (positive or negative).",
    },
    {
      id: "ProsusAI/finbert",
      description: "Sentiment of financial news and reports, with positive, negative and neutral labels.",
    },
    {
      id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
      description: "Sentiment of short social-media posts, trained on tweets.",
    },
    {
      id: "papluca/xlm-roberta-base-language-detection",
      description: "Identifies which of twenty languages a text is written in.",
    },
    {
      id: "meta-llama/Prompt-Guard-86M",
      description: "Flags prompt-injection and jailbreak attempts aimed at language-model applications.",
    },
  ],
  datasets: [
    { id: "nyu-mll/glue", description: "Benchmark of nine sentence and sentence-pair classification tasks." },
    { id: "stanfordnlp/snli", description: "Sentence pairs labelled as entailment, contradiction or neutral." },
  ],
  spaces: [
    {
      id: "miesnerjacob/Multi-task-NLP",
      description: "Runs sentiment, emotion and several other text classifiers on your input.",
    },
    {
      id: "spacy/healthsea-demo",
      description: "Classifies health effects mentioned in supplement reviews with a spaCy pipeline.",
    },
    {
      id: "IoannisTr/Tech_Stocks_Trading_Assistant",
      description: "Scores the sentiment of news about technology stocks.",
    },
  ],
  metrics: [
    { id: "accuracy", description: "Share of texts whose predicted label is the true one." },
    { id: "recall", description: "Of all texts truly in a class, the share the model put in that class." },
    { id: "precision", description: "Of all texts the model put in a class, the share that truly belong there." },
    { id: "f1", description: "Harmonic mean of precision and recall; useful when classes are unbalanced." },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content: "The delivery was late, but the support team fixed everything within an hour.",
      },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "POSITIVE", score: 0.91 },
          { label: "NEGATIVE", score: 0.09 },
        ],
      },
    ],
  },
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  youtubeId: "leNG9fN9FQU",
  isPlaceholder: false,
};

export default taskData;
