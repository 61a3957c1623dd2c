import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { AtriumConfig } from "./config.js";
import { routeTree } from "./routes/index.js";

/** Values every route can read through `useRouteContext`. */
export interface RouterContext {
  config: AtriumConfig;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, history, defaultPreload: "intent", scrollRestoration: true });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
