import type { ModelData } from "../model-data.js";
import { pid, python } from "./common.js";
import { py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Keras 3, legacy tf-keras, KerasHub presets and ZeroModels. */

export const keras = (model: ModelData): LibrarySnippet[] => [
  python(`# Available backends: "jax", "torch", "tensorflow"
import os

os.environ["KERAS_BACKEND"] = "jax"

import keras

model = keras.saving.load_model(${py.str(`hf://${model.id}`)})`),
];

export const tfKeras = (model: ModelData): LibrarySnippet[] => [
  python(`# Needs keras<3 or tf_keras (legacy): see https://github.com/keras-team/tf-keras
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras(${pid(model)})`),
];

export const zeromodels = (model: ModelData): LibrarySnippet[] => [
  python(`# pip install -U zeromodels
# ZeroModels is pure Keras 3: choose a backend, "jax", "torch" or "tensorflow"
import os

os.environ["KERAS_BACKEND"] = "jax"

from zeromodels import AutoZModel

# AutoZModel reads the model_type of the repository and loads the matching class;
# task heads have their own loaders (AutoZMImageClassify, AutoZMDetect, AutoZMTextGenerate, ...)
model = AutoZModel.from_weights(${pid(model)})`),
];

const KERAS_HUB_EXAMPLES: Record<string, (preset: string) => string> = {
  CausalLM: (preset) => `import keras_hub

# Load a CausalLM model (half precision is optional)
causal_lm = keras_hub.models.CausalLM.from_preset(${preset}, dtype="bfloat16")
causal_lm.compile(sampler="greedy")  # optional: choose a sampler

# Generate text
causal_lm.generate("Keras: deep learning for", max_length=64)`,
  TextToImage: (preset) => `import keras_hub

# Load a TextToImage model (half precision is optional)
text_to_image = keras_hub.models.TextToImage.from_preset(${preset}, dtype="bfloat16")

# Generate an image
text_to_image.generate("Astronaut in a jungle")`,
  TextClassifier: (preset) => `import keras_hub

# Load a TextClassifier model
text_classifier = keras_hub.models.TextClassifier.from_preset(${preset}, num_classes=2)
# Fine-tune
text_classifier.fit(x=["Thrilling adventure!", "Total snoozefest."], y=[1, 0])
# Classify text
text_classifier.predict(["Not my cup of tea."])`,
  ImageClassifier: (preset) => `import keras
import keras_hub

# Load an ImageClassifier model
image_classifier = keras_hub.models.ImageClassifier.from_preset(${preset}, num_classes=2)
# Fine-tune
image_classifier.fit(
    x=keras.random.randint((32, 64, 64, 3), 0, 256),
    y=keras.random.randint((32, 1), 0, 2),
)
# Classify an image
image_classifier.predict(keras.random.randint((1, 64, 64, 3), 0, 256))`,
};

export const kerasHub = (model: ModelData): LibrarySnippet[] => {
  const preset = py.str(`hf://${model.id}`);
  const declared = model.config?.keras_hub?.tasks;
  // task names become Python attribute names, so anything but an identifier is left out
  const tasks = (Array.isArray(declared) ? declared : []).filter((t): t is string => py.isIdent(t));
  const snippets: LibrarySnippet[] = [];
  for (const [task, example] of Object.entries(KERAS_HUB_EXAMPLES)) {
    if (tasks.includes(task)) snippets.push(python(example(preset)));
  }
  for (const task of new Set(tasks)) {
    if (Object.hasOwn(KERAS_HUB_EXAMPLES, task)) continue;
    snippets.push(
      python(`import keras_hub

# Create a ${task} model
task = keras_hub.models.${task}.from_preset(${preset})`),
    );
  }
  snippets.push(
    python(`import keras_hub

# Create a Backbone model, not specialised for any task
backbone = keras_hub.models.Backbone.from_preset(${preset})`),
  );
  return snippets;
};
