/** The frame around every page: cookie notice, header menu, language dialog, currency list, account menu, app links. */
import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { account, signIn } from "./buyers.ts";
import { expect, forgetVisitor, test } from "./fixtures.ts";
import { gotoReady, SLOW } from "./helpers.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";

const NAV_ENTRIES = ["How it works", "FAQ", "Why Roamwell", "About us", "Partners"];
const LANGUAGE_NAMES = ["English", "Deutsch", "Español", "日本語", "Türkçe", "简体中文", "繁體中文（香港）"];
const MOBILE = { width: 375, height: 740 };

async function noticeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "cookie_notice");
}

test.describe("cookie notice", () => {
  for (const choice of ["Reject", "Accept"] as const) {
    test(`${choice} dismisses the notice for good`, async ({ page, baseURL }) => {
      await forgetVisitor(page.context(), baseURL!);
      await gotoReady(page, "/");
      const notice = page.getByRole("region", { name: "Cookie notice" });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute("href", "/privacy-policy");

      await notice.getByRole("button", { name: choice, exact: true }).click();
      await expect(notice).toBeHidden();
      const cookie = await noticeCookie(page);
      expect(cookie).toMatchObject({ value: "0", path: "/" });
      // Meant to last 9999 days; browsers cap cookie lifetimes (Chromium at 400 days).
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 86_400);

      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
    });
  }

  test("is shown on the home page in other languages too, but not on other pages", async ({ page }) => {
    await gotoReady(page, "/ja");
    await expect(page.getByRole("region", { name: "Cookieに関するお知らせ" })).toBeVisible();
    await gotoReady(page, "/japan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("eSIM for Japan");
    await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  });
});

/** Height, width and edges of an element in CSS pixels. */
async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, "element has a box").not.toBeNull();
  return { ...b!, bottom: b!.y + b!.height, right: b!.x + b!.width };
}

test.describe("mobile (375 × 740)", () => {
  test.use({ viewport: MOBILE });

  test("the Menu button opens and closes the navigation", async ({ page }) => {
    await gotoReady(page, "/japan");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "How it works" })).toBeHidden();

    await menu.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("listitem").getByRole("link")).toHaveText(NAV_ENTRIES);
    for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
    // Spec section 2: Login when signed out, and (in the mobile menu as well) sign up.
    await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(nav.getByRole("button", { name: /Language/ })).toBeVisible();
    await expect(nav.getByRole("button", { name: /Currency/ })).toBeVisible();

    await close.click();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "How it works" })).toBeHidden();
  });

  test("following a menu link closes the menu", async ({ page }) => {
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it works" }).click();
    await expect(page).toHaveURL("/how-it-works", SLOW);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the language dialog is a bottom sheet 77% high with a delayed search", async ({ page }) => {
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: /Language/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    await expect(dialog).toBeVisible();

    const sheet = await box(dialog);
    expect(Math.abs(sheet.height - 0.77 * MOBILE.height), `sheet height ${sheet.height}`).toBeLessThanOrEqual(12);
    expect(Math.abs(sheet.bottom - MOBILE.height), `sheet bottom ${sheet.bottom}`).toBeLessThanOrEqual(1);
    expect(sheet.x).toBeLessThanOrEqual(1);
    expect(Math.abs(sheet.right - MOBILE.width)).toBeLessThanOrEqual(1);

    const links = dialog.getByRole("link");
    await expect(links).toHaveText(LANGUAGE_NAMES);
    const search = dialog.getByRole("searchbox", { name: "Search languages" });

    const typedAt = Date.now();
    await search.fill("deu");
    await expect(links).toHaveText(["Deutsch"]);
    expect(Date.now() - typedAt, "filter waits 600 ms after typing").toBeGreaterThanOrEqual(550);

    await search.fill("");
    await expect(links).toHaveText(LANGUAGE_NAMES);

    await search.fill("klingon");
    await expect(dialog.getByRole("status")).toHaveText("No language matches your search.");
    await expect(links).toHaveCount(0);
  });
});

