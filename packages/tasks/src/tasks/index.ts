import { TASKS_MODEL_LIBRARIES } from "../library-to-tasks.js";
import { PIPELINE_DATA, PIPELINE_TYPES, type PipelineType } from "../pipelines.js";
import anyToAny from "./any-to-any/data.js";
import audioClassification from "./audio-classification/data.js";
import audioTextToText from "./audio-text-to-text/data.js";
import audioToAudio from "./audio-to-audio/data.js";
import automaticSpeechRecognition from "./automatic-speech-recognition/data.js";
import depthEstimation from "./depth-estimation/data.js";
import documentQuestionAnswering from "./document-question-answering/data.js";
import featureExtraction from "./feature-extraction/data.js";
import fillMask from "./fill-mask/data.js";
import graphMl from "./graph-ml/data.js";
import imageClassification from "./image-classification/data.js";
import imageFeatureExtraction from "./image-feature-extraction/data.js";
import imageSegmentation from "./image-segmentation/data.js";
import imageTextToImage from "./image-text-to-image/data.js";
import imageTextToText from "./image-text-to-text/data.js";
import imageTextToVideo from "./image-text-to-video/data.js";
import imageTo3D from "./image-to-3d/data.js";
import imageToImage from "./image-to-image/data.js";
import imageToText from "./image-to-text/data.js";
import imageToVideo from "./image-to-video/data.js";
import keypointDetection from "./keypoint-detection/data.js";
import maskGeneration from "./mask-generation/data.js";
import multipleChoice from "./multiple-choice/data.js";
import objectDetection from "./object-detection/data.js";
import other from "./other/data.js";
import questionAnswering from "./question-answering/data.js";
import reinforcementLearning from "./reinforcement-learning/data.js";
import robotics from "./robotics/data.js";
import sentenceSimilarity from "./sentence-similarity/data.js";
import summarization from "./summarization/data.js";
import tableQuestionAnswering from "./table-question-answering/data.js";
import tableToText from "./table-to-text/data.js";
import tabularClassification from "./tabular-classification/data.js";
import tabularRegression from "./tabular-regression/data.js";
import tabularToText from "./tabular-to-text/data.js";
import textClassification from "./text-classification/data.js";
import textGeneration from "./text-generation/data.js";
import textRanking from "./text-ranking/data.js";
import textRetrieval from "./text-retrieval/data.js";
import textTo3D from "./text-to-3d/data.js";
import textToAudio from "./text-to-audio/data.js";
import textToImage from "./text-to-image/data.js";
import textToSpeech from "./text-to-speech/data.js";
import textToVideo from "./text-to-video/data.js";
import timeSeriesForecasting from "./time-series-forecasting/data.js";
import tokenClassification from "./token-classification/data.js";
import translation from "./translation/data.js";
import type { TaskData, TaskDataCustom } from "./types.js";
import unconditionalImageGeneration from "./unconditional-image-generation/data.js";
import videoClassification from "./video-classification/data.js";
import videoTextToText from "./video-text-to-text/data.js";
import videoToVideo from "./video-to-video/data.js";
import visualDocumentRetrieval from "./visual-document-retrieval/data.js";
import visualQuestionAnswering from "./visual-question-answering/data.js";
import voiceActivityDetection from "./voice-activity-detection/data.js";
import zeroShotClassification from "./zero-shot-classification/data.js";
import zeroShotImageClassification from "./zero-shot-image-classification/data.js";
import zeroShotObjectDetection from "./zero-shot-object-detection/data.js";

export type { ExampleRepo, TaskData, TaskDataCustom, TaskDemo, TaskDemoEntry } from "./types.js";

/** The hand-written part of every task page, in catalogue order. */
const PAGES: Record<PipelineType, TaskDataCustom> = {
  "text-classification": textClassification,
  "token-classification": tokenClassification,
  "table-question-answering": tableQuestionAnswering,
  "question-answering": questionAnswering,
  "zero-shot-classification": zeroShotClassification,
  translation: translation,
  summarization: summarization,
  "feature-extraction": featureExtraction,
  "text-generation": textGeneration,
  "fill-mask": fillMask,
  "sentence-similarity": sentenceSimilarity,
  "text-to-speech": textToSpeech,
  "text-to-audio": textToAudio,
  "automatic-speech-recognition": automaticSpeechRecognition,
  "audio-to-audio": audioToAudio,
  "audio-classification": audioClassification,
  "audio-text-to-text": audioTextToText,
  "voice-activity-detection": voiceActivityDetection,
  "depth-estimation": depthEstimation,
  "image-classification": imageClassification,
  "object-detection": objectDetection,
  "image-segmentation": imageSegmentation,
  "text-to-image": textToImage,
  "image-to-text": imageToText,
  "image-to-image": imageToImage,
  "image-to-video": imageToVideo,
  "unconditional-image-generation": unconditionalImageGeneration,
  "video-classification": videoClassification,
  "reinforcement-learning": reinforcementLearning,
  robotics: robotics,
  "tabular-classification": tabularClassification,
  "tabular-regression": tabularRegression,
  "tabular-to-text": tabularToText,
  "table-to-text": tableToText,
  "multiple-choice": multipleChoice,
  "text-ranking": textRanking,
  "text-retrieval": textRetrieval,
  "time-series-forecasting": timeSeriesForecasting,
  "text-to-video": textToVideo,
  "image-text-to-text": imageTextToText,
  "image-text-to-image": imageTextToImage,
  "image-text-to-video": imageTextToVideo,
  "visual-question-answering": visualQuestionAnswering,
  "document-question-answering": documentQuestionAnswering,
  "zero-shot-image-classification": zeroShotImageClassification,
  "graph-ml": graphMl,
  "mask-generation": maskGeneration,
  "zero-shot-object-detection": zeroShotObjectDetection,
  "text-to-3d": textTo3D,
  "image-to-3d": imageTo3D,
  "image-feature-extraction": imageFeatureExtraction,
  "video-text-to-text": videoTextToText,
  "keypoint-detection": keypointDetection,
  "visual-document-retrieval": visualDocumentRetrieval,
  "any-to-any": anyToAny,
  "video-to-video": videoToVideo,
  other: other,
};

/** Every task page: the hand-written part plus its id, its display label and its libraries. */
export const TASKS_DATA: Record<PipelineType, TaskData> = Object.fromEntries(
  PIPELINE_TYPES.map((id) => [
    id,
    { ...PAGES[id], id, label: PIPELINE_DATA[id].name, libraries: TASKS_MODEL_LIBRARIES[id] },
  ]),
) as Record<PipelineType, TaskData>;
