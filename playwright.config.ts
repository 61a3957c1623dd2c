import { defineConfig } from "@playwright/test";

// Run through `npm run test:browser` (scripts/browser-tests.mjs): it finds Chromium, builds and serves
// the pages under test and passes their URLs in ATRIUM_WIDGETS_URL and ATRIUM_HUB_URL.
export default defineConfig({
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  timeout: 15_000,
  expect: { timeout: 3_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    permissions: ["clipboard-read", "clipboard-write"],
  },
  projects: [
    { name: "widgets", testDir: "packages/widgets/browser", use: { baseURL: process.env.ATRIUM_WIDGETS_URL } },
    { name: "hub", testDir: "apps/hub/browser", use: { baseURL: process.env.ATRIUM_HUB_URL } },
  ],
});
