// A provider added as one small spec (here: a polling-URL image provider, the shape of the async providers of the
// next issue) works end to end over real HTTP: hub mapping, submit, bounded polling, media download into a Blob.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { png } from "@atrium/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InferenceProvider, PROVIDERS, type ProviderSpec, poll, textToImage } from "../src/index.js";
import { chat } from "../src/providers/openai-compatible.js";

let base = "";
const seen: { method?: string; url?: string; auth?: string }[] = [];
const server = createServer((req, res) => {
  seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
  const send = (body: unknown) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.url?.startsWith("/api/models/acme/flux")) {
    send({ inferenceProviderMapping: { acme: { providerId: "flux-pro", task: "text-to-image", status: "live" } } });
  } else if (req.method === "POST" && req.url === "/v1/flux-pro") {
    req.resume();
    send({ id: "job-1", polling_url: `${base}/poll?id=job-1` });
  } else if (req.url?.startsWith("/poll")) {
    const polls = seen.filter((s) => s.url?.startsWith("/poll")).length;
    send(polls < 3 ? { status: "Pending" } : { status: "Ready", result: { sample: `${base}/image.png` } });
  } else if (req.url === "/image.png") {
    res.writeHead(200, { "content-type": "image/png" });
    res.end(png());
  } else {
    res.writeHead(404).end();
  }
});

const acme: ProviderSpec = {
  host: "http://unused.invalid",
  auth: (key) => ({ Authorization: `X-Key ${key}` }),
  tasks: {
    conversational: chat("v1/chat/completions"),
    "text-to-image": {
      route: (ctx) => `v1/${ctx.model}`,
      body: (args) => ({ prompt: args.inputs }),
      read: (data, ctx) =>
        poll(ctx, {
          url: (data as { polling_url: string }).polling_url,
          intervalMs: 1,
          maxAttempts: 5,
          check: (status) => {
            const s = status as { status: string; result?: { sample: string } };
            return s.status === "Ready" && s.result ? { done: s.result.sample } : { pending: true };
          },
        }),
    },
  },
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (PROVIDERS as Record<string, ProviderSpec>).acme = acme;
});
afterAll(() => {
  delete (PROVIDERS as Record<string, ProviderSpec>).acme;
  server.close();
});

describe("adding a provider", () => {
  it("is one spec: submit, poll, download", async () => {
    const image = await textToImage(
      { accessToken: "acme-key-123456", provider: "acme" as InferenceProvider, model: "acme/flux", inputs: "a cat" },
      { hubUrl: base, providerUrls: { acme: base } as Record<string, string> },
    );
    expect(image.type).toBe("image/png");
    expect(seen.map((s) => `${s.method} ${s.url?.split("?")[0]}`)).toEqual([
      "GET /api/models/acme/flux",
      "POST /v1/flux-pro",
      "GET /poll",
      "GET /poll",
      "GET /poll",
      "GET /image.png",
    ]);
    expect(seen[1].auth).toBe("X-Key acme-key-123456");
    expect(seen[2].auth).toBe("X-Key acme-key-123456");
    expect(seen[5].auth).toBeUndefined();
  });
});
