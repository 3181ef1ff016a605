/**
 * The balance in the browser (docs/WALLET.md#credit-plans): a new account opens /credit, sees its
 * balance (in the display currency, and plainly the USD it is kept in) and the credit plans, buys
 * "pay $50, get $55" with the sandbox's 4242 card on the hosted page, lands on /recharge-success
 * with the new balance, and finds the recharge on /balance. A declined card, then Cancel, lands
 * on /recharge-fail, whose Try again pays the same recharge. In English and in German (shown in
 * euros), with axe on each page; Buy without JavaScript reaches the hosted page through the
 * page's form; signed out, a guest login, and someone else's recharge each get their answer.
 * Each test speaks for its own client address, so per-address limits never touch another test.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { gotoReady, type Lang, localize, SLOW, uniqueIp } from "./helpers.ts";
import { mailedCode, mailTo, outboxNow } from "./mailbox.ts";
import { axeViolations } from "./page-checks.ts";

const PASSWORD = "correct horse 42";
const CARDS = { succeeds: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
/** A payment goes through the hosted page and back to the result page, which asks the provider. */
const PAYMENT = { timeout: 25_000 };

const newEmail = () => `wallet-${randomBytes(5).toString("hex")}@example.com`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const rechargeNoOf = (url: string) => /[?&]recharge=(RC\d{10})/.exec(url)?.[1] ?? "";

/** A new account, made on the sign-up page with the e-mailed code, which returns to /credit; the welcome dialog closed. */
async function signUpForCredit(page: Page, lang: Lang, email: string) {
  await gotoReady(page, `${localize(lang, "/signup")}?redirect=${encodeURIComponent(localize(lang, "/credit"))}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(PASSWORD);
  const before = await outboxNow();
  await page.locator('main button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".code-boxes input").first()).toBeFocused(SLOW);
  await page.keyboard.type(await mailedCode(email, before), { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/credit"))}$`), SLOW);
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
}

/** The sandbox's card form (plain HTML). */
async function submitCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
  await page.locator("#number").fill(number);
  await page.locator("#expiry").fill("12/34");
  await page.locator("#cvc").fill("123");
  await page.locator("#name").fill("Ada Traveller");
  await page.locator('form button[type="submit"]').click();
}

/** What the journey reads on the pages, per language (German shown in euros: the balance is still kept in US dollars, and says so). */
const TEXT = {
  en: {
    heading: "Recharge your balance",
    zero: "$0.00",
    zeroUsd: "Kept in USD: $0.00",
    plan: "Pay $50.00, get $55.00",
    bonus: "+$5.00 bonus",
    charged: "Charged in USD: $50.00",
    buy: "Buy: pay $50.00, get $55.00",
    done: "Recharge complete",
    added: "Your balance was topped up: +$55.00",
    balance: /^\$55\.00$/,
    balanceUsd: "Kept in USD: $55.00",
    toStatement: "See your transactions",
    statement: "Balance and transactions",
    row: (no: string) => [new RegExp(`^Recharge ${no}$`), "+$55.00", "$55.00"],
  },
  de: {
    heading: "Guthaben aufladen",
    zero: "0,00\u00a0€",
    zeroUsd: "In USD geführt: 0,00\u00a0$, etwa 0,00\u00a0€",
    plan: "50,00\u00a0$ zahlen, 55,00\u00a0$ erhalten",
    bonus: "+5,00\u00a0$ Bonus",
    charged: /^Abgerechnet in USD: 50,00\u00a0\$, etwa \d+,\d{2}\u00a0€$/,
    buy: "Kaufen: 50,00\u00a0$ zahlen, 55,00\u00a0$ erhalten",
    done: "Guthabenaufladung abgeschlossen",
    added: "Ihr Guthaben wurde aufgeladen: +55,00\u00a0$",
    balance: /^\d+,\d{2}\u00a0€$/,
    balanceUsd: /^In USD geführt: 55,00\u00a0\$, etwa \d+,\d{2}\u00a0€$/,
    toStatement: "Ihre Umsätze ansehen",
    statement: "Guthaben und Umsätze",
    row: (no: string) => [new RegExp(`^Guthabenaufladung ${no}$`), "+55,00\u00a0$", "55,00\u00a0$"],
  },
} as const;

