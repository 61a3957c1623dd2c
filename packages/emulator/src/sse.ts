/**
 * Writes a server-sent-event stream: `data: <json>\n\n` per event, `data: [DONE]` at the end (OpenAI style).
 * Events are batched into large writes and backpressure is honoured, so a 20,000-chunk stream is quick to produce.
 */
import type { ServerResponse } from "node:http";
import type { SseReply } from "./reply.js";

export interface StreamOptions {
  /** Number of content chunks (`chunks=N`). */
  chunks?: number;
  /** Send an error event after this many events (or after all of them, if fewer), then end the stream. */
  errorAfter?: number;
  errorMessage?: string;
  /** Replace every event by a line that is not JSON (`malformed=1`). */
  malformed?: boolean;
}

const BATCH_BYTES = 256 * 1024;

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

export async function writeSse(res: ServerResponse, reply: SseReply, options: StreamOptions = {}): Promise<void> {
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
    ...reply.headers,
  });
  let batch = "";
  const flush = async () => {
    if (batch === "") return;
    const ok = res.write(batch);
    batch = "";
    if (!ok && !res.destroyed) await drained(res);
  };
  let sent = 0;
  for (const event of reply.events(options.chunks)) {
    if (res.destroyed) return;
    if (options.errorAfter !== undefined && sent >= options.errorAfter) break;
    batch += options.malformed ? "data: {this is not json\n\n" : `data: ${JSON.stringify(event)}\n\n`;
    sent++;
    if (batch.length >= BATCH_BYTES) await flush();
  }
  if (options.errorAfter !== undefined) {
    batch += `data: ${JSON.stringify(reply.errorEvent(options.errorMessage ?? "Emulated error in the middle of the stream"))}\n\n`;
  } else if (reply.done) {
    batch += "data: [DONE]\n\n";
  }
  await flush();
  res.end();
}
