// @both-engines: the sync's writes and the console's flag meet on the same plan rows; the sync must never put back on sale what staff took off.
/**
 * The console's catalogue with a wholesale supplier (docs/CONSOLE.md#catalogue): "Sync now"
 * enqueues a `catalog.sync` job due now, audited, even after the hour's run; a plan disabled in the
 * console stays off sale through a sync that changes it; the markup rules in force are the file's.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { areas, jobs, plans } from "../../db/schema.ts";
import { call } from "../../../tests/support/test-app.ts";
import { useEsimAccessStore } from "../../../tests/support/esimaccess-store.ts";
import { staffMembers } from "../../../tests/support/staff.ts";
import { catalogSyncJob } from "./catalog-sync-job.ts";

let clock = new Date("2026-06-10T09:05:00.000Z");
const store = useEsimAccessStore("admin", { default: { percent: 40 }, areas: { japan: { percent: 30, plusMinor: 50 } } }, () => clock);
const { rulesFile, writeRules } = store;
const CLIENT = { ip: "203.0.113.9" };

const db = () => store.app().services.database.db;
const admin = () => store.app().services.catalogAdmin;
const members = () => staffMembers(store.app(), () => clock);
const syncJobs = () => db().select().from(jobs).where(eq(jobs.kind, catalogSyncJob.kind)).orderBy(jobs.createdAt);

describe("sync now", () => {
  it("is refused without catalogue.edit; enqueues a run due now, audited; and a disabled plan stays off sale through it", async () => {
    const m = members();
    const support = await m.member(["support"]);
    const editor = await m.member(["catalogue"]);
    expect(await admin().requestSync(support, CLIENT)).toEqual({ ok: false, code: "STAFF_FORBIDDEN" });
    expect(await syncJobs()).toEqual([]);

    expect(await admin().requestSync(editor, CLIENT)).toEqual({ ok: true, obj: { supplier: "esimaccess" } });
    expect((await syncJobs()).map((j) => j.key)).toEqual(["catalog-sync:esimaccess:requested:2026-06-10T09:05:00.000Z"]);
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    const [run] = await admin().recentSyncs(5);
    expect(run).toMatchObject({ supplier: "esimaccess", status: "ok" });

    const [synced] = await db()
      .select({ id: plans.id, slug: plans.slug, area: areas.slug, price: plans.priceUsdMinor })
      .from(plans)
      .innerJoin(areas, eq(areas.id, plans.areaId))
      .where(and(eq(plans.supplier, "esimaccess"), eq(plans.active, true)))
      .limit(1);
    await store.app().services.catalog.refresh();
    expect(expectOk(await admin().setPlanActive(editor, synced!.id, false, CLIENT)).changed).toBe(true);

    // Another run, with rules that change every price: the plan is updated, and stays off sale.
    await writeRules(JSON.stringify({ default: { percent: 60 } }));
    clock = new Date("2026-06-10T09:07:00.000Z");
    expect((await admin().requestSync(editor, CLIENT)).ok).toBe(true);
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    const [after] = await db().select().from(plans).where(eq(plans.id, synced!.id));
    expect(after).toMatchObject({ active: true, disabled: true });
    expect(after!.priceUsdMinor).not.toBe(synced!.price);
    await store.app().services.catalog.refresh();
    expect((await call(store.app().app, "/v3/query/package", { area: synced!.area, plan: synced!.slug })).body).toMatchObject({ success: false, code: "PLAN_NOT_FOUND" });
    expect(await store.app().services.catalog.supplyOf(synced!.id)).toMatchObject({ active: false });

    const audit = expectOk(await store.app().services.staff.auditEntries(await m.owner(), { action: "catalogue.sync-requested" }));
    expect(audit.map((e) => ({ staffId: e.staffId, targetKind: e.targetKind, targetId: e.targetId }))).toEqual([
      { staffId: editor.staffId, targetKind: "supplier", targetId: "esimaccess" },
      { staffId: editor.staffId, targetKind: "supplier", targetId: "esimaccess" },
    ]);
  });

  it("shows the markup rules the next sync reads, from the file, and says when the file does not read", async () => {
    expect(await admin().markupRules()).toEqual({ file: rulesFile, rules: { default: { percent: 60, plusMinor: 0 }, regions: {}, areas: {}, plans: {}, ending: 99 } });
    await writeRules("{ not json");
    const broken = await admin().markupRules();
    expect(broken.file).toBe(rulesFile);
    expect(broken.problem).toMatch(/PRICING_RULES/);
  });
});

function expectOk<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}
