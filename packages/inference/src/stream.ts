// Server-sent events as an async iterator of parsed `data:` payloads (eventsource-parser), ending at `[DONE]`.
// A hand-written iterator rather than an async generator: a chunk already parsed is handed out with one resolved
// promise, which keeps a 20,000-chunk stream close to a bare parsing loop.

import { createParser, type EventSourceMessage } from "eventsource-parser";
import { InferenceClientProviderApiError, malformed, providerMessage, redactValue } from "./errors.js";
import { abortReason, guard, type HttpRequest, type Runtime, requestInfo } from "./http.js";
import type { TaskContext } from "./providers/types.js";

export interface OpenedStream {
  res: Response;
  req: HttpRequest;
  ctx: TaskContext;
  rt: Runtime;
}

export class EventStream<T> implements AsyncGenerator<T, undefined> {
  readonly #open: () => Promise<OpenedStream>;
  #opened?: OpenedStream;
  #reader?: ReadableStreamDefaultReader<Uint8Array>;
  #readerDone = false;
  readonly #decoder = new TextDecoder();
  readonly #parser = createParser({ onEvent: (event) => this.#onEvent(event) });
  #items: T[] = [];
  #head = 0;
  /** Set once the stream has ended: by `[DONE]`, the end of the body, an error, or the consumer. */
  #end?: { error?: unknown };

  constructor(open: () => Promise<OpenedStream>) {
    this.#open = open;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.#head < this.#items.length) return Promise.resolve({ value: this.#items[this.#head++], done: false });
    return this.#pull();
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    this.#end ??= {};
    this.#items = [];
    this.#head = 0;
    await this.#release();
    return { value: undefined, done: true };
  }

  async throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    await this.return();
    throw error;
  }

  async #pull(): Promise<IteratorResult<T, undefined>> {
    for (;;) {
      if (this.#head < this.#items.length) return { value: this.#items[this.#head++], done: false };
      if (this.#end) {
        const { error } = this.#end;
        this.#end = {};
        await this.#release();
        if (error !== undefined) throw error;
        return { value: undefined, done: true };
      }
      this.#items = [];
      this.#head = 0;
      try {
        await this.#read();
      } catch (error) {
        this.#end = { error };
      }
    }
  }

  async #read(): Promise<void> {
    if (!this.#reader) {
      this.#opened = await this.#open();
      const { res } = this.#opened;
      const type = res.headers.get("content-type") ?? "";
      if (!type.startsWith("text/event-stream") || !res.body) {
        // A JSON or text answer in place of the stream may say why (e.g. a 200 carrying `{"error": …}`).
        const { rt } = this.#opened;
        let text = "";
        try {
          text = await guard(rt, head(res));
        } catch (error) {
          if (rt.signal?.aborted) throw error;
        }
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {}
        const said = providerMessage(redactValue(body, rt.secrets));
        throw this.#fail(
          `server does not support event stream content type, it returned ${type || "no content type"}${said ? `: ${said}` : ""}`,
          body,
        );
      }
      this.#reader = res.body.getReader();
      // Chunks already received must not outlive an abort: the next `next()` rejects with the abort reason.
      this.#opened.rt.signal?.addEventListener("abort", this.#onAbort, { once: true });
    }
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await this.#reader.read();
    } catch (error) {
      const { rt } = this.#opened as OpenedStream;
      throw rt.signal?.aborted ? abortReason(rt) : error;
    }
    if (read.done) {
      this.#readerDone = true;
      // A last event not followed by a blank line still counts (a truncated one is reported as malformed).
      this.#parser.feed(`${this.#decoder.decode()}\n\n`);
      this.#end ??= {};
      return;
    }
    this.#parser.feed(this.#decoder.decode(read.value, { stream: true }));
  }

  #onEvent({ data, event }: EventSourceMessage): void {
    if (this.#end || !data) return;
    if (data === "[DONE]") {
      this.#end = {};
      return;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      const { ctx } = this.#opened as OpenedStream;
      this.#end = {
        error:
          event === "error"
            ? this.#fail(`an error occurred while streaming the response: ${data}`, data)
            : malformed(ctx.provider, ctx.task, "JSON in every server-sent event"),
      };
      return;
    }
    const error = event === "error" ? chunk : (chunk as { error?: unknown } | null)?.error;
    if (error) {
      const message = providerMessage({ error }) ?? JSON.stringify(error);
      this.#end = { error: this.#fail(`an error occurred while streaming the response: ${message}`, chunk) };
      return;
    }
    this.#items.push(chunk as T);
  }

  #fail(message: string, body: unknown): InferenceClientProviderApiError {
    const { res, req, rt } = this.#opened as OpenedStream;
    return new InferenceClientProviderApiError(`Failed to perform inference: ${message}`, requestInfo(rt, req), {
      requestId: res.headers.get("x-request-id") ?? "",
      status: res.status,
      body: redactValue(body, rt.secrets),
    });
  }

  readonly #onAbort = (): void => {
    this.#items = [];
    this.#head = 0;
    this.#end = { error: abortReason((this.#opened as OpenedStream).rt) };
  };

  /** Releases the connection whenever the consumer stops early, the stream fails or it is aborted. */
  async #release(): Promise<void> {
    const reader = this.#reader;
    if (!reader) return;
    this.#reader = undefined;
    this.#opened?.rt.signal?.removeEventListener("abort", this.#onAbort);
    if (!this.#readerDone) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** The first 16 KB of a body, then the connection is released (a body that never ends must not hang the call). */
async function head(res: Response, max = 16_384): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      text += decoder.decode(value, { stream: true });
    }
    return text.slice(0, max);
  } finally {
    reader.cancel().catch(() => {});
  }
}
