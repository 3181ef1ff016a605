/**
 * The browser's checkout calls (PRODUCT.md#checkout), loaded when the buyer first presses Pay or
 * Try again, or when /transit starts asking: place the order with an idempotency key, start a
 * payment attempt on the provider's hosted page, ask whether an order is paid.
 */
import type { Lang } from "../../shared/i18n/locales.ts";
import type { CurrencyCode } from "../../shared/money.ts";
import { paymentOutcome } from "../../shared/payment-outcome.ts";
import { apiPost, isNetworkError, randomId } from "./api-client.ts";
import { sessionToken } from "./session.ts";

export type CheckoutResult = { ok: true; url: string } | { ok: false; code: string | number; message: string };

const KEY_PREFIX = "roamwell.order:";
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The idempotency key of one order form: kept in session storage under what the order is made
 * of (plan, days, e-mail), so a double click or a reload places the order once, and a form
 * changed in any of them is a new order. `fresh` replaces a key whose order is already paid.
 */
function orderKey(scope: string, fresh: boolean): string {
  const name = KEY_PREFIX + scope;
  try {
    const known = sessionStorage.getItem(name);
    if (!fresh && known && KEY_PATTERN.test(known)) return known;
  } catch {
    // Storage disabled: a new key; the button's busy state still stops a double click.
  }
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
