/**
 * The bare frame of checkout and the payment results (spec section 2, "an alternate bare
 * layout"): their route handles ask for it, and the frame draws the logo (a link home), the
 * language picker and a help link to customer support, without the main navigation, the
 * currency and account controls or the footer. In every language, on the server's page and
 * after a navigation inside the app.
 */
import type { Page } from "@playwright/test";
import { guest, signIn } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations } from "./page-checks.ts";
import { gotoReady, localize, SLOW, type Lang } from "./helpers.ts";

const TOPAY = "/topay?area=japan&plan=5gb-30-days";
const SUPPORT = "support@roamwell.example";

/** What each language calls the frame's parts. */
const WORDS: Partial<Record<Lang, { home: string; nav: string; language: RegExp; help: string }>> = {
  en: { home: "Roamwell home", nav: "Main", language: /^Language: English$/, help: "Need help?" },
  de: { home: "Startseite von Roamwell", nav: "Hauptnavigation", language: /^Sprache: Deutsch$/, help: "Brauchen Sie Hilfe?" },
};

async function expectBare(page: Page, lang: Lang) {
  const words = WORDS[lang]!;
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: words.home })).toHaveAttribute("href", localize(lang, "/"));
  await expect(header.getByRole("button", { name: words.language })).toBeVisible();
  const help = header.getByRole("link", { name: `${words.help} ${SUPPORT}` });
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute("href", `mailto:${SUPPORT}`);
  await expect(page.getByRole("navigation", { name: words.nav })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(header.getByRole("button", { name: /Currency|Währung/ })).toHaveCount(0);
  await expect(header.getByRole("link")).toHaveCount(2);
}

for (const lang of ["en", "de"] as const) {
  test(`${localize(lang, "/topay")} has no navigation and no footer, but the logo, the language and help (${lang})`, async ({ page }) => {
    await gotoReady(page, localize(lang, TOPAY));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectBare(page, lang);
  });
}

test("the payment results are bare too, even when they answer 404", async ({ page }) => {
  for (const path of ["/payment-success?order=RW0000000000", "/payment-fail?order=RW0000000000", "/transit?order=RW0000000000"]) {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(response?.status(), path).toBe(404);
    await expectBare(page, "en");
  }
});

test("the frame follows the page inside the app: bare at checkout, whole again after the logo", async ({ page, context, request, baseURL }) => {
  // Signed in, Buy now is a plain link to checkout, followed inside the app.
  await signIn(context, baseURL!, await guest(request));
  await gotoReady(page, "/japan/5gb-30-days");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(".buy-button").click();
  await expect(page).toHaveURL(/\/topay\?area=japan&plan=5gb-30-days$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectBare(page, "en");
  await page.getByRole("banner").getByRole("link", { name: "Roamwell home" }).click();
  await expect(page).toHaveURL("/", SLOW);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // Both moves were client-side navigations: the frame read each page's handle, no reload did.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test.describe("on a phone (375 × 740)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the language and the help link stay in view without a menu", async ({ page }) => {
    await gotoReady(page, TOPAY);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Menu" })).toHaveCount(0);
    await expect(header.getByRole("button", { name: /^Language: / })).toBeInViewport();
    await expect(header.getByRole("link", { name: "Need help?" })).toBeInViewport();
  });
});

test("no axe violations on the bare checkout, in English and Japanese", async ({ page }) => {
  for (const lang of ["en", "ja"] as const) {
    await gotoReady(page, localize(lang, TOPAY));
    expect(await axeViolations(page)).toEqual([]);
  }
});
