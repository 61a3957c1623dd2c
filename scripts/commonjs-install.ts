// Test support for the CommonJS builds (scripts/build-commonjs.mjs): an install of a workspace package in a
// temporary folder, laid out as npm lays one out, and a Node that loads it with require() alone.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
// @ts-expect-error: a build script in plain JavaScript, without types.
import { buildCommonJs } from "./build-commonjs.mjs";

const packagesDir = fileURLToPath(new URL("../packages", import.meta.url));
const requireHere = createRequire(import.meta.url);

/**
 * Installs workspace package `name` (`@atrium/…`) under `dir`/node_modules: its package.json, so that require()
 * goes through its `require` condition, its CommonJS bundle built from the sources (dist/ may not exist yet: `npm
 * test` runs the unit tests before the build), its other published folders linked, and its dependencies installed
 * the same way (workspace packages) or linked from the repository's node_modules. Returns the installed folder.
 */
export async function installCommonJs(dir: string, name: string): Promise<string> {
  const installed = join(dir, "node_modules", name);
  if (existsSync(installed)) return installed;
  const source = join(packagesDir, name.replace(/^@atrium\//, ""));
  const manifest = JSON.parse(readFileSync(join(source, "package.json"), "utf8"));
  mkdirSync(installed, { recursive: true });
  copyFileSync(join(source, "package.json"), join(installed, "package.json"));
  await buildCommonJs(source, join(installed, "dist", "index.cjs"));
  for (const folder of manifest.files ?? []) {
    if (folder !== "dist") symlinkSync(join(source, folder), join(installed, folder), "junction");
  }
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (dependency.startsWith("@atrium/")) await installCommonJs(dir, dependency);
    else {
      const linked = join(dir, "node_modules", dependency);
      mkdirSync(dirname(linked), { recursive: true });
      symlinkSync(dirname(requireHere.resolve(`${dependency}/package.json`)), linked, "junction");
    }
  }
  return installed;
}

/**
 * Runs `program` in a Node without require(esm), as Node before 20.19 or Jest's CommonJS runtime, from `dir`;
 * returns what it writes to stdout, parsed as JSON.
 */
export function runWithoutEsm(dir: string, program: string): unknown {
  const output = execFileSync(process.execPath, ["--no-experimental-require-module", "-e", program], {
    cwd: dir,
    encoding: "utf8",
  });
  return JSON.parse(output);
}

/** Runs `check` on a temporary install of workspace package `name` (see installCommonJs), removed afterwards. */
export async function withCommonJsInstall<T>(
  name: string,
  check: (dir: string, installed: string) => T | Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "atrium-cjs-"));
  try {
    return await check(dir, await installCommonJs(dir, name));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
