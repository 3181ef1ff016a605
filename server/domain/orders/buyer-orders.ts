/**
 * A buyer's orders as the orders page and the success pages show them, behind both doors: the
 * JSON API (/v3/query/orders, /v1/refund/order) and the page loaders and actions, which may not
 * import domain code and so reach it through the services. One place decides what a card says,
 * when a refund is allowed, and who may stop an order's e-mailed link.
 */
import { ORDERS_PAGE, type OrderCard, type OrderSummary, type OrdersPage } from "../../../shared/api/orders.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import { orderExport, orderSummary, type CheckoutService, type OrderView } from "../checkout/index.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import { isCurrent, orderCard } from "./order-cards.ts";

export interface BuyerOrdersDeps {
  checkout: Pick<CheckoutService, "ordersOf" | "ownedOrder" | "revokeLink" | "requestRefund" | "topupCards" | "ordersForExport">;
  esims: Pick<EsimsService, "refresh">;
}

/** The orders page's tabs: 1 the current orders (the review prompt's), 0 all of them. */
export type OrdersTab = 0 | 1;

export type RefundOutcome = { ok: true; card: OrderCard } | { ok: false; code: "ORDER_NOT_FOUND" | "REFUND_NOT_ALLOWED" };

export type RevokeLinkOutcome = { ok: true } | { ok: false; code: "ORDER_NOT_FOUND" };

export function createBuyerOrdersService(deps: BuyerOrdersDeps) {
  /** The cards of these orders with their eSIMs as they are now, top-ups included. */
  async function cardsOf(rows: readonly OrderView[], esims: readonly EsimRow[]): Promise<OrderCard[]> {
    const esimOf = new Map(esims.map((e) => [e.orderId, e]));
    const pairs = rows.map((order) => ({ order, esim: esimOf.get(order.id) ?? null }));
    const topups = await deps.checkout.topupCards(pairs);
    return pairs.flatMap(({ order, esim }) => orderCard(order, esim, topups.get(order.id)) ?? []);
  }

  return {
    /**
     * A page of the user's paid orders, newest first, with their eSIMs' states as the provider
     * reports them now, and how many the tab has in all. The stored states choose the current
     * tab's orders; one the provider reports finished just now leaves this page at once, and
     * the count on the next load.
     */
    async list(userId: string, tab: OrdersTab = 0, pageNum = 1, pageSize: number = ORDERS_PAGE.defaultSize): Promise<OrdersPage> {
      const { total, rows } = await deps.checkout.ordersOf(userId, { current: tab === 1, limit: pageSize, offset: (pageNum - 1) * pageSize });
      // At most one provider call a minute per eSIM (esims-service REFRESH_AFTER_MS), for this page's eSIMs only.
      const cards = await cardsOf(rows, await deps.esims.refresh(rows.map((o) => o.id)));
      return { pageNum, pageSize, total, list: tab === 1 ? cards.filter((c) => isCurrent(c.label)) : cards };
    },

    /** One order's card with its eSIM's fresh state; null while it is unpaid or cancelled. */
    async card(order: OrderView): Promise<OrderCard | null> {
      const [card] = await cardsOf([order], await deps.esims.refresh([order.id]));
      return card ?? null;
    },

    /**
     * The orders and eSIMs sections of the user's data export (PRODUCT.md#privacy-self-service):
     * every order, whatever its state, and every eSIM with its usage as the provider reports it
     * now. The activation code is the traveller's own, and what they need to install the eSIM
     * again where the phone allows it, so it is included.
     */
    async exportFor(userId: string): Promise<Pick<DataExportSections, "orders" | "esims">> {
      const rows = await deps.checkout.ordersForExport(userId);
      const orderNoOf = new Map(rows.map((o) => [o.id, o.orderNo]));
      const esims = await deps.esims.refresh(rows.filter((o) => o.kind === "esim").map((o) => o.id));
      return {
        orders: rows.map(orderExport),
        esims: esims.map((e) => ({
          orderNo: orderNoOf.get(e.orderId)!,
          iccid: e.iccid,
          smdpAddress: e.smdpAddress,
          matchingId: e.matchingId,
          activationCode: e.activationCode,
          installState: e.installState,
          validityState: e.validityState,
          dataTotalMb: e.dataTotalMb,
          dataUsedMb: e.dataUsedMb,
          validityDays: e.validityDays,
          activatedAt: e.activatedAt?.toISOString() ?? null,
          expiresAt: e.expiresAt?.toISOString() ?? null,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },

    /** What any order says about itself, paid or not. */
    summary: (order: OrderView): OrderSummary => orderSummary(order),

    /** Refunds the user's order while its eSIM is untouched (docs/CHECKOUT.md#order-states); the money goes back through the provider. */
    async refund(userId: string, orderNo: string): Promise<RefundOutcome> {
      const refunded = await deps.checkout.requestRefund(userId, orderNo);
      if (!refunded.ok) return refunded;
      return { ok: true, card: orderCard(refunded.obj.order, refunded.obj.esim)! };
    },

    /**
     * Stops the user's order's e-mailed link from opening it (docs/CHECKOUT.md#delivery-and-access),
     * say after the mail was forwarded or the mailbox shared. Only the owner may: anyone else is
     * told the order does not exist. Doing it twice is harmless.
     */
    async revokeLink(userId: string, orderNo: string): Promise<RevokeLinkOutcome> {
      const order = await deps.checkout.ownedOrder(orderNo, userId);
      if (!order) return { ok: false, code: "ORDER_NOT_FOUND" };
      await deps.checkout.revokeLink(order.id);
      return { ok: true };
    },
  };
}

export type BuyerOrdersService = ReturnType<typeof createBuyerOrdersService>;
