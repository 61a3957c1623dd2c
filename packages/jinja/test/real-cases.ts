/**
 * The real-template corpus: fixtures/templates/*.jinja (sources in templates.json) and the
 * conversations of fixtures/conversations.json.
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
