/**
 * Buyers for the browser tests, made through the API as the storefront's client would: a guest
 * (the two-step guest log-in) or an account (signed up with the e-mailed code), and the browser
 * holding the session as after a log-in. And the same steps in the browser, where a journey is
 * about what the browser carries (a partner's link): signing up, buying with the sandbox's card.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import { expect } from "./fixtures.ts";
import { amountOf, api, gotoReady, localize, payWith4242, SLOW, uniqueIp, type Lang } from "./helpers.ts";
import { mailedCode, orderLinkOf, outboxNow } from "./mailbox.ts";

const PASSWORD = "Lisbon by tram 28";
const newEmail = () => `buyer-${randomBytes(5).toString("hex")}@example.com`;
const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export interface Buyer {
  token: string;
  email: string;
  loginType: "accountLogin" | "guestLogin";
  ip: string;
}

/** A guest session through the API's two-step guest log-in (PRODUCT.md#guest-log-in); `base`: a store a test started itself. */
export async function guest(request: APIRequestContext, base = ""): Promise<Buyer> {
  const ip = uniqueIp();
  const first = await api<{ checkToken: string }>(request, `${base}/v1/user/oauth`, { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: `device-${hex(12)}` }) }, { ip });
  expect(first.success, first.msg).toBe(true);
  const second = await api<{ token: string }>(
    request,
    `${base}/v1/user/guest-login`,
    { idToken: first.obj.checkToken, loginType: "WEB_CLIENT_ANONYMITY_LOGIN" },
    { ip, email: "" },
  );
  expect(second.success, second.msg).toBe(true);
  return { token: second.obj.token, email: newEmail(), loginType: "guestLogin", ip };
}

/**
 * An account signed up with the e-mailed code, then logged in; `base` and `outbox`: a store a test
 * started itself; `email`: an address of the test's choosing.
 */
