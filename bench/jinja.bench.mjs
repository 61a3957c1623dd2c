// @atrium/jinja against @huggingface/jinja and minijinja-js on the same real chat templates, in one run:
// parse speed, render speed of a parsed template, memory per parsed template, and browser bundle size.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { Template as HfTemplate } from "@huggingface/jinja";
import { build } from "esbuild";
import { Environment as MiniEnvironment } from "minijinja-js";

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);
const fixtures = join(root, "packages/jinja/test/fixtures");
// The built package by default; ATRIUM_JINJA may point at another build of it.
const ours = await import(process.env.ATRIUM_JINJA ?? pathToFileURL(join(root, "packages/jinja/dist/index.js")).href);

const TEMPLATES = [
  "llama-3.3-70b-instruct",
  "llama-2-chat",
  "mistral-7b-instruct-v0.3",
  "qwen3-0.6b",
  "qwq-32b",
  "gemma-2-2b-it",
  "deepseek-v3.1",
  "phi-3.5-mini-instruct",
  "hermes-3-llama-3.1-8b-tool-use",
  "granite-3.3-2b-instruct",
  "command-r-plus-tool-use",
  "gpt-oss-120b",
];
const conversations = JSON.parse(readFileSync(join(fixtures, "conversations.json"), "utf8"));
const context = (id) => structuredClone(conversations.find((c) => c.id === id).context);
const CONTEXT = { ...context("basic-gen"), tools: context("tools-query").tools };
CONTEXT.messages = [...CONTEXT.messages, ...context("basic-gen").messages.slice(1)];
const sources = TEMPLATES.map((name) => ({
  name,
  source: readFileSync(join(fixtures, "templates", `${name}.jinja`), "utf8"),
}));

const mini = new MiniEnvironment();
mini.trimBlocks = true;
mini.lstripBlocks = true;
mini.addFunction?.("raise_exception", (m) => {
  throw new Error(m);
});

const engines = {
  "@atrium/jinja": {
    parse: (source) => new ours.Template(source),
    render: (template, ctx) => template.render(ctx),
  },
  "@huggingface/jinja": {
    parse: (source) => new HfTemplate(source),
    render: (template, ctx) => template.render(ctx),
  },
  "minijinja-js": {
    parse: (source, i) => {
      const name = `t${i}-${Math.random()}`;
      mini.addTemplate(name, source);
      return name;
    },
    render: (name, ctx) => mini.renderTemplate(name, ctx),
    cleanup: () => mini.clearTemplates(),
  },
};

/** Operations per second of `fn`, measured for about `ms` after a few untimed calls. */
function opsPerSecond(fn, ms) {
  for (let i = 0; i < 5; i++) fn();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 5; i++) fn();
    count += 5;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const geometricMean = (values) => Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);

// Only templates every engine renders are compared, so each ratio covers the same work.
const usable = sources.filter(({ source }, i) =>
  Object.values(engines).every((engine) => {
    try {
      engine.render(engine.parse(source, i), CONTEXT);
      return true;
    } catch {
      return false;
    }
  }),
);

// Warm every engine up on every template first, so that no measurement includes JIT compilation.
for (let round = 0; round < 30; round++) {
  usable.forEach(({ source }, i) => {
    for (const engine of Object.values(engines)) {
      engine.render(engine.parse(source, i), CONTEXT);
      engine.cleanup?.();
    }
  });
}

// Each engine is timed in short turns, taking turns with the others (in an order that rotates) for many rounds,
// and its median turn is its speed on the template: a burst of machine load slows one turn, not a whole
// measurement, and every engine sees the same conditions. Parsing is timed apart from rendering, so that no
// measurement pays for the garbage another engine's different work left behind.
const ROUNDS = 15;
const TURN_MS = 40;
const speeds = new Map(Object.keys(engines).map((name) => [name, { parse: [], render: [] }]));
for (const kind of ["parse", "render"]) {
  usable.forEach(({ source }, i) => {
    const turns = Object.entries(engines).map(([name, engine]) => {
      const parsed = kind === "render" ? engine.parse(source, i) : null;
      const run = kind === "parse" ? () => engine.parse(source, i) : () => engine.render(parsed, CONTEXT);
      // minijinja keeps every template parsed in a turn: they are dropped after it (a rendered one is kept).
      const after = kind === "parse" ? engine.cleanup : undefined;
      return { name, run, after, samples: [] };
    });
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < turns.length; k++) {
        const turn = turns[(round + k) % turns.length];
        turn.samples.push(opsPerSecond(turn.run, TURN_MS));
        turn.after?.();
      }
    }
    for (const { name, samples } of turns) speeds.get(name)[kind].push(median(samples));
    for (const engine of Object.values(engines)) engine.cleanup?.();
  });
}

const rows = [];
for (const [name, engine] of Object.entries(engines)) {
  // Retained heap per parsed template: keep many parsed copies alive and measure the growth.
  const copies = 200;
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = [];
  for (let n = 0; n < copies; n++) {
    usable.forEach(({ source }, i) => {
      kept.push(engine.parse(source, i));
    });
  }
  globalThis.gc?.();
  const bytes = (process.memoryUsage().heapUsed - before) / kept.length;
  kept.length = 0;
  engine.cleanup?.();
  const speed = speeds.get(name);
  rows.push({
    name,
    parse: geometricMean(speed.parse),
    render: geometricMean(speed.render),
    bytes,
  });
}

async function bundleSize(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    platform: "browser",
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code).length };
}
const sizes = {
  "@atrium/jinja": await bundleSize(join(root, "packages/jinja/src/index.ts")),
  "@huggingface/jinja": await bundleSize(join(benchDir, "node_modules/@huggingface/jinja/dist/index.js")),
};

const base = rows[0];
const format = (n) => (n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(1));
console.log(
  `${usable.length} real chat templates (${usable.map((t) => t.name).join(", ")}), ${CONTEXT.messages.length} messages with tools; geometric means.\n`,
);
console.log("parse = `new Template(source)`, everything a user pays before the first render (for @atrium/jinja");
console.log("that includes compiling to closures); × = how many times faster @atrium/jinja is.\n");
console.log("| engine | parse/s | render/s | KB per parsed template | bundle min+gzip | parse × | render × |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const row of rows) {
  const size = sizes[row.name] ? `${(sizes[row.name].gzip / 1024).toFixed(1)} KB` : "wasm";
  const memory = row.name === "minijinja-js" ? "(wasm heap)" : (row.bytes / 1024).toFixed(1);
  console.log(
    `| ${row.name} | ${format(row.parse)} | ${format(row.render)} | ${memory} | ${size} | ${(base.parse / row.parse).toFixed(1)} | ${(base.render / row.render).toFixed(1)} |`,
  );
}

// The budgets, against @huggingface/jinja measured above.
const peer = rows.find((row) => row.name === "@huggingface/jinja");
const verdict = (met) => (met ? "ok" : "NOT MET");
const parseRatio = base.parse / peer.parse;
const renderRatio = base.render / peer.render;
const bundle = sizes["@atrium/jinja"].gzip / 1024;
console.log(
  `\nBudgets: parse ${parseRatio.toFixed(1)}× (≥5) ${verdict(parseRatio >= 5)}; render ${renderRatio.toFixed(1)}× (≥5) ${verdict(renderRatio >= 5)}; ` +
    `memory ${(base.bytes / 1024).toFixed(1)} KB (≤${(peer.bytes / 1024).toFixed(1)}) ${verdict(base.bytes <= peer.bytes)}; ` +
    `bundle ${bundle.toFixed(1)} KB (≤15) ${verdict(bundle <= 15)}`,
);
