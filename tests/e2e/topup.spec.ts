/**
 * Topping up an eSIM in the browser (docs/WALLET.md#top-ups): a guest with a 1 GB eSIM (bought
 * through the API) finds the top-up link in the delivery mail and on the order's card on
 * /orders, sees what each package adds and its price (in the display currency, and plainly the
 * USD charge), pays with the sandbox's 4242 card, lands on /topup-success with the new total, and
 * finds the new total, the eSIM in use and the top-up listed on /orders. In English and in
 * German. And a guest tops up from a fresh browser through the mail's link, whose key lets them
 * in as that guest, and sees the new validity.
 *
 * The journeys that follow the eSIM into use run on a store of their own (own-store.ts), whose
 * simulated eSIMs are downloaded and in use seconds after purchase (ESIM_SIM_* settings): the
 * shared test server keeps the default minutes, on which other journeys (refunds of eSIMs not
 * installed yet) depend. The eSIM's states are refreshed when the top-up is applied, so its card
 * says "Active" afterwards.
 */
import type { Page } from "@playwright/test";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { buyByHttp, delivered, guest, signIn, type Buyer } from "./buyers.ts";
import { gotoReady, localize, payWith4242, SLOW, uniqueIp, waitReady, type Lang } from "./helpers.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";
import { mailTo } from "./mailbox.ts";
import { axeViolations } from "./page-checks.ts";

/** Paying goes through the hosted page and back; the top-up is applied by the job worker (1 s poll). */
const PAYMENT = { timeout: 25_000 };

let store: OwnStore;

