/**
 * The model record that snippet generators and example-input helpers read (SPEC §3).
 * Every string in it comes from a model repository and is untrusted.
 */
export interface WidgetExampleItem {
  text?: string;
  source_sentence?: string;
  sentences?: string[];
  context?: string;
  candidate_labels?: string;
  src?: string;
  example_title?: string;
  [key: string]: unknown;
}

export interface ModelData {
  /** Repository id, e.g. "meta-llama/Llama-3.1-8B-Instruct". */
  id: string;
  tags: string[];
  pipeline_tag?: string;
  library_name?: string;
  mask_token?: string;
  config?: {
    architectures?: string[];
    model_type?: string;
    adapter_transformers?: { model_name?: string; model_class?: string };
    diffusers?: { _class_name?: string };
    keras_hub?: { tasks?: string[] };
    peft?: { base_model_name_or_path?: string; task_type?: string };
    sklearn?: { model?: { file?: string }; model_format?: string };
    speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
    tokenizer_config?: { chat_template?: string | { name: string; template: string }[]; [key: string]: unknown };
    [key: string]: unknown;
  };
  cardData?: {
    base_model?: string | string[];
    instance_prompt?: string | null;
    [key: string]: unknown;
  };
  transformersInfo?: {
    auto_model: string;
    custom_class?: string;
    pipeline_tag?: string;
    processor?: string;
  };
  widgetData?: WidgetExampleItem[];
  gguf?: { total?: number; architecture?: string; context_length?: number; chat_template?: string };
  [key: string]: unknown;
}

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const string = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : undefined;

/**
 * A copy of `plain` with each listed field passed through its reader; a field whose reader gives
 * undefined is dropped. Other fields are kept as they are (they stay `unknown` to readers).
 */
function reshape(plain: unknown, readers: Record<string, (value: unknown) => unknown>): Plain | undefined {
  if (!isPlain(plain)) return undefined;
  const out: Plain = { ...plain };
  for (const [key, read] of Object.entries(readers)) {
    if (!Object.hasOwn(out, key)) continue;
    const value = read(out[key]);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

const WIDGET_TEXT_FIELDS = ["text", "source_sentence", "context", "candidate_labels", "src", "example_title"];

function widgetItem(value: unknown): WidgetExampleItem {
  return (
    reshape(value, {
      ...Object.fromEntries(WIDGET_TEXT_FIELDS.map((key) => [key, string])),
      sentences: strings,
    }) ?? {}
  );
}

/**
 * Brings any value (a model record from a hub API, a repository's card, a test's guess) into the
 * shape of `ModelData` that the snippet generators read: `id` a string, `tags` a list of strings,
 * the optional text fields strings, `config` / `cardData` / `transformersInfo` plain objects whose
 * known fields have their documented types, and `widgetData` a list of plain objects. A field of the
 * wrong type is dropped (a number or boolean id is written out), so a generator never meets a
 * `null`, a number or an array where it expects text. Strings are kept exactly: quoting them is the
 * generators' job. The input is not modified.
 */
export function normalizeModelData(value: unknown): ModelData {
  const raw: Plain = isPlain(value) ? value : {};
  const id = raw.id;
  const model: ModelData = {
    ...raw,
    id: typeof id === "string" ? id : typeof id === "number" || typeof id === "boolean" ? String(id) : "",
    tags: strings(raw.tags) ?? [],
  };
  for (const key of ["pipeline_tag", "library_name", "mask_token"] as const) {
    if (typeof raw[key] !== "string") delete model[key];
  }
  const config = reshape(raw.config, {
    architectures: strings,
    model_type: string,
    adapter_transformers: (v) => reshape(v, { model_name: string, model_class: string }),
    diffusers: (v) => reshape(v, { _class_name: string }),
    keras_hub: (v) => reshape(v, { tasks: strings }),
    peft: (v) => reshape(v, { base_model_name_or_path: string, task_type: string }),
    sklearn: (v) =>
      reshape(v, {
        model: (m) => reshape(m, { file: string }),
        model_format: string,
      }),
    speechbrain: (v) =>
      reshape(v, { speechbrain_interface: string, vocoder_interface: string, vocoder_model_id: string }),
    tokenizer_config: (v) => reshape(v, {}),
  });
  const cardData = reshape(raw.cardData, {
    base_model: (v) => string(v) ?? strings(v),
    instance_prompt: (v) => (v === null ? null : string(v)),
  });
  const info = reshape(raw.transformersInfo, {
    auto_model: string,
    custom_class: string,
    pipeline_tag: string,
    processor: string,
  });
  const widgetData = Array.isArray(raw.widgetData) ? raw.widgetData.map(widgetItem) : undefined;
  const gguf = reshape(raw.gguf, {
    total: (v) => (typeof v === "number" ? v : undefined),
    architecture: string,
    context_length: (v) => (typeof v === "number" ? v : undefined),
    chat_template: string,
  });
  const set = <K extends keyof ModelData>(key: K, v: ModelData[K] | undefined) => {
    if (v === undefined) delete model[key];
    else model[key] = v;
  };
  set("config", config as ModelData["config"]);
  set("cardData", cardData as ModelData["cardData"]);
  // transformersInfo without an auto_model class name still says the model is a transformers model
  set("transformersInfo", info && { ...info, auto_model: string(info.auto_model) ?? "" });
  set("widgetData", widgetData);
  set("gguf", gguf as ModelData["gguf"]);
  return model;
}
