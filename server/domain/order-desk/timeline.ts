/**
 * An order's timeline (docs/CONSOLE.md#the-timeline), from the facts each owner keeps: the
 * order's own dates, its payment attempts and the provider's events, the supplier order and the
 * supplier's webhooks, its mails, its jobs, what staff did to it and their notes. Pure: the
 * service gathers the facts, this puts them in order and says who did what.
 *
 * Only what the tables keep can be shown: a payment attempt, a supplier order, a mail and a job
 * are each one row whose state is overwritten as it moves, so the timeline shows when each
 * began, its last change and its state now (a supplier order refused and sent again shows its
 * count of sends and its last note, not each refusal).
 */
import type { OrderKind, OrderStatus, PaymentStatus } from "../../../shared/order-states.ts";
import type { StaffSupplierOrderView, TimelineActor, TimelineEvent } from "./order-desk-view.ts";

export interface TimelineFacts {
  order: {
    orderNo: string;
    kind: OrderKind;
    status: OrderStatus;
    createdAt: Date;
    paidAt: Date | null;
    deliveredAt: Date | null;
    updatedAt: Date;
    amountUsdMinor: number;
    balanceMinor: number;
  };
  /** How the buyer is named (the order's address, else the account's). */
  buyer: string | null;
  /** Who delivered the eSIM or top-up: the supplier, or the eSIM provider. */
  deliveredBy: string | null;
  payments: readonly { id: string; provider: string; amountUsdMinor: number; status: PaymentStatus; failureCode: string | null; createdAt: Date; updatedAt: Date }[];
  paymentEvents: readonly { paymentId: string | null; provider: string; eventId: string; type: string; outcome: string | null; receivedAt: Date }[];
  supplierOrders: readonly (StaffSupplierOrderView & { createdAt: Date; updatedAt: Date })[];
  supplierEvents: readonly { supplier: string; eventId: string; kind: string; outcome: string | null; receivedAt: Date }[];
  mails: readonly { to: string; kind: string; attempts: number; createdAt: Date; sentAt: Date | null; lastError: string | null; givenUp: boolean }[];
  jobs: readonly {
    key: string;
    kind: string;
    attempts: number;
    maxAttempts: number;
    runAt: Date;
    lockedUntil: Date | null;
    lastError: string | null;
    doneAt: Date | null;
    failedAt: Date | null;
    createdAt: Date;
  }[];
  audit: readonly { at: Date; staffId: string | null; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[];
  notes: readonly { id: string; at: Date; staffId: string; text: string }[];
  /** Members' addresses by id (who wrote a note, who acted). */
  staffEmails: ReadonlyMap<string, string>;
  /** When the timeline is read: a job held by a worker until later is running now. */
  now: Date;
}

const SYSTEM: TimelineActor = { kind: "system", label: null };

/** When the money went back in full: the last confirmed card refund, else (a refund with no card part) the order's last change. */
function refundedAt(facts: TimelineFacts): Date {
  const confirmed = facts.payments.filter((p) => p.status === "REFUNDED").map((p) => p.updatedAt.getTime());
  return confirmed.length > 0 ? new Date(Math.max(...confirmed)) : facts.order.updatedAt;
}

export function buildTimeline(facts: TimelineFacts): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const add = (at: Date | null, kind: string, actor: TimelineActor, detail: Record<string, unknown> = {}) => {
    if (at) events.push({ at, kind, actor, detail });
  };
  const { order } = facts;
  const buyer: TimelineActor = { kind: "buyer", label: facts.buyer };
  const staff = (staffId: string | null): TimelineActor => (staffId ? { kind: "staff", label: facts.staffEmails.get(staffId) ?? null } : SYSTEM);

