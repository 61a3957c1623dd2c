import { createRoute } from "@tanstack/react-router";
import { HomePage } from "../pages/HomePage.js";
import { rootRoute } from "./root.js";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: HomePage,
});
