import { docsRoute } from "./docs.js";
import { homeRoute } from "./home.js";
import { rootRoute } from "./root.js";

// The route table: one file per route under src/routes/, listed here once.
export const routeTree = rootRoute.addChildren([homeRoute, docsRoute]);
