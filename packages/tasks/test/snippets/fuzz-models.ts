/**
 * fast-check arbitraries of hostile model records: every field of SPEC §3's model object may be
 * missing, of the wrong type (null, numbers, arrays, objects where strings are expected) or a string
 * of odd characters (quotes, backslashes, line breaks, NUL, lone surrogates, emoji, huge strings).
 * Strings that carry the payload marker always hold a space and a quote, so they can never be a bare
 * shell word or an identifier: wherever the marker shows up outside a literal, a value broke out.
 */
import fc from "fast-check";
import { PIPELINE_TYPES } from "../../src/pipelines.js";
import { PAYLOAD_MARKER } from "./fixtures.js";

/** Tags that some generator reads (SPEC §5 rules and library variants). */
export const MEANINGFUL_TAGS = [
  "conversational",
  "custom_code",
  "cross-encoder",
  "bi-encoder",
  "text-ranking",
  "smolvla",
  "skops",
  "lora",
  "ic-lora",
  "gguf",
  "onnx",
  "automatic-speech-recognition",
  "text-to-speech",
  "yolov8",
  "yolov10",
  "yolov",
  "YOLOv8",
  "musicgen",
  "audiogen",
  "magnet",
  "PyLate",
  "controlnet",
  "textual_inversion",
  "FluxFillPipeline",
  "StableDiffusionInpaintPipeline",
  "StableDiffusionXLInpaintPipeline",
  "image-text-to-text",
  "doc_vlm",
  "document-parse",
  "textline_detection",
  "layout_detection",
  "mlx",
  "flux",
  "diffusers",
  "transformers",
  "pruna_pro-ai",
  "promptable",
  "text-to-mel",
  "mel-to-wav",
  "pyannote-audio-pipeline",
  "question-answering",
  "rna-secondary-structure",
  "clip",
  "resnet",
  "constructor",
  "__proto__",
];

/** Characters that break string literals, comments or shell words when they are not escaped. */
const NASTY_CHARS = [
  '"',
  "'",
  "\\",
  "`",
  "$",
  "{",
  "}",
  "(",
  ")",
  "#",
  "!",
  "%",
  ";",
  "&",
  "|",
  "<",
  ">",
  "*",
  "=",
  "-",
  "/",
  " ",
  "\n",
  "\r",
  "\t",
  "\0",
  "\x1b",
  "\x7f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff",
  "\ud83d",
  "😀",
  "é",
  "Ω",
  "中",
  "\u{10ffff}",
  "\ufffe",
];

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_CHARS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);

