import "@atrium/widgets/style.css";
import "./styles.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadConfig } from "./config.js";
import { createAppRouter } from "./router.js";

const router = createAppRouter({ config: await loadConfig() });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
