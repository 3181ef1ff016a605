/** Switching the storefront's language (dialog) and display currency (header list). */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, forgetVisitor, test } from "./fixtures.ts";
import { gotoReady, pricesIn, SLOW, SYMBOL } from "./helpers.ts";

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

async function mainPrices(page: Page) {
  return pricesIn(await page.getByRole("main").innerText());
}

test.describe("language", () => {
  test("choosing Deutsch on /japan opens the same page in German and remembers it", async ({ page, context, baseURL }) => {
    await forgetVisitor(context, baseURL!);
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: /Language/ }).click();

    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveText(["English", "Deutsch", "Español", "日本語", "Türkçe", "简体中文", "繁體中文（香港）"]);
    await expect(dialog.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

    await dialog.getByRole("link", { name: "Deutsch" }).click();

    await expect(page).toHaveURL("/de/japan", SLOW);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("eSIM für Japan");
    await expect(page.getByRole("button", { name: /Sprache/ })).toContainText("Deutsch");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const locale = await cookie(context, "i18n_redirected");
    expect(locale).toMatchObject({ value: "de", path: "/", sameSite: "Lax", secure: false });
    const lifetime = locale!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(365 * 86_400 - 120);
    expect(lifetime).toBeLessThan(365 * 86_400 + 120);

    // The choice is what the root page uses from now on.
    await page.goto("/");
    await expect(page).toHaveURL("/de", SLOW);
  });

  test("the language choice keeps the query string of the page", async ({ page }) => {
    await gotoReady(page, "/japan?days=5&usage=light");
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("dialog").getByRole("link", { name: "日本語" }).click();
    await expect(page).toHaveURL("/ja/japan?days=5&usage=light", SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("日本で使えるeSIM");
  });

  test("languages are found by their own name or their name in the page's language", async ({ page }) => {
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: /Language/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    const search = dialog.getByRole("searchbox", { name: "Search languages" });
    const links = dialog.getByRole("link");

    await search.fill("  JAPANESE ");
    await expect(links).toHaveText(["日本語"]);
    await search.fill("german");
    await expect(links).toHaveText(["Deutsch"]);
    await search.fill("中文");
    await expect(links).toHaveText(["简体中文", "繁體中文（香港）"]);

    // Choosing from a filtered list switches, closes the dialog and clears the search.
    await links.first().click();
    await expect(page).toHaveURL("/zh-CN/japan", SLOW);
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: /语言/ }).click();
    const reopened = page.getByRole("dialog");
    await expect(reopened.getByRole("searchbox")).toHaveValue("");
    await expect(reopened.getByRole("link")).toHaveCount(7);
    await expect(reopened.getByRole("link", { name: "简体中文" })).toHaveAttribute("aria-current", "true");
  });

  test("closing the dialog with × or Escape leaves the page as it was", async ({ page }) => {
    await gotoReady(page, "/japan");
    const open = page.getByRole("button", { name: /Language/ });
    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    await open.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL("/japan", SLOW);
  });
});

