/**
 * Buying in the browser (PRODUCT.md#checkout): Buy on a plan page, the account chooser for a
 * signed-out visitor, /topay's summary with the USD charge, the sandbox's hosted card page with
 * its test cards (4242 succeeds, 0002 is declined, 3184 asks for 3-D Secure), /transit, the
 * delivery mail, /payment-fail with a retry, a daily plan bought for 9 days by an account holder,
 * the page form without JavaScript, and axe on the checkout pages. Each test speaks for its own
 * client address, so per-address limits never touch another test.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { deliveryMailTo, mailedCode, outboxNow } from "./mailbox.ts";
import { buyAsGuest, gotoReady, type Lang, localize, payAsGuest, pricesIn, SLOW, startingWith, uniqueIp, waitReady } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";

const PASSWORD = "correct horse 42";
const CARDS = { succeeds: "4242 4242 4242 4242", declined: "4000 0000 0000 0002", challenge: "4000 0027 6000 3184" };
/** A payment goes from the hosted page through /transit, which asks the provider before redirecting. */
const PAYMENT = { timeout: 20_000 };

const newEmail = () => `buyer-${randomBytes(5).toString("hex")}@example.com`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
}

/** The sandbox's card form (plain HTML, no JavaScript). */
async function submitCard(page: Page, number: string) {
  await page.locator("#number").fill(number);
  await page.locator("#expiry").fill("12/34");
  await page.locator("#cvc").fill("123");
  await page.locator("#name").fill("Ada Traveller");
  await page.locator('form button[type="submit"]').click();
}

const orderNoOf = (url: string) => /[?&]order=(RW\d{10})/.exec(url)?.[1] ?? "";

async function expectPaid(page: Page, lang: Lang, email: string) {
  // The success page fills in with the eSIM (QR code, iOS link, manual details), and the mail brings the same.
  await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/payment-success"))}\\?order=RW\\d{10}$`), PAYMENT);
  const orderNo = orderNoOf(page.url());
  await expect(page.locator(".qr-figure svg")).toBeVisible(PAYMENT);
  await expect(page.locator('a[href^="https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA%3A1%24"]')).toBeVisible();
  await expect(page.locator(".manual-details")).toContainText("LPA:1$");
  const mail = await deliveryMailTo(email, orderNo);
  expect(mail).toContain("LPA:1$");
  return orderNo;
}

test("en: a guest buys a 5 GB plan with 4242 and gets the eSIM by mail", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await buyAsGuest(page, "en", "/japan/5gb-30-days");
  await expect(page).toHaveURL(/\/topay\?area=japan&plan=5gb-30-days$/);
  const summary = page.locator(".checkout-summary");
  await expect(summary).toContainText("Japan");
  await expect(summary).toContainText("5 GB · 30 days");
  const total = await page.getByTestId("checkout-total").textContent();
  // In US dollars the charge is the price itself.
  await expect(page.getByTestId("charge")).toHaveText(`Charged in USD: ${total}`);
  await expect(page.locator(".pay-button")).toHaveText(`Pay ${total}`);
  await expect(page.locator(".checkout-form")).toContainText("never on our site");
  await expect(page.locator(".checkout-form").getByRole("radio", { name: "Credit or debit card" })).toBeChecked();
  await expect(page.locator(".terms a")).toHaveAttribute("href", "/agreement");

  // A guest must say where the eSIM goes: the server's message, beside the field.
  await page.locator(".pay-button").click();
  await expect(page.locator("#email-error")).toHaveText("Please enter the e-mail address we should send your eSIM to.", SLOW);
  await expect(page.locator("#email")).toHaveAttribute("aria-invalid", "true");
  await page.locator("#email").fill("not-an-address");
  await page.locator(".pay-button").click();
  await expect(page.locator("#email-error")).toHaveText("Please enter a valid e-mail address.");

  const email = newEmail();
  await payAsGuest(page, email);
  // The hosted page asks for the USD charge.
  await expect(page.locator("body")).toContainText(total!);
  await submitCard(page, CARDS.succeeds);
  const orderNo = await expectPaid(page, "en", email);

  // Signed in now: Buy goes straight to checkout, with the address given last time; the same plan
  // bought again is a new order.
  await gotoReady(page, "/japan/5gb-30-days");
  await page.locator(".buy-button").click();
  await expect(page).toHaveURL(/\/topay\?area=japan&plan=5gb-30-days$/, SLOW);
  await expect(page.locator("#email")).toHaveValue(email);
  await page.locator(".pay-button").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
  expect(orderNoOf((await page.locator("a.cancel").getAttribute("href"))!)).not.toBe(orderNo);
});

