/**
 * Promo codes in the browser (spec sections 2, 4, 5 and 8; PRODUCT.md#promo-codes): a new account
 * opens the promo dialog from the registration-success dialog's link and from the account menu
 * (the phone's folded menu too); Redeem with nothing typed asks for a code, and focusing the
 * input clears that; an unknown, an expired and an already used code each show the server's
 * message under the input; a credit code closes the dialog with a toast and the balance is there
 * to pay with; a percent code's discount is taken off the next order on /topay before paying.
 * In English and in Japanese; without JavaScript the menu does not offer the dialog.
 *
 * The codes are made as `npm run promo` makes them, before the store starts (wallet-store.ts).
 */
import type { Page } from "@playwright/test";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { gotoReady, localize, pricesIn, SLOW, uniqueIp, type Lang } from "./helpers.ts";
import { mailTo, outboxNow } from "./mailbox.ts";
import { newEmail, PASSWORD, signInBrowser, signUpAccount, startStoreWithCodes, stopStore, type OwnStore } from "./wallet-store.ts";
import { axeViolations } from "./page-checks.ts";

let store: OwnStore;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStoreWithCodes([
    { args: ["WELCOME5", "--kind", "credit", "--value", "500"] },
    { args: ["SAVE10", "--kind", "percent", "--value", "10"] },
    // Made last spring, for the spring: it has ended.
    { args: ["SPRING-OVER", "--kind", "credit", "--value", "300", "--expires", "2025-05-31"], madeAt: new Date("2025-03-01T00:00:00Z") },
  ]);
});

test.afterAll(async () => {
  await stopStore(store);
});

const at = (p: string) => `${store.base}${p}`;

