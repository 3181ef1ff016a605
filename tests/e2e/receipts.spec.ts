/**
 * Receipts and links that ended in the browser (docs/WALLET.md#receipts,
 * docs/CHECKOUT.md#links-that-ended): the buyer opens a paid order's receipt from /orders, with
 * the seller's configured legal name and address, the lines the mail has, a Print button (a
 * script handler the CSP allows) and print styles that leave the receipt alone, and has it mailed
 * again (without JavaScript too, three times an hour for an order); nobody else sees it. A guest's mailed link opens the receipt on another device; once the
 * owner stops that link, it and the receipt's keyed address land on /linkexpire, which says what
 * to do next. axe finds nothing on either page.
 */
import type { Browser, Page } from "@playwright/test";
import { buyByHttp, delivered, guest, guestWithOrderLink, signIn } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";
import { gotoReady, SLOW } from "./helpers.ts";
import { mailTo, outboxNow } from "./mailbox.ts";
import { axeViolations } from "./page-checks.ts";

/** The seller the test store is configured with (playwright.config.ts). */
const SELLER = { name: "Roamwell Travel Ltd", address: "1 Harbour Street\nBristol BS1 4XX\nUnited Kingdom" };

/** The value of a receipt line. */
const line = (page: Page, label: string) => page.locator(".receipt-lines tr").filter({ has: page.locator("th", { hasText: label }) }).locator("td");

test("en: the buyer opens a receipt from /orders, prints it alone and has it mailed again; nobody else can open it", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  const buyer = await guest(page.request);
  await signIn(context, baseURL!, buyer);
  const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "5gb-30-days", lang: "en", currency: "EUR" });
  await delivered(page.request, buyer, orderNo);

  await gotoReady(page, "/orders");
  const card = page.locator(".order-card").filter({ hasText: orderNo });
  await card.getByRole("link", { name: `Receipt · Order ${orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${orderNo}$`), SLOW);
  await expect(page.locator("h1")).toHaveText("Receipt");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const seller = page.locator("address.receipt-seller");
  await expect(seller).toContainText(SELLER.name);
  await expect(seller.locator(".receipt-seller-address")).toHaveText(SELLER.address);
  await expect(line(page, "Receipt number")).toHaveText(orderNo);
  await expect(line(page, "Purchase")).toHaveText("eSIM plan: Japan 5\u00a0GB · 30\u00a0days");
  await expect(line(page, "Paid by card")).toHaveText(/^\$\d+\.\d{2}$/);
  await expect(line(page, "Total")).toHaveText(/^\$\d+\.\d{2} \(about €\d+\.\d{2}\)$/);
  expect(await axeViolations(page)).toEqual([]);

  // Print: the browser's own dialog, opened by the button (stubbed here: a headless browser has none).
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void (w.printed += 1);
  });
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.locator(".receipt-lines")).toBeVisible();
  await expect(seller).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Mailed again, to the order's address.
  const before = await outboxNow();
  await page.getByRole("button", { name: "E-mail it to me again" }).click();
  await expect(page.getByRole("status")).toHaveText("Sent: the receipt is on its way to the order's e-mail address.", SLOW);
  const again = await mailTo(buyer.email, new RegExp(`Receipt number\\s+${orderNo}`), before);
  expect(again).toContain("Paid by card");

  // Another buyer, and a visitor signed in nowhere.
  for (const signedIn of [true, false]) {
    const elsewhere = await (browser as Browser).newContext();
    try {
      if (signedIn) await signIn(elsewhere, baseURL!, await guest(page.request));
      const other = await elsewhere.newPage();
      const opened = await other.goto(`/receipt/${orderNo}`);
      if (signedIn) {
        expect(opened?.status()).toBe(404);
        await expect(other.locator("body")).not.toContainText(SELLER.name);
      } else {
        await expect(other).toHaveURL(/\/login\?redirect=/);
      }
    } finally {
      await elsewhere.close();
    }
  }
});

test("en: a guest's mailed link opens the receipt anywhere; once the owner stops it, the link lands on /linkexpire", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  const { orderNo, link } = await guestWithOrderLink(page.request, context, baseURL!);
  const elsewhere = await (browser as Browser).newContext();
  try {
    const other = await elsewhere.newPage();
    await gotoReady(other, link.pathname + link.search);
    await other.getByRole("link", { name: "Receipt" }).click();
    await expect(other).toHaveURL(new RegExp(`/receipt/${orderNo}\\?key=`), SLOW);
    const receiptUrl = new URL(other.url());
    await expect(other.locator("h1")).toHaveText("Receipt");
    await expect(other.locator("address.receipt-seller")).toContainText(SELLER.name);
    await expect(other.getByRole("button", { name: "Print" })).toBeVisible();
    // The key's holder has no orders page to go back to.
    await expect(other.getByRole("link", { name: "Back to your orders" })).toHaveCount(0);

    // The owner stops the link on /orders.
    await gotoReady(page, "/orders");
    const card = page.locator(".order-card").filter({ hasText: orderNo });
    await card.locator(".esim-details > summary").click();
    const section = card.getByRole("region", { name: "Link in the e-mail" });
    await section.locator("details.revoke-link summary").click();
    await section.getByRole("button", { name: "Yes, stop the link" }).click();
    await expect(section.getByRole("status")).toHaveText("The e-mailed link no longer works.", SLOW);

    for (const ended of [link, receiptUrl]) {
      const answer = await other.goto(ended.pathname + ended.search);
      expect(answer?.status()).toBe(200);
      await expect(other).toHaveURL(/\/linkexpire$/);
      await expect(other.locator("h1")).toHaveText("This link no longer works");
      await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(other.locator("body")).not.toContainText(orderNo);
    }
    await expect(other.getByRole("link", { name: "Log in to see your orders" })).toHaveAttribute("href", `/login?redirect=${encodeURIComponent("/orders")}`);
    await expect(other.getByRole("link", { name: "Get a new code" })).toHaveAttribute("href", "/forgotPwd");
    await expect(other.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    expect(await axeViolations(other)).toEqual([]);

    // The owner's own browser, signed in, is offered the orders instead.
    await gotoReady(page, "/linkexpire");
    await expect(page.getByRole("link", { name: "See your orders" })).toHaveAttribute("href", "/orders");
  } finally {
    await elsewhere.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the receipt is mailed again by a plain form post, three times an hour for an order; no Print button to press", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const buyer = await guest(page.request);
    await signIn(context, baseURL!, buyer);
    const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "5gb-30-days", lang: "de" });

    await page.goto(`/de/receipt/${orderNo}`);
    await expect(page.locator("h1")).toHaveText("Zahlungsbeleg");
    await expect(page.getByRole("button", { name: "Drucken" })).toHaveCount(0);
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Noch einmal per E-Mail senden" }).click();
      await expect(page.locator(".receipt-actions .success-text")).toHaveText("Gesendet: Der Zahlungsbeleg ist unterwegs an die E-Mail-Adresse der Bestellung.");
    }
    await page.getByRole("button", { name: "Noch einmal per E-Mail senden" }).click();
    await expect(page.locator(".receipt-actions .error-text")).toHaveText(/^Dieser Zahlungsbeleg wurde in der letzten Stunde schon mehrmals verschickt\. Bitte versuchen Sie es in \d+ Min\. erneut\.$/);
  });
});
