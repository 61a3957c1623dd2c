/**
 * `POST …/chat/completions`: OpenAI's chat completion API, validated strictly, answered deterministically, as one
 * JSON object or as an SSE stream of `chat.completion.chunk` events. Tool calls are answered when tools are given
 * and the last message is the user's (or `tool_choice` requires one).
 */
import { CREATED, cycledPieces, idFor, pieces, sampleFromSchema, slices } from "../deterministic.js";
import { invalid, json, type Reply } from "../reply.js";
import { checkShape, isObject, misplacedField, type Shape } from "../validate.js";
import { type OutputFormat, outputFormat, type StructuredOutputDialect } from "./structured-output.js";

export interface ChatContext {
  provider: string;
  dialect: StructuredOutputDialect;
  /** The model name put into the answer (defaults to the request's model). */
  answerModel?: string;
}

const SHAPE: Shape = {
  model: "string",
  messages: "array",
  "stream?": "boolean",
  "stream_options?": "object|null",
  "max_tokens?": "integer",
  "max_completion_tokens?": "integer",
  "temperature?": "number",
  "top_p?": "number",
  "n?": "integer",
  "stop?": "string|array|null",
  "seed?": "integer",
  "frequency_penalty?": "number",
  "presence_penalty?": "number",
  "logprobs?": "boolean",
  "top_logprobs?": "integer",
  "tools?": "array",
  "tool_choice?": "string|object",
  "response_format?": "object",
  "user?": "string",
};

/** Client-side arguments that must never reach a provider's chat API. */
const MISPLACED = ["inputs", "parameters", "max_new_tokens", "accessToken", "endpointUrl", "provider", "urlTransform"];
const ROLES = ["system", "developer", "user", "assistant", "tool"];

interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

function checkMessages(messages: unknown[]): string | undefined {
  if (messages.length === 0) return "messages must contain at least one message";
  for (const [i, message] of messages.entries()) {
    const where = `messages[${i}]`;
    const error = checkShape(message, { role: "string", "content?": "string|array|null" }, where);
    if (error) return error;
    const m = message as Record<string, unknown>;
    if (!ROLES.includes(m.role as string)) return `${where}.role must be one of ${ROLES.join(", ")}, got "${m.role}"`;
    if (m.content === undefined && m.role !== "assistant") return `${where}.content is required`;
    if (m.role === "tool" && typeof m.tool_call_id !== "string")
      return `${where}.tool_call_id is required for tool messages`;
    if (Array.isArray(m.content)) {
      for (const [j, part] of m.content.entries()) {
        const at = `${where}.content[${j}]`;
        if (!isObject(part)) return `${at} must be an object`;
        if (part.type === "text") {
          if (typeof part.text !== "string") return `${at}.text must be string`;
        } else if (part.type === "image_url") {
          if (!isObject(part.image_url) || typeof part.image_url.url !== "string")
            return `${at}.image_url.url must be string`;
        } else if (part.type !== "input_audio" && part.type !== "file") {
          return `${at}.type must be "text" or "image_url", got ${JSON.stringify(part.type)}`;
        }
      }
    }
  }
  return undefined;
}

function checkTools(tools: unknown[] | undefined, choice: unknown): string | undefined {
  for (const [i, tool] of (tools ?? []).entries()) {
    const error = checkShape(tool, { type: "string", function: "object" }, `tools[${i}]`);
    if (error) return error;
    const t = tool as { type: string; function: Record<string, unknown> };
    if (t.type !== "function") return `tools[${i}].type must be "function"`;
    const fnError = checkShape(
      t.function,
      { name: "string", "description?": "string", "parameters?": "object" },
      `tools[${i}].function`,
    );
    if (fnError) return fnError;
  }
  if (typeof choice === "string" && !["none", "auto", "required"].includes(choice)) {
    return `tool_choice must be "none", "auto", "required" or {type: "function", function: {name}}, got "${choice}"`;
  }
  if (isObject(choice)) {
    const name = isObject(choice.function) ? choice.function.name : undefined;
    if (typeof name !== "string") return "tool_choice.function.name must be string";
    if (!tools?.some((t) => (t as { function: { name: string } }).function.name === name)) {
      return `tool_choice names the function "${name}", which is not among the tools`;
    }
  }
  if (choice !== undefined && choice !== "none" && !tools?.length) return "tool_choice is set but no tools are given";
  return undefined;
}

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((p) =>
        isObject(p) && p.type === "text" ? String(p.text) : isObject(p) && p.type === "image_url" ? "[image]" : "",
      )
      .join(" ");
  }
  return "";
}

