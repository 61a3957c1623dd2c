import type { ModelData } from "../model-data.js";
import { bash, hasTag, loadWith, pid, pipInstall, python, repoName, sid } from "./common.js";
import { py, sh } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Text libraries: tagging, parsing, topic models, entity linking, classifiers. */

/** Imports a Python package by name: a plain import when the name is an identifier, else importlib. */
function importPackage(name: string, variable: string): string {
  return py.isIdent(name)
    ? `import ${name}\n${variable} = ${name}.load()`
    : `import importlib\n${variable} = importlib.import_module(${py.str(name)}).load()`;
}

export const allennlp = (model: ModelData): LibrarySnippet[] => {
  const load = `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${py.str(`hf://${model.id}`)})`;
  if (!hasTag(model, "question-answering")) return [python(load)];
  return [
    python(`${load}
predictor_input = {"passage": "My name is Wolfgang and I live in Berlin", "question": "Where do I live?"}
predictions = predictor.predict_json(predictor_input)`),
  ];
};

export const bertopic = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "bertopic", "BERTopic", { method: "load" }),
];

export const edsnlp = (model: ModelData): LibrarySnippet[] => {
  const pkg = repoName(model.id).replaceAll("-", "_");
  return [
    python(`# Load it from the Hub directly
import edsnlp

nlp = edsnlp.load(${pid(model)})`),
    bash(`# Or install it as a package
pip install ${sh.str(`git+https://huggingface.co/${model.id}`)}`),
    python(`# and import it as a module
${importPackage(pkg, "nlp")}`),
  ];
};

export const flair = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "flair.models", "SequenceTagger", { method: "load", variable: "tagger" }),
];

export const gliner = (model: ModelData): LibrarySnippet[] => [loadWith(model, "gliner", "GLiNER")];

export const gliner2 = (model: ModelData): LibrarySnippet[] => [
  python(`from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained(${pid(model)})

# Extract entities
text = "Apple CEO Tim Cook announced iPhone 15 in Cupertino yesterday."
result = extractor.extract_entities(text, ["company", "person", "product", "location"])
print(result)`),
];

export const relik = (model: ModelData): LibrarySnippet[] => [loadWith(model, "relik", "Relik", { variable: "relik" })];

export const spacy = (model: ModelData): LibrarySnippet[] => {
  const name = repoName(model.id);
  const wheel = `https://huggingface.co/${model.id}/resolve/main/${name}-any-py3-none-any.whl`;
  return [
    bash(`pip install ${sh.str(wheel)}`),
    python(`# Using spacy.load()
import spacy

nlp = spacy.load(${py.str(name)})

# Importing as a module
${importPackage(name, "nlp")}`),
  ];
};

export const stanza = (model: ModelData): LibrarySnippet[] => {
  const lang = py.str(repoName(model.id).replace("stanza-", ""));
  return [
    python(`import stanza

stanza.download(${lang})
nlp = stanza.Pipeline(${lang})`),
  ];
};

export const fasttext = (model: ModelData): LibrarySnippet[] => [
  python(`import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download(${pid(model)}, "model.bin"))`),
];

export const PADDLENLP_UNKNOWN = "The model type is unknown: using AutoModel.";

export const paddlenlp = (model: ModelData): LibrarySnippet[] => {
  const architecture = model.config?.architectures?.[0];
  const cls = py.isIdent(architecture) ? architecture : undefined;
  const header = cls ? "" : `# ${PADDLENLP_UNKNOWN}\n`;
  const modelClass = cls ?? "AutoModel";
  return [
    python(
      `${header}from paddlenlp.transformers import AutoTokenizer, ${modelClass}

tokenizer = AutoTokenizer.from_pretrained(${pid(model)}, from_hf_hub=True)
model = ${modelClass}.from_pretrained(${pid(model)}, from_hf_hub=True)`,
      cls ? [] : [PADDLENLP_UNKNOWN],
    ),
  ];
};

export const spanMarker = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "span_marker", "SpanMarkerModel", {
    after:
      '\nentities = model.predict("Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.")',
  }),
];

export const setfit = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "setfit", "SetFitModel", {
    after: '\npredictions = model.predict(["I loved the film!", "It was boring."])',
  }),
];

export const saelens = (_model: ModelData): LibrarySnippet[] => [
  pipInstall("sae-lens"),
  python(`from sae_lens import SAE

sae, cfg_dict, sparsity = SAE.from_pretrained(
    release="RELEASE_ID",  # e.g. "gpt2-small-res-jb"; see https://github.com/jbloomAus/SAELens/blob/main/sae_lens/pretrained_saes.yaml
    sae_id="SAE_ID",  # e.g. "blocks.8.hook_resid_pre"
)`),
];

export const jevStyle = (model: ModelData): LibrarySnippet[] => {
  let setup = bash(`pip install "jev-style[torch]"`);
  if (hasTag(model, "mlx")) {
    setup = bash(`# Apple silicon
pip install "jev-style[mlx]"`);
  } else if (hasTag(model, "gguf")) {
    setup = bash(`pip install jev-style
# GGUF builds score through llama.cpp: build the jev-score binary once
hf download ${sid(model)} build_jev_score.sh jev_score.cpp --local-dir jev-score
export JEV_SCORE_BIN="$(sh jev-score/build_jev_score.sh /path/to/llama.cpp | tail -n 1)"`);
  }
  return [
    setup,
    python(`from jev_style import JevStyle, choice, noul

js = JevStyle.from_pretrained(${pid(model)})
out = js.decide(
    "I was charged twice for one order.",
    {
        "billing": noul("This message is about billing."),
        "team": choice("Which team should handle it?", ["billing", "shipping", "tech"]),
    },
)
print(out["answers"]["team"]["choice"])`),
  ];
};

export const mambaSsm = (model: ModelData): LibrarySnippet[] => [loadWith(model, "mamba_ssm", "MambaLMHeadModel")];

export const swarmformer = (model: ModelData): LibrarySnippet[] => [loadWith(model, "swarmformer", "SwarmFormerModel")];

export const pxia = (model: ModelData): LibrarySnippet[] => [loadWith(model, "pxia", "AutoModel")];

export const pythae = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "pythae.models", "AutoModel", { method: "load_from_hf_hub" }),
];

export const cartesiaPytorch = (model: ModelData): LibrarySnippet[] => [
  pipInstall("--no-binary", ":all:", "cartesia-pytorch"),
  python(`from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${pid(model)})
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
outputs = model.generate(inputs.input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])`),
];

export const cartesiaMlx = (model: ModelData): LibrarySnippet[] => [
  python(`import cartesia_mlx as cmx
import mlx.core as mx

model = cmx.from_pretrained(${pid(model)})
model.set_dtype(mx.float32)

prompt = "Rene Descartes was"
for text in model.generate(prompt, max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)`),
];
