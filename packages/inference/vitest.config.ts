import { workspaceConfig } from "../../vitest.shared.js";

export default workspaceConfig({ test: { name: "inference" } });