test.describe("a declined card", () => {
  // The hosted page answers a decline with HTTP 402, as a provider's page does; the browser logs it.
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test("en: a declined card stays on the payment page; Cancel shows why, Try again and 4242 succeed", async ({ page }) => {
    test.setTimeout(90_000);
    await ownAddress(page);
    await buyAsGuest(page, "en", "/japan/3gb-15-days");
    const email = newEmail();
    await payAsGuest(page, email);
    const firstOrder = orderNoOf((await page.locator("a.cancel").getAttribute("href"))!);

    // Back from the payment page, Pay works again (the page may come from the browser's cache),
    // for the same order: the form's idempotency key is kept for the tab.
    await page.goBack();
    await expect(page).toHaveURL(/\/topay\?/);
    await expect(page.locator(".pay-button")).toBeEnabled(SLOW);
    await page.locator(".pay-button").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
    expect(orderNoOf((await page.locator("a.cancel").getAttribute("href"))!)).toBe(firstOrder);

    await submitCard(page, CARDS.declined);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
    await page.locator("a.cancel").click();

    await expect(page).toHaveURL(/\/payment-fail\?order=RW\d{10}$/, PAYMENT);
    await expect(page.locator("h1")).toHaveText("Your payment did not go through");
    await expect(page.getByTestId("fail-reason")).toHaveText("Your card was declined.");
    // The provider's own code is no words for a traveller: never shown (nor sent with the page's data).
    await expect(page.locator("main")).not.toContainText("card_declined");
    expect(await page.content()).not.toContain("card_declined");
    await expect(page.locator("main")).toContainText("Nothing has been charged.");
    await expect(page.getByRole("link", { name: "Back to the plan" })).toHaveAttribute("href", "/japan/3gb-15-days");
    const orderNo = orderNoOf(page.url());

    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
    await submitCard(page, CARDS.succeeds);
    // The same order, paid by the second attempt.
    expect(await expectPaid(page, "en", email)).toBe(orderNo);
  });
});

test.describe("a declined card, in Chinese", () => {
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test("zh-CN: /payment-fail says the card was declined in Chinese, never the provider's code", async ({ page }) => {
    test.setTimeout(90_000);
    await ownAddress(page);
    await buyAsGuest(page, "zh-CN", "/japan/3gb-15-days");
    await payAsGuest(page, newEmail());
    await submitCard(page, CARDS.declined);
    await expect(page.getByRole("alert")).toBeVisible();
    await page.locator("a.cancel").click();
    await expect(page).toHaveURL(/\/zh-CN\/payment-fail\?order=RW\d{10}$/, PAYMENT);
    await expect(page.locator("h1")).toHaveText("付款未成功");
    await expect(page.getByTestId("fail-reason")).toHaveText("您的银行卡被拒绝。");
    await expect(page.locator("main")).toContainText("未扣取任何费用。");
    await expect(page.locator("main")).not.toContainText("card_declined");
    expect(await page.content()).not.toContain("card_declined");
  });
});

test("ja: the 3-D Secure card passes through its challenge", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await buyAsGuest(page, "ja", "/japan/1gb-7-days");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ご購入手続き");
  await expect(page.getByTestId("charge")).toHaveText(/^米ドルで請求：\$\d+\.\d{2}$/);
  const email = newEmail();
  await payAsGuest(page, email);
  await expect(page).toHaveURL(/[?&]lang=ja/);
  await submitCard(page, CARDS.challenge);
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_[^/]+\/challenge/, SLOW);
  await page.getByRole("button", { name: "認証を完了する" }).click();
  const orderNo = await expectPaid(page, "ja", email);
  // The delivery mail is in the buyer's language.
  expect(await deliveryMailTo(email, orderNo)).toMatch(/eSIM/);
});

