import type { ModelData } from "../model-data.js";
import { bash, hasTag, loadWith, noteOnly, ownEntry, pid, pipInstall, python, repoName, sid } from "./common.js";
import { py, sh } from "./quote.js";
import type { LibrarySnippet } from "./types.js";

/* Speech recognition, text-to-speech, music and audio models. */

const SPEECHBRAIN_METHODS: Record<string, string> = {
  EncoderClassifier: "classify_file",
  EncoderDecoderASR: "transcribe_file",
  EncoderASR: "transcribe_file",
  SpectralMaskEnhancement: "enhance_file",
  SepformerSeparation: "separate_file",
};

export const SPEECHBRAIN_NO_INTERFACE = "The SpeechBrain interface is not specified in config.json.";
export const SPEECHBRAIN_BAD_INTERFACE = "The SpeechBrain interface in config.json is invalid.";

export const speechbrain = (model: ModelData): LibrarySnippet[] => {
  const iface = model.config?.speechbrain?.speechbrain_interface;
  if (iface === undefined || iface === null || iface === "") return [noteOnly("python", SPEECHBRAIN_NO_INTERFACE)];
  const method = ownEntry(SPEECHBRAIN_METHODS, iface);
  if (!method) return [noteOnly("python", SPEECHBRAIN_BAD_INTERFACE)];
  return [
    python(`from speechbrain.inference import ${iface}

model = ${iface}.from_hparams(${pid(model)})
model.${method}("file.wav")`),
  ];
};

export const ESPNET_UNKNOWN = "unknown model type (must be text-to-speech or automatic-speech-recognition)";

export const espnet = (model: ModelData): LibrarySnippet[] => {
  if (hasTag(model, "text-to-speech")) {
    return [
      python(`from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained(${pid(model)})

speech, *_ = model("text to generate speech from")`),
    ];
  }
  if (hasTag(model, "automatic-speech-recognition")) {
    return [
      python(`import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained(${pid(model)})

speech, rate = soundfile.read("speech.wav")
text, *_ = model(speech)[0]`),
    ];
  }
  return [noteOnly("python", ESPNET_UNKNOWN)];
};

export const NEMO_NO_DOMAIN =
  "The tag did not match a valid NeMo domain: only automatic-speech-recognition is supported.";

export const nemo = (model: ModelData): LibrarySnippet[] => {
  if (!hasTag(model, "automatic-speech-recognition")) return [noteOnly("python", NEMO_NO_DOMAIN)];
  return [
    python(`import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${pid(model)})

transcriptions = asr_model.transcribe(["file.wav"])`),
  ];
};

export const outetts = (model: ModelData): LibrarySnippet[] => {
  if (hasTag(model, "gguf") || hasTag(model, "onnx")) return [];
  return [
    python(`import outetts

version = ${py.str(repoName(model.id))}  # e.g. "Llama-OuteTTS-1.0-1B"
config = outetts.ModelConfig.auto_config(outetts.Models(version), outetts.Backend.HF)
tts = outetts.Interface(config)

speaker = tts.load_default_speaker("EN-FEMALE-1-NEUTRAL")
tts.generate(
    outetts.GenerationConfig(
        text="Hello there, how are you doing?",
        speaker=speaker,
    )
).save("output.wav")`),
  ];
};

export const asteroid = (model: ModelData): LibrarySnippet[] => [loadWith(model, "asteroid.models", "BaseModel")];

export const audioseal = (model: ModelData): LibrarySnippet[] => [
  python(`# Watermark generator
import torch
from audioseal import AudioSeal

model = AudioSeal.load_generator(${pid(model)})
# a tensor of shape (batch, channels, samples) and its sample rate
wav, sr = torch.randn(1, 1, 16000), 16000

watermark = model.get_watermark(wav, sr)
watermarked_audio = wav + watermark`),
  python(`# Watermark detector
from audioseal import AudioSeal

detector = AudioSeal.load_detector(${pid(model)})

result, message = detector.detect_watermark(watermarked_audio, sr)`),
];

const MUSICGEN = { cls: "MusicGen", prompts: ["happy rock", "energetic EDM", "sad jazz"] };
const AUDIOGEN = {
  cls: "AudioGen",
  prompts: ["dog barking", "siren of an emergency vehicle", "footsteps in a corridor"],
};
const MAGNET = { cls: "MAGNeT", prompts: ["disco beat", "energetic EDM", "funky groove"] };
export const AUDIOCRAFT_UNKNOWN = "The model type is unknown: expected a musicgen, audiogen or magnet tag.";

