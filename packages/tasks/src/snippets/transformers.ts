import { LIBRARY_TASK_MAPPING } from "../library-to-tasks.js";
import type { ModelData } from "../model-data.js";
import { firstString, hasTag, javascript, noteOnly, ownEntry, pid, python } from "./common.js";
import { exampleMessages } from "./inputs.js";
import { js, py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/** Pipeline tags that `transformers.pipeline` accepts: the tasks the registry maps to transformers. */
const TRANSFORMERS_PIPELINES: ReadonlySet<string> = new Set(LIBRARY_TASK_MAPPING.transformers);

/** Pipelines that transformers v5 no longer ships. */
const REMOVED_IN_V5 = new Set(["image-to-text", "summarization", "translation"]);

const PARROTS = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png";

export const UNKNOWN_MODEL_TYPE = "The model type is unknown (the model has no transformersInfo).";

function isImageTextToText(model: ModelData): boolean {
  return model.pipeline_tag === "image-text-to-text" || hasTag(model, "image-text-to-text");
}

function remoteCode(model: ModelData): string {
  return hasTag(model, "custom_code") ? ", trust_remote_code=True" : "";
}

function processorVariable(processor: string): string {
  if (processor === "AutoTokenizer") return "tokenizer";
  if (processor === "AutoFeatureExtractor") return "extractor";
  return "processor";
}

export const transformers = (model: ModelData): LibrarySnippet[] => {
  const info = model.transformersInfo;
  if (!info) return [noteOnly("python", UNKNOWN_MODEL_TYPE)];
  const autoModel = py.ident(info.auto_model, "AutoModel");
  const conversational = hasTag(model, "conversational");
  // a chat template needs a tokenizer or processor, even when the model declares none
  const declared = info.processor === undefined ? undefined : py.ident(info.processor, "AutoProcessor");
  const processor =
    declared ?? (conversational ? (isImageTextToText(model) ? "AutoProcessor" : "AutoTokenizer") : undefined);
  const trust = remoteCode(model);
  const messages = `messages = ${exampleMessages(model)}`;
  const id = pid(model);

  const direct: string[] = ["# Load model directly"];
  if (processor) {
    const variable = processorVariable(processor);
    direct.push(
      `from transformers import ${processor}, ${autoModel}`,
      "",
      `${variable} = ${processor}.from_pretrained(${id}${trust})`,
      `model = ${autoModel}.from_pretrained(${id}${trust}, device_map="auto")`,
    );
    if (conversational) {
      direct.push(
        "",
        messages,
        `inputs = ${variable}.apply_chat_template(`,
        "    messages,",
        "    add_generation_prompt=True,",
        "    tokenize=True,",
        "    return_dict=True,",
        '    return_tensors="pt",',
        ").to(model.device)",
        "",
        "outputs = model.generate(**inputs, max_new_tokens=40)",
        `print(${variable}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
      );
    }
  } else {
    direct.push(
      `from transformers import ${autoModel}`,
      "",
      `model = ${autoModel}.from_pretrained(${id}${trust}, device_map="auto")`,
    );
  }

  const tag = model.pipeline_tag;
  if (!tag || !TRANSFORMERS_PIPELINES.has(tag)) return [python(direct.join("\n"))];

  const pipe: string[] = ["# Use a pipeline as a high-level helper"];
  const notes: string[] = [];
  if (REMOVED_IN_V5.has(tag)) {
    const warning = `The "${tag}" pipeline is not part of transformers v5: load the model directly or install transformers<5.`;
    notes.push(warning);
    pipe.push(`# ${warning}`);
  }
  pipe.push("from transformers import pipeline", "", `pipe = pipeline(${py.str(tag)}, model=${id}${trust})`);
  if (conversational) {
    pipe.push(messages, isImageTextToText(model) ? "pipe(text=messages)" : "pipe(messages)");
  } else if (tag === "zero-shot-image-classification") {
    pipe.push("pipe(", `    ${py.str(PARROTS)},`, '    candidate_labels=["animals", "humans", "landscape"],', ")");
  } else if (tag === "image-classification") {
    pipe.push(`pipe(${py.str(PARROTS)})`);
  }
  return [python(pipe.join("\n"), notes), python(direct.join("\n"))];
};

export const UNKNOWN_PIPELINE_TAG = "Unknown pipeline tag";

export const transformersJs = (model: ModelData): LibrarySnippet[] => {
  if (!model.pipeline_tag) return [noteOnly("js", UNKNOWN_PIPELINE_TAG)];
  return [
    javascript(`// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

// Allocate a pipeline
const pipe = await pipeline(${js.str(model.pipeline_tag)}, ${js.str(model.id)});`),
  ];
};

const PEFT_TASKS: Record<string, string> = {
  CAUSAL_LM: "CausalLM",
  SEQ_2_SEQ_LM: "Seq2SeqLM",
  TOKEN_CLS: "TokenClassification",
  SEQ_CLS: "SequenceClassification",
};

export const PEFT_INVALID_TASK = "Task type is invalid.";
export const PEFT_NO_BASE_MODEL = "Base model is not found.";

export const peft = (model: ModelData): LibrarySnippet[] => {
  const config = model.config?.peft;
  const task = ownEntry(PEFT_TASKS, config?.task_type);
  if (!task) return [noteOnly("python", PEFT_INVALID_TASK)];
  const base = config?.base_model_name_or_path;
  if (typeof base !== "string" || !base) return [noteOnly("python", PEFT_NO_BASE_MODEL)];
  return [
    python(`from peft import PeftModel
from transformers import AutoModelFor${task}

base_model = AutoModelFor${task}.from_pretrained(${py.str(base)})
model = PeftModel.from_pretrained(base_model, ${pid(model)})`),
  ];
};

export const adapters = (model: ModelData): LibrarySnippet[] => {
  const name = model.config?.adapter_transformers?.model_name;
  const base = typeof name === "string" && name ? name : firstString(model.cardData?.base_model);
  const notes = base ? [] : ["The base model is not given in the adapter config: fill in its id."];
  return [
    python(
      `from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained(${py.str(base ?? "fill-in-model-name")})
model.load_adapter(${pid(model)}, set_active=True)`,
      notes,
    ),
  ];
};
