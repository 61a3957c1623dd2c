// The CommonJS build, dist/index.cjs, for callers that cannot load ES modules (Jest's CommonJS runtime, bundlers
// configured for require): one file bundled from the sources, as @huggingface/jinja ships one.
//   node scripts/build-commonjs.mjs [outfile]
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export async function buildCommonJs(outfile) {
  await build({
    entryPoints: [fileURLToPath(new URL("../src/index.ts", import.meta.url))],
    bundle: true,
    format: "cjs",
    platform: "neutral",
    target: "es2022",
    outfile,
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildCommonJs(process.argv[2] ?? fileURLToPath(new URL("../dist/index.cjs", import.meta.url)));
}
