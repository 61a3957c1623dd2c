import type { ModelData } from "../model-data.js";
import { hasTag, loadWith, pid, pipInstall, python } from "./common.js";
import { py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

export const DEFAULT_SENTENCES = ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."];

const RANKING_QUERY = "Which planet is known as the Red Planet?";
const RANKING_PASSAGES = [
  "Venus is often called Earth's twin because of its similar size and proximity.",
  "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
  "Jupiter, the largest planet in our solar system, has a prominent red spot.",
  "Saturn, famous for its rings, is sometimes mistaken for the Red Planet.",
];

/** Sentences from the widget (source sentence first, then the others), else undefined. */
function widgetSentences(model: ModelData): string[] | undefined {
  const example = model.widgetData?.[0];
  const source = example?.source_sentence;
  const others = Array.isArray(example?.sentences) ? example.sentences.filter((s) => typeof s === "string") : [];
  if (typeof source === "string" && others.length) return [source, ...others];
  return undefined;
}

export const sentenceTransformers = (model: ModelData): LibrarySnippet[] => {
  const trust = hasTag(model, "custom_code") ? ", trust_remote_code=True" : "";
  if (hasTag(model, "PyLate")) {
    return [
      python(`from pylate import models

queries = [
    "Which planet is known as the Red Planet?",
    "What is the largest planet in our solar system?",
]
documents = [
    ["Mars is the Red Planet.", "Venus is Earth's twin."],
    ["Jupiter is the largest planet.", "Saturn has rings."],
]

model = models.ColBERT(model_name_or_path=${pid(model)}${trust})

queries_embeddings = model.encode(queries, is_query=True)
documents_embeddings = model.encode(documents, is_query=False)`),
    ];
  }
  if (hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking") {
    return [
      python(`from sentence_transformers import CrossEncoder

model = CrossEncoder(${pid(model)}${trust})

query = ${py.str(RANKING_QUERY)}
passages = ${py.list(RANKING_PASSAGES, "    ")}

scores = model.predict([(query, passage) for passage in passages])
print(scores)`),
    ];
  }
  const sentences = widgetSentences(model) ?? DEFAULT_SENTENCES;
  return [
    python(`from sentence_transformers import SentenceTransformer

model = SentenceTransformer(${pid(model)}${trust})

sentences = ${py.list(sentences, "    ")}
embeddings = model.encode(sentences)

similarities = model.similarity(embeddings, embeddings)
print(similarities.shape)
# [${sentences.length}, ${sentences.length}]`),
  ];
};

const LIGHTNING_IR_INSTALL = "# Install from https://github.com/webis-de/lightning-ir";

export const lightningIr = (model: ModelData): LibrarySnippet[] => {
  const score = 'model.score("query", ["doc1", "doc2", "doc3"])';
  for (const cls of ["BiEncoderModule", "CrossEncoderModule"]) {
    const tag = cls === "BiEncoderModule" ? "bi-encoder" : "cross-encoder";
    if (hasTag(model, tag)) {
      return [
        python(`${LIGHTNING_IR_INSTALL}
from lightning_ir import ${cls}

model = ${cls}(${pid(model)})

${score}`),
      ];
    }
  }
  return [
    python(`${LIGHTNING_IR_INSTALL}
from lightning_ir import BiEncoderModule, CrossEncoderModule

# Use BiEncoderModule for a bi-encoder and CrossEncoderModule for a cross-encoder
model = BiEncoderModule(${pid(model)})
# model = CrossEncoderModule(${pid(model)})

${score}`),
  ];
};

export const model2vec = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "model2vec", "StaticModel", {
    after: '\nembeddings = model.encode(["It\'s dangerous to go alone!", "It\'s a secret to everybody."])',
  }),
];

export const bm25s = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "bm25s.hf", "BM25HF", { method: "load_from_hub", variable: "retriever" }),
];

export const colipri = (model: ModelData): LibrarySnippet[] => [
  pipInstall("colipri"),
  python(`from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(${pid(model)}, processor)

image = load_sample_ct()
pipeline(image, ["No lung nodules", "Lung nodules"])`),
];

const ANE_HEADER = "# Run this model on the Apple Neural Engine, without Core ML";

export const aneforge = (model: ModelData): LibrarySnippet[] => {
  const id = pid(model);
  const tag = model.pipeline_tag;
  let body: string;
  if (tag === "text-generation") {
    body = `import aneforge as af
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${id})
model = af.load_llm(${id})
ids = tokenizer.encode("The Neural Engine is")
print(tokenizer.decode(model.generate(ids, max_new_tokens=20)))`;
  } else if (tag === "zero-shot-image-classification" || hasTag(model, "clip")) {
    body = `import aneforge as af
from PIL import Image

clip = af.load_clip(${id})
image = Image.open("image.jpg")
labels = clip.classify(image, ["a photo of a cat", "a photo of a dog"])`;
  } else if (hasTag(model, "resnet")) {
    body = `import aneforge as af
import numpy as np

net = af.load_resnet(${id})
pixels = np.zeros((1, 3, 224, 224), dtype=np.float32)  # a preprocessed image batch
logits = net(pixels)`;
  } else if (tag === "image-classification") {
    body = `import aneforge as af
from PIL import Image

vit = af.load_vit(${id})
labels = vit.classify(Image.open("image.jpg"))`;
  } else if (tag === "automatic-speech-recognition") {
    body = `import aneforge as af
import numpy as np

asr = af.load_whisper(${id})
audio = np.zeros(16000, dtype=np.float32)  # 16 kHz mono waveform
text = asr.transcribe(audio)`;
  } else {
    body = `from aneforge.sentence_transformers import SentenceTransformer

model = SentenceTransformer(${id})
embeddings = model.encode(["Hello from the Neural Engine"], normalize_embeddings=True)`;
  }
  return [python(`${ANE_HEADER}\n${body}`)];
};
