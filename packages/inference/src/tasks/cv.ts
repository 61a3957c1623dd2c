// Vision tasks.

import type {
  ImageClassificationInput,
  ImageClassificationOutput,
  ImageSegmentationInput,
  ImageSegmentationOutput,
  ImageToImageInput,
  ImageToTextInput,
  ImageToTextOutput,
  ImageToVideoInput,
  ObjectDetectionInput,
  ObjectDetectionOutput,
  TextToImageInput,
  TextToVideoInput,
  ZeroShotImageClassificationInput,
  ZeroShotImageClassificationOutput,
} from "@atrium/tasks";
import { run } from "../call.js";
import { InferenceClientInputError } from "../errors.js";
import { blobToBase64, blobToDataUrl } from "../http.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs, OutputType } from "../types.js";
import { arrayOf, expect, isNum, isStr, labelScore, opt, shape } from "../validate.js";
import { binaryArgs, toBlob } from "./media.js";

/** @deprecated binary input under `data` */
export interface LegacyImageInput {
  data: Blob | ArrayBuffer;
}

export type TextToImageArgs = BaseArgs & TextToImageInput;
export type ImageToImageArgs = BaseArgs & ImageToImageInput;
export type ImageToTextArgs = BaseArgs & (ImageToTextInput | LegacyImageInput);
export type ImageClassificationArgs = BaseArgs & (ImageClassificationInput | LegacyImageInput);
export type ImageSegmentationArgs = BaseArgs & ImageSegmentationInput;
export type ObjectDetectionArgs = BaseArgs & (ObjectDetectionInput | LegacyImageInput);
export type ZeroShotImageClassificationArgs = BaseArgs &
  (
    | ZeroShotImageClassificationInput
    | { inputs: { image: Blob | ArrayBuffer }; parameters: { candidate_labels: string[] } }
  );
export type TextToVideoArgs = BaseArgs & TextToVideoInput;
export type ImageToVideoArgs = BaseArgs & ImageToVideoInput;

export interface TextToImageOptions extends CallOptions {
  outputType?: OutputType;
}

/** Generates an image: a Blob by default, or the provider's URL, a data URL or the raw JSON (`outputType`). */
export function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType?: "blob" },
): Promise<Blob>;
export function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "json" },
): Promise<Record<string, unknown>>;
export function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "url" | "dataUrl" },
): Promise<string>;
export function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions,
): Promise<Blob | string | Record<string, unknown>>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions,
): Promise<Blob | string | Record<string, unknown>> {
  const { data, ctx } = await run("text-to-image", args, options);
  const outputType = options?.outputType ?? "blob";
  if (outputType === "json") {
    return data instanceof Blob
      ? { output: await blobToDataUrl(data, "image/jpeg") }
      : (data as Record<string, unknown>);
  }
  if (outputType === "url") {
    if (typeof data === "string") return data;
    throw new InferenceClientInputError(
      `${ctx.provider} text-to-image did not return a URL. Use outputType 'blob' or 'dataUrl'.`,
    );
  }
  if (outputType === "dataUrl" && typeof data === "string" && data.startsWith("data:")) return data;
  const blob = await toBlob(data, ctx, "an image Blob");
  return outputType === "dataUrl" ? blobToDataUrl(blob, "image/jpeg") : blob;
}

export async function imageToImage(args: ImageToImageArgs, options?: CallOptions): Promise<Blob> {
  const { data, ctx } = await run("image-to-image", binaryArgs(args), options);
  return toBlob(data, ctx, "Blob");
}

export async function imageToText(args: ImageToTextArgs, options?: CallOptions): Promise<ImageToTextOutput> {
  const { data, ctx } = await run("image-to-text", binaryArgs(args), options);
  return expect(data, shape({ generated_text: isStr }), ctx, "{generated_text: string}");
}

export async function imageClassification(
  args: ImageClassificationArgs,
  options?: CallOptions,
): Promise<ImageClassificationOutput> {
  const { data, ctx } = await run("image-classification", binaryArgs(args), options);
  return expect(data, arrayOf(labelScore), ctx, "Array<{label: string, score: number}>");
}

export async function imageSegmentation(
  args: ImageSegmentationArgs,
  options?: CallOptions,
): Promise<ImageSegmentationOutput> {
  const { data, ctx } = await run("image-segmentation", binaryArgs(args), options);
  const element = shape({ label: isStr, mask: isStr, score: opt(isNum) });
  return expect(data, arrayOf(element), ctx, "Array<{label: string, mask: string, score: number}>");
}

export async function objectDetection(
  args: ObjectDetectionArgs,
  options?: CallOptions,
): Promise<ObjectDetectionOutput> {
  const { data, ctx } = await run("object-detection", binaryArgs(args), options);
  const box = shape({ xmin: isNum, ymin: isNum, xmax: isNum, ymax: isNum });
  return expect(
    data,
    arrayOf(shape({ label: isStr, score: isNum, box })),
    ctx,
    "Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
  );
}

export async function zeroShotImageClassification(
  args: ZeroShotImageClassificationArgs,
  options?: CallOptions,
): Promise<ZeroShotImageClassificationOutput> {
  const inputs = args?.inputs as Blob | { image: Blob | ArrayBuffer } | undefined;
  const image = inputs instanceof Blob ? inputs : inputs?.image;
  const { data, ctx } = await run(
    "zero-shot-image-classification",
    { ...args, inputs: await blobToBase64(image as Blob, "image (inputs)") },
    options,
  );
  return expect(data, arrayOf(labelScore), ctx, "Array<{label: string, score: number}>");
}

export async function textToVideo(args: TextToVideoArgs, options?: CallOptions): Promise<Blob> {
  const { data, ctx } = await run("text-to-video", args, options);
  return toBlob(data, ctx, "a video Blob");
}

export async function imageToVideo(args: ImageToVideoArgs, options?: CallOptions): Promise<Blob> {
  const { data, ctx } = await run("image-to-video", binaryArgs(args), options);
  return toBlob(data, ctx, "a video Blob");
}
