import type { ModelData } from "../model-data.js";
import { bash, firstString, hasTag, pid, pipInstall, python, repoName, sid } from "./common.js";
import { imagePrompt } from "./inputs.js";
import { py, sh } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

export const IMAGE_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";
export const EDIT_PROMPT = "Turn this cat into a dog";
export const VIDEO_PROMPT = "A man with short gray hair plays a red electric guitar.";

const CAT_IMAGE = "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png";
const GUITAR_IMAGE =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/guitar-man.png";

const DEVICE_NOTE = '# switch device_map to "mps" on Apple silicon';

function baseModel(model: ModelData): { literal: string; notes: string[] } {
  const base = firstString(model.cardData?.base_model);
  return base
    ? { literal: py.str(base), notes: [] }
    : {
        literal: py.str("fill-in-base-model"),
        notes: ["The base model is not given in the model card: fill in its id."],
      };
}

/** `pipe = DiffusionPipeline...` for the model itself, or for its base model with the model loaded as a LoRA. */
function loadPipeline(model: ModelData, lora: boolean): { code: string; notes: string[] } {
  if (!lora) {
    return {
      code: `pipe = DiffusionPipeline.from_pretrained(${pid(model)}, dtype=torch.bfloat16, device_map="cuda")`,
      notes: [],
    };
  }
  const base = baseModel(model);
  return {
    code: `pipe = DiffusionPipeline.from_pretrained(${base.literal}, dtype=torch.bfloat16, device_map="cuda")
pipe.load_lora_weights(${pid(model)})`,
    notes: base.notes,
  };
}

function textToImage(model: ModelData, lora: boolean): LibrarySnippet {
  const pipe = loadPipeline(model, lora);
  return python(
    `import torch
from diffusers import DiffusionPipeline

${DEVICE_NOTE}
${pipe.code}

prompt = ${py.str(imagePrompt(model, IMAGE_PROMPT))}
image = pipe(prompt).images[0]`,
    pipe.notes,
  );
}

function imageToImage(model: ModelData, lora: boolean): LibrarySnippet {
  const pipe = loadPipeline(model, lora);
  return python(
    `import torch
from diffusers import DiffusionPipeline
from diffusers.utils import load_image

${DEVICE_NOTE}
${pipe.code}

prompt = ${py.str(imagePrompt(model, EDIT_PROMPT))}
input_image = load_image(${py.str(CAT_IMAGE)})

image = pipe(image=input_image, prompt=prompt).images[0]`,
    pipe.notes,
  );
}

function imageToVideo(model: ModelData, lora: boolean): LibrarySnippet {
  const pipe = loadPipeline(model, lora);
  return python(
    `import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video, load_image

${DEVICE_NOTE}
${pipe.code}

prompt = ${py.str(imagePrompt(model, VIDEO_PROMPT))}
image = load_image(${py.str(GUITAR_IMAGE)})

frames = pipe(image=image, prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")`,
    pipe.notes,
  );
}

function textToVideo(model: ModelData, lora: boolean): LibrarySnippet {
  const pipe = loadPipeline(model, lora);
  return python(
    `import torch
from diffusers import DiffusionPipeline
from diffusers.utils import export_to_video

${DEVICE_NOTE}
${pipe.code}

prompt = ${py.str(imagePrompt(model, VIDEO_PROMPT))}

frames = pipe(prompt=prompt).frames[0]
export_to_video(frames, "output.mp4")`,
    pipe.notes,
  );
}

function controlnet(model: ModelData): LibrarySnippet {
  const base = baseModel(model);
  return python(
    `from diffusers import ControlNetModel, StableDiffusionControlNetPipeline

controlnet = ControlNetModel.from_pretrained(${pid(model)})
pipe = StableDiffusionControlNetPipeline.from_pretrained(
    ${base.literal}, controlnet=controlnet
)`,
    base.notes,
  );
}

function textualInversion(model: ModelData): LibrarySnippet {
  const base = baseModel(model);
  return python(
    `import torch
from diffusers import DiffusionPipeline

${DEVICE_NOTE}
pipe = DiffusionPipeline.from_pretrained(${base.literal}, dtype=torch.bfloat16, device_map="cuda")
pipe.load_textual_inversion(${pid(model)})`,
    base.notes,
  );
}