test.describe("desktop (1280 wide)", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("the navigation is always shown and the Menu button is not", async ({ page }) => {
    await gotoReady(page, "/japan");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("listitem").getByRole("link")).toHaveText(NAV_ENTRIES);
    for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
    // Spec section 2: Login when signed out, and (in the mobile menu as well) sign up.
    await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "How it works" })).toHaveAttribute("href", "/how-it-works");
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq-roamwell-esim");
    await expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about-roamwell");
    await expect(nav.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partnership");
    // "Why Roamwell" leads off the store.
    await expect(nav.getByRole("link", { name: "Why Roamwell" })).toHaveAttribute("href", /^https?:\/\//);
  });

  test("the language dialog is centred, not a bottom sheet", async ({ page }) => {
    await gotoReady(page, "/japan");
    await page.getByRole("button", { name: /Language/ }).click();
    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    await expect(dialog).toBeVisible();
    const d = await box(dialog);
    expect(d.bottom, "does not touch the bottom").toBeLessThan(720 - 8);
    expect(Math.abs(d.x + d.width / 2 - 640), "horizontally centred").toBeLessThanOrEqual(2);
    expect(Math.abs(d.y + d.height / 2 - 360), "vertically centred").toBeLessThanOrEqual(2);
    expect(d.width).toBeLessThan(1280 / 2);
  });

  test("the currency list is at most 252 px high and scrolls", async ({ page }) => {
    await gotoReady(page, "/japan");
    const button = page.getByRole("button", { name: /Currency/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    const list = page.getByRole("list", { name: "Choose your currency" });
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(13);
    await expect(list.getByRole("link", { name: /^USD\b/ })).toHaveAttribute("aria-current", "true");

    const metrics = await list.evaluate((el) => {
      const style = getComputedStyle(el);
      return { maxHeight: style.maxHeight, overflowY: style.overflowY, clientHeight: el.clientHeight, scrollHeight: el.scrollHeight };
    });
    expect(parseFloat(metrics.maxHeight)).toBeLessThanOrEqual(252);
    expect(metrics.clientHeight).toBeLessThanOrEqual(252);
    expect(["auto", "scroll"]).toContain(metrics.overflowY);
    expect(metrics.scrollHeight).toBeGreaterThan(metrics.clientHeight);

    // The last currency is reachable by scrolling the list.
    const last = list.getByRole("link", { name: /^EUR\b/ });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("a phone's user agent at desktop width (PRODUCT.md#mobile-layout)", () => {
  const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  test.use({ viewport: { width: 1280, height: 800 }, userAgent: IPHONE });

  test("gets the mobile layout: Menu button, folded navigation, bottom-sheet language dialog", async ({ page }) => {
    await gotoReady(page, "/japan");
    await expect(page.locator("html")).toHaveAttribute("data-mobile", "");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "How it works" })).toBeHidden();
    await menu.click();
    await expect(nav.getByRole("link", { name: "How it works" })).toBeVisible();
    await page.getByRole("button", { name: /Language/ }).click();
    const sheet = await box(page.getByRole("dialog", { name: "Choose your language" }));
    expect(Math.abs(sheet.height - 0.77 * 800)).toBeLessThanOrEqual(12);
    expect(Math.abs(sheet.bottom - 800)).toBeLessThanOrEqual(1);
  });

  test("pages say they vary by device, and a desktop browser is not marked", async ({ request }) => {
    const phone = await request.get("/japan", { headers: { "user-agent": IPHONE } });
    expect(phone.headers()["vary"]).toMatch(/User-Agent, Sec-CH-UA-Mobile/);
    expect(await phone.text()).toMatch(/<html[^>]*data-mobile/);
    const desktop = await request.get("/japan", { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" } });
    expect(await desktop.text()).not.toMatch(/<html[^>]*data-mobile/);
    const hinted = await request.get("/japan", { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0", "sec-ch-ua-mobile": "?1" } });
    expect(await hinted.text()).toMatch(/<html[^>]*data-mobile/);
  });
});

test("768 px is still the mobile layout, 769 px is not", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await gotoReady(page, "/japan");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole("button", { name: /Language/ }).click();
  const dialog = page.getByRole("dialog", { name: "Choose your language" });
  await expect(dialog).toBeVisible();
  const sheet = await box(dialog);
  expect(Math.abs(sheet.height - 0.77 * 800)).toBeLessThanOrEqual(12);
  expect(Math.abs(sheet.bottom - 800)).toBeLessThanOrEqual(1);

  await page.setViewportSize({ width: 769, height: 800 });
  await expect.poll(async () => (await box(dialog)).bottom).toBeLessThan(800 - 8);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^(Menu|Close menu)$/ })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it works" })).toBeVisible();
});

const shortCodeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "shortCode")?.value;

test.describe("referral capture", () => {
  test("keeps the partner short code and sub id for about an hour, and marks Google Ads visits", async ({ page }) => {
    await gotoReady(page, "/japan?C=PARTNER7&subid=blog-42&gclid=abc123");
    // The referral parser is fetched once the page runs (only addresses with a query need it).
    await expect.poll(() => shortCodeCookie(page)).toBe("PARTNER7");
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
    expect(cookies.shortCode?.value).toBe("PARTNER7");
    expect(cookies.subId?.value).toBe("blog-42");
    // 0.042 day = 3629 s; allow for the seconds the test itself takes.
    const ttl = cookies.shortCode.expires - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3630);
    expect(await page.evaluate(() => sessionStorage.getItem("shortCode"))).toBe("PARTNER7");
    expect(await page.evaluate(() => localStorage.getItem("sourceType"))).toBe("GOOGLE_ADS");
  });

  test("accepts the long parameter name in any case", async ({ page }) => {
    await gotoReady(page, "/?ShortCode=AFF1");
    await expect.poll(() => shortCodeCookie(page)).toBe("AFF1");
  });
});

