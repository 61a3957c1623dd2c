import { describe, expect, it } from "vitest";
import { bearer, HUB_TOKEN, postJson, readSse, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const url = (route: string) => `${emulator().routerUrl}/${route}`;

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Weather in a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer" } },
      required: ["city"],
    },
  },
};

describe("SSE streaming", () => {
  it("streams chat chunks framed as data: lines, ending with [DONE], that add up to the full answer", async () => {
    const body = { model: "llama-3.1-8b-instant", messages: [{ role: "user", content: "Tell me" }] };
    const full = await (await postJson(url("groq/openai/v1/chat/completions"), body, bearer(HUB_TOKEN))).json();
    const response = await postJson(
      url("groq/openai/v1/chat/completions"),
      { ...body, stream: true },
      bearer(HUB_TOKEN),
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readSse(response);
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e));
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    expect(chunks.every((c) => c.object === "chat.completion.chunk" && c.id === chunks[0].id)).toBe(true);
    expect(chunks.map((c) => c.choices[0].delta.content).join("")).toBe(full.choices[0].message.content);
    expect(chunks.at(-1).choices[0].finish_reason).toBe("stop");
  });

  it("adds a usage chunk with stream_options.include_usage", async () => {
    const body = {
      model: "llama-3.1-8b-instant",
      messages: [{ role: "user", content: "x" }],
      stream: true,
      stream_options: { include_usage: true },
    };
    const events = await readSse(await postJson(url("groq/openai/v1/chat/completions"), body, bearer(HUB_TOKEN)));
    const last = JSON.parse(events.at(-2) ?? "");
    expect(last.choices).toEqual([]);
    expect(last.usage.total_tokens).toBeGreaterThan(0);
  });

  it("answers tool calls, whole and streamed as deltas", async () => {
    const body = {
      model: "llama-3.1-8b-instant",
      messages: [{ role: "user", content: "Weather in Paris?" }],
      tools: [WEATHER_TOOL],
    };
    const whole = await (await postJson(url("groq/openai/v1/chat/completions"), body, bearer(HUB_TOKEN))).json();
    const call = whole.choices[0].message.tool_calls[0];
    expect(whole.choices[0].finish_reason).toBe("tool_calls");
    expect(call.function.name).toBe("get_weather");
    expect(JSON.parse(call.function.arguments)).toEqual({ city: "city", days: 1 });

    const events = await readSse(
      await postJson(url("groq/openai/v1/chat/completions"), { ...body, stream: true }, bearer(HUB_TOKEN)),
    );
    const deltas = events.slice(0, -1).map((e) => JSON.parse(e).choices[0].delta.tool_calls[0]);
    expect(deltas[0]).toMatchObject({ index: 0, id: call.id, type: "function", function: { name: "get_weather" } });
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.map((d) => d.function.arguments).join("")).toBe(call.function.arguments);
  });

  it("answers with text after the tool result, and never calls a tool with tool_choice none", async () => {
    const messages = [
      { role: "user", content: "Weather?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", type: "function", function: { name: "get_weather", arguments: "{}" } }],
      },
      { role: "tool", tool_call_id: "c1", content: "sunny" },
    ];
    const after = await (
      await postJson(
        url("groq/openai/v1/chat/completions"),
        { model: "llama-3.1-8b-instant", messages, tools: [WEATHER_TOOL] },
        bearer(HUB_TOKEN),
      )
    ).json();
    expect(after.choices[0].message.tool_calls).toBeUndefined();
    const none = await (
      await postJson(
        url("groq/openai/v1/chat/completions"),
        {
          model: "llama-3.1-8b-instant",
          messages: [{ role: "user", content: "x" }],
          tools: [WEATHER_TOOL],
          tool_choice: "none",
        },
        bearer(HUB_TOKEN),
      )
    ).json();
    expect(none.choices[0].finish_reason).toBe("stop");
  });

  it("streams completions", async () => {
    const events = await readSse(
      await postJson(
        url("novita/v3/openai/completions"),
        { model: "mistralai/mistral-7b-v0.1", prompt: "Hi", stream: true },
        bearer(HUB_TOKEN),
      ),
    );
    expect(events.at(-1)).toBe("[DONE]");
    expect(JSON.parse(events[0]).object).toBe("text_completion");
  });

  it("streams hf-inference text-generation in the TGI format", async () => {
    const response = await postJson(
      url("hf-inference/models/mistralai/Mistral-7B-v0.1"),
      { inputs: "Hello", parameters: { max_new_tokens: 4 }, stream: true },
      bearer(HUB_TOKEN),
    );
    const events = (await readSse(response)).map((e) => JSON.parse(e));
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({ index: 1, token: { special: false }, generated_text: null });
    expect(events[3].generated_text).toBe(`Hello${events.map((e) => e.token.text).join("")}`);
    expect(events[3].details.generated_tokens).toBe(4);
  });
});
