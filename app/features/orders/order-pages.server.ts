/**
 * What the order pages (/payment-success, /paysuccess, /orders) show of an order, worded on the
 * server: plan titles, dates, amounts and data units arrive as finished strings, so the pages
 * ship no formatting code, and the server's clock decides "3 days left" (no hydration
 * mismatch between the server's time zone and the visitor's). Only the labels and sentences
 * around them are words of the visitor's message set.
 */
import { redirect } from "react-router";
import type { OrderCard, OrderSummary } from "../../../shared/api/orders.ts";
import { formatMb, withUnit } from "../../../shared/data-units.ts";
import { formatDays, planTitle } from "../../../shared/i18n/plan-text.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { formatDay } from "../../../shared/i18n/dates.ts";
import { formatMoney, isCurrencyCode } from "../../../shared/money.ts";
import type { OrderLabel } from "../../../shared/order-label.ts";
import type { OrderStatus, PaymentStatus } from "../../../shared/order-states.ts";
import type { RequestContext } from "../../load-context.ts";
import type { OrderView as CheckoutOrder, PageReceipt } from "../../../server/domain/checkout/index.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The eSIM as delivery shows it. The QR code is our own server-rendered SVG, safe to inline. */
export interface DeliveryDetails {
  iccid: string;
  smdpAddress: string;
  matchingId: string;
  activationCode: string;
  iosLink: string;
  /** Null where the eSIM is already on a phone: its code cannot be used again. */
  qrSvg: string | null;
}

/** Data used and left (PRODUCT.md#data-units); `used` null means "No usage". */
export interface UsageView {
  /** A daily plan: today's use against the daily allowance. */
  daily: boolean;
  used: string | null;
  left: string;
  total: string;
}

export type ValidityView =
  | { state: "notStarted"; days: number }
  | { state: "daysLeft"; count: number }
  | { state: "hoursLeft"; count: number }
  | { state: "ended" };

export interface OrderView {
  orderNo: string;
  date: string;
  area: string;
  flag: string | null;
  plan: string;
  /** Days bought of a daily plan ("9 days"), else null. */
  days: string | null;
  /** What was charged, in USD ("$9.00"). */
  charge: string;
  /** The same in the display currency the buyer chose, null when that is USD. */
  display: string | null;
  /** What the promo code took off (USD), null when none did. */
  discount: string | null;
  /**
   * Who paid what, once paid (docs/WALLET.md#paying-with-the-balance), as the receipt mail says
   * it: the balance's part and the card's (USD), each null when nothing; both null while unpaid.
   */
  paid: { balance: string | null; card: string | null };
  /** The order's label (PRODUCT.md#order-labels); null while the order is unpaid or cancelled. */
  label: OrderLabel | null;
  refundable: boolean;
  /** The delivery mail's secret link still opens the order (its owner may stop it on /orders). */
  linkActive: boolean;
  /** The eSIM can take a top-up now (docs/WALLET.md#top-ups). */
  topupAllowed: boolean;
  /** The top-ups it took, oldest first, worded. */
  topups: { orderNo: string; date: string; data: string; days: string }[];
  usage: UsageView | null;
  validity: ValidityView | null;
  esim: DeliveryDetails | null;
}

/** Labels whose eSIM can still be installed from its QR code. */
const INSTALLABLE: ReadonlySet<OrderLabel> = new Set(["undownload"]);
/** Labels after which validity and usage no longer matter. */
const CLOSED: ReadonlySet<OrderLabel> = new Set(["refunded", "refunding"]);
const ENDED: ReadonlySet<OrderLabel> = new Set(["timeFinished", "usageFinished", "expired"]);

function names(context: RequestContext, order: OrderSummary): { area: string; flag: string | null; plan: string } {
  const found = context.services.catalog.plan(order.areaSlug, order.planSlug, context.lang, "USD");
  if (found) return { area: found.area.name, flag: found.area.flag, plan: planTitle(found.plan, context.lang) };
  // A plan no longer sold: its snapshot on the order still says what was bought.
  const shape = { kind: order.planKind === "daily" ? "daily" : "data", dataMb: order.dataMb, dailyMb: order.dailyMb, validityDays: order.validityDays } as const;
  return { area: order.areaSlug, flag: null, plan: planTitle({ ...shape, voiceMinutes: null, smsCount: null }, context.lang) };
}

