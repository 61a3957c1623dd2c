import { workspaceConfig } from "../../vitest.shared.js";

export default workspaceConfig({
  test: { name: "hub", environment: "jsdom", setupFiles: ["./test/setup.ts"] },
});
