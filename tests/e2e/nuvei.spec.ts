/**
 * Paying with Nuvei through the specification's hand-over page, /nuvei-jump (docs/CHECKOUT.md#nuvei):
 * a store of its own (own-store.ts) with PAYMENT_PROVIDER=nuvei, its server talking to Nuvei's
 * stand-in over HTTP. Pay on /topay hands the buyer over to /nuvei-jump, which loads Simply
 * Connect from Nuvei's CDN address (the store's CSP allows exactly Nuvei's hosts) and gives it
 * the Nuvei order's session token; the test routes Nuvei's CDN and test API hosts to the
 * stand-in, whose Simply Connect takes the card. The stand-in then posts its checksummed DMN to
 * the store, which pays and delivers the order.
 */
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { startNuveiStandIn, STANDIN_CARDS, type NuveiStandIn } from "../../server/adapters/payments/nuvei/nuvei-standin.ts";
import { nuveiEnv, NUVEI_KEYS } from "../support/nuvei.ts";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { buyAsGuest, SLOW, uniqueIp } from "./helpers.ts";
import { deliveryMailTo } from "./mailbox.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";

/** Nuvei's CDN (Simply Connect) and its test API host, as the browser calls them. */
const NUVEI_HOSTS = /^https:\/\/(cdn\.safecharge\.com|ppp-test\.nuvei\.com)\//;
const PAID = { timeout: 30_000 };

let standIn: NuveiStandIn;
let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  standIn = await startNuveiStandIn(NUVEI_KEYS);
  store = await startOwnStore(nuveiEnv(standIn));
  standIn.setWebhookUrl(`${store.base}/webhooks/nuvei`);
});

test.afterAll(async () => {
  await stopOwnStore(store);
  await standIn?.close();
});

/** Nuvei's hosts answered by the stand-in, as if the browser had reached Nuvei. */
async function routeNuvei(context: BrowserContext): Promise<void> {
  await context.route(NUVEI_HOSTS, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await standIn.handle({ method: request.method(), url: url.pathname + url.search, headers: await request.allHeaders(), body: request.postData() ?? "" });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
}

async function payWith(page: Page, number: string) {
  const form = page.getByTestId("nuvei-checkout");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel(/Expir/).fill(STANDIN_CARDS.expiry);
  await form.getByLabel(/CVV|Security/i).fill(STANDIN_CARDS.cvv);
  await form.getByLabel(/name/i).fill(STANDIN_CARDS.holder);
  await form.locator(".sc-standin-pay").click();
}

test("en: a guest's Pay hands over to /nuvei-jump, where Nuvei's Simply Connect takes the card, after a declined one; the eSIM is delivered", async ({ page, context }) => {
  test.setTimeout(90_000);
  await markDialogsSeen(context, store.base);
  await routeNuvei(context);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });

  await buyAsGuest(page, "en", "/japan/5gb-30-days", store.base);
  const email = `nuvei-${randomBytes(5).toString("hex")}@example.com`;
  await page.locator('.checkout-form input[name="email"]').fill(email);
  await page.locator(".pay-button").click();
  await expect(page).toHaveURL(/\/nuvei-jump\?order=RW\d{10}&payment=[0-9a-f-]{36}$/, SLOW);
  const orderNo = /order=(RW\d{10})/.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay by card");
  await expect(page.getByText(`for ${orderNo}.`)).toBeVisible();
  const form = page.getByTestId("nuvei-checkout");
  await expect(form.getByLabel("Card number")).toBeVisible(SLOW);
  expect(await axeViolations(page, undefined, { html: false, exclude: "[data-testid=nuvei-checkout]" })).toEqual([]);

  await payWith(page, STANDIN_CARDS.declined);
  await expect(page.locator(".jump [role=alert]")).toHaveText("Your card was declined.", SLOW);

  await payWith(page, STANDIN_CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderNo}$`), PAID);
  await expect(page.locator(".qr-figure svg")).toBeVisible(PAID);
  const mail = await deliveryMailTo(email, orderNo, undefined, store.outbox);
  expect(mail).toContain(orderNo);
  await standIn.settled();
  expect(standIn.deliveries.every((d) => d.status === 200)).toBe(true);
});