  add(order.createdAt, "order.placed", buyer, { kind: order.kind, amountMinor: order.amountUsdMinor, balanceMinor: order.balanceMinor });
  const cardMinor = order.amountUsdMinor - order.balanceMinor;
  const paidBy = facts.payments.find((p) => p.status !== "CREATED" && p.status !== "PENDING" && p.status !== "FAILED");
  add(order.paidAt, "order.paid", cardMinor > 0 && paidBy ? { kind: "provider", label: paidBy.provider } : buyer, { balanceMinor: order.balanceMinor, cardMinor });
  add(order.deliveredAt, "order.delivered", facts.deliveredBy ? { kind: "supplier", label: facts.deliveredBy } : SYSTEM);
  if (order.status === "REFUNDED") add(refundedAt(facts), "order.refunded", SYSTEM);
  if (order.status === "CANCELLED") add(order.updatedAt, "order.cancelled", SYSTEM);

  for (const p of facts.payments) {
    add(p.createdAt, "payment.started", buyer, { paymentId: p.id, provider: p.provider, amountMinor: p.amountUsdMinor });
    if (p.status !== "CREATED") add(p.updatedAt, `payment.${p.status.toLowerCase()}`, { kind: "provider", label: p.provider }, { paymentId: p.id, failureCode: p.failureCode });
  }
  for (const e of facts.paymentEvents) {
    add(e.receivedAt, "payment.event", { kind: "provider", label: e.provider }, { paymentId: e.paymentId, eventId: e.eventId, type: e.type, outcome: e.outcome });
  }

  for (const s of facts.supplierOrders) {
    const about = { supplier: s.supplier, purpose: s.purpose, orderNo: s.orderNo };
    add(s.createdAt, "supplier.request-sent", SYSTEM, about);
    if (s.sends > 1) add(s.attemptedAt, "supplier.request-sent-again", SYSTEM, { ...about, sends: s.sends });
    add(s.placedAt, "supplier.order-placed", { kind: "supplier", label: s.supplier }, { ...about, supplierOrderRef: s.supplierOrderRef });
    const last = Math.max(s.createdAt.getTime(), s.attemptedAt?.getTime() ?? 0, s.placedAt?.getTime() ?? 0);
    if (s.updatedAt.getTime() > last || s.state !== "PLACED") {
      add(s.updatedAt, "supplier.order-state", { kind: "supplier", label: s.supplier }, { ...about, state: s.state, sends: s.sends, note: s.note });
    }
  }
  for (const e of facts.supplierEvents) {
    add(e.receivedAt, "supplier.webhook", { kind: "supplier", label: e.supplier }, { eventId: e.eventId, type: e.kind, outcome: e.outcome });
  }

  for (const m of facts.mails) {
    const state = m.sentAt ? "sent" : m.givenUp ? "given-up" : "waiting";
    add(m.createdAt, "mail.queued", SYSTEM, { template: m.kind, to: m.to, state, attempts: m.attempts, lastError: m.lastError });
    add(m.sentAt, "mail.sent", SYSTEM, { template: m.kind, to: m.to });
  }

  for (const j of facts.jobs) {
    const running = j.lockedUntil !== null && j.lockedUntil > facts.now;
    const state = j.doneAt ? "done" : j.failedAt ? "gave-up" : running ? "running" : "waiting";
    add(j.createdAt, "job.queued", SYSTEM, {
      key: j.key,
      job: j.kind,
      state,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      lastError: j.lastError,
      ...(state === "waiting" ? { runAt: j.runAt.toISOString() } : {}),
    });
    add(j.doneAt, "job.done", SYSTEM, { key: j.key, job: j.kind, attempts: j.attempts });
    add(j.failedAt, "job.gave-up", SYSTEM, { key: j.key, job: j.kind, attempts: j.attempts, lastError: j.lastError });
  }

  for (const a of facts.audit) add(a.at, a.action, staff(a.staffId), { before: a.before, after: a.after });
  for (const n of facts.notes) add(n.at, "note", staff(n.staffId), { noteId: n.id, text: n.text });

  // By time; events of one instant keep the order above (the order's own, then payments, ...).
  return events.map((e, i) => ({ e, i })).sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i).map(({ e }) => e);
}
