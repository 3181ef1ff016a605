/**
 * The body of a page saying a payment did not go through (/payment-fail for an order, /topup-fail
 * for a top-up, /recharge-fail for a recharge of the balance): why (the provider's decline
 * reason in the page's language, or that the buyer cancelled), that nothing was charged, and a
 * new attempt for the same purchase (with JavaScript through the API; without, the form posts to
 * the page's own action) and the way back.
 */
import type { FormEvent } from "react";
import { FormMessage, TokenField, type FormOutcome } from "../account/account-form.tsx";
import { LocalLink } from "../../ui/links.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { PlainKey } from "../../i18n/messages/en.ts";
import { useHostedPayment } from "./use-hosted-payment.ts";

/** What was being paid: each has its own call for a new attempt, and its own name for the number. */
export type FailedKind = "order" | "topup" | "recharge";

/** The API call of a new attempt, loaded when Try again is first pressed. */
async function newAttempt(kind: FailedKind) {
  if (kind === "recharge") return (await import("../wallet/wallet-flow.ts")).startRechargePayment;
  const flow = await import("./checkout-flow.ts");
  return kind === "topup" ? flow.startTopupPayment : flow.startPayment;
}

export interface FailedPayment {
  /** The order's number, or the recharge's. */
  orderNo: string;
  /** What was being paid for ("Japan 5 GB · 30 days"). */
  title: string;
  amount: string;
  /** An order paid partly from the balance: that part, set aside until the order is paid or expires. */
  balanceHeld?: string | null;
  /** Why, in the page's words: never the provider's code (PRODUCT.md#checkout). */
  reason: PlainKey;
  /** False once the order or recharge expired: a new attempt cannot pay it. */
  retry: boolean;
  /** The way back: the plan, the top-up page, or the credit plans. */
  back: { path: string; label: PlainKey };
  formToken: string;
}

export function PaymentFailed({ page, serverOutcome, kind }: { page: FailedPayment; serverOutcome: FormOutcome | undefined; kind: FailedKind }) {
  const { t, lang } = useI18n();
  const { outcome, busy, pay } = useHostedPayment();

  function retry(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void pay(true, async () => (await newAttempt(kind))(lang, page.orderNo, t("common.networkError")));
  }

  return (
    <section className="status-page payment-fail" aria-labelledby="fail-title">
      <h1 id="fail-title">{t("fail.heading")}</h1>
      <p className="fail-reason" data-testid="fail-reason">
        {t(page.reason)}
      </p>
      <p className="success-text">{page.balanceHeld ? t("fail.balanceHeld", { amount: page.balanceHeld }) : t("fail.noCharge")}</p>
      <p className="hint">{t(kind === "recharge" ? "recharge.fail.line" : "fail.order", { orderNo: page.orderNo, title: page.title, amount: page.amount })}</p>
      <FormMessage outcome={outcome ?? serverOutcome ?? null} />
      <form method="post" onSubmit={retry} className="actions fail-actions">
        <TokenField token={page.formToken} />
        {page.retry && (
          <button type="submit" className="button" disabled={busy !== null} aria-busy={busy !== null}>
            {busy ? t("account.wait") : t("fail.retry")}
          </button>
        )}
        <LocalLink to={page.back.path} className="button secondary">
          {t(page.back.label)}
        </LocalLink>
      </form>
    </section>
  );
}
