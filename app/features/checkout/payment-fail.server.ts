/**
 * The fail pages' loader and no-JavaScript Try again (/payment-fail for an order, /topup-fail for
 * a top-up, /recharge-fail for a recharge of the balance): the same steps whatever was being paid,
 * told apart by a FailPage. The loader asks the provider again first (the payment may have gone
 * through after all: a late webhook, a second tab) and sends what is paid to its success page;
 * Try again starts a new attempt for the same purchase, straight to the provider's hosted page.
 */
import { data, redirect } from "react-router";
import { formatMoney } from "../../../shared/money.ts";
import type { OrderView as CheckoutOrder, PaymentView } from "../../../server/domain/checkout/index.ts";
import type { FormOutcome } from "../account/account-form.tsx";
import type { FailedPayment } from "./payment-failed.tsx";
import type { RequestContext } from "../../load-context.ts";
import type { PageMessages } from "../../i18n/messages/en.ts";
import { guardForm } from "../account/account-forms.server.ts";
import { confirmedState, isPaidOrder, paymentFailure, PRIVATE_HEADERS, startHostedPayment } from "./checkout.server.ts";

/** What a fail page needs to know of the kind of purchase it is about. */
export interface FailPage<T> {
  /** The page's form (its rate limit and one-time token). */
  form: "paymentRetry" | "topupRetry" | "rechargeRetry";
  /** The signed-in buyer's purchase the address names; otherwise the log-in page or the 404 page. */
  find: (context: RequestContext, url: URL) => Promise<T>;
  /** The purchase and its latest attempt as they stand once the provider was asked again. */
  confirm: (context: RequestContext, item: T) => Promise<{ item: T; payment: PaymentView | null }>;
  /** Its success page once paid (or credited); null while it is not. */
  paidPath: (context: RequestContext, item: T) => string | null;
  /** The page: why it failed, what it was, and the way back. */
  failure: (context: RequestContext, item: T, payment: PaymentView | null) => FailedPayment | Promise<FailedPayment>;
  /** A new attempt on the hosted page: its address, or null when it cannot be paid any more. */
  start: (context: RequestContext, item: T) => Promise<string | null>;
  notPayable: "ORDER_NOT_PAYABLE" | "RECHARGE_NOT_PAYABLE";
}

/** `messages`: what the route's page reads beyond the shell's (app/i18n/messages.server.ts). */
export async function failPageLoader<T>(page: FailPage<T>, context: RequestContext, request: Request, messages: PageMessages) {
  const { item, payment } = await page.confirm(context, await page.find(context, new URL(request.url)));
  const paid = page.paidPath(context, item);
  if (paid) throw redirect(paid, { headers: PRIVATE_HEADERS });
  return data({ ...(await page.failure(context, item, payment)), messages }, { headers: PRIVATE_HEADERS });
}

/** Try again without JavaScript. */
export async function failPageAction<T>(page: FailPage<T>, context: RequestContext, request: Request): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, page.form, form, "");
  if (refused) return refused;
  const item = await page.find(context, new URL(request.url));
  const paid = page.paidPath(context, item);
  if (paid) throw redirect(paid);
  const hosted = await page.start(context, item);
  if (!hosted) return { status: "failed", message: context.message(page.notPayable), email: "" };
  throw redirect(hosted);
}

/**
 * The fail page of an order or a top-up (both are orders): `success` is its success page,
 * `back` the way back; a new attempt's hosted page returns to the order's own result pages.
 */
export function orderFailPage(page: {
  form: "paymentRetry" | "topupRetry";
  find: FailPage<CheckoutOrder>["find"];
  success: (context: RequestContext, orderNo: string) => string;
  back: (context: RequestContext, order: CheckoutOrder) => FailedPayment["back"] | Promise<FailedPayment["back"]>;
}): FailPage<CheckoutOrder> {
  return {
    form: page.form,
    find: page.find,
    confirm: async (context, order) => {
      const now = await confirmedState(context, order);
      return { item: now.order, payment: now.payment };
    },
    paidPath: (context, order) => (isPaidOrder(order) ? page.success(context, order.orderNo) : null),
    failure: async (context, order, payment) => ({
      orderNo: order.orderNo,
      title: context.services.checkout.describe(order, context.lang),
      amount: formatMoney(order.amountUsdMinor, "USD", context.lang),
      // Taken from the balance when the order was placed; back on it if the order expires unpaid.
      balanceHeld: order.balanceMinor > 0 && order.status === "AWAITING_PAYMENT" ? formatMoney(order.balanceMinor, "USD", context.lang) : null,
      ...paymentFailure(order, payment),
      back: await page.back(context, order),
      formToken: context.forms.issueToken(),
    }),
    start: (context, order) => startHostedPayment(context, order),
    notPayable: "ORDER_NOT_PAYABLE",
  };
}
