// The one HTTP path of the client: injectable fetch, signal + timeout, bounded retries with backoff and
// jitter that honour Retry-After, error construction with every credential redacted, media download.

import {
  type HttpRequestInfo,
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
  InferenceClientTimeoutError,
  redactHeaders,
  redactString,
  redactValue,
} from "./errors.js";
import type { Options, RetryOptions } from "./types.js";

export interface Runtime {
  fetch: typeof fetch;
  signal?: AbortSignal;
  user?: AbortSignal;
  timeout?: number;
  retry: RetryOptions;
  credentials?: RequestCredentials;
  /** Every credential of this call, removed from errors. */
  secrets: string[];
}

export interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
}

/** Longest Retry-After the client waits for; a longer one is reported at once instead. */
const MAX_RETRY_AFTER_MS = 60_000;

export function runtime(options: Options, secrets: string[]): Runtime {
  const timer = options.timeout ? AbortSignal.timeout(options.timeout) : undefined;
  const user = options.signal;
  const signal = timer && user ? AbortSignal.any([user, timer]) : (timer ?? user);
  const credentials = options.includeCredentials;
  return {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    signal,
    user,
    timeout: options.timeout,
    retry: options.retry_on_error === false ? { ...options.retry, retries: 0 } : (options.retry ?? {}),
    credentials:
      credentials === true
        ? "include"
        : typeof credentials === "string"
          ? (credentials as RequestCredentials)
          : undefined,
    secrets,
  };
}

/** The error to throw once the call's signal has fired: the user's reason, or a timeout error. */
export function abortReason(rt: Runtime): unknown {
  if (rt.user?.aborted) return rt.user.reason;
  if (rt.timeout !== undefined) return new InferenceClientTimeoutError(rt.timeout);
  return rt.signal?.reason;
}

/** Awaits `promise`, turning a rejection caused by the call's signal into its abort reason. */
export async function guard<T>(rt: Runtime, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw rt.signal?.aborted ? abortReason(rt) : error;
  }
}

export function sleep(ms: number, rt: Runtime): Promise<void> {
  return new Promise((resolve, reject) => {
    const signal = rt.signal;
    if (signal?.aborted) return reject(abortReason(rt));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(rt));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export type ErrorKind = "provider" | "hub";

/**
 * Sends a request, retrying 408/429/5xx answers and network errors at most `retries` times (default 2).
 * Resolves with an OK response; anything else becomes an API error.
 */
export async function send(
  rt: Runtime,
  req: HttpRequest,
  kind: ErrorKind = "provider",
  prefix?: string,
): Promise<Response> {
  const { retries = 2, minDelayMs = 500, maxDelayMs = 8000, onRetry } = rt.retry;
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    let failure: unknown;
    try {
      res = await rt.fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: rt.signal,
        credentials: rt.credentials,
      });
    } catch (error) {
      if (rt.signal?.aborted) throw abortReason(rt);
      failure = error;
    }
    if (res?.ok) return res;
    const retryAfter = res ? parseRetryAfter(res.headers.get("retry-after")) : undefined;
    const again =
      attempt < retries &&
      (!res || retryable(res.status)) &&
      (retryAfter === undefined || retryAfter <= MAX_RETRY_AFTER_MS);
    if (!again) {
      if (res) throw await httpError(rt, req, res, kind, prefix);
      throw new (kind === "hub" ? InferenceClientHubApiError : InferenceClientProviderApiError)(
        `${prefix ?? "Failed to perform inference"}: network error: ${redactString(String((failure as Error)?.message ?? failure), rt.secrets)}`,
        requestInfo(rt, req),
        { requestId: "", status: 0, body: "" },
        { cause: failure },
      );
    }
    // Release the failed answer's connection before waiting.
    await res?.body?.cancel().catch(() => {});
    const delayMs = retryAfter ?? Math.round(Math.random() * Math.min(maxDelayMs, minDelayMs * 2 ** attempt));
    onRetry?.({
      attempt: attempt + 1,
      delayMs,
      status: res?.status,
      error: failure,
      url: redactString(req.url, rt.secrets),
    });
    await sleep(delayMs, rt);
  }
}

export function requestInfo(rt: Runtime, req: HttpRequest): HttpRequestInfo {
  const body = req.body;
  let recorded: unknown;
  if (typeof body === "string") {
    try {
      recorded = redactValue(JSON.parse(body), rt.secrets);
    } catch {
      recorded = redactString(body, rt.secrets);
    }
  } else if (typeof FormData !== "undefined" && body instanceof FormData) recorded = "[FormData]";
  else if (body != null) recorded = "[Blob or ArrayBuffer]";
  return {
    url: redactString(req.url, rt.secrets),
    method: req.method,
    headers: redactHeaders(req.headers),
    ...(recorded === undefined ? {} : { body: recorded }),
  };
}

/** The provider's own message from an error body: `error`, `error.message`, `detail`, `message`, `errors[0]`. */
export function providerMessage(body: unknown): string | undefined {
  if (typeof body === "string") return body.trim() ? body.trim().slice(0, 1000) : undefined;
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  for (const candidate of [b.error, b.detail, b.message, Array.isArray(b.errors) ? b.errors[0] : undefined]) {
    if (typeof candidate === "string") return candidate;
    if (candidate && typeof candidate === "object") {
      const inner = providerMessage(candidate);
      if (inner) return inner;
      if (Array.isArray(candidate) && candidate.length) return JSON.stringify(candidate).slice(0, 1000);
    }
  }
  return undefined;
}

export async function httpError(
  rt: Runtime,
  req: HttpRequest,
  res: Response,
  kind: ErrorKind = "provider",
  prefix = "Failed to perform inference",
): Promise<Error> {
  let body: unknown = "";
  try {
    const text = await guard(rt, res.text());
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  } catch {
    if (rt.signal?.aborted) return abortReason(rt) as Error;
  }
  body = redactValue(body, rt.secrets);
  const message = providerMessage(body);
  const Class = kind === "hub" ? InferenceClientHubApiError : InferenceClientProviderApiError;
  return new Class(
    redactString(
      `${prefix}: ${message ?? `an HTTP error occurred when requesting the provider (HTTP ${res.status})`}`,
      rt.secrets,
    ),
    requestInfo(rt, req),
    { requestId: res.headers.get("x-request-id") ?? "", status: res.status, body },
  );
}

/** Reads a successful answer: JSON when it says so, otherwise a Blob. */
export async function readBody(rt: Runtime, res: Response): Promise<unknown> {
  const type = res.headers.get("content-type") ?? "";
  if (/[/+]json\b/.test(type)) {
    const text = await guard(rt, res.text());
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return guard(rt, res.blob());
}

/** A result given as a URL or a data URL, as a Blob. */
export async function fetchMedia(rt: Runtime, url: string): Promise<Blob> {
  const data = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/.exec(url);
  if (data) {
    const payload = url.slice(data[0].length);
    const bytes = data[3] ? base64ToBytes(payload) : new TextEncoder().encode(decodeURIComponent(payload));
    return new Blob([bytes], { type: data[1] || "application/octet-stream" });
  }
  const res = await send(rt, { url, method: "GET", headers: {} }, "provider", `Failed to fetch the result from ${url}`);
  return guard(rt, res.blob());
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function blobToBase64(blob: Blob | ArrayBuffer): Promise<string> {
  const bytes = new Uint8Array(blob instanceof ArrayBuffer ? blob : await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function blobToDataUrl(blob: Blob, fallbackType = "application/octet-stream"): Promise<string> {
  return `data:${blob.type || fallbackType};base64,${await blobToBase64(blob)}`;
}
