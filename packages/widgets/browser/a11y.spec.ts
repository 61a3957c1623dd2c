import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("heading anchors link to #id, are named for their section and show on keyboard focus", async ({ page }) => {
  const anchor = page.getByRole("link", { name: "Link to this section: Installation" });
  await expect(anchor).toHaveAttribute("href", "#installation");
  await expect(anchor).toHaveCSS("opacity", "0");
  await page.getByRole("heading", { name: "Installation" }).hover();
  await expect(anchor).toHaveCSS("opacity", "1");
  await page.mouse.move(0, 0);
  await anchor.focus();
  await expect(anchor).toHaveCSS("opacity", "1");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#installation$/);
});

test("notebook badges are new-window links 20 px apart, several options make a menu", async ({ page }) => {
  const [colab, studioLab] = await page.locator(".atrium-notebooks").first().locator("a").all();
  await expect(colab).toHaveAccessibleName("Open in Colab (opens in a new tab)");
  await expect(colab).toHaveAttribute("target", "_blank");
  await expect(colab).toHaveAttribute("rel", "noopener noreferrer");
  const first = (await colab.boundingBox())!;
  const second = (await studioLab.boundingBox())!;
  expect(second.x - (first.x + first.width)).toBeCloseTo(20, 0);

  const menuButton = page.getByRole("button", { name: "Open in Colab" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const entries = page.getByRole("menuitem");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toBeFocused();
  await expect(entries.first()).toHaveAttribute("target", "_blank");
  await expect(entries.first()).toHaveAttribute("rel", "noopener noreferrer");
});

test("the edit link opens a new tab and says so", async ({ page }) => {
  const link = page.getByRole("link", { name: "Update on GitHub (opens in a new tab)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("axe finds no violations, with menus closed and open", async ({ page }) => {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Framework" }).click();
  await page.getByRole("button", { name: "Copy greeting" }).focus();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
