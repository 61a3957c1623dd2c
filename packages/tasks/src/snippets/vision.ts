import type { ModelData } from "../model-data.js";
import { bash, hasTag, loadWith, noteOnly, ownEntry, pid, pipInstall, python, repoName, sid } from "./common.js";
import { py } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Image, video and 3D models. */

const COCO_CATS = "http://images.cocodataset.org/val2017/000000039769.jpg";
const TEAPOT = "https://huggingface.co/datasets/mishig/sample_images/resolve/main/teapot.jpg";

export const YOLO_NO_VERSION = "No yolov<N> version tag was found: replace XX with the YOLO version of this model.";

export const ultralytics = (model: ModelData): LibrarySnippet[] => {
  const versionTag = (model.tags ?? []).find((tag) => /^yolov\d+$/.test(tag));
  const predict = `source = ${py.str(COCO_CATS)}
model.predict(source=source, save=True)`;
  if (versionTag) {
    const cls = `YOLOv${versionTag.slice("yolov".length)}`;
    return [
      python(`from ultralytics import ${cls}

model = ${cls}.from_pretrained(${pid(model)})
${predict}`),
    ];
  }
  return [
    python(
      `import ultralytics

# Warning: ${YOLO_NO_VERSION}
YOLO = getattr(ultralytics, "YOLOvXX")
model = YOLO.from_pretrained(${pid(model)})
${predict}`,
      [YOLO_NO_VERSION],
    ),
  ];
};

export const timm = (model: ModelData): LibrarySnippet[] => [
  python(`import timm

model = timm.create_model(${py.str(`hf_hub:${model.id}`)}, pretrained=True)`),
];

export const openClip = (model: ModelData): LibrarySnippet[] => {
  const ref = py.str(`hf-hub:${model.id}`);
  return [
    python(`import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${ref})
tokenizer = open_clip.get_tokenizer(${ref})`),
  ];
};

const DEPTH_ANYTHING_ENCODERS: Record<string, string> = {
  "depth-anything/Depth-Anything-V2-Small": "vits",
  "depth-anything/Depth-Anything-V2-Base": "vitb",
  "depth-anything/Depth-Anything-V2-Large": "vitl",
};

export const depthAnythingV2 = (model: ModelData): LibrarySnippet[] => {
  const known = ownEntry(DEPTH_ANYTHING_ENCODERS, model.id);
  const encoderLine = known
    ? `encoder = "${known}"`
    : 'encoder = "vitl"  # one of "vits", "vitb", "vitl": the encoder of this checkpoint';
  return [
    python(`# Install from https://github.com/DepthAnything/Depth-Anything-V2
import cv2
import torch
from depth_anything_v2.dpt import DepthAnythingV2
from huggingface_hub import hf_hub_download

model_configs = {
    "vits": {"encoder": "vits", "features": 64, "out_channels": [48, 96, 192, 384]},
    "vitb": {"encoder": "vitb", "features": 128, "out_channels": [96, 192, 384, 768]},
    "vitl": {"encoder": "vitl", "features": 256, "out_channels": [256, 512, 1024, 1024]},
}
${encoderLine}
model = DepthAnythingV2(**model_configs[encoder])

filepath = hf_hub_download(repo_id=${pid(model)}, filename=f"depth_anything_v2_{encoder}.pth", repo_type="model")
state_dict = torch.load(filepath, map_location="cpu")
model.load_state_dict(state_dict)
model.eval()

raw_img = cv2.imread("your/image/path")
depth = model.infer_image(raw_img)  # HxW depth map as a numpy array`),
  ];
};

export const depthPro = (model: ModelData): LibrarySnippet[] => [
  bash(`# Download the checkpoint
pip install huggingface-hub
hf download ${sid(model)} --local-dir checkpoints`),
  python(`import depth_pro

# the model and its preprocessing transform
model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, f_px = depth_pro.load_rgb("example.png")
image = transform(image)

prediction = model.infer(image, f_px=f_px)
depth = prediction["depth"]  # in meters
focallength_px = prediction["focallength_px"]  # in pixels`),
];