export function usageOf(card: OrderCard): UsageView | null {
  if (!card.esim || CLOSED.has(card.label)) return null;
  const daily = card.planKind === "daily";
  const total = daily ? (card.dailyMb ?? 0) : (card.esim.dataTotalMb ?? card.dataMb ?? 0);
  const used = Math.min(card.esim.dataUsedMb, total);
  return { daily, used: formatMb(used), left: formatMb(total - used) ?? withUnit(0, "MB"), total: formatMb(total) ?? withUnit(0, "MB") };
}

export function validityOf(card: OrderCard, now: number): ValidityView | null {
  if (!card.esim || CLOSED.has(card.label)) return null;
  if (ENDED.has(card.label)) return { state: "ended" };
  // The eSIM's days, top-ups included; the order's own `validityDays` are the plan's alone.
  if (!card.esim.activatedAt || !card.esim.expiresAt) return { state: "notStarted", days: card.esim.validityDays };
  const left = Date.parse(card.esim.expiresAt) - now;
  if (left <= 0) return { state: "ended" };
  // Whole days while more than a day is left ("3 days left" until the last 24 hours), then hours.
  return left > DAY_MS ? { state: "daysLeft", count: Math.floor(left / DAY_MS) } : { state: "hoursLeft", count: Math.ceil(left / HOUR_MS) };
}

/** UTC: the same date whichever server renders it, and the order number's own day. */
const dateOf = formatDay;

/** An order worded for the page; `card` is null while it is unpaid. */
export async function orderView(context: RequestContext, summary: OrderSummary, card: OrderCard | null, now = Date.now()): Promise<OrderView> {
  const { lang } = context;
  const display = isCurrencyCode(summary.display.currency) && summary.display.currency !== "USD" ? formatMoney(summary.display.minor, summary.display.currency, lang) : null;
  const esim = card?.esim && !CLOSED.has(card.label) ? card.esim : null;
  return {
    orderNo: summary.orderNo,
    date: dateOf(summary.createdAt, lang),
    ...names(context, summary),
    days: summary.planKind === "daily" && summary.days ? formatDays(summary.days, lang) : null,
    charge: formatMoney(summary.charge.minor, "USD", lang),
    display,
    discount: summary.discount ? formatMoney(summary.discount.minor, "USD", lang) : null,
    paid: {
      balance: card && summary.balancePart ? formatMoney(summary.balancePart.minor, "USD", lang) : null,
      card: card && summary.cardPart.minor > 0 ? formatMoney(summary.cardPart.minor, "USD", lang) : null,
    },
    label: card?.label ?? null,
    refundable: card?.refundable ?? false,
    linkActive: card?.linkActive ?? false,
    topupAllowed: card?.topupAllowed ?? false,
    topups: (card?.topups ?? []).map((topup) => ({
      orderNo: topup.orderNo,
      date: dateOf(topup.at, lang),
      data: formatMb(topup.addsDataMb) ?? withUnit(0, "MB"),
      days: formatDays(topup.addsDays, lang),
    })),
    usage: card ? usageOf(card) : null,
    validity: card ? validityOf(card, now) : null,
    esim: esim && {
      iccid: esim.iccid,
      smdpAddress: esim.smdpAddress,
      matchingId: esim.matchingId,
      activationCode: esim.activationCode,
      iosLink: esim.iosInstallUrl,
      qrSvg: INSTALLABLE.has(card!.label) ? (await context.services.esims.deliveryView(esim)).qrSvg : null,
    },
  };
}

/**
 * Where the success pages stand: waiting for the payment's confirmation, paid and preparing the
 * eSIM, delivered, or an ending without one (unpaid, cancelled, refunded).
 */
export type ReceiptState = "confirming" | "unpaid" | "cancelled" | "preparing" | "delivered" | "refunding" | "refunded";

