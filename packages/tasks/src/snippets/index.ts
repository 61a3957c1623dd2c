import { normalizeModelData } from "../model-data.js";
import * as audio from "./audio.js";
import * as diffusers from "./diffusers.js";
import * as local from "./gguf-local.js";
import * as keras from "./keras.js";
import * as nlp from "./nlp.js";
import * as rl from "./rl-robotics.js";
import * as science from "./science.js";
import * as st from "./sentence-transformers.js";
import * as tabular from "./tabular.js";
import * as tf from "./transformers.js";
import type { LibrarySnippetGenerator } from "./types.js";
import * as vision from "./vision.js";

export type { LibrarySnippet, LibrarySnippetGenerator } from "./types.js";

const GENERATORS: Record<string, LibrarySnippetGenerator> = {
  "adapter-transformers": tf.adapters,
  allennlp: nlp.allennlp,
  aneforge: st.aneforge,
  anemoi: tabular.anemoi,
  araclip: vision.araclip,
  asteroid: audio.asteroid,
  audiocraft: audio.audiocraft,
  audioseal: audio.audioseal,
  ben2: vision.ben2,
  bertopic: nlp.bertopic,
  birefnet: vision.birefnet,
  bm25s: st.bm25s,
  cartesia_pytorch: nlp.cartesiaPytorch,
  cartesia_mlx: nlp.cartesiaMlx,
  chatterbox: audio.chatterbox,
  chat_tts: audio.chatTts,
  "chronos-forecasting": tabular.chronosForecasting,
  collectorvision: vision.collectorvision,
  colipri: st.colipri,
  cortiq: local.cortiq,
  "cxr-foundation": science.cxrFoundation,
  "depth-anything-v2": vision.depthAnythingV2,
  "depth-pro": vision.depthPro,
  "derm-foundation": science.dermFoundation,
  "describe-anything": vision.describeAnything,
  "dia-tts": audio.dia,
  dia2: audio.dia2,
  diffusers: diffusers.diffusers,
  diffusionkit: diffusers.diffusionkit,
  edsnlp: nlp.edsnlp,
  espnet: audio.espnet,
  fairseq: audio.fairseq,
  fastai: tabular.fastai,
  fasttext: nlp.fasttext,
  flair: nlp.flair,
  flexray: vision.flexray,
  flextab: tabular.flextab,
  gaussianformer: vision.gaussianformer,
  gliner: nlp.gliner,
  gliner2: nlp.gliner2,
  htrflow: vision.htrflow,
  "index-tts": audio.indexTts,
  "jev-style": nlp.jevStyle,
  keras: keras.keras,
  "tf-keras": keras.tfKeras,
  "keras-hub": keras.kerasHub,
  zeromodels: keras.zeromodels,
  kernels: local.kernels,
  "kimi-audio": audio.kimiAudio,
  kittentts: audio.kittentts,
  ltx: diffusers.ltx,
  "lightning-ir": st.lightningIr,
  "litert-lm": local.litertLm,
  lerobot: rl.lerobot,
  "llama-cpp-python": local.llamaCppPython,
  "mamba-ssm": nlp.mambaSsm,
  "mars5-tts": audio.mars5Tts,
  matanyone: vision.matanyone,
  memra: local.memra,
  "mesh-anything": vision.meshAnything,
  "ml-agents": rl.mlAgents,
  mlx: local.mlx,
  "mlx-image": vision.mlxImage,
  model2vec: st.model2vec,
  mobilint: vision.mobilint,
  moshi: audio.moshi,
  multimolecule: science.multimolecule,
  nemo: audio.nemo,
  nobg: vision.nobg,
  open_clip: vision.openClip,
  openasr: audio.openasr,
  opendde: science.opendde,
  outetts: audio.outetts,
  paddlenlp: nlp.paddlenlp,
  PaddleOCR: vision.paddleocr,
  peft: tf.peft,
  "perception-encoder": vision.perceptionEncoder,
  "phantom-wan": diffusers.phantomWan,
  "pocket-tts": audio.pocketTts,
  "pruna-ai": diffusers.pruna,
  pxia: nlp.pxia,
  "pyannote-audio": audio.pyannoteAudio,
  pythae: nlp.pythae,
  qwen3_tts: audio.qwen3Tts,
  relik: nlp.relik,
  renderformer: vision.renderformer,
  "routee-powertrain": tabular.routeePowertrain,
  saelens: nlp.saelens,
  sam2: vision.sam2,
  "sam-3d-body": vision.sam3dBody,
  "sam-3d-objects": vision.sam3dObjects,
  "sample-factory": rl.sampleFactory,
  "sap-rpt-1-oss": tabular.sapRptOneOss,
  "sentence-transformers": st.sentenceTransformers,
  setfit: nlp.setfit,
  sklearn: tabular.sklearn,
  spacy: nlp.spacy,
  "span-marker": nlp.spanMarker,
  speechbrain: audio.speechbrain,
  "stable-audio-tools": audio.stableAudioTools,
  "seed-story": vision.seedStory,
  "stable-baselines3": rl.stableBaselines3,
  stanza: nlp.stanza,
  supertonic: audio.supertonic,
  swarmformer: nlp.swarmformer,
  tensorflowtts: audio.tensorflowtts,
  terratorch: vision.terratorch,
  timm: vision.timm,
  transformers: tf.transformers,
  "transformers.js": tf.transformersJs,
  ultralytics: vision.ultralytics,
  univa: vision.univa,
  "unity-sentis": local.unitySentis,
  sana: diffusers.sana,
  videoprism: vision.videoprism,
  "vfi-mamba": vision.vfimamba,
  lvface: vision.lvface,
  voicecraft: audio.voicecraft,
  voxcpm: audio.voxcpm,
  vui: audio.vui,
  vibevoice: audio.vibevoice,
  whisperkit: audio.whisperkit,
  yolov10: vision.ultralytics,
  zonos: audio.zonos,
  "3dtopia-xl": vision.threedtopiaXl,
};

/**
 * The one entry guard of every generator: the record is brought into the documented `ModelData`
 * shape first (`normalizeModelData`), so no generator meets a missing id, tags that are not a list,
 * or a number, null or array where it reads text. A generator shared by two libraries keeps one
 * guarded function.
 */
const guarded = new Map<LibrarySnippetGenerator, LibrarySnippetGenerator>();
function guard(generate: LibrarySnippetGenerator): LibrarySnippetGenerator {
  let safe = guarded.get(generate);
  if (!safe) {
    safe = (model) => generate(normalizeModelData(model));
    guarded.set(generate, safe);
  }
  return safe;
}

/**
 * Library key → use-this-model snippet generator. Each generator returns language-tagged snippets
 * that parse in their language; every value from the model repository is quoted for that language.
 * Any record is accepted: it is normalised before the generator reads it.
 * The map has no prototype, so a library name such as "constructor" or "__proto__" finds nothing.
 */
export const LIBRARY_SNIPPET_GENERATORS: Partial<Record<string, LibrarySnippetGenerator>> = Object.assign(
  Object.create(null) as Partial<Record<string, LibrarySnippetGenerator>>,
  Object.fromEntries(Object.entries(GENERATORS).map(([key, generate]) => [key, guard(generate)])),
);
