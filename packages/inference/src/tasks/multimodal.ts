// Question answering over a document image or a picture.

import type {
  DocumentQuestionAnsweringInput,
  DocumentQuestionAnsweringOutput,
  VisualQuestionAnsweringInput,
  VisualQuestionAnsweringOutput,
} from "@atrium/tasks";
import { run } from "../call.js";
import { blobToBase64 } from "../http.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs, InferenceTask } from "../types.js";
import { arrayOf, expect, isNum, isStr, opt, shape } from "../validate.js";

export type DocumentQuestionAnsweringArgs = BaseArgs &
  DocumentQuestionAnsweringInput & { inputs: { question: string; image: Blob | ArrayBuffer } };
export type VisualQuestionAnsweringArgs = BaseArgs &
  VisualQuestionAnsweringInput & { inputs: { question: string; image: Blob | ArrayBuffer } };

async function ask(
  task: InferenceTask,
  args: DocumentQuestionAnsweringArgs | VisualQuestionAnsweringArgs,
  options?: CallOptions,
) {
  const inputs = { ...args?.inputs, image: await blobToBase64(args?.inputs?.image, "image (inputs.image)") };
  return run(task, { ...args, inputs }, options);
}

export async function documentQuestionAnswering(
  args: DocumentQuestionAnsweringArgs,
  options?: CallOptions,
): Promise<DocumentQuestionAnsweringOutput[number]> {
  const { data, ctx } = await ask("document-question-answering", args, options);
  const element = shape({ answer: isStr, end: opt(isNum), score: opt(isNum), start: opt(isNum) });
  const list = expect<DocumentQuestionAnsweringOutput>(
    Array.isArray(data) ? data : [data],
    arrayOf(element),
    ctx,
    "Array<{answer: string, end: number, score: number, start: number}>",
  );
  return list[0];
}

export async function visualQuestionAnswering(
  args: VisualQuestionAnsweringArgs,
  options?: CallOptions,
): Promise<VisualQuestionAnsweringOutput[number]> {
  const { data, ctx } = await ask("visual-question-answering", args, options);
  const list = expect<VisualQuestionAnsweringOutput>(
    Array.isArray(data) ? data : [data],
    arrayOf(shape({ answer: isStr, score: isNum })),
    ctx,
    "Array<{answer: string, score: number}>",
  );
  return list[0];
}