test("a long e-mail address in the account menu ends in an ellipsis, and is whole in its title and for screen readers", async ({ page, context, request, baseURL }) => {
  const email = `a-traveller-with-a-rather-long-name-${randomBytes(3).toString("hex")}@subdomain.example.com`;
  await signIn(context, baseURL!, await account(request, "", undefined, email));
  await gotoReady(page, "/japan");
  const summary = page.locator(".account-menu summary");
  await expect(summary).toHaveAccessibleName(`Account: ${email}`);
  const who = summary.locator(".who");
  await expect(who).toHaveAttribute("title", email);
  await expect(who).toHaveCSS("text-overflow", "ellipsis");
  await expect(who).toHaveCSS("overflow-x", "hidden");
  // It is cut: the text is wider than its box, which stays within the summary.
  const widths = await who.evaluate((el) => ({ text: el.scrollWidth, box: el.clientWidth, summary: el.parentElement!.clientWidth }));
  expect(widths.text).toBeGreaterThan(widths.box);
  expect(widths.box).toBeLessThanOrEqual(widths.summary);
});

test.describe("app store links (IOS_APP_URL, ANDROID_APP_URL)", () => {
  test("are not shown by default: no store links to an app it does not have", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByRole("heading", { name: "Get the app" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]')).toHaveCount(0);
  });

  test.describe("configured", () => {
    test.describe.configure({ mode: "default" });
    const IOS = "https://apps.apple.com/app/id123456789";
    let store: OwnStore | undefined;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      store = await startOwnStore({ IOS_APP_URL: IOS });
    });
    test.afterAll(() => stopOwnStore(store));

    test("each is shown on its own: iOS set, Android not", async ({ page }) => {
      await gotoReady(page, `${store!.base}/`);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("heading", { name: "Get the app" })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", IOS);
      // The home page's app section too.
      await expect(page.getByRole("region", { name: "Take Roamwell with you" }).getByRole("link", { name: "Download on the App Store" })).toHaveAttribute("href", IOS);
      await expect(page.getByRole("link", { name: "Get it on Google Play" })).toHaveCount(0);
    });
  });
});
