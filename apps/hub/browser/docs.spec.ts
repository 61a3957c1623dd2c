import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  // A direct load of a client-side route: the server answers it with the app.
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "Quickstart" })).toBeVisible();
});

test("axe finds no violations on the docs page, with and without an open menu", async ({ page }) => {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Open in Colab" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("axe finds no violations on the home page at a phone width", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Atrium" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("heading anchors and the table of contents link to the sections", async ({ page }) => {
  await page.getByRole("link", { name: "Link to this section: Send a chat request" }).click();
  await expect(page).toHaveURL(/\/docs#chat-completion$/);
  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Notebooks" }).click();
  await expect(page).toHaveURL(/\/docs#notebooks$/);
});

test("the install command is copied to the clipboard", async ({ page }) => {
  const block = page.locator(".atrium-code-block").first();
  await block.hover();
  const copy = block.getByRole("button", { name: "Copy" });
  await copy.click();
  await expect(copy).toHaveAttribute("data-state", "copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("npm install @atrium/inference");
});

test("the client dropdown switches the snippet by keyboard", async ({ page }) => {
  const button = page.getByRole("button", { name: "Client: JavaScript" });
  await button.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("p");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Client: Python" })).toBeFocused();
  await expect(page.getByText("from huggingface_hub import InferenceClient")).toBeVisible();
});

test("a single notebook per service is a badge; several make a menu of new-window links", async ({ page }) => {
  const quickstartBadges = page.locator(".atrium-notebooks").first().getByRole("link");
  await expect(quickstartBadges).toHaveCount(2);
  await expect(quickstartBadges.first()).toHaveAccessibleName("Open in Colab (opens in a new tab)");

  await page.getByRole("button", { name: "Open in Colab" }).click();
  const entries = page.getByRole("menuitem");
  await expect(entries).toHaveText([/^Mixed/, /^PyTorch/, /^TensorFlow/]);
  for (const entry of await entries.all()) {
    await expect(entry).toHaveAttribute("target", "_blank");
    await expect(entry).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the page offers its source, in a new tab", async ({ page }) => {
  const link = page.getByRole("link", { name: "Update on GitHub (opens in a new tab)" });
  await expect(link).toHaveAttribute("href", /^https:\/\/github\.com\//);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("every page loads without a failed request or a console error", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ["/", "/docs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
