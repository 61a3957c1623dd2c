/**
 * Property tests of the snippet generators on hostile model records (see fuzz-models.ts): no
 * generator throws, every result is a well-formed list of language-tagged snippets, and every
 * snippet parses in its language with the repository values only inside literals or comments.
 * Fixed seeds and bounded runs keep the test deterministic and fast.
 */
import * as acorn from "acorn";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ModelData } from "../../src/model-data.js";
import { getModelInputSnippet, NO_INPUT_EXAMPLE } from "../../src/model-input-snippets.js";
import { librarySnippets, MODEL_LIBRARIES_UI_ELEMENTS } from "../../src/model-libraries.js";
import {
  ESPNET_UNKNOWN,
  NEMO_NO_DOMAIN,
  SPEECHBRAIN_BAD_INTERFACE,
  SPEECHBRAIN_NO_INTERFACE,
} from "../../src/snippets/audio.js";
import { LIBRARY_SNIPPET_GENERATORS } from "../../src/snippets/index.js";
import { SMOLVLA_BASE } from "../../src/snippets/rl-robotics.js";
import { PICKLE_TRUST, SKLEARN_NO_FILE } from "../../src/snippets/tabular.js";
import {
  PEFT_INVALID_TASK,
  PEFT_NO_BASE_MODEL,
  UNKNOWN_MODEL_TYPE,
  UNKNOWN_PIPELINE_TAG,
} from "../../src/snippets/transformers.js";
import { YOLO_NO_VERSION } from "../../src/snippets/vision.js";
import { PAYLOAD_MARKER } from "./fixtures.js";
import { hostileModel } from "./fuzz-models.js";
import { type Candidate, validateSnippets } from "./validate.js";

const LIBRARIES = Object.keys(LIBRARY_SNIPPET_GENERATORS);
const LANGUAGES = new Set(["python", "bash", "js"]);

/** Runs every generator on a record; throws with the library name when one misbehaves. */
function runAll(record: Record<string, unknown>): Candidate[] {
  const out: Candidate[] = [];
  for (const library of LIBRARIES) {
    let snippets: unknown;
    try {
      snippets = LIBRARY_SNIPPET_GENERATORS[library]?.(record as unknown as ModelData);
    } catch (error) {
      throw new Error(`${library} threw: ${(error as Error).stack}`);
    }
    if (!Array.isArray(snippets)) throw new Error(`${library} returned ${typeof snippets}`);
    snippets.forEach((s: { language: unknown; code: unknown; notes?: unknown }, i) => {
      if (!LANGUAGES.has(s.language as string)) throw new Error(`${library} #${i}: language ${String(s.language)}`);
      if (typeof s.code !== "string" || s.code === "") throw new Error(`${library} #${i}: empty code`);
      if (s.notes !== undefined && !(Array.isArray(s.notes) && s.notes.every((n) => typeof n === "string"))) {
        throw new Error(`${library} #${i}: notes must be strings`);
      }
      out.push({ label: `${library} #${i}`, language: s.language as string, code: s.code });
    });
  }
  return out;
}