const at = (p: string) => `${store.base}${p}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const orderNoOf = (url: string) => /[?&]order=(RW\d{10})/.exec(url)?.[1] ?? "";

/**
 * A guest with a delivered 1 GB eSIM of Japan, signed in in the browser (on this file's store, or
 * `base`). Bought through the API: these journeys are about the top-up, and paying for an order
 * in the browser is checkout.spec.ts's. German orders are placed in euros, as its visitors see them.
 */
async function guestWithEsim(page: Page, lang: Lang, base = store.base): Promise<{ orderNo: string; buyer: Buyer }> {
  const buyer = await guest(page.request, base);
  await signIn(page.context(), base, buyer);
  const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "1gb-7-days", lang, currency: lang === "de" ? "EUR" : "USD" }, base);
  await delivered(page.request, buyer, orderNo, base);
  return { orderNo, buyer };
}

/** What the journey reads on the pages, per language. */
const TEXT = {
  en: {
    topUp: "Top up",
    heading: "Top up your eSIM",
    choose: "3\u00a0GB · 15\u00a0days",
    adds: "Adds 3\u00a0GB and 15 days",
    charged: /^Charged in USD: \$\d+\.\d{2}$/,
    pay: "Top up and pay",
    added: "Your top-up was added",
    addedText: "3\u00a0GB and 15 days were added to your eSIM.",
    active: "Active",
    toppedUp: "Topped up",
    // Each top-up links to its receipt, named for screen readers by its number.
    history: /: 3\sGB and 15\sdays added · Receipt · Order RW\d{10}$/,
  },
  de: {
    topUp: "Aufladen",
    heading: "eSIM aufladen",
    choose: "3\u00a0GB · 15\u00a0Tage",
    adds: "Fügt 3\u00a0GB und 15 Tage hinzu",
    charged: /^Abgerechnet in USD: \d+,\d{2}\u00a0\$, etwa \d+,\d{2}\u00a0€$/,
    pay: "Aufladen und bezahlen",
    added: "Ihre Aufladung wurde hinzugefügt",
    addedText: "3\u00a0GB und 15 Tage wurden Ihrer eSIM hinzugefügt.",
    active: "Aktiv",
    toppedUp: "Aufgeladen",
    history: /: 3\sGB und 15\sTage hinzugefügt · Zahlungsbeleg · Bestellung RW\d{10}$/,
  },
} as const;

test.describe("on a store of their own, whose eSIMs are in use seconds after purchase", () => {
  // Started once by each worker that runs these journeys, so they can run side by side.
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    store = await startOwnStore({ TRUST_PROXY: "true", ESIM_SIM_DOWNLOAD_AFTER: "2s", ESIM_SIM_ACTIVATE_AFTER: "4s" });
  });

  test.afterAll(async () => {
    await stopOwnStore(store);
  });

  for (const lang of ["en", "de"] as const) {
    test(`${lang}: a guest tops up a delivered eSIM from the mail's link and from /orders, pays with 4242 and sees the new total`, async ({ page, context }) => {
      test.setTimeout(150_000);
      const text = TEXT[lang];
      await markDialogsSeen(context, store.base);
      // German shown in euros: the charge is still in US dollars, and says so.
      if (lang === "de") await context.addCookies([{ name: "currency", value: "EUR", url: store.base }]);
      const { orderNo, buyer } = await guestWithEsim(page, lang);
      const email = buyer.email;

      // The delivery mail links to the store's top-up page for this eSIM (the receipt, which names
      // the order too, may arrive first: the pattern is the link itself).
      const mail = await mailTo(email, new RegExp(`/topup\\?order=${orderNo}`), new Set(), store.outbox);
      const mailed = /https?:\/\/\S+\/topup\?order=RW\d{10}&key=[\w-]+/.exec(mail)?.[0];
      expect(mailed).toMatch(new RegExp(`^${escape(at(`${localize(lang, "/topup")}?order=${orderNo}&key=`))}[\\w-]{43}$`));
      await gotoReady(page, mailed!);
      await expect(page.locator("h1")).toHaveText(text.heading);

      // The order's card on /orders has a Top up link to the same page.
      await gotoReady(page, at(localize(lang, "/orders")));
      const card = page.locator(".order-card").filter({ hasText: orderNo });
      await expect(card.locator(".order-facts")).toContainText("1\u00a0GB", SLOW);
      await card.locator(".topup-link").click();
      await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/topup"))}\\?order=${orderNo}$`), SLOW);

      // The eSIM (its ICCID, data used and left), then each package with what it adds and its charge.
      const summary = page.locator(".checkout-summary");
      await expect(summary.locator(".iccid")).toHaveText(/^89\d{17,18}$/);
      await expect(summary.getByTestId("data-left")).toContainText("1\u00a0GB");
      const pkg = page.locator(".topup-package").filter({ hasText: text.choose });
      await expect(pkg).toContainText(text.adds);
      await expect(pkg.locator(".hint")).toHaveText(text.charged);
      expect(await axeViolations(page)).toEqual([]);
      await pkg.locator('input[type="radio"]').check();
      await page.getByRole("button", { name: text.pay }).click();
      await payWith4242(page);

      // Back on the top-up's own page, which waits for the provider and the job, then shows the new total.
      await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/topup-success"))}\\?order=RW\\d{10}$`), PAYMENT);
      const topupNo = orderNoOf(page.url());
      expect(topupNo).not.toBe(orderNo);
      await expect(page.locator("h1")).toHaveText(text.added, PAYMENT);
      await expect(page.getByTestId("topup-added")).toHaveText(text.addedText);
      await expect(page.locator(".checkout-summary").getByTestId("data-left")).toContainText(/4\u00a0GB$/);
      expect(await axeViolations(page)).toEqual([]);
      // The same page under the spelling older links use.
      await gotoReady(page, at(`${localize(lang, "/topupsuccess")}?order=${topupNo}`));
      await expect(page.locator("h1")).toHaveText(text.added);

      // /orders: one card for the eSIM (the top-up is not an order card of its own), with the new total,
      // in use by now, and the top-up listed.
      await gotoReady(page, at(localize(lang, "/orders")));
      await expect(page.locator(".order-card").filter({ has: page.locator(".order-title", { hasText: topupNo }) })).toHaveCount(0);
      await expect(card.getByTestId("data-left")).toContainText(/4\u00a0GB$/);
      await expect(card.locator(".status-badge")).toHaveText(text.active);
      const history = card.getByRole("region", { name: text.toppedUp });
      await expect(history.locator("li")).toHaveText(text.history);
      await expect(card.locator(".topup-link")).toContainText(text.topUp);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("en, without JavaScript: the top-up page's form places the top-up and pays it; the result page reloads itself until it is added", async ({ page, context, browser }) => {
    test.setTimeout(150_000);
    await markDialogsSeen(context, store.base);
    const { orderNo, buyer } = await guestWithEsim(page, "en");

    // The same visitor, signed in with the same session, in a browser that runs no script.
    const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": buyer.ip } });
    try {
      await plain.addCookies(await context.cookies(store.base));
      const other = await plain.newPage();
      await other.goto(at(`/topup?order=${orderNo}&plan=3gb-15-days`));
      await expect(other.locator('.topup-package input[value="3gb-15-days"]')).toBeChecked();
      await other.getByRole("button", { name: "Top up and pay" }).click();
      await payWith4242(other);
      await expect(other).toHaveURL(/\/topup-success\?order=RW\d{10}$/, PAYMENT);
      // The browser refreshes the page every 3 s while the payment is confirmed and the data added.
      await expect(other.locator("h1")).toHaveText("Your top-up was added", PAYMENT);
      await expect(other.locator(".checkout-summary").getByTestId("data-left")).toContainText(/4\u00a0GB$/);
    } finally {
      await plain.close();
    }
  });
});

