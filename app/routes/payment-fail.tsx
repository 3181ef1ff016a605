/**
 * `/payment-fail?order=<no>` (PRODUCT.md#checkout): the payment did not go through. Says why (the
 * provider's decline reason, or that the buyer cancelled), that nothing was charged, and offers
 * a new attempt for the same order (/v1.1/execute/payment; without JavaScript a form posted
 * here) and the way back to the plan. An order paid meanwhile goes to the success page.
 */
import { useRef, useState, type FormEvent } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-fail";
import { formatMoney } from "../../shared/money.ts";
import { FormMessage, TokenField, type FormOutcome } from "../components/account-form.tsx";
import { LocalLink } from "../components/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import type { PlainKey } from "../i18n/messages/en.ts";
import { guardForm } from "../lib/account-forms.server.ts";
import { buyersOrder, confirmedState, isPaidOrder, PRIVATE_HEADERS, startHostedPayment, successPath } from "../lib/checkout.server.ts";
import { unlistedPageMeta } from "../seo.ts";
import { useBackForwardReset } from "../lib/use-back-forward-reset.ts";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

/** What a provider's failure code means to the buyer; any other code is "did not go through". */
const REASONS: Record<string, PlainKey> = {
  card_declined: "fail.reason.declined",
  authentication_failed: "fail.reason.authentication",
  test_mode_live_card: "fail.reason.unsupported",
  expired: "fail.reason.expired",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Asked again here: the payment may have gone through after all (a late webhook, a second tab).
  const { order, payment } = await confirmedState(context, await buyersOrder(context, new URL(request.url)));
  if (isPaidOrder(order)) throw redirect(successPath(context, order.orderNo), { headers: PRIVATE_HEADERS });
  const failureCode = payment?.failureCode ?? null;
  const expired = order.status === "CANCELLED";
  return data(
    {
      orderNo: order.orderNo,
      title: context.services.orders.describe(order, context.lang),
      amount: formatMoney(order.amountUsdMinor, "USD", context.lang),
      reason: (expired ? "fail.reason.orderExpired" : failureCode ? (REASONS[failureCode] ?? "fail.reason.other") : "fail.reason.cancelled") satisfies PlainKey,
      failureCode: expired ? null : failureCode,
      retry: !expired,
      planPath: `/${order.areaSlug}/${order.planSlug}`,
      formToken: context.forms.issueToken(),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same order, straight to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, "paymentRetry", form, "");
  if (refused) return refused;
  const order = await buyersOrder(context, new URL(request.url));
  if (isPaidOrder(order)) throw redirect(successPath(context, order.orderNo));
  const hosted = await startHostedPayment(context, order);
  if (!hosted) return { status: "failed", message: context.message("ORDER_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/payment-fail");
}

export default function PaymentFail() {
  const page = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const { t, lang } = useI18n();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useBackForwardReset(() => {
    inFlight.current = false;
    setBusy(false);
  });

  async function retry(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    const { startPayment } = await import("../lib/checkout-flow.ts");
    const result = await startPayment(lang, page.orderNo, t("common.networkError"));
    if (result.ok) return location.assign(result.url);
    inFlight.current = false;
    setBusy(false);
    setOutcome({ status: "failed", message: result.message, email: "" });
  }

  return (
    <section className="status-page payment-fail" aria-labelledby="fail-title">
      <h1 id="fail-title">{t("fail.heading")}</h1>
      <p className="fail-reason" data-testid="fail-reason">
        {t(page.reason)}
      </p>
      {page.failureCode && <p className="hint">{t("fail.code", { code: page.failureCode })}</p>}
      <p className="success-text">{t("fail.noCharge")}</p>
      <p className="hint">{t("fail.order", { orderNo: page.orderNo, title: page.title, amount: page.amount })}</p>
      <FormMessage outcome={outcome ?? serverOutcome ?? null} />
      <form method="post" onSubmit={retry} className="actions fail-actions">
        <TokenField token={page.formToken} />
        {page.retry && (
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? t("account.wait") : t("fail.retry")}
          </button>
        )}
        <LocalLink to={page.planPath} className="button secondary">
          {t("fail.backToPlan")}
        </LocalLink>
      </form>
    </section>
  );
}
