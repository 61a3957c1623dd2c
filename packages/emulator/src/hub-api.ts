/**
 * The hub API's model endpoints: `GET /api/models/{id}` (with `expand[]=inferenceProviderMapping`),
 * `GET /api/models` (search by `search`, `pipeline_tag`, `inference_provider`, `limit`) and `GET /api/tasks`.
 */
import { checkHubToken } from "./auth.js";
import { type CatalogueModel, EMULATOR_MODELS, findModel } from "./catalogue.js";
import { idFor } from "./deterministic.js";
import { error, json, type Reply } from "./reply.js";
import type { EmulatorRequest } from "./request.js";

function info(model: CatalogueModel) {
  return {
    _id: idFor(model.id, 24),
    id: model.id,
    modelId: model.id,
    author: model.id.split("/")[0],
    private: false,
    gated: model.gated,
    disabled: false,
    pipeline_tag: model.pipeline_tag,
    library_name: model.library_name,
    tags: model.tags,
    downloads: 1000 + (Number.parseInt(idFor(model.id, 4), 16) % 9000),
    likes: 10 + (Number.parseInt(idFor(model.id, 3), 16) % 990),
    sha: idFor(model.id, 40),
    lastModified: "2024-01-01T00:00:00.000Z",
    createdAt: "2024-01-01T00:00:00.000Z",
  };
}

/** The mapping as the hub's newer array form: `[{provider, hfModelId, providerId, status, task, …}]`. */
function mappingArray(model: CatalogueModel) {
  return Object.entries(model.inferenceProviderMapping).map(([provider, m]) => ({
    provider,
    hfModelId: model.id,
    ...m,
  }));
}

/** The fields a model listing or an `expand[]` query asks for; `_id` and `id` are always there. */
function expanded(model: CatalogueModel, fields: string[], arrayMapping: boolean): Record<string, unknown> {
  const mapping = arrayMapping ? mappingArray(model) : model.inferenceProviderMapping;
  const full: Record<string, unknown> = { ...info(model), inferenceProviderMapping: mapping };
  return Object.fromEntries([
    ["_id", full._id],
    ["id", full.id],
    ...fields.filter((f) => f in full).map((f) => [f, full[f]]),
  ]);
}

export function hubApi(route: string, req: EmulatorRequest): Reply {
  if (req.method !== "GET") return error(405, `Method ${req.method} not allowed`);
  if (req.headers.authorization !== undefined) {
    const problem = checkHubToken(req.headers);
    if (problem) return error(401, problem);
  }
  const expand = [...req.query.getAll("expand[]"), ...req.query.getAll("expand")];
  /** `X-Emulator-Mapping-Format: array` asks for the array form of `inferenceProviderMapping`. */
  const arrayMapping = req.headers["x-emulator-mapping-format"] === "array";
  if (route === "api/tasks") {
    const tasks: Record<string, { id: string; models: { id: string }[] }> = {};
    for (const m of EMULATOR_MODELS) {
      tasks[m.pipeline_tag] ??= { id: m.pipeline_tag, models: [] };
      tasks[m.pipeline_tag].models.push({ id: m.id });
    }
    return json(tasks);
  }
  if (route === "api/models") {
    const search = req.query.get("search")?.toLowerCase();
    const tag = req.query.get("pipeline_tag");
    const provider = req.query.get("inference_provider");
    const limit = Number(req.query.get("limit") ?? EMULATOR_MODELS.length);
    const found = EMULATOR_MODELS.filter(
      (m) =>
        (!search || m.id.toLowerCase().includes(search)) &&
        (!tag || m.pipeline_tag === tag) &&
        (!provider || provider === "all" || provider in m.inferenceProviderMapping),
    );
    return json(found.slice(0, limit).map((m) => (expand.length > 0 ? expanded(m, expand, arrayMapping) : info(m))));
  }
  const match = /^api\/models\/(.+)$/.exec(route);
  if (!match) return error(404, "Not Found");
  const model = findModel(decodeURIComponent(match[1]));
  if (!model) return error(404, "Repository not found");
  if (model.gated && req.headers.authorization === undefined) {
    return error(
      401,
      `Access to model ${model.id} is restricted. You must have access to it and be authenticated to access it. Please log in.`,
    );
  }
  return json(expand.length > 0 ? expanded(model, expand, arrayMapping) : info(model));
}