for (const lang of ["en", "de"] as const) {
  test(`${lang}: a new account buys "pay $50, get $55" with 4242, sees the new balance and the recharge on /balance`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
    if (lang === "de") await page.context().addCookies([{ name: "currency", value: "EUR", url: baseURL! }]);
    const email = newEmail();
    await signUpForCredit(page, lang, email);

    // The balance now, then the plans, each with its bonus and its USD charge.
    await expect(page.locator("h1")).toHaveText(text.heading);
    await expect(page.getByTestId("balance")).toHaveText(text.zero);
    await expect(page.getByTestId("balance-usd")).toHaveText(text.zeroUsd);
    const plan = page.locator(".credit-plan").filter({ has: page.getByRole("heading", { name: text.plan }) });
    await expect(plan.locator(".credit-bonus")).toHaveText(text.bonus);
    await expect(plan.locator(".hint")).toHaveText(text.charged);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: text.buy }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_/, SLOW);
    // The hosted page asks for the USD charge.
    await expect(page.locator("body")).toContainText(lang === "en" ? "$50.00" : "50,00");
    await submitCard(page, CARDS.succeeds);

    // Back on the recharge's own page, which asks the provider, then shows the new balance.
    await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/recharge-success"))}\\?recharge=RC\\d{10}$`), PAYMENT);
    const rechargeNo = rechargeNoOf(page.url());
    await expect(page.locator("h1")).toHaveText(text.done, PAYMENT);
    await expect(page.getByTestId("recharge-added")).toHaveText(text.added);
    await expect(page.getByTestId("balance")).toHaveText(text.balance);
    await expect(page.getByTestId("balance-usd")).toHaveText(text.balanceUsd);
    expect(await axeViolations(page)).toEqual([]);
    // The same page under the spelling older links use.
    await gotoReady(page, `${localize(lang, "/rechargesuccess")}?recharge=${rechargeNo}`);
    await expect(page.locator("h1")).toHaveText(text.done);

    // The statement: one line, the recharge, with its amount and the balance after it.
    await page.getByRole("link", { name: text.toStatement }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(localize(lang, "/balance"))}$`), SLOW);
    await expect(page.locator("h1")).toHaveText(text.statement);
    const rows = page.locator("table.statement tbody tr");
    await expect(rows).toHaveCount(1);
    const [what, amount, after] = text.row(rechargeNo);
    await expect(rows.first().locator("th")).toHaveText(what);
    await expect(rows.first().locator("td").nth(1)).toHaveText(amount);
    await expect(rows.first().locator("td").nth(2)).toHaveText(after);
    await expect(page.locator(".pager")).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The receipt names the recharge.
    expect(await mailTo(email, new RegExp(rechargeNo))).toContain(rechargeNo);
  });
}

test.describe("a declined card", () => {
  // The hosted page answers a decline with HTTP 402, as a provider's page does; the browser logs it.
  test.use({ expectedConsoleErrors: [/status of 402/] });

  test("en: declined, then Cancel: /recharge-fail says why; Try again pays the same recharge", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
    await signUpForCredit(page, "en", newEmail());
    await page.getByRole("button", { name: "Buy: pay $10.00, get $10.00" }).click();
    await submitCard(page, CARDS.declined);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");
    await page.locator("a.cancel").click();

    await expect(page).toHaveURL(/\/recharge-fail\?recharge=RC\d{10}$/, PAYMENT);
    const rechargeNo = rechargeNoOf(page.url());
    await expect(page.locator("h1")).toHaveText("Your payment did not go through");
    await expect(page.getByTestId("fail-reason")).toHaveText("Your card was declined.");
    // The provider's own code is no words for a traveller: never shown (nor sent with the page's data).
    await expect(page.locator("main")).not.toContainText("card_declined");
    expect(await page.content()).not.toContain("card_declined");
    await expect(page.locator("main")).toContainText("Nothing has been charged.");
    await expect(page.locator("main")).toContainText(`Recharge ${rechargeNo}: Balance top-up: pay $10.00, get $10.00`);
    await expect(page.getByRole("link", { name: "Back to the credit plans" })).toHaveAttribute("href", "/credit");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Try again" }).click();
    await submitCard(page, CARDS.succeeds);
    await expect(page).toHaveURL(new RegExp(`/recharge-success\\?recharge=${rechargeNo}$`), PAYMENT);
    await expect(page.locator("h1")).toHaveText("Recharge complete", PAYMENT);
    await expect(page.getByTestId("balance")).toHaveText("$10.00");
  });
});

test("without JavaScript: Buy posts the plan's form and reaches the hosted page; the result page reloads itself until credited", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await signUpForCredit(page, "en", newEmail());

  // The same account, with the same session, in a browser that runs no script.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": ip } });
  try {
    await plain.addCookies(await page.context().cookies());
    const other = await plain.newPage();
    await other.goto("/credit");
    await expect(other.getByTestId("balance")).toHaveText("$0.00");
    await other.getByRole("button", { name: "Buy: pay $25.00, get $26.00" }).click();
    await submitCard(other, CARDS.succeeds);
    await expect(other).toHaveURL(/\/recharge-success\?recharge=RC\d{10}$/, PAYMENT);
    // The browser refreshes the page every 3 s while the payment is confirmed.
    await expect(other.locator("h1")).toHaveText("Recharge complete", PAYMENT);
    await expect(other.getByTestId("balance")).toHaveText("$26.00");
    await other.goto("/balance");
    await expect(other.locator("table.statement tbody tr")).toHaveCount(1);
    await expect(other.locator("table.statement tbody tr td").nth(1)).toHaveText("+$26.00");
  } finally {
    await plain.close();
  }
});

test("signed out, /credit and /balance ask for a log-in that comes back to them", async ({ page }) => {
  for (const path of ["/credit", "/de/balance"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escape(encodeURIComponent(path))}$`));
  }
});

