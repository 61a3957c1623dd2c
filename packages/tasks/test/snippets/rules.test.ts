import { describe, expect, it } from "vitest";
import type { ModelData } from "../../src/model-data.js";
import { LIBRARY_SNIPPET_GENERATORS } from "../../src/snippets/index.js";
import type { LibrarySnippet } from "../../src/snippets/types.js";
import { fixture, MODEL_FIXTURES } from "./fixtures.js";

/** The 125 library keys that have a generator (facts/catalogue.md). */
const CATALOGUE_KEYS =
  "adapter-transformers allennlp aneforge anemoi araclip asteroid audiocraft audioseal ben2 bertopic birefnet bm25s " +
  "cartesia_pytorch cartesia_mlx chatterbox chat_tts chronos-forecasting collectorvision colipri cortiq cxr-foundation " +
  "depth-anything-v2 depth-pro derm-foundation describe-anything dia-tts dia2 diffusers diffusionkit edsnlp espnet fairseq " +
  "fastai fasttext flair flexray flextab gaussianformer gliner gliner2 htrflow index-tts jev-style keras tf-keras keras-hub " +
  "zeromodels kernels kimi-audio kittentts ltx lightning-ir litert-lm lerobot llama-cpp-python mamba-ssm mars5-tts matanyone " +
  "memra mesh-anything ml-agents mlx mlx-image model2vec mobilint moshi multimolecule nemo nobg open_clip openasr opendde " +
  "outetts paddlenlp PaddleOCR peft perception-encoder phantom-wan pocket-tts pruna-ai pxia pyannote-audio pythae qwen3_tts " +
  "relik renderformer routee-powertrain saelens sam2 sam-3d-body sam-3d-objects sample-factory sap-rpt-1-oss " +
  "sentence-transformers setfit sklearn spacy span-marker speechbrain stable-audio-tools seed-story stable-baselines3 stanza " +
  "supertonic swarmformer tensorflowtts terratorch timm transformers transformers.js ultralytics univa unity-sentis sana " +
  "videoprism vfi-mamba lvface voicecraft voxcpm vui vibevoice whisperkit yolov10 zonos 3dtopia-xl";

function run(library: string, model: ModelData): LibrarySnippet[] {
  const generate = LIBRARY_SNIPPET_GENERATORS[library];
  if (!generate) throw new Error(`no generator for ${library}`);
  return generate(model);
}

const code = (snippets: LibrarySnippet[]) => snippets.map((s) => s.code).join("\n\n");
const notes = (snippets: LibrarySnippet[]) => snippets.flatMap((s) => s.notes ?? []);
const of = (library: string, id: string) => run(library, fixture(id, library));
const model = (library: string, extra: Partial<ModelData>): ModelData => ({
  id: "org/model",
  tags: [],
  library_name: library,
  ...extra,
});

describe("registry", () => {
  it("has a generator for exactly the 125 catalogue libraries", () => {
    const keys = CATALOGUE_KEYS.split(" ");
    expect(keys).toHaveLength(125);
    expect(Object.keys(LIBRARY_SNIPPET_GENERATORS).sort()).toEqual([...keys].sort());
    expect(LIBRARY_SNIPPET_GENERATORS.yolov10).toBe(LIBRARY_SNIPPET_GENERATORS.ultralytics);
  });

  it("finds no generator for prototype names", () => {
    for (const key of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(LIBRARY_SNIPPET_GENERATORS[key]).toBeUndefined();
    }
  });

  it("tags every snippet with a parseable language", () => {
    for (const m of MODEL_FIXTURES) {
      for (const s of run(m.library_name, m)) expect(["python", "bash", "js"]).toContain(s.language);
    }
  });

  it("never throws on odd value types from a repository", () => {
    const odd = {
      id: "org/odd",
      tags: ["conversational", "skops", "smolvla", "lora", "cross-encoder"],
      pipeline_tag: "text-generation",
      config: {
        architectures: "NotAList",
        keras_hub: { tasks: "CausalLM" },
        peft: { task_type: 3, base_model_name_or_path: ["x"] },
        sklearn: { model: { file: 12 }, model_format: null },
        speechbrain: { speechbrain_interface: { a: 1 } },
        adapter_transformers: { model_name: 5 },
      },
      cardData: { base_model: [1, 2], instance_prompt: null },
      transformersInfo: { auto_model: 7, processor: ["AutoTokenizer"] },
      widgetData: [{ text: 5, source_sentence: 1, sentences: "not a list" }],
      mask_token: 9,
    } as unknown as ModelData;
    for (const key of Object.keys(LIBRARY_SNIPPET_GENERATORS)) {
      expect(() => run(key, odd), key).not.toThrow();
    }
  });
});

