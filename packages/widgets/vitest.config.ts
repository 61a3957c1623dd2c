import { workspaceConfig } from "../../vitest.shared.js";

export default workspaceConfig({
  test: { name: "widgets", environment: "jsdom", setupFiles: ["./test/setup.ts"] },
});
