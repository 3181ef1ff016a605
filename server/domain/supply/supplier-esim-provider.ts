/**
 * The eSIM provider port (server/adapters/esim/esim-provider.ts) on top of a wholesale supplier
 * (docs/SUPPLIERS.md#fulfilment). The provisioning job calls `provision` again and again until it
 * answers an eSIM; each call picks up where the order stands in `supplier_orders`:
 *
 * - nothing asked yet, or refused: record SENDING, then send (our reference: the order's id);
 * - SENDING (the answer never came: a time-out, a reset, a crash): reconcile first, by looking
 *   the reference up at the supplier; found means placed, not found means it may be sent again,
 *   "cannot tell yet" means ask later. Never a blind second order;
 * - PLACED: ask for the order's profiles; while they are being allocated the job waits (without
 *   spending attempts) until the supplier's webhook wakes it or the next poll finds them.
 *
 * A supplier refusal that trying again cannot fix (unknown package, none left, not allowed) is
 * permanent: the job settles at once. `settle` is the last word before a refund: an eSIM the
 * supplier has after all is delivered instead, and one still pending is logged for the operator.
 */
import type { EsimProvider, EsimStatus, ProvisionedEsim, ProvisionRequest, TopupRequest } from "../../adapters/esim/esim-provider.ts";
import type { EsimSupplier, SupplierError, SupplierOrder, SupplierPackage, SupplierProfile } from "../../adapters/esim/supplier.ts";
import { EsimPendingError, EsimProviderError } from "../../../shared/esim/provider-errors.ts";
import type { Db } from "../../db/client.ts";
import { moveSupplierOrder, noteSupplierOrder, startSending, supplierOrderFor, type SupplierOrderRow } from "./supply-repository.ts";

const MIB = 1024 * 1024;

export interface SupplierProviderLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SupplierProviderDeps {
  db: Db;
  supplier: EsimSupplier;
  log: SupplierProviderLog;
  now?: () => Date;
  /** How soon to ask again for a profile being allocated, in its first minute (the webhook usually comes first). */
  pollSoonMs?: number;
  /** How often to ask after that. */
  pollLaterMs?: number;
  /** How long an order may stay unallocated before each further wait counts as a failed attempt. */
  allocationPatienceMs?: number;
  /** How long after an unanswered top-up its effect must show on the eSIM before it is sent again. */
  topupSettleMs?: number;
}

/** The adapter's SupplierError, recognised by name: the domain sees the port's types only. */
const isSupplierError = (err: unknown): err is SupplierError => err instanceof Error && err.name === "SupplierError";

/** Trying again cannot help with these: the order settles at once (and is refunded). */
const PERMANENT = new Set<SupplierError["failure"]>(["invalid", "not-entitled", "out-of-stock"]);

function providerError(err: SupplierError, what: string): EsimProviderError {
  return new EsimProviderError(`${what}: ${err.failure} (${err.supplierCode ?? "no code"}): ${err.message}`, PERMANENT.has(err.failure) ? "permanent" : "retry");
}

const provisioned = (p: SupplierProfile): ProvisionedEsim => ({
  providerRef: p.ref,
  iccid: p.iccid,
  smdpAddress: p.smdpAddress,
  matchingId: p.matchingId,
  activationCode: p.activationCode,
});

/**
 * The supplier's top-up package that adds what the buyer paid for: the same data and days, else
 * the smallest that gives at least both (never less than what was sold). Null when none does.
 */
export function matchTopupPackage(packages: readonly SupplierPackage[], addMb: number, addDays: number): SupplierPackage | null {
  const fits = packages.filter((p) => p.kind === "topup" && p.dataBytes !== null && p.dataBytes >= addMb * MIB && p.validityDays >= addDays);
  const exact = fits.find((p) => p.dataBytes === addMb * MIB && p.validityDays === addDays);
  if (exact) return exact;
  return [...fits].sort((a, b) => a.dataBytes! - b.dataBytes! || a.validityDays - b.validityDays || a.cost - b.cost)[0] ?? null;
}

