import type { TaskDataCustom } from "../types.js";

const taskData: TaskDataCustom = {
  summary:
    "Voice activity detection finds the stretches of a recording that contain speech. It trims silence before transcription, triggers voice assistants, saves bandwidth in calls and is the first step of speaker diarization.",
  models: [
    {
      id: "pyannote/segmentation-3.0",
      description: "Frame-level speech and overlapping-speech segmentation, the base of pyannote's pipelines.",
    },
    { id: "speechbrain/vad-crdnn-libriparty", description: "Speech detector trained on synthetic party recordings." },
  ],
  datasets: [
    {
      id: "edinburghcstr/ami",
      description: "Meeting recordings with speaker turns, used to evaluate detection and diarization.",
    },
  ],
  spaces: [
    {
      id: "hf-audio/open_asr_leaderboard",
      description: "Speech recognition leaderboard; detectors are used to segment its long-form audio.",
    },
  ],
  metrics: [
    {
      id: "detection_error_rate",
      description: "Missed speech plus false alarms, divided by the total speech duration.",
    },
    { id: "f1", description: "Frame-level balance of speech precision and recall." },
  ],
  demo: {
    inputs: [{ type: "audio", filename: "speech-pauses.wav" }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Start (s)", "End (s)", "Label"],
          ["0.20", "0.70", "speech"],
          ["1.10", "1.60", "speech"],
        ],
      },
    ],
  },
  widgetModels: ["pyannote/segmentation-3.0"],
  isPlaceholder: false,
};

export default taskData;
