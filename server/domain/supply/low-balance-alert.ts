/**
 * The low supplier balance alert (docs/SUPPLIERS.md#low-balance-alert): a balance read below
 * SUPPLIER_LOW_BALANCE_USD is logged at warn and mailed to the operator (OPERATOR_EMAIL), at
 * most once a day (UTC) per supplier, however many reads and instances see it. The job's key is
 * the day's: the queue writes one job per key, so several instances raising it at once mail once.
 */
import { z } from "zod";
import { DEFAULT_LANG } from "../../../shared/i18n/locales.ts";
import { systemClock, type Clock, type Db } from "../../kernel/index.ts";
import { defineJob, jobsOfKindSince, type JobLog, type JobQueue, type JobWorker } from "../jobs/index.ts";
import { enqueueMail } from "../mail/index.ts";
import type { LowBalance } from "./supply-gate.ts";

/** The kind is stored in the `jobs` table: never rename it. */
export const lowBalanceJob = defineJob(
  "supplier.low-balance",
  z.object({ supplier: z.string().min(1), balanceE4: z.number().int(), thresholdE4: z.number().int() }),
);

/** One alert per supplier and UTC day: the job's key, and its mail's. */
export const lowBalanceKey = (supplier: string, at: Date) => `supplier-low-balance:${supplier}:${at.toISOString().slice(0, 10)}`;

/** How the operator knows each supplier (`EsimSupplier.name` is the configuration's word). */
const SUPPLIER_LABELS: Record<string, string> = { esimaccess: "eSIM Access", airalo: "Airalo" };

export interface LowBalanceAlertDeps {
  db: Db;
  jobs: JobQueue;
  /** The alert's job kind is registered here. */
  worker: JobWorker;
  /** Where the mail goes (OPERATOR_EMAIL). */
  operatorEmail: string;
  log: JobLog;
  now?: Clock;
}

export interface LowBalanceAlert {
  /** Queues today's alert for this supplier, unless it is queued already. */
  raise(alert: LowBalance): Promise<void>;
}

export function createLowBalanceAlert(deps: LowBalanceAlertDeps): LowBalanceAlert {
  const now = deps.now ?? systemClock;
  // Today's key per supplier once queued here: the balance is read every 30 s, the table needs asking once a day.
  const queued = new Map<string, string>();

  deps.worker.register(lowBalanceJob, {
    async run({ supplier, balanceE4, thresholdE4 }, job) {
      deps.log.warn({ supplier, balanceE4, thresholdE4 }, "supplier balance below SUPPLIER_LOW_BALANCE_USD: top it up at the supplier, or checkout stops selling its plans");
      // Operator mails are written in the store's default language, as the partnership inbox's are.
      const template = { kind: "supplier-low-balance", supplier: SUPPLIER_LABELS[supplier] ?? supplier, balanceE4, thresholdE4 } as const;
      await enqueueMail(deps.db, { to: deps.operatorEmail, lang: DEFAULT_LANG, template, dedupeKey: job.key }, now());
    },
  });

  return {
    async raise({ supplier, balanceE4, thresholdE4, at }) {
      const key = lowBalanceKey(supplier, at);
      if (queued.get(supplier) === key) return;
      await deps.jobs.enqueue(deps.db, lowBalanceJob, { supplier, balanceE4, thresholdE4 }, { key });
      queued.set(supplier, key);
    },
  };
}

/**
 * The alerts raised since `since`, newest first (the console's attention queue): what is known
 * across instances of a balance below the threshold, each with the balance read and when.
 */
export async function lowBalanceAlertsSince(db: Db, since: Date): Promise<LowBalance[]> {
  const rows = await jobsOfKindSince(db, lowBalanceJob.kind, since, 50);
  return rows.flatMap((row) => {
    const parsed = lowBalanceJob.schema.safeParse(row.payload);
    return parsed.success ? [{ ...parsed.data, at: row.createdAt }] : [];
  });
}
