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

export const malformed = (provider: string, task: string, expected: string): InferenceClientProviderOutputError =>
  new InferenceClientProviderOutputError(
    `Received malformed response from ${provider} ${task} API: expected ${expected}`,
  );

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

export function redactString(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