function fluxFill(model: ModelData): LibrarySnippet {
  return python(`import torch
from diffusers import FluxFillPipeline
from diffusers.utils import load_image

image = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup.png")
mask = load_image("https://huggingface.co/datasets/diffusers/diffusers-images-docs/resolve/main/cup_mask.png")

${DEVICE_NOTE}
pipe = FluxFillPipeline.from_pretrained(${pid(model)}, dtype=torch.bfloat16, device_map="cuda")
image = pipe(
    prompt="a white paper cup",
    image=image,
    mask_image=mask,
    height=1632,
    width=1232,
    guidance_scale=30,
    num_inference_steps=50,
    max_sequence_length=512,
    generator=torch.Generator("cpu").manual_seed(0),
).images[0]
image.save("flux-fill.png")`);
}

function inpainting(model: ModelData): LibrarySnippet {
  return python(`import torch
from diffusers import AutoPipelineForInpainting
from diffusers.utils import load_image

${DEVICE_NOTE}
pipe = AutoPipelineForInpainting.from_pretrained(${pid(model)}, dtype=torch.float16, variant="fp16", device_map="cuda")

img_url = "https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo.png"
mask_url = "https://raw.githubusercontent.com/CompVis/latent-diffusion/main/data/inpainting_examples/overture-creations-5sI6fQgYIuo_mask.png"

image = load_image(img_url).resize((1024, 1024))
mask_image = load_image(mask_url).resize((1024, 1024))

prompt = "a tiger sitting on a park bench"
generator = torch.Generator(device="cuda").manual_seed(0)

image = pipe(
    prompt=prompt,
    image=image,
    mask_image=mask_image,
    guidance_scale=8.0,
    num_inference_steps=20,  # 15 to 30 steps work well
    strength=0.99,  # keep strength below 1.0
    generator=generator,
).images[0]`);
}

export const diffusers = (model: ModelData): LibrarySnippet[] => {
  const install = pipInstall("-U", "diffusers", "transformers", "accelerate");
  const tag = model.pipeline_tag;
  let code: LibrarySnippet;
  if (hasTag(model, "StableDiffusionInpaintPipeline") || hasTag(model, "StableDiffusionXLInpaintPipeline")) {
    code = inpainting(model);
  } else if (hasTag(model, "controlnet")) {
    code = controlnet(model);
  } else if (hasTag(model, "lora")) {
    if (tag === "image-to-image") code = imageToImage(model, true);
    else if (tag === "image-to-video") code = imageToVideo(model, true);
    else if (tag === "text-to-video") code = textToVideo(model, true);
    else code = textToImage(model, true);
  } else if (hasTag(model, "textual_inversion")) {
    code = textualInversion(model);
  } else if (hasTag(model, "FluxFillPipeline")) {
    code = fluxFill(model);
  } else if (tag === "image-to-video") {
    code = imageToVideo(model, false);
  } else if (tag === "image-to-image") {
    code = imageToImage(model, false);
  } else {
    code = textToImage(model, false);
  }
  return [install, code];
};

export const diffusionkit = (model: ModelData): LibrarySnippet[] => {
  const flux = hasTag(model, "flux");
  const pipeline = flux
    ? `# Pipeline for Flux
from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    shift=1.0,
    model_version=${pid(model)},
    low_memory_mode=True,
    a16=True,
    w16=True,
)`
    : `# Pipeline for Stable Diffusion 3
from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(
    shift=3.0,
    use_t5=False,
    model_version=${pid(model)},
    low_memory_mode=True,
    a16=True,
    w16=True,
)`;
  return [
    python(pipeline),
    python(`# Image generation
HEIGHT = 512
WIDTH = 512
NUM_STEPS = ${flux ? 4 : 50}
CFG_WEIGHT = ${flux ? 0 : 5}

image, _ = pipeline.generate_image(
    "a photo of a cat",
    cfg_weight=CFG_WEIGHT,
    num_steps=NUM_STEPS,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)`),
  ];
};

