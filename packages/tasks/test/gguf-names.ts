/**
 * Realistic GGUF file names built from parts (model name × quantization × case × separator × `UD-`
 * prefix × multi-part suffix), each with the label it must get. The label follows from how the name
 * was built, not from any parser: the quantization written in it, upper-cased, with its `UD-` prefix.
 */

const MODELS = [
  "Llama-3.2-3B-Instruct",
  "Qwen3-30B-A3B",
  "gemma-3-27b-it",
  "DeepSeek-R1-0528",
  "Mistral-Small-3.1-24B-Instruct-2503",
  "phi-4",
  "gpt-oss-20b",
  "tinyllama-1.1b-chat-v1.0",
  "Meta-Llama-3.1-8B-Instruct-abliterated",
  "Qwen2.5-Coder-32B-Instruct-128K",
  "SmolLM2-1.7B-Instruct",
];

/** [quantization as written in the name, its label]. */
const QUANTS: [string, string][] = [
  ...[
    "F32",
    "F16",
    "BF16",
    "Q8_0",
    "Q6_K",
    "Q6_K_L",
    "Q5_K_M",
    "Q5_K_S",
    "Q5_K_L",
    "Q5_0",
    "Q5_1",
    "Q4_K_M",
    "Q4_K_S",
    "Q4_K_L",
    "Q4_K_P",
    "Q4_0",
    "Q4_1",
    "Q4_2",
    "Q4_3",
    "Q4_0_4_4",
    "Q4_0_4_8",
    "Q4_0_8_8",
    "Q4_1_SOME_F16",
    "IQ4_NL",
    "IQ4_XS",
    "Q3_K_L",
    "Q3_K_M",
    "Q3_K_S",
    "Q3_K_XL",
    "IQ3_M",
    "IQ3_S",
    "IQ3_XS",
    "IQ3_XXS",
    "Q2_K",
    "Q2_K_S",
    "Q2_K_L",
    "Q2_K_XL",
    "IQ2_M",
    "IQ2_S",
    "IQ2_XS",
    "IQ2_XXS",
    "IQ1_S",
    "IQ1_M",
    "TQ1_0",
    "TQ2_0",
    "MXFP4",
    "MXFP4_MOE",
    "NVFP4",
    "Q1_0",
    "Q2_0",
    "Q4_K_XL",
    "Q5_K_XL",
    "Q6_K_XL",
    "Q8_K_XL",
    "Q8_0_L",
  ].map((q): [string, string] => [q, q]),
  ["Q4_K_M_imatrix", "Q4_K_M"],
];

export interface GGUFNameCase {
  name: string;
  label: string | undefined;
}

/** Seven variants of each quantization, cycling through models, case, separator, prefix and suffix. */
export function generatedGGUFNames(): GGUFNameCase[] {
  const out: GGUFNameCase[] = [];
  QUANTS.forEach(([quant, label], i) => {
    for (let k = 0; k < 7; k++) {
      const model = MODELS[(i * 7 + k) % MODELS.length];
      const lower = (i + k) % 2 === 1;
      const part = (i + k) % 3 === 0 ? "-00001-of-00003" : (i + k) % 3 === 1 ? "" : "-00002-of-00002";
      const ud = (i + k) % 4 === 3 ? "UD-" : "";
      const sep = k % 3 === 0 ? "." : "-";
      const folder = k === 6 ? `${ud}${quant}/` : "";
      const written = lower ? quant.toLowerCase() : quant;
      const udWritten = lower ? ud.toLowerCase() : ud;
      out.push({ name: `${folder}${model}${sep}${udWritten}${written}${part}.gguf`, label: `${ud}${label}` });
    }
  });
  return out;
}

/** Odd names, each with the label it must get. */
export const ODD_GGUF_NAMES: GGUFNameCase[] = [
  { name: "ggml-model-q4_0.gguf", label: "Q4_0" },
  { name: "model_q4_k_m.gguf", label: "Q4_K_M" },
  { name: "phi-2.Q4_K_M.gguf", label: "Q4_K_M" },
  { name: "llama-2-7b.ggmlv3.q4_0.bin", label: "Q4_0" },
  { name: "Q8_0/model-Q8_0-00001-of-00002.gguf", label: "Q8_0" },
  { name: "model-f16-Q8_0.gguf", label: "Q8_0" },
  { name: "model-Q3_K_L-F16.gguf", label: "F16" },
  { name: "Q8_0-shard-00001-of-00002-Q4_0.gguf", label: "Q4_0" },
  { name: "model-Q4_K_M.imatrix.gguf", label: "Q4_K_M" },
  { name: "model-i1-Q4_K_M.gguf", label: "Q4_K_M" },
  { name: "model.i1-IQ3_XXS.gguf", label: "IQ3_XXS" },
  { name: "mmproj-BF16.gguf", label: "BF16" },
  { name: "model-fp16.gguf", label: undefined },
  { name: "model-Q4-K-M.gguf", label: undefined },
  { name: "model-Q4_K.gguf", label: undefined },
  { name: "Qwen3-Q4_K_XXL.gguf", label: "Q4_K_XXL" },
  { name: "Qwen3-Q4_K_S_FP16.gguf", label: "Q4_K_S" },
  { name: "gemma-2-9b-it-Q4_K_M_imatrix.gguf", label: "Q4_K_M" },
  { name: "Llama-3-8B-q4f16_1.gguf", label: undefined },
  { name: "model-Q8_0L.gguf", label: undefined },
  { name: "modelQ4_K_M.gguf", label: undefined },
  { name: "Q4_K_M2.gguf", label: undefined },
];
