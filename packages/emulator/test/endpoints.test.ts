import { describe, expect, it } from "vitest";
import { bearer, postJson, readSse, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const endpoint = (route: string) => `${emulator().url}/endpoints/${route}`;

describe("dedicated and local endpoints (endpointUrl)", () => {
  it("answers OpenAI chat for any model name, without a token", async () => {
    const response = await postJson(endpoint("llama-cpp/v1/chat/completions"), {
      model: "local-gguf",
      messages: [{ role: "user", content: "Hi" }],
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.model).toBe("local-gguf");
    expect(body.choices[0].message.content).toContain("endpoint llama-cpp");
  });

  it("takes the endpoint name as the model when the body has none, and streams", async () => {
    const events = await readSse(
      await postJson(endpoint("tgi/v1/chat/completions"), {
        messages: [{ role: "user", content: "Hi" }],
        stream: true,
      }),
    );
    expect(JSON.parse(events[0]).model).toBe("tgi");
    expect(events.at(-1)).toBe("[DONE]");
  });

  it("serves completions and embeddings", async () => {
    const completion = await (await postJson(endpoint("vllm/v1/completions"), { prompt: "Once" })).json();
    expect(typeof completion.choices[0].text).toBe("string");
    const embeddings = await (await postJson(endpoint("vllm/v1/embeddings"), { input: "x" })).json();
    expect(embeddings.data[0].embedding).toHaveLength(16);
  });

  it("answers the hf-inference task named by the endpoint", async () => {
    const response = await postJson(endpoint("text-classification"), { inputs: "great" }, bearer("hf_token"));
    expect((await response.json())[0][0].label).toMatch(/POSITIVE|NEGATIVE/);
    expect((await postJson(endpoint("no-such-task"), { inputs: "x" })).status).toBe(404);
  });

  it("refuses the revoked token", async () => {
    expect((await postJson(endpoint("text-classification"), { inputs: "x" }, bearer("hf_invalid"))).status).toBe(401);
  });
});
