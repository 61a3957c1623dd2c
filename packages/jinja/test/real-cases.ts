/**
 * The real-template corpus: fixtures/templates/*.jinja (sources in templates.json) and the
 * conversations of fixtures/conversations.json.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Case, FIXTURES_DIR } from "./differential.js";

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

export function readTemplate(entry: TemplateEntry): string {
  return readFileSync(join(templatesDir, entry.file), "utf8");
}

/** Every template × every conversation. */
export function realCases(): Case[] {
  const cases: Case[] = [];
  for (const entry of templateIndex) {
    const template = readTemplate(entry);
    for (const conv of conversations) {
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
