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
