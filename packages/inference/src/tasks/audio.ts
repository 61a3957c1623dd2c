// Audio tasks.

import type {
  AudioClassificationInput,
  AudioClassificationOutput,
  AudioToAudioInput,
  AudioToAudioOutput,
  AutomaticSpeechRecognitionInput,
  AutomaticSpeechRecognitionOutput,
  TextToSpeechInput,
} from "@atrium/tasks";
import { run } from "../call.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs } from "../types.js";
import { arrayOf, expect, isStr, labelScore, shape } from "../validate.js";
import { binaryArgs, toBlob } from "./media.js";

/** @deprecated binary input under `data` */
export interface LegacyAudioInput {
  data: Blob | ArrayBuffer;
}

export type TextToSpeechArgs = BaseArgs & TextToSpeechInput;
export type AutomaticSpeechRecognitionArgs = BaseArgs & (AutomaticSpeechRecognitionInput | LegacyAudioInput);
export type AudioClassificationArgs = BaseArgs & (AudioClassificationInput | LegacyAudioInput);
export type AudioToAudioArgs = BaseArgs & (AudioToAudioInput | LegacyAudioInput);

export async function textToSpeech(args: TextToSpeechArgs, options?: CallOptions): Promise<Blob> {
  const { data, ctx } = await run("text-to-speech", args, options);
  return toBlob(data, ctx, "an audio Blob");
}

/** Music or sound effects from a prompt (same shapes as text-to-speech). */
export async function textToAudio(args: TextToSpeechArgs, options?: CallOptions): Promise<Blob> {
  const { data, ctx } = await run("text-to-audio", args, options);
  return toBlob(data, ctx, "an audio Blob");
}

export async function automaticSpeechRecognition(
  args: AutomaticSpeechRecognitionArgs,
  options?: CallOptions,
): Promise<AutomaticSpeechRecognitionOutput> {
  const { data, ctx } = await run("automatic-speech-recognition", binaryArgs(args), options);
  return expect(data, shape({ text: isStr }), ctx, "{text: string}");
}

export async function audioClassification(
  args: AudioClassificationArgs,
  options?: CallOptions,
): Promise<AudioClassificationOutput> {
  const { data, ctx } = await run("audio-classification", binaryArgs(args), options);
  return expect(data, arrayOf(labelScore), ctx, "Array<{label: string, score: number}>");
}

export async function audioToAudio(args: AudioToAudioArgs, options?: CallOptions): Promise<AudioToAudioOutput[]> {
  const { data, ctx } = await run("audio-to-audio", binaryArgs(args), options);
  const element = shape({ label: isStr, blob: isStr, "content-type": isStr });
  return expect(data, arrayOf(element), ctx, "Array<{label: string, blob: string, content-type: string}>");
}
