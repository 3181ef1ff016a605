/** Marketing dialogs (PRODUCT.md#marketing-dialogs): server-rendered, opened after 2 s, once, dismissible. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady, SLOW } from "./helpers.ts";

test.use({ marketingDialogs: true });

// A visitor who has answered the cookie notice: the dialog does not wait for it (last test).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_notice", value: "0", url: baseURL! }]);
});

const welcome = (page: Page, name = "Welcome to Roamwell") => page.getByRole("dialog", { name });

test("the welcome dialog opens on the home page after a moment, and not again once seen", async ({ page, context }) => {
  await gotoReady(page, "/");
  // In the page from the server (no extra request), closed at first.
  await expect(page.locator("dialog.promo h2")).toHaveText("Welcome to Roamwell");
  await expect(welcome(page)).toBeHidden();

  await expect(welcome(page)).toBeVisible({ timeout: 5_000 });
  await expect(welcome(page)).toHaveAccessibleDescription(/^Travel tip: install your eSIM at home/);
  await expect(welcome(page).getByRole("link", { name: "How it works" })).toHaveAttribute("href", "/how-it-works");
  // Focus moves into the dialog, and the open dialog passes axe.
  await expect(welcome(page).getByRole("button", { name: "Close this message" })).toBeFocused();
  expect((await new AxeBuilder({ page }).include("dialog.promo").analyze()).violations.map((v) => v.id)).toEqual([]);
  await welcome(page).getByRole("button", { name: "Close this message" }).click();
  await expect(welcome(page)).toBeHidden();

  const seen = (await context.cookies()).find((c) => c.name === "dialogs_seen");
  expect(seen).toMatchObject({ path: "/", sameSite: "Lax" });
  expect(seen!.value).toMatch(/^welcome\.\d+$/);

  // Seen: the server leaves it out from now on.
  await gotoReady(page, "/");
  await expect(page.locator("dialog.promo").filter({ hasText: "Welcome to Roamwell" })).toHaveCount(0);
});

test("Escape closes the dialog and gives the focus back", async ({ page }) => {
  await gotoReady(page, "/");
  const search = page.getByRole("main").getByRole("combobox");
  await search.focus();
  await expect(welcome(page)).toBeVisible({ timeout: 5_000 });
  await page.keyboard.press("Escape");
  await expect(welcome(page)).toBeHidden();
  await expect(search).toBeFocused();
});

test("a click outside closes the dialog; one inside does not", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/");
  await expect(welcome(page)).toBeVisible({ timeout: 5_000 });
  await welcome(page).getByRole("heading").click();
  await expect(welcome(page)).toBeVisible();
  await page.mouse.click(10, 790);
  await expect(welcome(page)).toBeHidden();
});

test("the dialog speaks the page's language and its link stays in it", async ({ page }) => {
  await gotoReady(page, "/de");
  const dialog = welcome(page, "Willkommen bei Roamwell");
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  await expect(dialog.getByRole("button", { name: "Hinweis schließen" })).toBeVisible();
  await dialog.getByRole("link", { name: "So funktioniert's" }).click();
  await expect(page).toHaveURL("/de/how-it-works", SLOW);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("on a first visit the dialog waits until the cookie notice is answered", async ({ page, context }) => {
  await context.clearCookies();
  await gotoReady(page, "/");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(welcome(page)).toBeHidden();
  await notice.getByRole("button", { name: "Accept" }).click();
  await expect(welcome(page)).toBeVisible({ timeout: 5_000 });
});