test("an account's empty statement and someone else's recharge; a guest login is told the balance is for accounts", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await signUpForCredit(page, "en", newEmail());
  await gotoReady(page, "/balance");
  await expect(page.getByTestId("statement-empty")).toContainText("No transactions yet.");
  await expect(page.getByTestId("statement-empty").getByRole("link", { name: "Recharge your balance" })).toHaveAttribute("href", "/credit");
  // Not this account's recharge (or none at all): the 404 page, on both result pages.
  for (const path of ["/recharge-success", "/recharge-fail"]) {
    const response = await page.goto(`${path}?recharge=RC0000000001`);
    expect(response?.status()).toBe(404);
  }

  // A guest (the plan page's Buy, then Continue in the chooser) has no balance, and no Buy.
  const guestContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  await markDialogsSeen(guestContext, baseURL!);
  try {
    const guest = await guestContext.newPage();
    await gotoReady(guest, "/japan/1gb-7-days");
    await guest.locator(".buy-button").click();
    await guest.getByRole("dialog").locator("button.wide").click();
    await expect(guest).toHaveURL(/\/topay\?area=/, SLOW);
    await gotoReady(guest, "/credit");
    await expect(guest.getByTestId("guest-no-balance")).toContainText("The balance is for registered accounts");
    await expect(guest.getByRole("button", { name: /^Buy/ })).toHaveCount(0);
    await expect(guest.getByRole("link", { name: "Sign out and create an account" })).toHaveAttribute("href", `/signout?redirect=${encodeURIComponent("/signup?redirect=%2Fcredit")}`);
    expect(await axeViolations(guest)).toEqual([]);
  } finally {
    await guestContext.close();
  }
});
