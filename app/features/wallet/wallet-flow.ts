/**
 * The browser's balance calls (docs/WALLET.md#credit-plans), loaded when the buyer first presses
 * Buy on /credit or Try again on /recharge-fail, or when /recharge-success starts asking: place a
 * recharge with an idempotency key, start a payment attempt on the provider's hosted page, ask
 * where a recharge stands. Shaped like the checkout's calls (checkout-flow.ts), whose key rules
 * and failure wording they share.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { RECHARGE_RETURN_PATHS } from "../../../shared/return-address.ts";
import type { CurrencyCode } from "../../../shared/money.ts";
import type { PaymentStatus, RechargeStatus } from "../../../shared/order-states.ts";
import { apiPost } from "../../api/api-client.ts";
import { failed, placeThenPay, type CheckoutResult } from "../checkout/checkout-flow.ts";
import { sessionToken } from "../account/session.ts";

/** A new attempt to pay a recharge: the hosted payment page's address (it returns to the recharge's own pages). */
export async function startRechargePayment(lang: Lang, rechargeNo: string, networkError: string): Promise<CheckoutResult> {
  const started = await apiPost("/v1/execute/recharge/payment", { rechargeNo }, { lang, token: sessionToken() });
  return started.success && started.obj ? { ok: true, url: started.obj.redirectUrl } : failed(started, networkError);
}

/**
 * Places a recharge of credit plan `plan` (or finds the one this tab already placed for it) and
 * starts paying it, by the checkout's rule (`placeThenPay`): the key is kept per plan, so Buy
 * pressed twice, or again after Back from the payment page, pays the same recharge; once that
 * one is credited, the same plan bought again in this tab is a new recharge.
 */
export async function buyCreditPlan(lang: Lang, form: { plan: string; currency: CurrencyCode }, networkError: string): Promise<CheckoutResult> {
  const token = sessionToken();
  return placeThenPay(
    ["recharge", form.plan].join("/"),
    async (idempotencyKey) => {
      const placed = await apiPost("/v1/create/recharge", { plan: form.plan, currency: form.currency }, { lang, token, idempotencyKey });
      return { ...placed, obj: placed.obj && { orderNo: placed.obj.rechargeNo, status: placed.obj.status } };
    },
    // A recharge is never paid when placed (there is no balance part): only a credited one found again.
    (rechargeNo) => localizePath(lang, `${RECHARGE_RETURN_PATHS.success}?recharge=${rechargeNo}`),
    (rechargeNo) => startRechargePayment(lang, rechargeNo, networkError),
    networkError,
  );
}

/** Asks the provider through the store where the recharge stands (CREDITED once on the balance); null when the call failed. */
export async function askRechargeState(lang: Lang, rechargeNo: string): Promise<{ status: RechargeStatus; payment: PaymentStatus | null } | null> {
  const answer = await apiPost("/v1/query/recharge/payment-status", { rechargeNo }, { lang, token: sessionToken() });
  return answer.success && answer.obj ? { status: answer.obj.recharge.status, payment: answer.obj.payment } : null;
}