/** Sign-up in the browser with the mailed code: the registration-success dialog follows. */
async function signUp(page: Page, lang: Lang, email: string) {
  await gotoReady(page, at(localize(lang, "/signup")));
  const form = page.locator("main form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  const before = await outboxNow();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("dialog").locator(".code-boxes input").first()).toBeFocused(SLOW);
  const mail = await mailTo(email, /^\s{4}\d{6}\s*$/m, before, store.outbox);
  await page.keyboard.type(/^\s{4}(\d{6})\s*$/m.exec(mail)![1]!, { delay: 30 });
}

/** The promo dialog from the account menu. */
async function openFromMenu(page: Page, entry: string) {
  await page.locator(".account-menu summary").click();
  await page.locator(".account-menu").getByRole("button", { name: entry }).click();
}

const TEXT = {
  en: {
    welcome: "Welcome aboard!",
    welcomeLink: "Have a promo code? Redeem it",
    entry: "Redeem promo code",
    title: "Redeem a promo code",
    label: "Promo code",
    redeem: "Redeem",
    empty: "Please enter a promo code.",
    unknown: "This promo code is not valid. Please check it and try again.",
    expired: "This promo code has expired.",
    already: "You have already used this promo code.",
    credited: "Code applied: $5.00 added to your balance",
    percent: "Code applied: 10% off your next order",
    useBalance: "Use my balance ($5.00 available)",
  },
  ja: {
    welcome: "ご登録ありがとうございます！",
    welcomeLink: "プロモーションコードをお持ちですか？こちらから利用できます",
    entry: "プロモーションコードを利用",
    title: "プロモーションコードの利用",
    label: "プロモーションコード",
    redeem: "適用する",
    empty: "プロモーションコードを入力してください。",
    unknown: "このプロモーションコードは無効です。コードをご確認のうえ、もう一度お試しください。",
    expired: "このプロモーションコードは有効期限が切れています。",
    already: "このプロモーションコードはすでにご利用済みです。",
    credited: "コードを適用しました。残高に$5.00が追加されました",
    percent: "コードを適用しました。次回のご注文が10%オフになります",
    useBalance: "残高を使う（ご利用可能額：$5.00）",
  },
} as const;

function promoDialog(page: Page, lang: Lang & keyof typeof TEXT) {
  const text = TEXT[lang];
  const dialog = page.getByRole("dialog", { name: text.title, exact: true });
  return {
    dialog,
    input: dialog.getByLabel(text.label, { exact: true }),
    message: dialog.getByRole("alert"),
    async redeem(code: string) {
      await this.input.fill(code);
      await dialog.getByRole("button", { name: text.redeem, exact: true }).click();
    },
  };
}

test("en: from the welcome dialog and the account menu: empty, unknown, expired, credited, already used", async ({ page, context }) => {
  test.setTimeout(90_000);
  const text = TEXT.en;
  await markDialogsSeen(context, store.base);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await signUp(page, "en", newEmail());

  // The welcome dialog's link opens the promo dialog in its place.
  const welcome = page.getByRole("dialog", { name: text.welcome });
  await expect(welcome).toBeVisible(SLOW);
  await welcome.getByRole("button", { name: text.welcomeLink }).click();
  const promo = promoDialog(page, "en");
  await expect(promo.dialog).toBeVisible(SLOW);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(promo.input).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing typed: the message, and nothing sent; focus on the input clears it.
  let redeemCalls = 0;
  page.on("request", (r) => void (new URL(r.url()).pathname === "/v2/submit/redeem" && redeemCalls++));
  await promo.redeem("   ");
  await expect(promo.message).toHaveText(text.empty);
  await expect(promo.input).toHaveAttribute("aria-invalid", "true");
  expect(redeemCalls).toBe(0);
  await promo.input.focus();
  await expect(promo.message).toHaveText("");
  await expect(promo.input).not.toHaveAttribute("aria-invalid");

  // The server's refusals, under the input.
  await promo.redeem("NO-SUCH-CODE");
  await expect(promo.message).toHaveText(text.unknown, SLOW);
  expect(redeemCalls).toBe(1);
  await promo.redeem("SPRING-OVER");
  await expect(promo.message).toHaveText(text.expired, SLOW);

  // A credit code, typed as people do (lower case, stray spaces): toast, dialog closed.
  await promo.redeem(" welcome5 ");
  await expect(page.locator(".toast")).toHaveText(text.credited, SLOW);
  await expect(promo.dialog).toBeHidden();

  // Again from the account menu: the input starts empty, and the same code is refused.
  await openFromMenu(page, text.entry);
  await expect(promo.dialog).toBeVisible(SLOW);
  await expect(promo.input).toHaveValue("");
  await promo.redeem("WELCOME5");
  await expect(promo.message).toHaveText(text.already, SLOW);
  // Escape closes it; focus is back on the account menu.
  await page.keyboard.press("Escape");
  await expect(promo.dialog).toBeHidden();
  await expect(page.locator(".account-menu summary")).toBeFocused();

  // The menu's Credit leads to the balance's page; the balance pays at checkout.
  await page.locator(".account-menu summary").click();
  await expect(page.locator(".account-menu").getByRole("link", { name: "Credit" })).toHaveAttribute("href", "/credit");
  await gotoReady(page, at("/topay?area=japan&plan=1gb-7-days"));
  await expect(page.getByRole("checkbox", { name: text.useBalance })).not.toBeChecked();
});

test("ja: on a phone, from the folded menu: empty, unknown; a percent code comes off the next order at checkout", async ({ page, context }) => {
  test.setTimeout(90_000);
  const text = TEXT.ja;
  await markDialogsSeen(context, store.base);
  await page.setViewportSize({ width: 375, height: 740 });
  const buyer = await signUpAccount(page.request, store);
  await signInBrowser(context, store, buyer);

  // Not the home page, where the cookie notice covers the foot of a phone screen.
  await gotoReady(page, at("/ja/how-it-works"));
  await page.locator(".menu-toggle").click();
  await openFromMenu(page, text.entry);
  const promo = promoDialog(page, "ja");
  await expect(promo.dialog).toBeVisible(SLOW);
  expect(await axeViolations(page)).toEqual([]);
  await promo.redeem("");
  await expect(promo.message).toHaveText(text.empty);
  await promo.input.click();
  await expect(promo.message).toHaveText("");
  await promo.redeem("NOPE-NOPE");
  await expect(promo.message).toHaveText(text.unknown, SLOW);
  await promo.redeem("save10");
  await expect(page.locator(".toast")).toHaveText(text.percent, SLOW);
  await expect(promo.dialog).toBeHidden();

  // Before paying: the discount's row, and the total 10% lower (rounded down to the cent) than the price.
  await gotoReady(page, at("/ja/topay?area=japan&plan=1gb-7-days"));
  await expect(page.getByTestId("promo-discount")).toContainText("プロモーションコード SAVE10");
  const list = pricesIn((await page.getByTestId("list-price").textContent()) ?? "")[0]!.amount;
  const charged = pricesIn((await page.getByTestId("charge").textContent()) ?? "")[0]!.amount;
  const listCents = Math.round(list * 100);
  expect(Math.round(charged * 100)).toBe(listCents - Math.floor(listCents / 10));
  await expect(page.locator(".pay-button")).toHaveText(`${(await page.getByTestId("charge").textContent())!.replace(/^.*：/, "")}を支払う`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the account menu has Credit but does not offer the promo dialog, which needs JavaScript", async ({ page, context }) => {
    await markDialogsSeen(context, store.base);
    const buyer = await signUpAccount(page.request, store);
    await context.addCookies([{ name: "session", value: buyer.token, url: store.base }]);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });
    await page.goto(at("/de"));
    await page.locator(".account-menu summary").click();
    await expect(page.locator(".account-menu").getByRole("link", { name: "Guthaben" })).toBeVisible();
    await expect(page.locator(".account-menu").getByRole("button", { name: "Gutscheincode einlösen" })).toBeHidden();
    await expect(page.locator(".account-menu").getByRole("button", { name: "Abmelden" })).toBeVisible();
  });
});
