import type { ModelData } from "../model-data.js";
import { bash, hasTag, pid, pipInstall, python, repoName, sid } from "./common.js";
import { exampleMessages } from "./inputs.js";
import { sh } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Local runtimes: GGUF, MLX, LiteRT and other on-device engines. */

/** The file placeholder that the model page replaces with the chosen GGUF file. */
export const GGUF_FILE_PLACEHOLDER = "{{GGUF_FILE}}";

export const llamaCppPython = (model: ModelData): LibrarySnippet[] => {
  const load = `from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id=${pid(model)},
    filename="${GGUF_FILE_PLACEHOLDER}",
)`;
  const use = hasTag(model, "conversational")
    ? `response = llm.create_chat_completion(
    messages=${exampleMessages(model, "    ").replaceAll("\n", "\n    ")},
    max_tokens=512,
)
print(response["choices"][0]["message"]["content"])`
    : `output = llm(
    "Once upon a time,",
    max_tokens=512,
    echo=True,
)
print(output)`;
  return [pipInstall("llama-cpp-python"), python(`${load}\n\n${use}`)];
};

export const mlx = (model: ModelData): LibrarySnippet[] => {
  if (model.pipeline_tag === "image-text-to-text") {
    return [
      pipInstall("--upgrade", "mlx-vlm"),
      python(`from mlx_vlm import generate, load
from mlx_vlm.prompt_utils import apply_chat_template
from mlx_vlm.utils import load_config

model, processor = load(${pid(model)})
config = load_config(${pid(model)})

image = ["http://images.cocodataset.org/val2017/000000039769.jpg"]
prompt = "Describe this image."

formatted_prompt = apply_chat_template(processor, config, prompt, num_images=1)
output = generate(model, processor, formatted_prompt, image)
print(output)`),
    ];
  }
  if (model.pipeline_tag === "text-generation") {
    const install = bash(`pip install --upgrade mlx-lm
# on a CUDA machine, also: pip install "mlx[cuda]"`);
    if (hasTag(model, "conversational")) {
      return [
        install,
        python(`from mlx_lm import generate, load

model, tokenizer = load(${pid(model)})

messages = [{"role": "user", "content": "Write a story about Einstein"}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)

text = generate(model, tokenizer, prompt=prompt, verbose=True)`),
      ];
    }
    return [
      install,
      python(`from mlx_lm import generate, load

model, tokenizer = load(${pid(model)})

prompt = "Once upon a time in"
text = generate(model, tokenizer, prompt=prompt, verbose=True)`),
    ];
  }
  return [
    bash(`# Download the model from the Hub
pip install -U "huggingface_hub[hf_xet]"

hf download ${sid(model)} --local-dir ${sh.str(repoName(model.id))}`),
  ];
};

export const litertLm = (model: ModelData): LibrarySnippet[] => [
  bash(`# LiteRT-LM runs on Android, iOS, desktop, IoT and the web, with C++, Python, Kotlin, Swift and JS APIs.
# Platform guides: https://ai.google.dev/edge/litert-lm

# 1. Install the LiteRT-LM command line tool
pip install -U litert-lm

# 2. Download and run this model locally (https://ai.google.dev/edge/litert-lm/cli)
litert-lm run \\
  --from-huggingface-repo=${sid(model)} \\
  --prompt="Write me a poem"`),
];

export const memra = (model: ModelData): LibrarySnippet[] => {
  const ref = sh.str(`hf:${model.id}`);
  return [
    bash(`# memra targets NVIDIA Blackwell cards (sm_120a), with a Hopper build behind a compile flag.
# Prebuilt binaries need Linux x86_64 and driver 580 or later; no CUDA toolkit is needed.
curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh`),
    bash(`# One chat-templated generation; with several GGUF files, append :<substring> to the reference to pick one
MEMRA_CHAT=1 run-gen ${ref} --prompt "Explain KV caches in one sentence."`),
    bash(`# Or an OpenAI-compatible server on 127.0.0.1:8080
MEMRA_MODELS=${sh.str(`model=hf:${model.id}`)} memra-server`),
  ];
};

export const cortiq = (model: ModelData): LibrarySnippet[] => {
  const setup = bash(`# A single Rust binary, without other dependencies
cargo install cortiq-cli  # or a prebuilt binary from github.com/infosave2007/cmf/releases
hf download ${sid(model)} --include "*.cmf" --local-dir .
ls *.cmf  # some repositories hold several quantizations`);
  switch (model.pipeline_tag) {
    case "text-to-image":
      return [setup, bash('cortiq imagine FILE.cmf --prompt "a red fox in a snowy forest" --out fox.ppm')];
    case "text-to-video":
      return [
        setup,
        bash('cortiq animate FILE.cmf --prompt "a corgi in a chef hat flipping a pancake" --out clip.avi'),
      ];
    case "text-to-audio":
      return [
        setup,
        bash(`cortiq music FILE.cmf --prompt "dream pop, warm analog synths, brushed drums" \\
  --lyrics "[verse] the tide came in and took the map" --seconds 20 --out song.wav`),
      ];
    default:
      return [
        setup,
        bash('cortiq run FILE.cmf --prompt "What is the capital of France?"'),
        bash("cortiq serve FILE.cmf --port 8080  # OpenAI-compatible server"),
      ];
  }
};

export const kernels = (model: ModelData): LibrarySnippet[] => [
  pipInstall("kernels"),
  python(`from kernels import get_kernel

kernel = get_kernel(${pid(model)})`),
];

export const unitySentis = (model: ModelData): LibrarySnippet[] => [
  bash(
    `# Download the .sentis model into the StreamingAssets folder of a Unity project
hf download ${sid(model)} --include "*.sentis" --local-dir Assets/StreamingAssets

# Then load it from a C# script, for example:
#   Model model = ModelLoader.Load(Application.streamingAssetsPath + "/" + modelName);
#   IWorker engine = WorkerFactory.CreateWorker(BackendType.GPUCompute, model);
# The C# file in this repository shows the full usage.`,
    ["Unity Sentis models are used from C# inside Unity; the C# lines are shown as comments."],
  ),
];
