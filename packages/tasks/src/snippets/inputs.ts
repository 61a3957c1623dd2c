import type { ModelData } from "../model-data.js";
import { hasTag } from "./common.js";
import { py } from "./quote.js";

/**
 * Example inputs used by the generators. A small local helper for now: the catalogue's
 * `getModelInputSnippet` lives with the registry and may replace it later.
 */

export const EXAMPLE_IMAGE =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";
export const DEFAULT_CHAT_TEXT = "Who are you?";
export const DEFAULT_IMAGE_QUESTION = "What animal is on the candy?";

/** The first widget example text, when there is one. */
export function widgetText(model: ModelData): string | undefined {
  const text = model.widgetData?.[0]?.text;
  return typeof text === "string" && text.trim() ? text : undefined;
}

/** A Python list literal of chat messages for the model: an image + text turn for image-text-to-text models. */
export function exampleMessages(model: ModelData, indent = "    "): string {
  const vision = model.pipeline_tag === "image-text-to-text" || hasTag(model, "image-text-to-text");
  if (vision) {
    const i2 = indent.repeat(2);
    const i3 = indent.repeat(3);
    return [
      "[",
      `${indent}{`,
      `${i2}"role": "user",`,
      `${i2}"content": [`,
      `${i3}{"type": "image", "url": ${py.str(EXAMPLE_IMAGE)}},`,
      `${i3}{"type": "text", "text": ${py.str(DEFAULT_IMAGE_QUESTION)}},`,
      `${i2}],`,
      `${indent}},`,
      "]",
    ].join("\n");
  }
  return `[\n${indent}{"role": "user", "content": ${py.str(DEFAULT_CHAT_TEXT)}},\n]`;
}

/** The prompt a text-to-image snippet uses: the widget text, else the card's instance prompt, else `fallback`. */
export function imagePrompt(model: ModelData, fallback: string): string {
  const instance = model.cardData?.instance_prompt;
  return widgetText(model) ?? (typeof instance === "string" && instance.trim() ? instance : fallback);
}