export const audiocraft = (model: ModelData): LibrarySnippet[] => {
  const kind = hasTag(model, "musicgen")
    ? MUSICGEN
    : hasTag(model, "audiogen")
      ? AUDIOGEN
      : hasTag(model, "magnet")
        ? MAGNET
        : undefined;
  if (!kind) return [noteOnly("python", AUDIOCRAFT_UNKNOWN)];
  const duration = kind === AUDIOGEN ? "model.set_generation_params(duration=5)  # seconds\n" : "";
  return [
    python(`from audiocraft.models import ${kind.cls}

model = ${kind.cls}.get_pretrained(${pid(model)})
${duration}descriptions = ${py.list(kind.prompts)}
wav = model.generate(descriptions)  # one sample per description`),
  ];
};

export const chatterbox = (_model: ModelData): LibrarySnippet[] => [
  pipInstall("chatterbox-tts"),
  python(`import torchaudio as ta
from chatterbox.tts import ChatterboxTTS

model = ChatterboxTTS.from_pretrained(device="cuda")

text = "Ezreal and Jinx teamed up with Ahri, Yasuo, and Teemo to take down the enemy's Nexus in an epic late-game pentakill."
wav = model.generate(text)
ta.save("test-1.wav", wav, model.sr)

# To speak with another voice, give a reference recording
AUDIO_PROMPT_PATH = "YOUR_FILE.wav"
wav = model.generate(text, audio_prompt_path=AUDIO_PROMPT_PATH)
ta.save("test-2.wav", wav, model.sr)`),
];

export const chatTts = (_model: ModelData): LibrarySnippet[] => [
  python(`import ChatTTS
import torch
import torchaudio

chat = ChatTTS.Chat()
chat.load_models(compile=False)  # compile=True is faster

texts = ["PUT YOUR TEXT HERE"]
wavs = chat.infer(texts)

torchaudio.save("output1.wav", torch.from_numpy(wavs[0]), 24000)`),
];

export const dia = (model: ModelData): LibrarySnippet[] => [
  python(`import soundfile as sf
from dia.model import Dia

model = Dia.from_pretrained(${pid(model)})
text = "[S1] Dia is an open weights text to dialogue model. [S2] You get full control over scripts and voices. [S1] Wow. Amazing. (laughs)"
output = model.generate(text)

sf.write("simple.mp3", output, 44100)`),
];

export const dia2 = (model: ModelData): LibrarySnippet[] => [
  python(`from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo(${pid(model)}, device="cuda", dtype="bfloat16")
config = GenerationConfig(
    cfg_scale=2.0,
    audio=SamplingConfig(temperature=0.8, top_k=50),
    use_cuda_graph=True,
)
result = dia.generate("[S1] Hello Dia2!", config=config, output_wav="hello.wav", verbose=True)`),
];

export const indexTts = (model: ModelData): LibrarySnippet[] => [
  python(`from huggingface_hub import snapshot_download
from indextts.infer import IndexTTS

snapshot_download(${pid(model)}, local_dir="checkpoints")

# config.yaml must be in the checkpoints directory
tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")

voice = "path/to/your/reference_voice.wav"  # reference audio of the voice
text = "Hello, how are you?"
tts.infer(voice, text, "output_index.wav")`),
];

export const kimiAudio = (model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/MoonshotAI/Kimi-Audio.git"),
  python(`import soundfile as sf
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${pid(model)}, load_detokenizer=True)

sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
}

# Speech recognition
messages_asr = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "asr_example.wav"},
]
_, text = model.generate(messages_asr, **sampling_params, output_type="text")
print(text)

# Spoken conversation
messages_conv = [{"role": "user", "message_type": "audio", "content": "qa_example.wav"}]
wav, text = model.generate(messages_conv, **sampling_params, output_type="both")
sf.write("output_audio.wav", wav.cpu().view(-1).numpy(), 24000)
print(text)`),
];

export const kittentts = (model: ModelData): LibrarySnippet[] => [
  python(`import soundfile as sf
from kittentts import KittenTTS

m = KittenTTS(${pid(model)})
audio = m.generate("This high quality TTS model works without a GPU")

sf.write("output.wav", audio, 24000)`),
];

export const mars5Tts = (model: ModelData): LibrarySnippet[] => [
  loadWith(model, "inference", "Mars5TTS", {
    variable: "mars5",
    comment: "Install from https://github.com/Camb-ai/MARS5-TTS",
  }),
];

