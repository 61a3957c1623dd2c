// Server-sent event streams: typed chunks, [DONE], errors mid-stream, aborts, tool-call assembly.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  assembleToolCalls,
  type ChatCompletionStreamOutput,
  chatCompletionStream,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientTimeoutError,
  streamingRequest,
  ToolCallAssembler,
  textGenerationStream,
} from "../src/index.js";
import { HF_TOKEN, scenario, useEmulator } from "./helpers.js";

const env = useEmulator();
const messages = [{ role: "user", content: "Tell me a story" }];
const GPT = "openai/gpt-oss-120b";
const args = { accessToken: HF_TOKEN, provider: "together" as const, model: GPT, messages };

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of stream) out.push(item);
  return out;
}

describe("streaming", () => {
  it("chat chunks arrive typed and end at [DONE]", async () => {
    const id = scenario("stream");
    const chunks = await collect(chatCompletionStream(args, env.options(id, "chunks=25")));
    expect(chunks.length).toBeGreaterThanOrEqual(25);
    const text = chunks.map((c) => c.choices[0]?.delta?.content ?? "").join("");
    expect(text.length).toBeGreaterThan(0);
    expect(chunks.some((c) => c.choices[0]?.finish_reason === "stop")).toBe(true);
    const post = env.emulator.requests(id).find((r) => r.method === "POST");
    expect((post?.body as { stream?: boolean } | undefined)?.stream).toBe(true);
  });

  it("text generation streams TGI-style tokens", async () => {
    const chunks = await collect(
      textGenerationStream(
        { accessToken: HF_TOKEN, provider: "hf-inference", model: "mistralai/Mistral-7B-v0.1", inputs: "Once" },
        env.options(scenario("tg-stream")),
      ),
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => typeof c.token.text === "string")).toBe(true);
  });

  it("an error event mid-stream is a provider API error after the chunks before it", async () => {
    const seen: ChatCompletionStreamOutput[] = [];
    const error = await (async () => {
      for await (const chunk of chatCompletionStream(
        args,
        env.options(scenario("mid"), "stream-error-after=3; chunks=10"),
      )) {
        seen.push(chunk);
      }
    })().catch((e) => e);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect(error.message).toBe(
      "Failed to perform inference: an error occurred while streaming the response: Emulated error in the middle of the stream",
    );
    expect(seen).toHaveLength(3);
    expect(JSON.stringify(error)).not.toContain(HF_TOKEN);
  });

  it("an HTTP error before the stream, a malformed event and a non-SSE answer are reported", async () => {
    await expect(
      collect(
        chatCompletionStream(args, { ...env.options(scenario("s500"), "status=500; on=chat"), retry: { retries: 0 } }),
      ),
    ).rejects.toMatchObject({ name: "ProviderApiError", httpResponse: { status: 500 } });
    await expect(
      collect(chatCompletionStream(args, env.options(scenario("smal"), "malformed=1; on=chat"))),
    ).rejects.toBeInstanceOf(InferenceClientProviderOutputError);
    await expect(
      collect(
        streamingRequest(
          { accessToken: HF_TOKEN, provider: "hf-inference", model: "google-bert/bert-base-uncased", inputs: "[MASK]" },
          { ...env.options(scenario("nonsse")), task: "fill-mask" },
        ),
      ),
    ).rejects.toThrow("server does not support event stream content type, it returned application/json");
  });

  it("a retryable failure before the first byte is retried", async () => {
    const id = scenario("stream-retry");
    const chunks = await collect(chatCompletionStream(args, env.options(id, "status=503; times=1; on=chat")));
    expect(chunks.length).toBeGreaterThan(1);
    expect(env.emulator.requests(id).filter((r) => r.method === "POST")).toHaveLength(2);
  });

  it("aborts while reading, and stops cleanly when the consumer breaks", async () => {
    const controller = new AbortController();
    const error = await (async () => {
      let n = 0;
      for await (const _ of chatCompletionStream(args, {
        ...env.options(scenario("abort"), "chunks=5000"),
        signal: controller.signal,
      })) {
        if (++n === 2) controller.abort();
      }
    })().catch((e) => e);
    expect(error?.name).toBe("AbortError");

    let n = 0;
    for await (const _ of chatCompletionStream(args, env.options(scenario("break"), "chunks=5000"))) {
      if (++n === 3) break;
    }
    expect(n).toBe(3);
  });

  it("the timeout also bounds a stream that stops sending (local node:http server)", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(
        `data: ${JSON.stringify({ id: "x", created: 0, model: "m", choices: [{ index: 0, delta: { content: "a" } }] })}\n\n`,
      );
      // …and then nothing more.
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const endpointUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const seen: unknown[] = [];
      const error = await (async () => {
        for await (const chunk of chatCompletionStream({ endpointUrl, messages }, { timeout: 300 })) seen.push(chunk);
      })().catch((e) => e);
      expect(seen).toHaveLength(1);
      expect(error).toBeInstanceOf(InferenceClientTimeoutError);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("assembles streamed tool-call deltas into complete tool calls", async () => {
    const tools = [
      {
        type: "function",
        function: {
          name: "get_weather",
          parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
        },
      },
    ];
    const chunks = await collect(
      chatCompletionStream(
        { ...args, messages: [{ role: "user", content: "Weather in Paris?" }], tools, tool_choice: "auto" },
        env.options(scenario("tools")),
      ),
    );
    const deltas = chunks.flatMap((c) => c.choices[0]?.delta?.tool_calls ?? []);
    expect(deltas.length).toBeGreaterThan(1);
    const calls = assembleToolCalls(chunks);
    expect(calls).toHaveLength(1);
    expect(calls[0].id).toMatch(/^call_/);
    expect(calls[0].function.name).toBe("get_weather");
    expect(JSON.parse(calls[0].function.arguments as string)).toHaveProperty("city");
  });

  it("the assembler merges interleaved calls by index", () => {
    const chunk = (tool_calls: unknown[]): ChatCompletionStreamOutput =>
      ({
        id: "x",
        created: 0,
        model: "m",
        choices: [{ index: 0, delta: { tool_calls } }],
      }) as ChatCompletionStreamOutput;
    const assembler = new ToolCallAssembler();
    assembler
      .add(chunk([{ index: 0, id: "a", type: "function", function: { name: "f", arguments: '{"x":' } }]))
      .add(chunk([{ index: 1, id: "b", type: "function", function: { name: "g", arguments: "" } }]))
      .add(
        chunk([
          { index: 0, function: { arguments: "1}" } },
          { index: 1, function: { arguments: "{}" } },
        ]),
      );
    expect(assembler.toolCalls).toEqual([
      { id: "a", type: "function", function: { name: "f", arguments: '{"x":1}' } },
      { id: "b", type: "function", function: { name: "g", arguments: "{}" } },
    ]);
  });
});
