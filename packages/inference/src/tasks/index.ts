// Every task function (the InferenceClient exposes each one as a method).

export { audioClassification, audioToAudio, automaticSpeechRecognition, textToAudio, textToSpeech } from "./audio.js";
export { chatCompletion, chatCompletionStream, textGeneration, textGenerationStream } from "./chat.js";
export { request, streamingRequest } from "./custom.js";
export {
  imageClassification,
  imageSegmentation,
  imageToImage,
  imageToText,
  imageToVideo,
  objectDetection,
  textToImage,
  textToVideo,
  zeroShotImageClassification,
} from "./cv.js";
export { documentQuestionAnswering, visualQuestionAnswering } from "./multimodal.js";
export {
  featureExtraction,
  fillMask,
  questionAnswering,
  sentenceSimilarity,
  summarization,
  tableQuestionAnswering,
  textClassification,
  tokenClassification,
  translation,
  zeroShotClassification,
} from "./nlp.js";
export { tabularClassification, tabularRegression } from "./tabular.js";