describe("sentence-transformers", () => {
  it("uses the cross-encoder form for the cross-encoder tag or the text-ranking pipeline", () => {
    for (const id of ["cross-encoder/ms-marco-MiniLM-L6-v2", "BAAI/bge-reranker-v2-m3"]) {
      const c = code(of("sentence-transformers", id));
      expect(c).toContain("CrossEncoder(");
      expect(c).not.toContain("SentenceTransformer(");
    }
  });
  it("uses the embedding form with default sentences, or the widget's", () => {
    const defaults = code(of("sentence-transformers", "sentence-transformers/all-mpnet-base-v2"));
    expect(defaults).toContain('SentenceTransformer("sentence-transformers/all-mpnet-base-v2")');
    expect(defaults).toContain("The weather is lovely today.");
    const widget = code(of("sentence-transformers", "sentence-transformers/all-MiniLM-L6-v2"));
    expect(widget).toContain('"That is a happy person"');
    expect(widget).toContain('"Today is a sunny day"');
    expect(widget).not.toContain("The weather is lovely today.");
    expect(widget).toContain("# [4, 4]");
  });
  it("adds trust_remote_code only with the custom_code tag", () => {
    expect(code(of("sentence-transformers", "nomic-ai/nomic-embed-text-v1.5"))).toContain("trust_remote_code=True");
    expect(code(of("sentence-transformers", "jinaai/jina-reranker-v2-base-multilingual"))).toContain(
      'CrossEncoder("jinaai/jina-reranker-v2-base-multilingual", trust_remote_code=True)',
    );
    expect(code(of("sentence-transformers", "sentence-transformers/all-mpnet-base-v2"))).not.toContain(
      "trust_remote_code",
    );
  });
});

describe("lightning-ir", () => {
  it("chooses the module by tag, else shows both", () => {
    const bi = code(of("lightning-ir", "webis/bert-bi-encoder"));
    expect(bi).toContain("BiEncoderModule(");
    expect(bi).not.toContain("CrossEncoderModule");
    const cross = code(of("lightning-ir", "webis/monoelectra-base"));
    expect(cross).toContain("CrossEncoderModule(");
    expect(cross).not.toContain("BiEncoderModule");
    const both = code(of("lightning-ir", "webis/set-encoder-base"));
    expect(both).toContain("BiEncoderModule(");
    expect(both).toContain("CrossEncoderModule(");
  });
});

describe("llama-cpp-python", () => {
  it("adds a chat completion for conversational models, a plain completion otherwise, max_tokens 512", () => {
    const chat = code(of("llama-cpp-python", "bartowski/Llama-3.2-3B-Instruct-GGUF"));
    expect(chat).toContain("llm.create_chat_completion(");
    expect(chat).toContain('"role": "user"');
    expect(chat).toContain("max_tokens=512");
    const plain = code(of("llama-cpp-python", "TheBloke/Llama-2-7B-GGUF"));
    expect(plain).not.toContain("create_chat_completion");
    expect(plain).toContain("max_tokens=512");
    expect(plain).toContain('repo_id="TheBloke/Llama-2-7B-GGUF"');
    expect(code(of("llama-cpp-python", "ggml-org/gemma-3-4b-it-GGUF"))).toContain('"type": "image"');
  });
});

describe("lerobot", () => {
  it("applies only to smolvla, with a run step unless the id is the base model", () => {
    expect(of("lerobot", "lerobot/act_aloha_sim_transfer_cube_human")).toEqual([]);
    const base = of("lerobot", "lerobot/smolvla_base");
    expect(base).toHaveLength(2);
    expect(code(base)).not.toContain("lerobot.record");
    const tuned = of("lerobot", "atrium-fixtures/smolvla_so101_pickplace");
    expect(tuned).toHaveLength(3);
    const c = code(tuned);
    for (const constant of [
      "--batch_size=64",
      "--steps=20000",
      "--dataset.num_episodes=10",
      "--dataset.episode_time_s=50",
    ]) {
      expect(c).toContain(constant);
    }
    expect(c).toContain("--policy.path=atrium-fixtures/smolvla_so101_pickplace");
  });
});

