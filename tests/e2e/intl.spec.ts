/**
 * Counts and prices as each language writes them: plural forms by CLDR rules, and prices with
 * the language's grouping, decimal mark and symbol placement (PRODUCT.md#money-display). Every
 * page here hydrates, so a price the browser wrote differently from the server would fail the
 * test with a console error.
 */
import { expect, test } from "./fixtures.ts";
import { gotoReady, html, type Lang, LANGS, localize, pricesIn, SLOW } from "./helpers.ts";

/** A yen price as each language writes it ("¥1,474.22", "1.474,22 ¥", "1474,22 ¥"). */
const YEN: Record<Lang, RegExp> = {
  en: /^¥\d{1,3}(?:,\d{3})*\.\d{2}$/,
  ja: /^¥\d{1,3}(?:,\d{3})*\.\d{2}$/,
  "zh-CN": /^¥\d{1,3}(?:,\d{3})*\.\d{2}$/,
  "zh-HK": /^¥\d{1,3}(?:,\d{3})*\.\d{2}$/,
  tr: /^¥\d{1,3}(?:\.\d{3})*,\d{2}$/,
  de: /^\d{1,3}(?:\.\d{3})*,\d{2}\u00a0¥$/,
  // Spanish groups thousands only from five digits on.
  es: /^(?:\d{1,4}|\d{2,3}\.\d{3}|\d{1,3}(?:\.\d{3}){2,}),\d{2}\u00a0¥$/,
};

for (const lang of LANGS) {
  test(`${lang}: yen prices are written the page's way, on the server and in the browser`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "currency", value: "JPY", url: baseURL! }]);
    await gotoReady(page, localize(lang, "/japan"));
    const text = await page.getByRole("main").innerText();
    const prices = pricesIn(text);
    expect(prices.length).toBeGreaterThan(5);
    // Every yen sign on the page belongs to a price in the language's form.
    expect(prices).toHaveLength(text.split("¥").length - 1);
    for (const p of prices) expect(p.raw, `price "${p.raw}"`).toMatch(YEN[lang]);
    if (lang !== "es") expect(prices.some((p) => /\d[.,]\d{3}[.,]/.test(p.raw)), "a grouped price").toBe(true);

    // A daily total the browser works out after a change is written the same way.
    const total = page.getByTestId("daily-total").first();
    const before = await total.innerText();
    await page.getByRole("spinbutton").first().fill("9");
    await expect(total).not.toHaveText(before);
    const after = pricesIn(await total.innerText());
    expect(after).toHaveLength(1);
    expect(after[0].raw).toMatch(YEN[lang]);
  });
}

test("German prices put the symbol after the amount", async ({ page }) => {
  await gotoReady(page, "/de/japan/10gb-30-days");
  const price = await page.getByTestId("price").first().innerText();
  expect(price).toMatch(/^\d+,\d{2}\u00a0\$/);
  await expect(page).toHaveTitle(/: \d+,\d{2}\u00a0\$$/);
});

test("one search result is counted in the singular", async ({ page, request }) => {
  await gotoReady(page, "/de");
  const search = page.getByRole("search");
  await search.getByRole("combobox").fill("liechtenstein");
  await expect(search.getByRole("option")).toHaveCount(1, SLOW);
  await expect(search.getByRole("status")).toHaveText("1 Reiseziel gefunden");

  // The same count, worded by the server when the form is sent without scripts.
  const doc = await (await request.get("/?q=liechtenstein")).text();
  expect(html.text(doc)).toContain("1 destination found");
  expect(html.text(doc)).not.toContain("1 destinations");
});
