// @both-engines: the price and its audit entry are one transaction under the plan's row lock, and both engines' readers must sell the console's price
/**
 * Prices set in the console (docs/CONSOLE.md#catalogue) against a real database: refused without
 * `prices.edit`, at or below the plan's cost, or out of range; audited; sold at once (the API and
 * an order's charge follow), kept when the plan's source rewrites its own price, and back to the
 * source's price when cleared.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { plans } from "../../db/schema.ts";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffMembers } from "../../../tests/support/staff.ts";
import { call } from "../../../tests/support/test-app.ts";
import type { Plan } from "../../../shared/api/catalog.ts";

// Outside the Christmas campaign, so the list price is the price charged.
const c = useCheckoutApp({ start: new Date("2027-03-10T09:00:00.000Z") });
const { t } = c;
const members = staffMembers(t, c.now);
const admin = () => t.services.catalogAdmin;
const db = () => t.services.database.db;
const CLIENT = { ip: "203.0.113.9" };
const PLAN = { area: "japan", plan: "5gb-30-days" };

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

async function listed(area: string, slug: string) {
  const plan = expectOk(await admin().listing(await members.owner(), area, 5))
    .areas.find((a) => a.slug === area)
    ?.plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`no plan ${area}/${slug}`);
  return plan;
}
const soldAt = async () => (await call<{ plan: Plan }>(t.app, "/v3/query/package", PLAN)).body.obj!.plan.price.usdMinor;
const auditOf = async (targetId: string) => expectOk(await t.services.staff.auditEntries(await members.owner(), { targetId }));

describe("a price set in the console", () => {
  it("is refused without prices.edit, and nothing changes", async () => {
    const { id, priceUsdMinor } = await listed(PLAN.area, PLAN.plan);
    for (const roles of [["support"], ["finance"], ["partners"]] as const) {
      expect(await admin().setPlanPrice(await members.member([...roles]), id, 100, CLIENT)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    }
    expect(await soldAt()).toBe(priceUsdMinor);
    expect(await auditOf(String(id))).toEqual([]);
  });

  it("is sold at once and charged; kept when the source rewrites its price; cleared, the source's price is back; each change audited", async () => {
    const plan = await listed(PLAN.area, PLAN.plan);
    const editor = await members.member(["catalogue"]);
    const price = plan.priceUsdMinor + 150;

    expect(expectOk(await admin().setPlanPrice(editor, plan.id, price, CLIENT))).toEqual({ changed: true, areaSlug: PLAN.area, slug: PLAN.plan, priceUsdMinor: price });
    expect(expectOk(await admin().setPlanPrice(editor, plan.id, price, CLIENT)).changed).toBe(false);
    expect(await soldAt()).toBe(price);
    expect(await listed(PLAN.area, PLAN.plan)).toMatchObject({ priceUsdMinor: price, sourcePriceUsdMinor: plan.priceUsdMinor, priceSet: true });
    const buyer = await c.accountWithBalance(0);
    expect((await c.placed(buyer.token, PLAN)).charge.minor).toBe(price);

    // The sync or the import rewrites the source's price at its next run: the console's price stays sold.
    await db()
      .update(plans)
      .set({ priceUsdMinor: sql`${plans.priceUsdMinor} + 1` })
      .where(eq(plans.id, plan.id));
    await t.services.catalog.refresh();
    expect(await soldAt()).toBe(price);

    expect(expectOk(await admin().setPlanPrice(editor, plan.id, null, CLIENT)).priceUsdMinor).toBe(plan.priceUsdMinor + 1);
    expect(await soldAt()).toBe(plan.priceUsdMinor + 1);

    const entries = await auditOf(String(plan.id));
    expect(entries.map((e) => e.action)).toEqual(["plan.price-set", "plan.price-set"]);
    expect(entries[1]).toMatchObject({
      staffId: editor.staffId,
      address: CLIENT.ip,
      before: { plan: "japan/5gb-30-days", priceUsdMinor: plan.priceUsdMinor, set: false },
      after: { plan: "japan/5gb-30-days", priceUsdMinor: price, set: true },
    });
    expect(entries[0]).toMatchObject({ before: { priceUsdMinor: price, set: true }, after: { priceUsdMinor: plan.priceUsdMinor + 1, set: false } });
  });

  it("refuses a price out of range or not above the plan's cost", async () => {
    const plan = await listed(PLAN.area, "1gb-7-days");
    const editor = await members.member(["catalogue"]);
    for (const bad of [0, -5, 1.5, 10_000_001, Number.NaN]) expect(await admin().setPlanPrice(editor, plan.id, bad, CLIENT), String(bad)).toEqual({ ok: false, code: "PRICE_INVALID" });
    // A cost of $3.0000 at the supplier: $3.00 is a loss once the fee is paid, $3.01 is not.
    await db().update(plans).set({ costE4: 30_000 }).where(eq(plans.id, plan.id));
    expect(await admin().setPlanPrice(editor, plan.id, 300, CLIENT)).toEqual({ ok: false, code: "PRICE_NOT_ABOVE_COST" });
    expect(expectOk(await admin().setPlanPrice(editor, plan.id, 301, CLIENT)).priceUsdMinor).toBe(301);
    expect(await admin().setPlanPrice(editor, 987_654, 500, CLIENT)).toEqual({ ok: false, code: "PLAN_NOT_FOUND" });
  });
});
