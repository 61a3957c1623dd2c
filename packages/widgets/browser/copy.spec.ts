import { expect, type Page, test } from "@playwright/test";

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("CopyButton in Chromium", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
    await page.goto("/");
    // A paused clock only moves when the test says so (runFor), so the 1000 ms is exact.
    await page.clock.pauseAt(new Date("2026-01-01T00:00:05Z"));
  });

  test("copies to the real clipboard, announces it, keeps name and focus, then returns to idle", async ({ page }) => {
    const button = page.getByRole("button", { name: "Copy greeting" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("data-state", "copied");
    expect(await readClipboard(page)).toBe("Copied from the Atrium fixture");
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    await expect(button).toHaveAccessibleName("Copy greeting");
    await expect(button).toBeFocused();
    await expect(page.getByTestId("activity")).toHaveText("copied");

    await page.clock.runFor(999);
    await expect(button).toHaveAttribute("data-state", "copied");
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute("data-state", "idle");
  });

  test("a second click restarts the 1000 ms", async ({ page }) => {
    const button = page.getByRole("button", { name: "Copy greeting" });
    await button.click();
    await expect(button).toHaveAttribute("data-state", "copied");
    await page.clock.runFor(600);
    await button.click();
    await expect(page.getByTestId("activity")).toHaveText("copied,copied");
    await page.clock.runFor(999);
    await expect(button).toHaveAttribute("data-state", "copied");
    await page.clock.runFor(1);
    await expect(button).toHaveAttribute("data-state", "idle");
  });

  test("the code block's copy button shows on hover and on keyboard focus, and copies the code", async ({ page }) => {
    const block = page.locator(".atrium-code-block");
    const copy = block.getByRole("button", { name: "Copy" });
    const control = block.locator(".atrium-code-block__copy");
    await expect(control).toHaveCSS("opacity", "0");
    await block.hover();
    await expect(control).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(control).toHaveCSS("opacity", "0");
    await copy.focus();
    await expect(control).toHaveCSS("opacity", "1");
    await page.keyboard.press("Space");
    await expect(copy).toHaveAttribute("data-state", "copied");
    expect(await readClipboard(page)).toBe("npm install @atrium/widgets");
  });
});

test.describe("CopyButton without the Clipboard API", () => {
  test.beforeEach(async ({ page }) => {
    // Hide the async API from the page but keep a handle to read the clipboard back.
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      Object.defineProperty(window, "realClipboard", { value: clipboard });
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    });
    await page.goto("/");
  });

  test("falls back to the hidden textarea and keeps focus", async ({ page }) => {
    const button = page.getByRole("button", { name: "Copy greeting" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("data-state", "copied");
    await expect(button).toBeFocused();
    await expect(page.locator("textarea")).toHaveCount(0);
    const copied = await page.evaluate(() =>
      (window as unknown as { realClipboard: Clipboard }).realClipboard.readText(),
    );
    expect(copied).toBe("Copied from the Atrium fixture");
  });
});
