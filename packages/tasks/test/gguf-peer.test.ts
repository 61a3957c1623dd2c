/**
 * parseGGUFQuantLabel against the widely used parser. The committed table
 * (fixtures/gguf-peer-labels.json: file name, expected label, the peer's label as measured) runs
 * everywhere; when the peer is installed in bench/node_modules, the peer column and a larger cross
 * product are also checked live. Every difference from the peer must be one of the documented fixes
 * (README, "GGUF quantization").
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { GGUF_FILE_QUANT_NAMES, parseGGUFQuantization, parseGGUFQuantLabel } from "../src/gguf.js";
import { type GGUFNameCase, generatedGGUFNames, ODD_GGUF_NAMES } from "./gguf-names.js";
import { loadPeer, PEER_AVAILABLE, PEER_SKIP_REASON, PEER_VERSION, type PeerTasks } from "./peer.js";

interface Table {
  peer: string;
  rows: [string, string | null, string | null][];
}

const TABLE = JSON.parse(readFileSync(new URL("./fixtures/gguf-peer-labels.json", import.meta.url), "utf8")) as Table;

const SCHEMES = new Set<string>(GGUF_FILE_QUANT_NAMES);
const LONG_SCHEMES = new Set(["Q4_0_4_4", "Q4_0_4_8", "Q4_0_8_8", "Q4_1_SOME_F16"]);
const noPrefix = (label: string) => label.replace(/^UD-/, "");

/**
 * Which documented fix explains that `ours` differs from `peer` for `fileName`, or undefined.
 * - longest-scheme: Q4_0_4_4, Q4_0_4_8, Q4_0_8_8, Q4_1_SOME_F16 are themselves, not Q4_0 / F16.
 * - k-quant-size: a bare K-quant takes a size variation (Q4_K_L, Q4_K_P), which the peer does not read.
 * - whole-word: a label does not touch other letters or digits; the peer reads a label glued to
 *   letters or digits (q4f16, Q8_0L), or takes a longer word as a size variation (Q4_K_M_IMATRIX).
 */
export function documentedFix(fileName: string, ours: string | undefined, peer: string | undefined) {
  if (ours === peer) return "same";
  const upper = fileName.toUpperCase();
  if (ours && peer && LONG_SCHEMES.has(noPrefix(ours))) {
    // the peer stops at the first scheme name (Q4_0) or, for Q4_1_SOME_F16, keeps the last one (F16)
    const [o, p] = [noPrefix(ours), noPrefix(peer)];
    if (p !== o && (o.startsWith(p) || o.endsWith(p))) return "longest-scheme";
  }
  if (ours && /^(UD-)?Q[3458]_K_[A-Z]{1,3}$/.test(ours) && !SCHEMES.has(noPrefix(ours))) return "k-quant-size";
  if (peer && ours === undefined) {
    // every occurrence of the peer's label touches a letter or a digit
    const glued = [...upper.matchAll(new RegExp(peer.replace(/[-]/g, "\\-"), "g"))].every((m) => {
      const before = upper[(m.index ?? 0) - 1] ?? "";
      const after = upper[(m.index ?? 0) + peer.length] ?? "";
      return /[A-Z0-9]/.test(before) || /[A-Z0-9]/.test(after);
    });
    if (glued) return "whole-word";
  }
  if (peer && ours && peer.startsWith(`${ours}_`)) {
    const rest = peer.slice(ours.length + 1);
    const at = upper.lastIndexOf(peer);
    const after = upper[at + peer.length] ?? "";
    if (rest.length > 3 || /[A-Z0-9]/.test(after)) return "whole-word";
  }
  return undefined;
}

const expectedCases = (): GGUFNameCase[] => [...generatedGGUFNames(), ...ODD_GGUF_NAMES];

describe("GGUF labels: committed table", () => {
  it("holds every generated and odd name, with the label each was built with", () => {
    expect(TABLE.peer).toBe(`@huggingface/tasks ${PEER_VERSION}`);
    expect(TABLE.rows.length).toBeGreaterThanOrEqual(300);
    expect(TABLE.rows.map(([name, label]) => ({ name, label: label ?? undefined }))).toEqual(expectedCases());
  });

  it("parseGGUFQuantLabel gives the expected label for every row", () => {
    const wrong = TABLE.rows
      .filter(([name, label]) => parseGGUFQuantLabel(name) !== (label ?? undefined))
      .map(([name, label]) => `${name}: expected ${label}, got ${parseGGUFQuantLabel(name)}`);
    expect(wrong).toEqual([]);
  });

  it("differs from the peer's measured label only by a documented fix", () => {
    const counts: Record<string, number> = {};
    const unexplained: string[] = [];
    for (const [name, label, peer] of TABLE.rows) {
      const fix = documentedFix(name, label ?? undefined, peer ?? undefined);
      if (!fix) unexplained.push(`${name}: ours ${label}, peer ${peer}`);
      else counts[fix] = (counts[fix] ?? 0) + 1;
    }
    expect(unexplained).toEqual([]);
    // each documented fix is exercised, and most names agree with the peer
    expect(Object.keys(counts).sort()).toEqual(["k-quant-size", "longest-scheme", "same", "whole-word"]);
    expect(counts.same).toBeGreaterThan(TABLE.rows.length * 0.8);
  });

  it("classifies only real fixes (the classifier rejects other differences)", () => {
    expect(documentedFix("m-Q4_K_M.gguf", "Q4_K_S", "Q4_K_M")).toBeUndefined();
    expect(documentedFix("m-Q4_K_M.gguf", undefined, "Q4_K_M")).toBeUndefined();
    expect(documentedFix("m-Q8_0.gguf", "Q8_0_L", "Q8_0")).toBeUndefined();
    expect(documentedFix("m-Q4_0_4_4.gguf", "Q4_0_4_4", "Q4_0")).toBe("longest-scheme");
    expect(parseGGUFQuantization("m-Q4_K_L.gguf")).toMatchObject({ quant: "Q4_K", sizeVariation: "L" });
  });
});

describe.skipIf(!PEER_AVAILABLE)(
  PEER_AVAILABLE ? "GGUF labels: the live peer" : `GGUF labels: the live peer (${PEER_SKIP_REASON})`,
  () => {
    let peer: PeerTasks;
    beforeAll(async () => {
      const loaded = await loadPeer();
      expect(loaded.version).toBe(PEER_VERSION);
      peer = loaded.api;
    });

    it("gives the peer labels recorded in the table", () => {
      const changed = TABLE.rows
        .filter(([name, , recorded]) => (peer.parseGGUFQuantLabel(name) ?? null) !== recorded)
        .map(([name, , recorded]) => `${name}: recorded ${recorded}, peer ${peer.parseGGUFQuantLabel(name)}`);
      expect(changed).toEqual([]);
    });

    it("differs only by documented fixes over every name built from the parts", () => {
      const unexplained: string[] = [];
      let total = 0;
      for (const lowerAll of [false, true]) {
        for (const c of generatedGGUFNames()) {
          const name = lowerAll ? c.name.toLowerCase() : c.name;
          total++;
          const ours = parseGGUFQuantLabel(name);
          if (ours !== c.label) unexplained.push(`${name}: ours ${ours}, expected ${c.label}`);
          if (!documentedFix(name, ours, peer.parseGGUFQuantLabel(name))) unexplained.push(`${name}: peer differs`);
        }
      }
      expect(total).toBeGreaterThan(700);
      expect(unexplained).toEqual([]);
    });
  },
);

if (!PEER_AVAILABLE) console.warn(`gguf-peer.test.ts: live comparison ${PEER_SKIP_REASON}`);
