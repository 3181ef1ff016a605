/**
 * The browser's checkout calls (PRODUCT.md#checkout), loaded when the buyer first presses Pay or
 * Try again, or when /transit starts asking: place the order with an idempotency key, start a
 * payment attempt on the provider's hosted page, ask whether an order is paid. The same for a
 * top-up of an eSIM (docs/WALLET.md#top-ups), whose calls are its own.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import type { OrderStatus, PaymentStatus, RechargeStatus } from "../../../shared/order-states.ts";
import { TOPUP_RETURN_PATHS } from "../../../shared/return-address.ts";
import type { CurrencyCode } from "../../../shared/money.ts";
import { paymentOutcome } from "../../../shared/payment-outcome.ts";
import type { ApiAnswer } from "../../../shared/api/endpoints.ts";
import { apiPost, isNetworkError } from "../../api/api-client.ts";
import { formKey, knownKey } from "./idempotency-key.ts";
import { sessionToken } from "../account/session.ts";

/**
 * Where paying leads: a page to go to (the provider's hosted page, or the order's when the
 * balance paid it all), or, paying inside /topay (Adyen's card component), the component's
 * session to mount there.
 */
export type CheckoutResult = { ok: true; url: string; onPage?: OnPageSession } | { ok: false; code: string | number; message: string };
export type OnPageSession = ApiAnswer<"/v1/get/payparam/adyen-pay">;

/** A refused call as the pages show it: the server's message, or the page's own network-error text. */
export const failed = (answer: { code: string | number; msg: string }, networkError: string): CheckoutResult => ({
  ok: false,
  code: answer.code,
  message: isNetworkError(answer) ? networkError : answer.msg,
});

/** A new attempt to pay the order inside /topay: the card component's session, and the order's result page to go to once it has its answer. */
export async function startOnPagePayment(lang: Lang, orderNo: string, networkError: string): Promise<CheckoutResult> {
  const started = await apiPost("/v1/get/payparam/adyen-pay", { orderNo }, { lang, token: sessionToken() });
  return started.success && started.obj ? { ok: true, url: started.obj.successUrl, onPage: started.obj } : failed(started, networkError);
}

/** A new attempt to pay the order: the hosted payment page's address. */
export async function startPayment(lang: Lang, orderNo: string, networkError: string): Promise<CheckoutResult> {
  const started = await apiPost("/v1.1/execute/payment", { orderNo, method: "card" }, { lang, token: sessionToken() });
  return started.success && started.obj ? { ok: true, url: started.obj.redirectUrl } : failed(started, networkError);
}

export interface OrderForm {
  area: string;
  plan: string;
  days: number | null;
  /** A guest's delivery address (checked by the page first; empty: the one the guest gave before); null for an account. */
  email: string | null;
  currency: CurrencyCode;
  /** An account's "Use my balance" (docs/WALLET.md#paying-with-the-balance). */
  useBalance: boolean;
}

/** What placing an order, a top-up or a recharge answers, as far as paying it goes: its number and state. */
export type Placed = { code: string | number; success: boolean; msg: string; obj: { orderNo: string; status: OrderStatus | RechargeStatus } | null };

/**
 * Places an order with this form's idempotency key (or finds the one it already placed), then
 * pays it: straight to `paidUrl` when the balance paid it all at placement, else a new attempt on
 * the provider's hosted page. A key this tab kept from before whose order is paid by now is
 * replaced, so the same thing can be bought twice; a key made by this very call is never
 * replaced, or an order the balance paid at once would be placed a second time.
 */
export async function placeThenPay(
  scope: string,
  place: (idempotencyKey: string) => Promise<Placed>,
  paidUrl: (orderNo: string) => string,
  pay: (orderNo: string) => Promise<CheckoutResult>,
  networkError: string,
): Promise<CheckoutResult> {
  const reused = knownKey(scope) !== null;
  let placed = await place(formKey(scope, false));
  if (reused && placed.success && placed.obj && placed.obj.status !== "AWAITING_PAYMENT") placed = await place(formKey(scope, true));
  if (!placed.success || !placed.obj) return failed(placed, networkError);
  if (placed.obj.status !== "AWAITING_PAYMENT") return { ok: true, url: paidUrl(placed.obj.orderNo) };
  return pay(placed.obj.orderNo);
}

