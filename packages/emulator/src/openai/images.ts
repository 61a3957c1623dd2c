/**
 * `POST …/images/generations`: OpenAI-style image generation, `{created, data: [{b64_json} | {url}]}`. The PNG is
 * generated from the prompt; a `url` answer points at the emulator's own `/media/image.png`.
 */
import { CREATED, hash } from "../deterministic.js";
import { png } from "../media.js";
import { invalid, json, type Reply } from "../reply.js";
import { checkShape, misplacedField, type Shape } from "../validate.js";

const SHAPE: Shape = {
  model: "string",
  prompt: "string",
  "response_format?": "string",
  "n?": "integer",
  "size?": "string",
  "width?": "integer",
  "height?": "integer",
  "steps?": "integer",
  "seed?": "integer",
  "guidance_scale?": "number",
  "negative_prompt?": "string",
};

export interface ImageContext {
  /** The accepted `response_format` values: the first answers a URL, the second base64 (`b64_json` in the answer). */
  formats: readonly [string, string];
  /** `http://host:port` of the emulator, for URL answers. */
  origin: string;
}

export function imageGeneration(body: unknown, ctx: ImageContext): Reply {
  const shapeError = checkShape(body, SHAPE);
  if (shapeError) return invalid(shapeError);
  const b = body as Record<string, unknown>;
  const misplaced = misplacedField(b, ["inputs", "parameters", "accessToken", "provider"]);
  if (misplaced) return invalid(misplaced);
  const format = (b.response_format as string | undefined) ?? ctx.formats[0];
  if (!ctx.formats.includes(format)) {
    return invalid(
      `response_format must be "${ctx.formats[0]}" or "${ctx.formats[1]}", got "${format}"`,
      undefined,
      "response_format",
    );
  }
  const size = typeof b.size === "string" ? /^(\d+)x(\d+)$/.exec(b.size) : null;
  if (typeof b.size === "string" && !size) return invalid('size must look like "1024x768"', undefined, "size");
  const width = (b.width as number | undefined) ?? Number(size?.[1] ?? 64);
  const height = (b.height as number | undefined) ?? Number(size?.[2] ?? 64);
  const n = (b.n as number | undefined) ?? 1;
  if (n < 1 || n > 4) return invalid("n must be between 1 and 4", undefined, "n");
  const image = () =>
    format === ctx.formats[0]
      ? { url: `${ctx.origin}/media/image.png` }
      : { b64_json: png(width, height, hash(b.prompt as string)).toString("base64") };
  return json({ created: CREATED, data: Array.from({ length: n }, (_, index) => ({ index, ...image() })) });
}
