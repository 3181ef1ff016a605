/**
 * Receipt mails (docs/WALLET.md#receipts): one for every order paid in full (by card, by
 * balance or both) and every credited balance recharge, in the buyer's language. The payment's
 * transaction enqueues the job `mail.receipt` (fulfilment.ts `orderPaid`, recharges.ts `credit`);
 * this step reads what was paid and queues the mail.
 *
 * Exactly one mail: the job's key makes one job, and the mail's dedupe key
 * (`receipt:order:<id>`, `receipt:recharge:<id>`) makes one mail even when the job runs twice
 * (a worker that died after queueing it, before marking the job done).
 *
 * The receipt page reads the same lines (`forPage`, in the page's language), and its "send it
 * to me again" queues the same mail once more (`mailAgain`), at most RECEIPT_MAIL_LIMIT times an
 * hour per order whichever door or instance asks: the buyer's mailbox is not a target.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { formatDays, planTitle } from "../../../shared/i18n/plan-text.ts";
import { isCurrencyCode } from "../../../shared/money.ts";
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { EsimsService } from "../esims/index.ts";
import { enqueueMail, type ReceiptItem, type ReceiptTemplate } from "../mail/index.ts";
import { orderById, rechargeById, type OrderRow, type RechargeRow } from "./checkout-repository.ts";
import { cardPartMinor } from "./order-rules.ts";

/** The display amount, or null when the buyer looked at prices in USD (nothing to add). */
function shownAs(currency: string, minor: number): ReceiptTemplate["display"] {
  return currency === "USD" || !isCurrencyCode(currency) ? null : { currency, minor };
}

/** An order's receipt: what it cost before and after its discounts, and who paid what. */
export function orderReceipt(order: OrderRow, item: ReceiptItem, paidAt: Date): ReceiptTemplate {
  const total = order.amountUsdMinor;
  // What the buyer saw, as converted when the order was placed (after any promo discount:
  // orders.ts converts again when it takes one), even if rates change later.
  const currency = order.displayCurrency;
  const display = order.displayAmountMinor;
  return {
    kind: "receipt",
    number: order.orderNo,
    paidAt: paidAt.toISOString(),
    item,
    listMinor: order.listUsdMinor,
    campaignMinor: Math.max(0, order.listUsdMinor - total - order.discountMinor),
    promoMinor: order.discountMinor,
    balanceMinor: order.balanceMinor,
    cardMinor: cardPartMinor(order),
    totalMinor: total,
    display: shownAs(currency, display),
  };
}

/** A recharge's receipt: the card paid the plan's price, the balance got its credit. */
export function rechargeReceipt(recharge: RechargeRow, paidAt: Date): ReceiptTemplate {
  return {
    kind: "receipt",
    number: recharge.rechargeNo,
    paidAt: paidAt.toISOString(),
    item: { type: "recharge", payMinor: recharge.payUsdMinor, creditMinor: recharge.creditUsdMinor },
    listMinor: recharge.payUsdMinor,
    campaignMinor: 0,
    promoMinor: 0,
    balanceMinor: 0,
    cardMinor: recharge.payUsdMinor,
    totalMinor: recharge.payUsdMinor,
    display: shownAs(recharge.displayCurrency, recharge.displayAmountMinor),
  };
}

/** How often the receipt of one order may be mailed again: 3 an hour. */
export const RECEIPT_MAIL_LIMIT = { max: 3, windowMs: 3_600_000 } as const;

/** What an order bought: an eSIM or a top-up of one (a recharge has a receipt of its own). */
type OrderItem = Extract<ReceiptItem, { type: "esim" | "topup" }>;

/**
 * An order's receipt as its page shows it: the mail's lines, whether the money went back since,
 * and, for an order a member of staff refunded in part (docs/CHECKOUT.md#staff-refunds), how much
 * of it (0 otherwise).
 */
export type PageReceipt = Omit<ReceiptTemplate, "item"> & { item: OrderItem; refunded: boolean; refundedMinor: number };

export type MailAgain = { ok: true } | { ok: false; retryAfterMinutes: number };

