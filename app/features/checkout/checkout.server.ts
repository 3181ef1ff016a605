/**
 * What the checkout pages' loaders and no-JavaScript actions share (PRODUCT.md#checkout): reading
 * the plan and days from the address, the buyer's own order, starting a payment on the
 * provider's hosted page, and where a final order state sends the buyer. Everything goes through
 * the same domain services as the API, so both doors behave alike.
 */
import { data } from "react-router";
import { PaymentMethodName } from "../../../shared/api/orders.ts";
import { FORM_TOKEN_FIELD } from "../../../shared/api/protocol.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { OrderStatus, RechargeStatus } from "../../../shared/order-states.ts";
import type { OrderView as CheckoutOrder, PaymentView } from "../../../server/domain/checkout/index.ts";
import type { RequestContext } from "../../load-context.ts";
import { PRIVATE_HEADERS } from "../account/require-session.server.ts";
import { MESSAGES } from "../../i18n/messages.server.ts";
import type { PlainKey } from "../../i18n/messages/en.ts";

export type CheckoutRequest = { area: string; plan: string; days: number | null; daysText: string | null };

/** `?area=&plan=&days=` of a checkout address; `days` stays as typed so a bad value can be named. */
export function checkoutRequest(url: URL): CheckoutRequest {
  const daysText = url.searchParams.get("days");
  const days = daysText !== null && /^\d{1,3}$/.test(daysText.trim()) ? Number(daysText.trim()) : null;
  return { area: url.searchParams.get("area") ?? "", plan: url.searchParams.get("plan") ?? "", days, daysText };
}

/**
 * The days of an order: a daily plan's `?days=` (1 when not given, where the plan page's picker
 * starts; 0, which the order rules refuse, when not a number), none for the other plans, whose
 * pages never send any.
 */
export function checkoutDays(kind: string, wanted: CheckoutRequest): number | null {
  if (kind !== "daily") return null;
  if (wanted.daysText === null) return 1;
  return wanted.days ?? 0;
}

/** The 404 page: an order that does not exist and one of someone else's look the same. */
export const notFound = () => data(null, { status: 404 });

/** The signed-in buyer's order named by `?order=`, or the 404 page. */
export async function buyersOrder(context: RequestContext, url: URL): Promise<CheckoutOrder> {
  const orderNo = url.searchParams.get("order") ?? "";
  const order = context.session ? await context.services.checkout.ownedOrder(orderNo, context.session.userId) : null;
  if (!order) throw notFound();
  return order;
}

/**
 * Asks the provider about the order's latest attempt (as /v1.1/payOrder/confirm does) and answers
 * the order and that attempt as they stand now. A provider that cannot be reached leaves both as
 * stored: the page then says it is still confirming, and asks again.
 */
export async function confirmedState(context: RequestContext, order: CheckoutOrder): Promise<{ order: CheckoutOrder; payment: PaymentView | null }> {
  return context.services.checkout.confirm({ order }, { tolerant: true });
}

/** Paid, whatever happened since (delivered, or refunded after a failed delivery): the success page tells. */
export const isPaidOrder = (order: Pick<CheckoutOrder, "status">) => order.status !== "AWAITING_PAYMENT" && order.status !== "CANCELLED";

export const successPath = (context: RequestContext, orderNo: string) => localizePath(context.lang, `/payment-success?order=${orderNo}`);
export const failPath = (context: RequestContext, orderNo: string) => localizePath(context.lang, `/payment-fail?order=${orderNo}`);

/**
 * A new payment attempt on the provider's hosted page, returning to the order's result pages (an
 * eSIM's /transit and /payment-fail, a top-up's /topup-success and /topup-fail) in the order's
 * language, as the API does; with `linkKey` (a top-up bought with the delivery mail's key), they
 * carry it, so the buyer without a session sees them. Null when the order cannot be paid any more.
 */
export async function startHostedPayment(context: RequestContext, order: CheckoutOrder, linkKey: string | null = null): Promise<string | null> {
  const started = await context.services.checkout.startPayment({ order }, context.returnOrigin, linkKey);
  return started?.redirectUrl ?? null;
}

/**
 * What a provider's failure code means to the buyer, for every code the sandbox and Stripe
 * adapters report (their FAILURE_CODES); any other code (a provider's new one, or the payments
 * service's own "declined" when a provider gave none) is "could not be completed".
 */
const REASONS: Record<string, PlainKey> = {
  card_declined: "fail.reason.declined",
  authentication_failed: "fail.reason.authentication",
  test_mode_live_card: "fail.reason.unsupported",
  expired: "fail.reason.expired",
  async_payment_failed: "fail.reason.bank",
};

/**
 * Why an unpaid order's (or recharge's) payment failed, as the fail pages say it: the provider's
 * decline reason in the page's words, the buyer's cancelling, or the order's expiry (then no new
 * attempt is offered). The provider's own code is never shown (PRODUCT.md#checkout): it means
 * nothing to a traveller, and support finds it by the order number the page shows.
 */
export function paymentFailure(order: { status: OrderStatus | RechargeStatus }, payment: Pick<PaymentView, "failureCode"> | null) {
  const failureCode = payment?.failureCode ?? null;
  const expired = order.status === "CANCELLED";
  return {
    reason: (expired ? "fail.reason.orderExpired" : failureCode ? (REASONS[failureCode] ?? "fail.reason.other") : "fail.reason.cancelled") satisfies PlainKey,
    retry: !expired,
  };
}

/**
 * What the signed-in account's balance holds to pay with (docs/WALLET.md#paying-with-the-balance),
 * in USD as it is spent: null for a guest (only accounts have a balance) and for an empty one,
 * so the pages offer "Use my balance" only when it can pay something.
 */
export async function spendableBalance(context: RequestContext): Promise<{ minor: number; text: string } | null> {
  const { session } = context;
  if (session?.loginType !== "accountLogin") return null;
  const minor = await context.services.wallet.balance(session.userId);
  return minor > 0 ? { minor, text: formatMoney(minor, "USD", context.lang) } : null;
}

/**
 * Why a pay form's payment method cannot be taken, in the page's language; null when it is one
 * the API takes (`method` of /v1.1/execute/payment): a hand-made post naming another
 * (`method=bitcoin`) or none gets the form back with this, and nothing is placed or started.
 */
export function methodProblem(context: RequestContext, form: FormData): string | null {
  return PaymentMethodName.safeParse(form.get("method")).success ? null : MESSAGES[context.lang]["topay.method.invalid"];
}

/** The page form's one-time token, read after the page-form guard accepted it: the order's idempotency key. */
export const formToken = (form: FormData) => String(form.get(FORM_TOKEN_FIELD) ?? "");

export { PRIVATE_HEADERS };