export async function account(request: APIRequestContext, base = "", outbox?: string, email = newEmail()): Promise<Buyer> {
  const ip = uniqueIp();
  expect((await api(request, `${base}/v1/send/verify-code`, { email, password: PASSWORD, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const verifyCode = await mailedCode(email, new Set(), outbox);
  expect((await api(request, `${base}/v1/check/verify-code`, { email, codeType: "REGISTER", verifyCode }, { ip })).success).toBe(true);
  expect((await api(request, `${base}/v1/user/register`, { email, password: PASSWORD, verifyCode, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const login = await api<{ token: string }>(request, `${base}/v1/user/login`, { password: PASSWORD }, { ip, email });
  expect(login.success, login.msg).toBe(true);
  return { token: login.obj.token, email, loginType: "accountLogin", ip };
}

/** The browser holds the session as after a log-in: the cookie and its local record (docs/decisions/0011). */
export async function signIn(context: BrowserContext, baseURL: string, buyer: Buyer) {
  await context.addCookies([{ name: "session", value: buyer.token, url: baseURL }]);
  const record = JSON.stringify({ loginType: buyer.loginType, email: buyer.loginType === "accountLogin" ? buyer.email : null, at: Date.now() });
  await context.addInitScript((value) => window.localStorage.setItem("roamwell.session", value), record);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });
}

export interface OrderToBuy {
  area: string;
  plan: string;
  days?: number;
  /** The order's language (its mails and their links); English unless given. */
  lang?: Lang;
  /** The display currency the order is placed in; US dollars unless given. */
  currency?: string;
}

/**
 * Places an order through the API and pays it with 4242 on the sandbox's hosted page by plain
 * HTTP, as a browser without script posts its form: for journeys about what follows a payment
 * (orders, top-ups), which need a paid order, not the way to it (paying in the browser is
 * checkout.spec.ts's). Answers the order number once the store has the payment. `base`: a store
 * a test started itself.
 */
export async function buyByHttp(request: APIRequestContext, buyer: Buyer, order: OrderToBuy = { area: "japan", plan: "1gb-7-days" }, base = ""): Promise<string> {
  // An address of its own for each order: placing and paying are limited to 20 a minute per address.
  const ip = uniqueIp();
  const opts = { token: buyer.token, ip, lang: order.lang };
  const placed = await api<{ orderNo: string }>(
    request,
    `${base}/v1.1/setup/payment`,
    { area: order.area, plan: order.plan, ...(order.days ? { days: order.days } : {}), currency: order.currency ?? "USD" },
    { ...opts, email: buyer.loginType === "guestLogin" ? buyer.email : undefined, headers: { "idempotency-key": `e2e-${hex(12)}` } },
  );
  expect(placed.success, placed.msg).toBe(true);
  const { orderNo } = placed.obj;
  const started = await api<{ redirectUrl: string }>(request, `${base}/v1.1/execute/payment`, { orderNo, method: "card" }, opts);
  expect(started.success, started.msg).toBe(true);
  const hosted = started.obj.redirectUrl;
  const headers = { "x-forwarded-for": ip };
  const form = await request.get(hosted, { headers });
  const token = /name="token" value="([^"]+)"/.exec(await form.text())![1]!;
  const paid = await request.post(hosted, { form: { token, number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada Traveller" }, headers, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // What the return page does: the store asks the provider, so the order is paid from here on.
  const confirmed = await api<{ status: string }>(request, `${base}/v1.1/payOrder/confirm`, { orderNo }, opts);
  expect(confirmed.obj.status).toMatch(/^(PAID|DELIVERED)$/);
  return orderNo;
}

/** Waits until the job worker has provisioned the order's eSIM. */
export async function delivered(request: APIRequestContext, buyer: Buyer, orderNo: string, base = ""): Promise<void> {
  await expect
    .poll(async () => (await api<{ status: string }>(request, `${base}/v1.1/payOrder/payment-status`, { orderNo }, { token: buyer.token, ip: buyer.ip })).obj.status, { timeout: 25_000 })
    .toBe("DELIVERED");
}

/** A guest signed in to `context` with a paid order of 5 GB for Japan, and the link its delivery mail carries. */
export async function guestWithOrderLink(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<{ buyer: Buyer; orderNo: string; link: URL }> {
  const buyer = await guest(request);
  await signIn(context, baseURL, buyer);
  const orderNo = await buyByHttp(request, buyer, { area: "japan", plan: "5gb-30-days", lang: "en" });
  return { buyer, orderNo, link: await orderLinkOf(buyer.email, orderNo) };
}

/** Six digits typed one per box of the code dialog. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole("dialog").locator(".code-boxes input");
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.type(code, { delay: 30 });
}

/**
 * Signs `email` up on the sign-up page in `lang` and types the code mailed to it: on the shared
 * test server, or on a store a test started itself (`base`, `outbox`). What follows (the welcome
 * dialog, or a partner's toast) is the caller's to check.
 */
export async function signUpInBrowser(page: Page, email: string, opts: { password: string; lang?: Lang; base?: string; outbox?: string }): Promise<void> {
  await gotoReady(page, (opts.base ?? "") + localize(opts.lang ?? "en", "/signup"));
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(opts.password);
  const before = await outboxNow(opts.outbox);
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible(SLOW);
  // Where the code went, masked (PRODUCT.md#email-masking).
  await expect(dialog).toContainText(`${email.slice(email.indexOf("@") - 4, email.indexOf("@"))}@*******.com`);
  await expect(dialog.locator(".code-boxes input").first()).toHaveAttribute("autocomplete", "one-time-code");
  await typeCode(page, await mailedCode(email, before, opts.outbox));
}

/**
 * A signed-in account buys the plan at `planPath` (such as "/japan/1gb-7-days") in the browser:
 * Buy, checkout, Pay, the sandbox's 4242 card, until the success page. Answers the order number.
 */
export async function buyInBrowser(page: Page, planPath: string, base = ""): Promise<string> {
  await gotoReady(page, base + planPath);
  await page.locator(".buy-button").click();
  await expect(page).toHaveURL(/\/topay\?area=/, SLOW);
  await page.locator(".pay-button").click();
  await payWith4242(page);
  // From the hosted page through /transit, which asks the provider before going on.
  await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, { timeout: 20_000 });
  return /order=(RW\d{10})/.exec(page.url())![1]!;
}

/** What the buyer paid for an order, in cents, as their receipt page (in US dollars) says. */
export async function receiptTotal(page: Page, orderNo: string, base = ""): Promise<number> {
  await gotoReady(page, `${base}/receipt/${orderNo}`);
  return Math.round(amountOf((await page.locator(".receipt-total td").textContent())!) * 100);
}
