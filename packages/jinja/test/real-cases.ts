/**
 * The real-template corpus: fixtures/templates/*.jinja (sources in templates.json), the
 * conversations of fixtures/conversations.json, and fixtures/branch-contexts.json: for 232 templates,
 * 705 contexts that reach if/elif/else/for bodies which neither those conversations nor the generated
 * ones (conversation-cases.ts) reach, found by marking each body. 297 were picked from 314,546 contexts
 * made to fill the gaps that scripts/context-coverage.mjs lists (a template's own flags set to each
 * kind of value, contents as lists of strings, vision parts with add_vision_id, tools of other types,
 * ...): the fewest that reach the 635 bodies those reached. 408 more reach 588 bodies still unreached
 * after that (entered, then rendered or raised): JSON-schema variants ($ref, allOf, const,
 * prefixItems, ...), the literals a condition compares with put in every slot, and contexts written
 * for each template after reading it.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Case } from "./differential.js";

// Its own path (not differential.ts's) so that scripts can load the corpus without vitest.
const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), "fixtures");

export interface TemplateEntry {
  file: string;
  family: string;
  source: string;
  /** Extra variables this template needs (merged over each conversation's context). */
  context?: Record<string, unknown>;
}
export interface Conversation {
  id: string;
  description: string;
  context: Record<string, unknown>;
}

export const templatesDir = join(FIXTURES_DIR, "templates");
export const templateIndex = JSON.parse(readFileSync(join(templatesDir, "templates.json"), "utf8")) as TemplateEntry[];
export const conversations = JSON.parse(
  readFileSync(join(FIXTURES_DIR, "conversations.json"), "utf8"),
) as Conversation[];

/** Per template file: contexts that reach its rarer branches, each named by how it was made. */
export const branchContexts = JSON.parse(readFileSync(join(FIXTURES_DIR, "branch-contexts.json"), "utf8")) as Record<
  string,
  { shape: string; context: Record<string, unknown> }[]
>;

export function readTemplate(entry: TemplateEntry): string {
  return readFileSync(join(templatesDir, entry.file), "utf8");
}

/** Every template × every conversation, and its branch contexts. */
export function realCases(): Case[] {
  const cases: Case[] = [];
  for (const entry of templateIndex) {
    const template = readTemplate(entry);
    const own = (branchContexts[entry.file] ?? []).map((b, i) => ({ id: `branch${i}:${b.shape}`, context: b.context }));
    for (const conv of [...conversations, ...own]) {
      cases.push({
        id: `${entry.file}#${conv.id}`,
        group: `${entry.file} (${entry.family})`,
        template,
        templateLabel: `fixtures/templates/${entry.file} — ${entry.source}`,
        context: { ...conv.context, ...(entry.context ?? {}) },
      });
    }
  }
  return cases;
}

/**
 * Where a context holds a number that Python and we would read as different types: an integral
 * number JSON writes with an exponent (from 1e21 up) is a float to Python and an int to us.
 */
export function typeHazards(value: unknown, path = ""): string[] {
  if (typeof value === "number") return Number.isInteger(value) && /e/i.test(JSON.stringify(value)) ? [path] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeHazards(v, Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`),
  );
}
