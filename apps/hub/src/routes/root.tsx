import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../layout/AppLayout.js";
import { NotFoundPage } from "../pages/NotFoundPage.js";
import type { RouterContext } from "../router.js";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
