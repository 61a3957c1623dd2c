// Chat completion (OpenAI-compatible) request, response and stream chunk types.

export type ChatCompletionInputMessageChunkType = "text" | "image_url";

export interface ChatCompletionInputURL {
  url: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputMessageChunk {
  type: ChatCompletionInputMessageChunkType;
  text?: string;
  image_url?: ChatCompletionInputURL;
  [property: string]: unknown;
}

export type ChatCompletionInputMessageContent = ChatCompletionInputMessageChunk[] | string;

export interface ChatCompletionInputFunctionDefinition {
  name: string;
  description?: string;
  /** JSON Schema of the arguments (input), or the parsed arguments (output). */
  parameters?: unknown;
  arguments?: unknown;
  [property: string]: unknown;
}

export interface ChatCompletionInputToolCall {
  id: string;
  type: string;
  function: ChatCompletionInputFunctionDefinition;
  [property: string]: unknown;
}

export interface ChatCompletionInputMessage {
  role: string;
  content?: ChatCompletionInputMessageContent;
  name?: string;
  tool_calls?: ChatCompletionInputToolCall[];
  tool_call_id?: string;
  [property: string]: unknown;
}

export type ChatCompletionInputGrammarTypeType = "text" | "json" | "regex" | "json_schema" | "json_object";

export interface ChatCompletionInputJSONSchemaConfig {
  name: string;
  description?: string;
  schema?: Record<string, unknown>;
  strict?: boolean | null;
  [property: string]: unknown;
}

export interface ChatCompletionInputGrammarType {
  type: ChatCompletionInputGrammarTypeType;
  value?: unknown;
  json_schema?: ChatCompletionInputJSONSchemaConfig;
  [property: string]: unknown;
}

export interface ChatCompletionInputStreamOptions {
  include_usage?: boolean;
  [property: string]: unknown;
}

export type ChatCompletionInputToolChoiceEnum = "auto" | "none" | "required";

export interface ChatCompletionInputFunctionName {
  name: string;
  [property: string]: unknown;
}

export interface ChatCompletionInputToolChoiceObject {
  function: ChatCompletionInputFunctionName;
  type?: string;
  [property: string]: unknown;
}

export type ChatCompletionInputToolChoice = ChatCompletionInputToolChoiceEnum | ChatCompletionInputToolChoiceObject;

export interface ChatCompletionInputTool {
  type: string;
  function: ChatCompletionInputFunctionDefinition;
  [property: string]: unknown;
}

export interface ChatCompletionInput {
  model?: string;
  messages: ChatCompletionInputMessage[];
  frequency_penalty?: number;
  logit_bias?: Record<string, number>;
  logprobs?: boolean;
  max_tokens?: number;
  n?: number;
  presence_penalty?: number;
  response_format?: ChatCompletionInputGrammarType;
  seed?: number;
  stop?: string[] | string;
  stream?: boolean;
  stream_options?: ChatCompletionInputStreamOptions;
  temperature?: number;
  tool_choice?: ChatCompletionInputToolChoice;
  tool_prompt?: string;
  tools?: ChatCompletionInputTool[];
  top_logprobs?: number;
  top_p?: number;
  [property: string]: unknown;
}

export interface ChatCompletionOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputLogprobs {
  content: ChatCompletionOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputFunctionDefinition {
  name: string;
  /** A JSON string as OpenAI sends it (some servers send an object). */
  arguments: string | Record<string, unknown>;
  description?: string;
  [property: string]: unknown;
}

export interface ChatCompletionOutputToolCall {
  id: string;
  type: string;
  function: ChatCompletionOutputFunctionDefinition;
  [property: string]: unknown;
}

export interface ChatCompletionOutputMessage {
  role: string;
  content?: string | null;
  reasoning?: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionOutputToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionOutputComplete {
  index: number;
  finish_reason: string | null;
  message: ChatCompletionOutputMessage;
  logprobs?: ChatCompletionOutputLogprobs | null;
  [property: string]: unknown;
}

export interface ChatCompletionOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

export interface ChatCompletionOutput {
  id: string;
  created: number;
  model: string;
  choices: ChatCompletionOutputComplete[];
  usage: ChatCompletionOutputUsage;
  system_fingerprint?: string | null;
  object?: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputFunction {
  name?: string;
  arguments: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDeltaToolCall {
  index: number;
  id?: string;
  type?: string;
  function: ChatCompletionStreamOutputFunction;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputDelta {
  role?: string;
  content?: string | null;
  reasoning?: string;
  tool_call_id?: string;
  tool_calls?: ChatCompletionStreamOutputDeltaToolCall[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputTopLogprob {
  logprob: number;
  token: string;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprob {
  logprob: number;
  token: string;
  top_logprobs: ChatCompletionStreamOutputTopLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprobs {
  content: ChatCompletionStreamOutputLogprob[];
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputChoice {
  index: number;
  delta: ChatCompletionStreamOutputDelta;
  finish_reason?: string | null;
  logprobs?: ChatCompletionStreamOutputLogprobs | null;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutputUsage {
  completion_tokens: number;
  prompt_tokens: number;
  total_tokens: number;
  [property: string]: unknown;
}

export interface ChatCompletionStreamOutput {
  id: string;
  created: number;
  model: string;
  choices: ChatCompletionStreamOutputChoice[];
  system_fingerprint?: string | null;
  usage?: ChatCompletionStreamOutputUsage | null;
  object?: string;
  [property: string]: unknown;
}
