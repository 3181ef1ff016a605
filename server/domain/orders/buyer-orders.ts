/**
 * A buyer's orders as the orders page and the success pages show them, behind both doors: the
 * JSON API (/v3/query/orders, /v1/refund/order) and the page loaders and actions, which may not
 * import domain code and so reach it through the services. One place decides what a card says,
 * when a refund is allowed, who may stop an order's e-mailed link, and who may read a receipt.
 */
import { ORDERS_PAGE, type OrderCard, type OrderSummary, type OrdersPage } from "../../../shared/api/orders.ts";
import type { DataExportSections } from "../../../shared/api/privacy.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { orderExport, orderSummary, type CheckoutService, type OrderView, type PageReceipt } from "../checkout/index.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import { isCurrent, orderCard } from "./order-cards.ts";

export interface BuyerOrdersDeps {
  checkout: Pick<
    CheckoutService,
    "ordersOf" | "ownedOrder" | "revokeLink" | "requestRefund" | "topupCards" | "ordersForExport" | "linkedOrder" | "linkedTopup" | "receipt" | "mailReceiptAgain"
  >;
  esims: Pick<EsimsService, "refresh">;
}

/** The orders page's tabs: 1 the current orders (the review prompt's), 0 all of them. */
export type OrdersTab = 0 | 1;

export type RefundOutcome = { ok: true; card: OrderCard } | { ok: false; code: "ORDER_NOT_FOUND" | "REFUND_NOT_ALLOWED" };

export type RevokeLinkOutcome = { ok: true } | { ok: false; code: "ORDER_NOT_FOUND" };

/**
 * Who asks for a receipt: a signed-in buyer, or whoever holds an order's e-mailed link (its key
 * opens the order and the top-ups of its eSIM, docs/CHECKOUT.md#delivery-and-access).
 */
export type ReceiptReader = { userId: string } | { linkKey: string };

/**
 * `ORDER_NOT_FOUND`: no paid order of the reader's by that number (someone else's, unpaid, or
 * none look the same); `LINK_ENDED`: the key opens nothing (stopped, replaced, or never valid).
 */
export type ReceiptOutcome = { ok: true; receipt: PageReceipt } | { ok: false; code: "ORDER_NOT_FOUND" | "LINK_ENDED" };

export type ReceiptMailOutcome = { ok: true } | { ok: false; code: "ORDER_NOT_FOUND" | "LINK_ENDED" } | { ok: false; code: "LIMITED"; retryAfterMinutes: number };

export function createBuyerOrdersService(deps: BuyerOrdersDeps) {
  /** The cards of these orders with their eSIMs as they are now, top-ups included. */
  async function cardsOf(rows: readonly OrderView[], esims: readonly EsimRow[]): Promise<OrderCard[]> {
    const esimOf = new Map(esims.map((e) => [e.orderId, e]));
    const pairs = rows.map((order) => ({ order, esim: esimOf.get(order.id) ?? null }));
    const topups = await deps.checkout.topupCards(pairs);
    return pairs.flatMap(({ order, esim }) => orderCard(order, esim, topups.get(order.id)) ?? []);
  }

  /** The order (or top-up) `reader` may read by `orderNo`, or why not. */
  async function readable(reader: ReceiptReader, orderNo: string): Promise<{ ok: true; order: OrderView } | { ok: false; code: "ORDER_NOT_FOUND" | "LINK_ENDED" }> {
    if ("userId" in reader) {
      const order = await deps.checkout.ownedOrder(orderNo, reader.userId);
      return order ? { ok: true, order } : { ok: false, code: "ORDER_NOT_FOUND" };
    }
    const order = (await deps.checkout.linkedOrder(orderNo, reader.linkKey)) ?? (await deps.checkout.linkedTopup(orderNo, reader.linkKey));
    return order ? { ok: true, order } : { ok: false, code: "LINK_ENDED" };
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

    /** The receipt of a paid order (or top-up) for its buyer or the holder of its e-mailed link, worded in `lang`. */
    async receipt(reader: ReceiptReader, orderNo: string, lang: Lang): Promise<ReceiptOutcome> {
      const found = await readable(reader, orderNo);
      if (!found.ok) return found;
      const receipt = await deps.checkout.receipt(found.order, lang);
      return receipt ? { ok: true, receipt } : { ok: false, code: "ORDER_NOT_FOUND" };
    },

    /**
     * The receipt mail of a paid order once more, to the order's own address (never one the
     * reader names), limited per order; `requestKey` makes a repeated ask queue it once.
     */
    async mailReceipt(reader: ReceiptReader, orderNo: string, requestKey: string): Promise<ReceiptMailOutcome> {
      const found = await readable(reader, orderNo);
      if (!found.ok) return found;
      // Only what was paid has a receipt, and an unpaid order's number costs no count.
      if (!found.order.paidAt) return { ok: false, code: "ORDER_NOT_FOUND" };
      const sent = await deps.checkout.mailReceiptAgain(found.order, requestKey);
      return sent.ok ? sent : { ok: false, code: "LIMITED", retryAfterMinutes: sent.retryAfterMinutes };
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
