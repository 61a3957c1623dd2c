/**
 * The task taxonomy of the hub: every pipeline tag with its display name, modality and subtasks.
 * Order matters: within a modality, more specific tasks come first (the hub picks the first match
 * as a model's default pipeline tag).
 */

export const MODALITIES = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;
export type Modality = (typeof MODALITIES)[number];

export const MODALITY_LABELS = {
  multimodal: "Multimodal",
  nlp: "Natural Language Processing",
  audio: "Audio",
  cv: "Computer Vision",
  rl: "Reinforcement Learning",
  tabular: "Tabular",
  other: "Other",
} as const satisfies Record<Modality, string>;

/** A finer-grained task (used in model-index metadata), e.g. `{ type: "fact-checking", name: "Fact Checking" }`. */
export interface SubTask {
  type: string;
  name: string;
}

/** The kind of try-it widget the hub renders for a pipeline (an Atrium extension). */
export type WidgetType =
  | "text"
  | "chat"
  | "question-answering"
  | "table-question-answering"
  | "sentence-similarity"
  | "zero-shot-classification"
  | "zero-shot-image-classification"
  | "image"
  | "image-with-text"
  | "audio"
  | "tabular";

export interface PipelineData {
  /** Display name, e.g. "Text Classification". */
  name: string;
  modality: Modality;
  subtasks?: SubTask[];
  /** Hidden from the filters of the model list. */
  hideInModels?: boolean;
  /** Hidden from the filters of the dataset list. */
  hideInDatasets?: boolean;
  /** The widget the hub shows on model pages of this task, when it has one. */
  widget?: WidgetType;
}

type SubTaskRow = readonly [type: string, name: string];
interface PipelineRow extends Omit<PipelineData, "subtasks"> {
  subtasks?: readonly SubTaskRow[];
}

