// @both-engines: the change and its audit entry are one transaction under the row's lock, and the readers of both engines must leave the disabled plan and area off the shelves.
/**
 * The console's catalogue against a real database (docs/CONSOLE.md#catalogue): taking a plan or
 * an area off sale and back, as the page calls the domain, with real staff members. Refused
 * without `catalogue.edit`; audited; the catalogue API and ordering follow at once.
 */
import { describe, expect, it } from "vitest";
import { useCheckoutApp } from "../../../tests/support/checkout.ts";
import { staffMembers } from "../../../tests/support/staff.ts";
import { call } from "../../../tests/support/test-app.ts";
import type { AreaDetail, Plan } from "../../../shared/api/catalog.ts";

const c = useCheckoutApp();
const { t } = c;
const members = staffMembers(t, c.now);
const admin = () => t.services.catalogAdmin;
const CLIENT = { ip: "203.0.113.9" };
const PLAN = { area: "japan", plan: "1gb-7-days" };

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}

async function planId(area: string, slug: string): Promise<number> {
  const owner = await members.owner();
  const listed = expectOk(await admin().listing(owner, area, 5));
  const plan = listed.areas.find((a) => a.slug === area)?.plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`no plan ${area}/${slug}`);
  return plan.id;
}

const listedSlugs = async (area: string) => {
  const r = await call<{ area: AreaDetail; plans: Plan[] }>(t.app, "/v2/query/package/list", { area });
  return r.body.success ? r.body.obj!.plans.map((p) => p.slug) : null;
};
const planAnswer = async (area: string, plan: string) => (await call<unknown>(t.app, "/v3/query/package", { area, plan })).body;
const auditOf = async (targetId: string) => expectOk(await t.services.staff.auditEntries(await members.owner(), { targetId }));

describe("a plan off sale", () => {
  it("is refused to a member without catalogue.edit, and nothing changes", async () => {
    const id = await planId(PLAN.area, PLAN.plan);
    const support = await members.member(["support"]);
    expect(await admin().setPlanActive(support, id, false, CLIENT)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await admin().listing(support, "japan", 5)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await listedSlugs(PLAN.area)).toContain(PLAN.plan);
    expect(await auditOf(String(id))).toEqual([]);
  });

  it("leaves the API and cannot be ordered; enabled again, it is back; each change audited once", async () => {
    const id = await planId(PLAN.area, PLAN.plan);
    const editor = await members.member(["catalogue"]);
    const buyer = await c.accountWithBalance(0);

    expect(expectOk(await admin().setPlanActive(editor, id, false, CLIENT))).toEqual({ changed: true, slug: PLAN.plan, areaSlug: PLAN.area });
    // Disabling twice changes nothing and records nothing.
    expect(expectOk(await admin().setPlanActive(editor, id, false, CLIENT)).changed).toBe(false);

    expect(await listedSlugs(PLAN.area)).not.toContain(PLAN.plan);
    expect(await listedSlugs(PLAN.area)).toContain("5gb-30-days");
    expect(await planAnswer(PLAN.area, PLAN.plan)).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
    const total = await c.countOrders();
    expect((await c.place(buyer.token, PLAN)).body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
    expect(await c.countOrders()).toBe(total);
    const listed = expectOk(await admin().listing(editor, "japan", 5)).areas.find((a) => a.slug === "japan")!;
    expect(listed.plans.find((p) => p.id === id)).toMatchObject({ active: true, disabled: true });

    expect(expectOk(await admin().setPlanActive(editor, id, true, CLIENT)).changed).toBe(true);
    expect(await listedSlugs(PLAN.area)).toContain(PLAN.plan);
    expect((await c.place(buyer.token, PLAN)).body).toMatchObject({ success: true });

    const entries = await auditOf(String(id));
    expect(entries.map((e) => e.action)).toEqual(["plan.enabled", "plan.disabled"]);
    expect(entries[1]).toMatchObject({ staffId: editor.staffId, targetKind: "plan", address: CLIENT.ip, before: { plan: "japan/1gb-7-days", disabled: false }, after: { plan: "japan/1gb-7-days", disabled: true } });
  });

  it("answers PLAN_NOT_FOUND for a plan that does not exist", async () => {
    expect(await admin().setPlanActive(await members.owner(), 987_654, false, CLIENT)).toEqual({ ok: false, code: "PLAN_NOT_FOUND" });
  });
});

describe("an area off sale", () => {
  it("takes every plan of the area off the shelves and out of search, and brings them back", async () => {
    const editor = await members.member(["catalogue"]);
    const support = await members.member(["support"]);
    expect(await admin().setAreaActive(support, "japan", false, CLIENT)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await admin().setAreaActive(editor, "atlantis", false, CLIENT)).toEqual({ ok: false, code: "AREA_NOT_FOUND" });

    expect(expectOk(await admin().setAreaActive(editor, "japan", false, CLIENT)).changed).toBe(true);
    expect(await listedSlugs("japan")).toBeNull();
    const search = await call<{ slug: string }[]>(t.app, "/v2/search/areas", { keyword: "japan" });
    expect((search.body.obj ?? []).map((h) => h.slug)).not.toContain("japan");
    expect((await c.place((await c.accountWithBalance(0)).token, { area: "japan", plan: "5gb-30-days" })).body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });

    expect(expectOk(await admin().setAreaActive(editor, "japan", true, CLIENT)).changed).toBe(true);
    expect(await listedSlugs("japan")).toContain("5gb-30-days");
    expect((await auditOf("japan")).map((e) => e.action)).toEqual(["area.enabled", "area.disabled"]);
  });
});