function chooseTool(body: Record<string, unknown>): { name: string; parameters: unknown } | undefined {
  const tools = (body.tools ?? []) as { function: { name: string; parameters?: unknown } }[];
  const choice = body.tool_choice;
  const messages = body.messages as { role: string }[];
  if (tools.length === 0 || choice === "none") return undefined;
  const named = isObject(choice) && isObject(choice.function) ? choice.function.name : undefined;
  if (named === undefined && choice !== "required" && messages.at(-1)?.role !== "user") return undefined;
  const tool = tools.find((t) => t.function.name === named) ?? tools[0];
  return { name: tool.function.name, parameters: tool.function.parameters };
}

function content(format: OutputFormat, model: string, provider: string, userText: string): string {
  if (format.kind === "json_schema") return JSON.stringify(sampleFromSchema(format.schema));
  const reply = `Hello from ${model} on ${provider}. You said: ${userText.slice(0, 200)}`;
  return format.kind === "json_object" ? JSON.stringify({ answer: reply }) : reply;
}

export function chatCompletion(body: unknown, ctx: ChatContext): Reply {
  const shapeError = checkShape(body, SHAPE);
  if (shapeError) return invalid(shapeError);
  const b = body as Record<string, unknown>;
  const misplaced = misplacedField(b, MISPLACED);
  if (misplaced) return invalid(misplaced);
  const messagesError =
    checkMessages(b.messages as unknown[]) ?? checkTools(b.tools as unknown[] | undefined, b.tool_choice);
  if (messagesError) return invalid(messagesError);
  if (typeof b.temperature === "number" && (b.temperature < 0 || b.temperature > 2)) {
    return invalid("temperature must be between 0 and 2", undefined, "temperature");
  }
  const limit = (b.max_tokens ?? b.max_completion_tokens) as number | undefined;
  if (limit !== undefined && limit < 1) return invalid("max_tokens must be at least 1", undefined, "max_tokens");
  const format = outputFormat(b, ctx.dialect, ctx.provider);
  if (typeof format === "string") return invalid(format, undefined, "response_format");

  const model = ctx.answerModel ?? (b.model as string);
  const messages = b.messages as { role: string; content?: unknown }[];
  const userText = textOf(messages.findLast((m) => m.role === "user")?.content);
  const { stream: _stream, stream_options: _options, ...request } = b;
  const id = `chatcmpl-${idFor(JSON.stringify(request))}`; // the same with and without streaming
  const tool = chooseTool(b);
  const toolCall: ToolCall | undefined = tool && {
    id: `call_${idFor(`${id}${tool.name}`, 12)}`,
    type: "function",
    function: { name: tool.name, arguments: JSON.stringify(sampleFromSchema(tool.parameters)) },
  };
  let text = toolCall ? "" : content(format, model, ctx.provider, userText);
  let finish = toolCall ? "tool_calls" : "stop";
  const all = pieces(text);
  if (!toolCall && format.kind === "text" && limit !== undefined && all.length > limit) {
    text = all.slice(0, limit).join("");
    finish = "length";
  }
  const promptTokens = messages.reduce((n, m) => n + pieces(textOf(m.content)).length, 0);
  const completionTokens = toolCall ? pieces(toolCall.function.arguments).length : pieces(text).length;
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
  const head = { id, created: CREATED, model, system_fingerprint: "fp_emulator" };

  if (b.stream !== true) {
    const n = (b.n as number | undefined) ?? 1;
    const message = toolCall
      ? { role: "assistant", content: null, tool_calls: [toolCall] }
      : { role: "assistant", content: text };
    return json({
      ...head,
      object: "chat.completion",
      choices: Array.from({ length: n }, (_, index) => ({ index, message, logprobs: null, finish_reason: finish })),
      usage,
    });
  }

  const chunk = (delta: unknown, finishReason: string | null) => ({
    ...head,
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  });
  const includeUsage = isObject(b.stream_options) && b.stream_options.include_usage === true;
  return {
    kind: "sse",
    done: true,
    errorEvent: (message) => ({ error: { message, type: "server_error", code: null } }),
    *events(count) {
      if (toolCall) {
        const args = slices(toolCall.function.arguments, 8);
        yield chunk(
          {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                index: 0,
                id: toolCall.id,
                type: "function",
                function: { name: toolCall.function.name, arguments: "" },
              },
            ],
          },
          null,
        );
        for (const [i, piece] of args.entries()) {
          yield chunk(
            { tool_calls: [{ index: 0, function: { arguments: piece } }] },
            i === args.length - 1 ? finish : null,
          );
        }
      } else {
        const parts = count ? cycledPieces(text, count) : pieces(text);
        for (const [i, piece] of parts.entries()) {
          yield chunk(
            i === 0 ? { role: "assistant", content: piece } : { content: piece },
            i === parts.length - 1 ? finish : null,
          );
        }
      }
      if (includeUsage) yield { ...head, object: "chat.completion.chunk", choices: [], usage };
    },
  };
}
