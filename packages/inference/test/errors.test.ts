// Provider API errors (with the provider's own message and every credential redacted), output errors,
// retries with backoff and Retry-After, timeouts and aborts — all over HTTP against the emulator.

import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "../src/http.js";
import {
  type CallOptions,
  chatCompletion,
  clearMappingCache,
  fillMask,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
  redactHeaders,
  textClassification,
} from "../src/index.js";
import { HF_TOKEN, PROVIDER_KEY, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();
const messages = [{ role: "user", content: "Hello" }];
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const GPT = "openai/gpt-oss-120b";
/** A chat call whose fault hits the chat request only (not the hub look-up). */
const chat = (id: string, fault: string, extra: CallOptions = {}, accessToken = HF_TOKEN, provider = "together") =>
  chatCompletion(
    { accessToken, provider: provider as "together", model: GPT, messages },
    { ...env.options(id, `${fault}; on=chat/completions`), ...extra },
  );
const posts = (id: string) => env.emulator.requests(id).filter((r) => r.method === "POST");

describe("provider API errors", () => {
  it("keep the redacted request, the response and the provider's message (hf, openai and text formats)", async () => {
    for (const [format, expected] of [
      ["hf", "Failed to perform inference: Emulated error: HTTP 500"],
      ["openai", "Failed to perform inference: Emulated error: HTTP 500"],
      ["text", "Failed to perform inference: Emulated error: HTTP 500"],
    ]) {
      const id = scenario(`err-${format}`);
      const error = await chat(id, `status=500; error-format=${format}; request-id=req-42`, {
        retry: { retries: 0 },
      }).catch((e) => e);
      expect(error).toBeInstanceOf(InferenceClientProviderApiError);
      expect(error.name).toBe("ProviderApiError");
      expect(error.message).toBe(expected);
      expect(error.httpResponse).toMatchObject({ requestId: "req-42", status: 500 });
      expect(error.httpRequest.url).toBe(`${env.emulator.routerUrl}/together/v1/chat/completions`);
      expect(error.httpRequest.method).toBe("POST");
      expect(error.httpRequest.headers.Authorization).toBe("Bearer [redacted]");
      expect(error.httpRequest.body).toMatchObject({ model: GPT, messages });
      expect(JSON.stringify(error)).not.toContain(HF_TOKEN);
    }
  });

  it("redacts every credential style and secrets echoed back by the provider", async () => {
    for (const [provider, token, scheme] of [
      ["together", HF_TOKEN, "Bearer"],
      ["together", PROVIDER_KEY, "Bearer"],
      ["clarifai", PROVIDER_KEY, "Key"],
    ]) {
      const id = scenario("redact");
      const error = await chat(
        id,
        `status=401; message=bad credential ${token} given`,
        { retry: { retries: 0 } },
        token,
        provider,
      ).catch((e) => e);
      expect(error.httpRequest.headers.Authorization).toBe(`${scheme} [redacted]`);
      const everything = `${error.message} ${error.stack} ${JSON.stringify(error)} ${JSON.stringify(error.httpResponse)}`;
      expect(everything).not.toContain(token);
      expect(error.message).toContain("bad credential [redacted] given");
      // The request really carried the credential.
      expect(posts(id)[0].headers.authorization).toBe(`${scheme} ${token}`);
    }
  });

  it("redacts credential headers of any name", () => {
    expect(
      redactHeaders({
        Authorization: "X-Key abc123",
        "X-Key": "abc123",
        "api-key": "abc123",
        "x-api-key": "abc123",
        "Ocp-Apim-Subscription-Key": "abc123",
        "Content-Type": "application/json",
      }),
    ).toEqual({
      Authorization: "X-Key [redacted]",
      "X-Key": "[redacted]",
      "api-key": "[redacted]",
      "x-api-key": "[redacted]",
      "Ocp-Apim-Subscription-Key": "[redacted]",
      "Content-Type": "application/json",
    });
  });

  it("a wrong auth style is reported with the provider's message", async () => {
    const error = await chatCompletion(
      { accessToken: PROVIDER_KEY, provider: "clarifai", model: "openai/gpt-oss-120b", messages },
      { ...env.options(scenario("style")), providerUrls: { clarifai: env.emulator.providerUrl("together") } },
    ).catch((e) => e);
    expect(error.name).toBe("ProviderApiError");
    expect(error.httpResponse.status).toBe(401);
    expect(error.message).toMatch(/Wrong authorization scheme/);
  });
});

describe("malformed responses", () => {
  it("raise ProviderOutputError naming the provider, the task and the expected shape", async () => {
    const error = await chat(scenario("malformed"), "malformed=1").catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect(error.name).toBe("ProviderOutputError");
    expect(error.message).toMatch(
      /^Received malformed response from together conversational API: expected ChatCompletionOutput/,
    );
    const hf = { accessToken: HF_TOKEN, provider: "hf-inference" as const };
    await expect(
      fillMask(
        { ...hf, model: "google-bert/bert-base-uncased", inputs: "[MASK]" },
        env.options(scenario("m"), "malformed=1; on=/hf-inference/"),
      ),
    ).rejects.toThrow(
      "Received malformed response from hf-inference fill-mask API: expected Array<{score: number, sequence: string, token: number, token_str: string}>",
    );
    await expect(
      textClassification(
        { ...hf, model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "x" },
        env.options(scenario("m"), "malformed=1; on=/hf-inference/"),
      ),
    ).rejects.toThrow("Received malformed response from hf-inference text-classification API");
  });
});

describe("retries", () => {
  const retryLog = () => {
    const log: { attempt: number; delayMs: number; status?: number }[] = [];
    return {
      log,
      retry: {
        minDelayMs: 1,
        maxDelayMs: 4,
        onRetry: (i: { attempt: number; delayMs: number; status?: number }) => log.push(i),
      },
    };
  };

  it("retry 503 with backoff and succeed", async () => {
    const id = scenario("retry-503");
    const { log, retry } = retryLog();
    const out = await chat(id, "status=503; times=2", { retry });
    expect(out.choices).toHaveLength(1);
    expect(posts(id)).toHaveLength(3);
    expect(log.map((l) => l.status)).toEqual([503, 503]);
    expect(log.every((l) => l.delayMs >= 0 && l.delayMs <= 4)).toBe(true);
  });

  it("are bounded (default 2 retries, then the last error)", async () => {
    const id = scenario("retry-bounded");
    const error = await chat(id, "status=502").catch((e) => e);
    expect(error.httpResponse.status).toBe(502);
    expect(posts(id)).toHaveLength(3);
    const none = scenario("retry-none");
    await chat(none, "status=503", { retry: { retries: 0 } }).catch(() => {});
    await chat(none, "status=503", { retry_on_error: false }).catch(() => {});
    expect(posts(none)).toHaveLength(2);
  });

  it("honour Retry-After on 429 (seconds) and retry 408", async () => {
    const id = scenario("retry-after");
    const { log, retry } = retryLog();
    await chat(id, "status=429; retry-after=1; times=1", { retry });
    expect(log).toEqual([expect.objectContaining({ status: 429, delayMs: 1000 })]);
    const timeout = scenario("retry-408");
    await chat(timeout, "status=408; times=1");
    expect(posts(timeout)).toHaveLength(2);
  });

  it("parse Retry-After as seconds or an HTTP date; a wait over a minute is not retried", async () => {
    expect(parseRetryAfter("3")).toBe(3000);
    const date = new Date(Date.now() + 10_000).toUTCString();
    expect(parseRetryAfter(date)).toBeGreaterThan(8000);
    expect(parseRetryAfter("soon")).toBeUndefined();
    const id = scenario("retry-long");
    const error = await chat(id, "status=429; retry-after=3600").catch((e) => e);
    expect(error.httpResponse.status).toBe(429);
    expect(posts(id)).toHaveLength(1);
  });

  it("never retry other 4xx", async () => {
    for (const status of [400, 401, 404, 422]) {
      const id = scenario(`no-retry-${status}`);
      await chat(id, `status=${status}`).catch(() => {});
      expect(posts(id)).toHaveLength(1);
    }
  });

  it("retry network errors", async () => {
    const { log, retry } = retryLog();
    const error = await chatCompletion(
      { accessToken: PROVIDER_KEY, provider: "together", model: LLAMA, messages },
      { ...env.options(scenario("net")), providerUrls: { together: "http://127.0.0.1:9" }, retry },
    ).catch((e) => e);
    expect(error.name).toBe("ProviderApiError");
    expect(error.message).toMatch(/network error/);
    expect(log).toHaveLength(2);
    expect(JSON.stringify(error)).not.toContain(PROVIDER_KEY);
  });
});

describe("timeouts and aborts", () => {
  it("a hung request ends with a timeout error naming the timeout", async () => {
    const id = scenario("hang");
    const error = await chat(id, "hang=1", { timeout: 300 }).catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    expect(error.message).toContain("300 ms");
    expect(posts(id)).toHaveLength(1);
  });

  it("the timeout also bounds the hub look-up", async () => {
    clearMappingCache();
    const error = await chatCompletion(
      { accessToken: HF_TOKEN, provider: "groq", model: "openai/gpt-oss-120b", messages },
      { ...env.options(scenario("hub-hang"), "hang=1; on=/hub/"), timeout: 300 },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientTimeoutError);
  });

  it("an abort signal stops the request, the retry wait and the hub look-up", async () => {
    const hang = new AbortController();
    const pending = chat(scenario("abort"), "hang=1", { signal: hang.signal });
    setTimeout(() => hang.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });

    const waiting = new AbortController();
    const id = scenario("abort-wait");
    const retrying = chat(id, "status=503", {
      signal: waiting.signal,
      retry: { minDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    setTimeout(() => waiting.abort(), 50);
    await expect(retrying).rejects.toMatchObject({ name: "AbortError" });
    expect(posts(id)).toHaveLength(1);

    const before = new AbortController();
    before.abort();
    const idle = scenario("abort-before");
    await expect(
      chatCompletion(
        { accessToken: HF_TOKEN, provider: "cohere", model: "CohereLabs/c4ai-command-r7b-12-2024", messages },
        {
          ...env.options(idle),
          signal: before.signal,
        },
      ),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(env.emulator.requests(idle)).toHaveLength(0);
  });
});
