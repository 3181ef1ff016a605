/**
 * The browser's checkout calls (PRODUCT.md#checkout), loaded when the buyer first presses Pay or
 * Try again, or when /transit starts asking: place the order with an idempotency key, start a
 * payment attempt on the provider's hosted page, ask whether an order is paid. The same for a
 * top-up of an eSIM (docs/WALLET.md#top-ups), whose calls are its own.
 */
import type { Lang } from "../../shared/i18n/locales.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import type { OrderStatus, PaymentStatus } from "../../shared/order-states.ts";
import { TOPUP_RETURN_PATHS } from "../../shared/site-pages.ts";
import type { CurrencyCode } from "../../shared/money.ts";
import { paymentOutcome } from "../../shared/payment-outcome.ts";
import { apiPost, isNetworkError, randomId } from "./api-client.ts";
import { sessionToken } from "./session.ts";

export type CheckoutResult = { ok: true; url: string } | { ok: false; code: string | number; message: string };

const KEY_PREFIX = "roamwell.order:";
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The idempotency key this tab keeps for an order form, if any. */
function knownKey(scope: string): string | null {
  try {
    const known = sessionStorage.getItem(KEY_PREFIX + scope);
    return known && KEY_PATTERN.test(known) ? known : null;
  } catch {
    // Storage disabled: a new key; the button's busy state still stops a double click.
    return null;
  }
}

/**
 * The idempotency key of one order form: kept in session storage under what the order is made
 * of (plan, days, e-mail), so a double click or a reload places the order once, and a form
 * changed in any of them is a new order. `fresh` replaces a key whose order is already paid.
 */
function orderKey(scope: string, fresh: boolean): string {
  const name = KEY_PREFIX + scope;
  const known = fresh ? null : knownKey(scope);
  if (known) return known;
  // randomUUID exists only in secure contexts (https, localhost): elsewhere 40 random hex digits.
  const key = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : randomId() + randomId();
  try {
    sessionStorage.setItem(name, key);
  } catch {
    // Not kept: a reload makes a new order, which expires unpaid.
  }
  return key;
}

const failed = (answer: { code: string | number; msg: string }, networkError: string): CheckoutResult => ({
  ok: false,
  code: answer.code,
  message: isNetworkError(answer) ? networkError : answer.msg,
});

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
}

/** Places the order (or finds the one this form already placed) and starts paying it. */
export async function payForPlan(lang: Lang, form: OrderForm, networkError: string): Promise<CheckoutResult> {
  const token = sessionToken();
  const scope = [form.area, form.plan, form.days ?? "", form.email ?? ""].join("/");
  const place = (fresh: boolean) =>
    apiPost(
      "/v1.1/setup/payment",
      { area: form.area, plan: form.plan, currency: form.currency, ...(form.days !== null ? { days: form.days } : {}) },
      { lang, token, idempotencyKey: orderKey(scope, fresh), ...(form.email ? { email: form.email } : {}) },
    );
  let placed = await place(false);
  // This form's earlier order was paid (the same plan bought again in the same tab): a new order.
  if (placed.success && placed.obj && placed.obj.status !== "AWAITING_PAYMENT") placed = await place(true);
  if (!placed.success || !placed.obj) return failed(placed, networkError);
  return startPayment(lang, placed.obj.orderNo, networkError);
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
  const reused = knownKey(scope) !== null;
  const place = (fresh: boolean) =>
    apiPost(
      "/v1.1/data/create/topup-order",
      { orderNo: form.orderNo, plan: form.plan, currency: form.currency, useBalance: form.useBalance },
      { lang, token, idempotencyKey: orderKey(scope, fresh) },
    );
  let placed = await place(false);
  // An earlier top-up of this form was paid (the same package bought again in this tab): a new one.
  if (reused && placed.success && placed.obj && placed.obj.status !== "AWAITING_PAYMENT") placed = await place(true);
  if (!placed.success || !placed.obj) return failed(placed, networkError);
  if (placed.obj.status !== "AWAITING_PAYMENT") return { ok: true, url: localizePath(lang, `${TOPUP_RETURN_PATHS.success}?order=${placed.obj.orderNo}`) };
  return startTopupPayment(lang, placed.obj.orderNo, networkError);
}

/** Asks the provider through the store where the top-up stands (DELIVERED once added); null when the call failed. */
export async function askTopupState(lang: Lang, orderNo: string): Promise<{ status: OrderStatus; payment: PaymentStatus | null } | null> {
  const answer = await apiPost("/v1/query/topup/payment-status", { orderNo }, { lang, token: sessionToken() });
  return answer.success && answer.obj ? { status: answer.obj.status, payment: answer.obj.payment } : null;
}