export interface ReceiptDeps {
  db: Db;
  catalog: Pick<CatalogService, "plan">;
  esims: Pick<EsimsService, "byId">;
  /** Counts the receipt mails asked for again, per order (memory, or Redis across instances). */
  limiter: RateLimiter;
  now: Clock;
}

export function createReceipts(deps: ReceiptDeps) {
  const { db, now } = deps;

  /**
   * The plan in the buyer's words ("Japan 5 GB · 30 days", "Japan 1 GB/day · 5 days"), from the
   * catalogue; a plan since removed from it is named from the order's own copy.
   */
  function planWords(order: OrderRow, lang: Lang): { area: string; plan: string } {
    const found = deps.catalog.plan(order.areaSlug, order.planSlug, lang, "USD");
    // The order's copy has no minutes or texts: a call-and-text plan is then named by its data and days.
    const copy = { kind: order.planKind === "daily" ? "daily" : "data", dataMb: order.dataMb, dailyMb: order.dailyMb, validityDays: order.validityDays, voiceMinutes: null, smsCount: null } as const;
    const title = planTitle(found?.plan ?? copy, lang);
    const days = order.planKind === "daily" && order.days ? ` · ${formatDays(order.days, lang)}` : "";
    return { area: found?.area.name ?? order.areaSlug, plan: `${title}${days}` };
  }

  async function itemOf(order: OrderRow, lang: Lang = order.lang): Promise<OrderItem> {
    const words = planWords(order, lang);
    if (order.kind !== "topup" || !order.topupEsimId) return { type: "esim", title: `${words.area} ${words.plan}` };
    const esim = await deps.esims.byId(order.topupEsimId);
    return { type: "topup", iccidEnd: esim?.iccid.slice(-4) ?? "", adds: words.plan };
  }

  /** Queues the order's receipt in the order's language, once under `dedupeKey`; false when it was not (unpaid, no address, queued already). */
  async function queueOrderMail(order: OrderRow | null, dedupeKey: string): Promise<boolean> {
    // Only what was paid gets a receipt; an order without an address has nowhere to send it.
    if (!order?.paidAt || !order.email) return false;
    const template = orderReceipt(order, await itemOf(order), order.paidAt);
    return enqueueMail(db, { to: order.email, lang: order.lang, template, dedupeKey }, now());
  }

  async function orderMail(orderId: string): Promise<void> {
    await queueOrderMail(await orderById(db, orderId), `receipt:order:${orderId}`);
  }

  /** The receipt of a paid order, worded in `lang` for its page; null while it is unpaid. */
  async function forPage(orderId: string, lang: Lang): Promise<PageReceipt | null> {
    const order = await orderById(db, orderId);
    if (!order?.paidAt) return null;
    const item = await itemOf(order, lang);
    const refunded = order.status === "REFUNDING" || order.status === "REFUNDED";
    return { ...orderReceipt(order, item, order.paidAt), item, refunded, refundedMinor: refunded ? 0 : order.refundedMinor };
  }

  /**
   * The receipt mail of a paid order once more, to the order's address, in its language. Counted
   * per order before anything else, so a flood of asks costs nothing but the count; `requestKey`
   * (the page form's one-time token) makes a resubmitted form queue it once.
   */
  async function mailAgain(orderId: string, requestKey: string): Promise<MailAgain> {
    const hit = await deps.limiter.hit(`receipt-mail:${orderId}`, RECEIPT_MAIL_LIMIT.max, RECEIPT_MAIL_LIMIT.windowMs);
    if (!hit.allowed) return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil(hit.retryAfterMs / 60_000)) };
    await queueOrderMail(await orderById(db, orderId), `receipt:order:${orderId}:again:${requestKey}`);
    return { ok: true };
  }

  async function rechargeMail(rechargeId: string): Promise<void> {
    const recharge = await rechargeById(db, rechargeId);
    if (!recharge?.creditedAt) return;
    const template = rechargeReceipt(recharge, recharge.creditedAt);
    await enqueueMail(db, { to: recharge.email, lang: recharge.lang, template, dedupeKey: `receipt:recharge:${recharge.id}` }, now());
  }

  return { orderMail, rechargeMail, forPage, mailAgain };
}

export type Receipts = ReturnType<typeof createReceipts>;
