// @atrium/inference against raw fetch, @huggingface/inference and the openai SDK, on a local server in a child
// process (so that only the client's CPU is measured here). Prints one table; every ratio is from this run.
//   - CPU per non-streaming chat request (process.cpuUsage over many sequential requests, median of rounds)
//   - time to consume a 20,000-chunk SSE stream, against a minimal raw-fetch parser
//   - browser bundles (esbuild, minified, gzipped): chatCompletion-only import and the whole client

import { fork } from "node:child_process";
import { createServer } from "node:http";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));

// ---- the server (child process) ---------------------------------------------------------------------------------
if (process.argv[2] === "--server") {
  const completion = JSON.stringify({
    id: "chatcmpl-bench",
    object: "chat.completion",
    created: 1704067200,
    model: "bench-model",
    system_fingerprint: "fp_bench",
    choices: [
      { index: 0, message: { role: "assistant", content: "Hello! How can I help you today?" }, finish_reason: "stop" },
    ],
    usage: { prompt_tokens: 9, completion_tokens: 9, total_tokens: 18 },
  });
  const CHUNKS = 20_000;
  let stream = "";
  for (let i = 0; i < CHUNKS; i++) {
    const chunk = {
      id: "chatcmpl-bench",
      object: "chat.completion.chunk",
      created: 1704067200,
      model: "bench-model",
      choices: [{ index: 0, delta: { content: `tok${i} ` }, finish_reason: i === CHUNKS - 1 ? "stop" : null }],
    };
    stream += `data: ${JSON.stringify(chunk)}\n\n`;
  }
  stream += "data: [DONE]\n\n";
  const streamBytes = Buffer.from(stream);
  const server = createServer((req, res) => {
    const body = [];
    req.on("data", (c) => body.push(c));
    req.on("end", () => {
      const wantsStream = Buffer.concat(body).includes('"stream":true');
      if (wantsStream) {
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        // Written in 64 KiB pieces, as a real server flushes.
        for (let i = 0; i < streamBytes.length; i += 65536) res.write(streamBytes.subarray(i, i + 65536));
        res.end();
      } else {
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(completion) });
        res.end(completion);
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
  process.on("disconnect", () => process.exit(0));
} else {
  await main();
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ["--server"], { stdio: "inherit" });
  const { port } = await new Promise((resolve) => child.once("message", resolve));
  const base = `http://127.0.0.1:${port}`;
  const { chatCompletion, chatCompletionStream } = await import("@atrium/inference");
  const hf = await import("@huggingface/inference");
  const { default: OpenAI } = await import("openai");
  const openai = new OpenAI({ apiKey: "sk-bench", baseURL: `${base}/v1`, maxRetries: 0 });
  const messages = [{ role: "user", content: "Hello" }];
  const body = { model: "bench-model", messages };

  const clients = {
    "raw fetch": async () => {
      const res = await fetch(`${base}/v1/chat/completions`, {
        method: "POST",
        headers: { Authorization: "Bearer sk-bench", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return res.json();
    },
    "@atrium/inference": () => chatCompletion({ accessToken: "sk-bench", endpointUrl: base, ...body }),
    "@huggingface/inference": () => hf.chatCompletion({ accessToken: "sk-bench", endpointUrl: base, ...body }),
    "openai SDK": () => openai.chat.completions.create(body),
  };

  // CPU per request: each client is measured in alternation with raw fetch (same round, order flipped every
  // round), and its ratio is the median of the per-round ratios, so that drift and noise from the other processes
  // on the machine cancel out.
  const ROUNDS = 21;
  const PER_ROUND = 150;
  const batch = async (fn) => {
    globalThis.gc?.();
    const start = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) await fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / PER_ROUND;
  };
  const cpu = Object.fromEntries(Object.keys(clients).map((k) => [k, { us: [], ratio: [] }]));
  for (const fn of Object.values(clients)) for (let i = 0; i < 200; i++) await fn(); // warm-up
  for (const [name, fn] of Object.entries(clients)) {
    for (let round = 0; round < ROUNDS; round++) {
      const raw = round % 2 ? await batch(clients["raw fetch"]) : undefined;
      const own = await batch(fn);
      const rawAfter = raw ?? (await batch(clients["raw fetch"]));
      cpu[name].us.push(own);
      cpu[name].ratio.push(own / rawAfter);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  // Stream consumption: wall time to read all 20,000 chunks.
  const streams = {
    "raw parser": async () => {
      const res = await fetch(`${base}/v1/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...body, stream: true }),
      });
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = "";
      let n = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut !== -1) {
          const line = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (line.startsWith("data: ") && line !== "data: [DONE]") {
            JSON.parse(line.slice(6));
            n++;
          }
          cut = buffer.indexOf("\n\n");
        }
      }
      return n;
    },
    "@atrium/inference": async () => {
      let n = 0;
      for await (const _ of chatCompletionStream({ accessToken: "sk-bench", endpointUrl: base, ...body })) n++;
      return n;
    },
    "@huggingface/inference": async () => {
      let n = 0;
      for await (const _ of hf.chatCompletionStream({ accessToken: "sk-bench", endpointUrl: base, ...body })) n++;
      return n;
    },
    "openai SDK": async () => {
      let n = 0;
      for await (const _ of await openai.chat.completions.create({ ...body, stream: true })) n++;
      return n;
    },
  };
  const streamTimes = Object.fromEntries(Object.keys(streams).map((k) => [k, { ms: [], ratio: [] }]));
  for (const fn of Object.values(streams)) {
    if ((await fn()) !== 20_000) throw new Error("stream did not yield 20,000 chunks");
  }
  const timed = async (fn) => {
    globalThis.gc?.();
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  for (const [name, fn] of Object.entries(streams)) {
    for (let round = 0; round < 9; round++) {
      const raw = round % 2 ? await timed(streams["raw parser"]) : undefined;
      const own = await timed(fn);
      const rawAfter = raw ?? (await timed(streams["raw parser"]));
      streamTimes[name].ms.push(own);
      streamTimes[name].ratio.push(own / rawAfter);
    }
  }
  child.disconnect();
  child.kill();

  // Bundles.
  const { build } = await import("esbuild");
  const bundle = async (contents) => {
    const result = await build({
      stdin: { contents, resolveDir: here, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      logLevel: "silent",
    });
    return gzipSync(result.outputFiles[0].contents, { level: 9 }).length / 1024;
  };
  const sizes = {
    "@atrium/inference": [
      await bundle(`export { chatCompletion } from "@atrium/inference";`),
      await bundle(`export { InferenceClient } from "@atrium/inference";`),
    ],
    "@huggingface/inference": [
      await bundle(`export { chatCompletion } from "@huggingface/inference";`),
      await bundle(`export { InferenceClient } from "@huggingface/inference";`),
    ],
    "openai SDK": [
      await bundle(`export { default } from "openai";`),
      await bundle(`export { default } from "openai";`),
    ],
  };

  console.log(
    "| client | CPU µs / chat request | × raw fetch | 20k-chunk stream ms | × raw parser | chatCompletion-only KB gz | whole client KB gz |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const name of ["raw fetch", "@atrium/inference", "@huggingface/inference", "openai SDK"]) {
    const c = median(cpu[name].us);
    const cRatio = name === "raw fetch" ? 1 : median(cpu[name].ratio);
    const streamName = name === "raw fetch" ? "raw parser" : name;
    const s = median(streamTimes[streamName].ms);
    const sRatio = name === "raw fetch" ? 1 : median(streamTimes[streamName].ratio);
    const [one, all] = sizes[name] ?? ["–", "–"];
    const kb = (v) => (typeof v === "number" ? v.toFixed(1) : v);
    console.log(
      `| ${name === "raw fetch" ? "raw fetch / raw parser" : name} | ${c.toFixed(0)} | ${cRatio.toFixed(2)} | ${s.toFixed(0)} | ${sRatio.toFixed(2)} | ${kb(one)} | ${kb(all)} |`,
    );
  }
  const ours = { cpu: median(cpu["@atrium/inference"].ratio), stream: median(streamTimes["@atrium/inference"].ratio) };
  const [one, all] = sizes["@atrium/inference"];
  console.log(
    `\nBudgets: CPU ${ours.cpu.toFixed(2)}× (≤1.05) ${ours.cpu <= 1.05 ? "ok" : "OVER"}; stream ${ours.stream.toFixed(2)}× (≤1.3) ${ours.stream <= 1.3 ? "ok" : "OVER"}; ` +
      `bundles ${one.toFixed(1)} KB (≤8) ${one <= 8 ? "ok" : "OVER"}, ${all.toFixed(1)} KB (≤30) ${all <= 30 ? "ok" : "OVER"}`,
  );
}
