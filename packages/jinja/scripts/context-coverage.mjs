// Runs context-coverage.ts (see there): bundles it with esbuild, then prints its report.
// Usage: node packages/jinja/scripts/context-coverage.mjs [--all]
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const here = fileURLToPath(new URL(".", import.meta.url));
const out = join(tmpdir(), `context-coverage-${process.pid}.mjs`);
await build({
  entryPoints: [join(here, "context-coverage.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: out,
  logLevel: "error",
  // The test modules find their fixtures next to themselves.
  define: { "import.meta.url": JSON.stringify(pathToFileURL(join(here, "../test/real-cases.ts")).href) },
});
try {
  const { coverageReport } = await import(pathToFileURL(out).href);
  process.stdout.write(coverageReport(process.argv.includes("--all")));
} finally {
  rmSync(out, { force: true });
}
