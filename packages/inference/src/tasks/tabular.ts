// Tabular classification and regression.

import type {
  TabularClassificationInput,
  TabularClassificationOutput,
  TabularRegressionInput,
  TabularRegressionOutput,
} from "@atrium/tasks";
import { run } from "../call.js";
import type { CallOptions } from "../resolve.js";
import type { BaseArgs } from "../types.js";
import { arrayOf, expect, isNum } from "../validate.js";

export type TabularClassificationArgs = BaseArgs & TabularClassificationInput;
export type TabularRegressionArgs = BaseArgs & TabularRegressionInput;

export async function tabularClassification(
  args: TabularClassificationArgs,
  options?: CallOptions,
): Promise<TabularClassificationOutput> {
  const { data, ctx } = await run("tabular-classification", args, options);
  return expect(data, arrayOf(isNum), ctx, "Array<number>");
}

export async function tabularRegression(
  args: TabularRegressionArgs,
  options?: CallOptions,
): Promise<TabularRegressionOutput> {
  const { data, ctx } = await run("tabular-regression", args, options);
  return expect(data, arrayOf(isNum), ctx, "Array<number>");
}
