import { defineConfig, mergeConfig, type ViteUserConfig } from "vitest/config";

/**
 * Workspace packages export their TypeScript sources under the "@atrium/source" condition,
 * so tests and the hub app run against `src/` without a build step.
 */
const sourceConditions = ["@atrium/source", "module", "node", "import", "default"];

export function workspaceConfig(config: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineConfig({
      resolve: { conditions: sourceConditions },
      ssr: { resolve: { conditions: sourceConditions, externalConditions: ["@atrium/source"] } },
      test: { include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"] },
    }),
    config,
  );
}
