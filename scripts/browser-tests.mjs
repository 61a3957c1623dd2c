// `npm run test:browser`: the Playwright specs (`*.spec.ts` under packages/widgets/browser and
// apps/hub/browser) in Debian's Chromium. Never downloads a browser.
//  1. find Chromium (CHROMIUM_PATH or /usr/bin/chromium); install it with apt-get when running as root;
//  2. build the widget fixture page, and the hub app when apps/hub/dist is missing;
//  3. serve both on 127.0.0.1 (the hub as `npm start` serves it, with the emulator) and run `playwright test` against them (extra arguments are passed on).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { serveHub, serveStatic } from "../apps/hub/serve.mjs";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const installCommand = "apt-get update && apt-get install -y chromium";
const chromium = findChromium();

const fixtureOut = await mkdtemp(join(tmpdir(), "atrium-widgets-fixture-"));
await build({
  configFile: join(root, "packages/widgets/browser/fixture/vite.config.ts"),
  logLevel: "warn",
  build: { outDir: fixtureOut, emptyOutDir: true },
});
const hubDist = join(root, "apps/hub/dist");
if (existsSync(join(hubDist, "index.html"))) {
  console.log("Testing the existing apps/hub/dist (`npm run build` refreshes it).");
} else {
  await build({ configFile: join(root, "apps/hub/vite.config.ts"), root: join(root, "apps/hub"), logLevel: "warn" });
}

const widgets = await serveStatic({ root: fixtureOut });
const hub = await serveHub({ root: hubDist });
const playwrightCli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const runner = spawn(
  process.execPath,
  [playwrightCli, "test", "--config", join(root, "playwright.config.ts"), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
      ATRIUM_WIDGETS_URL: widgets.url,
      ATRIUM_HUB_URL: hub.url,
    },
  },
);
// Ctrl-C reaches the runner through the terminal; wait for it to finish cleaning up.
process.on("SIGINT", () => {});
const exitCode = await new Promise((done) => runner.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0))));
await Promise.all([widgets.close(), hub.close(), rm(fixtureOut, { recursive: true, force: true })]);
process.exit(exitCode);

function findChromium() {
  const debianPath = "/usr/bin/chromium";
  const path = process.env.CHROMIUM_PATH ?? debianPath;
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium was not found at ${path}. Install it with:\n\n  sudo sh -c "${installCommand}"\n`);
    console.error("or point CHROMIUM_PATH at an existing Chromium binary.");
    process.exit(1);
  }
  console.log(`Chromium was not found at ${path}; installing it: ${installCommand}`);
  // CI has no terminal: debconf must not wait for answers.
  const install = spawnSync("sh", ["-c", installCommand], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (install.status !== 0 || !existsSync(debianPath)) {
    console.error(`Installing Chromium failed; run \`${installCommand}\` and try again.`);
    process.exit(1);
  }
  return debianPath;
}