describe("transformers", () => {
  it("says the model type is unknown without transformersInfo, as a note and a comment", () => {
    const s = of("transformers", "atrium-fixtures/mystery-model");
    expect(s).toHaveLength(1);
    expect(s[0].notes).toEqual(["The model type is unknown (the model has no transformersInfo)."]);
    expect(s[0].code).toBe("# The model type is unknown (the model has no transformersInfo).");
  });
  it("adds chat-template code for conversational models, with max_new_tokens 40", () => {
    const c = code(of("transformers", "meta-llama/Llama-3.1-8B-Instruct"));
    expect(c).toContain("tokenizer.apply_chat_template(");
    expect(c).toContain("max_new_tokens=40");
    expect(c).toContain('pipe = pipeline("text-generation", model="meta-llama/Llama-3.1-8B-Instruct")');
    expect(c).toContain("pipe(messages)");
    expect(code(of("transformers", "google-bert/bert-base-uncased"))).not.toContain("apply_chat_template");
  });
  it("uses the image variant for image-text-to-text", () => {
    const c = code(of("transformers", "Qwen/Qwen2.5-VL-7B-Instruct"));
    expect(c).toContain('{"type": "image", "url":');
    expect(c).toContain("processor.apply_chat_template(");
    expect(c).toContain("pipe(text=messages)");
  });
  it("adds a pipeline snippet only for supported pipeline tags", () => {
    expect(of("transformers", "google/vit-base-patch16-224")[0].code).toContain('pipeline("image-classification"');
    for (const id of ["google/flan-t5-base", "sentence-transformers/all-MiniLM-L6-v2"]) {
      const s = of("transformers", id);
      expect(s).toHaveLength(1);
      expect(s[0].code).not.toContain("pipeline(");
    }
  });
  it("warns that pipelines removed in v5 need a direct load", () => {
    const [pipe] = of("transformers", "facebook/bart-large-cnn");
    expect(pipe.notes?.[0]).toContain("transformers v5");
    expect(pipe.code).toContain('# The "summarization" pipeline is not part of transformers v5');
  });
  it("adds trust_remote_code with custom_code and names the processor variable", () => {
    expect(code(of("transformers", "microsoft/Phi-3-mini-4k-instruct"))).toContain("trust_remote_code=True");
    expect(code(of("transformers", "MIT/ast-finetuned-audioset-10-10-0.4593"))).toContain(
      "extractor = AutoFeatureExtractor",
    );
  });
  it("adds a tokenizer for the chat template when a conversational model declares no processor", () => {
    const c = code(
      run(
        "transformers",
        model("transformers", {
          tags: ["conversational"],
          pipeline_tag: "text2text-generation",
          transformersInfo: { auto_model: "AutoModelForCausalLM" },
        }),
      ),
    );
    expect(c).toContain('tokenizer = AutoTokenizer.from_pretrained("org/model")');
    expect(c).toContain("tokenizer.apply_chat_template(");
  });
  it("never uses a non-identifier class name", () => {
    const c = code(of("transformers", "atrium-fixtures/odd-auto-model"));
    expect(c).toContain("from transformers import AutoProcessor, AutoModel");
  });
});

describe("transformers.js", () => {
  it("shows Unknown pipeline tag without a pipeline tag", () => {
    const [s] = of("transformers.js", "atrium-fixtures/onnx-no-pipeline");
    expect(s.language).toBe("js");
    expect(s.notes).toEqual(["Unknown pipeline tag"]);
    expect(s.code).toBe("// Unknown pipeline tag");
    expect(of("transformers.js", "Xenova/all-MiniLM-L6-v2")[0].code).toContain(
      'await pipeline("feature-extraction", "Xenova/all-MiniLM-L6-v2")',
    );
  });
});

