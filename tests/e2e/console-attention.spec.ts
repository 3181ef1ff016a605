/**
 * A stuck order fixed from the console's attention queue, as a new operator would
 * (docs/CONSOLE.md#attention-queue, #fulfilment-actions): a store fulfilling through eSIM Access
 * (its stand-in, in the test's process) whose supplier refuses every order as busy for a while.
 * A guest pays; the provisioning job keeps trying with its back-off, so the order stays paid and
 * undelivered. The owner opens "Needs attention", sees it listed with what fixes it once it has
 * waited ATTENTION_UNDELIVERED_MINUTES (1, the least the setting allows), follows it to the
 * order's page and, the supplier being back, retries the delivery: the order is delivered with
 * the supplier's eSIM, bought there once, the buyer gets the install mail, the queue no longer
 * lists it and the audit log names the owner's retry.
 */
import { randomBytes } from "node:crypto";
import { startEsimAccessStandIn, type StandIn } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import type { Plan } from "../../shared/api/catalog.ts";
import { buyByHttp, guest } from "./buyers.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";
import { expect, test } from "./fixtures.ts";
import { api, SLOW, uniqueIp } from "./helpers.ts";
import { deliveryMailTo } from "./mailbox.ts";
import { axeViolations } from "./page-checks.ts";

const OWNER = "owner@roamwell.test";
const CREDENTIALS = { accessCode: randomBytes(8).toString("hex"), secretKey: randomBytes(16).toString("hex") };
/** Where the supplier places an order (its API path after /api/v1/open/). */
const ORDER_PATH = "esim/order";

let standIn: StandIn;
// Declared before the store's hooks, so the stand-in is up when the store starts and syncs its catalogue.
test.beforeAll(async () => {
  standIn = await startEsimAccessStandIn(CREDENTIALS);
});

const store = useConsoleStore(
  () => ({
    // The buyer speaks for an address of its own.
    TRUST_PROXY: "true",
    ESIM_PROVIDER: "esimaccess",
    ESIMACCESS_ACCESS_CODE: CREDENTIALS.accessCode,
    ESIMACCESS_SECRET_KEY: CREDENTIALS.secretKey,
    ESIMACCESS_BASE_URL: standIn.baseUrl,
    ESIMACCESS_WEBHOOK_TOKEN: randomBytes(24).toString("hex"),
    // The synced plans reach the shelves at the next catalogue refresh: soon.
    CATALOG_REFRESH_MS: "500",
    ATTENTION_UNDELIVERED_MINUTES: "1",
  }),
  OWNER,
);

// After the store's own: the store stops before its supplier goes away.
test.afterAll(async () => standIn?.close());

test("the owner finds a paid, undelivered order in Needs attention and delivers it with Retry once the supplier is back", async ({ page, request }) => {
  // The order must wait a minute before the queue lists it.
  test.setTimeout(240_000);
  // A plan of Japan synced from the supplier: on a supplier's store the shelves hold only its plans.
  const ip = uniqueIp();
  const japanPlans = async () => (await api<{ plans: Plan[] }>(request, `${store.base}/v2/query/package/list`, { area: "japan" }, { ip })).obj?.plans ?? [];
  await expect.poll(async () => (await japanPlans()).filter((p) => p.kind === "data").length, { timeout: 30_000, message: "the synced plans reach the shelves" }).toBeGreaterThan(0);
  const plan = (await japanPlans()).find((p) => p.kind === "data")!;

  // The supplier is overloaded: it refuses every order as busy (900001) until it is back. A refusal
  // before anything was taken is retryable (a 5xx would not be: the order might have been taken,
  // and eSIM Access can tell only after 10 minutes), so the job tries again with its back-off
  // (5 s, doubling) and does not give up for half an hour: the order stays paid, undelivered.
  standIn.control.failNext(ORDER_PATH, { kind: "refuse", code: "900001" }, 100);
  const buyer = await guest(request, store.base);
  const orderNo = await buyByHttp(request, buyer, { area: "japan", plan: plan.slug, lang: "en" }, store.base);

  await setUpMember(page, store, store.ownerSetup, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Needs attention" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Needs attention");
  // Listed once it has waited the minute: the page is read again until then.
  const stuck = page.getByRole("region", { name: /^Paid, not delivered/ }).getByRole("row", { name: new RegExp(orderNo) });
  await expect(async () => {
    await page.reload();
    await expect(stuck).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await expect(stuck).toContainText("Retry the delivery on the order's page");
  expect(await axeViolations(page)).toEqual([]);

  await stuck.getByRole("link", { name: orderNo }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNo}`, SLOW);
  const fact = (label: string) => page.locator(".console-facts > div").filter({ has: page.getByRole("term").getByText(label, { exact: true }) }).getByRole("definition");
  await expect(fact("State").first()).toHaveText("Paid, not delivered");
  await expect(page.getByText("No eSIM yet.")).toBeVisible();
  expect(standIn.control.orders(), "nothing bought at the supplier yet").toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The supplier is back; the owner does not wait for the job's next try.
  standIn.control.clearFailures(ORDER_PATH);
  await page.getByRole("button", { name: "Retry the delivery now" }).click();
  await expect(page.getByRole("status")).toHaveText("The delivery is being tried again. The timeline shows how it goes.", SLOW);
  // The supplier allocates the profile a couple of seconds after the order: the page is opened again until it shows.
  const orderPage = page.url();
  await expect(async () => {
    await page.goto(orderPage);
    await expect(fact("State").first()).toHaveText("Delivered", { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  const iccid = (await fact("ICCID").innerText()).trim();
  await expect(fact("Issued by")).toHaveText("esimaccess");
  await expect(page.getByRole("button", { name: "Retry the delivery now" })).toHaveCount(0);
  // Bought once at the supplier, and the eSIM shown is the profile it allocated.
  expect(standIn.control.orders()).toHaveLength(1);
  expect(standIn.control.profile(iccid)).not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  const mail = await deliveryMailTo(buyer.email, orderNo, undefined, store.outbox);
  expect(mail).toContain(iccid);

  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Needs attention" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Needs attention");
  await expect(page.getByRole("link", { name: orderNo })).toHaveCount(0);

  await page.goto(`${store.base}/admin/audit?action=order.fulfilment-retried&target=${orderNo}`);
  const entries = page.getByRole("table").getByRole("row");
  // The heading row and the one retry.
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText("order.fulfilment-retried");
  await expect(entries.nth(1)).toContainText(OWNER);
  expect(await axeViolations(page)).toEqual([]);
});
