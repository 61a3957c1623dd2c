/**
 * `POST …/audio/speech` (JSON in, audio bytes out) and `POST …/audio/transcriptions` (multipart form with a `file`
 * and a `model` field in, `{text, segments}` out).
 */
import { flac, wav } from "../media.js";
import { bytes, invalid, json, type Reply } from "../reply.js";
import type { Body } from "../request.js";
import { checkShape, type Shape } from "../validate.js";

const SPEECH_SHAPE: Shape = {
  model: "string",
  input: "string",
  "voice?": "string",
  "response_format?": "string",
  "speed?": "number",
  "instructions?": "string",
};

/** `response_format` "flac" gives FLAC bytes; every other format is answered with WAV bytes (`audio/wav`). */
export function speech(body: unknown): Reply {
  const shapeError = checkShape(body, SPEECH_SHAPE);
  if (shapeError) return invalid(shapeError);
  const b = body as Record<string, unknown>;
  if ((b.input as string).length === 0) return invalid("input must not be empty", undefined, "input");
  return b.response_format === "flac" ? bytes(flac(), "audio/flac") : bytes(wav(), "audio/wav");
}

/** `fileUrls`: the provider also accepts an HTTP(S) URL in the `file` field (together). */
export function transcription(body: Body, options: { fileUrls?: boolean } = {}): Reply {
  if (body.kind !== "multipart") {
    return invalid("audio/transcriptions expects a multipart/form-data body with a file and a model field");
  }
  const url = body.fields.file;
  if (
    options.fileUrls &&
    typeof url === "string" &&
    /^https?:\/\//.test(url) &&
    typeof body.fields.model === "string"
  ) {
    return json({
      text: `Transcribed the audio at ${url}.`,
      language: body.fields.language ?? "en",
      duration: 0.25,
      segments: [],
    });
  }
  const file = body.files.file;
  if (file === undefined) {
    return invalid(
      typeof body.fields.file === "string" && /^https?:/.test(body.fields.file)
        ? "file URLs are not accepted here: upload the audio as a file part"
        : "file is required (a file part of the form)",
      undefined,
      "file",
    );
  }
  if (file.bytes.length === 0) return invalid("file is empty", undefined, "file");
  if (typeof body.fields.model !== "string")
    return invalid("model is required (a field of the form)", undefined, "model");
  const text = `Transcribed ${file.bytes.length} bytes of ${file.contentType} audio from ${file.filename}.`;
  const segments = [{ id: 0, start: 0, end: 0.25, text }];
  if (body.fields.response_format === "text") return bytes(Buffer.from(text), "text/plain; charset=utf-8");
  return json({ text, language: body.fields.language ?? "en", duration: 0.25, segments });
}
