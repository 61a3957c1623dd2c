/**
 * An incoming request, read in full and parsed: JSON bodies as values, multipart forms as fields and files,
 * anything else as raw bytes.
 */
import type { IncomingMessage } from "node:http";

export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "invalid-json"; text: string; error: string }
  | { kind: "binary"; bytes: Buffer; contentType: string }
  | { kind: "multipart"; fields: Record<string, string>; files: Record<string, UploadedFile> };

export interface EmulatorRequest {
  method: string;
  /** Path without the query string, e.g. `/router/together/v1/chat/completions`. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: Body;
}

export function headerMap(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

export async function readRequest(req: IncomingMessage): Promise<EmulatorRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = new URL(req.url ?? "/", "http://emulator");
  const headers = headerMap(req);
  return {
    method: req.method ?? "GET",
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: parseBody(raw, headers["content-type"] ?? ""),
  };
}

export function parseBody(raw: Buffer, contentType: string): Body {
  if (raw.length === 0) return { kind: "none" };
  const type = contentType.toLowerCase();
  if (type.includes("json")) {
    const text = raw.toString("utf8");
    try {
      return { kind: "json", value: JSON.parse(text) };
    } catch (error) {
      return { kind: "invalid-json", text, error: (error as Error).message };
    }
  }
  const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (boundary) return parseMultipart(raw, boundary[1] ?? boundary[2]);
  return { kind: "binary", bytes: raw, contentType };
}

function parseMultipart(raw: Buffer, boundary: string): Body {
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (raw.subarray(partStart, partStart + 2).toString() === "--") break; // closing delimiter
    const next = raw.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = raw.subarray(partStart + 2, next - 2); // skip the CRLF after the delimiter and before the next
    const split = part.indexOf("\r\n\r\n");
    if (split !== -1) {
      const head = part.subarray(0, split).toString("utf8");
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/i.exec(head)?.[1];
      const filename = /filename="([^"]*)"/i.exec(head)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? "application/octet-stream";
      if (name !== undefined) {
        if (filename !== undefined) files[name] = { filename, contentType: type, bytes: content };
        else fields[name] = content.toString("utf8");
      }
    }
    start = next;
  }
  return { kind: "multipart", fields, files };
}

/** The body as it is recorded: the JSON value, `[binary N bytes]`, or the multipart fields with file summaries. */
export function recordedBody(body: Body): unknown {
  switch (body.kind) {
    case "none":
      return undefined;
    case "json":
      return body.value;
    case "invalid-json":
      return body.text;
    case "binary":
      return `[binary ${body.bytes.length} bytes]`;
    case "multipart":
      return {
        ...body.fields,
        ...Object.fromEntries(
          Object.entries(body.files).map(([name, f]) => [
            name,
            `[file ${f.filename} ${f.contentType} ${f.bytes.length} bytes]`,
          ]),
        ),
      };
  }
}
