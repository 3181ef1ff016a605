/**
 * An order as the orders page shows it (PRODUCT.md#orders-and-delivery): its summary, the payment
 * state the buyer sees, its label (PRODUCT.md#order-labels), the eSIM's details and usage, and
 * whether it can still be refunded. Pure: the caller brings the order and its eSIM row.
 */
import type { OrderCard } from "../../../shared/api/orders.ts";
import { iosInstallLink } from "../../../shared/esim/activation-rules.ts";
import { orderLabel, type OrderLabel } from "../../../shared/order-label.ts";
import { buyerPaymentState, orderSummary, refundable, type OrderView } from "../checkout/index.ts";
import type { EsimRow } from "../esims/index.ts";

/** What the card says about top-ups (server/domain/topups): none allowed and none added unless told. */
export interface CardTopupFacts {
  allowed: boolean;
  history: OrderCard["topups"];
}
const NO_TOPUPS: CardTopupFacts = { allowed: false, history: [] };

const FINISHED: ReadonlySet<OrderLabel> = new Set(["refunded", "timeFinished", "usageFinished", "expired", "deleted"]);
/** The "current orders" tab (value 1): what can still be used or is on its way. */
export const isCurrent = (label: OrderLabel): boolean => !FINISHED.has(label);

export function orderCard(order: OrderView, esim: EsimRow | null, topups: CardTopupFacts = NO_TOPUPS): OrderCard | null {
  const paymentState = buyerPaymentState(order);
  if (!paymentState) return null;
  const label = orderLabel({ payment: paymentState, validity: esim?.validityState ?? null, install: esim?.installState ?? null });
  return {
    ...orderSummary(order),
    paymentState,
    label,
    refundable: refundable(order, esim),
    // Only whether it works: the key itself is never kept, and its hash never leaves the server.
    linkActive: order.linkActive,
    topupAllowed: paymentState === "PAID" && topups.allowed,
    topups: topups.history,
    esim: esim && {
      iccid: esim.iccid,
      smdpAddress: esim.smdpAddress,
      matchingId: esim.matchingId,
      activationCode: esim.activationCode,
      iosInstallUrl: iosInstallLink(esim.activationCode),
      installState: esim.installState,
      validityState: esim.validityState,
      dataTotalMb: esim.dataTotalMb,
      dataUsedMb: esim.dataUsedMb,
      // The eSIM's own total, not the order's: a top-up's days are on the eSIM (docs/WALLET.md#top-ups).
      validityDays: esim.validityDays,
      activatedAt: esim.activatedAt?.toISOString() ?? null,
      expiresAt: esim.expiresAt?.toISOString() ?? null,
    },
  };
}
