/**
 * Order reviews in the browser (docs/PRODUCT.md#order-reviews), as a new traveller meets them:
 * signs up, buys a plan (over HTTP: paying is checkout.spec.ts's subject), uses the eSIM, is
 * asked by the review prompt, presses GO, lands on the current orders and rates the order with
 * 4 stars and a few words; the operator publishes it with `npm run reviews`; the German plan page
 * then shows it, marked as written in English. Another traveller closes the prompt with "Not
 * now" and is not asked again. axe finds nothing on the prompt and the review form.
 *
 * On a store of its own whose simulated eSIMs are in use seconds after purchase (ESIM_SIM_*, as
 * topup.spec.ts), stopped for the operator's command (PGlite allows one process) and started
 * again on the same database, which asks the provider about an eSIM every 2 s (ESIM_REFRESH_AFTER)
 * instead of once a minute, so the eSIM counts as used within seconds.
 */
import type { Page } from "@playwright/test";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { account, buyByHttp, delivered, signIn, type Buyer } from "./buyers.ts";
import { api, gotoReady, SLOW, uniqueIp } from "./helpers.ts";
import { mailedCode, outboxNow } from "./mailbox.ts";
import { runOperatorCommand, startOwnStore, stopOwnProcess, stopOwnStore, type OwnStore } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";

const STORE_ENV = { TRUST_PROXY: "true", ESIM_SIM_DOWNLOAD_AFTER: "2s", ESIM_SIM_ACTIVATE_AFTER: "4s", ESIM_REFRESH_AFTER: "2s" };
const PLAN = { area: "japan", plan: "1gb-7-days" };
const PASSWORD = "Lisbon by tram 28";
const REVIEW = "Fast 4G from Narita to Kyoto, and it installed in a minute.";

let store: OwnStore;
const at = (path: string) => `${store.base}${path}`;

