/**
 * Stand-ins for dedicated and local servers reached with `endpointUrl` (Inference Endpoints, llama.cpp, vLLM, TGI,
 * Ollama): `{url}/endpoints/{name}/v1/chat/completions`, `…/v1/completions` and `…/v1/embeddings` accept any model
 * name (or none); `{url}/endpoints/{task}` answers that hf-inference task, like a dedicated endpoint. No token is
 * needed; `hf_invalid` is refused.
 */
import { hubToken, INVALID_HUB_TOKEN } from "./auth.js";
import { hfTask } from "./hf-inference.js";
import { chatCompletion } from "./openai/chat.js";
import { completion } from "./openai/completions.js";
import { embeddings } from "./openai/embeddings.js";
import { jsonBody } from "./provider-api.js";
import { error, type Reply } from "./reply.js";
import type { EmulatorRequest } from "./request.js";
import { isObject } from "./validate.js";

export function endpointCall(route: string, req: EmulatorRequest): Reply {
  if (hubToken(req.headers) === INVALID_HUB_TOKEN) return error(401, "Invalid credentials in Authorization header");
  const match = /^([^/]+)(?:\/v1\/(chat\/completions|completions|embeddings))?$/.exec(route);
  if (!match) return error(404, `No endpoint route /${route}`);
  if (req.method !== "POST") return error(405, `Method ${req.method} not allowed: use POST`);
  const [, name, openaiRoute] = match;
  if (!openaiRoute) return hfTask(name, `endpoint ${name}`, req);
  const parsed = jsonBody(req.body);
  if ("kind" in parsed) return parsed;
  const body = isObject(parsed.value) ? { model: name, ...parsed.value } : parsed.value;
  const context = { provider: `endpoint ${name}`, dialect: "openai" as const };
  if (openaiRoute === "chat/completions") return chatCompletion(body, context);
  return openaiRoute === "completions" ? completion(body, context) : embeddings(body);
}
