/**
 * The check before a payment starts, in the browser (docs/SUPPLIERS.md#before-a-payment-starts):
 * a store fulfilling through eSIM Access (its stand-in, whose prepaid balance covers no plan)
 * answers Pay on /topay for a plan synced from it with "temporarily unavailable", beside the
 * button like any refused order, with and without JavaScript; no order is placed and the
 * supplier is asked for nothing but its balance.
 *
 * The catalogue is synced into a fresh data directory before the store starts, as an operator's
 * `npm run catalog -- sync` would (embedded PGlite is one process's at a time).
 */
import { and, asc, eq } from "drizzle-orm";
import { startEsimAccessStandIn, type StandIn } from "../../server/adapters/esim/esimaccess/esimaccess-standin.ts";
import { createEsimAccessSupplier } from "../../server/adapters/esim/esimaccess/esimaccess-supplier.ts";
import { loadConfig } from "../../server/config.ts";
import { areas, plans } from "../../server/db/schema.ts";
import { openConfiguredDatabase, prepareDatabase } from "../../server/db/open-from-config.ts";
import { createCatalogSync } from "../../server/domain/catalog/index.ts";
import { RetailRulesSchema } from "../../server/domain/pricing/index.ts";
import { guest, signIn, type Buyer } from "./buyers.ts";
import { expect, markDialogsSeen, test } from "./fixtures.ts";
import { api, gotoReady, localize, SLOW } from "./helpers.ts";
import { seededDataDir, startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";

const CREDENTIALS = { accessCode: "gate-browser-access", secretKey: "gate-browser-secret" };
const UNAVAILABLE = {
  en: "This plan is temporarily unavailable. Please try again later or choose another plan.",
  de: "Dieser Tarif ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später noch einmal oder wählen Sie einen anderen Tarif.",
} as const;

let standIn: StandIn;
let store: OwnStore;
/** /topay for the cheapest Japan data plan synced from the stand-in. */
let checkoutPath: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // One 1/10,000 of a dollar: no package costs so little.
  standIn = await startEsimAccessStandIn({ ...CREDENTIALS, balance: 1 });
  const dataDir = seededDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, config);
    const supplier = createEsimAccessSupplier({ ...CREDENTIALS, baseUrl: standIn.baseUrl, webhookToken: "gate-browser-webhook-token-0123" });
    await createCatalogSync({ db: database.db }).syncFromSupplier(supplier, RetailRulesSchema.parse({ default: { percent: 40 } }));
    const [plan] = await database.db
      .select({ slug: plans.slug })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, "esimaccess"), eq(areas.slug, "japan"), eq(plans.kind, "data")))
      .orderBy(asc(plans.costE4), asc(plans.slug))
      .limit(1);
    checkoutPath = `/topay?area=japan&plan=${plan!.slug}`;
  } finally {
    await database.close();
  }
  store = await startOwnStore(
    { TRUST_PROXY: "true", ESIM_PROVIDER: "esimaccess", ESIMACCESS_ACCESS_CODE: CREDENTIALS.accessCode, ESIMACCESS_SECRET_KEY: CREDENTIALS.secretKey, ESIMACCESS_BASE_URL: standIn.baseUrl },
    { dataDir },
  );
});

test.afterAll(async () => {
  await stopOwnStore(store);
  await standIn?.close();
});

/** Nothing was placed for the buyer, and the supplier took no order. */
async function expectNothingPlaced(request: Parameters<typeof guest>[0], buyer: Buyer) {
  const orders = await api<{ list: unknown[] }>(request, `${store.base}/v3/query/orders`, {}, { token: buyer.token, ip: buyer.ip });
  expect(orders.obj.list).toEqual([]);
  expect(standIn.control.orders()).toEqual([]);
}

test("Pay shows that the plan is temporarily unavailable, and no order is placed", async ({ page, context }) => {
  const buyer = await guest(page.request, store.base);
  await markDialogsSeen(context, store.base);
  await signIn(context, store.base, buyer);
  await gotoReady(page, `${store.base}${checkoutPath}`);
  await page.locator('.checkout-form input[name="email"]').fill(buyer.email);
  await page.locator(".pay-button").click();
  await expect(page.getByRole("alert")).toHaveText(UNAVAILABLE.en, SLOW);
  await expect(page.locator(".pay-button")).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe("/topay");
  await expectNothingPlaced(page.request, buyer);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the page's form answers the same, in the page's language", async ({ page, context }) => {
    const buyer = await guest(page.request, store.base);
    await markDialogsSeen(context, store.base);
    await context.addCookies([{ name: "session", value: buyer.token, url: store.base }]);
    await page.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });
    await page.goto(`${store.base}${localize("de", checkoutPath)}`);
    await page.locator('.checkout-form input[name="email"]').fill(buyer.email);
    await page.locator(".pay-button").click();
    await expect(page.locator(".checkout-form .error-text")).toHaveText(UNAVAILABLE.de);
    expect(new URL(page.url()).pathname).toBe(localize("de", "/topay"));
    // The typed address stays in the form.
    await expect(page.locator('.checkout-form input[name="email"]')).toHaveValue(buyer.email);
    await expectNothingPlaced(page.request, buyer);
  });
});
