/** What the doors answer about orders, payments and recharges (shared/api/orders.ts, shared/api/wallet.ts): plain views of the rows. */
import type { OrderSummary } from "../../../shared/api/orders.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import type { PaymentStatus } from "../../../shared/order-states.ts";
import { storedPrice, usdPrice as usd } from "../../../shared/money.ts";
import type { OrderRow, PaymentRow, RechargeRow } from "./checkout-repository.ts";
import { cardPartMinor } from "./order-rules.ts";

/**
 * An order as the checkout hands it to the doors and to other domains: its row without what
 * only the checkout may see (the idempotency key and request fingerprint, the link key's hash),
 * and whether its e-mailed link still opens it.
 */
export type OrderView = Omit<OrderRow, "idempotencyKey" | "requestHash" | "linkKeyHash"> & { linkActive: boolean };
/** A payment attempt as the doors see it: without the provider's own reference. */
export type PaymentView = Omit<PaymentRow, "providerRef">;
/** A recharge as the doors see it: without its idempotency key and request fingerprint. */
export type RechargeView = Omit<RechargeRow, "idempotencyKey" | "requestHash">;

export function orderView({ idempotencyKey: _key, requestHash: _hash, linkKeyHash, ...order }: OrderRow): OrderView {
  return { ...order, linkActive: linkKeyHash !== null };
}

export function paymentView({ providerRef: _ref, ...payment }: PaymentRow): PaymentView {
  return payment;
}

export function rechargeRecord({ idempotencyKey: _key, requestHash: _hash, ...recharge }: RechargeRow): RechargeView {
  return recharge;
}

export function orderSummary(order: OrderView): OrderSummary {
  return {
    orderNo: order.orderNo,
    status: order.status,
    areaSlug: order.areaSlug,
    planSlug: order.planSlug,
    planKind: order.planKind,
    dataMb: order.dataMb,
    dailyMb: order.dailyMb,
    validityDays: order.validityDays,
    days: order.days,
    kind: order.kind,
    charge: usd(order.amountUsdMinor),
    list: order.listUsdMinor > order.amountUsdMinor ? usd(order.listUsdMinor) : null,
    discount: order.discountMinor > 0 ? usd(order.discountMinor) : null,
    balancePart: order.balanceMinor > 0 ? usd(order.balanceMinor) : null,
    cardPart: usd(cardPartMinor(order)),
    // As converted at placement: what the buyer saw, even if rates change later.
    display: storedPrice(order.displayCurrency, order.displayAmountMinor),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * An order in its buyer's data export (PRODUCT.md#privacy-self-service): the summary and what
 * else the order holds about the buyer; never its idempotency key, request fingerprint or link hash.
 */
export function orderExport(order: OrderView): DataExportSections["orders"][number] {
  return {
    ...orderSummary(order),
    email: order.email,
    language: order.lang,
    paidAt: order.paidAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    linkActive: order.linkActive,
  };
}

/** The order's state and its latest payment attempt's, as the status and confirm calls answer them. */
export function orderStatus(order: Pick<OrderRow, "orderNo" | "status">, payment: { status: PaymentStatus; failureCode: string | null } | null) {
  return { orderNo: order.orderNo, status: order.status, payment: payment?.status ?? null, failureCode: payment?.failureCode ?? null };
}

export function rechargeView(recharge: RechargeView) {
  return {
    rechargeNo: recharge.rechargeNo,
    status: recharge.status,
    planId: recharge.creditPlanId,
    pay: usd(recharge.payUsdMinor),
    credit: usd(recharge.creditUsdMinor),
    // As converted when it was placed: what the buyer saw, even if rates change later.
    display: storedPrice(recharge.displayCurrency, recharge.displayAmountMinor),
    createdAt: recharge.createdAt.toISOString(),
    creditedAt: recharge.creditedAt?.toISOString() ?? null,
  };
}
