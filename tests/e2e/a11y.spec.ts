/**
 * axe-core on every page template, in English and Japanese, on a desktop and a 375 px wide
 * screen, plus the open language dialog and currency list. Any violation fails.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { STORE_PAGES } from "./pages.ts";
import { localize } from "./helpers.ts";

const TEMPLATES = [...STORE_PAGES, "/thailand/daily-1gb", "/no-such-page"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 740 },
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

for (const lang of ["en", "ja"] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${lang} ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      for (const path of TEMPLATES) {
        test(`no axe violations on ${path}`, async ({ page }) => {
          const url = localize(lang, path);
          const response = await page.goto(url);
          expect(response?.status()).toBeLessThan(path === "/no-such-page" ? 500 : 400);
          expect(await violations(page)).toEqual([]);
        });
      }

      test("no axe violations with the language dialog and currency list open", async ({ page }) => {
        await page.goto(lang === "en" ? "/japan" : `/${lang}/japan`);
        if (viewport.width <= 768) await page.locator(".menu-toggle").click();
        await page.locator(".currency-picker .pref-button").click();
        await expect(page.locator(".currency-list")).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await page.locator(".prefs .pref-button").first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}