test("signed out, the top-up page asks for a log-in that comes back to it", async ({ page, context, baseURL }) => {
  await markDialogsSeen(context, baseURL!);
  const response = await page.goto("/topup?order=RW0000000001");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escape(encodeURIComponent("/topup?order=RW0000000001"))}$`));
});

test("en: a guest tops up from a fresh browser through the delivery mail's link, paid with 4242; the eSIM's validity is the new total", async ({ page, context, browser, baseURL }) => {
  test.setTimeout(150_000);
  // The shared test server: its eSIMs stay not installed for minutes, so the validity has not started.
  await markDialogsSeen(context, baseURL!);
  const { orderNo, buyer } = await guestWithEsim(page, "en", baseURL!);
  const email = buyer.email;
  const mail = await mailTo(email, new RegExp(`/topup\\?order=${orderNo}&key=`));
  const mailed = new RegExp(`https?://\\S+/topup\\?order=${orderNo}&key=[\\w-]+`).exec(mail)![0];
  expect(mail.replace(/\s+/g, " ")).toContain("if you bought as a guest, nothing more is needed");

  // Another device: no cookie, no session, nothing stored.
  const away = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  try {
    await markDialogsSeen(away, baseURL!);
    const other = await away.newPage();
    // A wrong key is no way in: it lands where every mailed link that opens nothing does.
    await other.goto(mailed.replace(/key=[\w-]+/, `key=${"A".repeat(43)}`));
    await expect(other).toHaveURL(/\/linkexpire$/);

    const opened = await other.goto(mailed);
    expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
    await waitReady(other);
    await expect(other.locator("h1")).toHaveText("Top up your eSIM");
    const summary = other.locator(".checkout-summary");
    await expect(summary).toContainText("7 days, starting when you first use it");
    // No balance to use and no way to a list of orders: the key opens this eSIM only.
    await expect(other.locator('input[name="useBalance"]')).toHaveCount(0);
    await expect(other.locator('a[href="/orders"]')).toHaveCount(0);
    await other.locator(".topup-package").filter({ hasText: "3\u00a0GB · 15\u00a0days" }).locator('input[type="radio"]').check();
    await other.getByRole("button", { name: "Top up and pay" }).click();
    await payWith4242(other);
    await expect(other).toHaveURL(/\/topup-success\?order=RW\d{10}&key=[\w-]+$/, PAYMENT);
    await expect(other.locator("h1")).toHaveText("Your top-up was added", PAYMENT);
    const now = other.locator(".checkout-summary");
    await expect(now.getByTestId("data-left")).toContainText(/4\u00a0GB$/);
    await expect(now).toContainText("22 days, starting when you first use it");
    await expect(other.getByRole("link", { name: "Back to the top-up" })).toHaveAttribute("href", /^\/topup\?order=RW\d{10}&key=[\w-]+$/);
  } finally {
    await away.close();
  }

  // The guest's own browser: the top-up is the guest's, on the eSIM's card with the new validity.
  await gotoReady(page, "/orders");
  const card = page.locator(".order-card").filter({ hasText: orderNo });
  await expect(card.getByTestId("data-left")).toContainText(/4\u00a0GB$/, SLOW);
  await expect(card).toContainText("22 days, starting when you first use it");
  await expect(card.getByRole("region", { name: "Topped up" }).locator("li")).toHaveText(TEXT.en.history);
});
