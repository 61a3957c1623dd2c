import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { taskDemoAssetUrl } from "../src/demo-assets.js";
import { TASKS_MODEL_LIBRARIES } from "../src/library-to-tasks.js";
import { isModelLibraryKey } from "../src/model-libraries.js";
import { isPipelineType, PIPELINE_DATA, PIPELINE_TYPES } from "../src/pipelines.js";
import { TASKS_DATA, type TaskDemoEntry } from "../src/tasks/index.js";

const REPO_ID = /^[\w.-]+\/[\w.-]+$/;
const pages = Object.values(TASKS_DATA);

function media(entries: TaskDemoEntry[]): string[] {
  return entries.flatMap((e) => (e.type === "img" || e.type === "audio" ? [e.filename] : []));
}

describe("TASKS_DATA", () => {
  it("has a page for each of the 57 tasks, none a placeholder", () => {
    expect(Object.keys(TASKS_DATA).sort()).toEqual([...PIPELINE_TYPES].sort());
    expect(pages).toHaveLength(57);
    for (const page of pages) expect(page.isPlaceholder, page.id).toBe(false);
  });

  it.each(PIPELINE_TYPES)("%s: complete page", (task) => {
    const page = TASKS_DATA[task];
    expect(page.id).toBe(task);
    expect(page.label).toBe(PIPELINE_DATA[task].name);
    expect(page.libraries).toEqual(TASKS_MODEL_LIBRARIES[task]);
    expect(page.libraries.length).toBeGreaterThan(0);
    for (const library of page.libraries) expect(isModelLibraryKey(library), library).toBe(true);
    expect(page.summary.length).toBeGreaterThan(80);
    for (const list of [page.models, page.datasets, page.spaces, page.metrics]) {
      expect(list.length).toBeGreaterThan(0);
      for (const repo of list) {
        expect(repo.id.trim()).toBe(repo.id);
        expect(repo.id.length).toBeGreaterThan(1);
        expect(repo.description.length, repo.id).toBeGreaterThan(15);
      }
    }
    for (const repo of [...page.models, ...page.datasets, ...page.spaces]) expect(repo.id).toMatch(REPO_ID);
    for (const id of page.widgetModels) expect(id).toMatch(REPO_ID);
    expect(page.widgetModels.length).toBeGreaterThan(0);
    expect(page.demo.inputs.length).toBeGreaterThan(0);
    expect(page.demo.outputs.length).toBeGreaterThan(0);
    if (page.youtubeId !== undefined) expect(page.youtubeId).toMatch(/^[\w-]{11}$/);
    if (page.canonicalId !== undefined) {
      expect(isPipelineType(page.canonicalId)).toBe(true);
      expect(page.canonicalId).not.toBe(task);
    }
  });

  it("keeps ids unique within each list", () => {
    for (const page of pages) {
      for (const list of [page.models, page.datasets, page.spaces, page.metrics]) {
        const ids = list.map((r) => r.id);
        expect(new Set(ids).size, `${page.id}: ${ids}`).toBe(ids.length);
      }
    }
  });

  it("gives every demo entry the fields of its type", () => {
    for (const page of pages) {
      for (const entry of [...page.demo.inputs, ...page.demo.outputs]) {
        switch (entry.type) {
          case "text":
            expect(entry.content.length, page.id).toBeGreaterThan(0);
            expect(typeof entry.label).toBe("string");
            break;
          case "chart":
            expect(entry.data.length, page.id).toBeGreaterThan(1);
            for (const d of entry.data) {
              expect(d.score).toBeGreaterThanOrEqual(0);
              expect(d.score).toBeLessThanOrEqual(1);
            }
            break;
          case "tabular": {
            const width = entry.table[0].length;
            expect(entry.table.length, page.id).toBeGreaterThan(1);
            for (const row of entry.table) expect(row, page.id).toHaveLength(width);
            break;
          }
          case "text-with-tokens":
            for (const t of entry.tokens) {
              expect(t.start).toBeLessThan(t.end);
              expect(t.end).toBeLessThanOrEqual(entry.text.length);
              expect(entry.text.slice(t.start, t.end).trim()).toBe(entry.text.slice(t.start, t.end));
            }
            break;
          default:
            expect(entry.filename).toMatch(entry.type === "img" ? /\.(svg|png)$/ : /\.wav$/);
        }
      }
    }
  });

  it("marks the measured aliases", () => {
    expect(TASKS_DATA.summarization.canonicalId).toBe("text-generation");
    expect(TASKS_DATA.translation.canonicalId).toBe("text-generation");
    expect(TASKS_DATA["text-to-speech"].canonicalId).toBe("text-to-audio");
  });

  it("ships every demo media file in the package", () => {
    const files = new Set(pages.flatMap((p) => [...media(p.demo.inputs), ...media(p.demo.outputs)]));
    expect(files.size).toBeGreaterThan(10);
    for (const file of files) {
      const path = fileURLToPath(taskDemoAssetUrl(file));
      expect(existsSync(path), file).toBe(true);
      const bytes = readFileSync(path);
      if (file.endsWith(".wav")) {
        expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
        expect(bytes.subarray(8, 12).toString()).toBe("WAVE");
      } else {
        expect(bytes.toString().startsWith("<svg")).toBe(true);
      }
      expect(bytes.length).toBeLessThan(64 * 1024);
    }
  });

  it("refuses asset names that leave the assets folder", () => {
    expect(() => taskDemoAssetUrl("../package.json")).toThrow();
  });
});

describe("demo media", () => {
  it("are exactly what the committed generator script produces", async () => {
    // @ts-expect-error: plain JavaScript module without type declarations
    const { demoMedia } = await import("../scripts/make-demo-media.mjs");
    const files = demoMedia() as Record<string, Buffer>;
    for (const [name, bytes] of Object.entries(files)) {
      expect(readFileSync(fileURLToPath(taskDemoAssetUrl(name))).equals(bytes), name).toBe(true);
    }
    const used = new Set(pages.flatMap((p) => [...media(p.demo.inputs), ...media(p.demo.outputs)]));
    expect([...used].filter((f) => !(f in files))).toEqual([]);
  });
});