export function receiptState(status: OrderStatus, payment: PaymentStatus | null): ReceiptState {
  switch (status) {
    case "AWAITING_PAYMENT":
      // A hosted page still open, or a 3-D Secure challenge under way: the answer may yet come.
      return payment === "CREATED" || payment === "PENDING" ? "confirming" : "unpaid";
    case "CANCELLED":
      return "cancelled";
    case "PAID":
      return "preparing";
    case "DELIVERED":
      return "delivered";
    case "REFUNDING":
      return "refunding";
    case "REFUNDED":
      return "refunded";
  }
}

export interface ReceiptData {
  state: ReceiptState;
  order: OrderView;
}

/** What /payment-success and /paysuccess show of one order. */
export async function receiptData(context: RequestContext, order: CheckoutOrder): Promise<ReceiptData> {
  const { services } = context;
  const card = await services.buyerOrders.card(order);
  const payment = order.status === "AWAITING_PAYMENT" ? await services.checkout.latestPayment({ orderId: order.id }) : null;
  return {
    state: receiptState(order.status, payment?.status ?? null),
    order: await orderView(context, card ?? services.buyerOrders.summary(order), card),
  };
}

/** Never cached by anyone but the visitor's own browser: an order and its eSIM are theirs alone. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

/**
 * Where an e-mailed link that opens nothing any more sends its holder (docs/CHECKOUT.md#links-that-ended):
 * /linkexpire in the page's language, with what to do next, by a 303 that leaves the key behind.
 * A stopped key, a replaced one and one that never worked look the same: telling them apart
 * would say which orders exist.
 */
export const linkEnded = (context: RequestContext) =>
  redirect(localizePath(context.lang, "/linkexpire"), { status: 303, headers: { ...PRIVATE_PAGE, "Referrer-Policy": "no-referrer" } });

/** A receipt as its page shows it (docs/WALLET.md#receipts): every amount and the date worded on the server, in the page's language. */
export interface ReceiptView {
  /** Who sold it: the configured legal name and address (STORE_LEGAL_NAME, STORE_ADDRESS), and where to write. */
  seller: { name: string; address: string | null; email: string };
  number: string;
  paidAt: string;
  item: PageReceipt["item"];
  /** The list price and what came off it, each null when nothing did. */
  list: string | null;
  campaign: string | null;
  promo: string | null;
  balance: string | null;
  card: string | null;
  total: string;
  /** The total in the display currency the buyer chose, null when that was USD. */
  display: string | null;
  refunded: boolean;
  /** What was refunded of an order refunded in part (a staff refund), null otherwise. */
  partlyRefunded: string | null;
}

/** The date and time of a receipt in the language's own way, in UTC (the label says so), as its mail says it. */
const receiptTime = (iso: string, lang: RequestContext["lang"]) => new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));

export function receiptView(context: RequestContext, receipt: PageReceipt): ReceiptView {
  const { lang, brand } = context;
  const usd = (minor: number) => formatMoney(minor, "USD", lang);
  const discounted = receipt.campaignMinor > 0 || receipt.promoMinor > 0;
  const { display } = receipt;
  return {
    seller: { name: brand.legalName, address: brand.address, email: brand.supportEmail },
    number: receipt.number,
    paidAt: receiptTime(receipt.paidAt, lang),
    item: receipt.item,
    list: discounted ? usd(receipt.listMinor) : null,
    campaign: receipt.campaignMinor > 0 ? usd(-receipt.campaignMinor) : null,
    promo: receipt.promoMinor > 0 ? usd(-receipt.promoMinor) : null,
    balance: receipt.balanceMinor > 0 ? usd(receipt.balanceMinor) : null,
    card: receipt.cardMinor > 0 ? usd(receipt.cardMinor) : null,
    total: usd(receipt.totalMinor),
    display: display && isCurrencyCode(display.currency) && display.currency !== "USD" ? formatMoney(display.minor, display.currency, lang) : null,
    refunded: receipt.refunded,
    partlyRefunded: receipt.refundedMinor > 0 ? usd(receipt.refundedMinor) : null,
  };
}
