// The one HTTP path of the client: injectable fetch, signal + timeout, bounded retries with backoff and
// jitter that honour Retry-After, error construction with every credential redacted, media download.

import {
  type HttpRequestInfo,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientTimeoutError,
  providerMessage,
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

/** The `timeout` option in whole milliseconds: none for undefined, 0 or Infinity; an input error if not a number ≥ 0. */
function timeoutMs(timeout: unknown): number | undefined {
  if (timeout === undefined || timeout === 0 || timeout === Number.POSITIVE_INFINITY) return undefined;
  if (typeof timeout !== "number" || !(timeout > 0)) {
    throw new InferenceClientInputError(`timeout must be a number of milliseconds >= 0, got ${String(timeout)}.`);
  }
  return Math.min(Math.ceil(timeout), 2 ** 32 - 1);
}

export function runtime(options: Options, secrets: string[]): Runtime {
  const timeout = timeoutMs(options.timeout);
  const timer = timeout ? AbortSignal.timeout(timeout) : undefined;
  const user = options.signal;
  const signal = timer && user ? AbortSignal.any([user, timer]) : (timer ?? user);
  const credentials = options.includeCredentials;
  return {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    signal,
    user,
    timeout,
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

/** The wait a response asks for: `retry-after-ms` (OpenAI-style), else `Retry-After` in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get("retry-after-ms") ?? Number.NaN);
  return Number.isFinite(ms) && ms >= 0 ? ms : parseRetryAfter(headers.get("retry-after"));
}

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Whether a fetch rejection may be a passing network failure. fetch also throws TypeErrors for requests that can
 * never succeed (an invalid URL or header value): those have no cause and do not speak of fetching or the network.
 */
const transient = (failure: unknown): boolean =>
  !(failure instanceof TypeError) ||
  failure.cause !== undefined ||
  /fetch|network|load failed|socket|connect/i.test(failure.message);

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
    // Nothing goes on the wire once the call is aborted (an already-aborted signal sends no request).
    if (rt.signal?.aborted) throw abortReason(rt);
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
    const retryAfter = res ? retryAfterMs(res.headers) : undefined;
    const again =
      attempt < retries &&
      (res ? retryable(res.status) : transient(failure)) &&
      (retryAfter === undefined || retryAfter <= MAX_RETRY_AFTER_MS);
    if (!again) {
      if (res) throw await httpError(rt, req, res, kind, prefix);
      const detail = networkDetail(failure);
      const safe = redactString(detail, rt.secrets);
      throw new (kind === "hub" ? InferenceClientHubApiError : InferenceClientProviderApiError)(
        `${prefix ?? "Failed to perform inference"}: network error: ${safe}`,
        requestInfo(rt, req),
        { requestId: "", status: 0, body: "" },
        // The original error is kept as the cause only when it carries no credential.
        { cause: safe === detail ? failure : new Error(safe) },
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

/** "fetch failed (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1)": the fetch error and its cause. */
function networkDetail(failure: unknown): string {
  const error = failure as { message?: unknown; cause?: { code?: unknown; message?: unknown } } | undefined;
  const message = String(error?.message ?? failure);
  const cause = error?.cause;
  const inner = [cause?.code, cause?.message].filter((part) => typeof part === "string" && part).join(": ");
  return inner && !message.includes(inner) ? `${message} (${inner})` : message;
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

/** An HTML error page (a gateway's 502, a proxy's login page) summed up by its title, or its text. */
function htmlMessage(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)/i.exec(html)?.[1];
  const text = (title ?? html.replace(/<[^>]*>/g, " ")).replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
  return text ? `${text.slice(0, 200)} (HTML page)` : undefined;
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
  const message = typeof body === "string" && /^\s*</.test(body) ? htmlMessage(body) : providerMessage(body);
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

/** Reads a successful answer: JSON when it says so (or text/plain that parses as JSON), otherwise a Blob. */
export async function readBody(rt: Runtime, res: Response): Promise<unknown> {
  const type = res.headers.get("content-type") ?? "";
  if (/[/+]json\b|^text\/plain\b/.test(type)) {
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

/** Binary input: a Blob, an ArrayBuffer or a typed array / Buffer. */
export const isBinary = (value: unknown): value is Blob | ArrayBuffer | ArrayBufferView =>
  value instanceof Blob || value instanceof ArrayBuffer || ArrayBuffer.isView(value);

/** Base64 of binary input (Blob, ArrayBuffer or a typed array); anything else is an input error naming `what`. */
export async function blobToBase64(blob: Blob | ArrayBuffer | ArrayBufferView, what = "input"): Promise<string> {
  let bytes: Uint8Array;
  if (blob instanceof Blob) bytes = new Uint8Array(await blob.arrayBuffer());
  else if (blob instanceof ArrayBuffer) bytes = new Uint8Array(blob);
  else if (ArrayBuffer.isView(blob)) bytes = new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  else {
    throw new InferenceClientInputError(
      `Expected the ${what} as a Blob or an ArrayBuffer, got ${blob === null ? "null" : typeof blob}.`,
    );
  }
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function blobToDataUrl(blob: Blob, fallbackType = "application/octet-stream"): Promise<string> {
  return `data:${blob.type || fallbackType};base64,${await blobToBase64(blob)}`;
}
