/**
 * GGUF quantization: the file-level schemes (`general.file_type`), the tensor data types, the order
 * from biggest to smallest, and how a scheme is read from a file name.
 */

/**
 * Quantization scheme of a whole GGUF file (llama.cpp's `llama_ftype`, plus the names 1000–1005 that
 * Unsloth uses for its dynamic "_XL" files). A file of one scheme mixes several tensor types: a
 * Q4_K_M file holds Q4_K and Q6_K tensors, for example.
 */
export enum GGMLFileQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q4_1_SOME_F16 = 4,
  Q4_2 = 5,
  Q4_3 = 6,
  Q8_0 = 7,
  Q5_0 = 8,
  Q5_1 = 9,
  Q2_K = 10,
  Q3_K_S = 11,
  Q3_K_M = 12,
  Q3_K_L = 13,
  Q4_K_S = 14,
  Q4_K_M = 15,
  Q5_K_S = 16,
  Q5_K_M = 17,
  Q6_K = 18,
  IQ2_XXS = 19,
  IQ2_XS = 20,
  Q2_K_S = 21,
  IQ3_XS = 22,
  IQ3_XXS = 23,
  IQ1_S = 24,
  IQ4_NL = 25,
  IQ3_S = 26,
  IQ3_M = 27,
  IQ2_S = 28,
  IQ2_M = 29,
  IQ4_XS = 30,
  IQ1_M = 31,
  BF16 = 32,
  Q4_0_4_4 = 33,
  Q4_0_4_8 = 34,
  Q4_0_8_8 = 35,
  TQ1_0 = 36,
  TQ2_0 = 37,
  MXFP4_MOE = 38,
  NVFP4 = 39,
  Q1_0 = 40,
  Q2_0 = 41,
  // Names only: Unsloth's dynamic quants, not values llama.cpp writes.
  Q2_K_XL = 1000,
  Q3_K_XL = 1001,
  Q4_K_XL = 1002,
  Q5_K_XL = 1003,
  Q6_K_XL = 1004,
  Q8_K_XL = 1005,
}

/** Data type of a single tensor (`ggml_type`); used to compute sizes, not to name files. */
export enum GGMLQuantizationType {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q8_1 = 9,
  Q2_K = 10,
  Q3_K = 11,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,
  IQ2_XXS = 16,
  IQ2_XS = 17,
  IQ3_XXS = 18,
  IQ1_S = 19,
  IQ4_NL = 20,
  IQ3_S = 21,
  IQ2_S = 22,
  IQ4_XS = 23,
  I8 = 24,
  I16 = 25,
  I32 = 26,
  I64 = 27,
  F64 = 28,
  IQ1_M = 29,
  BF16 = 30,
  TQ1_0 = 34,
  TQ2_0 = 35,
  MXFP4 = 39,
  NVFP4 = 40,
  Q1_0 = 41,
  Q2_0 = 42,
}

export type GGMLFileQuantizationName = keyof typeof GGMLFileQuantizationType;

/** Every file-scheme name, in enum order. */
export const GGUF_FILE_QUANT_NAMES = Object.keys(GGMLFileQuantizationType).filter((k) =>
  Number.isNaN(Number(k)),
) as GGMLFileQuantizationName[];

/**
 * Names seen in file names that are not file schemes: gpt-oss releases are named after the MXFP4 tensor
 * type, and bare K-quant names carry size variations that have no scheme of their own (`Q4_K_L`, `Q4_K_P`).
 */
const FILE_NAME_ALIASES = ["MXFP4", "Q3_K", "Q4_K", "Q5_K", "Q8_K"];

/**
 * A bare K-quant alias is a label only with a size variation (`Q4_K_L`): alone (`Q4_K`), or before
 * letters that are no size variation (`Q4_K_M2`), it would be a truncated label.
 */
const K_ALIASES = new Set(["Q3_K", "Q4_K", "Q5_K", "Q8_K"]);
const SIZE_VARIATION_FOLLOWS = "(?=_[A-Z]{1,3}(?![A-Z0-9]))";

