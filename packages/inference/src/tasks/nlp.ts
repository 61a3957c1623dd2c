// Text tasks served by hf-inference and, for embeddings, by OpenAI-compatible providers.

import type {
  FeatureExtractionInput,
  FeatureExtractionOutput,
  FillMaskInput,
  FillMaskOutput,
  QuestionAnsweringInput,
  QuestionAnsweringOutput,
  SentenceSimilarityInput,
  SentenceSimilarityOutput,
  SummarizationInput,
  SummarizationOutput,
  TableQuestionAnsweringInput,
  TableQuestionAnsweringOutput,
  TextClassificationInput,
  TextClassificationOutput,
  TokenClassificationInput,
  TokenClassificationOutput,
  TranslationInput,
  TranslationOutput,
  ZeroShotClassificationInput,
  ZeroShotClassificationOutput,
} from "@atrium/tasks";
import { run } from "../call.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs } from "../types.js";
import { arrayOf, expect, isNum, isStr, labelScore, opt, shape } from "../validate.js";

export type FeatureExtractionArgs = BaseArgs & FeatureExtractionInput;
export type SentenceSimilarityArgs = BaseArgs & SentenceSimilarityInput;
export type FillMaskArgs = BaseArgs & FillMaskInput;
export type TextClassificationArgs = BaseArgs & TextClassificationInput;
export type TokenClassificationArgs = BaseArgs & TokenClassificationInput;
export type QuestionAnsweringArgs = BaseArgs & QuestionAnsweringInput;
export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;
export type SummarizationArgs = BaseArgs & SummarizationInput;
export type TranslationArgs = BaseArgs & TranslationInput;
export type ZeroShotClassificationArgs = BaseArgs & ZeroShotClassificationInput;

/** Numbers nested at most `depth` levels. */
const isNested = (value: unknown, depth: number): boolean =>
  Array.isArray(value) &&
  (value.every((v) => typeof v === "number") || (depth > 0 && value.every((v) => isNested(v, depth - 1))));

export async function featureExtraction(
  args: FeatureExtractionArgs,
  options?: CallOptions,
): Promise<FeatureExtractionOutput> {
  const { data, ctx } = await run("feature-extraction", args, options);
  return expect(data, (v) => isNested(v, 3), ctx, "Array<number[][][] | number[][] | number[] | number>");
}

export async function sentenceSimilarity(
  args: SentenceSimilarityArgs,
  options?: CallOptions,
): Promise<SentenceSimilarityOutput> {
  const { data, ctx } = await run("sentence-similarity", args, options);
  return expect(data, arrayOf(isNum), ctx, "Array<number>");
}

export async function fillMask(args: FillMaskArgs, options?: CallOptions): Promise<FillMaskOutput> {
  const { data, ctx } = await run("fill-mask", args, options);
  const element = shape({ score: isNum, sequence: isStr, token: isNum, token_str: isStr });
  return expect(
    data,
    arrayOf(element),
    ctx,
    "Array<{score: number, sequence: string, token: number, token_str: string}>",
  );
}

export async function textClassification(
  args: TextClassificationArgs,
  options?: CallOptions,
): Promise<TextClassificationOutput> {
  const { data, ctx } = await run("text-classification", args, options);
  return expect(data, arrayOf(labelScore), ctx, "Array<{label: string, score: number}>");
}

export async function tokenClassification(
  args: TokenClassificationArgs,
  options?: CallOptions,
): Promise<TokenClassificationOutput> {
  const { data, ctx } = await run("token-classification", args, options);
  const element = shape({ end: isNum, score: isNum, start: isNum, word: isStr });
  const hasEntity = (v: unknown) => {
    const e = v as { entity_group?: unknown; entity?: unknown };
    return typeof (e.entity_group ?? e.entity) === "string";
  };
  return expect(
    data,
    arrayOf((v) => element(v) && hasEntity(v)),
    ctx,
    "Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
  );
}

const answer = shape({ answer: isStr, end: isNum, score: isNum, start: isNum });

export async function questionAnswering(
  args: QuestionAnsweringArgs,
  options?: CallOptions,
): Promise<QuestionAnsweringOutput[number]> {
  const { data, ctx } = await run("question-answering", args, options);
  const out = Array.isArray(data) ? data[0] : data;
  return expect(out, answer, ctx, "{answer: string, end: number, score: number, start: number}");
}

export async function tableQuestionAnswering(
  args: TableQuestionAnsweringArgs,
  options?: CallOptions,
): Promise<TableQuestionAnsweringOutput[number]> {
  const { data, ctx } = await run("table-question-answering", args, options);
  const out = Array.isArray(data) ? data[0] : data;
  const element = shape({
    aggregator: opt(isStr),
    answer: isStr,
    cells: arrayOf(isStr),
    coordinates: arrayOf(arrayOf(isNum)),
  });
  return expect(out, element, ctx, "{aggregator: string, answer: string, cells: string[], coordinates: number[][]}");
}

export async function summarization(args: SummarizationArgs, options?: CallOptions): Promise<SummarizationOutput> {
  const { data, ctx } = await run("summarization", args, options);
  const out = Array.isArray(data) ? data[0] : data;
  return expect(out, shape({ summary_text: isStr }), ctx, "Array<{summary_text: string}>");
}

/** One translation, or an array when several inputs were given. */
export async function translation(
  args: TranslationArgs,
  options?: CallOptions,
): Promise<TranslationOutput | TranslationOutput[]> {
  const { data, ctx } = await run("translation", args, options);
  const list = expect<TranslationOutput[]>(
    Array.isArray(data) ? data : [data],
    arrayOf(shape({ translation_text: isStr })),
    ctx,
    "Array<{translation_text: string}>",
  );
  return list.length === 1 ? list[0] : list;
}

export async function zeroShotClassification(
  args: ZeroShotClassificationArgs,
  options?: CallOptions,
): Promise<ZeroShotClassificationOutput> {
  const { data, ctx } = await run("zero-shot-classification", args, options);
  return expect(data, arrayOf(labelScore), ctx, "Array<{label: string, score: number}>");
}
