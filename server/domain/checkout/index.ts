/**
 * The checkout (docs/ARCHITECTURE.md#the-orders-path): the one owner of an order's, a payment's,
 * a top-up's and a recharge's life. What other code may use of it.
 */
export { createCheckout, type CheckoutDeps, type CheckoutService, type PayTarget } from "./checkout-service.ts";
export { hasPaidOrder, type OrderRow, type PaymentRow, type RechargeRow } from "./checkout-repository.ts";
export { orderExport, orderStatus, orderSummary, orderView, rechargeView, type OrderView, type PaymentView, type RechargeView } from "./checkout-view.ts";
export { buyerPaymentState, cardPartMinor, ORDER_NO_PATTERN, refundable, settlement, type EsimFacts, type Settlement } from "./order-rules.ts";
export type { Buyer, BuyerQuote, OrderCode, PlaceOrderInput, Quote } from "./orders.ts";
export type { TopupPackage, CardTopups, TopupRecord } from "./topup-orders.ts";
import type { TopupOptions } from "./topup-orders.ts";
import type { OrderView } from "./checkout-view.ts";
/** One eSIM and what it can take now, as the doors get it. */
export type TopupOffer = TopupOptions<OrderView>;
export { RECHARGE_NO_PATTERN, type Holder } from "./recharges.ts";
export { FULFILMENT_ACTION_ERRORS, ORDER_ERRORS, PAYMENT_ERRORS, REFUND_ERRORS, type FulfilmentActionError, type OrderError, type PaymentError, type RefundError } from "./errors.ts";
export { lifecycleTotals } from "./console-reads.ts";
export type { OrderSearchFilter, PartnerOrder, PaymentEventRecord, SalesOfArea, SalesOfDay, SalesTotals, SearchCursor } from "./console-reads.ts";
export { INSTALL_MAIL_RESEND_LIMIT, ORDER_ACTION_AUDIT, type StaffActionOutcome, type StaffActor } from "./staff-fulfilment.ts";
export { ORDER_REFUNDED_ACTION, type StaffRefund, type StaffRefundCode, type StaffRefundInput } from "./refunds.ts";
export { orderReceipt, rechargeReceipt, RECEIPT_MAIL_LIMIT, type MailAgain, type PageReceipt } from "./receipts.ts";
export * as checkoutJobs from "./checkout-jobs.ts";
