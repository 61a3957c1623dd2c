import { describe, expect, it } from "vitest";
import { startEmulator } from "../src/index.js";
import { bearer, CHAT_BODY, HUB_TOKEN, readSse, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const MODEL = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";
const chatUrl = () => `${emulator().routerUrl}/together/v1/chat/completions`;

function chat(fault: string, scenario: string, extra: Record<string, unknown> = {}, signal?: AbortSignal) {
  return fetch(chatUrl(), {
    method: "POST",
    signal,
    headers: {
      "content-type": "application/json",
      ...bearer(HUB_TOKEN),
      "x-emulator-fault": fault,
      "x-emulator-scenario": scenario,
    },
    body: JSON.stringify({ model: MODEL, ...CHAT_BODY, ...extra }),
  });
}

describe("fault injection", () => {
  it("status=N answers that status with {error: string}", async () => {
    const response = await chat("status=503", "status");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ error: "Emulated error: HTTP 503" });
  });

  it("error-format=openai and error-format=text change the error body; message= sets its text", async () => {
    const openai = await chat("status=500; error-format=openai; message=boom", "format");
    expect((await openai.json()).error.message).toBe("boom");
    const text = await chat("status=502; error-format=text", "format");
    expect(text.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await text.text()).toBe("Emulated error: HTTP 502");
  });

  it("error-format=html answers a gateway's HTML page; retry-after-ms sets that header", async () => {
    const html = await chat("status=502; error-format=html; message=Bad <Gateway>; retry-after-ms=250", "html");
    expect(html.status).toBe(502);
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html.headers.get("retry-after-ms")).toBe("250");
    expect(await html.text()).toContain("<title>502 Bad &lt;Gateway&gt;</title>");
  });

  it("status=204 answers without a body or content headers; 1xx statuses are refused", async () => {
    const empty = await chat("status=204", "no-content");
    expect(empty.status).toBe(204);
    expect(empty.headers.get("content-type")).toBeNull();
    expect(await empty.text()).toBe("");
    const interim = await chat("status=101", "interim");
    expect(interim.status).toBe(400);
    expect((await interim.json()).error).toMatch(/status must be an integer >= 200/);
  });

  it("retry-after and request-id set their headers", async () => {
    const response = await chat("status=429; retry-after=2; request-id=req-42", "headers");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("x-request-id")).toBe("req-42");
    const ok = await chat("request-id=req-43", "headers");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-request-id")).toBe("req-43");
  });

  it("times=N applies the fault to the first N requests of the scenario only", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chat("status=503; times=2", "times-a")).status);
    expect(statuses).toEqual([503, 503, 200, 200]);
    // another scenario counts on its own
    expect((await chat("status=503; times=2", "times-b")).status).toBe(503);
  });

  it("on=<path part> limits the fault (and its count) to matching requests", async () => {
    const headers = { "x-emulator-fault": "status=500; times=1; on=/chat/completions", "x-emulator-scenario": "on" };
    const hub = await fetch(`${emulator().hubUrl}/api/models/meta-llama/Llama-3.1-8B-Instruct`, { headers });
    expect(hub.status).toBe(200);
    expect((await chat(headers["x-emulator-fault"], "on")).status).toBe(500);
    expect((await chat(headers["x-emulator-fault"], "on")).status).toBe(200);
  });

  it("malformed=1 answers 200 with a body of the wrong shape", async () => {
    const response = await chat("malformed=1", "malformed");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.choices).toBeUndefined();
    expect(body.malformed).toBe(true);
  });

  it("malformed=1 on a stream sends events that are not JSON", async () => {
    const events = await readSse(await chat("malformed=1", "malformed-stream", { stream: true }));
    expect(() => JSON.parse(events[0])).toThrow();
  });

  it("delay=MS holds the answer: the request is still pending when the client aborts", async () => {
    const controller = new AbortController();
    const pending = chat("delay=60000", "delay", {}, controller.signal);
    // wait until the emulator has received the request, then abort: the answer must not have come first
    while (emulator().requests("delay").length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it("delay=MS then answers normally", async () => {
    const response = await chat("delay=1", "delay-ok");
    expect(response.status).toBe(200);
  });

  it("hang=1 never answers until the client aborts", async () => {
    const controller = new AbortController();
    const pending = chat("hang=1", "hang", {}, controller.signal);
    // wait until the emulator has received the request, then abort
    while (emulator().requests("hang").length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it("stream-error-after=N sends N chunks, then an error event, and no [DONE]", async () => {
    const events = await readSse(await chat("stream-error-after=2", "stream-error", { stream: true }));
    expect(events).toHaveLength(3);
    expect(JSON.parse(events[1]).choices[0].delta.content).toBeTypeOf("string");
    expect(JSON.parse(events[2]).error.message).toMatch(/error/);
  });

  it("chunks=N streams exactly N content chunks (20,000 here)", async () => {
    const events = await readSse(await chat("chunks=20000", "chunks", { stream: true }));
    expect(events).toHaveLength(20001);
    expect(events.at(-1)).toBe("[DONE]");
    expect(JSON.parse(events[19999]).choices[0].finish_reason).toBe("stop");
    expect(JSON.parse(events[19998]).choices[0].finish_reason).toBeNull();
  });

  it("refuses an unknown fault key with 400", async () => {
    const response = await chat("explode=1", "bad-fault");
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('unknown fault key "explode"');
  });

  it("close() ends hung requests instead of waiting for them", async () => {
    const own = await startEmulator({ port: 0 });
    const pending = fetch(`${own.routerUrl}/v1/chat/completions`, {
      method: "POST",
      headers: { "x-emulator-fault": "hang=1", "x-emulator-scenario": "hang-close" },
    });
    while (own.requests("hang-close").length === 0) await new Promise((r) => setTimeout(r, 5));
    await own.close();
    await expect(pending).rejects.toThrow();
  });
});
