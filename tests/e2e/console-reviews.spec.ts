/**
 * The console's Reviews section (docs/CONSOLE.md#reviews): a traveller's review waits; the owner
 * finds it under Waiting with the buyer's address masked, writes the store's public reply and
 * publishes it; the plan page then shows the review with the reply under it, labelled in the
 * page's language. axe finds nothing on the console page or the plan page.
 *
 * On a store of its own whose first owner has a set-up link, and whose simulated eSIMs are in use
 * seconds after purchase (as reviews.spec.ts), so the order can be reviewed within seconds.
 */
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { account, buyByHttp, delivered } from "./buyers.ts";
import { api, gotoReady, SLOW } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";

const STORE_ENV = { TRUST_PROXY: "true", ESIM_SIM_DOWNLOAD_AFTER: "2s", ESIM_SIM_ACTIVATE_AFTER: "4s", ESIM_REFRESH_AFTER: "2s" };
const PLAN = { area: "japan", plan: "1gb-7-days" };
const REVIEW = "Connected as soon as we landed in Osaka.";
const REPLY = "Thank you! Enjoy the rest of your trip.";

const store = useConsoleStore(STORE_ENV);

test("the owner replies to a waiting review and publishes it; the plan page shows it with the reply", async ({ page, browser }) => {
  test.setTimeout(240_000);
  // A traveller's review, through the API: buying and reviewing are other journeys' subject.
  const buyer = await account(page.request, store.base, store.outbox);
  const orderNo = await buyByHttp(page.request, buyer, PLAN, store.base);
  await delivered(page.request, buyer, orderNo, store.base);
  // Reviewable once the store has seen the eSIM in use (its card says Active).
  await expect
    .poll(
      async () =>
        (await api<{ list: { orderNo: string; label: string }[] }>(page.request, `${store.base}/v3/query/orders`, { tab: 1 }, { token: buyer.token, ip: buyer.ip })).obj.list.find((o) => o.orderNo === orderNo)
          ?.label,
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe("active");
  expect((await api(page.request, `${store.base}/v2/create/dataPlanOrderReviewed`, { orderNo, rating: 5, text: REVIEW }, { token: buyer.token, ip: buyer.ip })).success).toBe(true);

  await setUpMember(page, store, store.ownerSetup, store.owner);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
  await expect(page.getByRole("link", { name: "Waiting" })).toHaveAttribute("aria-current", "page");
  const card = page.getByRole("article", { name: new RegExp(`Order ${orderNo}`) });
  await expect(card).toContainText(REVIEW);
  await expect(card).toContainText(`${buyer.email[0]}***${buyer.email.slice(buyer.email.indexOf("@"))}`);
  await expect(card).not.toContainText(buyer.email);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByLabel("Public reply from the store").fill(REPLY);
  await card.getByRole("button", { name: "Save the reply" }).click();
  await expect(page.getByRole("status")).toHaveText(`The reply to the review of order ${orderNo} is saved.`, SLOW);
  await page.getByRole("article", { name: new RegExp(`Order ${orderNo}`) }).getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(`The review of order ${orderNo} is published.`, SLOW);
  await expect(page.getByRole("article", { name: new RegExp(`Order ${orderNo}`) })).toHaveCount(0);
  await page.getByRole("link", { name: "Published" }).click();
  const published = page.getByRole("article", { name: new RegExp(`Order ${orderNo}`) });
  await expect(published.getByLabel("Public reply from the store")).toHaveValue(REPLY);
  expect(await axeViolations(page)).toEqual([]);

  // Any visitor sees it on the plan page, the reply under it, labelled in the page's language.
  const visitor = await (await browser.newContext()).newPage();
  await markDialogsSeen(visitor.context(), store.base);
  for (const [prefix, label] of [["", /^Reply from /], ["/de", /^Antwort von /]] as const) {
    await gotoReady(visitor, `${store.base}${prefix}/${PLAN.area}/${PLAN.plan}`);
    const review = visitor.locator("#reviews .review").filter({ hasText: REVIEW });
    await expect(review.locator(".review-reply-label")).toHaveText(label);
    await expect(review.locator(".review-reply .review-text")).toHaveText(REPLY);
  }
  expect(await axeViolations(visitor)).toEqual([]);
});