test("de: an account holder buys a daily plan for 9 days at 9 × the day price, charged in USD, shown in euros", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await ownAddress(page);
  await page.context().addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
  await gotoReady(page, "/de/japan/daily-1gb");
  await page.locator(".daily-total-box input").fill("9");
  const planTotal = pricesIn((await page.getByTestId("daily-total").textContent())!)[0];
  const buy = page.locator(".buy-button");
  await expect(buy).toHaveText("Jetzt kaufen · 9\u00a0Tage");
  await buy.click();

  // Signed out: the chooser; an account made from it comes back to checkout.
  const chooser = page.getByRole("dialog");
  await chooser.getByRole("link", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/de\/signup\?redirect=%2Fde%2Ftopay%3Farea%3Djapan%26plan%3Ddaily-1gb%26days%3D9$/, SLOW);
  const email = newEmail();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  const before = await outboxNow();
  await page.locator('main button[type="submit"]').click();
  await expect(page.getByRole("dialog")).toBeVisible(SLOW);
  await expect(page.getByRole("dialog").locator(".code-boxes input").first()).toBeFocused();
  await page.keyboard.type(await mailedCode(email, before), { delay: 30 });
  await expect(page).toHaveURL(/\/de\/topay\?area=japan&plan=daily-1gb&days=9$/, SLOW);
  await page.getByRole("dialog").locator('button[type="submit"]').click();

  const form = page.locator(".checkout-form");
  await expect(form).toContainText(`Wir senden Ihre eSIM und Ihre Quittung an ${email}.`);
  await expect(form.locator('input[name="email"]')).toHaveCount(0);
  await expect(page.locator(".checkout-summary")).toContainText("9\u00a0Tage");
  const total = pricesIn((await page.getByTestId("checkout-total").textContent())!)[0];
  expect(total.raw).toBe(planTotal.raw);
  // "Abgerechnet in USD: 17,91 $, etwa 15,40 €": 9 × the day's USD price, the euros truncated from it.
  const charge = (await page.getByTestId("charge").textContent())!;
  expect(charge).toMatch(/^Abgerechnet in USD: \d+,\d{2}\u00a0\$, etwa \d+,\d{2}\u00a0€$/);
  const [usd, eur] = pricesIn(charge);
  expect(eur.raw).toBe(total.raw);
  expect(Math.round(eur.amount * 100)).toBe(Math.trunc((Math.round(usd.amount * 100) * 8600) / 10_000));
  // One day of the same plan costs a ninth of it.
  await page.locator("#days").fill("1");
  await page.getByRole("button", { name: "Aktualisieren" }).click();
  await expect(page).toHaveURL(/days=1$/, SLOW);
  await expect(page.locator(".checkout-summary")).toContainText("1\u00a0Tag", SLOW);
  const oneDay = pricesIn((await page.getByTestId("charge").textContent())!)[0];
  expect(Math.round(oneDay.amount * 100) * 9).toBe(Math.round(usd.amount * 100));
  await page.locator("#days").fill("9");
  await page.getByRole("button", { name: "Aktualisieren" }).click();
  await expect(page).toHaveURL(/days=9$/, SLOW);
  await expect(page.locator(".pay-button")).toHaveText(`${usd.raw} bezahlen`);

  await page.locator(".pay-button").click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_[^?]+\?lang=de$/, SLOW);
  await submitCard(page, CARDS.succeeds);
  await expectPaid(page, "de", email);
});

