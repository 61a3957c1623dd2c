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
