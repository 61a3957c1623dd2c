/**
 * `POST …/embeddings`: OpenAI's embeddings API, `{object: "list", data: [{object: "embedding", index, embedding}]}`.
 */
import { embedding } from "../deterministic.js";
import { invalid, json, type Reply } from "../reply.js";
import { checkShape, misplacedField, type Shape } from "../validate.js";

const SHAPE: Shape = {
  model: "string",
  input: "string|array",
  "encoding_format?": "string",
  "dimensions?": "integer",
  "user?": "string",
};

export function embeddings(body: unknown): Reply {
  const shapeError = checkShape(body, SHAPE);
  if (shapeError) return invalid(shapeError);
  const b = body as Record<string, unknown>;
  const misplaced = misplacedField(b, ["inputs", "parameters", "accessToken", "provider"]);
  if (misplaced) return invalid(misplaced);
  const inputs = Array.isArray(b.input) ? b.input : [b.input];
  if (inputs.length === 0) return invalid("input must not be empty", undefined, "input");
  if (!inputs.every((x) => typeof x === "string" || Array.isArray(x))) {
    return invalid("input must be a string, an array of strings or an array of token arrays", undefined, "input");
  }
  const format = b.encoding_format ?? "float";
  if (format !== "float" && format !== "base64")
    return invalid('encoding_format must be "float" or "base64"', undefined, "encoding_format");
  const dimensions = (b.dimensions as number | undefined) ?? 16;
  if (dimensions < 1 || dimensions > 4096)
    return invalid("dimensions must be between 1 and 4096", undefined, "dimensions");
  const data = inputs.map((input, index) => {
    const vector = embedding(JSON.stringify(input), dimensions);
    return {
      object: "embedding",
      index,
      embedding: format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector,
    };
  });
  const tokens = inputs.reduce((n: number, x) => n + String(x).split(/\s+/).length, 0);
  return json({ object: "list", data, model: b.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
}