test("en: 4 days chosen on the area page are what the plan page, checkout, the card page and the order charge", async ({ page }) => {
  test.setTimeout(120_000);
  await ownAddress(page);
  await gotoReady(page, "/japan");
  const section = page.getByRole("region", { name: "Daily plans" });
  await section.getByRole("spinbutton", { name: "Number of days" }).fill("4");
  const card = section.locator(".plan-card").filter({ has: page.getByRole("link", { name: startingWith("1 GB/day") }) });
  const link = card.getByRole("link");
  await expect(card.getByTestId("daily-total")).toHaveText(/^Total for 4\s+days: \$\d+\.\d{2}$/);
  const total = pricesIn(await card.getByTestId("daily-total").innerText())[0].raw;
  // The address keeps the choice, for a reload or a shared link.
  await expect(page).toHaveURL(/\/japan\?days=4$/);

  await link.click();
  await expect(page).toHaveURL(/\/japan\/daily-1gb\?days=4$/, SLOW);
  const days = page.getByRole("spinbutton", { name: "Number of days" });
  await expect(days).toHaveValue("4");
  await expect(page.locator(".daily-total-box").getByTestId("daily-total")).toHaveText(`Total for 4\u00a0days: ${total}`);
  await page.reload();
  await waitReady(page);
  await expect(days).toHaveValue("4");
  await expect(page.locator(".buy-button")).toHaveText("Buy now · 4\u00a0days");
  await page.locator(".buy-button").click();
  await page.getByRole("dialog").locator("button.wide").click();
  await expect(page).toHaveURL(/\/topay\?area=japan&plan=daily-1gb&days=4$/, SLOW);
  await expect(page.locator(".checkout-summary")).toContainText("4\u00a0days");
  await expect(page.getByTestId("checkout-total")).toHaveText(total);
  await expect(page.locator(".pay-button")).toHaveText(`Pay ${total}`);

  const email = newEmail();
  await payAsGuest(page, email);
  await expect(page.locator(".summary .amount")).toHaveText(total);
  await submitCard(page, CARDS.succeeds);
  const orderNo = await expectPaid(page, "en", email);
  await expect(page.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Charged in USD$/ }) }).locator("dd")).toHaveText(total);
  await gotoReady(page, "/orders");
  await expect(page.locator(".order-card").filter({ hasText: orderNo })).toContainText(total);
});

test("checkout charges the plan page's price, with the list price struck through while a campaign runs", async ({ page }) => {
  await ownAddress(page);
  // Japan 10 GB is in the Christmas campaign (PRODUCT.md#campaign-pricing); the test holds on either side of it.
  await gotoReady(page, "/japan/10gb-30-days");
  const head = page.locator(".page-head");
  const price = (await head.getByTestId("price").innerText()).split(/\s/)[0];
  const list = (await head.getByTestId("list-price").count()) > 0 ? await head.getByTestId("list-price").innerText() : null;
  await gotoReady(page, "/topay?area=japan&plan=10gb-30-days");
  await expect(page.getByTestId("checkout-total")).toHaveText(price);
  if (list) await expect(page.locator(".checkout-summary").getByTestId("list-price").locator("s")).toHaveText(list);
  else await expect(page.locator(".checkout-summary").getByTestId("list-price")).toHaveCount(0);
});

test("checkout refuses what it cannot sell: an unknown plan is a 404, bad days are named", async ({ page }) => {
  await ownAddress(page);
  const missing = await page.goto("/topay?area=japan&plan=no-such-plan");
  expect(missing?.status()).toBe(404);
  await gotoReady(page, "/es/topay?area=japan&plan=daily-1gb&days=45");
  await expect(page.locator("#days-problem")).toHaveText("Elige entre 1 y 30 días para un plan diario.");
  await expect(page.locator("#days")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".checkout-signin, .checkout-form")).toHaveCount(0);
});

test("signed out, /topay offers the chooser and comes back to pay; its pages are private", async ({ page }) => {
  await ownAddress(page);
  await gotoReady(page, "/tr/topay?area=japan&plan=5gb-30-days");
  const signIn = page.locator(".checkout-signin");
  await expect(signIn.getByRole("link", { name: "Giriş yap" })).toHaveAttribute("href", "/tr/login?redirect=%2Ftr%2Ftopay%3Farea%3Djapan%26plan%3D5gb-30-days");
  await signIn.getByRole("button", { name: "Misafir olarak devam et" }).click();
  await page.getByRole("dialog").locator("button.wide").click();
  await expect(page.locator(".checkout-form")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/tr\/topay\?area=japan&plan=5gb-30-days$/);
  const response = await page.request.get("/tr/topay?area=japan&plan=5gb-30-days");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  // Another buyer's order, or none, is not found.
  expect((await page.request.get("/transit?order=RW0000000001")).status()).toBe(404);
  expect((await page.request.get("/payment-fail?order=RW0000000001")).status()).toBe(404);
});

