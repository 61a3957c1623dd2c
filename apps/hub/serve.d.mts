export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

export function serveStatic(options: {
  root: string;
  port?: number;
  json?: Record<string, unknown>;
}): Promise<StaticServer>;

export interface HubServer extends StaticServer {
  /** The emulator's URL, or null when it is not built or failed to start. */
  emulatorUrl: string | null;
}

export function serveHub(options: { root: string; port?: number }): Promise<HubServer>;
