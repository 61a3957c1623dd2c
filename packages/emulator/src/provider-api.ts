/**
 * A call to an OpenAI-compatible provider route, once auth has passed: finds the endpoint, checks the body and the
 * model id (the provider's own id from the catalogue), and answers.
 */
import { findByProviderId, findModel } from "./catalogue.js";
import { speech, transcription } from "./openai/audio.js";
import { chatCompletion } from "./openai/chat.js";
import { completion } from "./openai/completions.js";
import { embeddings } from "./openai/embeddings.js";
import { imageGeneration } from "./openai/images.js";
import { ENDPOINT_PATHS, findEndpoint, type ProviderSpec } from "./providers.js";
import { error, invalid, type Reply } from "./reply.js";
import type { Body, EmulatorRequest } from "./request.js";
import { isObject } from "./validate.js";

/** The parsed JSON body, or the 400 that explains why there is none. */
export function jsonBody(body: Body): { value: unknown } | Reply {
  switch (body.kind) {
    case "json":
      return { value: body.value };
    case "none":
      return invalid("a JSON request body is required");
    case "invalid-json":
      return invalid(`the request body is not valid JSON: ${body.error}`);
    default:
      return invalid(
        `Content-Type must be application/json for this route, got "${body.kind === "binary" ? body.contentType : "multipart/form-data"}"`,
      );
  }
}

/** Whether `provider` serves `model` (its provider-side id); `undefined` when it does, else the error. */
export function checkModel(provider: string, spec: ProviderSpec, model: unknown): Reply | undefined {
  if (typeof model !== "string") return undefined; // the endpoint's own shape check reports it
  if (spec.directOnly) {
    return model.includes("/")
      ? invalid(
          `The model \`${model}\` does not exist: give ${provider} model ids without a prefix`,
          "model_not_found",
          "model",
        )
      : undefined;
  }
  if (findByProviderId(provider, model)) return undefined;
  const hint = findModel(model)?.inferenceProviderMapping[provider]?.providerId;
  return error(
    404,
    hint
      ? `The model \`${model}\` is a Hugging Face id: ${provider} serves it as \`${hint}\``
      : `The model \`${model}\` does not exist or is not served by ${provider}`,
    "openai",
    { type: "invalid_request_error", code: "model_not_found", param: "model" },
  );
}

export function providerCall(provider: string, spec: ProviderSpec, route: string, req: EmulatorRequest): Reply {
  const endpoint = findEndpoint(spec, route);
  if (endpoint === undefined) {
    const routes = spec.endpoints.map((e) => `/${spec.prefix}${ENDPOINT_PATHS[e]}`).join(", ");
    return error(404, `${provider} has no route /${route} (it serves ${routes})`, "openai", {
      type: "not_found_error",
    });
  }
  if (req.method !== "POST") return error(405, `Method ${req.method} not allowed: use POST`, "openai");
  if (endpoint === "transcriptions") {
    return (
      (req.body.kind === "multipart" && checkModel(provider, spec, req.body.fields.model)) ||
      transcription(req.body, spec)
    );
  }
  const parsed = jsonBody(req.body);
  if ("kind" in parsed) return parsed;
  const model = (parsed.value as { model?: unknown } | null)?.model;
  const modelError = checkModel(provider, spec, model);
  if (modelError) return modelError;
  const value = parsed.value;
  const rejected = isObject(value) && Object.entries(spec.rejects ?? {}).find(([field]) => field in value);
  if (rejected) return invalid(`${provider} does not support the field "${rejected[0]}"`, rejected[1], rejected[0]);
  switch (endpoint) {
    case "chat":
      return chatCompletion(parsed.value, { provider, dialect: spec.dialect ?? "openai" });
    case "completions":
      return completion(parsed.value, { provider });
    case "embeddings":
      return embeddings(parsed.value);
    case "images": {
      const origin = `http://${req.headers.host ?? "127.0.0.1"}`;
      return imageGeneration(parsed.value, { formats: spec.imageFormats ?? ["url", "b64_json"], origin });
    }
    case "speech":
      return speech(parsed.value);
  }
}
