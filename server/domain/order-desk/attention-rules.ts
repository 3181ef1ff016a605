/**
 * The attention queue's rules (docs/CONSOLE.md#attention-queue): what in the facts needs
 * someone, who may see it, what fixes it, and how the items are grouped. Pure: the service reads
 * the facts from their owners.
 */
import type { Permission } from "../staff/index.ts";
import { ATTENTION_KINDS, type AttentionFix, type AttentionGroup, type AttentionItem, type AttentionKind } from "./order-desk-view.ts";

/** How far back the queue looks for jobs that gave up. */
export const GAVE_UP_LOOKBACK_MS = 30 * 86_400_000;
/** How far back it looks for webhooks that applied to nothing of ours. */
export const IGNORED_WEBHOOK_LOOKBACK_MS = 7 * 86_400_000;
/** How far back it looks for supplier orders found several times at the supplier, and for balance alerts. */
export const SUPPLY_LOOKBACK_MS = 7 * 86_400_000;
/** Items of one kind read at most (the page says when a group is full). */
export const ATTENTION_GROUP_LIMIT = 100;

/**
 * Who may see which kind (server/domain/staff/staff-permissions.ts): what concerns orders, with
 * `orders.read` (owners, support, finance); the supplier's balance and the catalogue sync,
 * which the catalogue team looks after, with `catalogue.edit` (owners, catalogue). The queue
 * itself is open to a member allowed either.
 */
export const ATTENTION_PERMISSION: Readonly<Record<AttentionKind, Permission>> = {
  undelivered: "orders.read",
  "supplier-ambiguous": "orders.read",
  "job-gave-up": "orders.read",
  "webhook-ignored": "orders.read",
  "supplier-balance-low": "catalogue.edit",
  "catalog-sync-failing": "catalogue.edit",
};

/** Job kinds that are the catalogue team's, not an order's. */
const CATALOGUE_JOBS = new Set(["catalog.sync", "supplier.low-balance"]);

/** The permission a given-up job of this kind needs to be seen. */
export const jobPermission = (kind: string): Permission => (CATALOGUE_JOBS.has(kind) ? "catalogue.edit" : "orders.read");

export const orderHref = (orderNo: string) => `/admin/orders/${encodeURIComponent(orderNo)}`;
export const jobHref = (key: string) => `/admin/jobs?key=${encodeURIComponent(key)}`;
export const SUPPLY_HREF = "/admin/supply";
export const CATALOGUE_SYNC_HREF = "/admin/catalogue/syncs";
export const webhookHref = (source: string, eventId: string) => `/admin/webhooks?source=${encodeURIComponent(source)}&event=${encodeURIComponent(eventId)}`;

/** What fixes a job that gave up, by its kind (checkout-jobs.ts, and the other domains' kinds). */
export function gaveUpFix(kind: string): AttentionFix {
  switch (kind) {
    case "order.provision":
    case "order.topup":
      // Giving up refunded the order and told the buyer; someone checks both happened.
      return "review-order";
    case "payment.refund":
      return "refund-by-hand";
    case "order.disable-esim":
    case "order.cancel-esim":
      return "cancel-at-supplier";
    case "mail.receipt":
    case "order.delivery-mail":
    case "order.not-delivered-mail":
    case "order.topup-failed-mail":
      return "resend-mail";
    case "catalog.sync":
      return "check-catalogue-sync";
    default:
      return "review-job";
  }
}

/**
 * Whether an ignored webhook needs someone: it names something the store does not know (a
 * payment, a supplier order or an eSIM not of ours). The other ignored outcomes are repeats of
 * something done already ("provision:<order> is not waiting": the eSIM came first by polling;
 * "<eSIM> is switched off": a refund), and need no one.
 */
export const isUnexplained = (outcome: string | null): boolean => outcome !== null && /^ignored: (unknown |no )/.test(outcome);

/** A supplier order whose fate is unclear: a request left SENDING, or a reconcile that found several orders. */
export const ambiguityFix = (row: { state: string; note: string | null }): AttentionFix =>
  row.state === "SENDING" ? "reconcile-at-supplier" : "cancel-extra-at-supplier";

/**
 * The runs of one supplier's catalogue sync, newest first, as a failing streak: how many of the
 * latest runs failed in a row, since when, and the last error; null when the latest run went well.
 */
export function failingStreak(runs: readonly { status: "ok" | "failed"; startedAt: Date; error: string | null }[]): { failures: number; since: Date; lastError: string | null } | null {
  const streak: (typeof runs)[number][] = [];
  for (const run of runs) {
    if (run.status !== "failed") break;
    streak.push(run);
  }
  if (streak.length === 0) return null;
  return { failures: streak.length, since: streak.at(-1)!.startedAt, lastError: streak[0]!.error };
}

/**
 * The supplier's balance, from the alerts raised (newest first, one a day at most) and this
 * process's latest read: an item while no read at or above the threshold came after the newest
 * alert; since the oldest alert after the last such read (or the oldest one known).
 */
export function lowBalance(
  alerts: readonly { supplier: string; balanceE4: number; thresholdE4: number; at: Date }[],
  lastRead: { supplier: string; balanceE4: number | null; at: Date } | null,
): { supplier: string; balanceE4: number; thresholdE4: number; since: Date }[] {
  const bySupplier = new Map<string, (typeof alerts)[number][]>();
  for (const a of alerts) bySupplier.set(a.supplier, [...(bySupplier.get(a.supplier) ?? []), a]);
  return [...bySupplier.entries()].flatMap(([supplier, list]) => {
    const newest = list[0]!;
    const read = lastRead?.supplier === supplier ? lastRead : null;
    // A supplier without a balance (invoiced) reads null: never short.
    const good = read && (read.balanceE4 === null || read.balanceE4 >= newest.thresholdE4) ? read : null;
    if (good && good.at > newest.at) return [];
    const current = good ? list.filter((a) => a.at > good.at) : list;
    const latest = read && !good && read.at > newest.at ? read.balanceE4! : newest.balanceE4;
    return [{ supplier, balanceE4: latest, thresholdE4: newest.thresholdE4, since: current.at(-1)!.at }];
  });
}

/** The items a member may see, grouped by kind in ATTENTION_KINDS order, each group newest first; empty groups left out. */
export function groupAttention(items: readonly AttentionItem[], allowed: (kind: AttentionKind, item: AttentionItem) => boolean): AttentionGroup[] {
  return ATTENTION_KINDS.flatMap((kind) => {
    const of = items.filter((i) => i.kind === kind && allowed(kind, i)).sort((a, b) => b.since.getTime() - a.since.getTime());
    return of.length > 0 ? [{ kind, items: of }] : [];
  });
}
