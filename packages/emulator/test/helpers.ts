import { afterAll, beforeAll } from "vitest";
import { type Emulator, startEmulator } from "../src/index.js";

export const HUB_TOKEN = "hf_test_token";
export const PROVIDER_KEY = "sk-test-key";

/** Starts one emulator for the test file; the getter is valid inside tests. */
export function useEmulator(): () => Emulator {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error("emulator not started");
    return emulator;
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reads an SSE body into its `data:` payloads, checking the framing on the way. */
export async function readSse(response: Response): Promise<string[]> {
  const text = await response.text();
  if (!text.endsWith("\n\n"))
    throw new Error(`SSE body does not end with a blank line: ${JSON.stringify(text.slice(-40))}`);
  return text
    .slice(0, -2)
    .split("\n\n")
    .map((event) => {
      if (!event.startsWith("data: ")) throw new Error(`SSE event without data: ${JSON.stringify(event)}`);
      return event.slice(6);
    });
}

export const CHAT_BODY = { messages: [{ role: "user", content: "Hi there" }] };
