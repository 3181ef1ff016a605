/**
 * Orders and delivery in the browser (PRODUCT.md#orders-and-delivery, docs/CHECKOUT.md): orders
 * are placed through the API as the storefront's client would, and paid with the 4242 test card
 * on the sandbox's hosted page by plain HTTP (paying in the browser is checkout.spec.ts's). Then:
 * /payment-success fills in with the QR code, the iOS one-tap link and the manual details with
 * working copy buttons; the delivery mail's link opens the order in a fresh browser without
 * signing in, a wrong key lands on /linkexpire; /orders shows the spec's label, and a refund there
 * moves the order to Refunded, with JavaScript and without; the owner can stop the mailed link
 * there, after which it opens nothing (it lands on /linkexpire too). A buyer with more orders than
 * a page holds pages through them, with JavaScript and without.
 */
import type { Browser, Page } from "@playwright/test";
import { account, buyByHttp, guest, guestWithOrderLink, signIn } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";
import { orderLinkOf } from "./mailbox.ts";
import { gotoReady, SLOW } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";

const IOS_BASE = "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=";
/** Fulfilment runs on the server's job worker (1 s poll): paid to delivered takes a few seconds. */
const DELIVERY = { timeout: 20_000 };

/** The value shown beside a manual-detail label. */
const detail = (page: Page, label: string) => page.locator(".manual-details div").filter({ has: page.locator("dt", { hasText: label }) }).locator("code");