const ROWS = {
  "text-classification": {
    name: "Text Classification",
    modality: "nlp",
    widget: "text",
    subtasks: [
      ["acceptability-classification", "Acceptability Classification"],
      ["entity-linking-classification", "Entity Linking Classification"],
      ["fact-checking", "Fact Checking"],
      ["intent-classification", "Intent Classification"],
      ["language-identification", "Language Identification"],
      ["multi-class-classification", "Multi Class Classification"],
      ["multi-label-classification", "Multi Label Classification"],
      ["multi-input-text-classification", "Multi-input Text Classification"],
      ["natural-language-inference", "Natural Language Inference"],
      ["semantic-similarity-classification", "Semantic Similarity Classification"],
      ["sentiment-classification", "Sentiment Classification"],
      ["topic-classification", "Topic Classification"],
      ["semantic-similarity-scoring", "Semantic Similarity Scoring"],
      ["sentiment-scoring", "Sentiment Scoring"],
      ["sentiment-analysis", "Sentiment Analysis"],
      ["hate-speech-detection", "Hate Speech Detection"],
      ["text-scoring", "Text Scoring"],
    ],
  },
  "token-classification": {
    name: "Token Classification",
    modality: "nlp",
    widget: "text",
    subtasks: [
      ["named-entity-recognition", "Named Entity Recognition"],
      ["part-of-speech", "Part of Speech"],
      ["parsing", "Parsing"],
      ["lemmatization", "Lemmatization"],
      ["word-sense-disambiguation", "Word Sense Disambiguation"],
      ["coreference-resolution", "Coreference-resolution"],
    ],
  },
  "table-question-answering": { name: "Table Question Answering", modality: "nlp", widget: "table-question-answering" },
  "question-answering": {
    name: "Question Answering",
    modality: "nlp",
    widget: "question-answering",
    subtasks: [
      ["extractive-qa", "Extractive QA"],
      ["open-domain-qa", "Open Domain QA"],
      ["closed-domain-qa", "Closed Domain QA"],
    ],
  },
  "zero-shot-classification": { name: "Zero-Shot Classification", modality: "nlp", widget: "zero-shot-classification" },
  translation: { name: "Translation", modality: "nlp", widget: "text" },
  summarization: {
    name: "Summarization",
    modality: "nlp",
    widget: "text",
    subtasks: [
      ["news-articles-summarization", "News Articles Summarization"],
      ["news-articles-headline-generation", "News Articles Headline Generation"],
    ],
  },
  "feature-extraction": { name: "Feature Extraction", modality: "nlp", widget: "text" },
  "text-generation": {
    name: "Text Generation",
    modality: "nlp",
    widget: "chat",
    subtasks: [
      ["dialogue-modeling", "Dialogue Modeling"],
      ["dialogue-generation", "Dialogue Generation"],
      ["conversational", "Conversational"],
      ["language-modeling", "Language Modeling"],
      ["text-simplification", "Text simplification"],
      ["explanation-generation", "Explanation Generation"],
      ["abstractive-qa", "Abstractive QA"],
      ["open-domain-abstractive-qa", "Open Domain Abstractive QA"],
      ["closed-domain-qa", "Closed Domain QA"],
      ["open-book-qa", "Open Book QA"],
      ["closed-book-qa", "Closed Book QA"],
      ["text2text-generation", "Text2Text Generation"],
    ],
  },
  "fill-mask": {
    name: "Fill-Mask",
    modality: "nlp",
    widget: "text",
    subtasks: [
      ["slot-filling", "Slot Filling"],
      ["masked-language-modeling", "Masked Language Modeling"],
    ],
  },
  "sentence-similarity": { name: "Sentence Similarity", modality: "nlp", widget: "sentence-similarity" },
  "text-to-speech": { name: "Text-to-Speech", modality: "audio", widget: "text" },
  "text-to-audio": { name: "Text-to-Audio", modality: "audio", widget: "text" },
  "automatic-speech-recognition": { name: "Automatic Speech Recognition", modality: "audio", widget: "audio" },
  "audio-to-audio": { name: "Audio-to-Audio", modality: "audio", widget: "audio" },
  "audio-classification": {
    name: "Audio Classification",
    modality: "audio",
    widget: "audio",
    subtasks: [
      ["keyword-spotting", "Keyword Spotting"],
      ["speaker-identification", "Speaker Identification"],
      ["audio-intent-classification", "Audio Intent Classification"],
      ["audio-emotion-recognition", "Audio Emotion Recognition"],
      ["audio-language-identification", "Audio Language Identification"],
    ],
  },
  "audio-text-to-text": { name: "Audio-Text-to-Text", modality: "multimodal", hideInDatasets: true },
  "voice-activity-detection": { name: "Voice Activity Detection", modality: "audio", widget: "audio" },
  "depth-estimation": { name: "Depth Estimation", modality: "cv", widget: "image" },
  "image-classification": {
    name: "Image Classification",
    modality: "cv",
    widget: "image",
    subtasks: [
      ["multi-label-image-classification", "Multi Label Image Classification"],
      ["multi-class-image-classification", "Multi Class Image Classification"],
    ],
  },
  "object-detection": {
    name: "Object Detection",
    modality: "cv",
    widget: "image",
    subtasks: [
      ["face-detection", "Face Detection"],
      ["vehicle-detection", "Vehicle Detection"],
    ],
  },
  "image-segmentation": {
    name: "Image Segmentation",
    modality: "cv",
    widget: "image",
    subtasks: [
      ["instance-segmentation", "Instance Segmentation"],
      ["semantic-segmentation", "Semantic Segmentation"],
      ["panoptic-segmentation", "Panoptic Segmentation"],
    ],
  },
  "text-to-image": { name: "Text-to-Image", modality: "cv", widget: "text" },
  "image-to-text": {
    name: "Image-to-Text",
    modality: "cv",
    widget: "image",
    subtasks: [["image-captioning", "Image Captioning"]],
  },
  "image-to-image": {
    name: "Image-to-Image",
    modality: "cv",
    widget: "image-with-text",
    subtasks: [
      ["image-inpainting", "Image Inpainting"],
      ["image-colorization", "Image Colorization"],
      ["super-resolution", "Super Resolution"],
    ],
  },
  "image-to-video": { name: "Image-to-Video", modality: "cv", widget: "image-with-text" },
  "unconditional-image-generation": { name: "Unconditional Image Generation", modality: "cv" },
  "video-classification": { name: "Video Classification", modality: "cv" },
  "reinforcement-learning": { name: "Reinforcement Learning", modality: "rl" },
  robotics: {
    name: "Robotics",
    modality: "rl",
    subtasks: [
      ["grasping", "Grasping"],
      ["task-planning", "Task Planning"],
    ],
  },
  "tabular-classification": {
    name: "Tabular Classification",
    modality: "tabular",
    widget: "tabular",
    subtasks: [
      ["tabular-multi-class-classification", "Tabular Multi Class Classification"],
      ["tabular-multi-label-classification", "Tabular Multi Label Classification"],
    ],
  },
  "tabular-regression": {
    name: "Tabular Regression",
    modality: "tabular",
    widget: "tabular",
    subtasks: [["tabular-single-column-regression", "Tabular Single Column Regression"]],
  },
  "tabular-to-text": {
    name: "Tabular to Text",
    modality: "tabular",
    hideInModels: true,
    subtasks: [["rdf-to-text", "RDF to text"]],
  },
  "table-to-text": { name: "Table to Text", modality: "nlp", hideInModels: true },
  "multiple-choice": {
    name: "Multiple Choice",
    modality: "nlp",
    hideInModels: true,
    subtasks: [
      ["multiple-choice-qa", "Multiple Choice QA"],
      ["multiple-choice-coreference-resolution", "Multiple Choice Coreference Resolution"],
    ],
  },
  "text-ranking": { name: "Text Ranking", modality: "nlp" },
  "text-retrieval": {
    name: "Text Retrieval",
    modality: "nlp",
    hideInModels: true,
    subtasks: [
      ["document-retrieval", "Document Retrieval"],
      ["utterance-retrieval", "Utterance Retrieval"],
      ["entity-linking-retrieval", "Entity Linking Retrieval"],
      ["fact-checking-retrieval", "Fact Checking Retrieval"],
    ],
  },
  "time-series-forecasting": {
    name: "Time Series Forecasting",
    modality: "tabular",
    subtasks: [
      ["univariate-time-series-forecasting", "Univariate Time Series Forecasting"],
      ["multivariate-time-series-forecasting", "Multivariate Time Series Forecasting"],
    ],
  },
  "text-to-video": { name: "Text-to-Video", modality: "cv", widget: "text" },
  "image-text-to-text": { name: "Image-Text-to-Text", modality: "multimodal", widget: "chat" },
  "image-text-to-image": { name: "Image-Text-to-Image", modality: "multimodal", widget: "image-with-text" },
  "image-text-to-video": { name: "Image-Text-to-Video", modality: "multimodal", widget: "image-with-text" },
  "visual-question-answering": {
    name: "Visual Question Answering",
    modality: "multimodal",
    widget: "image-with-text",
    subtasks: [["visual-question-answering", "Visual Question Answering"]],
  },
  "document-question-answering": {
    name: "Document Question Answering",
    modality: "multimodal",
    widget: "image-with-text",
    hideInDatasets: true,
    subtasks: [["document-question-answering", "Document Question Answering"]],
  },
  "zero-shot-image-classification": {
    name: "Zero-Shot Image Classification",
    modality: "cv",
    widget: "zero-shot-image-classification",
  },
  "graph-ml": { name: "Graph Machine Learning", modality: "other" },
  "mask-generation": { name: "Mask Generation", modality: "cv", widget: "image" },
  "zero-shot-object-detection": { name: "Zero-Shot Object Detection", modality: "cv" },
  "text-to-3d": { name: "Text-to-3D", modality: "cv" },
  "image-to-3d": { name: "Image-to-3D", modality: "cv" },
  "image-feature-extraction": { name: "Image Feature Extraction", modality: "cv", widget: "image" },
  "video-text-to-text": { name: "Video-Text-to-Text", modality: "multimodal" },
  "keypoint-detection": {
    name: "Keypoint Detection",
    modality: "cv",
    widget: "image",
    hideInDatasets: true,
    subtasks: [["pose-estimation", "Pose Estimation"]],
  },
  "visual-document-retrieval": { name: "Visual Document Retrieval", modality: "multimodal" },
  "any-to-any": { name: "Any-to-Any", modality: "multimodal" },
  "video-to-video": { name: "Video-to-Video", modality: "cv", hideInDatasets: true },
  other: { name: "Other", modality: "other", hideInModels: true, hideInDatasets: true },
} as const satisfies Record<string, PipelineRow>;

/** Every pipeline tag (task key). */
export type PipelineType = keyof typeof ROWS;

function toPipelineData(row: PipelineRow): PipelineData {
  const { subtasks, ...rest } = row;
  return subtasks ? { ...rest, subtasks: subtasks.map(([type, name]) => ({ type, name })) } : { ...rest };
}

export const PIPELINE_DATA = Object.fromEntries(
  Object.entries(ROWS).map(([key, row]) => [key, toPipelineData(row)]),
) as Record<PipelineType, PipelineData>;

/** All pipeline tags, in catalogue order. */
export const PIPELINE_TYPES = Object.keys(ROWS) as PipelineType[];

export const PIPELINE_TYPES_SET: ReadonlySet<string> = new Set(PIPELINE_TYPES);

/** All subtask types across every pipeline, in catalogue order. */
export const SUBTASK_TYPES: string[] = Object.values(PIPELINE_DATA).flatMap(
  (d) => d.subtasks?.map((s) => s.type) ?? [],
);

/** Narrows any string to a known pipeline tag. */
export function isPipelineType(value: unknown): value is PipelineType {
  return typeof value === "string" && PIPELINE_TYPES_SET.has(value);
}
