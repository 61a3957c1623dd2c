// Runs every bench/*.bench.mjs against the built packages and the peer libraries installed here.
// Each benchmark prints its own table; ratios are always against peers measured in the same run.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = dirname(benchDir);
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

if (!existsSync(join(benchDir, "node_modules"))) run("npm", ["ci", "--no-audit", "--no-fund"], benchDir);
run("npm", ["run", "build"], root);

const only = process.argv[2];
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith(".bench.mjs"))
  .filter((file) => !only || file.startsWith(only))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}\n`);
  run(process.execPath, ["--expose-gc", join(benchDir, file)], benchDir);
}
