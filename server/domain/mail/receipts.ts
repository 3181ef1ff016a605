/**
 * Receipt mails (docs/WALLET.md#receipts): one for every order paid in full (by card, by
 * balance or both) and every credited balance recharge, in the buyer's language. The payment's
 * transaction enqueues the job `mail.receipt` (server/domain/orders/order-paid.ts,
 * server/domain/wallet/recharge-books.ts); this handler reads what was paid and queues the mail.
 *
 * Exactly one mail: the job's key makes one job, and the mail's dedupe key
 * (`receipt:order:<id>`, `receipt:recharge:<id>`) makes one mail even when the job runs twice
 * (a worker that died after queueing it, before marking the job done).
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { formatDays, planTitle } from "../../../shared/i18n/plan-text.ts";
import { isCurrencyCode } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { esims, recharges } from "../../db/schema.ts";
import type { CatalogService } from "../catalog/catalog-service.ts";
import { defineJob, type JobWorker } from "../jobs/job-types.ts";
import { RECEIPT_JOB } from "../orders/order-paid.ts";
import { cardPartMinor } from "../orders/order-rules.ts";
import { orderById, type OrderRow } from "../orders/orders-repository.ts";
import { enqueueMail } from "./mail-queue.ts";
import type { ReceiptItem, ReceiptTemplate } from "./mail-templates.ts";

type RechargeRow = typeof recharges.$inferSelect;

/**
 * The receipt job: of an order (order-paid.ts enqueues `{ orderId }`) or of a recharge
 * (recharge-books.ts enqueues `{ rechargeId, paymentId }`).
 */
export const receiptJob = defineJob(RECEIPT_JOB, z.union([z.object({ orderId: z.string().min(1) }), z.object({ rechargeId: z.string().min(1), paymentId: z.string().optional() })]));

/** The display amount, or null when the buyer looked at prices in USD (nothing to add). */
function shownAs(currency: string, minor: number): ReceiptTemplate["display"] {
  return currency === "USD" || !isCurrencyCode(currency) ? null : { currency, minor };
}

/** An order's receipt: what it cost before and after its discounts, and who paid what. */
export function orderReceipt(order: OrderRow, item: ReceiptItem, paidAt: Date): ReceiptTemplate {
  const total = order.amountUsdMinor;
  // What the buyer saw, as converted when the order was placed (after any promo discount:
  // orders-service.ts converts again when it takes one), even if rates change later.
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

export interface ReceiptDeps {
  db: Db;
  worker: JobWorker;
  catalog: Pick<CatalogService, "plan">;
  now?: () => Date;
}

export function registerReceipts(deps: ReceiptDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

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

  async function itemOf(order: OrderRow): Promise<ReceiptItem> {
    const words = planWords(order, order.lang);
    if (order.kind !== "topup" || !order.topupEsimId) return { type: "esim", title: `${words.area} ${words.plan}` };
    const [esim] = await db.select({ iccid: esims.iccid }).from(esims).where(eq(esims.id, order.topupEsimId));
    return { type: "topup", iccidEnd: esim?.iccid.slice(-4) ?? "", adds: words.plan };
  }

  async function orderMail(orderId: string): Promise<void> {
    const order = await orderById(db, orderId);
    // Only what was paid gets a receipt; an order without an address has nowhere to send it.
    if (!order?.paidAt || !order.email) return;
    const template = orderReceipt(order, await itemOf(order), order.paidAt);
    await enqueueMail(db, { to: order.email, lang: order.lang, template, dedupeKey: `receipt:order:${order.id}` }, now());
  }

  async function rechargeMail(rechargeId: string): Promise<void> {
    const [recharge] = await db.select().from(recharges).where(eq(recharges.id, rechargeId));
    if (!recharge?.creditedAt) return;
    const template = rechargeReceipt(recharge, recharge.creditedAt);
    await enqueueMail(db, { to: recharge.email, lang: recharge.lang, template, dedupeKey: `receipt:recharge:${recharge.id}` }, now());
  }

  deps.worker.register(receiptJob, {
    run: (payload) => ("orderId" in payload ? orderMail(payload.orderId) : rechargeMail(payload.rechargeId)),
  });
}
