import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Document question answering answers questions about scanned or photographed documents such as invoices, forms and receipts, using both the text and its layout.",
  models: [
    { id: "impira/layoutlm-document-qa", description: "LayoutLM fine-tuned for questions on documents." },
    { id: "impira/layoutlm-invoices", description: "LayoutLM fine-tuned on invoices." },
    { id: "microsoft/udop-large", description: "Unifies vision, text and layout for document understanding." },
    { id: "google/pix2struct-docvqa-large", description: "Reads document images directly, without OCR." },
  ],
  datasets: [
    { id: "HuggingFaceM4/Docmatix", description: "Millions of question-answer pairs over PDF pages." },
    { id: "eliolio/docvqa", description: "Questions about industry document scans." },
  ],
  spaces: [
    { id: "impira/docquery", description: "Ask questions about a document." },
    { id: "impira/invoices", description: "Extract fields from invoices." },
    { id: "merve/compare_docvqa_models", description: "Compare document QA models." },
  ],
  metrics: [
    { id: "anls", description: "Average normalised Levenshtein similarity between predicted and reference answers." },
    { id: "exact_match", description: "Share of answers identical to the reference." },
  ],
  demo: {
    inputs: [
      { type: "img", filename: "invoice.svg" },
      { type: "text", label: "Question", content: "What is the total amount?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "$168.00" }],
  },
  widgetModels: ["impira/layoutlm-invoices"],
  isPlaceholder: false,
};

export default taskData;