/** Signs up on /signup with the e-mailed code, as a visitor does, and answers the new account as a buyer. */
async function signUpInBrowser(page: Page): Promise<Buyer> {
  const email = `reviewer-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoReady(page, at("/signup"));
  const form = page.locator("form").filter({ has: page.locator('input[name="email"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  const before = await outboxNow(store.outbox);
  await form.locator('button[type="submit"]').click();
  const boxes = page.getByRole("dialog").locator(".code-boxes input");
  await expect(boxes.first()).toBeFocused(SLOW);
  await page.keyboard.type(await mailedCode(email, before, store.outbox), { delay: 30 });
  const welcome = page.getByRole("dialog", { name: "Welcome aboard!" });
  await expect(welcome).toBeVisible(SLOW);
  await welcome.getByRole("button", { name: "Start exploring" }).click();
  await expect(welcome).toBeHidden();
  const session = (await page.context().cookies(store.base)).find((c) => c.name === "session");
  expect(session, "signed in").toBeDefined();
  return { token: session!.value, email, loginType: "accountLogin", ip: uniqueIp() };
}

/** Waits until the store has seen the buyer's eSIM in use (its card says Active). */
async function inUse(page: Page, buyer: Buyer, orderNo: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await api<{ list: { orderNo: string; label: string }[] }>(page.request, at("/v3/query/orders"), { tab: 1 }, { token: buyer.token, ip: buyer.ip });
        return answer.obj.list.find((o) => o.orderNo === orderNo)?.label;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe("active");
}

test.describe("order reviews", () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    store = await startOwnStore(STORE_ENV);
  });

  test.afterAll(async () => {
    await stopOwnStore(store);
  });

  test("a new traveller is asked, reviews from the current orders, and the review is published; another says not now", async ({ page, context }) => {
    test.setTimeout(300_000);
    await markDialogsSeen(context, store.base);
    const ada = await signUpInBrowser(page);
    // A second traveller, through the API: the one who will say "Not now".
    const bob = await account(page.request, store.base, store.outbox);
    const [adaOrder, bobOrder] = await Promise.all([buyByHttp(page.request, ada, PLAN, store.base), buyByHttp(page.request, bob, PLAN, store.base)]);
    await Promise.all([delivered(page.request, ada, adaOrder, store.base), delivered(page.request, bob, bobOrder, store.base)]);
    await Promise.all([inUse(page, ada, adaOrder), inUse(page, bob, bobOrder)]);

    // The prompt comes on the next page, once nothing else is open.
    await gotoReady(page, at(`/${PLAN.area}/${PLAN.plan}`));
    const prompt = page.getByRole("dialog", { name: "How was your eSIM for Japan?" });
    await expect(prompt).toBeVisible(SLOW);
    await expect(prompt).toContainText(adaOrder);
    expect(await axeViolations(page, ".review-prompt")).toEqual([]);
    await prompt.getByRole("link", { name: "Rate it now" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders\\?tab=1#review-${adaOrder}$`), SLOW);

    // The review form on the order's card.
    const review = page.locator(`#review-${adaOrder}`);
    await expect(review.getByRole("heading", { name: "Rate this eSIM" })).toBeVisible();
    expect(await axeViolations(page, `#review-${adaOrder}`)).toEqual([]);
    await review.getByRole("radio", { name: "4 stars" }).check();
    await review.getByLabel("Your review (optional)").fill(REVIEW);
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(review.getByRole("status")).toHaveText("Thank you! Your review will appear once we have checked it.", SLOW);
    await expect(review.getByRole("heading", { name: "Your review" })).toBeVisible();
    await expect(review).toContainText("Waiting to be checked");
    await expect(review.locator(".review-text")).toHaveText(REVIEW);
    expect(await axeViolations(page, `#review-${adaOrder}`)).toEqual([]);
    // Asked once: the prompt does not come back for that order.
    await gotoReady(page, at("/japan"));
    await page.waitForTimeout(3_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Not on the plan page while it waits.
    await gotoReady(page, at(`/de/${PLAN.area}/${PLAN.plan}`));
    await expect(page.locator("#reviews .review")).toHaveCount(0);

    // The operator publishes it with `npm run reviews` (the store stopped meanwhile: PGlite is one process).
    await stopOwnProcess(store);
    const pending = runOperatorCommand(store, "reviews-cli.ts", ["list", "--status", "pending"]).trim().split("\n");
    const line = pending.find((l) => l.includes(adaOrder));
    expect(line, pending.join("\n")).toBeDefined();
    const id = line!.split("\t")[0]!;
    expect(runOperatorCommand(store, "reviews-cli.ts", ["publish", id])).toContain(`${id} published`);
    store = await startOwnStore(STORE_ENV, { dataDir: store.dataDir });

    // Any visitor now sees it on the German plan page, marked as written in English.
    await context.clearCookies();
    await markDialogsSeen(context, store.base);
    await gotoReady(page, at(`/de/${PLAN.area}/${PLAN.plan}`));
    const reviews = page.locator("#reviews");
    await expect(reviews.getByRole("heading", { name: "Bewertungen von Reisenden" })).toBeVisible();
    await expect(reviews.getByTestId("reviews-summary")).toContainText("4,0 von 5");
    const published = reviews.locator(".review").filter({ hasText: REVIEW });
    await expect(published.locator('.review-text[lang="en"]')).toHaveText(REVIEW);
    await expect(published).toContainText("Verifizierter Kauf");
    await expect(published).toContainText("Verfasst auf Englisch");
    expect(await axeViolations(page, "#reviews")).toEqual([]);

    // The other traveller closes the prompt; it stays away, on later pages and after a reload.
    await signIn(context, store.base, bob);
    await gotoReady(page, at(`/${PLAN.area}`));
    const bobPrompt = page.getByRole("dialog", { name: "How was your eSIM for Japan?" });
    await expect(bobPrompt).toBeVisible(SLOW);
    await bobPrompt.getByRole("button", { name: "Not now" }).click();
    await expect(bobPrompt).toBeHidden();
    for (const path of [`/${PLAN.area}/${PLAN.plan}`, "/japan"]) {
      await gotoReady(page, at(path));
      await page.waitForTimeout(3_000);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});
