import { describe, expect, it } from "vitest";
import { bearer, CHAT_BODY, HUB_TOKEN, PROVIDER_KEY, postJson, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const autoUrl = () => `${emulator().routerUrl}/v1/chat/completions`;

describe("router auth", () => {
  it.each([
    ["no Authorization header", {}],
    ["a provider key", bearer(PROVIDER_KEY)],
    ["the revoked hf_invalid token", bearer("hf_invalid")],
    ["the Key scheme", { authorization: `Key ${HUB_TOKEN}` }],
  ])("refuses %s with 401", async (_, headers) => {
    const response = await postJson(autoUrl(), { model: "meta-llama/Llama-3.1-8B-Instruct", ...CHAT_BODY }, headers);
    expect(response.status).toBe(401);
    expect(typeof (await response.json()).error).toBe("string");
  });
});

describe("auto router chat", () => {
  it("picks the first live provider without a suffix", async () => {
    const response = await postJson(autoUrl(), { model: "openai/gpt-oss-120b", ...CHAT_BODY }, bearer(HUB_TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-inference-provider")).toBe("baseten");
    expect((await response.json()).choices[0].message.content).toContain("on baseten");
  });

  it("honours a :provider suffix and the :fastest / :cheapest policies", async () => {
    const model = "meta-llama/Llama-3.1-8B-Instruct";
    const pick = async (suffix: string) =>
      (await postJson(autoUrl(), { model: `${model}:${suffix}`, ...CHAT_BODY }, bearer(HUB_TOKEN))).headers.get(
        "x-inference-provider",
      );
    expect(await pick("groq")).toBe("groq");
    expect(await pick("fastest")).toBe("hf-inference");
    expect(await pick("cheapest")).toBe("deepinfra");
  });

  it("refuses a provider that does not serve the model and an unknown model", async () => {
    const wrong = await postJson(
      autoUrl(),
      { model: "CohereLabs/c4ai-command-r7b-12-2024:groq", ...CHAT_BODY },
      bearer(HUB_TOKEN),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toContain("cohere");
    const unknown = await postJson(autoUrl(), { model: "nobody/nothing", ...CHAT_BODY }, bearer(HUB_TOKEN));
    expect(unknown.status).toBe(404);
  });

  it("validates the body like a provider does", async () => {
    const response = await postJson(autoUrl(), { model: "openai/gpt-oss-120b" }, bearer(HUB_TOKEN));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("messages is required");
  });
});

describe("routed provider model ids", () => {
  it("answers 404 model_not_found with a hint when the Hugging Face id is sent instead of the provider's", async () => {
    const response = await postJson(
      `${emulator().routerUrl}/together/v1/chat/completions`,
      { model: "meta-llama/Llama-3.1-8B-Instruct", ...CHAT_BODY },
      bearer(HUB_TOKEN),
    );
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe("model_not_found");
    expect(body.error.message).toContain("meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo");
  });
});

describe("router model list", () => {
  it("lists the chat models with their providers at GET /router/v1/models", async () => {
    const body = await (await fetch(`${emulator().routerUrl}/v1/models`)).json();
    expect(body.object).toBe("list");
    const glm = body.data.find((m: { id: string }) => m.id === "zai-org/GLM-4.5");
    expect(glm.providers).toEqual([
      { provider: "zai-org", status: "live", providerId: "glm-4.5" },
      { provider: "novita", status: "live", providerId: "zai-org/glm-4.5" },
    ]);
    expect(body.data.some((m: { id: string }) => m.id === "facebook/bart-large-cnn")).toBe(false);
  });
});