export const pocketTts = (model: ModelData): LibrarySnippet[] => [
  python(`import scipy.io.wavfile
from pocket_tts import TTSModel

tts_model = TTSModel.load_model(${pid(model)})
voice_state = tts_model.get_state_for_audio_prompt("hf://kyutai/tts-voices/alba-mackenna/casual.wav")
audio = tts_model.generate_audio(voice_state, "Hello world, this is a test.")
# audio is a 1D torch tensor of PCM samples
scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())`),
];

export const pyannoteAudio = (model: ModelData): LibrarySnippet[] => {
  if (hasTag(model, "pyannote-audio-pipeline")) {
    return [
      python(`from pyannote.audio import Audio, Pipeline
from pyannote.core import Segment

pipeline = Pipeline.from_pretrained(${pid(model)})

# inference on the whole file
pipeline("file.wav")

# inference on an excerpt
excerpt = Segment(start=2.0, end=5.0)
waveform, sample_rate = Audio().crop("file.wav", excerpt)
pipeline({"waveform": waveform, "sample_rate": sample_rate})`),
    ];
  }
  return [
    python(`from pyannote.audio import Inference, Model
from pyannote.core import Segment

model = Model.from_pretrained(${pid(model)})
inference = Inference(model)

# inference on the whole file
inference("file.wav")

# inference on an excerpt
excerpt = Segment(start=2.0, end=5.0)
inference.crop("file.wav", excerpt)`),
  ];
};

export const qwen3Tts = (model: ModelData): LibrarySnippet[] => [
  pipInstall("qwen-tts"),
  python(`import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(
    ${pid(model)},
    device_map="cuda:0",
    dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",
)

wavs, sr = model.generate_custom_voice(
    text="Your text here.",
    language="English",
    speaker="Ryan",
    instruct="Speak in a natural tone.",
)
sf.write("output.wav", wavs[0], sr)`),
];

export const stableAudioTools = (model: ModelData): LibrarySnippet[] => [
  python(`import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

device = "cuda" if torch.cuda.is_available() else "cpu"

model, model_config = get_pretrained_model(${pid(model)})
sample_rate = model_config["sample_rate"]
sample_size = model_config["sample_size"]
model = model.to(device)

conditioning = [{"prompt": "128 BPM tech house drum loop"}]

output = generate_diffusion_cond(
    model,
    conditioning=conditioning,
    sample_size=sample_size,
    device=device,
)

# one stereo sequence, peak-normalised, as 16-bit PCM
output = rearrange(output, "b d n -> d (b n)")
output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
torchaudio.save("output.wav", output, sample_rate)`),
];

export const supertonic = (_model: ModelData): LibrarySnippet[] => [
  python(`from supertonic import TTS

tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")

text = "The train delay was announced at 4:45 PM on Wed, Apr 3, 2024 due to track maintenance."
wav, duration = tts.synthesize(text, voice_style=style)
tts.save_audio(wav, "output.wav")`),
];

export const tensorflowtts = (model: ModelData): LibrarySnippet[] => {
  if (hasTag(model, "text-to-mel")) {
    return [
      python(`from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${pid(model)})
model = TFAutoModel.from_pretrained(${pid(model)})`),
    ];
  }
  if (hasTag(model, "mel-to-wav")) {
    return [
      python(`import numpy as np
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${pid(model)})
mels = np.zeros((1, 100, 80), dtype=np.float32)  # mel spectrograms from a text-to-mel model
audios = model.inference(mels)`),
    ];
  }
  return [loadWith(model, "tensorflow_tts.inference", "TFAutoModel")];
};

export const vibevoice = (model: ModelData): LibrarySnippet[] => [
  python(`import librosa
import soundfile as sf
import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

# a voice sample, 24 kHz mono
voice, sr = sf.read("path/to/voice_sample.wav")
if voice.ndim > 1:
    voice = voice.mean(axis=1)
if sr != 24000:
    voice = librosa.resample(voice, orig_sr=sr, target_sr=24000)

processor = VibeVoiceProcessor.from_pretrained(${pid(model)})
model = VibeVoiceForConditionalGenerationInference.from_pretrained(${pid(model)}, torch_dtype=torch.bfloat16).to("cuda").eval()
model.set_ddpm_inference_steps(5)

inputs = processor(text=["Speaker 0: Hello!\\nSpeaker 1: Hi there!"], voice_samples=[[voice]], return_tensors="pt")
audio = model.generate(**inputs, cfg_scale=1.3, tokenizer=processor.tokenizer).speech_outputs[0]
sf.write("output.wav", audio.cpu().numpy().squeeze(), 24000)`),
];

