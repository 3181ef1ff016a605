/**
 * axe-core on every page template, plus the open language dialog and currency list. Any violation
 * fails. Each template is checked once, the templates taking turns at the four pairs of English
 * or Japanese and a desktop or a 375 px wide screen: every template, both languages and both
 * widths are checked, each pair on four or five templates, in a quarter of the page loads of
 * checking every template in every pair.
 */
import { expect, test } from "./fixtures.ts";
import { STORE_PAGES } from "./pages.ts";
import { localize } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";

const TEMPLATES = [...STORE_PAGES, "/thailand/daily-1gb", "/no-such-page"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 740 },
];

/** Language and screen pairs, taken in turn by the templates (each pair gets four or five). */
const PASSES = [
  { lang: "en", viewport: VIEWPORTS[0] },
  { lang: "ja", viewport: VIEWPORTS[1] },
  { lang: "ja", viewport: VIEWPORTS[0] },
  { lang: "en", viewport: VIEWPORTS[1] },
] as const;

TEMPLATES.forEach((path, i) => {
  const { lang, viewport } = PASSES[i % PASSES.length];
  test.describe(`${lang} ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`no axe violations on ${path}`, async ({ page }) => {
      const url = localize(lang, path);
      const response = await page.goto(url);
      expect(response?.status()).toBeLessThan(path === "/no-such-page" ? 500 : 400);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

// The open pickers differ by width (the phone's folded menu first): once on each, one in each language.
for (const { lang, viewport } of PASSES.slice(0, 2)) {
  test.describe(`${lang} ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("no axe violations with the language dialog and currency list open", async ({ page }) => {
      await page.goto(lang === "en" ? "/japan" : `/${lang}/japan`);
      if (viewport.width <= 768) await page.locator(".menu-toggle").click();
      await page.locator(".currency-picker .pref-button").click();
      await expect(page.locator(".currency-list")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.locator(".prefs .pref-button").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
