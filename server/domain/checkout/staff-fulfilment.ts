/**
 * The console's actions on a stuck order (docs/CONSOLE.md#fulfilment-actions): send the install
 * mail again, ask the eSIM provider for the eSIM's state now, retry a fulfilment that waits or
 * gave up, cancel an unused eSIM. Each checks the member's permission first, writes its audit
 * entry (target: the order, by number) in the transaction that records what it did, and is
 * exactly-once or harmless when repeated: the install mail is throttled per order, a retry moves
 * the order's one fulfilment job (never a second eSIM: the job and the supplier order machine
 * keep to one), a cancellation is one durable job by key. The provider is never called inside a
 * transaction.
 */
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import type { JobQueue, RetryNow } from "../jobs/index.ts";
import { can, recordAudit, type Permission, type StaffClient } from "../staff/index.ts";
import { orderById, orderByNo, type OrderRow } from "./checkout-repository.ts";
import { cancelEsimJob, provisionJob, topupJob } from "./checkout-jobs.ts";
import type { FulfilmentActionError } from "./errors.ts";
import type { Fulfilment } from "./fulfilment.ts";
import { ORDER_NO_PATTERN } from "./order-rules.ts";

/** Who acts: the console's session gives the member's id and roles. */
export interface StaffActor {
  staffId: string;
  roles: readonly string[];
}

export type StaffActionOutcome<T> = Outcome<T, FulfilmentActionError>;

/** What the audit log records of these actions (target kind "order", target id the order number). */
export const ORDER_ACTION_AUDIT = {
  installMailResent: "order.install-mail-resent",
  esimRefreshed: "order.esim-refreshed",
  fulfilmentRetried: "order.fulfilment-retried",
  esimCancelRequested: "order.esim-cancel-requested",
} as const;

/** How often one order's install mail may go out again at staff's asking: 3 an hour, whoever asks. */
export const INSTALL_MAIL_RESEND_LIMIT = { max: 3, windowMs: 3_600_000 } as const;

/** An eSIM nobody has downloaded or used yet: what may still be cancelled at the supplier. */
export const isUnused = (status: { install: string; validity: string; dataUsedMb: number; activatedAt: Date | null }): boolean =>
  status.install === "UNDOWNLOAD" && status.validity === "VALID" && status.dataUsedMb === 0 && status.activatedAt === null;

export interface StaffFulfilmentDeps {
  db: Db;
  jobs: JobQueue;
  esims: Pick<EsimsService, "forOrders" | "byId" | "readStatus" | "applyStatusIn" | "disableAtProvider" | "markDisabled">;
  fulfilment: Pick<Fulfilment, "queueDeliveryMail">;
  /** Counts the install mails sent again, per order (memory, or Redis across instances). */
  limiter: RateLimiter;
  log: { warn(obj: object, msg: string): void };
  now: Clock;
}

const address = (client: StaffClient) => client.ip.slice(0, 100);
const esimFacts = (e: Pick<EsimRow, "installState" | "validityState" | "dataUsedMb" | "activatedAt" | "expiresAt">) => ({
  install: e.installState,
  validity: e.validityState,
  dataUsedMb: e.dataUsedMb,
  activatedAt: e.activatedAt?.toISOString() ?? null,
  expiresAt: e.expiresAt?.toISOString() ?? null,
});

