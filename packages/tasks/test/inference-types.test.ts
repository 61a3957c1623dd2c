// Type-level checks of the inference types added for depth estimation, image-text to image/video,
// text to audio, video classification and zero-shot object detection. The assertions are enforced by
// `tsc` (root tsconfig includes this file); each `@ts-expect-error` marks a payload that must NOT fit.
import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  BoundingBox,
  ClassificationOutputTransform,
  DepthEstimationInput,
  DepthEstimationOutput,
  GenerationParameters,
  ImageTextToImageInput,
  ImageTextToImageOutput,
  ImageTextToImageParameters,
  ImageTextToVideoInput,
  ImageTextToVideoOutput,
  ImageTextToVideoParameters,
  TargetSize,
  TextToAudioInput,
  TextToAudioOutput,
  TextToAudioParameters,
  VideoClassificationInput,
  VideoClassificationOutput,
  VideoClassificationOutputElement,
  VideoClassificationParameters,
  ZeroShotObjectDetectionInput,
  ZeroShotObjectDetectionOutput,
  ZeroShotObjectDetectionOutputElement,
  ZeroShotObjectDetectionParameters,
} from "../src/index.js";

const blob = new Blob([new Uint8Array([0, 1, 2])], { type: "application/octet-stream" });

describe("depth-estimation inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const input: DepthEstimationInput = { inputs: blob, parameters: { resolution: 384 } };
    const output: DepthEstimationOutput = { depth: blob, predicted_depth: [[0.5, 1.25]] };
    expectTypeOf<DepthEstimationInput["parameters"]>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf<DepthEstimationOutput["depth"]>().toBeUnknown();

    const wrong: DepthEstimationInput = {
      inputs: blob,
      // @ts-expect-error: parameters is an object, not a number
      parameters: 384,
    };
    expect([input, output, wrong]).toHaveLength(3);
  });
});

describe("image-text-to-image inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const parameters: ImageTextToImageParameters = {
      prompt: "turn the cat into a tiger",
      negative_prompt: "blurry",
      guidance_scale: 7.5,
      num_inference_steps: 30,
      seed: 42,
      target_size: { width: 512, height: 512 },
    };
    const input: ImageTextToImageInput = { inputs: blob, parameters };
    const promptOnly: ImageTextToImageInput = { parameters: { prompt: "a lighthouse at dusk" } };
    const output: ImageTextToImageOutput = { image: blob };
    expectTypeOf<ImageTextToImageParameters["target_size"]>().toEqualTypeOf<TargetSize | undefined>();
    expectTypeOf<ImageTextToImageInput["inputs"]>().toEqualTypeOf<Blob | undefined>();

    const wrong: ImageTextToImageParameters = {
      // @ts-expect-error: seed is a number
      seed: "42",
    };
    expect([input, promptOnly, output, wrong]).toHaveLength(4);
  });
});

describe("image-text-to-video inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const parameters: ImageTextToVideoParameters = {
      prompt: "the waves start to roll",
      negative_prompt: "static",
      guidance_scale: 5,
      num_frames: 49,
      num_inference_steps: 25,
      seed: 7,
      target_size: { width: 720, height: 480 },
    };
    const input: ImageTextToVideoInput = { inputs: blob, parameters };
    const output: ImageTextToVideoOutput = { video: blob };
    expectTypeOf<ImageTextToVideoParameters["target_size"]>().toEqualTypeOf<TargetSize | undefined>();

    const wrong: ImageTextToVideoParameters = {
      // @ts-expect-error: num_frames is a number
      num_frames: [49],
    };
    expect([input, output, wrong]).toHaveLength(3);
  });
});

describe("text-to-audio inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const parameters: TextToAudioParameters = {
      generation_parameters: { do_sample: true, temperature: 0.8, max_new_tokens: 256, early_stopping: "never" },
    };
    const input: TextToAudioInput = { inputs: "a calm piano melody", parameters };
    const output: TextToAudioOutput = { audio: blob, sampling_rate: 32000 };
    expectTypeOf<TextToAudioParameters["generation_parameters"]>().toEqualTypeOf<GenerationParameters | undefined>();
    expectTypeOf<TextToAudioOutput["audio"]>().toEqualTypeOf<Blob>();
    expectTypeOf<TextToAudioOutput["sampling_rate"]>().toEqualTypeOf<number>();

    const wrong: TextToAudioOutput = {
      audio: blob,
      // @ts-expect-error: sampling_rate is a number
      sampling_rate: "32000",
    };
    expect([input, output, wrong]).toHaveLength(3);
  });
});

describe("video-classification inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const input: VideoClassificationInput = {
      inputs: "https://example.com/clip.mp4",
      parameters: { frame_sampling_rate: 4, num_frames: 16, top_k: 3, function_to_apply: "softmax" },
    };
    const output: VideoClassificationOutput = [
      { label: "playing guitar", score: 0.91 },
      { label: "singing", score: 0.06 },
    ];
    expectTypeOf<VideoClassificationParameters["function_to_apply"]>().toEqualTypeOf<
      ClassificationOutputTransform | undefined
    >();
    expectTypeOf<VideoClassificationOutput>().toEqualTypeOf<VideoClassificationOutputElement[]>();

    const wrong: VideoClassificationParameters = {
      // @ts-expect-error: function_to_apply is "sigmoid" | "softmax" | "none"
      function_to_apply: "relu",
    };
    expect([input, output, wrong]).toHaveLength(3);
  });
});

describe("zero-shot-object-detection inference types", () => {
  it("accepts a sample payload and rejects a wrong one", () => {
    const input: ZeroShotObjectDetectionInput = { inputs: blob, parameters: { candidate_labels: ["cat", "remote"] } };
    const output: ZeroShotObjectDetectionOutput = [
      { label: "cat", score: 0.87, box: { xmin: 12, ymin: 40, xmax: 310, ymax: 470 } },
    ];
    expectTypeOf<ZeroShotObjectDetectionOutputElement["box"]>().toEqualTypeOf<BoundingBox>();
    expectTypeOf<ZeroShotObjectDetectionInput["parameters"]>().toEqualTypeOf<ZeroShotObjectDetectionParameters>();

    const wrong: ZeroShotObjectDetectionParameters = {
      // @ts-expect-error: candidate_labels is a list of strings
      candidate_labels: "cat,remote",
    };
    expect([input, output, wrong]).toHaveLength(3);
  });
});