describe("snippet generators on hostile model records", () => {
  it("never throw and always return well-formed snippets; JavaScript parses (shrinking property)", () => {
    fc.assert(
      fc.property(hostileModel, (record) => {
        for (const c of runAll(record)) {
          if (c.language === "js") acorn.parse(c.code, { ecmaVersion: "latest", sourceType: "module" });
        }
        // the registry's drop-in form and the rich form see the same records
        const library = LIBRARIES[Math.abs(JSON.stringify(record.id ?? "").length) % LIBRARIES.length];
        const drop = MODEL_LIBRARIES_UI_ELEMENTS[library as keyof typeof MODEL_LIBRARIES_UI_ELEMENTS].snippets?.(
          record as unknown as ModelData,
        );
        expect(drop).toEqual(librarySnippets(record as unknown as ModelData, library).map((s) => s.code));
      }),
      { seed: 20261121, numRuns: 300 },
    );
  }, 30_000);

  it("every snippet parses in its language, with the payload only inside literals", () => {
    const records = fc.sample(hostileModel, { seed: 1121, numRuns: 120 });
    const seen = new Set<string>();
    const all: Candidate[] = [];
    records.forEach((record, r) => {
      for (const c of runAll(record)) {
        const key = `${c.language}\0${c.code}`;
        if (seen.has(key)) continue;
        seen.add(key);
        all.push({ ...c, label: `record ${r}: ${c.label}` });
      }
    });
    const failures = validateSnippets(all, PAYLOAD_MARKER);
    const shown = failures
      .slice(0, 5)
      .map((f) => `${f.label} (${f.language}): ${f.reason}\n${JSON.stringify(f.code.slice(0, 600))}`);
    console.log(
      `hostile records × all generators: ${all.length - failures.length}/${all.length} distinct snippets valid`,
    );
    // the payloads must reach the snippets, or the check proves nothing
    expect(all.filter((c) => c.code.includes(PAYLOAD_MARKER)).length).toBeGreaterThan(200);
    expect(shown).toEqual([]);
  }, 60_000);

  it("getModelInputSnippet never throws and gives a JSON literal, chat messages or the no-example text", () => {
    fc.assert(
      fc.property(hostileModel, fc.boolean(), (record, noWrap) => {
        const input = getModelInputSnippet(record as unknown as ModelData, noWrap);
        if (Array.isArray(input)) {
          for (const message of input) expect(typeof message.role).toBe("string");
          return;
        }
        expect(typeof input).toBe("string");
        if (input === NO_INPUT_EXAMPLE) return;
        // the tabular example is a JSON document inside single quotes
        const literal = input.startsWith("'") ? input.slice(1, -1) : input;
        expect(() => JSON.parse(literal)).not.toThrow();
        if (noWrap) expect(input).not.toMatch(/[\r\n]/);
      }),
      { seed: 1121, numRuns: 500 },
    );
  });

  it("observes the SPEC §5 rules on hostile records", () => {
    const gen = (library: string, record: Record<string, unknown>) =>
      LIBRARY_SNIPPET_GENERATORS[library]?.(record as unknown as ModelData) ?? [];
    const code = (library: string, record: Record<string, unknown>) =>
      gen(library, record)
        .map((s) => s.code)
        .join("\n");
    const notes = (library: string, record: Record<string, unknown>) =>
      gen(library, record).flatMap((s) => s.notes ?? []);
    fc.assert(
      fc.property(hostileModel, (record) => {
        const tags = Array.isArray(record.tags) ? record.tags.filter((t): t is string => typeof t === "string") : [];
        const has = (tag: string) => tags.includes(tag);
        const pipelineTag = typeof record.pipeline_tag === "string" ? record.pipeline_tag : undefined;

        // sentence-transformers: cross-encoder by tag or text-ranking, else embeddings; trust_remote_code by tag
        if (!has("PyLate")) {
          const st = code("sentence-transformers", record);
          const cross = has("cross-encoder") || pipelineTag === "text-ranking";
          expect(st.includes("CrossEncoder(")).toBe(cross);
          expect(st.includes("SentenceTransformer(")).toBe(!cross);
          expect(st.includes("trust_remote_code=True")).toBe(has("custom_code"));
        }
        // lerobot: only smolvla; the run step unless the id is the base model
        const lerobot = gen("lerobot", record);
        if (!has("smolvla")) expect(lerobot).toEqual([]);
        else expect(lerobot).toHaveLength(record.id === SMOLVLA_BASE ? 2 : 3);
        // llama-cpp-python: chat completion only for conversational models
        expect(code("llama-cpp-python", record).includes("create_chat_completion(")).toBe(has("conversational"));
        // ultralytics: the placeholder and its warning exactly when no yolov<digits> tag is present
        const versioned = tags.some((t) => /^yolov\d+$/.test(t));
        expect(notes("ultralytics", record).includes(YOLO_NO_VERSION)).toBe(!versioned);
        expect(code("ultralytics", record)).not.toContain("YOLOvv");
        // sklearn: pickle trust warning / missing file warning
        const sk = notes("sklearn", record);
        if (!has("skops")) expect(sk).toEqual([PICKLE_TRUST]);
        else if (sk.length) expect([[PICKLE_TRUST], [SKLEARN_NO_FILE]]).toContainEqual(sk);
        else expect(code("sklearn", record)).toContain("get_untrusted_types(");
        // speechbrain: a method, else a note
        const sb = gen("speechbrain", record);
        if (sb[0].notes) expect([SPEECHBRAIN_NO_INTERFACE, SPEECHBRAIN_BAD_INTERFACE]).toContain(sb[0].notes[0]);
        else expect(sb[0].code).toMatch(/model\.(classify|transcribe|enhance|separate)_file\(/);
        // peft: the two exact messages, or a base model plus the adapter
        const pf = gen("peft", record);
        if (pf[0].notes) {
          expect([[PEFT_INVALID_TASK], [PEFT_NO_BASE_MODEL]]).toContainEqual(pf[0].notes);
          expect(pf[0].code).toBe(`# ${pf[0].notes[0]}`);
        } else expect(pf[0].code).toMatch(/PeftModel\.from_pretrained\(base_model, /);
        // outetts: nothing for gguf or onnx models
        if (has("gguf") || has("onnx")) expect(gen("outetts", record)).toEqual([]);
        else expect(gen("outetts", record)).toHaveLength(1);
        // nemo: automatic-speech-recognition only
        expect(notes("nemo", record).includes(NEMO_NO_DOMAIN)).toBe(!has("automatic-speech-recognition"));
        // espnet: text-to-speech or automatic-speech-recognition, else the unknown-model-type note
        expect(notes("espnet", record).includes(ESPNET_UNKNOWN)).toBe(
          !has("text-to-speech") && !has("automatic-speech-recognition"),
        );
        // transformers: unknown type without transformersInfo
        const info = record.transformersInfo;
        const hasInfo = typeof info === "object" && info !== null && !Array.isArray(info);
        expect(notes("transformers", record).includes(UNKNOWN_MODEL_TYPE)).toBe(!hasInfo);
        // transformers.js: Unknown pipeline tag without one
        expect(notes("transformers.js", record).includes(UNKNOWN_PIPELINE_TAG)).toBe(!pipelineTag);
      }),
      { seed: 2112, numRuns: 300 },
    );
  });
});
