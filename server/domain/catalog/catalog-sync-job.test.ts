import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EsimSupplier } from "../../adapters/esim/supplier.ts";
import type { JobDefinition, TypedJobHandler } from "../jobs/index.ts";
import { DEFAULT_RETAIL_RULES } from "../pricing/index.ts";
import type { CatalogSyncOutcome } from "./catalog-sync.ts";
import { CATALOG_SYNC_EVERY_MS, catalogSyncJob, catalogSyncKey, nextCatalogSyncAt, registerCatalogSyncJob, type CatalogSyncLog } from "./catalog-sync-job.ts";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe("the scheduled sync's hour", () => {
  it("keys every moment of a UTC hour alike, and the next hour otherwise", () => {
    expect(catalogSyncKey("esimaccess", at("2026-06-10T09:00:00.000Z"))).toBe("catalog-sync:esimaccess:2026-06-10T09:00:00.000Z");
    expect(catalogSyncKey("esimaccess", at("2026-06-10T09:59:59.999Z"))).toBe("catalog-sync:esimaccess:2026-06-10T09:00:00.000Z");
    expect(catalogSyncKey("esimaccess", at("2026-06-10T10:00:00.000Z"))).toBe("catalog-sync:esimaccess:2026-06-10T10:00:00.000Z");
    // Whatever the server's time zone: the hour is UTC's (India is half an hour off it).
    expect(catalogSyncKey("airalo", at("2026-06-10T15:29:00.000+05:30"))).toBe("catalog-sync:airalo:2026-06-10T09:00:00.000Z");
  });

  it("names the supplier, so each supplier has its own run in an hour", () => {
    const now = at("2026-06-10T09:30:00.000Z");
    expect(catalogSyncKey("esimaccess", now)).not.toBe(catalogSyncKey("airalo", now));
  });

  it("is next enqueued at the start of the next hour, even from the first instant of one", () => {
    expect(nextCatalogSyncAt(at("2026-06-10T09:00:00.000Z")).toISOString()).toBe("2026-06-10T10:00:00.000Z");
    expect(nextCatalogSyncAt(at("2026-06-10T09:59:59.999Z")).toISOString()).toBe("2026-06-10T10:00:00.000Z");
    expect(nextCatalogSyncAt(at("2026-12-31T23:10:00.000Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("gives one key per period and the next period's start within one period, for any moment and period", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(60_000, 15 * 60_000, HOUR, 24 * HOUR), (ms, every) => {
        const now = new Date(ms);
        const next = nextCatalogSyncAt(now, every);
        expect(next.getTime() - ms).toBeGreaterThan(0);
        expect(next.getTime() - ms).toBeLessThanOrEqual(every);
        expect(catalogSyncKey("s", new Date(next.getTime() - 1), every)).toBe(catalogSyncKey("s", now, every));
        expect(catalogSyncKey("s", next, every)).not.toBe(catalogSyncKey("s", now, every));
      }),
    );
    expect(CATALOG_SYNC_EVERY_MS).toBe(HOUR);
  });
});

describe("the scheduled sync's job", () => {
  const COUNTS = { areasCreated: 2, areasUpdated: 0, plansCreated: 406, plansUpdated: 1, plansWithdrawn: 3, leftOut: { topup: 288 } };
  const supplier = { name: "esimaccess" } as EsimSupplier;

  /** The handler registered for the kind, a log that keeps its lines, and the runs asked of the sync. */
  function registered(result: () => Promise<CatalogSyncOutcome>) {
    const lines: { level: keyof CatalogSyncLog; obj: Record<string, unknown>; msg: string }[] = [];
    const log: CatalogSyncLog = {
      info: (obj, msg) => lines.push({ level: "info", obj, msg }),
      warn: (obj, msg) => lines.push({ level: "warn", obj, msg }),
      error: (obj, msg) => lines.push({ level: "error", obj, msg }),
    };
    const runs: string[] = [];
    let handler: TypedJobHandler<{ supplier: string }> | undefined;
    const worker = {
      register<P extends Record<string, unknown>>(job: JobDefinition<P, unknown>, h: TypedJobHandler<P>) {
        expect(job).toBe(catalogSyncJob);
        handler = h as unknown as TypedJobHandler<{ supplier: string }>;
      },
    };
    const catalogSync = {
      run: async (s: EsimSupplier, rules: () => Promise<unknown>) => {
        runs.push(s.name);
        expect(await rules()).toBe(DEFAULT_RETAIL_RULES);
        return result();
      },
    };
    registerCatalogSyncJob(worker, catalogSync, supplier, { rules: async () => DEFAULT_RETAIL_RULES, log });
    const job = { id: "j1", key: "catalog-sync:esimaccess:2026-06-10T09:00:00.000Z", attempt: 1 };
    return { lines, runs, run: (payload: { supplier: string }) => handler!.run(payload, job) };
  }

  it("logs one info line with what a run changed", async () => {
    const { lines, runs, run } = registered(async () => ({ status: "ok", counts: COUNTS }));
    await run({ supplier: "esimaccess" });
    expect(runs).toEqual(["esimaccess"]);
    expect(lines).toEqual([
      {
        level: "info",
        obj: expect.objectContaining({ supplier: "esimaccess", counts: COUNTS, jobKey: "catalog-sync:esimaccess:2026-06-10T09:00:00.000Z" }),
        msg: "catalogue synced from esimaccess: areas +2 ~0; plans +406 ~1 -3; left out topup 288",
      },
    ]);
  });

  it("logs one error line with the reason of a failed run, and finishes the job: the next hour tries again", async () => {
    const { lines, run } = registered(async () => ({ status: "failed", error: "eSIM Access refused the credentials (101003)", cause: new Error("refused") }));
    await expect(run({ supplier: "esimaccess" })).resolves.toBeUndefined();
    expect(lines).toEqual([{ level: "error", obj: expect.objectContaining({ supplier: "esimaccess", reason: "eSIM Access refused the credentials (101003)" }), msg: expect.stringContaining("eSIM Access refused the credentials (101003)") }]);
  });

  it("fails the attempt when the run could not be recorded, so the queue tries it again", async () => {
    const { lines, run } = registered(() => Promise.reject(new Error("connection refused")));
    await expect(run({ supplier: "esimaccess" })).rejects.toThrow("connection refused");
    expect(lines).toEqual([]);
  });

  it("skips, with a warning, a run enqueued for a supplier this store no longer sells", async () => {
    const { lines, runs, run } = registered(async () => ({ status: "ok", counts: COUNTS }));
    await run({ supplier: "airalo" });
    expect(runs).toEqual([]);
    expect(lines).toEqual([{ level: "warn", obj: expect.objectContaining({ supplier: "airalo", configured: "esimaccess" }), msg: expect.stringContaining("skipped") }]);
  });
});
