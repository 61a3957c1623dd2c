// Chat completion and text generation, plain and streamed, and the tool-call assembler.

import type {
  ChatCompletionInput,
  ChatCompletionOutput,
  ChatCompletionOutputToolCall,
  ChatCompletionStreamOutput,
  ChatCompletionStreamOutputDeltaToolCall,
  TextGenerationInput,
  TextGenerationOutput,
  TextGenerationStreamOutput,
} from "@atrium/tasks";
import { run, runStream } from "../call.js";
import { InferenceClientInputError } from "../errors.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs } from "../types.js";
import { arrayOf, expect, isNum, isStr, opt, shape } from "../validate.js";

export type ChatCompletionArgs = BaseArgs & ChatCompletionInput;
export type TextGenerationArgs = BaseArgs & TextGenerationInput;

const isChatOutput = shape({
  choices: arrayOf(shape({})),
  created: isNum,
  id: isStr,
  model: isStr,
  system_fingerprint: opt(isStr),
  usage: shape({}),
});

/** OpenAI-compatible chat completion. */
export async function chatCompletion(args: ChatCompletionArgs, options?: CallOptions): Promise<ChatCompletionOutput> {
  if (args?.stream) {
    throw new InferenceClientInputError("chatCompletion does not stream: use chatCompletionStream for stream: true.");
  }
  const { data, ctx } = await run("conversational", args, options);
  return expect(
    data,
    isChatOutput,
    ctx,
    "ChatCompletionOutput {id: string, created: number, model: string, choices: Array, usage: object}",
  );
}

/** Chat completion as an async iterator of chunks. Breaking out of the loop releases the connection. */
export function chatCompletionStream(
  args: ChatCompletionArgs,
  options?: CallOptions,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return runStream<ChatCompletionStreamOutput>("conversational", args, options);
}

export async function textGeneration(args: TextGenerationArgs, options?: CallOptions): Promise<TextGenerationOutput> {
  const { data, ctx } = await run("text-generation", args, options);
  const out = Array.isArray(data) ? data[0] : data;
  return expect(out, shape({ generated_text: isStr }), ctx, "{generated_text: string}");
}

/** Text generation as an async iterator of TGI-style chunks (OpenAI completion chunks are converted). */
export async function* textGenerationStream(
  args: TextGenerationArgs,
  options?: CallOptions,
): AsyncGenerator<TextGenerationStreamOutput> {
  for await (const chunk of runStream<Record<string, unknown>>("text-generation", args, options)) {
    if (chunk.token) {
      yield chunk as TextGenerationStreamOutput;
      continue;
    }
    const choice = (chunk.choices as Array<Record<string, unknown>> | undefined)?.[0];
    const delta = choice?.delta as { content?: string } | undefined;
    const text = (choice?.text as string | undefined) ?? delta?.content ?? "";
    yield {
      index: (choice?.index as number | undefined) ?? 0,
      token: { id: 0, text, logprob: 0, special: false },
      generated_text: null,
      details: choice?.finish_reason ? { finish_reason: choice.finish_reason as "length", generated_tokens: 0 } : null,
    };
  }
}

/**
 * Collects the tool-call deltas of streamed chunks into complete tool calls: `id`, `type` and the function
 * `name` from the first delta of each index, `arguments` concatenated.
 */
export class ToolCallAssembler {
  private readonly calls = new Map<number, ChatCompletionOutputToolCall>();

  constructor(private readonly choiceIndex = 0) {}

  add(chunk: ChatCompletionStreamOutput): this {
    for (const choice of chunk.choices ?? []) {
      if ((choice.index ?? 0) !== this.choiceIndex) continue;
      for (const delta of (choice.delta?.tool_calls ?? []) as ChatCompletionStreamOutputDeltaToolCall[]) {
        const index = delta.index ?? this.calls.size;
        let call = this.calls.get(index);
        if (!call) {
          call = { id: "", type: "function", function: { name: "", arguments: "" } };
          this.calls.set(index, call);
        }
        if (delta.id) call.id = delta.id;
        if (delta.type) call.type = delta.type;
        const fn = delta.function;
        if (fn?.name && !call.function.name) call.function.name = fn.name;
        const args = fn?.arguments as unknown;
        if (typeof args === "string") call.function.arguments += args;
        else if (args && typeof args === "object") call.function.arguments = JSON.stringify(args);
      }
    }
    return this;
  }

  /** The tool calls assembled so far, in index order. */
  get toolCalls(): ChatCompletionOutputToolCall[] {
    return [...this.calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
  }
}

/** The complete tool calls of a finished stream's chunks. */
export function assembleToolCalls(
  chunks: Iterable<ChatCompletionStreamOutput>,
  choiceIndex = 0,
): ChatCompletionOutputToolCall[] {
  const assembler = new ToolCallAssembler(choiceIndex);
  for (const chunk of chunks) assembler.add(chunk);
  return assembler.toolCalls;
}
