import type { ModelLibraryKey } from "../model-libraries.js";
import type { PipelineType } from "../pipelines.js";

/** A model, dataset, space or metric shown on a task page. */
export interface ExampleRepo {
  /** Repository id (`org/name`) for models, datasets and spaces; metric name for metrics. */
  id: string;
  description: string;
}

/**
 * One block of a task demo. Media filenames name files shipped in the package's `assets/` folder
 * (see `taskDemoAssetUrl`).
 */
export type TaskDemoEntry =
  | { type: "audio"; filename: string }
  | { type: "img"; filename: string }
  | { type: "chart"; data: Array<{ label: string; score: number }> }
  | { type: "tabular"; table: string[][] }
  | { type: "text"; label: string; content: string }
  | { type: "text-with-tokens"; text: string; tokens: Array<{ type: string; start: number; end: number }> };

export interface TaskDemo {
  inputs: TaskDemoEntry[];
  outputs: TaskDemoEntry[];
}

/** Everything a task page shows. */
export interface TaskData {
  /** The pipeline tag. */
  id: PipelineType;
  /** When this task is an alias, the task whose page is the canonical one. */
  canonicalId?: PipelineType;
  isPlaceholder?: boolean;
  label: string;
  libraries: ModelLibraryKey[];
  summary: string;
  models: ExampleRepo[];
  datasets: ExampleRepo[];
  spaces: ExampleRepo[];
  metrics: ExampleRepo[];
  demo: TaskDemo;
  /** Models whose try-it widget the page embeds. */
  widgetModels: string[];
  /** A video that explains the task. */
  youtubeId?: string;
}

/** The hand-written part of a task page; id, label and libraries come from the registries. */
export type TaskDataCustom = Omit<TaskData, "id" | "label" | "libraries">;
