import { describe, expect, it } from "vitest";
import { bearer, CHAT_BODY, HUB_TOKEN, postJson, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const routed = (path: string, body: unknown) => postJson(`${emulator().routerUrl}/${path}`, body, bearer(HUB_TOKEN));

async function expect400(response: Response, message: RegExp | string, code?: string) {
  expect(response.status).toBe(400);
  const { error } = await response.json();
  expect(error.message).toMatch(message);
  expect(error.type).toBe("invalid_request_error");
  if (code) expect(error.code).toBe(code);
}

const GROQ = "groq/openai/v1/chat/completions";
const groq = { model: "llama-3.1-8b-instant" };
const SCHEMA = { type: "object", properties: { name: { type: "string" }, age: { type: "integer" } } };

describe("chat request validation", () => {
  it.each([
    [{ ...groq }, "messages is required"],
    [{ messages: CHAT_BODY.messages }, "model is required"],
    [{ ...groq, messages: "hi" }, "messages must be array, got string"],
    [{ ...groq, messages: [] }, "messages must contain at least one message"],
    [{ ...groq, messages: [{ content: "x" }] }, "messages[0].role is required"],
    [{ ...groq, messages: [{ role: "robot", content: "x" }] }, /messages\[0\].role must be one of/],
    [
      { ...groq, messages: [{ role: "user", content: 3 }] },
      "messages[0].content must be string or array or null, got integer",
    ],
    [{ ...groq, messages: [{ role: "tool", content: "x" }] }, /tool_call_id is required/],
    [{ ...groq, ...CHAT_BODY, max_tokens: "10" }, "max_tokens must be integer, got string"],
    [{ ...groq, ...CHAT_BODY, temperature: 3 }, /temperature must be between 0 and 2/],
    [{ ...groq, ...CHAT_BODY, stream: "yes" }, "stream must be boolean, got string"],
    [{ ...groq, ...CHAT_BODY, max_new_tokens: 10 }, "unexpected field max_new_tokens: it is not part of this API"],
    [{ ...groq, ...CHAT_BODY, parameters: {} }, /unexpected field parameters/],
    [{ ...groq, ...CHAT_BODY, tools: [{ type: "function", function: {} }] }, "tools[0].function.name is required"],
    [{ ...groq, ...CHAT_BODY, tool_choice: "auto" }, /no tools are given/],
    [
      { ...groq, ...CHAT_BODY, response_format: { type: "json_schema" } },
      /json_schema must be an object with a schema/,
    ],
    [{ ...groq, ...CHAT_BODY, guided_json: SCHEMA }, /unexpected field guided_json/],
  ])("refuses %j", async (body, message) => {
    await expect400(await routed(GROQ, body), message);
  });

  it("answers structured output that follows the schema", async () => {
    const body = {
      ...groq,
      ...CHAT_BODY,
      response_format: { type: "json_schema", json_schema: { name: "p", schema: SCHEMA } },
    };
    const response = await routed(GROQ, body);
    expect(JSON.parse((await response.json()).choices[0].message.content)).toEqual({ name: "name", age: 1 });
  });

  it("truncates at max_tokens with finish_reason length", async () => {
    const body = await (await routed(GROQ, { ...groq, ...CHAT_BODY, max_tokens: 2 })).json();
    expect(body.choices[0]).toMatchObject({ finish_reason: "length", message: { content: "Hello from" } });
  });

  it("needs a JSON content type and a JSON body", async () => {
    const url = `${emulator().routerUrl}/${GROQ}`;
    const text = await fetch(url, {
      method: "POST",
      headers: { ...bearer(HUB_TOKEN), "content-type": "text/plain" },
      body: "{}",
    });
    await expect400(text, /Content-Type must be application\/json/);
    const broken = await fetch(url, {
      method: "POST",
      headers: { ...bearer(HUB_TOKEN), "content-type": "application/json" },
      body: "{",
    });
    await expect400(broken, /not valid JSON/);
  });
});

describe("provider quirks", () => {
  it("cerebras refuses store with 400 wrong_api_format", async () => {
    const body = { model: "llama3.1-8b", ...CHAT_BODY, store: false };
    await expect400(await routed("cerebras/v1/chat/completions", body), /store/, "wrong_api_format");
    expect((await routed("cerebras/v1/chat/completions", { model: "llama3.1-8b", ...CHAT_BODY })).status).toBe(200);
  });

  it("together accepts only response_format {type: json_schema, schema}", async () => {
    const model = "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo";
    const openaiStyle = {
      model,
      ...CHAT_BODY,
      response_format: { type: "json_schema", json_schema: { schema: SCHEMA } },
    };
    await expect400(await routed("together/v1/chat/completions", openaiStyle), /together accepts only/);
    const togetherStyle = { model, ...CHAT_BODY, response_format: { type: "json_schema", schema: SCHEMA } };
    const response = await routed("together/v1/chat/completions", togetherStyle);
    expect(JSON.parse((await response.json()).choices[0].message.content)).toEqual({ name: "name", age: 1 });
  });

  it("nebius expects guided_json", async () => {
    const model = "meta-llama/Meta-Llama-3.1-8B-Instruct-fast";
    const openaiStyle = {
      model,
      ...CHAT_BODY,
      response_format: { type: "json_schema", json_schema: { schema: SCHEMA } },
    };
    await expect400(await routed("nebius/v1/chat/completions", openaiStyle), /guided_json/);
    const response = await routed("nebius/v1/chat/completions", { model, ...CHAT_BODY, guided_json: SCHEMA });
    expect(JSON.parse((await response.json()).choices[0].message.content)).toEqual({ name: "name", age: 1 });
  });

  it("sambanova refuses strict json_schema", async () => {
    const format = (strict: boolean) => ({ type: "json_schema", json_schema: { name: "p", schema: SCHEMA, strict } });
    const model = "Meta-Llama-3.1-8B-Instruct";
    await expect400(
      await routed("sambanova/v1/chat/completions", { model, ...CHAT_BODY, response_format: format(true) }),
      /strict/,
    );
    expect(
      (await routed("sambanova/v1/chat/completions", { model, ...CHAT_BODY, response_format: format(false) })).status,
    ).toBe(200);
  });

  it("groq's text-generation payload ({inputs}) is refused by its chat route", async () => {
    await expect400(await routed(GROQ, { ...groq, inputs: "Hello", parameters: {} }), "messages is required");
  });
});

describe("completions and embeddings validation", () => {
  it("refuses a completions body in the text-generation format", async () => {
    const body = { model: "mistralai/Mistral-7B-v0.1", inputs: "Hi", parameters: { max_new_tokens: 3 } };
    await expect400(await routed("together/v1/completions", body), "prompt is required");
    await expect400(
      await routed("together/v1/completions", { ...body, prompt: "Hi", inputs: undefined }),
      /unexpected field parameters/,
    );
  });

  it("refuses embeddings without input", async () => {
    await expect400(
      await routed("together/v1/embeddings", { model: "BAAI/bge-large-en-v1.5", inputs: "x" }),
      "input is required",
    );
  });

  it("transcriptions need a multipart form with a file", async () => {
    await expect400(
      await routed("deepinfra/v1/openai/audio/transcriptions", { model: "openai/whisper-large-v3" }),
      /multipart/,
    );
  });
});
