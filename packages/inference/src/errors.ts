// Error classes. HTTP errors keep the request with every credential redacted, and the response.

export interface HttpRequestInfo {
  url: string;
  method: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface HttpResponseInfo {
  requestId: string;
  status: number;
  body: unknown;
}

export abstract class InferenceClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InferenceClientError";
  }
}

export class InferenceClientInputError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

export class InferenceClientRoutingError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "RoutingError";
  }
}

export class InferenceClientProviderOutputError extends InferenceClientError {
  constructor(message: string) {
    super(message);
    this.name = "ProviderOutputError";
  }
}

/** The call took longer than the `timeout` option. */
export class InferenceClientTimeoutError extends InferenceClientError {
  constructor(readonly timeout: number) {
    super(`Inference call timed out after ${timeout} ms (timeout option)`);
    this.name = "TimeoutError";
  }
}

abstract class InferenceClientHttpRequestError extends InferenceClientError {
  constructor(
    message: string,
    readonly httpRequest: HttpRequestInfo,
    readonly httpResponse: HttpResponseInfo,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class InferenceClientProviderApiError extends InferenceClientHttpRequestError {
  constructor(
    message: string,
    httpRequest: HttpRequestInfo,
    httpResponse: HttpResponseInfo,
    options?: { cause?: unknown },
  ) {
    super(message, httpRequest, httpResponse, options);
    this.name = "ProviderApiError";
  }
}

export class InferenceClientHubApiError extends InferenceClientHttpRequestError {
  constructor(
    message: string,
    httpRequest: HttpRequestInfo,
    httpResponse: HttpResponseInfo,
    options?: { cause?: unknown },
  ) {
    super(message, httpRequest, httpResponse, options);
    this.name = "HubApiError";
  }
}

/**
 * "Received malformed response from {provider} {task} API: expected {shape}", plus what the provider said when the
 * answer carries a message (a 200 with `{"error": …}`, a text body), with the call's secrets redacted.
 */
export function malformed(
  provider: string,
  task: string,
  expected: string,
  data?: unknown,
  secrets: string[] = [],
): InferenceClientProviderOutputError {
  const said = data === undefined ? undefined : providerMessage(data);
  return new InferenceClientProviderOutputError(
    `Received malformed response from ${provider} ${task} API: expected ${expected}${said ? `; the provider answered: ${redactString(said.slice(0, 300), secrets)}` : ""}`,
  );
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

const SECRET_HEADER = /auth|key|token|secret|cookie|signature|password/i;
const REDACTED = "[redacted]";

/** Replaces every secret (and every credential-bearing header) by "[redacted]", keeping the auth scheme. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADER.test(name)) out[name] = value;
    else {
      const scheme = /^(Bearer|Key|X-Key|Basic|Token|Api-Key)\s+/i.exec(value);
      out[name] = scheme ? `${scheme[1]} ${REDACTED}` : REDACTED;
    }
  }
  return out;
}

/** Deep copy of a JSON value with secrets removed from every string and `accessToken`-like keys redacted. */
export function redactValue(value: unknown, secrets: string[]): unknown {
  if (typeof value === "string") return redactString(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = /^(accessToken|access_token|api_key|apiKey|token)$/.test(key)
        ? "[REDACTED]"
        : redactValue(item, secrets);
    }
    return out;
  }
  return value;
}

/** `user:password@` in a URL, and query parameters whose name says they carry a credential. */
const URL_USERINFO = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/?#\s@]+@/gi;
const SECRET_PARAM = /([?&][^=&#\s]*(?:auth|key|token|secret|signature|password|pwd|credential)[^=&#\s]*=)[^&#\s"']+/gi;

export function redactString(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  if (out.includes("://")) out = out.replace(URL_USERINFO, `$1${REDACTED}@`).replace(SECRET_PARAM, `$1${REDACTED}`);
  return out;
}

/** The credentials written into a URL (user info, credential-named query parameters), to redact wherever they appear. */
export function urlSecrets(url: string | undefined): string[] {
  if (!url?.includes("://")) return [];
  const out: string[] = [];
  for (const match of url.matchAll(URL_USERINFO)) {
    const info = match[0].slice(match[1].length, -1);
    const secret = info.includes(":") ? info.slice(info.indexOf(":") + 1) : info;
    out.push(secret, decodeURIComponentSafe(secret));
  }
  for (const match of url.matchAll(SECRET_PARAM)) {
    const secret = match[0].slice(match[1].length);
    out.push(secret, decodeURIComponentSafe(secret));
  }
  return out.filter((secret) => secret.length >= 4);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
