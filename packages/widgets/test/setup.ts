import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// user-event waits through `jest.advanceTimersByTime` when timers are faked; without it a faked
// setTimeout never fires and the interaction hangs (testing-library/react-testing-library#1197).
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
