import { defineConfig } from "vitest/config";

// One project per workspace; each workspace's own vitest.config.ts sets its environment.
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/hub"],
  },
});
