import { describe, expect, it } from "vitest";
import { LIBRARY_SNIPPET_GENERATORS } from "../../src/snippets/index.js";
import { INJECTION_FIXTURES, MODEL_FIXTURES, PAYLOAD_MARKER } from "./fixtures.js";
import { type Candidate, type Failure, validateSnippets } from "./validate.js";

const LIBRARIES = Object.keys(LIBRARY_SNIPPET_GENERATORS);

function candidates(models: typeof MODEL_FIXTURES, libraries: (m: (typeof MODEL_FIXTURES)[number]) => string[]) {
  const out: Candidate[] = [];
  for (const model of models) {
    for (const library of libraries(model)) {
      const snippets = LIBRARY_SNIPPET_GENERATORS[library]?.(model) ?? [];
      snippets.forEach((s, i) => {
        out.push({ label: `${library} × ${JSON.stringify(model.id)} #${i}`, language: s.language, code: s.code });
      });
    }
  }
  return out;
}

function report(title: string, all: Candidate[], failures: Failure[]): string {
  const valid = all.length - failures.length;
  const pct = all.length ? ((100 * valid) / all.length).toFixed(2) : "100.00";
  const byLanguage = Object.entries(
    all.reduce<Record<string, number>>((acc, c) => {
      acc[c.language] = (acc[c.language] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([lang, n]) => `${lang} ${n}`)
    .join(", ");
  const lines = [`${title}: ${valid}/${all.length} snippets valid (${pct}%) [${byLanguage}]`];
  for (const f of failures) lines.push(`  INVALID ${f.label} (${f.language}): ${f.reason}\n${f.code}\n`);
  return lines.join("\n");
}

describe("snippet validity", () => {
  it("has at least 200 model fixtures covering every library with a generator", () => {
    expect(MODEL_FIXTURES.length).toBeGreaterThanOrEqual(200);
    const covered = new Set(MODEL_FIXTURES.map((m) => m.library_name));
    expect(LIBRARIES.filter((lib) => !covered.has(lib))).toEqual([]);
  });

  it("every snippet of every fixture parses in its language (100%)", () => {
    const all = candidates(MODEL_FIXTURES, (m) => [m.library_name]);
    const failures = validateSnippets(all);
    console.log(report("fixtures × own library", all, failures));
    expect(all.length).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 120_000);

  it("injection payloads leave every snippet of all generators valid, with the payload only inside literals", () => {
    expect(INJECTION_FIXTURES.length).toBeGreaterThan(0);
    const all = candidates(INJECTION_FIXTURES, () => LIBRARIES);
    const failures = validateSnippets(all, PAYLOAD_MARKER);
    console.log(report("injection fixtures × all generators", all, failures));
    // the payload must actually reach the snippets, or the test proves nothing
    expect(all.filter((c) => c.code.includes(PAYLOAD_MARKER)).length).toBeGreaterThan(all.length / 2);
    expect(failures).toEqual([]);
  }, 120_000);
});
