/**
 * Dispatch by URL family:
 * - `/hub/api/…`                       hub API (models, tasks)
 * - `/router/v1/chat/completions`      auto router (hub token)
 * - `/router/hf-inference/…`           hf-inference (hub token)
 * - `/router/{provider}/{route}`       a provider behind the router (hub token)
 * - `/providers/{provider}/{route}`    a provider's own host (the provider's key, in its header style)
 * - `/endpoints/{name}/…`               dedicated / local servers for `endpointUrl` (no token needed)
 * - `/media/{file}`                    generated media bytes
 */
import { checkHubToken, checkProviderKey } from "./auth.js";
import { autoRouterChat, modelList } from "./auto-router.js";
import { endpointCall } from "./endpoints.js";
import { hfInference } from "./hf-inference.js";
import { hubApi } from "./hub-api.js";
import { MEDIA_FILES } from "./media.js";
import { providerCall } from "./provider-api.js";
import { PROVIDERS } from "./providers.js";
import { bytes, error, json, type Reply } from "./reply.js";
import type { EmulatorRequest } from "./request.js";

function routerCall(route: string, req: EmulatorRequest): Reply {
  if (route === "v1/models" && req.method === "GET") return modelList();
  const problem = checkHubToken(req.headers);
  if (problem) return error(401, problem);
  if (route === "v1/chat/completions") return autoRouterChat(req);
  const slash = route.indexOf("/");
  const provider = slash === -1 ? route : route.slice(0, slash);
  const rest = slash === -1 ? "" : route.slice(slash + 1);
  if (provider === "hf-inference") return hfInference(rest, req);
  const spec = PROVIDERS[provider];
  if (!spec) return error(404, `Unknown provider "${provider}"`);
  if (spec.directOnly)
    return error(400, `${provider} cannot be used through the router: call it directly with its own key`);
  return providerCall(provider, spec, rest, req);
}

function directCall(route: string, req: EmulatorRequest): Reply {
  const slash = route.indexOf("/");
  const provider = slash === -1 ? route : route.slice(0, slash);
  const spec = PROVIDERS[provider];
  if (!spec) {
    return provider === "hf-inference"
      ? error(404, "hf-inference has no host of its own: call it through the router")
      : error(404, `Unknown provider "${provider}"`);
  }
  const problem = checkProviderKey(req.headers, spec.auth, provider);
  if (problem) return error(401, problem, "openai", { type: "authentication_error", code: "invalid_api_key" });
  return providerCall(provider, spec, slash === -1 ? "" : route.slice(slash + 1), req);
}

export function dispatch(req: EmulatorRequest): Reply {
  const [, family = "", ...rest] = req.path.split("/");
  const route = rest.join("/");
  switch (family) {
    case "hub":
      return hubApi(route, req);
    case "router":
      return routerCall(route, req);
    case "providers":
      return directCall(route, req);
    case "endpoints":
      return endpointCall(route, req);
    case "media": {
      const file = MEDIA_FILES[route];
      return file ? bytes(file.bytes(), file.contentType) : error(404, `No media file "${route}"`);
    }
    case "":
      return json({
        name: "@atrium/emulator",
        hub: "/hub/api/models/{id}",
        router: "/router/{provider}/{route}",
        providers: Object.keys(PROVIDERS).map((p) => `/providers/${p}`),
        media: Object.keys(MEDIA_FILES).map((f) => `/media/${f}`),
      });
    default:
      return error(404, `Not found: ${req.path}`);
  }
}
