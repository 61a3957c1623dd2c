/**
 * Every request the emulator receives, kept per scenario (`X-Emulator-Scenario`, or "" without one).
 */
import { type EmulatorRequest, recordedBody } from "./request.js";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The parsed JSON body, `[binary N bytes]`, the multipart fields (files as `[file name type N bytes]`), or undefined. */
  body: unknown;
}

function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

export class Recorder {
  readonly #byScenario = new Map<string, RecordedRequest[]>();

  record(scenario: string, req: EmulatorRequest): void {
    const list = this.#byScenario.get(scenario) ?? [];
    list.push({
      method: req.method,
      path: req.path,
      query: queryObject(req.query),
      headers: { ...req.headers },
      body: recordedBody(req.body),
    });
    this.#byScenario.set(scenario, list);
  }

  requests(scenario: string): RecordedRequest[] {
    return structuredClone(this.#byScenario.get(scenario) ?? []);
  }

  clear(scenario?: string): void {
    if (scenario === undefined) this.#byScenario.clear();
    else this.#byScenario.delete(scenario);
  }
}
