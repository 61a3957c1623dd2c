import type { ModelData } from "../model-data.js";

/** One use-this-model snippet, tagged with its language so callers can highlight and validate it. */
export interface LibrarySnippet {
  language: "python" | "bash" | "js" | "json" | "text";
  code: string;
  /** Notes for the user (e.g. "the model file is not specified"); never inside `code` as prose. */
  notes?: string[];
}

export type LibrarySnippetGenerator = (model: ModelData) => LibrarySnippet[];
