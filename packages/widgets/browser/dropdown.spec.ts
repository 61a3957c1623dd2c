import { expect, type Page, test } from "@playwright/test";

const menuButton = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const item = (page: Page, name: string) => page.getByRole("menuitem", { name });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test.describe("Dropdown keyboard paths", () => {
  test("Enter opens on the first item; arrows, Home, End and type-ahead move; Escape returns", async ({ page }) => {
    const button = menuButton(page, "Framework");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(item(page, "PyTorch")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(page, "TensorFlow")).toBeFocused();
    await page.keyboard.press("End");
    await expect(item(page, "Pin this framework")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(item(page, "PyTorch")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(item(page, "Pin this framework")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(item(page, "PyTorch")).toBeFocused();
    await page.keyboard.press("j");
    await expect(item(page, "JAX")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Space and ArrowDown open on the first item, ArrowUp on the last", async ({ page }) => {
    const button = menuButton(page, "Framework");
    for (const [key, first] of [
      ["Space", "PyTorch"],
      ["ArrowDown", "PyTorch"],
      ["ArrowUp", "Pin this framework"],
    ]) {
      await button.focus();
      await page.keyboard.press(key);
      await expect(item(page, first)).toBeFocused();
      await page.keyboard.press("Escape");
    }
  });

  test("Enter on an item activates it, closes the menu and refocuses the button", async ({ page }) => {
    const button = menuButton(page, "Framework");
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("t");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("activity")).toHaveText("TensorFlow");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Tab closes the menu and moves to the next control", async ({ page }) => {
    await menuButton(page, "Framework").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(menuButton(page, "Edge menu")).toBeFocused();
  });
});

test.describe("Dropdown closing by click", () => {
  test("a click outside closes it", async ({ page }) => {
    await menuButton(page, "Framework").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.getByTestId("outside").click();
    await expect(page.getByRole("menu")).toHaveCount(0);
  });

  test("do-not-close-dropdown keeps it open, also for a click on its SVG", async ({ page }) => {
    await menuButton(page, "Framework").click();
    await item(page, "Pin this framework").click();
    await page.getByTestId("pin-icon").locator("path").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByTestId("activity")).toHaveText("pin,pin");
    await item(page, "JAX").click();
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page.getByTestId("activity")).toHaveText("pin,pin,JAX");
  });
});

test.describe("Dropdown alignment", () => {
  test("aligns right at a narrow viewport instead of overflowing", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await menuButton(page, "Edge menu").click();
    const menu = page.getByRole("menu");
    await expect(menu).toHaveAttribute("data-alignment", "right");
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test("measures again on resize while open, and on every open", async ({ page }) => {
    const button = menuButton(page, "Offset menu");
    const menu = page.getByRole("menu");
    await page.setViewportSize({ width: 1200, height: 740 });
    await button.click();
    await expect(menu).toHaveAttribute("data-alignment", "left");
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(menu).toHaveAttribute("data-alignment", "right");
    await button.click();
    await page.setViewportSize({ width: 1200, height: 740 });
    await button.click();
    await expect(menu).toHaveAttribute("data-alignment", "left");
  });

  test("forceAlignment keeps the left alignment even when it overflows", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await menuButton(page, "Forced left").click();
    const menu = page.getByRole("menu");
    await expect(menu).toHaveAttribute("data-alignment", "left");
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(360);
  });
});
