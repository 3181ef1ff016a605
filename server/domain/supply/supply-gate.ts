/**
 * The check before a payment starts (docs/SUPPLIERS.md#before-a-payment-starts): can the
 * configured supplier fulfil an order of this plan now? The checkout asks before it writes the
 * order, so a refusal charges nothing and leaves no order awaiting payment.
 *
 * - No supplier (the simulator): always.
 * - A plan the supplier does not sell: not from this supplier, without a package code, or
 *   inactive (the sync withdraws a package the supplier no longer lists, and an import a plan its
 *   file no longer has, so an active plan of this supplier is one they listed).
 * - A prepaid balance that does not cover the order's cost (a supplier without a balance,
 *   invoiced, is never short). A catalogue file need not state a plan's cost (catalog-file.ts):
 *   such a plan is refused only by a read that refuses every plan.
 *
 * The balance is read at most every `cacheMs` (30 s): a read per order would spend the
 * supplier's rate limit on the checkout. A cached balance that would refuse is read again
 * (after `rereadMs`, so a burst of refused orders is one read, not one each): a topped-up balance
 * sells within seconds, not after the cache runs out. A read that takes longer than `waitMs`
 * does not hold the buyer: it counts as no answer (below), and fills the cache when it arrives.
 *
 * A failed read (docs/SUPPLIERS.md#before-a-payment-starts):
 * - `retryable`, `ambiguous`, an unclassified error or no answer in time: sells (fails open).
 *   The supplier is busy or unreachable for a moment; refusing would stop every sale for a blip,
 *   while an order it then cannot fulfil is retried by provisioning and refunded automatically.
 * - any other kind (`auth` above all): refuses (fails closed). The supplier answered, and said
 *   something an order would meet too: credentials refused, the account not entitled. Taking
 *   money for orders that are certain to fail only to refund them helps no one.
 *
 * Every read below `lowBalanceE4` calls `onLowBalance`, which alerts the operator at most once
 * a day per supplier (low-balance-alert.ts); the gate awaits it, but its failure is only logged.
 */
import type { EsimSupplier, SupplierError, SupplierFailure, UsdE4 } from "../../adapters/esim/supplier.ts";
import { systemClock, type Clock } from "../../kernel/index.ts";

/** What the gate reads of a plan: `costE4` is the order's cost at the supplier (a daily plan's per-day cost times its days). */
export interface SupplyPlan {
  supplier: string | null;
  supplierPackageCode: string | null;
  costE4: UsdE4 | null;
  active: boolean;
}

export type Orderable = "ok" | "unavailable";

/** A balance read below the alert threshold. */
export interface LowBalance {
  supplier: string;
  balanceE4: UsdE4;
  thresholdE4: UsdE4;
  /** When it was read. */
  at: Date;
}

export interface SupplyGateDeps {
  /** The supplier that fulfils orders (ESIM_PROVIDER); null for the simulator. */
  supplier: EsimSupplier | null;
  now?: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** A balance below this alerts the operator (SUPPLIER_LOW_BALANCE_USD); 0 never does. */
  lowBalanceE4: UsdE4;
  onLowBalance: (alert: LowBalance) => Promise<void>;
  /** How long a balance read is used for (default 30 s). */
  cacheMs?: number;
  /** How soon a balance that refuses is read again (default 5 s). */
  rereadMs?: number;
  /** How long an order waits for a balance read (default 3 s). */
  waitMs?: number;
}

export interface SupplyGate {
  checkOrderable(plan: SupplyPlan): Promise<Orderable>;
  /**
   * This process's latest balance read, if one answered (the console's attention queue: a
   * balance read above the threshold since an alert means it was topped up). Null with the
   * simulator, before the first read, or when the last read failed.
   */
  lastBalance(): { supplier: string; balanceE4: UsdE4 | null; at: Date } | null;
}

/** Failures that say nothing about the next order: the supplier was busy or did not answer. */
const OPEN_FAILURES: ReadonlySet<SupplierFailure | "unclassified"> = new Set(["retryable", "ambiguous", "unclassified"]);

/**
 * The kind of a supplier's failure. By its name, not `instanceof`: the domain imports the port's
 * types only, never adapter code.
 */
function failureOf(err: unknown): SupplierFailure | "unclassified" {
  return err instanceof Error && err.name === "SupplierError" && typeof (err as SupplierError).failure === "string" ? (err as SupplierError).failure : "unclassified";
}

type Reading = { at: number; balance: UsdE4 | null } | { at: number; failure: SupplierFailure | "unclassified" };

export function createSupplyGate(deps: SupplyGateDeps): SupplyGate {
  const { supplier, log } = deps;
  const now = deps.now ?? systemClock;
  const cacheMs = deps.cacheMs ?? 30_000;
  const rereadMs = deps.rereadMs ?? 5_000;
  const waitMs = deps.waitMs ?? 3_000;
  let last: Reading | null = null;
  // One read at a time: orders arriving meanwhile share it.
  let reading: Promise<Reading> | null = null;

  async function readBalance(from: EsimSupplier): Promise<Reading> {
    try {
      const balance = await from.balance();
      const at = now();
      if (balance !== null && balance < deps.lowBalanceE4) {
        await deps.onLowBalance({ supplier: from.name, balanceE4: balance, thresholdE4: deps.lowBalanceE4, at }).catch((err: unknown) => {
          log.error({ err, supplier: from.name }, "the low supplier balance alert could not be queued");
        });
      }
      return { at: at.getTime(), balance };
    } catch (err) {
      const failure = failureOf(err);
      const open = OPEN_FAILURES.has(failure);
      // Closed means nothing sells until someone acts: that is an error for the operator.
      (open ? log.warn : log.error).call(log, { err, supplier: from.name, failure }, open ? "supplier balance not read; checkout sells meanwhile" : "supplier balance refused; checkout sells none of its plans");
      return { at: now().getTime(), failure };
    }
  }

  function read(from: EsimSupplier): Promise<Reading> {
    reading ??= readBalance(from).then((r) => {
      last = r;
      reading = null;
      return r;
    });
    return reading;
  }

  /** The read, or null when it did not come within `waitMs`. */
  async function within(pending: Promise<Reading>): Promise<Reading | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
      timer.unref();
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const refuses = (r: Reading, costE4: UsdE4) => ("failure" in r ? !OPEN_FAILURES.has(r.failure) : r.balance !== null && r.balance < costE4);

  return {
    lastBalance() {
      const r = last as Reading | null;
      return supplier && r && "balance" in r ? { supplier: supplier.name, balanceE4: r.balance, at: new Date(r.at) } : null;
    },

    async checkOrderable(plan) {
      if (!supplier) return "ok";
      if (plan.supplier !== supplier.name || !plan.supplierPackageCode || !plan.active) return "unavailable";
      const costE4 = plan.costE4 ?? 0;
      const at = now().getTime();
      let r = last;
      if (!r || at - r.at >= cacheMs || (refuses(r, costE4) && at - r.at >= rereadMs)) r = await within(read(supplier));
      return r && refuses(r, costE4) ? "unavailable" : "ok";
    },
  };
}
