/**
 * Accounts in the browser (spec sections 2 and 4, PRODUCT.md#accounts): sign-up with the e-mailed
 * code, the registration-success dialog, sign-out and log-in, a forgotten password, a password
 * change that ends the other sessions, the guest log-in with its captcha, the access guard, the
 * code boxes, and log-in without JavaScript. Each test speaks for its own client address, so the
 * per-address limits of one never touch another.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady, localize, SLOW, type Lang } from "./helpers.ts";

const OUTBOX = path.join(process.env.E2E_DATA_DIR!, "outbox");
const PASSWORD = "correct horse 42";
const uniqueIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join(".")}`;
const newEmail = () => `traveller-${randomBytes(5).toString("hex")}@example.com`;

/** The text of a message: its parts decoded (base64 or quoted-printable). */
function decode(eml: string): string {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(text.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        return Buffer.from(text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
      }
      return text;
    })
    .join("\n");
}

/** The newest six-digit code mailed to `email` (the mail worker runs every 2 s). */
async function mailedCode(email: string, after: Set<string> = new Set()): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const files = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith(".eml") && !after.has(f)).sort();
    for (const file of files.reverse()) {
      const eml = await fs.readFile(path.join(OUTBOX, file), "utf8");
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, "\\$&")}`, "im").test(eml)) continue;
      const code = /^\s{4}(\d{6})\s*$/m.exec(decode(eml))?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no code mailed to ${email}`);
}

const outboxNow = async () => new Set(await fs.readdir(OUTBOX).catch(() => [] as string[]));

async function ownAddress(page: Page, extra: Record<string, string> = {}) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp(), ...extra });
}

/** Six digits typed one per box. */
async function typeCode(page: Page, code: string) {
  const boxes = page.getByRole("dialog").locator(".code-boxes input");
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.type(code, { delay: 30 });
}

async function signUp(page: Page, lang: Lang, email: string) {
  await gotoReady(page, localize(lang, "/signup"));
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  const before = await outboxNow();
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible(SLOW);
  // Where the code went, masked (PRODUCT.md#email-masking).
  await expect(dialog).toContainText(`${email.slice(email.indexOf("@") - 4, email.indexOf("@"))}@*******.com`);
  await expect(dialog.locator(".code-boxes input").first()).toHaveAttribute("autocomplete", "one-time-code");
  await typeCode(page, await mailedCode(email, before));
}

async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  await gotoReady(page, localize(lang, "/login"));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('main button[type="submit"]').click();
}

const accountMenu = (page: Page) => page.locator(".account-menu summary");
const loginButton = (page: Page) => page.locator(".account-entry button");

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.locator(".account-menu button").click();
  await expect(loginButton(page)).toBeVisible(SLOW);
}