describe("ultralytics / yolov10", () => {
  it("takes the version from a yolov<digits> tag", () => {
    const c = code(of("ultralytics", "Ultralytics/YOLOv8"));
    expect(c).toContain("from ultralytics import YOLOv8");
    expect(c).toContain('YOLOv8.from_pretrained("Ultralytics/YOLOv8")');
    expect(code(of("yolov10", "jameslahm/yolov10n"))).toContain("from ultralytics import YOLOv10");
    // the hub lists the library name among the tags, so the library tag alone gives the version
    expect(code(of("yolov10", "atrium-fixtures/yolov10-library-tag-only"))).toContain(
      "from ultralytics import YOLOv10",
    );
  });
  it("uses a placeholder inside a string, with a warning, when no tag matches", () => {
    for (const [lib, id] of [
      ["ultralytics", "Ultralytics/YOLO11"],
      ["ultralytics", "atrium-fixtures/yolo-bad-tag"],
    ]) {
      const s = of(lib, id);
      expect(s[0].code).toContain('getattr(ultralytics, "YOLOvXX")');
      expect(s[0].code).toContain("# Warning:");
      expect(s[0].notes?.[0]).toContain("replace XX");
    }
  });
  it("never writes YOLOvv", () => {
    for (const m of MODEL_FIXTURES) expect(code(run(m.library_name, m))).not.toContain("YOLOvv");
  });
});

describe("sklearn", () => {
  it("loads skops pickles with joblib and a trust warning", () => {
    const [s] = of("sklearn", "julien-c/wine-quality");
    expect(s.code).toContain('joblib.load("path_to_folder/sklearn_model.joblib")');
    expect(s.code).toContain("# Only load pickle files from sources you trust");
    expect(s.notes?.[0]).toContain("sources you trust");
  });
  it("loads the skops format with skops.io", () => {
    const c = code(of("sklearn", "skops-user/iris-skops"));
    expect(c).toContain("from skops.io import get_untrusted_types, load");
    expect(c).toContain('"path_to_folder/model.skops"');
  });
  it("warns when the model file is not specified", () => {
    const [s] = of("sklearn", "atrium-fixtures/skops-missing-file");
    expect(s.notes).toEqual(["The model filename is not specified in config.json."]);
    expect(s.code).toBe("# The model filename is not specified in config.json.");
  });
  it("falls back to the joblib file without skops, with the trust warning", () => {
    const [s] = of("sklearn", "scikit-learn/tabular-playground");
    expect(s.code).toContain('hf_hub_download("scikit-learn/tabular-playground", "sklearn_model.joblib")');
    expect(s.notes?.[0]).toContain("sources you trust");
  });
});

describe("speechbrain", () => {
  it("maps each interface to its method", () => {
    const cases: [string, string][] = [
      ["speechbrain/spkrec-ecapa-voxceleb", "model.classify_file("],
      ["speechbrain/asr-crdnn-rnnlm-librispeech", "model.transcribe_file("],
      ["speechbrain/asr-wav2vec2-commonvoice-fr", "model.transcribe_file("],
      ["speechbrain/metricgan-plus-voicebank", "model.enhance_file("],
      ["speechbrain/sepformer-wsj02mix", "model.separate_file("],
    ];
    for (const [id, method] of cases) expect(code(of("speechbrain", id))).toContain(method);
  });
  it("notes a missing or unknown interface", () => {
    expect(notes(of("speechbrain", "atrium-fixtures/speechbrain-no-interface"))[0]).toContain("not specified");
    expect(notes(of("speechbrain", "speechbrain/tts-hifigan-ljspeech"))[0]).toContain("invalid");
  });
});

describe("peft", () => {
  it("maps the four task types", () => {
    const cases: [string, string][] = [
      ["ybelkada/opt-350m-lora", "AutoModelForCausalLM"],
      ["atrium-fixtures/t5-seq2seq-lora", "AutoModelForSeq2SeqLM"],
      ["atrium-fixtures/bert-ner-lora", "AutoModelForTokenClassification"],
      ["atrium-fixtures/roberta-cls-lora", "AutoModelForSequenceClassification"],
    ];
    for (const [id, cls] of cases) {
      const c = code(of("peft", id));
      expect(c).toContain(`from transformers import ${cls}`);
      expect(c).toContain(`PeftModel.from_pretrained(base_model, "${id}")`);
    }
  });
  it("says Task type is invalid. and Base model is not found.", () => {
    expect(notes(of("peft", "atrium-fixtures/feature-lora"))).toEqual(["Task type is invalid."]);
    expect(notes(of("peft", "atrium-fixtures/no-task-lora"))).toEqual(["Task type is invalid."]);
    expect(notes(of("peft", "atrium-fixtures/orphan-lora"))).toEqual(["Base model is not found."]);
    expect(code(of("peft", "atrium-fixtures/orphan-lora"))).toBe("# Base model is not found.");
  });
});

