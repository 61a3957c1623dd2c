import { describe, expect, it } from "vitest";
import {
  findNearestQuantType,
  GGMLFileQuantizationType,
  GGMLQuantizationType,
  GGUF_FILE_QUANT_NAMES,
  GGUF_QUANT_DESCRIPTIONS,
  GGUF_QUANT_ORDER,
  GGUF_QUANT_RE,
  GGUF_QUANT_RE_GLOBAL,
  parseGGUFQuantization,
  parseGGUFQuantLabel,
} from "../src/gguf.js";

const FILE_TYPES =
  "F32=0 F16=1 Q4_0=2 Q4_1=3 Q4_1_SOME_F16=4 Q4_2=5 Q4_3=6 Q8_0=7 Q5_0=8 Q5_1=9 Q2_K=10 Q3_K_S=11 Q3_K_M=12 " +
  "Q3_K_L=13 Q4_K_S=14 Q4_K_M=15 Q5_K_S=16 Q5_K_M=17 Q6_K=18 IQ2_XXS=19 IQ2_XS=20 Q2_K_S=21 IQ3_XS=22 IQ3_XXS=23 " +
  "IQ1_S=24 IQ4_NL=25 IQ3_S=26 IQ3_M=27 IQ2_S=28 IQ2_M=29 IQ4_XS=30 IQ1_M=31 BF16=32 Q4_0_4_4=33 Q4_0_4_8=34 " +
  "Q4_0_8_8=35 TQ1_0=36 TQ2_0=37 MXFP4_MOE=38 NVFP4=39 Q1_0=40 Q2_0=41 Q2_K_XL=1000 Q3_K_XL=1001 Q4_K_XL=1002 " +
  "Q5_K_XL=1003 Q6_K_XL=1004 Q8_K_XL=1005";
const TENSOR_TYPES =
  "F32=0 F16=1 Q4_0=2 Q4_1=3 Q5_0=6 Q5_1=7 Q8_0=8 Q8_1=9 Q2_K=10 Q3_K=11 Q4_K=12 Q5_K=13 Q6_K=14 Q8_K=15 " +
  "IQ2_XXS=16 IQ2_XS=17 IQ3_XXS=18 IQ1_S=19 IQ4_NL=20 IQ3_S=21 IQ2_S=22 IQ4_XS=23 I8=24 I16=25 I32=26 I64=27 " +
  "F64=28 IQ1_M=29 BF16=30 TQ1_0=34 TQ2_0=35 MXFP4=39 NVFP4=40 Q1_0=41 Q2_0=42";

function members(e: Record<string, string | number>): string {
  return Object.entries(e)
    .filter(([, v]) => typeof v === "number")
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
}

describe("GGUF enums", () => {
  it("has the 48 file schemes with their numbers", () => {
    expect(members(GGMLFileQuantizationType)).toBe(FILE_TYPES);
    expect(GGUF_FILE_QUANT_NAMES).toHaveLength(48);
  });

  it("has the 35 tensor types with their numbers", () => {
    expect(members(GGMLQuantizationType)).toBe(TENSOR_TYPES);
  });

  it("orders all 48 schemes once, biggest first", () => {
    expect(GGUF_QUANT_ORDER).toHaveLength(48);
    expect(new Set(GGUF_QUANT_ORDER).size).toBe(48);
    expect(GGUF_QUANT_ORDER.map((q) => GGMLFileQuantizationType[q]).join(" ")).toBe(
      "F32 BF16 F16 Q8_K_XL Q8_0 Q6_K_XL Q6_K Q5_K_XL Q5_K_M Q5_K_S Q5_0 Q5_1 Q4_K_XL Q4_K_M Q4_K_S IQ4_NL IQ4_XS " +
        "Q4_0_4_4 Q4_0_4_8 Q4_0_8_8 Q4_1_SOME_F16 Q4_0 Q4_1 Q4_2 Q4_3 MXFP4_MOE NVFP4 Q3_K_XL Q3_K_L Q3_K_M Q3_K_S " +
        "IQ3_M IQ3_S IQ3_XS IQ3_XXS Q2_K_XL Q2_K Q2_K_S IQ2_M IQ2_S IQ2_XS IQ2_XXS Q2_0 IQ1_S IQ1_M TQ1_0 TQ2_0 Q1_0",
    );
  });

  it("describes every scheme with a plausible bits-per-weight", () => {
    for (const name of GGUF_FILE_QUANT_NAMES) {
      const d = GGUF_QUANT_DESCRIPTIONS[name];
      expect(d.description.length, name).toBeGreaterThan(10);
      expect(d.bitsPerWeight, name).toBeGreaterThan(1);
      expect(d.bitsPerWeight, name).toBeLessThanOrEqual(32);
    }
    expect(Object.keys(GGUF_QUANT_DESCRIPTIONS)).toHaveLength(48);
  });
});

