/**
 * Real media bytes, generated in code: a PNG (zlib-compressed, CRC-checked chunks), a WAV and a FLAC file
 * holding a sine tone, and an MP4 `ftyp` + `moov` skeleton. Everything is deterministic.
 */
import { deflateSync } from "node:zlib";

const CRC32_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG of `width`×`height` with a diagonal gradient tinted by `seed` (so that different prompts differ). */
export function png(width = 64, height = 64, seed = 0): Buffer {
  const w = Math.max(1, Math.min(1024, Math.floor(width)));
  const h = Math.max(1, Math.min(1024, Math.floor(height)));
  const stride = w * 3 + 1;
  const raw = Buffer.alloc(stride * h);
  for (let y = 0; y < h; y++) {
    const row = y * stride; // filter byte 0 (None) at raw[row]
    for (let x = 0; x < w; x++) {
      const p = row + 1 + x * 3;
      raw[p] = (x * 255) / w + seed;
      raw[p + 1] = (y * 255) / h + (seed >> 8);
      raw[p + 2] = ((x + y) * 127) / (w + h) + (seed >> 16);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** 16-bit mono samples of a sine tone. */
function tone(sampleRate: number, seconds: number, frequency: number): Int16Array {
  const samples = new Int16Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 8000);
  }
  return samples;
}

/** A PCM WAV file (RIFF/WAVE, 16-bit mono) with a sine tone. */
export function wav(seconds = 0.25, frequency = 440, sampleRate = 16000): Buffer {
  const samples = tone(sampleRate, seconds, frequency);
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + data, 4);
  out.write("WAVE", 8, "ascii");
  out.write("fmt ", 12, "ascii");
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write("data", 36, "ascii");
  out.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i], 44 + i * 2);
  return out;
}

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** A FLAC file: `fLaC`, STREAMINFO, and one frame of 16-bit mono 16 kHz samples stored verbatim. */
export function flac(frequency = 440): Buffer {
  const sampleRate = 16000;
  const samples = tone(sampleRate, 4096 / sampleRate, frequency); // one block of 4096 samples
  const info = Buffer.alloc(34);
  info.writeUInt16BE(samples.length, 0); // min block size
  info.writeUInt16BE(samples.length, 2); // max block size
  // min/max frame size (24 bits each) left 0 = unknown.
  // 20 bits sample rate, 3 bits channels-1, 5 bits bps-1, 36 bits total samples.
  const packed = (BigInt(sampleRate) << 44n) | (0n << 41n) | (15n << 36n) | BigInt(samples.length);
  info.writeBigUInt64BE(packed, 10);
  // MD5 of the audio (16 bytes) left 0 = not computed, which decoders accept.
  const metadataHeader = Buffer.from([0x80, 0, 0, 34]); // last block, type STREAMINFO, length 34
  const header = Buffer.from([
    0xff,
    0xf8, // sync code, fixed block size
    (0x0c << 4) /* block size 4096 */ | 0x05 /* 16 kHz */,
    (0x0 << 4) /* mono */ | (0x4 << 1) /* 16 bits per sample */,
    0x00, // frame number 0 (UTF-8 coded)
  ]);
  const frameHead = Buffer.concat([header, Buffer.from([crc8(header)])]);
  const subframe = Buffer.alloc(1 + samples.length * 2);
  subframe[0] = 0x02; // padding bit 0, type VERBATIM (000001), no wasted bits
  for (let i = 0; i < samples.length; i++) subframe.writeInt16BE(samples[i], 1 + i * 2);
  const frame = Buffer.concat([frameHead, subframe]);
  const footer = Buffer.alloc(2);
  footer.writeUInt16BE(crc16(frame), 0);
  return Buffer.concat([Buffer.from("fLaC", "ascii"), metadataHeader, info, frame, footer]);
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, body]);
}

/** An MP4 skeleton: `ftyp` (isom) and a `moov` holding a one-second `mvhd`, then an empty `mdat`. */
export function mp4(): Buffer {
  const ftyp = box(
    "ftyp",
    Buffer.from("isom", "ascii"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2mp41", "ascii"),
  );
  const mvhd = Buffer.alloc(100);
  // version 0, flags 0, creation/modification time 0
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(1000, 16); // duration: 1 s
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  matrix.forEach((v, i) => {
    mvhd.writeUInt32BE(v, 36 + i * 4);
  });
  mvhd.writeUInt32BE(2, 96); // next track id
  return Buffer.concat([ftyp, box("moov", box("mvhd", mvhd)), box("mdat")]);
}

/** The files served at `{url}/media/{name}`. */
export const MEDIA_FILES: Record<string, { contentType: string; bytes: () => Buffer }> = {
  "image.png": { contentType: "image/png", bytes: () => png() },
  "mask.png": { contentType: "image/png", bytes: () => png(16, 16, 7) },
  "tone.wav": { contentType: "audio/wav", bytes: () => wav() },
  "tone.flac": { contentType: "audio/flac", bytes: () => flac() },
  "video.mp4": { contentType: "video/mp4", bytes: () => mp4() },
};
