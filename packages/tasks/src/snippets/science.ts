import type { ModelData } from "../model-data.js";
import { bash, hasTag, pid, pipInstall, python } from "./common.js";
import { widgetText } from "./inputs.js";
import { py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Life-science and medical models. */

export const multimolecule = (model: ModelData): LibrarySnippet[] => {
  const example = widgetText(model);
  const mask = typeof model.mask_token === "string" && model.mask_token ? model.mask_token : "<mask>";
  const sequence = example?.replace(mask, "A");
  const load = `from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${pid(model)})
model = AutoModel.from_pretrained(${pid(model)})`;
  const snippets = [pipInstall("multimolecule")];
  snippets.push(
    python(
      sequence
        ? `${load}

inputs = tokenizer(${py.str(sequence)}, return_tensors="pt")
outputs = model(**inputs)
embeddings = outputs.last_hidden_state`
        : load,
    ),
  );
  if (example && hasTag(model, "rna-secondary-structure")) {
    snippets.push(
      python(`import multimolecule
from transformers import pipeline

predictor = pipeline("rna-secondary-structure", model=${pid(model)})
output = predictor(${py.str(example)})
print(output["secondary_structure"])`),
    );
  } else if (example && model.pipeline_tag === "fill-mask") {
    snippets.push(
      python(`import multimolecule
from transformers import pipeline

predictor = pipeline("fill-mask", model=${pid(model)})
output = predictor(${py.str(example)})`),
    );
  }
  return snippets;
};

export const opendde = (_model: ModelData): LibrarySnippet[] => [
  bash(`pip install "opendde[gpu]"
# Checkpoints are downloaded from the Hub into $OPENDDE_ROOT_DIR (default ~/.cache/opendde)
opendde doctor
opendde pred -i examples/input.json -o ./output -n opendde_v1`),
];

export const cxrFoundation = (_model: ModelData): LibrarySnippet[] => [
  pipInstall('"git+https://github.com/Google-Health/cxr-foundation.git#subdirectory=python"'),
  python(`from io import BytesIO

import requests
from clientside.clients import make_hugging_face_client
from PIL import Image

# a chest X-ray as grayscale (Stillwaterising, CC0, via Wikimedia Commons)
image_url = "https://upload.wikimedia.org/wikipedia/commons/c/c8/Chest_Xray_PA_3-8-2010.png"
img = Image.open(BytesIO(requests.get(image_url, headers={"User-Agent": "Demo"}).content)).convert("L")

cxr_client = make_hugging_face_client("cxr_model")
print(cxr_client.get_image_embeddings_from_images([img]))`),
];

export const dermFoundation = (model: ModelData): LibrarySnippet[] => [
  python(`import requests
import tensorflow as tf
from huggingface_hub import from_pretrained_keras

# the input, as a serialised tf.train.Example
IMAGE_URL = "https://storage.googleapis.com/dx-scin-public-data/dataset/images/3445096909671059178.png"
input_tensor = tf.train.Example(
    features=tf.train.Features(
        feature={
            "image/encoded": tf.train.Feature(
                bytes_list=tf.train.BytesList(value=[requests.get(IMAGE_URL, stream=True).content])
            )
        }
    )
).SerializeToString()

# the model, and inference
loaded_model = from_pretrained_keras(${pid(model)})
infer = loaded_model.signatures["serving_default"]
print(infer(inputs=tf.constant([input_tensor])))`),
];