export function createSupplierEsimProvider(deps: SupplierProviderDeps): EsimProvider {
  const { db, supplier, log } = deps;
  const now = deps.now ?? (() => new Date());
  const pollSoonMs = deps.pollSoonMs ?? 3_000;
  const pollLaterMs = deps.pollLaterMs ?? 30_000;
  const patienceMs = deps.allocationPatienceMs ?? 15 * 60_000;
  const topupSettleMs = deps.topupSettleMs ?? 2 * 60_000;

  /** The order's profile, or a wait: the job comes back when woken, or at the next poll. */
  async function collect(row: SupplierOrderRow, order: SupplierOrder): Promise<ProvisionedEsim> {
    if (order.state === "allocated") {
      const [profile] = order.profiles;
      if (!profile) throw new EsimProviderError(`${supplier.name} order ${order.supplierOrderRef} was allocated without a profile`);
      if (order.profiles.length > 1) log.error({ orderId: row.orderId, supplierOrderRef: order.supplierOrderRef, iccids: order.profiles.map((p) => p.iccid) }, "a supplier order came with more than one profile: the first is delivered, cancel the others");
      await moveSupplierOrder(db, row, "obtained", {}, now());
      return provisioned(profile);
    }
    const waited = now().getTime() - (row.placedAt ?? row.attemptedAt ?? row.createdAt).getTime();
    // Past its patience each look is a failed attempt, so the job ends (settles, refunds) in time.
    if (waited > patienceMs) throw new EsimProviderError(`${supplier.name} order ${order.supplierOrderRef} is not allocated after ${Math.round(waited / 60_000)} min`);
    throw new EsimPendingError(`${supplier.name} order ${order.supplierOrderRef} is being allocated`, waited < 60_000 ? pollSoonMs : pollLaterMs);
  }

  async function placed(row: SupplierOrderRow, order: SupplierOrder, note: string | null = null): Promise<SupplierOrderRow> {
    const at = now();
    const moved = await moveSupplierOrder(db, row, "placed", { supplierOrderRef: order.supplierOrderRef, placedAt: at, note }, at);
    // Moved meanwhile by another run of the job: go on from the row as it is now.
    return moved ?? (await supplierOrderFor(db, row.orderId)) ?? row;
  }

  /**
   * The reconcile after a request whose answer never came: what the supplier has for our
   * reference. Answers the order found (placed), or null when nothing is there (refused: it may
   * be sent again). Throws a wait when the supplier cannot tell yet.
   */
  async function reconcile(row: SupplierOrderRow): Promise<{ row: SupplierOrderRow; order: SupplierOrder } | null> {
    const found = await supplier.findOrder(row.reference, row.attemptedAt ? { attemptedAt: row.attemptedAt } : {});
    const at = now();
    switch (found.found) {
      case "unknown-yet":
        await noteSupplierOrder(db, row.orderId, "reconcile: the supplier cannot tell yet", at);
        throw new EsimPendingError(`${supplier.name} cannot tell yet whether order ${row.reference} was taken`, pollLaterMs);
      case "none": {
        const refused = await moveSupplierOrder(db, row, "refused", { note: "reconcile: no order with our reference" }, at);
        if (!refused) throw new EsimProviderError(`order ${row.reference} moved during its reconcile`);
        return null;
      }
      case "one":
        log.warn({ orderId: row.orderId, supplierOrderRef: found.order.supplierOrderRef }, "reconcile found the supplier order: it is not sent again");
        return { row: await placed(row, found.order), order: found.order };
      case "several": {
        const [first, ...others] = found.orders;
        const extra = others.map((o) => o.supplierOrderRef);
        log.error({ orderId: row.orderId, delivered: first!.supplierOrderRef, extra }, "the supplier holds several orders with one reference: the first is delivered, the others need an operator");
        return { row: await placed(row, first!, `several orders at the supplier; also ${extra.join(", ")}`), order: first! };
      }
    }
  }

  async function send(orderId: string, request: ProvisionRequest, packageCode: string): Promise<ProvisionedEsim> {
    const at = now();
    const row = await startSending(db, { orderId, supplier: supplier.name, purpose: "esim", reference: orderId, at });
    if (!row) throw new EsimProviderError(`order ${orderId} is being sent by another run`);
    let order: SupplierOrder;
    try {
      order = await supplier.order({ reference: row.reference, packageCode, ...(request.dailyMb !== null ? { days: request.validityDays } : {}) });
    } catch (err) {
      // Anything but a definite refusal leaves the row SENDING: the next run reconciles.
      if (!isSupplierError(err) || err.failure === "ambiguous") throw isSupplierError(err) ? providerError(err, "the order's answer never came; reconciling before anything is sent again") : err;
      await moveSupplierOrder(db, row, "refused", { note: `${err.failure}: ${err.message}`.slice(0, 500) }, now());
      if (err.failure === "balance-too-low") log.error({ orderId, supplier: supplier.name }, "the supplier refused a paid order: the prepaid balance is too low; top it up, the order is retried");
      throw providerError(err, `${supplier.name} refused the order`);
    }
    return collect(await placed(row, order), order);
  }

  async function withSupplierErrors<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw isSupplierError(err) ? providerError(err, what) : err;
    }
  }

  return {
    name: supplier.name,

    async provision(request) {
      const orderId = request.orderKey;
      if (!request.packageCode) throw new EsimProviderError(`order ${orderId}: its plan is not sold by ${supplier.name}`, "permanent");
      const row = await supplierOrderFor(db, orderId);
      if (!row || row.state === "REFUSED") return send(orderId, request, request.packageCode);
      if (row.state === "ABANDONED") throw new EsimProviderError(`order ${orderId} was settled without an eSIM`, "permanent");
      if (row.state === "SENDING") {
        const found = await withSupplierErrors("reconcile", () => reconcile(row));
        return found ? collect(found.row, found.order) : send(orderId, request, request.packageCode);
      }
      // PLACED, or DONE (the job died before recording the eSIM): the supplier answers the same profile.
      return collect(row, await withSupplierErrors("the order's profiles", () => supplier.orderProfiles(row.supplierOrderRef!)));
    },

    async settle(orderKey) {
      let row = await supplierOrderFor(db, orderKey);
      if (!row) return null;
      let order: SupplierOrder | null = null;
      if (row.state === "SENDING") {
        const found = await reconcile(row).catch((err: unknown) => {
          // Still unknown: the give-up is retried with the back-off until the supplier can tell.
          throw err instanceof EsimPendingError ? new EsimProviderError(err.message) : err;
        });
        if (found) ({ row, order } = found);
        else row = (await supplierOrderFor(db, orderKey))!;
      } else if (row.state === "PLACED" || row.state === "DONE") {
        order = await supplier.orderProfiles(row.supplierOrderRef!);
      }
      if (order?.state === "allocated" && order.profiles[0]) {
        await moveSupplierOrder(db, row, "obtained", {}, now());
        log.warn({ orderId: orderKey, supplierOrderRef: order.supplierOrderRef }, "the supplier allocated the eSIM at the last moment: delivered, not refunded");
        return provisioned(order.profiles[0]);
      }
      if (order) log.error({ orderId: orderKey, supplierOrderRef: order.supplierOrderRef }, "a supplier order is still unallocated when its order is refunded: cancel it at the supplier once it arrives");
      await moveSupplierOrder(db, row, "abandon", {}, now());
      return null;
    },

    async status(ref): Promise<EsimStatus> {
      const p = await withSupplierErrors("the eSIM's state", () => supplier.profile(ref));
      return { install: p.install, validity: p.validity, dataUsedMb: Math.floor(p.dataUsedBytes / MIB), activatedAt: p.activatedAt, expiresAt: p.expiresAt };
    },

    async topup(ref, request: TopupRequest) {
      const orderId = request.key;
      const profile = { ref, iccid: request.iccid };
      let row = await supplierOrderFor(db, orderId);
      if (row?.state === "DONE") return { providerRef: ref };
      if (row?.state === "SENDING") {
        // No supplier looks top-ups up by our reference, but each shows on the eSIM's total: a
        // total above the one before sending means it was applied.
        const total = (await withSupplierErrors("the eSIM's state", () => supplier.profile(ref))).dataTotalBytes;
        const before = row.dataTotalBytesBefore;
        if (total !== null && before !== null && total > before) {
          await moveSupplierOrder(db, row, "obtained", {}, now());
          return { providerRef: ref };
        }
        const age = now().getTime() - (row.attemptedAt ?? row.createdAt).getTime();
        if (age < topupSettleMs) throw new EsimPendingError(`top-up ${orderId}: its answer never came; waiting to see it on the eSIM`, pollSoonMs);
        row = await moveSupplierOrder(db, row, "refused", { note: "reconcile: the eSIM's total did not grow" }, now());
        if (!row) throw new EsimProviderError(`top-up ${orderId} moved during its reconcile`);
      }
      const packages = await withSupplierErrors("the eSIM's top-up packages", () => supplier.topupPackagesFor(profile));
      const pkg = matchTopupPackage(packages, request.addMb, request.addDays);
      if (!pkg) throw new EsimProviderError(`${supplier.name} sells no top-up of ${request.addMb} MB for ${request.addDays} days for this eSIM`, "permanent");
      const before = (await withSupplierErrors("the eSIM's state", () => supplier.profile(ref))).dataTotalBytes;
      const at = now();
      const sending = await startSending(db, { orderId, supplier: supplier.name, purpose: "topup", reference: orderId, at, dataTotalBytesBefore: before });
      if (!sending) throw new EsimProviderError(`top-up ${orderId} is being sent by another run`);
      try {
        await supplier.topup({ reference: orderId, profile, packageCode: pkg.code });
      } catch (err) {
        if (!isSupplierError(err) || err.failure === "ambiguous") throw isSupplierError(err) ? providerError(err, "the top-up's answer never came; checking the eSIM before sending again") : err;
        await moveSupplierOrder(db, sending, "refused", { note: `${err.failure}: ${err.message}`.slice(0, 500) }, now());
        throw providerError(err, `${supplier.name} refused the top-up`);
      }
      await moveSupplierOrder(db, sending, "obtained", {}, now());
      return { providerRef: ref };
    },

    async disable(ref) {
      const p = await withSupplierErrors("the eSIM's state", () => supplier.profile(ref));
      // Only a profile never installed can be cancelled (and refunded to the store); one in use
      // keeps its data until it ends, as with every supplier.
      if (p.install !== "UNDOWNLOAD") {
        log.warn({ ref, install: p.install }, "a refunded eSIM was already installed: it cannot be cancelled at the supplier");
        return;
      }
      if (supplier.capabilities.cancel === "none") return;
      try {
        await supplier.cancel(ref);
      } catch (err) {
        // The buyer's money must not wait on the supplier's word: a refusal that trying again
        // cannot change is left to the operator, and the refund goes ahead.
        if (!isSupplierError(err) || !PERMANENT.has(err.failure)) throw isSupplierError(err) ? providerError(err, "the cancellation") : err;
        log.error({ ref, failure: err.failure, supplierCode: err.supplierCode }, "the supplier refused to cancel a refunded eSIM: the buyer is refunded; settle it with the supplier by hand");
      }
    },
  };
}
