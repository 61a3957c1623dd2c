import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { flac, mp4, png, wav } from "../src/index.js";
import { crc32 } from "../src/media.js";
import { useEmulator } from "./helpers.js";

const emulator = useEmulator();

/** Splits a PNG into its chunks, checking each chunk's CRC. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString("ascii");
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

describe("media bytes", () => {
  it("crc32 matches the known check value", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });

  it("PNG: signature, IHDR first, zlib IDAT of the right size, IEND last", () => {
    const bytes = png(5, 3);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = pngChunks(bytes);
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(chunks[0].data.readUInt32BE(0)).toBe(5);
    expect(chunks[0].data.readUInt32BE(4)).toBe(3);
    expect([...chunks[0].data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(inflateSync(chunks[1].data).length).toBe(3 * (1 + 5 * 3));
  });

  it("WAV: RIFF/WAVE header with a PCM fmt chunk and a data chunk of the stated size", () => {
    const bytes = wav(0.1, 440, 8000);
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.subarray(8, 16).toString()).toBe("WAVEfmt ");
    expect(bytes.readUInt16LE(20)).toBe(1);
    expect(bytes.readUInt32LE(24)).toBe(8000);
    expect(bytes.subarray(36, 40).toString()).toBe("data");
    expect(bytes.readUInt32LE(40)).toBe(800 * 2);
    expect(bytes.readInt16LE(44 + 2 * 5)).not.toBe(0); // a tone, not silence
  });

  it("FLAC: fLaC, a last STREAMINFO block, and a frame starting with the sync code", () => {
    const bytes = flac();
    expect(bytes.subarray(0, 4).toString()).toBe("fLaC");
    expect(bytes[4]).toBe(0x80);
    expect(bytes.readUIntBE(5, 3)).toBe(34);
    expect(bytes.readUInt32BE(8 + 10) >>> 12).toBe(16000); // sample rate
    expect([bytes[42], bytes[43]]).toEqual([0xff, 0xf8]);
  });

  it("MP4: ftyp (isom) then moov holding mvhd", () => {
    const bytes = mp4();
    expect(bytes.subarray(4, 12).toString()).toBe("ftypisom");
    const moovAt = bytes.readUInt32BE(0);
    expect(bytes.subarray(moovAt + 4, moovAt + 8).toString()).toBe("moov");
    expect(bytes.subarray(moovAt + 12, moovAt + 16).toString()).toBe("mvhd");
  });

  it.each([
    ["image.png", "image/png", "\x89PNG"],
    ["tone.wav", "audio/wav", "RIFF"],
    ["tone.flac", "audio/flac", "fLaC"],
  ])("serves /media/%s as %s", async (file, type, magic) => {
    const response = await fetch(`${emulator().url}/media/${file}`);
    expect(response.headers.get("content-type")).toBe(type);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe(magic);
  });

  it("serves /media/video.mp4 and 404 for unknown files", async () => {
    const video = await fetch(`${emulator().url}/media/video.mp4`);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe("ftyp");
    expect((await fetch(`${emulator().url}/media/nothing.gif`)).status).toBe(404);
  });
});