test("en: a guest pays with 4242 and gets the QR code, the iOS link and the manual details; the mailed link opens the order anywhere", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const buyer = await guest(page.request);
  await signIn(context, baseURL!, buyer);
  const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "5gb-30-days", lang: "en", currency: "EUR" });

  const response = await page.goto(`/payment-success?order=${orderNo}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator("h1")).toHaveText("Payment successful");
  // Delivered by the job worker a moment after the payment: the page polls until it is there.
  const qr = page.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` });
  await expect(qr).toBeVisible(DELIVERY);
  await expect(page.getByRole("figure").locator("svg")).toBeVisible();

  const lpa = (await detail(page, "Activation code for Android").textContent())!;
  const smdp = (await detail(page, "SM-DP+ address").textContent())!;
  const matchingId = (await detail(page, "Activation code for iPhone").textContent())!;
  expect(lpa).toBe(`LPA:1$${smdp}$${matchingId}`);
  await expect(detail(page, "ICCID")).toHaveText(/^89\d{17,18}$/);
  await expect(page.getByRole("link", { name: "Install on this iPhone" })).toHaveAttribute("href", IOS_BASE + encodeURIComponent(lpa));
  await expect(page.getByRole("heading", { name: "On this iPhone" })).toBeVisible();
  await expect(page.locator(".install-steps")).toContainText("Add eSIM");
  await expect(page.locator(".travel-tips")).toContainText("data roaming for this eSIM");

  // Copy buttons copy the value and say so, visibly and to screen readers.
  await page.getByRole("button", { name: "Copy Activation code for Android (the whole line)" }).click();
  await expect(page.locator(".copy-status")).toHaveText("Activation code for Android (the whole line) copied");
  await expect(page.getByRole("button", { name: "Copied Activation code for Android (the whole line)" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lpa);
  await page.getByRole("button", { name: "Copy SM-DP+ address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(smdp);

  // The summary states the charge in USD beside what the buyer saw in euros.
  const charged = page.locator(".receipt-summary .facts div").filter({ hasText: "Charged in USD" }).locator("dd");
  await expect(charged).toHaveText(/^\$\d+\.\d{2}, about €\d+\.\d{2}$/);
  expect(await axeViolations(page)).toEqual([]);

  // /orders lists it, not installed yet; the page leads there (its bare frame has no account menu).
  await page.getByRole("link", { name: "See all your orders" }).click();
  await expect(page).toHaveURL(/\/orders$/, SLOW);
  const card = page.locator(".order-card").filter({ hasText: orderNo });
  await expect(card.locator(".status-badge")).toHaveText("Not installed yet");
  await expect(card).toContainText("Japan · 5\u00a0GB · 30\u00a0days");
  await expect(card.locator(".order-facts")).toContainText("No usage");
  await expect(card.locator(".order-facts")).toContainText("5\u00a0GB of 5\u00a0GB");
  await expect(card.locator(".order-facts")).toContainText("30 days, starting when you first use it");
  await expect(page.getByRole("link", { name: "All orders" })).toHaveAttribute("aria-current", "page");
  expect(await axeViolations(page)).toEqual([]);
  // On a phone, with the eSIM and the refund step open.
  await page.setViewportSize({ width: 375, height: 740 });
  await card.locator(".esim-details > summary").click();
  await card.locator("details.refund summary").click();
  await expect(card.getByRole("button", { name: /^Yes, refund/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The delivery mail carries the order's secret link: it opens the order in a browser that is signed in nowhere.
  const link = await orderLinkOf(buyer.email, orderNo);
  const elsewhere = await (browser as Browser).newContext();
  try {
    const other = await elsewhere.newPage();
    const opened = await other.goto(link.pathname + link.search);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(other.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toBeVisible();
    await expect(detail(other, "Activation code for Android")).toHaveText(lpa);
    // Opened with no session at all (the page's bare frame shows no account entry either way).
    expect((await elsewhere.cookies()).map((c) => c.name)).not.toContain("session");
    expect(await axeViolations(other)).toEqual([]);

    // A wrong key shows nothing of the order: it lands where every link that opens nothing does.
    const wrongKey = await other.goto(`${link.pathname}?order=${orderNo}&key=${"A".repeat(43)}`);
    expect(wrongKey?.status()).toBe(200);
    await expect(other).toHaveURL(/\/linkexpire$/);
    await expect(other.locator("h1")).toHaveText("This link no longer works");
    await expect(other.locator("body")).not.toContainText(lpa);
  } finally {
    await elsewhere.close();
  }
});

test("en: the owner stops the mailed link on /orders, and the same link then opens nothing", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(90_000);
  const { orderNo, link } = await guestWithOrderLink(page.request, context, baseURL!);
  const elsewhere = await (browser as Browser).newContext();
  try {
    const other = await elsewhere.newPage();
    expect((await other.goto(link.pathname + link.search))?.status()).toBe(200);
    await expect(other.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toBeVisible();

    await gotoReady(page, "/orders");
    const card = page.locator(".order-card").filter({ hasText: orderNo });
    await expect(card.locator(".status-badge")).toHaveText("Not installed yet", DELIVERY);
    await card.locator(".esim-details > summary").click();
    const section = card.getByRole("region", { name: "Link in the e-mail" });
    await expect(section).toContainText("opens this order on any device, without signing in");
    await section.locator("details.revoke-link summary").filter({ hasText: "Stop the e-mailed link from working" }).click();
    await expect(section).toContainText(`Stop the e-mailed link for order ${orderNo}?`);
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole("button", { name: "Yes, stop the link" }).click();
    await expect(section.getByRole("status")).toHaveText("The e-mailed link no longer works.", SLOW);
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(section.locator("details.revoke-link")).toHaveCount(0);

    const stopped = await other.goto(link.pathname + link.search);
    expect(stopped?.status()).toBe(200);
    await expect(other).toHaveURL(/\/linkexpire$/);
    await expect(other.locator("h1")).toHaveText("This link no longer works");
    await expect(other.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toHaveCount(0);

    // Once stopped, the orders page has nothing more to say about it.
    await gotoReady(page, "/orders");
    await card.locator(".esim-details > summary").click();
    await expect(card.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toBeVisible();
    await expect(card.locator(".order-link")).toHaveCount(0);
  } finally {
    await elsewhere.close();
  }
});

test("de: an account buys a daily plan for 9 days, finds it on /orders not installed yet, and refunds it", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const buyer = await account(page.request);
  await signIn(context, baseURL!, buyer);
  const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "daily-1gb", days: 9, lang: "de" });

  await gotoReady(page, "/de/orders?tab=1");
  await expect(page.locator("h1")).toHaveText("Ihre Bestellungen");
  await expect(page.getByRole("link", { name: "Aktuell" })).toHaveAttribute("aria-current", "page");
  const card = page.locator(".order-card").filter({ hasText: orderNo });
  // Preparing first, then the page reloads its data by itself until the eSIM is there.
  await expect(card.locator(".status-badge")).toHaveText("Noch nicht installiert", DELIVERY);
  await expect(card).toContainText("Japan · 1\u00a0GB/Tag");
  const facts = card.locator(".order-facts");
  await expect(facts).toContainText("9\u00a0Tage");
  await expect(facts).toContainText("Heute verbraucht");
  await expect(facts).toContainText("Noch nichts verbraucht");
  await expect(facts).toContainText("1\u00a0GB von 1\u00a0GB");
  await expect(facts).toContainText("9 Tage, ab der ersten Nutzung");
  await card.locator(".esim-details > summary").click();
  await expect(card.getByRole("img", { name: `QR-Code zum Installieren der eSIM aus Bestellung ${orderNo}` })).toBeVisible();

  // Refund from all orders (a refunded order leaves the current ones), with a confirmation step first.
  await page.getByRole("link", { name: "Alle Bestellungen" }).click();
  await expect(page.getByRole("link", { name: "Alle Bestellungen" })).toHaveAttribute("aria-current", "page", SLOW);
  const refund = card.locator("details.refund");
  await refund.locator("summary").click();
  await expect(refund).toContainText(`Bestellung ${orderNo} erstatten?`);
  await refund.getByRole("button", { name: /^Ja, .* erstatten$/ }).click();
  await expect(card.getByRole("status").filter({ hasText: `Erstattung für Bestellung ${orderNo} veranlasst` })).toBeVisible(SLOW);
  await expect(card.locator(".status-badge")).toHaveText("Erstattet", DELIVERY);
  await expect(card.locator("details.refund")).toHaveCount(0);
  await expect(card.locator(".esim-details")).toHaveCount(0);

  // A refunded order is no longer current.
  await page.getByRole("link", { name: "Aktuell" }).click();
  await expect(page.getByRole("link", { name: "Aktuell" })).toHaveAttribute("aria-current", "page", SLOW);
  await expect(page.locator(".order-card").filter({ hasText: orderNo })).toHaveCount(0);

  // The buyer's own success page now says the order was refunded.
  await gotoReady(page, `/de/payment-success?order=${orderNo}`);
  await expect(page.locator("h1")).toHaveText("Diese Bestellung wurde erstattet");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the success page reloads itself until the eSIM is there, and a refund on /orders posts as a form", async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const buyer = await guest(page.request);
    await signIn(context, baseURL!, buyer);
    const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "5gb-30-days", lang: "en" });

    await page.goto(`/payment-success?order=${orderNo}`);
    // The browser refreshes the page every 3 s while the eSIM is being prepared.
    await expect(page.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toBeVisible(DELIVERY);
    await expect(detail(page, "SM-DP+ address")).toHaveText(/\./);
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);

    await page.goto("/orders");
    const card = page.locator(".order-card").filter({ hasText: orderNo });
    await card.locator("details.refund summary").click();
    await card.getByRole("button", { name: /^Yes, refund \$\d+\.\d{2}$/ }).click();
    await expect(page.locator(".order-card").filter({ hasText: orderNo }).locator(".success-text")).toContainText(`Refund started for order ${orderNo}`);
    for (let i = 0; i < 20; i++) {
      if ((await page.locator(".order-card").filter({ hasText: orderNo }).locator(".status-badge").textContent()) === "Refunded") break;
      await page.waitForTimeout(1_000);
      await page.goto("/orders");
    }
    await expect(page.locator(".order-card").filter({ hasText: orderNo }).locator(".status-badge")).toHaveText("Refunded");
  });
});

test("150 orders: /orders shows the count and 20 a page, and every order is on one of its pages, with JavaScript and without", async ({ page, context, baseURL, browser }) => {
  test.setTimeout(180_000);
  const buyer = await guest(page.request);
  await signIn(context, baseURL!, buyer);
  // The oldest on its own, then the rest five at a time (each order from an address of its own).
  const oldest = await buyByHttp(page.request, buyer);
  const bought = [oldest];
  while (bought.length < 150) bought.push(...(await Promise.all(Array.from({ length: Math.min(5, 150 - bought.length) }, () => buyByHttp(page.request, buyer)))));

  await gotoReady(page, "/orders");
  await expect(page.getByTestId("orders-count")).toHaveText("150 orders");
  await expect(page.locator(".order-card")).toHaveCount(20);
  await expect(page.locator(".order-card").filter({ hasText: oldest })).toHaveCount(0);
  const pager = page.getByRole("navigation", { name: "Order pages" });
  await expect(pager).toContainText("Page 1 of 8");
  const seen = new Set<string>();
  const collect = async (on: Page) => {
    const texts = await on.locator(".order-card").allInnerTexts();
    for (const orderNo of bought) if (texts.some((text) => text.includes(orderNo))) seen.add(orderNo);
  };
  await collect(page);
  for (let n = 2; n <= 8; n++) {
    await pager.getByRole("link", { name: "Next →" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?tab=0&page=${n}$`));
    await expect(pager).toContainText(`Page ${n} of 8`);
    await collect(page);
  }
  await expect(page.locator(".order-card")).toHaveCount(10);
  await expect(page.locator(".order-card").filter({ hasText: oldest })).toHaveCount(1);
  expect(seen.size).toBe(150);
  expect(await axeViolations(page)).toEqual([]);

  // The current tab pages too, and keeps its tab; in German, without JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": buyer.ip } });
  try {
    await plain.addCookies([{ name: "session", value: buyer.token, url: baseURL! }]);
    const other = await plain.newPage();
    await other.goto("/de/orders?tab=1");
    await expect(other.getByTestId("orders-count")).toHaveText("150 Bestellungen");
    const next = other.getByRole("navigation", { name: "Seiten der Bestellliste" }).getByRole("link", { name: "Weiter →" });
    await expect(next).toHaveAttribute("href", "/de/orders?tab=1&page=2");
    await next.click();
    await expect(other.getByRole("navigation", { name: "Seiten der Bestellliste" })).toContainText("Seite 2 von 8");
    await other.goto("/de/orders?tab=1&page=8");
    await expect(other.locator(".order-card").filter({ hasText: oldest })).toHaveCount(1);
    // A page past the last: the last.
    await other.goto("/de/orders?tab=1&page=17");
    await expect(other).toHaveURL(/\/de\/orders\?tab=1&page=8$/);
  } finally {
    await plain.close();
  }
});

test("an empty orders page says so and offers destinations; another buyer's order is not shown", async ({ page, context, baseURL }) => {
  const buyer = await guest(page.request);
  await signIn(context, baseURL!, buyer);
  await gotoReady(page, "/ja/orders");
  await expect(page.locator(".orders-empty")).toContainText("ご注文はまだありません");
  await expect(page.locator(".orders-empty").getByRole("link", { name: "旅行先を探す" })).toHaveAttribute("href", "/ja");
  const response = await page.goto("/payment-success?order=RW0000000001");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("We cannot show this order here");
  // HEAD answers as GET would, without the body: the status and the link page's headers (a link
  // that opens nothing goes to /linkexpire, and its key to no other site).
  const head = await page.request.head(`/paysuccess?order=RW0000000001&key=${"A".repeat(43)}`, { maxRedirects: 0 });
  expect(head.status()).toBe(303);
  expect(head.headers()["location"]).toBe("/linkexpire");
  expect(head.headers()["referrer-policy"]).toBe("no-referrer");
  expect((await page.request.head("/ja/orders")).status()).toBe(200);
});