export const voicecraft = (model: ModelData): LibrarySnippet[] => [loadWith(model, "voicecraft", "VoiceCraft")];

export const voxcpm = (model: ModelData): LibrarySnippet[] => [
  python(`import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${pid(model)})

wav = model.generate(
    text="VoxCPM is an end-to-end text-to-speech model that produces expressive speech.",
    prompt_wav_path=None,  # optional: a speech prompt for voice cloning
    prompt_text=None,  # optional: the text of that prompt
    cfg_value=2.0,  # guidance: higher follows the prompt more closely
    inference_timesteps=10,  # more steps: better quality, slower
    normalize=True,
    denoise=True,
    retry_badcase=True,
    retry_badcase_max_times=3,
    retry_badcase_ratio_threshold=6.0,
)
sf.write("output.wav", wav, 16000)`),
];

export const vui = (_model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/fluxions-ai/vui"),
  python(`import torchaudio
from vui.inference import render
from vui.model import Vui

model = Vui.from_pretrained().cuda()
waveform = render(
    model,
    "Hey, here is some random stuff, usually something quite long as the shorter the text the less likely the model can cope!",
)
print(waveform.shape)
torchaudio.save("out.opus", waveform[0], 22050)`),
];

export const whisperkit = (_model: ModelData): LibrarySnippet[] => [
  bash(`# Install the CLI with Homebrew on macOS
brew install whisperkit-cli

# See every inference option
whisperkit-cli transcribe --help

# Download the base Whisper model and transcribe
whisperkit-cli transcribe --audio-path /path/to/audio.mp3

# Or choose a model variant
whisperkit-cli transcribe --model "large-v3" --model-prefix "distil" --audio-path /path/to/audio.mp3 --verbose`),
];

export const zonos = (model: ModelData): LibrarySnippet[] => [
  pipInstall("git+https://github.com/Zyphra/Zonos.git"),
  python(`import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained(${pid(model)}, device="cuda")

wav, sr = torchaudio.load("speaker.wav")  # a 5 to 10 second reference clip
speaker = model.make_speaker_embedding(wav, sr)

cond = make_cond_dict(text="Hello, world!", speaker=speaker, language="en-us")
codes = model.generate(model.prepare_conditioning(cond))

audio = model.autoencoder.decode(codes)[0].cpu()
torchaudio.save("sample.wav", audio, model.autoencoder.sampling_rate)`),
];

export const moshi = (model: ModelData): LibrarySnippet[] => {
  if (model.id.includes("-mlx")) {
    const quant = model.id.includes("-q4") ? " -q 4" : model.id.includes("-q8") ? " -q 8" : "";
    return [
      bash(`pip install moshi_mlx
# Local inference on Apple silicon
python -m moshi_mlx.local${quant} --hf-repo ${sid(model)}

# Or with a web interface
python -m moshi_mlx.local_web${quant} --hf-repo ${sid(model)}`),
    ];
  }
  if (model.id.includes("-candle")) {
    return [
      bash(`pip install rustymimi
# The Candle (Rust) backend: see https://github.com/kyutai-labs/moshi for its installation`),
    ];
  }
  return [
    bash(`pip install moshi
# Run the interactive web server, then open https://localhost:8998
python -m moshi.server --hf-repo ${sid(model)}`),
    python(`import torch
from moshi.models import loaders

checkpoint = loaders.CheckpointInfo.from_hf_repo(${pid(model)})

# the Mimi audio codec
mimi = checkpoint.get_mimi(device="cuda")
mimi.set_num_codebooks(8)

# encode and decode 10 s of 24 kHz mono audio
wav = torch.randn(1, 1, 24000 * 10)  # [batch, channels, samples]
with torch.no_grad():
    codes = mimi.encode(wav.cuda())
    decoded = mimi.decode(codes)`),
  ];
};

export const openasr = (model: ModelData): LibrarySnippet[] => {
  // the local registry of openasr keys packs by the last segment of the repository id
  const name = model.id.split("/").pop() || model.id;
  return [
    bash(`# Install the openasr CLI: https://github.com/QuintinShaw/openasr/releases
openasr pull ${sh.str(name)}
openasr transcribe audio.wav --model ${sh.str(name)}`),
  ];
};

export const fairseq = (model: ModelData): LibrarySnippet[] => [
  python(`from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${pid(model)})`),
];
