// Writes the demo media of the task pages into ../assets: small SVG pictures and WAV sounds, all
// synthesised here so that nothing is downloaded and every file is ours. Deterministic: running it
// twice gives identical bytes. Usage: node scripts/make-demo-media.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "assets");

// ---------- pictures ----------
const svg = (body, w = 256, h = 192) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const text = (x, y, s, size = 12, fill = "#222") =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" fill="${fill}">${s}</text>`;

const sceneShapes = (circle, square, triangle) =>
  `<circle cx="64" cy="110" r="36" fill="${circle}"/>` +
  `<rect x="112" y="70" width="64" height="64" fill="${square}"/>` +
  `<polygon points="212,60 244,130 180,130" fill="${triangle}"/>`;
const SCENE = `<rect width="256" height="192" fill="#f4f1e8"/>${sceneShapes("#d62828", "#1d4e89", "#2a9d8f")}`;
const box = (x, y, w, h, label, color) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${color}" stroke-width="3"/>` +
  `<rect x="${x}" y="${y - 14}" width="${label.length * 7 + 6}" height="14" fill="${color}"/>` +
  text(x + 3, y - 3, label, 11, "#fff");
const frames = (sky, ball) =>
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<g transform="translate(${i * 64} 0)"><rect width="62" height="64" fill="${sky}"/>` +
        `<rect y="52" width="62" height="12" fill="#6a994e"/><circle cx="${10 + i * 14}" cy="${44 - i * 8}" r="8" fill="${ball}"/></g>`,
    )
    .join("");

const PICTURES = {
  "ball.svg": svg(
    `<rect width="256" height="192" fill="#8ecae6"/><rect y="130" width="256" height="62" fill="#6a994e"/>` +
      `<circle cx="128" cy="110" r="40" fill="#d62828"/><path d="M92 100 Q128 80 164 100" stroke="#fff" stroke-width="4" fill="none"/>`,
  ),
  "ball-blue.svg": svg(
    `<rect width="256" height="192" fill="#8ecae6"/><rect y="130" width="256" height="62" fill="#6a994e"/>` +
      `<circle cx="128" cy="110" r="40" fill="#1d4e89"/><path d="M92 100 Q128 80 164 100" stroke="#fff" stroke-width="4" fill="none"/>`,
  ),
  "scene.svg": svg(SCENE),
  "scene-boxes.svg": svg(
    SCENE +
      box(26, 72, 76, 76, "circle 0.98", "#e76f51") +
      box(110, 68, 68, 68, "square 0.97", "#264653") +
      box(178, 56, 68, 76, "triangle 0.95", "#2a9d8f"),
  ),
  "scene-segments.svg": svg(
    `<rect width="256" height="192" fill="#cccccc"/>${sceneShapes("#ff006e", "#3a86ff", "#ffbe0b")}`,
  ),
  "scene-masks.svg": svg(`<rect width="256" height="192" fill="#000"/>${sceneShapes("#fff", "#fff", "#fff")}`),
  "scene-depth.svg": svg(
    `<defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#111"/><stop offset="1" stop-color="#555"/></linearGradient></defs>` +
      `<rect width="256" height="192" fill="url(#d)"/>${sceneShapes("#eee", "#bbb", "#999")}`,
  ),
  "scene-keypoints.svg": svg(
    SCENE +
      [
        [112, 70],
        [176, 70],
        [112, 134],
        [176, 134],
        [212, 60],
        [244, 130],
        [180, 130],
        [64, 110],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#ffbe0b" stroke="#000"/>`)
        .join(""),
  ),
  "sunset.svg": svg(
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d348b"/><stop offset="1" stop-color="#f7b801"/></linearGradient></defs>` +
      `<rect width="256" height="192" fill="url(#s)"/><circle cx="128" cy="120" r="30" fill="#f18701"/>` +
      `<rect y="120" width="256" height="72" fill="#1d4e89"/><rect x="98" y="128" width="60" height="3" fill="#f18701"/><rect x="110" y="138" width="36" height="3" fill="#f18701"/>`,
  ),
  "tiles.svg": svg(
    Array.from({ length: 12 }, (_, i) => {
      const hue = (i * 47) % 360;
      return `<rect x="${(i % 4) * 64}" y="${Math.floor(i / 4) * 64}" width="64" height="64" fill="hsl(${hue} 60% 55%)"/><circle cx="${(i % 4) * 64 + 32}" cy="${Math.floor(i / 4) * 64 + 32}" r="${10 + (i % 3) * 6}" fill="hsl(${(hue + 180) % 360} 60% 45%)"/>`;
    }).join(""),
  ),
  "ball-frames.svg": svg(frames("#8ecae6", "#d62828"), 256, 64),
  "ball-frames-night.svg": svg(frames("#14213d", "#fca311"), 256, 64),
  "invoice.svg": svg(
    `<rect width="256" height="192" fill="#fff" stroke="#999"/>${text(16, 28, "INVOICE #2041", 16)}` +
      text(16, 52, "Date: 2024-03-14") +
      text(16, 84, "2 x Desk lamp") +
      text(190, 84, "$48.00") +
      text(16, 104, "1 x Bookshelf") +
      text(190, 104, "$120.00") +
      `<rect x="16" y="116" width="224" height="1" fill="#999"/>${text(16, 140, "TOTAL", 13)}${text(184, 140, "$168.00", 13)}`,
  ),
  "report-page.svg": svg(
    `<rect width="256" height="192" fill="#fff" stroke="#999"/>${text(16, 26, "Quarterly sales", 14)}` +
      [40, 70, 55, 95]
        .map((h, i) => `<rect x="${40 + i * 48}" y="${160 - h}" width="30" height="${h}" fill="#1d4e89"/>`)
        .join("") +
      ["Q1", "Q2", "Q3", "Q4"].map((q, i) => text(46 + i * 48, 178, q, 11)).join(""),
  ),
  "cube.svg": svg(
    `<rect width="256" height="192" fill="#f4f1e8"/><g stroke="#264653" stroke-width="2" fill="none">` +
      `<polygon points="88,70 148,70 148,130 88,130" fill="#a8dadc"/><polygon points="88,70 118,46 178,46 148,70" fill="#e9f5f5"/>` +
      `<polygon points="148,70 178,46 178,106 148,130" fill="#457b9d"/></g>`,
  ),
  "graph.svg": svg(
    `<rect width="256" height="192" fill="#fff"/><g stroke="#555" stroke-width="2">` +
      `<line x1="60" y1="50" x2="128" y2="96"/><line x1="196" y1="50" x2="128" y2="96"/><line x1="128" y1="96" x2="128" y2="160"/>` +
      `<line x1="60" y1="50" x2="196" y2="50"/></g>` +
      [
        [60, 50, "#e76f51"],
        [196, 50, "#e76f51"],
        [128, 96, "#2a9d8f"],
        [128, 160, "#ccc"],
      ]
        .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="14" fill="${c}" stroke="#333"/>`)
        .join("") +
      text(122, 165, "?", 14),
  ),
  "robot-view.svg": svg(
    `<rect width="256" height="192" fill="#dee2e6"/><rect y="120" width="256" height="72" fill="#adb5bd"/>` +
      `<rect x="150" y="100" width="30" height="30" fill="#d62828"/><g stroke="#343a40" stroke-width="10" stroke-linecap="round">` +
      `<line x1="20" y1="180" x2="70" y2="90"/><line x1="70" y1="90" x2="130" y2="80"/></g><circle cx="130" cy="80" r="8" fill="#343a40"/>`,
  ),
};

// ---------- sounds ----------
const RATE = 8000;

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32000), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

// Deterministic noise (a linear congruential generator), so the files never change between runs.
function noise(n, seed = 1) {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return (x / 2147483648) * 2 - 1;
  });
}

const fade = (s, i, n) => s * Math.min(1, i / 200, (n - i) / 200);

function tone(seconds, freq, amp = 0.5) {
  const n = Math.round(seconds * RATE);
  return Array.from({ length: n }, (_, i) => fade(amp * Math.sin((2 * Math.PI * freq * i) / RATE), i, n));
}

function siren(seconds) {
  const n = Math.round(seconds * RATE);
  let phase = 0;
  return Array.from({ length: n }, (_, i) => {
    const t = i / RATE;
    phase += (2 * Math.PI * (700 + 300 * Math.sin(2 * Math.PI * 1.5 * t))) / RATE;
    return fade(0.5 * Math.sin(phase), i, n);
  });
}

// A crude source-filter vowel: a glottal pulse train through three formant resonators.
const FORMANTS = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [270, 2290, 3010],
  o: [570, 840, 2410],
  u: [300, 870, 2240],
};
function vowel(v, seconds, pitch = 120) {
  const n = Math.round(seconds * RATE);
  const source = Array.from({ length: n }, (_, i) => (i % Math.round(RATE / pitch) === 0 ? 1 : 0));
  let out = source;
  for (const f of FORMANTS[v]) {
    const bw = 90;
    const r = Math.exp((-Math.PI * bw) / RATE);
    const c1 = 2 * r * Math.cos((2 * Math.PI * f) / RATE);
    const c2 = -r * r;
    let y1 = 0;
    let y2 = 0;
    out = out.map((x) => {
      const y = x + c1 * y1 + c2 * y2;
      y2 = y1;
      y1 = y;
      return y;
    });
  }
  const peak = Math.max(...out.map(Math.abs)) || 1;
  return out.map((s, i) => fade((0.6 * s) / peak, i, n));
}
const silence = (seconds) => new Array(Math.round(seconds * RATE)).fill(0);

const base = tone(1.2, 440, 0.4);
const hiss = noise(base.length).map((x) => 0.15 * x);

const SOUNDS = {
  "siren.wav": siren(1.5),
  "vowels.wav": ["a", "e", "i", "o", "u"].flatMap((v) => [...vowel(v, 0.3), ...silence(0.08)]),
  "speech-pauses.wav": [...silence(0.2), ...vowel("a", 0.5), ...silence(0.4), ...vowel("o", 0.5), ...silence(0.3)],
  "noisy-tone.wav": base.map((s, i) => s + hiss[i]),
  "clean-tone.wav": base,
  "noise.wav": hiss,
};

/** Every demo file: name → bytes. */
export function demoMedia() {
  return {
    ...Object.fromEntries(Object.entries(PICTURES).map(([name, body]) => [name, Buffer.from(body)])),
    ...Object.fromEntries(Object.entries(SOUNDS).map(([name, samples]) => [name, wav(samples)])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  const files = demoMedia();
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(OUT, name), bytes);
  console.log(`wrote ${Object.keys(files).length} files to ${OUT}`);
}
