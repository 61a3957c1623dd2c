/**
 * The HTTP server: reads each request, records it under its scenario, applies the request's faults, dispatches it
 * and writes the reply. `startEmulator` is the package's entry point.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { EMULATOR_MODELS } from "./catalogue.js";
import { FAULT_HEADER, type Fault, FaultCounter, parseFault, SCENARIO_HEADER } from "./faults.js";
import { type RecordedRequest, Recorder } from "./recorder.js";
import { error, errorBody, json, type Reply } from "./reply.js";
import { type EmulatorRequest, readRequest } from "./request.js";
import { dispatch } from "./router.js";
import { writeSse } from "./sse.js";

export interface EmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
}

export interface Emulator {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** `${url}/hub`: the hub API. */
  hubUrl: string;
  /** `${url}/router`: the router. */
  routerUrl: string;
  /** `${url}/providers/${provider}`: the provider's own host. */
  providerUrl(provider: string): string;
  /** The requests received with `X-Emulator-Scenario: <scenario>` ("" for those without the header). */
  requests(scenario: string): RecordedRequest[];
  /** Forgets the recorded requests of one scenario, or of all. */
  clearRequests(scenario?: string): void;
  close(): Promise<void>;
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "x-request-id, retry-after, retry-after-ms, x-inference-provider",
};

function writeReply(
  res: ServerResponse,
  reply: Exclude<Reply, { kind: "sse" }>,
  headers: Record<string, string>,
): void {
  let status: number;
  let contentType: string;
  let payload: string | Uint8Array;
  if (reply.kind === "error") {
    const body = errorBody(reply);
    [status, contentType, payload] = [reply.status, body.contentType, body.text];
  } else if (reply.kind === "json") {
    [status, contentType, payload] = [reply.status, "application/json", JSON.stringify(reply.body)];
  } else {
    [status, contentType, payload] = [reply.status, reply.contentType, reply.body];
  }
  // 204 and 304 answers have no body, so no content headers either.
  if (status === 204 || status === 304) {
    res.writeHead(status, { ...headers, ...reply.headers });
    res.end();
    return;
  }
  res.writeHead(status, {
    "content-type": contentType,
    "content-length": String(Buffer.byteLength(payload)),
    ...headers,
    ...reply.headers,
  });
  res.end(payload);
}

/** Resolves when the response is closed (the client went away, or the server is closing). */
function closed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) resolve();
    else res.once("close", () => resolve());
  });
}

function wait(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    closed(res).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function control(req: EmulatorRequest, recorder: Recorder): Reply {
  if (req.path === "/__emulator/requests") {
    const scenario = req.query.get("scenario") ?? "";
    if (req.method === "DELETE") {
      recorder.clear(req.query.has("scenario") ? scenario : undefined);
      return json({ cleared: true });
    }
    return json(recorder.requests(scenario));
  }
  if (req.path === "/__emulator/models") return json(EMULATOR_MODELS);
  return error(404, `Not found: ${req.path}`);
}

function faultReply(fault: Fault & { status: number }): Reply {
  const message = fault.message ?? `Emulated error: HTTP ${fault.status}`;
  const format = fault.errorFormat ?? "hf";
  const type =
    fault.status >= 500 ? "server_error" : fault.status === 429 ? "rate_limit_error" : "invalid_request_error";
  return error(fault.status, message, format, format === "openai" ? { type } : {});
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  recorder: Recorder,
  counter: FaultCounter,
): Promise<void> {
  const request = await readRequest(req);
  if (request.method === "OPTIONS") {
    res.writeHead(204, {
      ...CORS,
      "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-max-age": "600",
    });
    res.end();
    return;
  }
  if (request.path.startsWith("/__emulator/")) {
    writeReply(res, control(request, recorder) as Exclude<Reply, { kind: "sse" }>, CORS);
    return;
  }
  const scenario = request.headers[SCENARIO_HEADER] ?? "";
  recorder.record(scenario, request);

  const faultHeader = request.headers[FAULT_HEADER];
  let fault: Fault | undefined;
  if (faultHeader !== undefined) {
    try {
      fault = parseFault(faultHeader);
    } catch (problem) {
      writeReply(res, error(400, `Invalid X-Emulator-Fault header: ${(problem as Error).message}`), CORS);
      return;
    }
    if (!counter.applies(fault, scenario, request.path, faultHeader)) fault = undefined;
  }
  const headers: Record<string, string> = { ...CORS };
  if (fault?.requestId !== undefined) headers["x-request-id"] = fault.requestId;
  if (fault?.retryAfter !== undefined) headers["retry-after"] = fault.retryAfter;
  if (fault?.retryAfterMs !== undefined) headers["retry-after-ms"] = String(fault.retryAfterMs);

  if (fault?.hang) return closed(res);
  if (fault?.delay) {
    await wait(res, fault.delay);
    if (res.destroyed) return;
  }
  let reply = fault?.status !== undefined ? faultReply(fault as Fault & { status: number }) : dispatch(request);
  if (reply.kind === "error" && fault?.errorFormat) reply = { ...reply, format: fault.errorFormat };
  if (reply.kind === "sse") {
    reply = { ...reply, headers: { ...headers, ...reply.headers } };
    await writeSse(res, reply, {
      chunks: fault?.chunks,
      errorAfter: fault?.streamErrorAfter,
      errorMessage: fault?.message,
      malformed: fault?.malformed,
    });
    return;
  }
  if (fault?.malformed && reply.kind !== "error") {
    reply = json({ malformed: true, note: "X-Emulator-Fault: malformed=1 (this body has the wrong shape on purpose)" });
  }
  writeReply(res, reply, headers);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const recorder = new Recorder();
  const counter = new FaultCounter();
  const server = createServer((req, res) => {
    handle(req, res, recorder, counter).catch((problem: unknown) => {
      if (!res.headersSent) writeReply(res, error(500, `Emulator failure: ${(problem as Error).message}`), CORS);
      else res.destroy();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url,
    hubUrl: `${url}/hub`,
    routerUrl: `${url}/router`,
    providerUrl: (provider) => `${url}/providers/${provider}`,
    requests: (scenario) => recorder.requests(scenario),
    clearRequests: (scenario) => recorder.clear(scenario),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((problem) => (problem ? reject(problem) : resolve()));
        server.closeAllConnections();
      }),
  };
}
