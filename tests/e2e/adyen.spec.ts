/**
 * Paying inside /topay with Adyen's card component (docs/CHECKOUT.md#adyen): a store of its own
 * (own-store.ts) with PAYMENT_PROVIDER=adyen, its server talking to Adyen's stand-in over HTTP.
 * The browser loads the real component from the store's bundle and talks to Adyen's test hosts,
 * as it would in production (the store's CSP allows exactly those); the test routes those hosts
 * to the stand-in, which serves the card fields' frames and answers the session calls. The
 * stand-in then posts its signed webhook to the store, which pays and delivers the order.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { startAdyenStandIn, STANDIN_CARDS, type AdyenStandIn } from "../../server/adapters/payments/adyen/adyen-standin.ts";
import { ADYEN_KEYS, adyenEnv } from "../support/adyen.ts";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { buyAsGuest, SLOW, uniqueIp, type Lang } from "./helpers.ts";
import { deliveryMailTo } from "./mailbox.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";

/** Adyen's test hosts, as the component calls them, and the path each has on the stand-in. */
const ADYEN_HOSTS = /^https:\/\/(checkoutshopper-test(?:\.cdn)?\.adyen\.com\/checkoutshopper|checkoutanalytics-test\.adyen\.com\/checkoutanalytics)\//;
const PAID = { timeout: 30_000 };

let standIn: AdyenStandIn;
let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  standIn = await startAdyenStandIn({ ...ADYEN_KEYS, shopperBase: "https://checkoutshopper-test.adyen.com/checkoutshopper/" });
  store = await startOwnStore(adyenEnv(standIn));
  standIn.setWebhookUrl(`${store.base}/webhooks/adyen`);
});

test.afterAll(async () => {
  await stopOwnStore(store);
  await standIn?.close();
});

/** Adyen's hosts answered by the stand-in, as if the browser had reached Adyen. */
async function routeAdyen(context: BrowserContext): Promise<void> {
  await context.route(ADYEN_HOSTS, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/checkoutanalytics\//, "/checkoutshopper/") + url.search;
    const answer = await standIn.handle({ method: request.method(), url: path, headers: await request.allHeaders(), body: request.postData() ?? "" });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
}

/** Types into one of Adyen's card fields (a frame of Adyen's, by the field it holds). */
const cardField = (page: Page, field: "encryptedCardNumber" | "encryptedExpiryDate" | "encryptedSecurityCode") =>
  page.frameLocator(`[data-cse="${field}"] iframe`).locator("input");

async function enterCard(page: Page, card: { number: string; expiry: string; cvc: string }) {
  await cardField(page, "encryptedCardNumber").pressSequentially(card.number.replace(/\s/g, ""));
  await cardField(page, "encryptedExpiryDate").pressSequentially(card.expiry);
  await cardField(page, "encryptedSecurityCode").pressSequentially(card.cvc);
}

const TEXTS: Record<"en" | "ja", { heading: RegExp; declined: string; toCard: string }> = {
  en: { heading: /^Card details$/, declined: "Your card was declined.", toCard: "Continue to card details" },
  ja: { heading: /^カード情報$/, declined: "カードが承認されませんでした。", toCard: "カード情報の入力へ進む" },
};

for (const lang of ["en", "ja"] as const satisfies readonly Lang[]) {
  test(`${lang}: a guest pays on /topay with Adyen's card component, after a declined card, and gets the eSIM`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await markDialogsSeen(context, store.base);
    await routeAdyen(context);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
    const texts = TEXTS[lang];

    await buyAsGuest(page, lang, "/japan/5gb-30-days", store.base);
    const email = `adyen-${randomBytes(5).toString("hex")}@example.com`;
    await page.locator('.checkout-form input[name="email"]').fill(email);
    await expect(page.locator(".pay-button")).toHaveText(texts.toCard);
    await page.locator(".pay-button").click();

    // The order is placed; Adyen's card form comes into the page, and nothing else leaves it.
    const form = page.getByTestId("card-on-page");
    await expect(form.getByRole("heading", { name: texts.heading })).toBeVisible(SLOW);
    await expect(cardField(page, "encryptedCardNumber")).toBeVisible(SLOW);
    expect(new URL(page.url()).pathname).toBe(lang === "en" ? "/topay" : `/${lang}/topay`);
    await expect(page.locator('.checkout-form input[name="email"]')).toBeDisabled();
    // The page around the card form; the form itself is Adyen's markup and Adyen's frames.
    expect(await axeViolations(page, ".checkout-grid", { html: false, exclude: ".adyen-checkout__card-input" })).toEqual([]);

    // A wrong security code: Adyen refuses it, the page says so in its language, the form stays.
    await enterCard(page, { number: STANDIN_CARDS.visa, expiry: "0330", cvc: STANDIN_CARDS.wrongCvc });
    await form.locator(".adyen-checkout__button--pay").click();
    await expect(form.getByRole("alert")).toHaveText(texts.declined, SLOW);

    await cardField(page, "encryptedSecurityCode").fill("");
    await cardField(page, "encryptedSecurityCode").pressSequentially(STANDIN_CARDS.cvc);
    await form.locator(".adyen-checkout__button--pay").click();
    await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, PAID);
    const orderNo = /order=(RW\d{10})/.exec(page.url())![1]!;
    await expect(page.locator(".qr-figure svg")).toBeVisible(PAID);

    const mail = await deliveryMailTo(email, orderNo, undefined, store.outbox);
    expect(mail).toContain(orderNo);
    // Refused, then authorised: both heard by the store, each once.
    await standIn.settled();
    const events = standIn.deliveries.filter((d) => d.notification.notificationItems[0]!.NotificationRequestItem.amount.currency === "USD").map((d) => d.status);
    expect(events.every((status) => status === 200)).toBe(true);
  });
}

test("tr: Adyen's card form speaks Turkish, which Adyen Web lacks and the store gives it", async ({ page, context }) => {
  test.setTimeout(60_000);
  await markDialogsSeen(context, store.base);
  await routeAdyen(context);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await buyAsGuest(page, "tr", "/japan/5gb-30-days", store.base);
  await page.locator('.checkout-form input[name="email"]').fill(`adyen-tr-${randomBytes(5).toString("hex")}@example.com`);
  await page.locator(".pay-button").click();
  const form = page.getByTestId("card-on-page");
  await expect(form.getByRole("heading", { name: "Kart bilgileri" })).toBeVisible(SLOW);
  await expect(cardField(page, "encryptedCardNumber")).toBeVisible(SLOW);
  await expect(form.getByText("Kart numarası", { exact: true })).toBeVisible();
  await expect(form.getByText("Son kullanma tarihi", { exact: true })).toBeVisible();
  await expect(form.getByText("Güvenlik kodu", { exact: true })).toBeVisible();
  await expect(form.locator(".adyen-checkout__button--pay")).toContainText("öde");
});

