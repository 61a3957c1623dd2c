export type {
  ChatCompletionInput,
  ChatCompletionInputMessage,
  ChatCompletionOutput,
  ChatCompletionOutputToolCall,
  ChatCompletionStreamOutput,
  TextGenerationInput,
  TextGenerationOutput,
  TextGenerationStreamOutput,
} from "@atrium/tasks";
export * from "./errors.js";
export { HfInference, InferenceClient, InferenceClientEndpoint } from "./InferenceClient.js";
export { setLogger } from "./logger.js";
export { clearMappingCache, getProviderMapping } from "./mapping.js";
export { type PollOptions, type PollState, poll } from "./poll.js";
export { PROVIDERS } from "./providers/index.js";
export type { ProviderSpec, TaskContext, TaskSpec } from "./providers/types.js";
export type { CallOptions } from "./resolve.js";
export type * from "./tasks/audio.js";
export type * from "./tasks/chat.js";
export { assembleToolCalls, ToolCallAssembler } from "./tasks/chat.js";
export type { RequestOptions } from "./tasks/custom.js";
export type * from "./tasks/cv.js";
export * from "./tasks/index.js";
export type * from "./tasks/multimodal.js";
export type * from "./tasks/nlp.js";
export type * from "./tasks/tabular.js";
export type {
  AuthMethod,
  BaseArgs,
  InferenceProvider,
  InferenceProviderMappingEntry,
  InferenceProviderOrPolicy,
  InferenceTask,
  Logger,
  Options,
  OutputType,
  RequestArgs,
  RetryOptions,
} from "./types.js";
export { INFERENCE_PROVIDERS } from "./types.js";