export const sam2 = (model: ModelData): LibrarySnippet[] => [
  python(`# Use SAM 2 with images
import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${pid(model)})

image = np.array(Image.open("image.jpg").convert("RGB"))
with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    predictor.set_image(image)
    masks, _, _ = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))`),
  python(`# Use SAM 2 with videos
import numpy as np
import torch
from sam2.sam2_video_predictor import SAM2VideoPredictor

predictor = SAM2VideoPredictor.from_pretrained(${pid(model)})

with torch.inference_mode(), torch.autocast("cuda", dtype=torch.bfloat16):
    state = predictor.init_state("path/to/video_frames")

    # add prompts and get the output on the same frame
    frame_idx, object_ids, masks = predictor.add_new_points_or_box(
        state, frame_idx=0, obj_id=1, points=np.array([[210, 350]], dtype=np.float32), labels=np.array([1])
    )

    # propagate the prompts through the whole video
    for frame_idx, object_ids, masks in predictor.propagate_in_video(state):
        pass`),
];

export const sam3dObjects = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_hub import hf_hub_download
from inference import Inference, load_image, load_single_mask

path = hf_hub_download(${pid(model)}, "pipeline.yaml")
inference = Inference(path, compile=False)

image = load_image("path_to_image.png")
mask = load_single_mask("path_to_mask.png", index=14)

output = inference(image, mask)`),
];

export const sam3dBody = (model: ModelData): LibrarySnippet[] => [
  python(`import cv2
from notebook.utils import setup_sam_3d_body, visualize_sample_together

estimator = setup_sam_3d_body(${pid(model)})
image = cv2.imread("path/to/image.jpg")
outputs = estimator.process_one_image(image)
rendered = visualize_sample_together(image, outputs, estimator.faces)`),
];

export const ben2 = (model: ModelData): LibrarySnippet[] => [
  python(`import requests
from ben2 import AutoModel
from PIL import Image

url = ${py.str(TEAPOT)}
image = Image.open(requests.get(url, stream=True).raw)

model = AutoModel.from_pretrained(${pid(model)})
model.to("cuda").eval()
foreground = model.inference(image)`),
];

export const birefnet = (model: ModelData): LibrarySnippet[] => [
  python(`# Option 1: with transformers
from transformers import AutoModelForImageSegmentation

birefnet = AutoModelForImageSegmentation.from_pretrained(${pid(model)}, trust_remote_code=True)`),
  python(`# Option 2: with BiRefNet (install from https://github.com/ZhengPeng7/BiRefNet)
from models.birefnet import BiRefNet

model = BiRefNet.from_pretrained(${pid(model)})`),
];

export const nobg = (model: ModelData): LibrarySnippet[] => {
  const predict = hasTag(model, "promptable")
    ? 'cutout = model.predict(processor, "image.jpg", "prompt")'
    : 'cutout = model.predict(processor, "image.jpg")';
  const load = `model = AutoModel.from_pretrained(${pid(model)}).eval()
processor = AutoProcessor.from_pretrained(${pid(model)})`;
  return [
    pipInstall("nobg"),
    python(`# Option 1: the predict method
from nobg import AutoModel, AutoProcessor

${load}

${predict}`),
    python(`# Option 2: the model and processor directly
import torch
from loadimg import load_img
from nobg import AutoModel, AutoProcessor

${load}

image = load_img("image.jpg").convert("RGB")
inputs = processor(image, return_tensors="pt")

with torch.no_grad():
    outputs = model(pixel_values=inputs["pixel_values"])

alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
processor.cutout(image, alpha).save("output.png")`),
  ];
};

export const matanyone = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "matanyone.model.matanyone", "MatAnyone", {
    comment: "Install from https://github.com/pq-yang/MatAnyone",
  }),
  python(`from matanyone import InferenceCore

processor = InferenceCore(${pid(model)})`),
];

export const mlxImage = (model: ModelData): LibrarySnippet[] => [
  python(`from mlxim.model import create_model

model = create_model(${pid(model)})`),
];

export const perceptionEncoder = (model: ModelData): LibrarySnippet[] => {
  const encoder = python(`# Use any PE model as a vision encoder
import core.vision_encoder.pe as pe