test("/transit asks until the payment is decided, then moves on by itself", async ({ page, context }) => {
  test.setTimeout(60_000);
  await ownAddress(page);
  await buyAsGuest(page, "en", "/japan/5gb-30-days");
  await payAsGuest(page, newEmail());
  const hostedPage = page.url();
  const orderNo = orderNoOf((await page.locator("a.cancel").getAttribute("href"))!);
  await gotoReady(page, `/transit?order=${orderNo}`);
  await expect(page.locator("h1")).toHaveText("Confirming your payment…");

  // The buyer pays in another tab; this one notices on its next question.
  const other = await context.newPage();
  await other.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await other.goto(hostedPage);
  await submitCard(other, CARDS.succeeds);
  await expect(other).toHaveURL(/\/payment-success\?order=/, PAYMENT);
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderNo}$`), PAYMENT);
  await other.close();
});

test("axe finds nothing on /topay, /transit and /payment-fail", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page);
  await gotoReady(page, "/ja/topay?area=japan&plan=daily-1gb&days=3");
  expect(await axeViolations(page)).toEqual([]);
  await buyAsGuest(page, "en", "/japan/5gb-30-days");
  expect(await axeViolations(page)).toEqual([]);
  await payAsGuest(page, newEmail());
  const cancel = await page.locator("a.cancel").getAttribute("href");
  const orderNo = orderNoOf(cancel!);
  // Not paid yet: /transit waits and asks again.
  await gotoReady(page, `/transit?order=${orderNo}`);
  await expect(page.locator("h1")).toHaveText("Confirming your payment…");
  expect(await axeViolations(page)).toEqual([]);
  await gotoReady(page, `/payment-fail?order=${orderNo}`);
  await expect(page.getByTestId("fail-reason")).toHaveText("You cancelled the payment.");
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest buys: Continue as guest signs in on the server, pays on the card page, and finds the order on /orders; the same browser is the same guest", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await ownAddress(page);
    await page.goto("/japan/daily-1gb?days=3");
    await page.locator(".buy-button").click();
    await expect(page).toHaveURL(/\/topay\?area=japan&plan=daily-1gb&days=3$/);
    const total = (await page.getByTestId("checkout-total").textContent())!;
    await page.locator(".checkout-signin").getByRole("button", { name: "Continue as guest" }).click();

    // Back at checkout, signed in as a guest: the session cookie as the browser's code would write
    // it, and the device's own identifier beside it.
    await expect(page).toHaveURL(/\/topay\?area=japan&plan=daily-1gb&days=3$/);
    const cookies = await context.cookies(baseURL!);
    expect(cookies.find((c) => c.name === "session")?.value).toMatch(/.{20,}/);
    const device = cookies.find((c) => c.name === "device_id");
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(device?.sameSite).toBe("Lax");
    await expect(page.getByTestId("checkout-total")).toHaveText(total);
    const email = newEmail();
    await page.locator('.checkout-form input[name="email"]').fill(email);
    await page.locator(".pay-button").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/);
    await expect(page.locator(".summary .amount")).toHaveText(total);
    await submitCard(page, CARDS.succeeds);
    await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, PAYMENT);
    const orderNo = orderNoOf(page.url());
    await deliveryMailTo(email, orderNo);
    // The page reloads itself every 3 s while the eSIM is prepared: leave it once it shows the eSIM, not mid-reload.
    await expect(page.getByRole("img", { name: `QR code to install the eSIM of order ${orderNo}` })).toBeVisible(PAYMENT);
    await page.goto("/orders");
    await expect(page.locator(".order-card").filter({ hasText: orderNo })).toContainText(total);

    // Signed out (the session cookie gone), the guest of this browser comes back with its orders.
    await context.clearCookies({ name: "session" });
    await page.goto("/login?redirect=%2Forders");
    await expect(page.locator(".login-guest")).toContainText("You don't need an account");
    await page.locator(".login-guest").getByRole("button", { name: "Continue as guest" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.locator(".order-card").filter({ hasText: orderNo })).toBeVisible();
  });

  test("the guest form refuses a post from another site and keeps a device identifier it is given", async ({ context }) => {
    const headers = { "x-forwarded-for": uniqueIp() };
    const form = { intent: "guest", formToken: randomBytes(16).toString("hex") };
    const crossSite = await context.request.post("/login?redirect=%2Forders", { form, headers: { ...headers, "sec-fetch-site": "cross-site" }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(200);
    expect(await crossSite.text()).toContain("This form had expired");
    expect(crossSite.headers()["set-cookie"]).toBeUndefined();

    const device = randomBytes(24).toString("base64url");
    const signedIn = await context.request.post("/login?redirect=%2Forders", {
      form,
      headers: { ...headers, "sec-fetch-site": "same-origin", cookie: `device_id=${device}` },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers()["location"]).toBe("/orders");
    const cookies = signedIn.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    expect(cookies.find((c) => c.startsWith("session="))).toMatch(/^session=[^;]{20,}; Max-Age=15552000; Path=\/; SameSite=Lax$/);
    expect(cookies).toContain(`device_id=${device}; Max-Age=34560000; Path=/; SameSite=Lax`);
  });

  test("de: a guest whose country needs the captcha is told it needs JavaScript, and nothing is signed in", async ({ page, context, baseURL }) => {
    // Another country than the store's base (US), as the trusted proxy names it.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp(), "cf-ipcountry": "DE" });
    await page.goto("/de/topay?area=japan&plan=5gb-30-days");
    await page.locator(".checkout-signin").getByRole("button", { name: "Als Gast fortfahren" }).click();
    await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Ftopay%3Farea%3Djapan%26plan%3D5gb-30-days$/);
    await expect(page.getByRole("alert")).toContainText("diese Prüfung braucht JavaScript");
    expect((await context.cookies(baseURL!)).find((c) => c.name === "session")).toBeUndefined();
  });

  test("/topay posts to the page, which sends the buyer to the payment page; /transit reloads itself", async ({ page }) => {
    test.setTimeout(90_000);
    await ownAddress(page);
    // Buy is a plain link to checkout; a daily plan's carries the day count the page starts with.
    await page.goto("/japan/5gb-30-days");
    await expect(page.locator(".buy-button")).toHaveAttribute("href", "/topay?area=japan&plan=5gb-30-days");
    await page.goto("/de/japan/daily-1gb");
    await expect(page.locator(".buy-button")).toHaveAttribute("href", "/de/topay?area=japan&plan=daily-1gb&days=1");
    // Signed out: the way to sign in is a plain link.
    await page.goto("/topay?area=japan&plan=5gb-30-days");
    await expect(page.locator(".checkout-signin a").first()).toHaveAttribute("href", "/login?redirect=%2Ftopay%3Farea%3Djapan%26plan%3D5gb-30-days");

    // An account made and signed in through the pages' forms.
    const email = newEmail();
    await page.goto("/signup?redirect=%2Ftopay%3Farea%3Djapan%26plan%3D5gb-30-days");
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const before = await outboxNow();
    await page.locator('main button[type="submit"]').click();
    await page.locator('input[name="code"]').fill(await mailedCode(email, before));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await page.goto("/topay?area=japan&plan=5gb-30-days");
    await expect(page.locator(".checkout-form")).toContainText(email);

    await page.locator(".pay-button").click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_[^?]+\?lang=en$/);
    const hostedPage = page.url();
    const orderNo = orderNoOf((await page.locator("a.cancel").getAttribute("href"))!);

    // Before paying: /transit says it is confirming and reloads itself, keeping when it began.
    await page.goto(`/transit?order=${orderNo}`);
    await expect(page.locator("h1")).toHaveText("Confirming your payment…");
    await page.waitForURL(new RegExp(`/transit\\?order=${orderNo}&since=\\d+$`), { timeout: 10_000 });

    // A minute on: it says the order will show up in the orders and the mail once confirmed.
    await page.goto(`/transit?order=${orderNo}&since=${Date.now() - 61_000}`);
    await expect(page.getByRole("status")).toContainText("Your payment is still being confirmed.");
    await expect(page.getByRole("status").getByRole("link")).toHaveAttribute("href", "/orders");

    await page.goto(hostedPage);
    await submitCard(page, CARDS.succeeds);
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderNo}$`), PAYMENT);
    await deliveryMailTo(email, orderNo);
  });
});
