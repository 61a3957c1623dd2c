/**
 * What a handler answers, as plain data: JSON, bytes, an SSE stream or an error. The server turns it into an
 * HTTP response after the faults of the request have had their say.
 */

/**
 * How an error body is written: `{"error": "…"}` (hub, router, hf-inference), OpenAI's `{"error": {"message": …}}`,
 * plain text, or the HTML page a gateway or proxy answers with.
 */
export type ErrorFormat = "hf" | "openai" | "text" | "html";

export interface ErrorReply {
  kind: "error";
  status: number;
  message: string;
  format: ErrorFormat;
  /** OpenAI-style `type` and `code` (also `error_type` in the hf format). */
  type?: string;
  code?: string;
  param?: string;
  headers?: Record<string, string>;
}

export interface JsonReply {
  kind: "json";
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface BytesReply {
  kind: "bytes";
  status: number;
  contentType: string;
  body: Uint8Array;
  headers?: Record<string, string>;
}

export interface SseReply {
  kind: "sse";
  /** The events of the stream; `count` (the `chunks=N` fault) asks for that many content chunks. */
  events: (count?: number) => Iterable<unknown>;
  /** The event that reports an error mid-stream (`stream-error-after=N`). */
  errorEvent: (message: string) => unknown;
  /** Whether the stream ends with `data: [DONE]` (OpenAI style; TGI streams do not). */
  done: boolean;
  headers?: Record<string, string>;
}

export type Reply = ErrorReply | JsonReply | BytesReply | SseReply;

export function json(body: unknown, status = 200, headers?: Record<string, string>): JsonReply {
  return { kind: "json", status, body, headers };
}

export function bytes(body: Uint8Array, contentType: string, headers?: Record<string, string>): BytesReply {
  return { kind: "bytes", status: 200, contentType, body, headers };
}

export function error(
  status: number,
  message: string,
  format: ErrorFormat = "hf",
  extra: Pick<ErrorReply, "type" | "code" | "param" | "headers"> = {},
): ErrorReply {
  return { kind: "error", status, message, format, ...extra };
}

/** An OpenAI-style 400 `invalid_request_error`. */
export function invalid(message: string, code?: string, param?: string): ErrorReply {
  return error(400, message, "openai", { type: "invalid_request_error", code, param });
}

export function errorBody(reply: ErrorReply): { contentType: string; text: string } {
  if (reply.format === "text") return { contentType: "text/plain; charset=utf-8", text: reply.message };
  if (reply.format === "html") {
    const title = `${reply.status} ${escapeHtml(reply.message)}`;
    return {
      contentType: "text/html; charset=utf-8",
      text: `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><hr><center>emulator</center></body></html>\n`,
    };
  }
  const body =
    reply.format === "openai"
      ? {
          error: {
            message: reply.message,
            type: reply.type ?? "error",
            param: reply.param ?? null,
            code: reply.code ?? null,
          },
        }
      : { error: reply.message, ...(reply.type ? { error_type: reply.type } : {}) };
  return { contentType: "application/json", text: JSON.stringify(body) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);
