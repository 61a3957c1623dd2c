/** Runtime settings the server hands to the app (`scripts/start.mjs` answers `/atrium-config.json`). */
export interface AtriumConfig {
  /** Base URL of the local inference emulator, or null when none is running. */
  emulatorUrl: string | null;
}

export const defaultConfig: AtriumConfig = { emulatorUrl: null };

/** Reads `/atrium-config.json`; a static host without it gives the defaults. */
export async function loadConfig(): Promise<AtriumConfig> {
  try {
    const response = await fetch("/atrium-config.json", { headers: { accept: "application/json" } });
    if (!response.ok) return defaultConfig;
    const body: Partial<AtriumConfig> = await response.json();
    return { emulatorUrl: typeof body.emulatorUrl === "string" ? body.emulatorUrl : null };
  } catch {
    return defaultConfig;
  }
}
