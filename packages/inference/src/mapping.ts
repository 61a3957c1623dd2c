// Provider mappings from the hub API, cached with a bound on size and age.

import { InferenceClientHubApiError, redactValue } from "./errors.js";
import { guard, type Runtime, send } from "./http.js";
import type { InferenceProviderMappingEntry } from "./types.js";

export const DEFAULT_HUB_URL = "https://huggingface.co";

const MAX_ENTRIES = 500;
const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; value: InferenceProviderMappingEntry[] }>();

/** Empties the mapping cache (tests, or after changing provider settings on the hub). */
export function clearMappingCache(): void {
  cache.clear();
}

/** The model's provider mappings, in the hub's order of preference (array and legacy object forms). */
export async function getProviderMapping(
  model: string,
  token: string | undefined,
  hubUrl: string,
  rt: Runtime,
): Promise<InferenceProviderMappingEntry[]> {
  const hubToken = token?.startsWith("hf_") ? token : undefined;
  const key = `${hubUrl}\n${model}\n${hubToken ? "token" : ""}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.value;
  }
  // Each segment encoded, so that a stray `?` or `#` in a model id cannot change the query.
  const path = model.split("/").map(encodeURIComponent).join("/");
  const url = `${hubUrl.replace(/\/+$/, "")}/api/models/${path}?expand[]=inferenceProviderMapping`;
  const headers: Record<string, string> = hubToken ? { Authorization: `Bearer ${hubToken}` } : {};
  const req = { url, method: "GET", headers };
  const prefix = `Failed to fetch inference provider mapping for model ${model}`;
  const res = await send(rt, req, "hub", prefix);
  const text = await guard(rt, res.text());
  let info: { inferenceProviderMapping?: unknown };
  try {
    info = JSON.parse(text);
  } catch {
    throw new InferenceClientHubApiError(
      `${prefix}: malformed API response, invalid JSON`,
      { url, method: "GET" },
      { requestId: res.headers.get("x-request-id") ?? "", status: res.status, body: redactValue(text, rt.secrets) },
    );
  }
  const raw = info?.inferenceProviderMapping;
  if (!raw || typeof raw !== "object") {
    throw new InferenceClientHubApiError(
      `We have not been able to find inference provider information for model ${model}.`,
      { url, method: "GET" },
      { requestId: res.headers.get("x-request-id") ?? "", status: res.status, body: redactValue(info, rt.secrets) },
    );
  }
  const entries = Array.isArray(raw)
    ? (raw as InferenceProviderMappingEntry[])
    : Object.entries(raw as Record<string, Omit<InferenceProviderMappingEntry, "provider">>).map(
        ([provider, entry]) => ({
          ...entry,
          provider,
        }),
      );
  const value = entries.map((entry) => ({ ...entry, hfModelId: entry.hfModelId ?? model }));
  cache.set(key, { at: Date.now(), value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}
