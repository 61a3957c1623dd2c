// The CommonJS build of a workspace package, dist/index.cjs, for callers that cannot load ES modules (Jest's
// CommonJS runtime, Node before 20.19 calling require()), as the @huggingface packages ship one. It is one file
// bundled from the package's sources; its dependencies are required by name, so that a program holds one copy of
// each and loads their own CommonJS builds. Each package's build runs it in the package's folder:
//   node ../../scripts/build-commonjs.mjs [outfile]
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export async function buildCommonJs(packageDir, outfile = join(packageDir, "dist", "index.cjs")) {
  await build({
    entryPoints: [join(packageDir, "src", "index.ts")],
    bundle: true,
    format: "cjs",
    platform: "neutral",
    target: "es2022",
    outfile,
    logLevel: "warning",
    packages: "external",
    // CommonJS has no import.meta: a reader of import.meta.url gets the bundle's own URL, which lies in dist/ as
    // the ES build's top-level modules do. The shim is included only where something reads it.
    define: { "import.meta.url": "importMetaUrl" },
    inject: [fileURLToPath(new URL("commonjs-import-meta-url.js", import.meta.url))],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildCommonJs(process.cwd(), process.argv[2]);
}
