// The polling helper that async providers build on: bounded, with the call's fetch, signal and auth headers.

import { describe, expect, it } from "vitest";
import { runtime } from "../src/http.js";
import { type CallOptions, type InferenceClientProviderApiError, poll, type TaskContext } from "../src/index.js";
import { HF_TOKEN, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();

const context = (options: CallOptions): TaskContext => ({
  provider: "emulated",
  task: "text-to-image",
  model: "m",
  direct: false,
  rt: runtime(options, [HF_TOKEN]),
  baseUrl: env.emulator.hubUrl,
  url: env.emulator.hubUrl,
  headers: { Authorization: `Bearer ${HF_TOKEN}` },
});

describe("poll", () => {
  const url = () => `${env.emulator.hubUrl}/api/models/google-bert/bert-base-uncased`;

  it("polls until done, with the request's auth headers and the injected fetch", async () => {
    const id = scenario("poll");
    const out = await poll(context(env.options(id)), {
      url: url(),
      intervalMs: 1,
      maxAttempts: 5,
      check: (data, attempt) => (attempt < 3 ? { pending: true } : { done: (data as { id: string }).id }),
    });
    expect(out).toBe("google-bert/bert-base-uncased");
    const calls = env.emulator.requests(id);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.headers.authorization === `Bearer ${HF_TOKEN}`)).toBe(true);
  });

  it("is bounded, reports failures, and stops on abort", async () => {
    const id = scenario("poll-bounded");
    await expect(
      poll(context(env.options(id)), { url: url(), intervalMs: 1, maxAttempts: 4, check: () => ({ pending: true }) }),
    ).rejects.toThrow(
      "Timed out while waiting for the result from emulated text-to-image API - aborting after 4 attempts",
    );
    expect(env.emulator.requests(id)).toHaveLength(4);

    const failed = (await poll<string>(context(env.options(scenario("poll-failed"))), {
      url: url(),
      intervalMs: 1,
      maxAttempts: 4,
      check: () => ({ failed: "NSFW content" }),
    }).catch((e) => e)) as InferenceClientProviderApiError;
    expect(failed.name).toBe("ProviderApiError");
    expect(failed.message).toBe("emulated text-to-image task failed: NSFW content");
    expect(failed.httpRequest.headers?.Authorization).toBe("Bearer [redacted]");

    const controller = new AbortController();
    const pending = poll(context({ ...env.options(scenario("poll-abort")), signal: controller.signal }), {
      url: url(),
      intervalMs: 60_000,
      maxAttempts: 2,
      check: () => ({ pending: true }),
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
