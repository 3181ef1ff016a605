/**
 * The console dashboard against a real database (docs/CONSOLE.md#dashboard): the sales, paid
 * orders and refunds of today, the last 7 and the last 30 UTC days, the top destinations, and the
 * 30 days' series, with orders bought on the test's clock; unpaid orders and orders paid before
 * the period count for nothing; every role may read it, a member without one may not.
 */
// @both-engines: the dashboard's sums, grouping by UTC day (to_char of a timestamptz at time zone 'UTC') and their types come back from each driver differently.
import { describe, expect, it } from "vitest";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffMembers } from "../../../tests/support/staff.ts";
import type { DashboardView } from "./index.ts";

const c = useCheckoutApp({ start: new Date("2026-10-20T09:00:00.000Z") });
const members = staffMembers(c.t, c.now);
const desk = () => c.t.services.orderDesk;
const JAPAN = { area: "japan", plan: "5gb-30-days" };
const THAILAND = { area: "thailand", plan: "1gb-7-days" };

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

describe("the dashboard", () => {
  it("sums the orders paid in each period, ranks their destinations and charts the last 30 days", async () => {
    const owner = await members.owner();
    const { token } = await c.account();
    // Paid before the 30 days: counts nowhere.
    const old = (await c.buy(token, JAPAN)).order;
    c.setClock(new Date("2026-11-25T10:00:00.000Z"));
    const november = (await c.buy(token, JAPAN)).order;
    c.setClock(new Date("2026-12-08T23:30:00.000Z"));
    const thai = (await c.buy(token, THAILAND)).order;
    c.setClock(new Date("2026-12-10T08:00:00.000Z"));
    const today = (await c.buy(token, JAPAN)).order;
    expect((await c.refund(token, today.orderNo)).body).toMatchObject({ success: true });
    await c.runJobs();
    await c.placed(token, JAPAN);
    c.setClock(new Date("2026-12-10T12:00:00.000Z"));

    const [a, n, t, d] = [old, november, thai, today].map((o) => o.charge.minor) as [number, number, number, number];
    expect(a).toBeGreaterThan(0);
    const read = async (period: DashboardView["period"]) => expectOk(await desk().dashboard(owner, period));

    const ofToday = await read("today");
    expect(ofToday).toMatchObject({ period: "today", from: "2026-12-10", to: "2026-12-10", salesUsdMinor: d, orders: 1, refundedUsdMinor: d, topAreas: [{ areaSlug: "japan", salesUsdMinor: d, orders: 1 }] });

    const week = await read("7d");
    expect(week).toMatchObject({ from: "2026-12-04", to: "2026-12-10", salesUsdMinor: t + d, orders: 2, refundedUsdMinor: d });
    expect(week.topAreas).toEqual(
      [
        { areaSlug: "japan", salesUsdMinor: d, orders: 1 },
        { areaSlug: "thailand", salesUsdMinor: t, orders: 1 },
      ].sort((x, y) => y.salesUsdMinor - x.salesUsdMinor || x.areaSlug.localeCompare(y.areaSlug)),
    );

    const month = await read("30d");
    expect(month).toMatchObject({ from: "2026-11-11", to: "2026-12-10", salesUsdMinor: n + t + d, orders: 3, refundedUsdMinor: d });
    expect(month.topAreas.map((r) => [r.areaSlug, r.orders])).toEqual(n + d >= t ? [["japan", 2], ["thailand", 1]] : [["thailand", 1], ["japan", 2]]);

    // The series is the same 30 days whatever the period, each day's own figures, zeros between.
    expect(ofToday.days).toEqual(month.days);
    expect(month.days).toHaveLength(30);
    expect(month.days[0]!.day).toBe("2026-11-11");
    expect(month.days.at(-1)).toEqual({ day: "2026-12-10", salesUsdMinor: d, orders: 1 });
    expect(month.days.filter((x) => x.orders > 0)).toEqual([
      { day: "2026-11-25", salesUsdMinor: n, orders: 1 },
      { day: "2026-12-08", salesUsdMinor: t, orders: 1 },
      { day: "2026-12-10", salesUsdMinor: d, orders: 1 },
    ]);
  });

  it("is every role's, and no one else's", async () => {
    for (const role of ["support", "catalogue", "finance", "partners"] as const) {
      expect(await desk().dashboard(await members.member([role]), "today"), role).toMatchObject({ ok: true });
    }
    const owner = await members.owner();
    expect(await desk().dashboard({ staffId: owner.staffId, roles: [] }, "30d")).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
  });
});
