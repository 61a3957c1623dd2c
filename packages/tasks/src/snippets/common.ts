import type { ModelData } from "../model-data.js";
import { commentText, py, sh } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/** Trims the leading blank line and trailing whitespace that template literals leave behind. */
function tidy(code: string): string {
  return code.replace(/^\s*\n/, "").trimEnd();
}

export function python(code: string, notes?: string[]): LibrarySnippet {
  return notes?.length ? { language: "python", code: tidy(code), notes } : { language: "python", code: tidy(code) };
}

export function bash(code: string, notes?: string[]): LibrarySnippet {
  return notes?.length ? { language: "bash", code: tidy(code), notes } : { language: "bash", code: tidy(code) };
}

export function javascript(code: string, notes?: string[]): LibrarySnippet {
  return notes?.length ? { language: "js", code: tidy(code), notes } : { language: "js", code: tidy(code) };
}

/** A snippet that only carries a note: the note as a comment of the given language, and in `notes`. */
export function noteOnly(language: "python" | "bash" | "js", ...notes: string[]): LibrarySnippet {
  const mark = language === "js" ? "//" : "#";
  return { language, code: notes.map((n) => `${mark} ${commentText(n)}`).join("\n"), notes };
}

/** `pip install ...` as a shell snippet; arguments are constants of the generators. */
export function pipInstall(...packages: string[]): LibrarySnippet {
  return bash(`pip install ${packages.join(" ")}`);
}

export function hasTag(model: ModelData, tag: string): boolean {
  return Array.isArray(model.tags) && model.tags.includes(tag);
}

/** The repository name without its namespace ("org/name" → "name"). */
export function repoName(id: string): string {
  const parts = id.split("/");
  return parts.length === 1 ? parts[0] : parts.slice(1).join("/");
}

/** Python literal of the model id. */
export function pid(model: ModelData): string {
  return py.str(model.id);
}

/** Shell word of the model id. */
export function sid(model: ModelData): string {
  return sh.str(model.id);
}

/** Python snippet that loads a model with `module.Class.method(id)`, the most common shape. */
export function loadWith(
  model: ModelData,
  from: string,
  cls: string,
  opts: { method?: string; variable?: string; args?: string; comment?: string; after?: string } = {},
): LibrarySnippet {
  const { method = "from_pretrained", variable = "model", args = "", comment, after } = opts;
  const lines = [];
  if (comment) lines.push(`# ${comment}`);
  lines.push(`from ${from} import ${cls}`, "", `${variable} = ${cls}.${method}(${pid(model)}${args})`);
  if (after) lines.push(after);
  return python(lines.join("\n"));
}

/** First non-blank string of a string-or-list value, e.g. cardData.base_model. */
export function firstString(value: unknown): string | undefined {
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.find((v): v is string => typeof v === "string" && v.trim() !== "");
}

/** `table[key]` when `key` is one of the table's own keys: a repo value such as "constructor" finds nothing. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
