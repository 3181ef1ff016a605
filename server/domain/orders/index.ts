/** A buyer's orders as the orders page and the result pages show them (docs/CHECKOUT.md#esim, docs/PRODUCT.md#orders-and-delivery). */
export { createBuyerOrdersService, type BuyerOrdersService, type OrdersTab, type ReceiptMailOutcome, type ReceiptOutcome, type ReceiptReader, type RefundOutcome, type RevokeLinkOutcome } from "./buyer-orders.ts";
export { isCurrent, orderCard } from "./order-cards.ts";