for (const lang of ["en", "de"] as const) {
  test(`${lang}: sign up with the e-mailed code, sign out, log in`, async ({ page }) => {
    await ownAddress(page);
    const email = newEmail();
    await signUp(page, lang, email);
    const welcome = page.getByRole("dialog");
    await expect(welcome).toContainText(lang === "en" ? "Welcome aboard!" : "Willkommen an Bord!", SLOW);
    // The promo-code link waits for promo codes: the dialog has only its button and close.
    await expect(welcome.getByRole("link")).toHaveCount(0);
    await welcome.locator('button[type="submit"]').click();
    await expect(welcome).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${localize(lang, "/").replace(/\/$/, "")}/?$`));
    await expect(accountMenu(page)).toContainText(email);

    // A page drawn for a signed-in visitor is theirs alone.
    const response = await page.request.get(localize(lang, "/how-it-works"));
    expect(response.headers()["cache-control"]).toBe("private, no-store");

    await signOut(page);
    await expect(page.locator(".account-menu")).toHaveCount(0);
    const anonymous = await page.request.get(localize(lang, "/how-it-works"));
    expect(anonymous.headers()["cache-control"]).toBeUndefined();

    await logIn(page, lang, email);
    await expect(accountMenu(page)).toContainText(email, SLOW);
    await expect(page).toHaveURL(new RegExp(`${localize(lang, "/").replace(/\/$/, "")}/?$`));
  });
}

test("a wrong password shows the server's message next to the form", async ({ page }) => {
  await ownAddress(page);
  await logIn(page, "ja", newEmail(), "not the password");
  await expect(page.locator(".form-message")).toContainText(/メールアドレスまたはパスワード|パスワード/, SLOW);
  await expect(page.locator(".account-menu")).toHaveCount(0);
});

test("client-side checks: e-mail format and password length, in the page's language", async ({ page }) => {
  await ownAddress(page);
  await gotoReady(page, "/es/signup");
  await page.locator('input[name="email"]').fill("not-an-address");
  await page.locator('input[name="password"]').fill("short");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator("#email-error")).toHaveText("Introduce un correo electrónico válido.");
  await expect(page.locator("#password-error")).toHaveText("La contraseña debe tener entre 8 y 128 caracteres.");
  await expect(page.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
});

test("a forgotten password is reset with the e-mailed code", async ({ page }) => {
  await ownAddress(page);
  const email = newEmail();
  await signUp(page, "en", email);
  await page.getByRole("dialog").locator('button[type="submit"]').click();
  await signOut(page);

  await gotoReady(page, "/forgotPwd");
  await page.locator('input[name="email"]').fill(email);
  const before = await outboxNow();
  await page.locator('main button[type="submit"]').click();
  await expect(page.getByRole("dialog")).toBeVisible(SLOW);
  // The resend link counts down from 3:00 and cannot be used yet.
  const resend = page.getByRole("dialog").locator(".link-button");
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Send a new code in [23]:\d\d/);
  await typeCode(page, await mailedCode(email, before));
  await expect(page).toHaveURL(/\/resetpwd$/, SLOW);
  await page.locator('input[name="password"]').fill("a brand new secret");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".success-text")).toContainText("Your password has been changed", SLOW);

  await logIn(page, "en", email, "a brand new secret");
  await expect(accountMenu(page)).toContainText(email, SLOW);
});

test("changing the password signs out the other browsers; the security page lists sessions", async ({ page, browser }) => {
  await ownAddress(page);
  const email = newEmail();
  await signUp(page, "en", email);
  await page.getByRole("dialog").locator('button[type="submit"]').click();
  await expect(accountMenu(page)).toContainText(email);

  const other = await (browser as Browser).newContext();
  const otherPage = await other.newPage();
  await otherPage.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await logIn(otherPage, "en", email);
  await expect(accountMenu(otherPage)).toContainText(email, SLOW);

  await accountMenu(page).click();
  await page.locator(".account-menu").getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/security$/, SLOW);
  await expect(page.locator(".session-list li")).toHaveCount(2);
  await expect(page.locator(".session-list")).toContainText("This device");

  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/changepwd$/, SLOW);
  await page.locator('input[name="oldPassword"]').fill(PASSWORD);
  await page.locator('input[name="password"]').fill("another good secret");
  await page.locator('main button[type="submit"]').click();
  await expect(page.locator(".success-text")).toContainText("Your password has been changed", SLOW);

  await otherPage.reload();
  await expect(loginButton(otherPage)).toBeVisible(SLOW);
  await expect(otherPage.locator(".account-menu")).toHaveCount(0);
  await other.close();

  // Signing out on an account page goes home.
  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
});

test("continue as a guest from another country: the captcha is solved in the browser", async ({ page }) => {
  test.setTimeout(90_000);
  await ownAddress(page, { "cf-ipcountry": "DE" });
  await gotoReady(page, "/ja");
  await loginButton(page).click();
  const chooser = page.getByRole("dialog");
  await expect(chooser).toBeVisible(SLOW);
  await chooser.getByRole("button", { name: "ゲストとして続ける" }).click();
  const captcha = chooser.getByRole("checkbox", { name: "私はロボットではありません" });
  await expect(captcha).toBeVisible(SLOW);
  await captcha.click();
  await expect(captcha).toHaveAttribute("aria-checked", "true", { timeout: 60_000 });
  await expect(captcha).toContainText("確認済み");
  await chooser.getByRole("button", { name: "ゲストとして続ける" }).click();
  await expect(chooser).toBeHidden(SLOW);
  await expect(accountMenu(page)).toContainText("ゲストユーザー", SLOW);
  // A guest has orders but no security page.
  await accountMenu(page).click();
  await expect(page.locator(".account-menu a")).toHaveText(["注文履歴"]);
});

test("continue as a guest at home: no captcha; Escape closes the chooser", async ({ page }) => {
  await ownAddress(page, { "cf-ipcountry": "US" });
  await gotoReady(page, "/?login=0");
  const chooser = page.getByRole("dialog");
  await expect(chooser).toBeVisible(SLOW);
  await page.keyboard.press("Escape");
  await expect(chooser).toBeHidden();
  await loginButton(page).click();
  await chooser.getByRole("button", { name: "Continue as guest" }).click();
  await expect(chooser).toBeHidden(SLOW);
  await expect(accountMenu(page)).toContainText("Guest user", SLOW);
});

test("a signed-out visitor opening a guarded page is sent to log in, and returns there", async ({ page }) => {
  await ownAddress(page);
  const email = newEmail();
  await signUp(page, "en", email);
  await page.getByRole("dialog").locator('button[type="submit"]').click();
  await signOut(page);

  const response = await page.goto("/tr/orders");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/tr\/login\?redirect=%2Ftr%2Forders$/);
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  // After log-in the visitor returns to the guarded page (one that exists today: /changepwd).
  await gotoReady(page, "/de/changepwd");
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fchangepwd$/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('main button[type="submit"]').click();
  await page.waitForURL(/\/de\/changepwd$/, SLOW);
  await expect(page.locator("h1")).toHaveText("Passwort ändern");
});

test("code boxes: paste fills all, a non-digit is flagged, Backspace moves back", async ({ page }) => {
  await ownAddress(page);
  await gotoReady(page, "/forgotPwd");
  await page.locator('input[name="email"]').fill(newEmail());
  await page.locator('main button[type="submit"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible(SLOW);
  const boxes = dialog.locator(".code-boxes input");
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toHaveAttribute("inputmode", "numeric");

  await page.keyboard.type("12");
  await expect(boxes.nth(2)).toBeFocused();
  await page.keyboard.press("Backspace");
  await expect(boxes.nth(1)).toBeFocused();
  await expect(boxes.nth(1)).toHaveValue("");
  await expect(boxes.nth(0)).toHaveValue("1");

  await page.keyboard.type("x");
  await expect(boxes.nth(1)).toHaveValue("");
  await expect(boxes.nth(1)).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toHaveText("Please enter digits only.");

  // A pasted code fills every box and is checked at once (here: a wrong one).
  await boxes.first().focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text/plain", " 654 321 ");
    document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const [i, d] of [..."654321"].entries()) await expect(boxes.nth(i)).toHaveValue(d);
  await expect(dialog.getByRole("alert")).not.toHaveText("", SLOW);
  await expect(dialog.getByRole("alert")).not.toHaveText("Please enter digits only.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/login posts to the page and signs in with the session cookie", async ({ page, context }) => {
    const ip = uniqueIp();
    const email = newEmail();
    // An account made through the no-JavaScript sign-up: code sent, then code and password.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    await page.goto("/signup");
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const before = await outboxNow();
    await page.locator('main button[type="submit"]').click();
    await expect(page.locator("main")).toContainText(`We sent a code to ${email}`);
    await page.locator('input[name="code"]').fill(await mailedCode(email, before));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await expect(accountMenu(page)).toContainText(email);
    await context.clearCookies();

    await page.goto("/login?redirect=%2Fhow-it-works");
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(accountMenu(page)).toContainText(email);
    const cookie = (await context.cookies()).find((c) => c.name === "session");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
  });
});