export function createStaffFulfilment(deps: StaffFulfilmentDeps) {
  const { db, jobs, esims, now } = deps;

  /** The order a permitted member names; the refusal otherwise (an unknown member's roles allow nothing). */
  async function orderFor(actor: StaffActor, permission: Permission, orderNo: string): Promise<StaffActionOutcome<OrderRow>> {
    if (!can(actor.roles, permission)) return no("STAFF_FORBIDDEN");
    const order = ORDER_NO_PATTERN.test(orderNo) ? await orderByNo(db, orderNo) : null;
    return order ? ok(order) : no("ORDER_NOT_FOUND");
  }

  /** The eSIM an order is about: its own, or for a top-up the eSIM it tops up. */
  async function esimOf(order: OrderRow): Promise<EsimRow | null> {
    if (order.kind === "topup") return order.topupEsimId ? esims.byId(order.topupEsimId) : null;
    const [esim] = await esims.forOrders([order.id]);
    return esim ?? null;
  }

  /** Asks the provider; null when it failed (nothing is changed then). */
  async function providerStatus(esimId: string) {
    try {
      return { read: await esims.readStatus(esimId) };
    } catch (err) {
      deps.log.warn({ err, esimId }, "the eSIM provider did not answer a console refresh");
      return null;
    }
  }

  return {
    /**
     * The delivery mail again, to the order's address, with a fresh link (the earlier mail's link
     * stops working). At most INSTALL_MAIL_RESEND_LIMIT an hour per order, counted before
     * anything else; a delivered eSIM order only.
     */
    async resendInstallMail(actor: StaffActor, orderNo: string, client: StaffClient): Promise<StaffActionOutcome<{ to: string }>> {
      const found = await orderFor(actor, "orders.fulfil", orderNo);
      if (!found.ok) return found;
      const order = found.obj;
      const [esim] = order.kind === "esim" && order.status === "DELIVERED" ? await esims.forOrders([order.id]) : [];
      if (!esim || !order.email || esim.installState === "DISABLED") return no("ORDER_NOT_DELIVERED");
      const { max, windowMs } = INSTALL_MAIL_RESEND_LIMIT;
      if (!(await deps.limiter.hit(`staff-install-mail:${order.id}`, max, windowMs)).allowed) return no("INSTALL_MAIL_LIMITED");
      const to = order.email;
      await db.transaction(async (tx) => {
        await deps.fulfilment.queueDeliveryMail(tx, order, esim);
        await recordAudit(tx, { staffId: actor.staffId, action: ORDER_ACTION_AUDIT.installMailResent, targetKind: "order", targetId: order.orderNo, after: { to }, address: address(client) }, now());
      });
      return ok({ to });
    },

    /**
     * The eSIM's state and usage asked of the provider now and recorded, as the orders page's
     * refresh records them; for a top-up, its eSIM's. A switched-off eSIM is not asked (its row
     * is the store's own word). Answers the eSIM as it stands after.
     */
    async refreshEsim(actor: StaffActor, orderNo: string, client: StaffClient): Promise<StaffActionOutcome<EsimRow>> {
      const found = await orderFor(actor, "orders.fulfil", orderNo);
      if (!found.ok) return found;
      const order = found.obj;
      const esim = await esimOf(order);
      if (!esim) return no("ESIM_NOT_FOUND");
      const asked = await providerStatus(esim.id);
      if (!asked) return no("ESIM_PROVIDER_UNAVAILABLE");
      if (!asked.read) return ok(esim);
      const { row, status } = asked.read;
      const updated = await db.transaction(async (tx) => {
        const after = await esims.applyStatusIn(tx, row, status);
        await recordAudit(
          tx,
          {
            staffId: actor.staffId,
            action: ORDER_ACTION_AUDIT.esimRefreshed,
            targetKind: "order",
            targetId: order.orderNo,
            before: esimFacts(row),
            after: after ? esimFacts(after) : { unchanged: "the eSIM changed meanwhile" },
            address: address(client),
          },
          now(),
        );
        return after;
      });
      return ok(updated ?? (await esims.byId(esim.id, db)) ?? esim);
    },

    /**
     * A paid order still waiting for its eSIM (or top-up): its fulfilment job runs again now. A
     * job that gave up gets all its attempts back, a waiting one is due at once (the worker
     * takes it within its poll), and a missing one (deleted by the retention) is written again
     * under the same key. The job is the only way to the supplier: it reconciles a request whose
     * answer never came through the supplier order machine before anything is sent again, and
     * records one eSIM per order, so a retry never buys a second one.
     */
    async retryFulfilment(actor: StaffActor, orderNo: string, client: StaffClient): Promise<StaffActionOutcome<{ job: RetryNow }>> {
      const found = await orderFor(actor, "orders.fulfil", orderNo);
      if (!found.ok) return found;
      const order = found.obj;
      if (order.status !== "PAID") return no("FULFILMENT_NOT_PENDING");
      const job = await db.transaction(async (tx) => {
        const definition = order.kind === "topup" ? topupJob : provisionJob;
        const key = `${order.kind === "topup" ? "topup" : "provision"}:${order.id}`;
        let moved = await jobs.retryNow(tx, key);
        if (moved === "absent" && (await jobs.enqueue(tx, definition, { orderId: order.id }, { key }))) moved = "requeued";
        await recordAudit(tx, { staffId: actor.staffId, action: ORDER_ACTION_AUDIT.fulfilmentRetried, targetKind: "order", targetId: order.orderNo, after: { job: moved }, address: address(client) }, now());
        return moved;
      });
      return ok({ job });
    },

    /**
     * Cancels the order's eSIM at the supplier while nobody has downloaded or used it (asked of
     * the provider now, not the stored state). Recorded as a request, carried out once by the
     * `order.cancel-esim` job, whose run checks once more. Cancelling refunds nothing: a refund
     * is its own action. An eSIM switched off already is answered as it is.
     */
    async cancelEsim(actor: StaffActor, orderNo: string, client: StaffClient): Promise<StaffActionOutcome<{ state: "cancelling" | "cancelled" }>> {
      const found = await orderFor(actor, "esims.cancel", orderNo);
      if (!found.ok) return found;
      const order = found.obj;
      const [esim] = order.kind === "esim" ? await esims.forOrders([order.id]) : [];
      if (esim?.installState === "DISABLED") return ok({ state: "cancelled" });
      if (!esim || order.status !== "DELIVERED") return no("ORDER_NOT_DELIVERED");
      const asked = await providerStatus(esim.id);
      if (!asked) return no("ESIM_PROVIDER_UNAVAILABLE");
      if (!asked.read) return ok({ state: "cancelled" });
      const { row, status } = asked.read;
      if (!isUnused(status)) {
        // What the provider said is recorded either way: the page shows why it was refused.
        await esims.applyStatusIn(db, row, status);
        return no("ESIM_IN_USE");
      }
      await db.transaction(async (tx) => {
        await esims.applyStatusIn(tx, row, status);
        if (!(await jobs.enqueue(tx, cancelEsimJob, { orderId: order.id }, { key: `cancel-esim:${order.id}` }))) return;
        await recordAudit(
          tx,
          { staffId: actor.staffId, action: ORDER_ACTION_AUDIT.esimCancelRequested, targetKind: "order", targetId: order.orderNo, before: esimFacts(row), address: address(client) },
          now(),
        );
      });
      return ok({ state: "cancelling" });
    },

    /**
     * The `order.cancel-esim` job: asks the provider once more whether the eSIM is unused (the
     * buyer may have installed it since the request), then cancels it there and records it
     * switched off. Safe to repeat: a switched-off eSIM is not asked again.
     */
    async cancelAtProvider(orderId: string): Promise<void> {
      const order = await orderById(db, orderId);
      const [esim] = order ? await esims.forOrders([orderId]) : [];
      if (!esim || esim.installState === "DISABLED") return;
      const read = await esims.readStatus(esim.id);
      if (!read) return;
      if (!isUnused(read.status)) {
        await esims.applyStatusIn(db, read.row, read.status);
        deps.log.warn({ orderId }, "an eSIM staff asked to cancel was downloaded or used meanwhile: it is not cancelled");
        return;
      }
      if (await esims.disableAtProvider(orderId)) await esims.markDisabled(db, orderId);
    },
  };
}

export type StaffFulfilment = ReturnType<typeof createStaffFulfilment>;
