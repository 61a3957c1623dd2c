import { createRoute } from "@tanstack/react-router";
import { DocsPage } from "../pages/DocsPage.js";
import { rootRoute } from "./root.js";

export const docsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/docs",
  component: DocsPage,
});
