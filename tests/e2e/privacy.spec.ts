/**
 * Privacy self-service in the browser (PRODUCT.md#privacy-self-service), as a new traveller: an
 * order bought as a guest with an address, a sign-up with that address (the guest's order comes
 * along), another order, the data download from the security page, the deletion confirmed with
 * the e-mailed code, a log-in that no longer works, and the guest order's mailed link that still
 * opens it. The same without JavaScript, through the page's own forms. axe on the new page parts.
 */
import { readFile } from "node:fs/promises";
import { account, buyByHttp, delivered, guest, signIn, type Buyer } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";
import { orderLinkOf, mailedCode, mailTo, outboxNow } from "./mailbox.ts";
import { gotoReady, localize, SLOW, uniqueIp } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";

const PASSWORD = "Porto by funicular 7";

/** The orders a downloaded export names, and whose it is. */
async function exportIn(path: string): Promise<{ email: string; orderNos: string[]; esims: number }> {
  const data = JSON.parse(await readFile(path, "utf8")) as { account: { email: string }; orders: { orderNo: string }[]; esims: unknown[] };
  return { email: data.account.email, orderNos: data.orders.map((o) => o.orderNo), esims: data.esims.length };
}

test("a new traveller downloads their data and deletes their account; the guest order's mailed link still opens it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const ip = uniqueIp();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });

  // Earlier, as a guest, with the address they will sign up with.
  const earlier = await guest(request);
  const email = earlier.email;
  const guestOrderNo = await buyByHttp(request, earlier);
  await delivered(request, earlier, guestOrderNo);
  const link = (await orderLinkOf(email, guestOrderNo)).href;
  const guestLink = new URL(link).pathname + new URL(link).search;

  // Sign up with that address, as on the page.
  await gotoReady(page, "/signup");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  let before = await outboxNow();
  await page.locator('main button[type="submit"]').click();
  await expect(page.getByRole("dialog")).toBeVisible(SLOW);
  await expect(page.getByRole("dialog").locator(".code-boxes input").first()).toBeFocused();
  await page.keyboard.type(await mailedCode(email, before), { delay: 30 });
  const welcome = page.getByRole("dialog");
  await expect(welcome).toContainText("Welcome aboard!", SLOW);
  await welcome.locator('button[type="submit"]').click();
  await expect(page.locator(".account-menu summary")).toContainText(email);

  // Buy something with the account's session.
  const token = (await page.context().cookies()).find((c) => c.name === "session")!.value;
  const buyer: Buyer = { token, email, loginType: "accountLogin", ip: uniqueIp() };
  const orderNo = await buyByHttp(request, buyer);
  await delivered(request, buyer, orderNo);

  // Download my data: a JSON file with both orders, the account's own.
  await gotoReady(page, "/security");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await exportIn(await file.path());
  expect(exported.email).toBe(email);
  expect(exported.orderNos.sort()).toEqual([guestOrderNo, orderNo].sort());
  expect(exported.esims).toBe(2);

  // Delete my account, with the code from the e-mail.
  before = await outboxNow();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible(SLOW);
  await expect(dialog).toContainText("Entering the code deletes your account for good.");
  await expect(dialog.locator(".code-boxes input").first()).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type(await mailedCode(email, before), { delay: 30 });
  await expect(page).toHaveURL(/\/account-deleted$/, SLOW);
  await expect(page.getByRole("heading", { name: "Your account has been deleted" })).toBeVisible();
  await expect(page.locator(".account-menu")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await mailTo(email, /account was deleted/, before);

  // The address and password open nothing: the answer of any wrong password.
  await gotoReady(page, "/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('.login-form button[type="submit"]').click();
  await expect(page.locator(".form-message")).toContainText("The e-mail address or password is not right.", SLOW);
  await expect(page.locator(".account-menu")).toHaveCount(0);

  // The guest order's mailed link still opens it.
  await gotoReady(page, guestLink);
  await expect(page.locator("main")).toContainText(guestOrderNo);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the download is an attachment of the page's form, and the deletion asks for the code on the page", async ({ page, context, baseURL, request }) => {
    const buyer = await account(request);
    await buyByHttp(request, buyer);
    await signIn(context, baseURL!, buyer);

    const security = localize("de", "/security");
    const answer = await page.goto(security);
    expect(answer?.status()).toBe(200);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Meine Daten herunterladen" }).click();
    const exported = await exportIn(await (await download).path());
    expect(exported.email).toBe(buyer.email);
    expect(exported.orderNos).toHaveLength(1);

    const before = await outboxNow();
    await page.getByRole("button", { name: "Mein Konto löschen" }).click();
    const deletion = page.getByRole("region", { name: "Konto löschen" });
    await expect(deletion.locator(".form-message")).toContainText(`Wir haben einen Code an ${buyer.email} gesendet.`);
    // A wrong code first: the page says so and asks again.
    const code = await mailedCode(buyer.email, before);
    await page.getByLabel("Code aus der E-Mail").fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(deletion.locator(".form-message")).toContainText("Dieser Code ist nicht korrekt");
    await page.getByLabel("Code aus der E-Mail").fill(code);
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(new RegExp(`${localize("de", "/account-deleted")}$`));
    await expect(page.getByRole("heading", { name: "Ihr Konto wurde gelöscht" })).toBeVisible();
    // Signed out: the session cookie is gone, and the security page now asks to log in.
    expect((await context.cookies()).find((c) => c.name === "session")).toBeUndefined();
    await page.goto(security);
    await expect(page).toHaveURL(/\/de\/login/);
  });
});
