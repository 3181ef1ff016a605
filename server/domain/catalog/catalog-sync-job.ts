/**
 * The catalogue sync as a durable job (docs/SUPPLIERS.md#the-sync): the supplier that fulfils
 * orders (ESIM_PROVIDER) is synced when the store starts and then at the start of every hour.
 * Every instance that runs jobs enqueues the hour's run under a key made of the supplier and the
 * hour, so however many instances do, the hour has one job; it waits in the jobs table through a
 * restart and runs on whichever worker claims it. A store started again within the hour finds
 * the hour's run taken and waits for the next.
 *
 * A sync that fails (the supplier down or refusing the credentials, a broken rules file) is
 * recorded in catalog_syncs with nothing changed, and its job is done: the next hour tries again.
 * Retrying it within the hour buys nothing: the adapters already retry a passing refusal
 * (`retryable`) with back-off, what is left needs time or the operator (a refused credential, a
 * broken file), a retried run would call a failing supplier every few seconds and fill
 * catalog_syncs with failed rows, and meanwhile the shelves keep the last good sync. Only a run
 * that could not be recorded at all (the database out of reach) is retried, a few times.
 */
import { z } from "zod";
import type { EsimSupplier } from "../../adapters/esim/supplier.ts";
import { defineJob, type JobExecutor, type JobQueue, type JobWorker } from "../jobs/index.ts";
import type { RetailRules } from "../pricing/index.ts";
import { countsSummary, type CatalogSync } from "./catalog-sync.ts";

/** How often the scheduled sync runs: hourly, at the start of each UTC hour. */
export const CATALOG_SYNC_EVERY_MS = 3_600_000;
/** After an enqueue failed (the database out of reach), the scheduler tries again this much later. */
const ENQUEUE_RETRY_MS = 60_000;

/**
 * A run whose outcome could not be recorded is tried this often (5 s, then 10 s apart); a
 * database out of reach longer than that leaves the run to the next hour. The kind string is
 * stored in the jobs table: never rename it.
 */
export const catalogSyncJob = defineJob("catalog.sync", z.object({ supplier: z.string().min(1) }), { maxAttempts: 3 });

/** The start of the period `at` falls in: periods of `everyMs` counted from the epoch, so hours are UTC hours. */
export function periodStart(at: Date, everyMs: number = CATALOG_SYNC_EVERY_MS): Date {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs);
}

/**
 * The job key of the run of the period `at` falls in, `catalog-sync:esimaccess:2026-06-10T09:00:00.000Z`:
 * the same in every instance, so a period has one run.
 */
export function catalogSyncKey(supplier: string, at: Date, everyMs: number = CATALOG_SYNC_EVERY_MS): string {
  return `catalog-sync:${supplier}:${periodStart(at, everyMs).toISOString()}`;
}

/** When the next scheduled run is enqueued: the start of the period after the one `at` falls in. */
export function nextCatalogSyncAt(at: Date, everyMs: number = CATALOG_SYNC_EVERY_MS): Date {
  return new Date(periodStart(at, everyMs).getTime() + everyMs);
}

/** Enqueues the run of the period `at` falls in, due at once; false when the period has its run already. */
export function enqueueCatalogSync(jobs: JobQueue, executor: JobExecutor, supplier: string, at: Date, everyMs: number = CATALOG_SYNC_EVERY_MS): Promise<boolean> {
  return jobs.enqueue(executor, catalogSyncJob, { supplier }, { key: catalogSyncKey(supplier, at, everyMs) });
}

/** Where each run says how it went, in one line (pino's call shape; the domain does not depend on pino). */
export interface CatalogSyncLog {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/**
 * Runs the scheduled sync of `supplier` (the adapter of ESIM_PROVIDER) with the rules `rules()`
 * reads at each run. A failed sync is logged and the job done; a run that could not be recorded
 * throws, and the queue tries it again.
 */
export function registerCatalogSyncJob(
  worker: Pick<JobWorker, "register">,
  catalogSync: Pick<CatalogSync, "run">,
  supplier: EsimSupplier,
  deps: { rules: () => Promise<RetailRules>; log: CatalogSyncLog },
): void {
  const { log } = deps;
  worker.register(catalogSyncJob, {
    async run(payload, job) {
      if (payload.supplier !== supplier.name) {
        // Enqueued under another ESIM_PROVIDER (before a restart that changed it, or by an
        // instance set up otherwise): this store sells its own supplier's catalogue.
        log.warn({ supplier: payload.supplier, configured: supplier.name, jobKey: job.key }, `catalogue sync of ${payload.supplier} skipped: this store syncs ${supplier.name} (ESIM_PROVIDER)`);
        return;
      }
      const started = performance.now();
      const outcome = await catalogSync.run(supplier, deps.rules);
      const fields = { supplier: supplier.name, jobKey: job.key, ms: Math.round(performance.now() - started) };
      if (outcome.status === "ok") log.info({ ...fields, counts: outcome.counts }, `catalogue synced from ${supplier.name}: ${countsSummary(outcome.counts)}`);
      else log.error({ ...fields, reason: outcome.error }, `catalogue sync from ${supplier.name} failed, nothing changed; the next hour tries again: ${outcome.error}`);
    },
  });
}

export interface CatalogSyncScheduleDeps {
  db: JobExecutor;
  jobs: JobQueue;
  /** The supplier's name (`EsimSupplier.name`): what the job's payload and key carry. */
  supplier: string;
  now?: () => Date;
  /** Default hourly. */
  everyMs?: number;
  /** An enqueue that failed (the database out of reach): it is tried again a minute later. */
  onError: (err: unknown) => void;
}

/**
 * Enqueues the current period's run now, then the next period's at its start, until the stop
 * function it answers is called (which waits for an enqueue under way). The timer does not keep
 * the process alive. Each tick waits for the clock's next period rather than a fixed interval, so
 * a late timer still lands in its period and instances started at different times agree on the
 * hour.
 */
export function scheduleCatalogSync(deps: CatalogSyncScheduleDeps): () => Promise<void> {
  const now = deps.now ?? (() => new Date());
  const everyMs = deps.everyMs ?? CATALOG_SYNC_EVERY_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let pending: Promise<void> = Promise.resolve();

  function tick(): void {
    const at = now();
    pending = enqueueCatalogSync(deps.jobs, deps.db, deps.supplier, at, everyMs).then(
      () => wait(nextCatalogSyncAt(at, everyMs).getTime() - now().getTime()),
      (err: unknown) => {
        deps.onError(err);
        wait(ENQUEUE_RETRY_MS);
      },
    );
  }

  function wait(ms: number): void {
    if (stopped) return;
    timer = setTimeout(tick, Math.max(0, ms));
    timer.unref();
  }

  tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await pending;
  };
}
