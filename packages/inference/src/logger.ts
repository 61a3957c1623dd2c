import type { Logger } from "./types.js";

let current: Logger = console;

/** Replaces the logger used for warnings (staging mappings). */
export function setLogger(logger: Logger): void {
  current = logger;
}

export const logger = (): Logger => current;