// Longest names first, so that `Q4_0_4_4` is not read as `Q4_0` and `MXFP4_MOE` not as `MXFP4`.
const QUANT_ALTERNATION = [...GGUF_FILE_QUANT_NAMES, ...FILE_NAME_ALIASES]
  .sort((a, b) => b.length - a.length)
  .map((name) => (K_ALIASES.has(name) ? `${name}${SIZE_VARIATION_FOLLOWS}` : name))
  .join("|");

/**
 * Finds a quantization label: optional `UD-` prefix, the scheme name, an optional size variation of up
 * to three letters (`_S`, `_M`, `_L`, `_XL`, `_P`). The label must not touch other letters or digits.
 * Case-insensitive; the groups are `prefix`, `quant` and `sizeVariation`.
 */
export const GGUF_QUANT_RE = new RegExp(
  `(?<![A-Z0-9])(?<prefix>UD-)?(?<quant>${QUANT_ALTERNATION})(?:_(?<sizeVariation>[A-Z]{1,3}))?(?![A-Z0-9])`,
  "i",
);
export const GGUF_QUANT_RE_GLOBAL = new RegExp(GGUF_QUANT_RE, "gi");

export interface GGUFQuantLabel {
  /** The whole label in upper case, e.g. `UD-Q4_K_XL` or `Q6_K_L`. */
  label: string;
  /** The scheme or alias name, e.g. `Q4_K_XL`, `Q6_K`, `MXFP4`. */
  quant: string;
  /** `UD-` for Unsloth dynamic files. */
  prefix?: string;
  /** Size variation not part of the scheme name, e.g. `L` in `Q6_K_L`. */
  sizeVariation?: string;
  /** The file scheme when the label (without prefix) is one. */
  type?: GGMLFileQuantizationType;
}

/**
 * Reads the quantization from a GGUF file name or path. When several labels appear (a folder and a file
 * name, or two labels in one name), the last one wins. Returns undefined when there is none.
 */
export function parseGGUFQuantization(fileName: string): GGUFQuantLabel | undefined {
  const matches = [...fileName.toUpperCase().matchAll(GGUF_QUANT_RE_GLOBAL)];
  const last = matches.at(-1);
  if (!last?.groups) return undefined;
  const { prefix, quant, sizeVariation } = last.groups;
  const name = sizeVariation ? `${quant}_${sizeVariation}` : quant;
  const type = GGMLFileQuantizationType[name as GGMLFileQuantizationName];
  return {
    label: last[0],
    quant,
    ...(prefix ? { prefix } : {}),
    ...(sizeVariation ? { sizeVariation } : {}),
    ...(type !== undefined ? { type } : {}),
  };
}

/** The quantization label of a GGUF file name (e.g. `Q4_K_M`, `UD-Q4_K_XL`), or undefined. */
export function parseGGUFQuantLabel(fileName: string): string | undefined {
  return parseGGUFQuantization(fileName)?.label;
}

const Q = GGMLFileQuantizationType;

/** Every file scheme, from the biggest (most bits per weight) to the smallest. */
export const GGUF_QUANT_ORDER: GGMLFileQuantizationType[] = [
  Q.F32,
  Q.BF16,
  Q.F16,
  Q.Q8_K_XL,
  Q.Q8_0,
  Q.Q6_K_XL,
  Q.Q6_K,
  Q.Q5_K_XL,
  Q.Q5_K_M,
  Q.Q5_K_S,
  Q.Q5_0,
  Q.Q5_1,
  Q.Q4_K_XL,
  Q.Q4_K_M,
  Q.Q4_K_S,
  Q.IQ4_NL,
  Q.IQ4_XS,
  Q.Q4_0_4_4,
  Q.Q4_0_4_8,
  Q.Q4_0_8_8,
  Q.Q4_1_SOME_F16,
  Q.Q4_0,
  Q.Q4_1,
  Q.Q4_2,
  Q.Q4_3,
  Q.MXFP4_MOE,
  Q.NVFP4,
  Q.Q3_K_XL,
  Q.Q3_K_L,
  Q.Q3_K_M,
  Q.Q3_K_S,
  Q.IQ3_M,
  Q.IQ3_S,
  Q.IQ3_XS,
  Q.IQ3_XXS,
  Q.Q2_K_XL,
  Q.Q2_K,
  Q.Q2_K_S,
  Q.IQ2_M,
  Q.IQ2_S,
  Q.IQ2_XS,
  Q.IQ2_XXS,
  Q.Q2_0,
  Q.IQ1_S,
  Q.IQ1_M,
  Q.TQ1_0,
  Q.TQ2_0,
  Q.Q1_0,
];