// [file name, expected label]
const LABELS: [string, string | undefined][] = [
  ["Llama-3.2-3B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
  ["Llama-3.2-1B-Instruct-Q8_0.gguf", "Q8_0"],
  ["Meta-Llama-3.1-8B-Instruct-Q6_K_L.gguf", "Q6_K_L"],
  ["Meta-Llama-3.1-8B-Instruct-Q5_K_L.gguf", "Q5_K_L"],
  ["Meta-Llama-3.1-8B-Instruct-Q4_K_L.gguf", "Q4_K_L"],
  ["Meta-Llama-3.1-8B-Instruct-Q3_K_XL.gguf", "Q3_K_XL"],
  ["Meta-Llama-3.1-8B-Instruct-Q2_K_L.gguf", "Q2_K_L"],
  ["model-Q4_K_P.gguf", "Q4_K_P"],
  ["Qwen3-8B-Q6_K_P.gguf", "Q6_K_P"],
  ["model-UD-Q4_K_XL.gguf", "UD-Q4_K_XL"],
  ["Qwen3-30B-A3B-UD-Q2_K_XL.gguf", "UD-Q2_K_XL"],
  ["DeepSeek-R1-UD-IQ1_S-00001-of-00003.gguf", "UD-IQ1_S"],
  ["UD-Q8_K_XL/GLM-4.5-Air-UD-Q8_K_XL-00002-of-00003.gguf", "UD-Q8_K_XL"],
  ["gemma-3-27b-it-UD-Q5_K_XL.gguf", "UD-Q5_K_XL"],
  ["Qwen3-Coder-480B-A35B-Instruct-UD-Q3_K_XL-00001-of-00005.gguf", "UD-Q3_K_XL"],
  ["Q6_K_XL/model-Q6_K_XL.gguf", "Q6_K_XL"],
  ["gpt-oss-20b-MXFP4.gguf", "MXFP4"],
  ["gpt-oss-120b-MXFP4-00001-of-00002.gguf", "MXFP4"],
  ["x-MXFP4_MOE.gguf", "MXFP4_MOE"],
  ["Qwen3-30B-A3B-NVFP4.gguf", "NVFP4"],
  ["phi-3-IQ2_XXS.gguf", "IQ2_XXS"],
  ["Phi-3-mini-4k-instruct-IQ2_XS.gguf", "IQ2_XS"],
  ["Mistral-7B-Instruct-v0.3-IQ2_S.gguf", "IQ2_S"],
  ["Mistral-7B-Instruct-v0.3-IQ2_M.gguf", "IQ2_M"],
  ["Mixtral-8x7B-IQ3_XXS.gguf", "IQ3_XXS"],
  ["Mixtral-8x7B-IQ3_XS.gguf", "IQ3_XS"],
  ["Mixtral-8x7B-IQ3_S.gguf", "IQ3_S"],
  ["Mixtral-8x7B-IQ3_M.gguf", "IQ3_M"],
  ["Llama-3-70B-IQ4_XS.gguf", "IQ4_XS"],
  ["Llama-3-70B-IQ4_NL.gguf", "IQ4_NL"],
  ["Llama-3-70B-IQ1_M.gguf", "IQ1_M"],
  ["Llama-3-70B-IQ1_S.gguf", "IQ1_S"],
  ["mistral-7b-f16.gguf", "F16"],
  ["model-BF16.gguf", "BF16"],
  ["model-bf16-00001-of-00004.gguf", "BF16"],
  ["tinyllama-1.1b-chat-v1.0.F32.gguf", "F32"],
  ["mmproj-model-f16.gguf", "F16"],
  ["llama-2-7b.Q2_K.gguf", "Q2_K"],
  ["llama-2-7b.Q2_K_S.gguf", "Q2_K_S"],
  ["llama-2-7b.Q3_K_S.gguf", "Q3_K_S"],
  ["llama-2-7b.Q3_K_M.gguf", "Q3_K_M"],
  ["llama-2-7b.Q3_K_L.gguf", "Q3_K_L"],
  ["llama-2-7b.Q4_0.gguf", "Q4_0"],
  ["llama-2-7b.Q4_1.gguf", "Q4_1"],
  ["llama-2-7b.Q4_K_S.gguf", "Q4_K_S"],
  ["llama-2-7b.Q5_0.gguf", "Q5_0"],
  ["llama-2-7b.Q5_1.gguf", "Q5_1"],
  ["llama-2-7b.Q5_K_S.gguf", "Q5_K_S"],
  ["llama-2-7b.Q5_K_M.gguf", "Q5_K_M"],
  ["llama-2-7b.Q6_K.gguf", "Q6_K"],
  ["model-Q4_0_4_4.gguf", "Q4_0_4_4"],
  ["Phi-3.5-mini-instruct-Q4_0_4_8.gguf", "Q4_0_4_8"],
  ["Llama-3.2-3B-Instruct-Q4_0_8_8.gguf", "Q4_0_8_8"],
  ["ggml-model-q4_1_some_f16.gguf", "Q4_1_SOME_F16"],
  ["ggml-model-Q4_2.bin", "Q4_2"],
  ["ggml-model-Q4_3.bin", "Q4_3"],
  ["BitNet-b1.58-2B-4T-TQ1_0.gguf", "TQ1_0"],
  ["BitNet-b1.58-2B-4T-TQ2_0.gguf", "TQ2_0"],
  ["bonsai-8b-Q1_0.gguf", "Q1_0"],
  ["bonsai-8b-Q2_0.gguf", "Q2_0"],
  ["qwen2.5-7b-instruct-q4_k_m.gguf", "Q4_K_M"],
  ["qwen2.5-7b-instruct-q5_k_m-00001-of-00002.gguf", "Q5_K_M"],
  ["qwen2.5-7b-instruct-q8_0-00003-of-00003.gguf", "Q8_0"],
  ["Qwen3-235B-A22B-Q4_K_M-00001-of-00003.gguf", "Q4_K_M"],
  ["Q4_K_M/Qwen3-235B-A22B-Q4_K_M-00002-of-00003.gguf", "Q4_K_M"],
  ["Q8_0-shard-00001-of-00002-Q4_0.gguf", "Q4_0"],
  ["model-F16-Q8_0.gguf", "Q8_0"],
  ["ud-q4_k_xl.gguf", "UD-Q4_K_XL"],
  ["gemma-2-9b-it-Q4_K_M_imatrix.gguf", "Q4_K_M"],
  ["Llama-3.3-70B-Instruct-Q4_K_M.gguf", "Q4_K_M"],
  ["no-quant.gguf", undefined],
  ["model.gguf", undefined],
  ["qwen2.5-0.5b-instruct-fp16.gguf", undefined],
  ["README.md", undefined],
];

describe("parseGGUFQuantLabel", () => {
  it("has a table of at least 60 names", () => {
    expect(LABELS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(LABELS)("%s → %s", (fileName, expected) => {
    expect(parseGGUFQuantLabel(fileName)).toBe(expected);
  });

  it("splits prefix, scheme and size variation", () => {
    expect(parseGGUFQuantization("model-UD-Q4_K_XL.gguf")).toEqual({
      label: "UD-Q4_K_XL",
      quant: "Q4_K_XL",
      prefix: "UD-",
      type: GGMLFileQuantizationType.Q4_K_XL,
    });
    expect(parseGGUFQuantization("m-Q6_K_L.gguf")).toEqual({ label: "Q6_K_L", quant: "Q6_K", sizeVariation: "L" });
    expect(parseGGUFQuantization("m-Q4_0_4_4.gguf")?.type).toBe(GGMLFileQuantizationType.Q4_0_4_4);
    expect(parseGGUFQuantization("m-MXFP4.gguf")).toEqual({ label: "MXFP4", quant: "MXFP4" });
  });

  it("labels every scheme name as itself, in both cases", () => {
    for (const name of GGUF_FILE_QUANT_NAMES) {
      expect(parseGGUFQuantLabel(`Some-Model-7B-${name}.gguf`)).toBe(name);
      expect(parseGGUFQuantLabel(`some-model-7b-${name.toLowerCase()}-00001-of-00002.gguf`)).toBe(name);
    }
  });

  it("exposes the named groups on the plain and the global pattern", () => {
    expect("A-UD-Q3_K_XL.gguf".match(GGUF_QUANT_RE)?.groups).toMatchObject({ prefix: "UD-", quant: "Q3_K_XL" });
    expect([..."Q8_0-then-Q4_K_M".matchAll(GGUF_QUANT_RE_GLOBAL)].map((m) => m[0])).toEqual(["Q8_0", "Q4_K_M"]);
    expect(GGUF_QUANT_RE.global).toBe(false);
  });
});

describe("findNearestQuantType", () => {
  const Q = GGMLFileQuantizationType;
  it("takes the biggest available that is not bigger", () => {
    expect(findNearestQuantType(Q.Q4_K_M, [Q.Q8_0, Q.Q4_K_S, Q.Q2_K])).toBe(Q.Q4_K_S);
    expect(findNearestQuantType(Q.Q4_K_M, [Q.Q2_K, Q.Q4_K_M, Q.Q8_0])).toBe(Q.Q4_K_M);
    expect(findNearestQuantType(Q.F16, [Q.Q6_K, Q.BF16])).toBe(Q.Q6_K);
  });
  it("falls back to the smallest when all are bigger", () => {
    expect(findNearestQuantType(Q.IQ1_S, [Q.Q8_0, Q.Q4_K_M, Q.F16])).toBe(Q.Q4_K_M);
  });
  it("returns undefined when nothing is available", () => {
    expect(findNearestQuantType(Q.Q4_K_M, [])).toBeUndefined();
  });
});
