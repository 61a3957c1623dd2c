import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Summarization shortens a document while keeping its key information. Extractive systems copy the most important sentences; abstractive systems write new sentences, as a person would. Long reports, news and meeting transcripts are typical inputs.",
  models: [
    { id: "facebook/bart-large-cnn", description: "BART fine-tuned to write short summaries of news articles." },
    { id: "Falconsai/medical_summarization", description: "T5 model that condenses medical texts." },
  ],
  datasets: [
    { id: "reciTAL/mlsum", description: "News articles with summaries in five languages." },
    { id: "Samsung/samsum", description: "Chat conversations with written summaries." },
  ],
  spaces: [
    { id: "pszemraj/summarize-long-text", description: "Summarises long documents chunk by chunk." },
    { id: "pszemraj/document-summarization", description: "Upload a document and get its summary." },
    { id: "ml6team/distilbart-tos-summarizer-tosdr", description: "Summarises the terms of service of websites." },
    {
      id: "ml6team/post-processing-summarization",
      description: "Checks summaries for facts that are not in the source.",
    },
  ],
  metrics: [
    { id: "rouge", description: "Overlap of words and word sequences between the generated and reference summaries." },
  ],
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content:
          "The city council met on Tuesday to discuss the new cycling plan. After three hours of debate, members voted to build twelve kilometres of protected bike lanes by next summer, funded by a regional grant. Opponents worried about parking, but the plan passed by seven votes to two.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Output",
        content:
          "The council approved twelve kilometres of protected bike lanes, funded by a regional grant, by seven votes to two.",
      },
    ],
  },
  widgetModels: ["facebook/bart-large-cnn"],
  youtubeId: "yHnr5Dk2zCI",
  canonicalId: "text-generation",
  isPlaceholder: false,
};

export default taskData;