export const sana = (model: ModelData): LibrarySnippet[] => [
  python(`# Load the model and generate an image from text
import torch
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained(${py.str(`hf://${model.id}`)})

image = sana(
    prompt='a cyberpunk cat with a neon sign that says "Sana"',
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`),
];

function isLtx25(model: ModelData): boolean {
  const base = model.cardData?.base_model;
  const refs = [model.id, ...(model.tags ?? []), ...(Array.isArray(base) ? base : base ? [base] : [])];
  return refs.some((ref) => typeof ref === "string" && /ltx[-_]?2\.5/i.test(ref));
}

export const ltx = (model: ModelData): LibrarySnippet[] => {
  const v25 = isLtx25(model);
  const localDir = sh.str(`models/${repoName(model.id)}`);
  const dir = `models/${repoName(model.id)}`;
  const install = bash(`# Install the LTX-2 pipelines
git clone https://github.com/Lightricks/LTX-2.git
cd LTX-2
uv sync ${v25 ? "--extra natten" : "--frozen"}`);
  const download = bash(
    v25
      ? `# Download the weights of this repository
hf download ${sid(model)} --local-dir ${localDir}`
      : `# Download the weights of this repository, plus the Gemma text encoder
hf download ${sid(model)} --local-dir ${localDir}
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b`,
  );
  const adapter = hasTag(model, "lora") || hasTag(model, "ic-lora");
  const weights = (name: string) => sh.str(`${dir}/${name}.safetensors`);
  const lines = v25
    ? [
        "uv run python -m ltx_pipelines.distilled",
        `--transformer-path ${adapter ? "path/to/distilled-transformer.safetensors" : weights("distilled-transformer")}`,
        `--text-encoder-path ${adapter ? "path/to/text-encoder.safetensors" : weights("text-encoder")}`,
        `--video-vae-path ${adapter ? "path/to/video-vae.safetensors" : weights("video-vae")}`,
        `--audio-vae-path ${adapter ? "path/to/audio-vae.safetensors" : weights("audio-vae")}`,
        `--spatial-upsampler-path ${adapter ? "path/to/spatial-upsampler.safetensors" : weights("spatial-upsampler")}`,
      ]
    : [
        "uv run python -m ltx_pipelines.distilled",
        `--distilled-checkpoint-path ${adapter ? "path/to/distilled-checkpoint.safetensors" : weights("distilled-checkpoint")}`,
        `--spatial-upsampler-path ${adapter ? "path/to/spatial-upsampler.safetensors" : weights("spatial-upsampler")}`,
        "--gemma-root models/gemma-3-12b",
      ];
  if (adapter) lines.push(`--lora ${weights("weights")} 1.0`);
  if (hasTag(model, "ic-lora")) lines.push("--video-conditioning reference.mp4 1.0");
  lines.push(`--prompt "A beautiful sunset over the ocean"`, "--output-path output.mp4");
  const run = bash(`# Generate a video (for image-to-video, add: --image path/to/image.jpg 0 0.8)
${lines.join(" \\\n    ")}`);
  return [install, download, run];
};

export const phantomWan = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_hub import snapshot_download
from phantom_wan import WanI2V, configs

checkpoint_dir = snapshot_download(${pid(model)})
wan_i2v = WanI2V(
    config=configs.WAN_CONFIGS["i2v-14B"],
    checkpoint_dir=checkpoint_dir,
)
video = wan_i2v.generate("A cat surfing a wave", "path/to/image.png")`),
];

export const pruna = (model: ModelData): LibrarySnippet[] => {
  const pro = hasTag(model, "pruna_pro-ai");
  const pkg = pro ? "pruna_pro" : "pruna";
  const cls = pro ? "PrunaProModel" : "PrunaModel";
  const load = `from ${pkg} import ${cls}

${hasTag(model, "diffusers") ? "pipe" : "model"} = ${cls}.from_pretrained(${pid(model)})`;
  if (hasTag(model, "diffusers")) {
    return [
      pipInstall(pro ? "pruna_pro" : "pruna"),
      python(`${load}

prompt = ${py.str(imagePrompt(model, IMAGE_PROMPT))}
image = pipe(prompt).images[0]`),
    ];
  }
  if (hasTag(model, "transformers")) {
    return [
      pipInstall(pro ? "pruna_pro" : "pruna"),
      python(`from transformers import AutoTokenizer
${load}

tokenizer = AutoTokenizer.from_pretrained(${pid(model)})
inputs = tokenizer("Once upon a time,", return_tensors="pt")
outputs = model.generate(**inputs, max_new_tokens=40)
print(tokenizer.decode(outputs[0]))`),
    ];
  }
  return [pipInstall(pro ? "pruna_pro" : "pruna"), python(load)];
};