/**
 * Places the order (or finds the one this form already placed) and starts paying it, on the
 * provider's page or, `onPage`, inside this one; paid from the balance alone, straight to its
 * success page.
 */
export async function payForPlan(lang: Lang, form: OrderForm, networkError: string, onPage = false): Promise<CheckoutResult> {
  const token = sessionToken();
  // The server refuses a key sent again with another "use my balance": each choice has its own.
  const scope = [form.area, form.plan, form.days ?? "", form.email ?? "", ...(form.useBalance ? ["balance"] : [])].join("/");
  return placeThenPay(
    scope,
    (idempotencyKey) =>
      apiPost(
        "/v1.1/setup/payment",
        {
          area: form.area,
          plan: form.plan,
          currency: form.currency,
          ...(form.days !== null ? { days: form.days } : {}),
          ...(form.useBalance ? { useBalance: true } : {}),
        },
        { lang, token, idempotencyKey, ...(form.email ? { email: form.email } : {}) },
      ),
    (orderNo) => localizePath(lang, `/payment-success?order=${orderNo}`),
    (orderNo) => (onPage ? startOnPagePayment : startPayment)(lang, orderNo, networkError),
    networkError,
  );
}

/** Asks the provider through the store whether the order is paid; null while it is not decided (or the call failed). */
export async function confirmOrder(lang: Lang, orderNo: string): Promise<"paid" | "failed" | null> {
  const answer = await apiPost("/v1.1/payOrder/confirm", { orderNo }, { lang, token: sessionToken() });
  return answer.success && answer.obj ? paymentOutcome(answer.obj.status, answer.obj.payment) : null;
}

/** A new attempt to pay a top-up: the hosted payment page's address (it returns to the top-up's own pages). */
export async function startTopupPayment(lang: Lang, orderNo: string, networkError: string): Promise<CheckoutResult> {
  const started = await apiPost("/v1.1/execute/topup/payment", { orderNo, method: "card" }, { lang, token: sessionToken() });
  return started.success && started.obj ? { ok: true, url: started.obj.redirectUrl } : failed(started, networkError);
}

export interface TopupForm {
  /** The order whose eSIM is topped up. */
  orderNo: string;
  plan: string;
  currency: CurrencyCode;
  useBalance: boolean;
}

/**
 * Places the top-up (or finds the one this form already placed) and starts paying it; when the
 * balance paid it all at once, straight to the top-up's success page.
 */
export async function payForTopup(lang: Lang, form: TopupForm, networkError: string): Promise<CheckoutResult> {
  const token = sessionToken();
  const scope = ["topup", form.orderNo, form.plan, form.useBalance ? "balance" : "card"].join("/");
  return placeThenPay(
    scope,
    (idempotencyKey) =>
      apiPost(
        "/v1.1/data/create/topup-order",
        { orderNo: form.orderNo, plan: form.plan, currency: form.currency, useBalance: form.useBalance },
        { lang, token, idempotencyKey },
      ),
    (orderNo) => localizePath(lang, `${TOPUP_RETURN_PATHS.success}?order=${orderNo}`),
    (orderNo) => startTopupPayment(lang, orderNo, networkError),
    networkError,
  );
}

/** Asks the provider through the store where the top-up stands (DELIVERED once added); null when the call failed. */
export async function askTopupState(lang: Lang, orderNo: string): Promise<{ status: OrderStatus; payment: PaymentStatus | null } | null> {
  const answer = await apiPost("/v1/query/topup/payment-status", { orderNo }, { lang, token: sessionToken() });
  return answer.success && answer.obj ? { status: answer.obj.status, payment: answer.obj.payment } : null;
}