/** A string of odd characters, sometimes empty, sometimes huge. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.constantFrom("", " ", '"""', "'''", "\\", "$(id)", "`id`", "$" + "{x}", "\n", "\0") },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ unit, maxLength: 8 }), fc.string({ unit, maxLength: 8 }))
      .map(([a, b]) => `${a}"' ${PAYLOAD_MARKER} ${b}`),
  },
  { weight: 1, arbitrary: fc.string({ unit, minLength: 1, maxLength: 4 }).map((s) => s.repeat(3000)) },
);

/** A plausible repository id, or an odd one. */
export const modelId: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,12}$/),
        fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,24}$/),
      )
      .map(([org, name]) => `${org}/${name}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "lerobot/smolvla_base",
      "PaddlePaddle/PaddleOCR-VL",
      "PaddlePaddle/PaddleOCR-VL-1.5",
      "depth-anything/Depth-Anything-V2-Small",
      "kyutai/moshiko-mlx-q4",
      "kyutai/moshiko-candle-bf16",
      "facebook/PE-Core-L14-336",
      "Lightricks/LTX-2.5",
      "org/",
      "/name",
      "noslash",
      "a/b/c",
      "-rf/--help",
      "org/stanza-en",
    ),
  },
  { weight: 3, arbitrary: fc.tuple(oddString, oddString).map(([a, b]) => `${a}/${b}`) },
  { weight: 1, arbitrary: oddString },
);

/** Any JSON value, small. */
const jsonValue: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

/** A value of the wrong kind, or an odd string. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  oddString,
  fc.array(fc.oneof(oddString, fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), jsonValue, { maxKeys: 3 }),
);

/** Mostly a string, sometimes a wrong value. */
const stringish = (meaningful: readonly string[] = []): fc.Arbitrary<unknown> =>
  fc.oneof(
    ...(meaningful.length ? [{ weight: 3, arbitrary: fc.constantFrom(...meaningful) }] : []),
    { weight: 3, arbitrary: oddString },
    { weight: 2, arbitrary: wrong },
  );

/** A record whose keys may each be missing, or the record is not an object at all. */
function objectish(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 2, arbitrary: wrong });
}

const tags = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...MEANINGFUL_TAGS) },
        { weight: 2, arbitrary: fc.constantFrom(...PIPELINE_TYPES) },
        { weight: 2, arbitrary: oddString },
        { weight: 1, arbitrary: wrong },
      ),
      { maxLength: 8 },
    ),
  },
  { weight: 1, arbitrary: wrong },
);

const widgetItem = objectish({
  text: stringish(),
  source_sentence: stringish(),
  sentences: fc.oneof(fc.array(stringish(), { maxLength: 4 }), wrong),
  context: stringish(),
  candidate_labels: stringish(),
  src: stringish(),
  example_title: stringish(),
});

const config = objectish({
  architectures: fc.oneof(fc.array(stringish(["BertForMaskedLM", "class", "Ünïcode", "A.B"]), { maxLength: 3 }), wrong),
  model_type: stringish(["bert", "llama"]),
  adapter_transformers: objectish({ model_name: stringish(["bert-base-uncased"]), model_class: stringish() }),
  diffusers: objectish({ _class_name: stringish(["StableDiffusionPipeline"]) }),
  keras_hub: objectish({
    tasks: fc.oneof(
      fc.array(stringish(["CausalLM", "TextToImage", "TextClassifier", "ImageClassifier", "Backbone", "def"]), {
        maxLength: 4,
      }),
      wrong,
    ),
  }),
  peft: objectish({
    base_model_name_or_path: stringish(["meta-llama/Llama-3.1-8B"]),
    task_type: stringish(["CAUSAL_LM", "SEQ_2_SEQ_LM", "TOKEN_CLS", "SEQ_CLS", "FEATURE_EXTRACTION", "__proto__"]),
  }),
  sklearn: objectish({
    model: objectish({ file: stringish(["model.pkl", "skops-model.skops"]) }),
    model_format: stringish(["pickle", "skops"]),
  }),
  speechbrain: objectish({
    speechbrain_interface: stringish([
      "EncoderClassifier",
      "EncoderDecoderASR",
      "EncoderASR",
      "SpectralMaskEnhancement",
      "SepformerSeparation",
      "HIFIGAN",
      "toString",
    ]),
    vocoder_interface: stringish(),
    vocoder_model_id: stringish(),
  }),
  tokenizer_config: objectish({ chat_template: stringish() }),
});

const cardData = objectish({
  base_model: fc.oneof(
    stringish(["stabilityai/stable-diffusion-xl-base-1.0", "Lightricks/LTX-2.5"]),
    fc.array(stringish(["black-forest-labs/FLUX.1-dev"]), { maxLength: 3 }),
    fc.constant([]),
    fc.constant({}),
  ),
  instance_prompt: stringish(["a photo of sks dog"]),
});

const transformersInfo = objectish({
  auto_model: stringish(["AutoModelForCausalLM", "AutoModelForImageTextToText", "AutoModel", "import", "Auto Model"]),
  custom_class: stringish(),
  pipeline_tag: stringish([...PIPELINE_TYPES]),
  processor: stringish(["AutoTokenizer", "AutoProcessor", "AutoFeatureExtractor", "AutoImageProcessor", "lambda"]),
});

/** A model record as a hostile or broken repository could produce it (a JSON value, not typed). */
export const hostileModel: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    id: fc.oneof({ weight: 10, arbitrary: modelId }, { weight: 1, arbitrary: wrong }),
    tags,
    pipeline_tag: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...PIPELINE_TYPES) },
      { weight: 2, arbitrary: wrong },
      { weight: 1, arbitrary: fc.constantFrom("text2text-generation", "constructor", "__proto__") },
    ),
    library_name: stringish(),
    mask_token: stringish(["<mask>", "[MASK]"]),
    config,
    cardData,
    transformersInfo,
    widgetData: fc.oneof(
      { weight: 4, arbitrary: fc.array(widgetItem, { maxLength: 3 }) },
      { weight: 1, arbitrary: wrong },
    ),
    gguf: objectish({ total: fc.integer(), chat_template: stringish() }),
  },
  { requiredKeys: [] },
);
