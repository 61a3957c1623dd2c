import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ModelData } from "../../src/model-data.js";

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "models");

export type Fixture = ModelData & { library_name: string; _rule?: string };

function load(filter: (file: string) => boolean): Fixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith(".json") && filter(f))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(FIXTURES_DIR, f), "utf8")) as Fixture[]);
}

/** Model records of real (or realistic) repositories, one file per library. */
export const MODEL_FIXTURES: Fixture[] = load((f) => !f.startsWith("_"));

/** Records whose every repository-controlled string carries an injection payload. */
export const INJECTION_FIXTURES: Fixture[] = load((f) => f === "_injection.json");

/** The string every injection payload contains; it must only ever land inside a literal or a comment. */
export const PAYLOAD_MARKER = "PWNED";

export function fixture(id: string, library?: string): Fixture {
  const found = MODEL_FIXTURES.find((m) => m.id === id && (library === undefined || m.library_name === library));
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}
