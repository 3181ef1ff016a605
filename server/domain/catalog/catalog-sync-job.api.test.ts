// @both-engines: one job per hour however many instances enqueue it at once (concurrent inserts of one key), and the worker's claim of it
/**
 * The scheduled catalogue sync, wired as the store wires it with ESIM_PROVIDER=esimaccess and
 * eSIM Access's stand-in: instances scheduling it in the same hour enqueue one job; the worker
 * runs it, the sync is recorded and the storefront shows the synced plans; a sync the supplier
 * refuses is recorded, changes nothing, and its job is done rather than retried, until the next
 * hour's run succeeds; the rules file is read at every run.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { areas, catalogSyncs, jobs, plans } from "../../db/schema.ts";
import type { AreaDetail, Plan } from "../../../shared/api/catalog.ts";
import { call } from "../../../tests/support/test-app.ts";
import { useEsimAccessStore } from "../../../tests/support/esimaccess-store.ts";
import { createCatalogSync } from "./catalog-sync.ts";
import { catalogSyncJob, scheduleCatalogSync } from "./catalog-sync-job.ts";

let clock = new Date("2026-06-10T09:05:00.000Z");
const store = useEsimAccessStore("job", { default: { percent: 40 } }, () => clock);
const { rulesFile, writeRules } = store;
const db = () => store.app().services.database.db;
const syncJobs = () => db().select().from(jobs).where(eq(jobs.kind, catalogSyncJob.kind)).orderBy(jobs.createdAt);
const syncRuns = () => db().select().from(catalogSyncs).where(eq(catalogSyncs.supplier, "esimaccess")).orderBy(desc(catalogSyncs.id));
const packageLists = () => store.standIn().control.requests.filter((r) => r.path === "package/list").length;
const enqueueErrors: unknown[] = [];
/** Another instance's scheduler, on the same database and clock. */
const otherInstance = () => scheduleCatalogSync({ db: db(), jobs: store.app().services.jobs, supplier: "esimaccess", now: () => clock, onError: (err) => enqueueErrors.push(err) });
/** Schedules as the store does at start, and stops again once the hour's run is enqueued. */
const scheduleNow = () => store.app().services.startCatalogSync!()();

describe("the hourly catalogue sync", () => {
  it("is enqueued once per hour, however many instances schedule it", async () => {
    const stops = [store.app().services.startCatalogSync!(), otherInstance(), otherInstance()];
    await Promise.all(stops.map((stop) => stop()));
    clock = new Date("2026-06-10T09:55:00.000Z");
    await otherInstance()();
    expect(enqueueErrors).toEqual([]);
    expect((await syncJobs()).map((j) => ({ key: j.key, payload: j.payload }))).toEqual([{ key: "catalog-sync:esimaccess:2026-06-10T09:00:00.000Z", payload: { supplier: "esimaccess" } }]);
    expect(packageLists()).toBe(0);
  });

  it("runs on the job worker: the supplier's range is synced, recorded, and on the shelves", async () => {
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    const [job] = await syncJobs();
    expect(job).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(job!.doneAt).not.toBeNull();
    expect(packageLists()).toBeGreaterThan(0);

    const runs = await syncRuns();
    expect(runs).toMatchObject([{ status: "ok", error: null }]);
    expect(runs[0]!.counts!.plansCreated).toBeGreaterThan(100);
    const synced = await db().select().from(plans).where(and(eq(plans.supplier, "esimaccess"), eq(plans.active, true)));
    expect(synced).toHaveLength(runs[0]!.counts!.plansCreated);

    // The sync moved the catalogue's version: the storefront's copy reloads (every CATALOG_REFRESH_MS) and shows the plans.
    expect(await store.app().services.catalog.refresh()).toBe(true);
    const plan = synced[0]!;
    const [area] = await db().select().from(areas).where(eq(areas.id, plan.areaId));
    const shown = await call<{ area: AreaDetail; plan: Plan }>(store.app().app, "/v3/query/package", { area: area!.slug, plan: plan.slug });
    expect(shown.body.obj?.plan).toMatchObject({ slug: plan.slug, price: { usdMinor: plan.priceUsdMinor } });
  });

  it("records a sync the supplier refuses, changes nothing, and does not retry it within the hour", async () => {
    const before = await db().select().from(plans).where(eq(plans.supplier, "esimaccess")).orderBy(plans.id);
    clock = new Date("2026-06-10T10:00:00.000Z");
    store.standIn().control.failNext("package/list", { kind: "refuse", code: "101003" });
    await scheduleNow();
    const lists = packageLists();
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    expect(packageLists()).toBe(lists + 1);

    const [failed, ok] = await syncRuns();
    expect(failed).toMatchObject({ status: "failed", counts: null, startedAt: clock });
    expect(failed!.error).toMatch(/101003/);
    expect(ok).toMatchObject({ status: "ok" });
    expect(await createCatalogSync({ db: db() }).syncState("esimaccess")).toEqual({ supplier: "esimaccess", lastRun: failed, lastSuccess: ok });
    expect(await db().select().from(plans).where(eq(plans.supplier, "esimaccess")).orderBy(plans.id)).toEqual(before);

    // A finished job, not a failed attempt: past every back-off of the queue nothing runs again.
    const job = (await syncJobs()).find((j) => j.key === "catalog-sync:esimaccess:2026-06-10T10:00:00.000Z");
    expect(job).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(job!.doneAt).not.toBeNull();
    clock = new Date("2026-06-10T10:59:00.000Z");
    await scheduleNow();
    expect(await store.app().services.jobWorker.runDue()).toBe(0);
    expect(packageLists()).toBe(lists + 1);
    expect(await syncRuns()).toHaveLength(2);
  });

  it("tries again the next hour", async () => {
    clock = new Date("2026-06-10T11:00:30.000Z");
    await scheduleNow();
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    const [latest] = await syncRuns();
    expect(latest).toMatchObject({ status: "ok", startedAt: clock, counts: { plansCreated: 0, plansWithdrawn: 0 } });
    expect((await syncJobs()).map((j) => j.key)).toEqual([
      "catalog-sync:esimaccess:2026-06-10T09:00:00.000Z",
      "catalog-sync:esimaccess:2026-06-10T10:00:00.000Z",
      "catalog-sync:esimaccess:2026-06-10T11:00:00.000Z",
    ]);
    expect(enqueueErrors).toEqual([]);
  });

  it("reads the rules file at every run: a broken one fails the run before the supplier is asked, an edit applies at the next", async () => {
    await writeRules('{"default":{"percent":');
    clock = new Date("2026-06-10T12:00:00.000Z");
    await scheduleNow();
    const lists = packageLists();
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    expect(packageLists()).toBe(lists);
    const [broken] = await syncRuns();
    expect(broken).toMatchObject({ status: "failed", counts: null, startedAt: clock });
    expect(broken!.error).toContain(`PRICING_RULES ${rulesFile}: `);

    await writeRules(JSON.stringify({ default: { percent: 60 } }));
    clock = new Date("2026-06-10T13:00:00.000Z");
    await scheduleNow();
    expect(await store.app().services.jobWorker.runDue()).toBe(1);
    const [repriced] = await syncRuns();
    expect(repriced).toMatchObject({ status: "ok", counts: { plansCreated: 0, plansWithdrawn: 0 } });
    expect(repriced!.counts!.plansUpdated).toBeGreaterThan(100);
  });
});
