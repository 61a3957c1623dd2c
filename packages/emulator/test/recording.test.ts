import { describe, expect, it } from "vitest";
import { png, wav } from "../src/index.js";
import { bearer, CHAT_BODY, HUB_TOKEN, postJson, useEmulator } from "./helpers.js";

const emulator = useEmulator();

describe("request recording", () => {
  it("records method, path, query, headers and the parsed JSON body per scenario", async () => {
    const headers = { ...bearer(HUB_TOKEN), "x-emulator-scenario": "rec-json", "x-hf-bill-to": "acme" };
    await postJson(
      `${emulator().routerUrl}/groq/openai/v1/chat/completions?x=1&x=2`,
      { model: "llama-3.1-8b-instant", ...CHAT_BODY },
      headers,
    );
    await fetch(`${emulator().hubUrl}/api/models/openai/gpt-oss-120b?expand[]=inferenceProviderMapping`, { headers });
    const [chat, hub] = emulator().requests("rec-json");
    expect(chat).toMatchObject({
      method: "POST",
      path: "/router/groq/openai/v1/chat/completions",
      query: { x: ["1", "2"] },
      body: { model: "llama-3.1-8b-instant", ...CHAT_BODY },
    });
    expect(chat.headers.authorization).toBe(`Bearer ${HUB_TOKEN}`);
    expect(chat.headers["x-hf-bill-to"]).toBe("acme");
    expect(hub).toMatchObject({ method: "GET", query: { "expand[]": "inferenceProviderMapping" }, body: undefined });
    expect(emulator().requests("rec-other")).toEqual([]);
  });

  it("records binary bodies by size and multipart bodies by field", async () => {
    const headers = { ...bearer(HUB_TOKEN), "x-emulator-scenario": "rec-bytes" };
    const image = png(4, 4);
    await fetch(`${emulator().routerUrl}/hf-inference/models/google/vit-base-patch16-224`, {
      method: "POST",
      headers: { ...headers, "content-type": "image/png" },
      body: new Uint8Array(image),
    });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(wav())], { type: "audio/wav" }), "audio.wav");
    form.append("model", "openai/whisper-large-v3");
    await fetch(`${emulator().routerUrl}/deepinfra/v1/openai/audio/transcriptions`, {
      method: "POST",
      headers,
      body: form,
    });
    const [binary, multipart] = emulator().requests("rec-bytes");
    expect(binary.body).toBe(`[binary ${image.length} bytes]`);
    expect(multipart.body).toEqual({
      model: "openai/whisper-large-v3",
      file: `[file audio.wav audio/wav ${wav().length} bytes]`,
    });
  });

  it("serves the records over HTTP and clears them", async () => {
    const headers = { ...bearer(HUB_TOKEN), "x-emulator-scenario": "rec-http" };
    await postJson(
      `${emulator().routerUrl}/v1/chat/completions`,
      { model: "openai/gpt-oss-120b", ...CHAT_BODY },
      headers,
    );
    const records = await (await fetch(`${emulator().url}/__emulator/requests?scenario=rec-http`)).json();
    expect(records).toHaveLength(1);
    expect(records[0].path).toBe("/router/v1/chat/completions");
    await fetch(`${emulator().url}/__emulator/requests?scenario=rec-http`, { method: "DELETE" });
    expect(emulator().requests("rec-http")).toEqual([]);
  });

  it("answers CORS preflights for browser clients", async () => {
    const response = await fetch(`${emulator().routerUrl}/v1/chat/completions`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-headers": "authorization, content-type" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization, content-type");
  });
});
