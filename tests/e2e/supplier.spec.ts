/**
 * Buying an eSIM a wholesale supplier issues (docs/SUPPLIERS.md): a store of its own
 * (own-store.ts) with ESIM_PROVIDER=esimaccess, pointed at eSIM Access's stand-in, which speaks
 * its wire format, sells its fixture catalogue, allocates a profile 1.5 s after an order and
 * posts its webhooks over HTTP. Nothing is pointed at the store from outside: when it starts, the
 * store syncs the supplier's catalogue (the catalog.sync job) and registers its webhook address at
 * the supplier, as it would at eSIM Access. A guest then buys a synced plan of Japan with the
 * sandbox's 4242 card and the success page and the delivery mail show the profile the stand-in
 * allocated: its activation code and ICCID.
 *
 * The stand-in runs in the test's process, so its books are read directly; what it allocated is
 * read back over its API (esim/query), as the store reads it, not from the page under test.
 */
import { randomBytes } from "node:crypto";
import { startEsimAccessStandIn, STANDIN_SMDP_ADDRESS, type StandIn } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../server/adapters/esim/esimaccess/esimaccess-supplier.ts";
import { DEFAULT_RETAIL_RULES, retailPrice } from "../../server/domain/pricing/index.ts";
import type { Plan } from "../../shared/api/catalog.ts";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { api, buyAsGuest, payAsGuest, payWith4242, SLOW, uniqueIp } from "./helpers.ts";
import { deliveryMailTo } from "./mailbox.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";

const CREDENTIALS = { accessCode: randomBytes(8).toString("hex"), secretKey: randomBytes(16).toString("hex") };
const WEBHOOK_TOKEN = randomBytes(24).toString("hex");
const GIB = 1024 ** 3;
/** Paying goes through the hosted page and back; then the supplier allocates (1.5 s) and the job worker delivers (1 s poll). */
const DELIVERY = { timeout: 30_000 };

let standIn: StandIn;
let store: OwnStore;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // No webhook address yet: the store gives its own when it starts.
  standIn = await startEsimAccessStandIn({ ...CREDENTIALS, allocationDelayMs: 1_500 });
  store = await startOwnStore({
    ESIM_PROVIDER: "esimaccess",
    ESIMACCESS_ACCESS_CODE: CREDENTIALS.accessCode,
    ESIMACCESS_SECRET_KEY: CREDENTIALS.secretKey,
    ESIMACCESS_BASE_URL: standIn.baseUrl,
    ESIMACCESS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    // The synced plans reach the shelves at the next catalogue refresh: soon, so nobody waits 5 s for it.
    CATALOG_REFRESH_MS: "500",
  });
});

test.afterAll(async () => {
  await stopOwnStore(store);
  await standIn?.close();
});

test("en: a guest buys a plan synced from eSIM Access with 4242 and sees the activation code and ICCID the supplier allocated", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await markDialogsSeen(context, store.base);
  const supplier = createEsimAccessSupplier({ ...CREDENTIALS, baseUrl: standIn.baseUrl, webhookToken: WEBHOOK_TOKEN });

  // The supplier's 5 GB, 30-day package of Japan, at the price the store's default rules give it.
  const packages = await supplier.listPackages();
  const pkg = packages.find((p) => p.kind === "base" && p.region === null && p.countries.join() === "JP" && p.dataBytes === 5 * GIB && p.validityDays === 30);
  expect(pkg, "the stand-in sells a 5 GB, 30-day package of Japan").toBeDefined();
  const price = retailPrice({ packageCode: pkg!.code, areaSlug: "japan", region: null, cost: pkg!.cost, minimumPrice: pkg!.minimumPrice }, DEFAULT_RETAIL_RULES);
  expect(price.sellable).toBe(true);

  // On the shelves once the store has synced: the one plan of Japan of that shape at that price
  // (the demo catalogue's plans, on the shelves too, are priced otherwise).
  const ip = uniqueIp();
  const synced = async () => {
    const list = await api<{ plans: Plan[] }>(request, `${store.base}/v2/query/package/list`, { area: "japan" }, { ip });
    return (list.obj?.plans ?? []).filter((p) => p.kind === "data" && p.dataMb === 5120 && p.validityDays === 30 && (p.price.sale?.listUsdMinor ?? p.price.usdMinor) === price.priceUsdMinor);
  };
  await expect.poll(async () => (await synced()).length, { timeout: 20_000, message: "the synced plan reaches the shelves" }).toBe(1);
  const [plan] = await synced();

  const ordersBefore = standIn.control.orders().length;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
  await buyAsGuest(page, "en", `/japan/${plan!.slug}`, store.base);
  await expect(page.locator(".checkout-summary")).toContainText("5 GB · 30 days");
  const email = `supplied-${randomBytes(5).toString("hex")}@example.com`;
  await payAsGuest(page, email);
  await payWith4242(page);
  await expect(page).toHaveURL(/\/payment-success\?order=RW\d{10}$/, SLOW);
  const orderNo = /order=(RW\d{10})/.exec(page.url())![1]!;

  // The page fills in once the profile is allocated and delivered.
  await expect(page.locator(".qr-figure svg")).toBeVisible(DELIVERY);

  // One order at the supplier, for the plan's package; the profile it allocated, as its API tells it.
  const orders = standIn.control.orders().slice(ordersBefore);
  expect(orders.map((o) => o.packageCode)).toEqual([pkg!.code]);
  const allocated = await supplier.orderProfiles(orders[0]!.orderNo);
  expect(allocated.state).toBe("allocated");
  const [profile, ...more] = allocated.state === "allocated" ? allocated.profiles : [];
  expect(more).toEqual([]);
  expect(profile!.activationCode.startsWith(`LPA:1$${STANDIN_SMDP_ADDRESS}$`)).toBe(true);

  // SM-DP+ address, matching ID, activation code, ICCID: the supplier's, each as allocated.
  await expect(page.locator(".manual-details code")).toHaveText([profile!.smdpAddress, profile!.matchingId, profile!.activationCode, profile!.iccid]);
  await expect(page.locator(`a[href="https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(profile!.activationCode)}"]`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const mail = await deliveryMailTo(email, orderNo, undefined, store.outbox);
  expect(mail).toContain(profile!.activationCode);
  expect(mail).toContain(profile!.iccid);

  // The store registered its webhook address when it started, and every notification the
  // supplier sent there (the address check, the allocation) was taken.
  expect(standIn.control.requests.map((r) => r.path)).toContain("webhook/save");
  await standIn.control.idle();
  expect(standIn.control.webhookFailures).toEqual([]);
});
