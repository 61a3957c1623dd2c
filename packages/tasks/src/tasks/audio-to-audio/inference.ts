// Audio to audio (source separation, enhancement).

export interface AudioToAudioInput {
  inputs: Blob;
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
}

/** One output track: `blob` is base64-encoded audio of type `content-type`. */
export interface AudioToAudioOutput {
  blob: string;
  "content-type": string;
  label: string;
}
