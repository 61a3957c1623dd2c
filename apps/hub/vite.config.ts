import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// Workspace packages export their TypeScript sources under "@atrium/source": the app bundles them directly.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@atrium/source", ...defaultClientConditions] },
  build: { target: "es2022" },
});
