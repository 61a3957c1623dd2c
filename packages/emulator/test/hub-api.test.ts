import { describe, expect, it } from "vitest";
import { EMULATOR_MODELS, PROVIDERS } from "../src/index.js";
import { bearer, HUB_TOKEN, useEmulator } from "./helpers.js";

const emulator = useEmulator();
const mappingUrl = (id: string) => `${emulator().hubUrl}/api/models/${id}?expand[]=inferenceProviderMapping`;

describe("hub API", () => {
  it("answers the provider mapping in the object form keyed by provider", async () => {
    const response = await fetch(mappingUrl("meta-llama/Llama-3.1-8B-Instruct"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["_id", "id", "inferenceProviderMapping"]);
    expect(body.id).toBe("meta-llama/Llama-3.1-8B-Instruct");
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.inferenceProviderMapping.together).toEqual({
      status: "live",
      providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      task: "conversational",
    });
  });

  it("serves every catalogue model, and the mappings cover every provider", async () => {
    const served = new Set<string>();
    for (const model of EMULATOR_MODELS) {
      const response = await fetch(mappingUrl(model.id), { headers: bearer(HUB_TOKEN) });
      expect(response.status, model.id).toBe(200);
      const body = await response.json();
      expect(body.inferenceProviderMapping).toEqual(model.inferenceProviderMapping);
      for (const provider of Object.keys(body.inferenceProviderMapping)) served.add(provider);
    }
    const expected = [...Object.keys(PROVIDERS).filter((p) => !PROVIDERS[p].directOnly), "hf-inference"];
    expect(expected.filter((p) => !served.has(p))).toEqual([]);
  });

  it("has a lora adapter mapping and a staging mapping", async () => {
    const lora = await (await fetch(mappingUrl("alvdansen/flux-koda"))).json();
    expect(lora.inferenceProviderMapping["fal-ai"]).toMatchObject({
      adapter: "lora",
      adapterWeightsPath: "araminta_k_flux_koda.safetensors",
    });
    const staging = EMULATOR_MODELS.flatMap((m) => Object.values(m.inferenceProviderMapping)).filter(
      (m) => m.status === "staging",
    );
    expect(staging.length).toBeGreaterThan(0);
  });

  it("answers the array form of the mapping with X-Emulator-Mapping-Format: array", async () => {
    const response = await fetch(mappingUrl("zai-org/GLM-4.5"), { headers: { "x-emulator-mapping-format": "array" } });
    expect((await response.json()).inferenceProviderMapping).toEqual([
      {
        provider: "zai-org",
        hfModelId: "zai-org/GLM-4.5",
        providerId: "glm-4.5",
        status: "live",
        task: "conversational",
      },
      {
        provider: "novita",
        hfModelId: "zai-org/GLM-4.5",
        providerId: "zai-org/glm-4.5",
        status: "live",
        task: "conversational",
      },
    ]);
  });

  it("answers model info with pipeline_tag, tags and library_name", async () => {
    const body = await (await fetch(`${emulator().hubUrl}/api/models/BAAI/bge-large-en-v1.5`)).json();
    expect(body).toMatchObject({
      id: "BAAI/bge-large-en-v1.5",
      pipeline_tag: "feature-extraction",
      library_name: "sentence-transformers",
    });
    expect(body.tags).toContain("feature-extraction");
    expect(body.inferenceProviderMapping).toBeUndefined();
  });

  it("answers 404 Repository not found for unknown models", async () => {
    const response = await fetch(mappingUrl("nobody/nothing"));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Repository not found" });
  });

  it("needs a hub token for gated models and refuses invalid tokens", async () => {
    const gated = mappingUrl("black-forest-labs/FLUX.1-dev");
    expect((await fetch(gated)).status).toBe(401);
    expect((await fetch(gated, { headers: bearer(HUB_TOKEN) })).status).toBe(200);
    const invalid = await fetch(gated, { headers: bearer("hf_invalid") });
    expect(invalid.status).toBe(401);
    expect((await invalid.json()).error).toMatch(/Invalid credentials/);
  });

  it("lists models by pipeline tag and provider, and the tasks", async () => {
    const list = await (await fetch(`${emulator().hubUrl}/api/models?inference_provider=cohere`)).json();
    expect(list.map((m: { id: string }) => m.id)).toEqual(["CohereLabs/c4ai-command-r7b-12-2024"]);
    const tasks = await (await fetch(`${emulator().hubUrl}/api/tasks`)).json();
    expect(tasks["fill-mask"].models[0].id).toBe("google-bert/bert-base-uncased");
  });
});
