/**
 * `POST …/completions`: OpenAI's (legacy) text completion API, as JSON or as an SSE stream of `text_completion`
 * chunks.
 */
import { CREATED, cycledPieces, idFor, pieces } from "../deterministic.js";
import { invalid, json, type Reply } from "../reply.js";
import { checkShape, misplacedField, type Shape } from "../validate.js";

const SHAPE: Shape = {
  model: "string",
  prompt: "string|array",
  "max_tokens?": "integer",
  "temperature?": "number",
  "top_p?": "number",
  "top_k?": "integer",
  "n?": "integer",
  "stream?": "boolean",
  "stream_options?": "object|null",
  "stop?": "string|array|null",
  "seed?": "integer",
  "echo?": "boolean",
  "suffix?": "string",
  "repetition_penalty?": "number",
  "frequency_penalty?": "number",
  "presence_penalty?": "number",
};

const MISPLACED = ["inputs", "parameters", "max_new_tokens", "messages", "accessToken", "endpointUrl", "provider"];

export function completion(body: unknown, ctx: { provider: string }): Reply {
  const shapeError = checkShape(body, SHAPE);
  if (shapeError) return invalid(shapeError);
  const b = body as Record<string, unknown>;
  const misplaced = misplacedField(b, MISPLACED);
  if (misplaced) return invalid(misplaced);
  const prompt = Array.isArray(b.prompt) ? b.prompt.join("") : (b.prompt as string);
  if (Array.isArray(b.prompt) && !b.prompt.every((p) => typeof p === "string"))
    return invalid("prompt must be a string or an array of strings");
  const limit = b.max_tokens as number | undefined;
  if (limit !== undefined && limit < 1) return invalid("max_tokens must be at least 1", undefined, "max_tokens");

  const model = b.model as string;
  let text = ` and so ${model} on ${ctx.provider} continues the prompt in a deterministic way.`;
  let finish = "stop";
  if (limit !== undefined && pieces(text).length > limit) {
    text = pieces(text).slice(0, limit).join("");
    finish = "length";
  }
  if (b.echo === true) text = prompt + text;
  const promptTokens = pieces(prompt).length;
  const usage = {
    prompt_tokens: promptTokens,
    completion_tokens: pieces(text).length,
    total_tokens: promptTokens + pieces(text).length,
  };
  const head = { id: `cmpl-${idFor(JSON.stringify(b))}`, object: "text_completion", created: CREATED, model };

  if (b.stream !== true) {
    return json({ ...head, choices: [{ index: 0, text, logprobs: null, finish_reason: finish }], usage });
  }
  return {
    kind: "sse",
    done: true,
    errorEvent: (message) => ({ error: { message, type: "server_error", code: null } }),
    *events(count) {
      const parts = count ? cycledPieces(text, count) : pieces(text);
      for (const [i, piece] of parts.entries()) {
        yield {
          ...head,
          choices: [{ index: 0, text: piece, logprobs: null, finish_reason: i === parts.length - 1 ? finish : null }],
        };
      }
    },
  };
}