const ORDER_INDEX = new Map(GGUF_QUANT_ORDER.map((quant, index) => [quant, index]));

/**
 * The biggest of `available` that is no bigger than `quant`; when every available scheme is bigger,
 * the smallest of them. Undefined when none of `available` is a known scheme.
 */
export function findNearestQuantType(
  quant: GGMLFileQuantizationType,
  available: GGMLFileQuantizationType[],
): GGMLFileQuantizationType | undefined {
  const target = ORDER_INDEX.get(quant) ?? 0;
  const known = available.filter((q) => ORDER_INDEX.has(q));
  if (known.length === 0) return undefined;
  known.sort((a, b) => (ORDER_INDEX.get(a) as number) - (ORDER_INDEX.get(b) as number));
  return known.find((q) => (ORDER_INDEX.get(q) as number) >= target) ?? known.at(-1);
}

export interface GGUFQuantDescription {
  /** Average bits per weight over a typical file of this scheme (approximate for mixed schemes). */
  bitsPerWeight: number;
  description: string;
}

/** A short description of each file scheme with its approximate bits per weight. */
export const GGUF_QUANT_DESCRIPTIONS: Record<GGMLFileQuantizationName, GGUFQuantDescription> = {
  F32: { bitsPerWeight: 32, description: "Full 32-bit floats; no quantization, largest files." },
  F16: { bitsPerWeight: 16, description: "Half-precision floats; practically lossless." },
  BF16: { bitsPerWeight: 16, description: "bfloat16: the float32 exponent range with 16 bits; practically lossless." },
  Q8_0: { bitsPerWeight: 8.5, description: "8-bit blocks of 32 with one scale; nearly indistinguishable from F16." },
  Q8_K_XL: { bitsPerWeight: 9, description: "Unsloth dynamic 8-bit: Q8_0 with sensitive layers kept at 16 bits." },
  Q6_K: { bitsPerWeight: 6.56, description: "6-bit k-quant with super-blocks; very close to F16 quality." },
  Q6_K_XL: { bitsPerWeight: 7, description: "Unsloth dynamic 6-bit: Q6_K with important layers at higher precision." },
  Q5_K_M: { bitsPerWeight: 5.69, description: "5-bit k-quant, medium mix; high quality at a third of F16's size." },
  Q5_K_S: { bitsPerWeight: 5.54, description: "5-bit k-quant, small mix; slightly smaller than Q5_K_M." },
  Q5_K_XL: { bitsPerWeight: 6, description: "Unsloth dynamic 5-bit mix with important layers upgraded." },
  Q5_0: { bitsPerWeight: 5.5, description: "Legacy 5-bit blocks with one scale per block." },
  Q5_1: { bitsPerWeight: 6, description: "Legacy 5-bit blocks with a scale and a minimum per block." },
  Q4_K_M: { bitsPerWeight: 4.85, description: "4-bit k-quant, medium mix; the usual balance of size and quality." },
  Q4_K_S: { bitsPerWeight: 4.58, description: "4-bit k-quant, small mix; a little smaller and lossier than Q4_K_M." },
  Q4_K_XL: { bitsPerWeight: 5, description: "Unsloth dynamic 4-bit mix with sensitive layers at more bits." },
  IQ4_NL: { bitsPerWeight: 4.5, description: "4-bit non-linear codebook quant in blocks of 32." },
  IQ4_XS: { bitsPerWeight: 4.25, description: "4-bit non-linear quant with super-blocks; smaller than IQ4_NL." },
  Q4_0: {
    bitsPerWeight: 4.5,
    description: "Legacy 4-bit blocks of 32 with one scale; fast, lower quality than k-quants.",
  },
  Q4_1: { bitsPerWeight: 5, description: "Legacy 4-bit blocks with a scale and a minimum." },
  Q4_1_SOME_F16: { bitsPerWeight: 5.2, description: "Q4_1 with some tensors (such as the output) left in F16." },
  Q4_2: { bitsPerWeight: 5, description: "Removed early 4-bit format with blocks of 16; no longer loadable." },
  Q4_3: { bitsPerWeight: 6, description: "Removed early 4-bit format with a minimum per block of 16." },
  Q4_0_4_4: { bitsPerWeight: 4.5, description: "Q4_0 repacked 4x4 for ARM NEON; same bits, different layout." },
  Q4_0_4_8: { bitsPerWeight: 4.5, description: "Q4_0 repacked 4x8 for ARM i8mm; same bits, different layout." },
  Q4_0_8_8: { bitsPerWeight: 4.5, description: "Q4_0 repacked 8x8 for ARM SVE; same bits, different layout." },
  MXFP4_MOE: {
    bitsPerWeight: 4.25,
    description: "Expert weights in MXFP4 (4-bit floats, shared 8-bit exponent per 32).",
  },
  NVFP4: { bitsPerWeight: 4.5, description: "4-bit floats in blocks of 16 with an FP8 scale each." },
  Q3_K_L: { bitsPerWeight: 4.27, description: "3-bit k-quant, large mix; attention and output tensors at more bits." },
  Q3_K_M: { bitsPerWeight: 3.91, description: "3-bit k-quant, medium mix; noticeable quality loss." },
  Q3_K_S: { bitsPerWeight: 3.5, description: "3-bit k-quant, small mix; for tight memory budgets." },
  Q3_K_XL: { bitsPerWeight: 4, description: "Unsloth dynamic 3-bit mix with sensitive layers upgraded." },
  IQ3_M: { bitsPerWeight: 3.66, description: "3-bit importance-matrix quant, medium mix." },
  IQ3_S: { bitsPerWeight: 3.44, description: "3-bit importance-matrix quant, small mix." },
  IQ3_XS: { bitsPerWeight: 3.3, description: "3-bit importance-matrix quant, extra small mix." },
  IQ3_XXS: { bitsPerWeight: 3.06, description: "3-bit importance-matrix quant, smallest 3-bit mix." },
  Q2_K: { bitsPerWeight: 2.96, description: "2-bit k-quant mix; large quality loss, for very large models." },
  Q2_K_S: { bitsPerWeight: 2.6, description: "2-bit k-quant, small mix; smaller and lossier than Q2_K." },
  Q2_K_XL: { bitsPerWeight: 3, description: "Unsloth dynamic 2-bit mix; keeps important layers at more bits." },
  IQ2_M: { bitsPerWeight: 2.7, description: "2-bit importance-matrix quant, medium mix." },
  IQ2_S: { bitsPerWeight: 2.5, description: "2-bit importance-matrix quant, small mix." },
  IQ2_XS: { bitsPerWeight: 2.31, description: "2-bit importance-matrix quant, extra small mix." },
  IQ2_XXS: { bitsPerWeight: 2.06, description: "2-bit importance-matrix quant, smallest 2-bit mix." },
  Q2_0: { bitsPerWeight: 2.5, description: "Plain 2-bit blocks with one scale per block." },
  IQ1_M: { bitsPerWeight: 1.75, description: "1-bit-class importance-matrix quant, medium; only for huge models." },
  IQ1_S: { bitsPerWeight: 1.56, description: "1-bit-class importance-matrix quant, small; severe quality loss." },
  TQ1_0: {
    bitsPerWeight: 1.69,
    description: "Ternary weights (-1, 0, 1) packed at about 1.7 bits, for ternary-trained models.",
  },
  TQ2_0: { bitsPerWeight: 2.06, description: "Ternary weights stored in 2 bits each; faster than TQ1_0." },
  Q1_0: { bitsPerWeight: 1.5, description: "Plain 1-bit blocks with one scale per block, for binary-trained models." },
};