describe("outetts, nemo, espnet, paddleocr", () => {
  it("outetts: nothing for gguf or onnx models", () => {
    expect(of("outetts", "OuteAI/Llama-OuteTTS-1.0-1B-GGUF")).toEqual([]);
    expect(of("outetts", "onnx-community/OuteTTS-1.0-0.6B-ONNX")).toEqual([]);
    expect(of("outetts", "OuteAI/Llama-OuteTTS-1.0-1B")).toHaveLength(1);
  });
  it("nemo: only automatic-speech-recognition, else a note", () => {
    expect(code(of("nemo", "nvidia/parakeet-tdt-0.6b-v2"))).toContain(
      'ASRModel.from_pretrained("nvidia/parakeet-tdt-0.6b-v2")',
    );
    expect(notes(of("nemo", "nvidia/tts_en_fastpitch"))[0]).toContain("did not match a valid NeMo domain");
    expect(code(of("nemo", "nvidia/tts_en_fastpitch"))).toMatch(/^# The tag did not match/);
  });
  it("espnet: text-to-speech, speech recognition, else the unknown-model-type note", () => {
    expect(code(of("espnet", "espnet/kan-bayashi_ljspeech_vits"))).toContain("Text2Speech.from_pretrained(");
    expect(
      code(of("espnet", "espnet/simpleoier_librispeech_asr_train_asr_conformer7_wavlm_large_raw_en_bpe5000_sp")),
    ).toContain("Speech2Text.from_pretrained(");
    expect(notes(of("espnet", "espnet/owsm_v3.1_ebf"))[0]).toContain(
      "must be text-to-speech or automatic-speech-recognition",
    );
  });
  it("paddleocr: task tags map to class names, else the documentation", () => {
    expect(code(of("PaddleOCR", "PaddlePaddle/PP-OCRv5_server_det"))).toContain(
      'TextDetection(model_name="PP-OCRv5_server_det")',
    );
    expect(code(of("PaddleOCR", "PaddlePaddle/PP-OCRv5_server_rec"))).toContain("TextRecognition(");
    expect(code(of("PaddleOCR", "PaddlePaddle/PP-DocLayout_plus-L"))).toContain("LayoutDetection(");
    expect(code(of("PaddleOCR", "PaddlePaddle/PP-LCNet_x1_0_table_cls"))).toContain("TableClassification(");
    expect(code(of("PaddleOCR", "PaddlePaddle/PaddleOCR-VL"))).toContain('pipeline_version="v1"');
    expect(code(of("PaddleOCR", "PaddlePaddle/PaddleOCR-VL-1.5"))).toContain('pipeline_version="v1.5"');
    expect(code(of("PaddleOCR", "PaddlePaddle/PP-DocBee2-3B"))).toContain("DocVLM(");
    const docs = of("PaddleOCR", "PaddlePaddle/some-other-model");
    expect(docs[0].code).toContain("# https://paddlepaddle.github.io/PaddleOCR/");
  });
});

describe("SPEC §9 constants", () => {
  it("diffusion-kit: 4 steps and cfg 0 for flux, else 50 and 5", () => {
    const flux = code(of("diffusionkit", "argmaxinc/mlx-FLUX.1-schnell"));
    expect(flux).toContain("NUM_STEPS = 4");
    expect(flux).toContain("CFG_WEIGHT = 0");
    expect(flux).toContain('model_version="argmaxinc/mlx-FLUX.1-schnell"');
    const sd3 = code(of("diffusionkit", "argmaxinc/mlx-stable-diffusion-3-medium"));
    expect(sd3).toContain("NUM_STEPS = 50");
    expect(sd3).toContain("CFG_WEIGHT = 5");
  });
  it("inpainting: 20 steps, guidance 8.0, strength 0.99", () => {
    const c = code(of("diffusers", "diffusers/stable-diffusion-xl-1.0-inpainting-0.1"));
    for (const k of ["num_inference_steps=20", "guidance_scale=8.0", "strength=0.99"]) expect(c).toContain(k);
  });
  it("flux-fill: 1632x1232, guidance 30, 50 steps, max_sequence_length 512", () => {
    const c = code(of("diffusers", "black-forest-labs/FLUX.1-Fill-dev"));
    for (const k of [
      "height=1632",
      "width=1232",
      "guidance_scale=30",
      "num_inference_steps=50",
      "max_sequence_length=512",
    ]) {
      expect(c).toContain(k);
    }
  });
  it("tabular: context size 2048 and bagging 1", () => {
    for (const lib of ["sap-rpt-1-oss", "flextab"]) {
      const c = code(run(lib, model(lib, {})));
      expect(c).toContain("max_context_size=2048, bagging=1");
      expect(c).not.toContain("8192");
    }
  });
  it("SanaPipeline: 1024x1024, 18 steps, guidance 5.0, pag 2.0", () => {
    const c = code(of("sana", "Efficient-Large-Model/Sana_1600M_1024px"));
    for (const k of [
      "height=1024",
      "width=1024",
      "num_inference_steps=18",
      "guidance_scale=5.0",
      "pag_guidance_scale=2.0",
    ]) {
      expect(c).toContain(k);
    }
  });
  it("Kimi audio: temperatures, top-k and 24000 Hz", () => {
    const c = code(of("kimi-audio", "moonshotai/Kimi-Audio-7B-Instruct"));
    for (const k of [
      '"audio_temperature": 0.8',
      '"audio_top_k": 10',
      '"text_temperature": 0.0',
      '"text_top_k": 5',
      "24000)",
    ]) {
      expect(c).toContain(k);
    }
  });
  it("diffusers: default prompts and the install step", () => {
    const sdxl = of("diffusers", "stabilityai/stable-diffusion-xl-base-1.0");
    expect(sdxl[0]).toEqual({ language: "bash", code: "pip install -U diffusers transformers accelerate" });
    expect(sdxl[1].code).toContain('prompt = "An astronaut riding a green horse"');
    expect(code(of("diffusers", "black-forest-labs/FLUX.1-dev"))).toContain(
      "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k",
    );
    expect(code(of("diffusers", "timbrooks/instruct-pix2pix"))).toContain("Turn this cat into a dog");
    expect(code(of("diffusers", "nerijs/pixel-art-xl"))).toContain('prompt = "pixel art"');
    expect(code(of("diffusers", "nerijs/pixel-art-xl"))).toContain('pipe.load_lora_weights("nerijs/pixel-art-xl")');
    expect(notes(of("diffusers", "atrium-fixtures/lora-without-base"))[0]).toContain("base model");
  });
});

describe("SPEC §5 rules on synthetic records", () => {
  it("sentence-transformers: text-ranking alone gives the cross-encoder; partial widget data keeps the defaults", () => {
    const ranking = code(
      run("sentence-transformers", model("sentence-transformers", { pipeline_tag: "text-ranking" })),
    );
    expect(ranking).toContain('CrossEncoder("org/model")');
    for (const widgetData of [
      [{ sentences: ["a", "b"] }],
      [{ source_sentence: "a", sentences: [] }],
      [{ text: "a" }],
    ]) {
      const c = code(run("sentence-transformers", model("sentence-transformers", { widgetData })));
      expect(c).toContain('SentenceTransformer("org/model")');
      expect(c).toContain("The weather is lovely today.");
    }
    const supplied = code(
      run(
        "sentence-transformers",
        model("sentence-transformers", { widgetData: [{ source_sentence: "a", sentences: ["b"] }] }),
      ),
    );
    expect(supplied).toContain('"a",\n    "b",');
    expect(supplied).not.toContain("The weather is lovely today.");
  });
  it("lerobot: the base id without the smolvla tag gives nothing; with it, no run step", () => {
    expect(run("lerobot", model("lerobot", { id: "lerobot/smolvla_base" }))).toEqual([]);
    const base = run("lerobot", model("lerobot", { id: "lerobot/smolvla_base", tags: ["smolvla"] }));
    expect(base).toHaveLength(2);
    expect(code(base)).toContain("--policy.path=lerobot/smolvla_base");
    expect(code(run("lerobot", model("lerobot", { tags: ["smolvla"] })))).toContain("python -m lerobot.record");
  });
  it("peft: the exact messages, as the whole snippet", () => {
    const invalid = run(
      "peft",
      model("peft", { config: { peft: { task_type: "FEATURE_EXTRACTION", base_model_name_or_path: "a/b" } } }),
    );
    expect(invalid).toEqual([
      { language: "python", code: "# Task type is invalid.", notes: ["Task type is invalid."] },
    ]);
    const orphan = run("peft", model("peft", { config: { peft: { task_type: "SEQ_CLS" } } }));
    expect(orphan).toEqual([
      { language: "python", code: "# Base model is not found.", notes: ["Base model is not found."] },
    ]);
  });
  it("speechbrain: the exact notes for a missing and an unknown interface", () => {
    expect(notes(run("speechbrain", model("speechbrain", {})))).toEqual([
      "The SpeechBrain interface is not specified in config.json.",
    ]);
    expect(
      notes(
        run("speechbrain", model("speechbrain", { config: { speechbrain: { speechbrain_interface: "toString" } } })),
      ),
    ).toEqual(["The SpeechBrain interface in config.json is invalid."]);
  });
  it("espnet, nemo, transformers.js: the notes without a matching tag", () => {
    expect(run("espnet", model("espnet", {}))).toEqual([
      {
        language: "python",
        code: "# unknown model type (must be text-to-speech or automatic-speech-recognition)",
        notes: ["unknown model type (must be text-to-speech or automatic-speech-recognition)"],
      },
    ]);
    expect(notes(run("nemo", model("nemo", { tags: ["text-to-speech"] }))).join(" ")).toContain(
      "did not match a valid",
    );
    expect(run("transformers.js", model("transformers.js", {}))).toEqual([
      { language: "js", code: "// Unknown pipeline tag", notes: ["Unknown pipeline tag"] },
    ]);
  });
  it("ultralytics: yolov<digits> tags only; other spellings get the placeholder", () => {
    for (const tags of [["yolov"], ["YOLOv8"], ["yolov8n"], ["yolo"]]) {
      const [s] = run("ultralytics", model("ultralytics", { tags }));
      expect(s.code).toContain('getattr(ultralytics, "YOLOvXX")');
      expect(s.notes?.[0]).toContain("replace XX");
    }
    expect(code(run("ultralytics", model("ultralytics", { tags: ["yolov11"] })))).toContain(
      "from ultralytics import YOLOv11",
    );
  });
  it("sklearn: skops pickle and skops format, both from the declared file", () => {
    const pickle = run(
      "sklearn",
      model("sklearn", { tags: ["skops"], config: { sklearn: { model: { file: "m.pkl" }, model_format: "pickle" } } }),
    );
    expect(pickle[0].code).toContain('joblib.load("path_to_folder/m.pkl")');
    expect(pickle[0].notes?.[0]).toContain("sources you trust");
    const skops = run(
      "sklearn",
      model("sklearn", { tags: ["skops"], config: { sklearn: { model: { file: "m.skops" } } } }),
    );
    expect(skops[0].code).toContain('"path_to_folder/m.skops"');
    expect(skops[0].notes).toBeUndefined();
  });
  it("diffusers LoRA: the first non-blank base model, else the fill-in note", () => {
    const lora = (base_model: unknown) =>
      run("diffusers", model("diffusers", { tags: ["lora"], cardData: { base_model } as ModelData["cardData"] }));
    expect(code(lora(["", "stabilityai/sdxl-turbo"]))).toContain(
      'DiffusionPipeline.from_pretrained("stabilityai/sdxl-turbo"',
    );
    for (const base of [undefined, "", [], {}, [" "], 3]) {
      const s = lora(base);
      expect(s[1].code).toContain('"fill-in-base-model"');
      expect(notes(s)[0]).toContain("base model");
    }
  });
  it("generators accept records of the wrong shape through the shared guard", () => {
    const broken = { id: 7, tags: "smolvla", pipeline_tag: ["text-ranking"], widgetData: "x" } as unknown as ModelData;
    expect(run("lerobot", broken)).toEqual([]);
    expect(code(run("sentence-transformers", broken))).toContain('SentenceTransformer("7")');
    expect(run("transformers.js", broken)[0].notes).toEqual(["Unknown pipeline tag"]);
  });
});
