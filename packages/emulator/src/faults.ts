/**
 * Faults chosen per request with `X-Emulator-Fault: key=value; key=value` (see the README for each key).
 */
import type { ErrorFormat } from "./reply.js";

export interface Fault {
  status?: number;
  retryAfter?: string;
  /** OpenAI-style `retry-after-ms` header. */
  retryAfterMs?: number;
  times?: number;
  malformed: boolean;
  delay?: number;
  hang: boolean;
  streamErrorAfter?: number;
  chunks?: number;
  requestId?: string;
  errorFormat?: ErrorFormat;
  message?: string;
  /** Only requests whose path contains this text are affected (and counted for `times`). */
  on?: string;
}

export const FAULT_HEADER = "x-emulator-fault";
export const SCENARIO_HEADER = "x-emulator-scenario";

const FORMATS: readonly ErrorFormat[] = ["hf", "openai", "text", "html"];

function count(key: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${key} must be an integer >= ${min}, got "${value}"`);
  return n;
}

/** Parses the fault header; throws an Error naming the bad key. */
export function parseFault(header: string): Fault {
  const fault: Fault = { malformed: false, hang: false };
  for (const item of header.split(";")) {
    if (item.trim() === "") continue;
    const eq = item.indexOf("=");
    const key = (eq === -1 ? item : item.slice(0, eq)).trim().toLowerCase();
    const value = eq === -1 ? "1" : item.slice(eq + 1).trim();
    switch (key) {
      case "status":
        // 1xx are interim answers, not something a handler can reply with: they would break the connection.
        fault.status = count(key, value, 200);
        if (fault.status > 599) throw new Error(`status must be an HTTP status from 200 to 599, got "${value}"`);
        break;
      case "retry-after":
        fault.retryAfter = value;
        break;
      case "retry-after-ms":
        fault.retryAfterMs = count(key, value, 0);
        break;
      case "times":
        fault.times = count(key, value, 0);
        break;
      case "malformed":
        fault.malformed = value !== "0";
        break;
      case "delay":
        fault.delay = count(key, value, 0);
        break;
      case "hang":
        fault.hang = value !== "0";
        break;
      case "stream-error-after":
        fault.streamErrorAfter = count(key, value, 0);
        break;
      case "chunks":
        fault.chunks = count(key, value, 1);
        break;
      case "request-id":
        fault.requestId = value;
        break;
      case "error-format":
        if (!FORMATS.includes(value as ErrorFormat))
          throw new Error(`error-format must be one of ${FORMATS.join(", ")}`);
        fault.errorFormat = value as ErrorFormat;
        break;
      case "message":
        fault.message = value;
        break;
      case "on":
        fault.on = value;
        break;
      default:
        throw new Error(`unknown fault key "${key}"`);
    }
  }
  return fault;
}

/** Counts, per scenario and fault, the requests a fault has matched, so that `times=N` stops after N. */
export class FaultCounter {
  readonly #seen = new Map<string, number>();

  /** Whether `fault` applies to this request of `scenario` (`path` is the request path). */
  applies(fault: Fault, scenario: string, path: string, header: string): boolean {
    if (fault.on !== undefined && !path.includes(fault.on)) return false;
    const key = `${scenario}\u0000${header}`;
    const n = (this.#seen.get(key) ?? 0) + 1;
    this.#seen.set(key, n);
    return fault.times === undefined || n <= fault.times;
  }
}