test.describe("language links in the footer (PRODUCT.md#language-detection)", () => {
  test("choosing English on a German page is remembered, so the root stays English", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18n_redirected", value: "de", url: baseURL! }]);
    await gotoReady(page, "/de/japan");
    const english = page.getByRole("contentinfo").getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("href", "/japan?lang=en");
    await english.click();

    await expect(page).toHaveURL("/japan", SLOW);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await cookie(context, "i18n_redirected")).toMatchObject({ value: "en", path: "/", sameSite: "Lax", secure: false });

    await page.goto("/");
    await expect(page).toHaveURL("/", SLOW);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("?lang= sets the cookie and redirects to the same address without it", async ({ request }) => {
    const chosen = await request.get("/ja/japan?days=5&lang=zh-cn&usage=light", { maxRedirects: 0 });
    expect(chosen.status()).toBe(302);
    expect(chosen.headers()["location"]).toBe("/ja/japan?days=5&usage=light");
    expect(chosen.headers()["set-cookie"]).toBe("i18n_redirected=zh-CN; Max-Age=31536000; Path=/; SameSite=Lax");

    // The root's own detection does not get in the way of the choice.
    const home = await request.get("/?lang=en", { maxRedirects: 0, headers: { cookie: "i18n_redirected=de" } });
    expect(home.status()).toBe(302);
    expect(home.headers()["location"]).toBe("/");
    expect(home.headers()["set-cookie"]).toMatch(/^i18n_redirected=en;/);

    const unknown = await request.get("/japan?lang=fr", { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers()["location"]).toBe("/japan");
    expect(unknown.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("currency", () => {
  test("EUR turns every price into euros, survives a reload and applies on the home page", async ({ page, context, baseURL }) => {
    test.slow(); // four full page loads, one of them the heavy home page
    await forgetVisitor(context, baseURL!);
    await gotoReady(page, "/japan");
    const before = await mainPrices(page);
    expect(before.length).toBeGreaterThan(5);
    expect(new Set(before.map((p) => p.symbol))).toEqual(new Set(["$"]));

    const button = page.getByRole("button", { name: /Currency/ });
    await expect(button).toContainText("USD $");
    await button.click();
    const list = page.getByRole("list", { name: "Choose your currency" });
    await expect(list.getByRole("link")).toHaveCount(13);
    for (const href of await list.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/japan\?currency=[A-Z]{3}$/);
    }
    await list.getByRole("link", { name: /^EUR\b/ }).click();

    await expect(page).toHaveURL("/japan", SLOW);
    await expect(page.getByRole("button", { name: /Currency/ })).toContainText("EUR €", SLOW);
    await expect.poll(async () => new Set((await mainPrices(page)).map((p) => p.symbol))).toEqual(new Set(["€"]));
    const after = await mainPrices(page);
    expect(after).toHaveLength(before.length);
    expect(await page.getByRole("main").innerText()).not.toMatch(/\$\s?\d/);
    expect((await cookie(context, "currency"))?.value).toBe("EUR");

    await page.reload();
    await expect(page.getByRole("button", { name: /Currency/ })).toContainText("EUR €");
    const reloaded = await mainPrices(page);
    expect(reloaded.map((p) => p.raw)).toEqual(after.map((p) => p.raw));

    await gotoReady(page, "/");
    const home = await mainPrices(page);
    expect(home.length).toBeGreaterThan(5);
    expect(new Set(home.map((p) => p.symbol))).toEqual(new Set(["€"]));
    expect(await page.getByRole("main").innerText()).not.toMatch(/\$\s?\d/);

    // Instant search results are priced in the chosen currency too.
    await page.getByRole("combobox", { name: "Where are you going?" }).fill("japan");
    await expect(page.getByRole("search").getByRole("option", { name: /^Japan\s/ })).toContainText(/€\d+\.\d{2}/, SLOW);
  });

  test("the currency stays when the language changes", async ({ page }) => {
    await page.goto("/japan?currency=GBP");
    await expect(page).toHaveURL("/japan", SLOW);
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL("/es/japan", SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("eSIM para Japón");
    await expect(page.getByRole("button", { name: /Moneda/ })).toContainText("GBP £");
    expect(new Set((await mainPrices(page)).map((p) => p.symbol))).toEqual(new Set(["£"]));
  });

  test("every price shows exactly two decimals in each currency, grouped by thousands", async ({ page }) => {
    for (const code of ["JPY", "GBP", "KRW"]) {
      await page.goto(`/japan?currency=${code}`);
      await expect(page).toHaveURL("/japan", SLOW);
      const text = await page.getByRole("main").innerText();
      const loose = text.match(new RegExp(`${SYMBOL}\\d[\\d.,]*`, "g")) ?? [];
      expect(loose.length).toBeGreaterThan(5);
      for (const p of loose) expect(p, `${code} price`).toMatch(/^\D+\d{1,3}(?:,\d{3})*\.\d{2}$/);
      // Yen and won amounts run into thousands: English groups them ("¥1,474.22").
      if (code !== "GBP") expect(loose.some((p) => p.includes(",")), `${code} grouping`).toBe(true);
    }
  });

  test("an unknown currency code is ignored", async ({ page, context }) => {
    await page.goto("/japan?currency=XXX");
    await expect(page).toHaveURL("/japan", SLOW);
    expect(await cookie(context, "currency")).toBeUndefined();
    await expect(page.getByRole("button", { name: /Currency/ })).toContainText("USD $");
  });
});
