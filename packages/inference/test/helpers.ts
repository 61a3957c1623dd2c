// Shared test setup: one emulator per test file, and fetch wrappers that tag requests with a scenario and faults.

import { type Emulator, startEmulator } from "@atrium/emulator";
import { afterAll, beforeAll } from "vitest";
import { type CallOptions, INFERENCE_PROVIDERS } from "../src/index.js";

export const HF_TOKEN = "hf_test_token_1234567890";
export const PROVIDER_KEY = "sk-provider-secret-1234567890";

let counter = 0;
/** A unique scenario id per call, so tests can run in parallel on one emulator. */
export const scenario = (name: string) => `${name}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** A fetch that adds the emulator's scenario and fault headers, then calls the real global fetch. */
export function tagged(id: string, fault?: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Emulator-Scenario", id);
    if (fault) headers.set("X-Emulator-Fault", fault);
    return fetch(input, { ...init, headers });
  };
}

export function useEmulator(): { emulator: Emulator; options: (id: string, fault?: string) => CallOptions } {
  const ctx = {} as { emulator: Emulator; options: (id: string, fault?: string) => CallOptions };
  beforeAll(async () => {
    ctx.emulator = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await ctx.emulator?.close();
  });
  ctx.options = (id, fault) => ({
    fetch: tagged(id, fault),
    hubUrl: ctx.emulator.hubUrl,
    routerUrl: ctx.emulator.routerUrl,
    // Every provider's own host is the emulator's stand-in for it; hf-inference has none (it is always routed).
    providerUrls: Object.fromEntries(
      INFERENCE_PROVIDERS.filter((p) => p !== "hf-inference").map((p) => [p, ctx.emulator.providerUrl(p)]),
    ),
    retry: { minDelayMs: 1, maxDelayMs: 5 },
  });
  return ctx;
}
