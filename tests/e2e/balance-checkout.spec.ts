/**
 * Paying with the balance in the browser (docs/WALLET.md#paying-with-the-balance): an account
 * funded by credit promo codes ticks "Use my balance" on /topay. A balance smaller than the price
 * pays its part and the sandbox's 4242 card the rest; one that covers the price pays it all at
 * once, without the card page, straight to /payment-success. The success page says who paid
 * what, and /orders lists both orders. Without JavaScript the page's form does the same.
 *
 * The codes are made as `npm run promo` makes them, before the store starts (wallet-store.ts).
 */
import type { Page } from "@playwright/test";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { amountOf, gotoReady, localize, SLOW, type Lang } from "./helpers.ts";
import { api, escapeRegExp, payWith4242, signInBrowser, signUpAccount, startStoreWithCodes, stopStore, type Buyer, type OwnStore } from "./wallet-store.ts";
import { axeViolations } from "./page-checks.ts";

/** Paying goes through the hosted page and /transit, which asks the provider before redirecting. */
const PAYMENT = { timeout: 25_000 };
const PLAN = "/topay?area=japan&plan=1gb-7-days";

let store: OwnStore;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStoreWithCodes([
    { args: ["FUND1", "--kind", "credit", "--value", "100"] },
    { args: ["FUND50", "--kind", "credit", "--value", "5000"] },
  ]);
});

test.afterAll(async () => {
  await stopStore(store);
});

const at = (p: string) => `${store.base}${p}`;
const orderNoOf = (url: string) => /[?&]order=(RW\d{10})/.exec(url)?.[1] ?? "";

/** Puts a credit code's money on the account's balance, through the API as the promo dialog would. */
async function fund(page: Page, buyer: Buyer, code: string) {
  const redeemed = await api<{ kind: string }>(page.request, at("/v2/submit/redeem"), { code }, { token: buyer.token, ip: buyer.ip, email: buyer.email });
  expect(redeemed.success, redeemed.msg).toBe(true);
}

/** A row of the order's summary on /payment-success, by its label. */
const fact = (page: Page, label: string) => page.locator(".receipt-summary .facts div").filter({ has: page.locator("dt", { hasText: label }) }).locator("dd");

const TEXT = {
  en: { fromBalance: "Paid from balance", byCard: "Paid by card", paid: "Payment successful" },
  de: { fromBalance: "Mit Guthaben bezahlt", byCard: "Mit Karte bezahlt", paid: "Zahlung erfolgreich" },
} as const;

/** "$4.50" written the way the page writes USD amounts. */
const usd = (cents: number, lang: Lang) => new Intl.NumberFormat(lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }).format(cents / 100);

test("en: part from the balance and part by card, then all from the balance; /orders lists both", async ({ page, context }) => {
  test.setTimeout(120_000);
  const text = TEXT.en;
  await markDialogsSeen(context, store.base);
  const buyer = await signUpAccount(page.request, store);
  await signInBrowser(context, store, buyer);

  // Without a balance there is nothing to tick.
  await gotoReady(page, at(PLAN));
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  const priceText = (await page.getByTestId("checkout-total").textContent())!;
  const price = Math.round(amountOf(priceText) * 100);
  expect(price).toBeGreaterThan(100);

  // $1.00 on the balance: it pays its part, the card the rest.
  await fund(page, buyer, "FUND1");
  await gotoReady(page, at(PLAN));
  const pay = page.locator(".pay-button");
  await expect(pay).toHaveText(`Pay ${priceText}`);
  const useBalance = page.getByRole("checkbox", { name: "Use my balance ($1.00 available)" });
  await useBalance.check();
  await expect(pay).toHaveText(`Pay ${usd(price - 100, "en")}`);
  expect(await axeViolations(page)).toEqual([]);
  await pay.click();
  // Cancelled on the card page first: nothing charged to the card, and the balance's part said to
  // be set aside for the order; Try again goes back to the card page.
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
  await page.locator("a.cancel").click();
  await expect(page).toHaveURL(/\/payment-fail\?order=RW\d{10}$/, SLOW);
  await expect(page.locator(".payment-fail .success-text")).toHaveText(/^Nothing has been charged to your card\. \$1\.00 from your balance is set aside for this order/);
  await page.getByRole("button", { name: "Try again" }).click();
  await payWith4242(page);
  // The hosted page charged only the card's part.
  await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, PAYMENT);
  const split = orderNoOf(page.url());
  await expect(page.locator("h1")).toHaveText(text.paid, PAYMENT);
  await expect(fact(page, text.fromBalance)).toHaveText("$1.00");
  await expect(fact(page, text.byCard)).toHaveText(usd(price - 100, "en"));

  // $50.00 on the balance: it pays it all at once, no card page.
  await fund(page, buyer, "FUND50");
  await gotoReady(page, at(PLAN));
  await page.getByRole("checkbox", { name: "Use my balance ($50.00 available)" }).check();
  await expect(pay).toHaveText(`Pay ${priceText} from my balance`);
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, PAYMENT);
  const whole = orderNoOf(page.url());
  expect(whole).not.toBe(split);
  await expect(page.locator("h1")).toHaveText(text.paid, PAYMENT);
  await expect(fact(page, text.fromBalance)).toHaveText(priceText);
  await expect(fact(page, text.byCard)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // What is left is offered next time.
  await gotoReady(page, at(PLAN));
  await expect(page.getByRole("checkbox", { name: `Use my balance (${usd(5000 - price, "en")} available)` })).toBeVisible();

  await gotoReady(page, at("/orders"));
  await expect(page.locator(".order-card").filter({ hasText: split })).toBeVisible(SLOW);
  await expect(page.locator(".order-card").filter({ hasText: whole })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the page's form pays from the balance and lands on the success page", async ({ page, context }) => {
    test.setTimeout(90_000);
    const text = TEXT.de;
    await markDialogsSeen(context, store.base);
    const buyer = await signUpAccount(page.request, store);
    await fund(page, buyer, "FUND50");
    await context.addCookies([{ name: "session", value: buyer.token, url: store.base }]);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });

    await page.goto(at(localize("de", PLAN)));
    const priceText = (await page.getByTestId("checkout-total").textContent())!;
    await page.getByRole("checkbox", { name: `Mein Guthaben verwenden (${usd(5000, "de")} verfügbar)` }).check();
    await page.locator(".pay-button").click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localize("de", "/payment-success"))}\\?order=RW\\d{10}$`), PAYMENT);
    await expect(page.locator("h1")).toHaveText(text.paid, PAYMENT);
    await expect(fact(page, text.fromBalance)).toHaveText(priceText);
    await expect(fact(page, text.byCard)).toHaveCount(0);
  });
});