model = pe.VisionTransformer.from_config(${pid(model)}, pretrained=True)`);
  if (!model.id.includes("Core")) return [encoder];
  return [
    python(`# Use PE-Core models as CLIP models
import core.vision_encoder.pe as pe

model = pe.CLIP.from_config(${pid(model)}, pretrained=True)`),
    encoder,
  ];
};

const PADDLEOCR_CLASSES: Record<string, string> = {
  textline_detection: "TextDetection",
  textline_recognition: "TextRecognition",
  seal_text_detection: "SealTextDetection",
  doc_img_unwarping: "TextImageUnwarping",
  doc_img_orientation_classification: "DocImgOrientationClassification",
  textline_orientation_classification: "TextLineOrientationClassification",
  chart_parsing: "ChartParsing",
  formula_recognition: "FormulaRecognition",
  layout_detection: "LayoutDetection",
  table_cells_detection: "TableCellsDetection",
  wired_table_classification: "TableClassification",
  table_structure_recognition: "TableStructureRecognition",
};

const PADDLE_INSTALL = `# 1. Install paddlepaddle: see https://www.paddlepaddle.org.cn/en/install
# 2. pip install paddleocr`;

export const PADDLEOCR_DOCS =
  "https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html";

export const paddleocr = (model: ModelData): LibrarySnippet[] => {
  const name = py.str(repoName(model.id));
  if (hasTag(model, "doc_vlm")) {
    return [
      python(`${PADDLE_INSTALL}
from paddleocr import DocVLM

model = DocVLM(model_name=${name})
output = model.predict(
    input={"image": "path/to/image.png", "query": "Parse this image and output its content in Markdown."},
    batch_size=1,
)
for res in output:
    res.print()
    res.save_to_json(save_path="./output/res.json")`),
    ];
  }
  if (hasTag(model, "document-parse")) {
    const raw = model.id.replace("PaddlePaddle/PaddleOCR-VL-", "v");
    const version = raw === "PaddlePaddle/PaddleOCR-VL" ? "v1" : raw;
    return [
      python(`# Installation: https://www.paddleocr.ai/latest/version3.x/pipeline_usage/PaddleOCR-VL.html
from paddleocr import PaddleOCRVL

pipeline = PaddleOCRVL(pipeline_version=${py.str(version)})
output = pipeline.predict("path/to/document_image.png")
for res in output:
    res.print()
    res.save_to_json(save_path="output")
    res.save_to_markdown(save_path="output")`),
    ];
  }
  const tag = (model.tags ?? []).find((t) => Object.hasOwn(PADDLEOCR_CLASSES, t));
  if (tag) {
    const cls = PADDLEOCR_CLASSES[tag];
    return [
      python(`${PADDLE_INSTALL}
from paddleocr import ${cls}

model = ${cls}(model_name=${name})
output = model.predict(input="path/to/image.png", batch_size=1)
for res in output:
    res.print()
    res.save_to_img(save_path="./output/")
    res.save_to_json(save_path="./output/res.json")`),
    ];
  }
  return [noteOnly("python", "See the documentation for how to use this model:", PADDLEOCR_DOCS)];
};

export const htrflow = (model: ModelData): LibrarySnippet[] => [
  bash(`# Command line (docs: https://ai-riksarkivet.github.io/htrflow/latest/getting_started/quick_start.html)
htrflow pipeline path/to/pipeline.yaml path/to/image`),
  python(`from htrflow.models.framework.model import ModelClass
from htrflow.pipeline.pipeline import Pipeline
from htrflow.pipeline.steps import Task

pipeline = Pipeline(
    [
        Task(ModelClass, {"model": ${pid(model)}}, {}),
    ]
)`),
];

export const collectorvision = (model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/HanClinto/CollectorVision", "huggingface_hub"),
  python(`import collector_vision as cvg
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id=${pid(model)}, filename="model.onnx")

# detector models
detector = cvg.NeuralCornerDetector(checkpoint)

# embedder models
embedder = cvg.NeuralEmbedder(checkpoint)`),
];

export const flexray = (model: ModelData): LibrarySnippet[] => [
  pipInstall("flexray"),
  python(`from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained(${pid(model)})
prediction = segmenter.predict("image.png", threshold=0.5)
masks = prediction.masks`),
];

export const videoprism = (model: ModelData): LibrarySnippet[] => [
  python(`# Install from https://github.com/google-deepmind/videoprism
import jax
from videoprism import models as vp

flax_model = vp.get_model(${pid(model)})
loaded_state = vp.load_pretrained_weights(${pid(model)})


@jax.jit
def forward_fn(inputs, train=False):
    return flax_model.apply(loaded_state, inputs, train=train)`),
];

export const vfimamba = (model: ModelData): LibrarySnippet[] => [loadWith(model, "Trainer_finetune", "Model")];

export const lvface = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

model_path = hf_hub_download(${pid(model)}, "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx")
inferencer = LVFaceONNXInferencer(model_path, use_gpu=True, timeout=300)
embedding = inferencer.infer_from_image("path/to/image1.jpg")`),
];

export const araclip = (model: ModelData): LibrarySnippet[] => [loadWith(model, "araclip", "AraClip")];

export const describeAnything = (model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/NVlabs/describe-anything"),
  python(`from dam import DescribeAnythingModel
from huggingface_hub import snapshot_download

snapshot_download(${pid(model)}, local_dir="checkpoints")

dam = DescribeAnythingModel(
    model_path="checkpoints",
    conv_mode="v1",
    prompt_mode="focal_prompt",
)`),
];

export const meshAnything = (_model: ModelData): LibrarySnippet[] => [
  python(`# Install from https://github.com/buaacyw/MeshAnything
# How to define args: https://github.com/buaacyw/MeshAnything/blob/main/main.py
import argparse

from MeshAnything.models.meshanything import MeshAnything

args = argparse.Namespace()  # fill in the options of main.py
model = MeshAnything(args)`),
];

export const threedtopiaXl = (model: ModelData): LibrarySnippet[] => [
  python(`from threedtopia_xl.models import threedtopia_xl

model = threedtopia_xl.from_pretrained(${pid(model)})
model.generate(cond="path/to/image.png")`),
];

export const gaussianformer = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "gaussianformer.pipelines.rendering_pipeline", "GaussianFormerRenderingPipeline", {
    variable: "pipeline",
    comment: "Install from https://github.com/SVLwoof/gaussianformer",
  }),
];

export const renderformer = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "renderformer", "RenderFormerRenderingPipeline", {
    variable: "pipeline",
    comment: "Install from https://github.com/microsoft/renderformer",
  }),
];

export const mobilint = (model: ModelData): LibrarySnippet[] => [
  pipInstall("mblt-model-zoo"),
  python(`from mblt_model_zoo.vision import MBLT_Engine

model = MBLT_Engine(
    model_cls=${py.str(repoName(model.id))},
    model_type="DEFAULT",
    model_path="",
    core_mode="global8",
)

try:
    image = model.preprocess("path/to/image.jpg")
    output = model(image)
    result = model.postprocess(output)
finally:
    model.dispose()`),
];

export const terratorch = (model: ModelData): LibrarySnippet[] => [
  python(`from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build(${pid(model)})`),
];

export const univa = (model: ModelData): LibrarySnippet[] => [
  python(`# Follow the installation instructions at https://github.com/PKU-YuanGroup/UniWorld-V1
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(
    ${pid(model)},
    torch_dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",
).to("cuda")
processor = AutoProcessor.from_pretrained(${pid(model)})`),
];

export const seedStory = (_model: ModelData): LibrarySnippet[] => [
  python(`# Configs: https://github.com/TencentARC/SEED-Story/tree/master/configs/clm_models
import hydra
from omegaconf import OmegaConf

llm_cfg_path = "configs/clm_models/llama2chat7b_lora.yaml"
seed_story_cfg_path = "configs/clm_models/agent_7b_sft.yaml"

# load Llama 2
llm_cfg = OmegaConf.load(llm_cfg_path)
llm = hydra.utils.instantiate(llm_cfg, torch_dtype="fp16")

# initialise SEED-Story
seed_story_cfg = OmegaConf.load(seed_story_cfg_path)
seed_story = hydra.utils.instantiate(seed_story_cfg, llm=llm)`),
];
