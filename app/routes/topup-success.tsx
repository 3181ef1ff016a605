/**
 * `/topup-success?order=<top-up no>`, and `/topupsuccess`, the same page under the spelling older
 * links use (docs/WALLET.md#top-ups): where the payment page sends the buyer back after paying a
 * top-up. Like /transit, the loader asks the provider first (a failed payment goes to
 * /topup-fail); while the payment is being confirmed or the data added, the page asks
 * /v1/query/topup/payment-status every 2 s and shows the result once it moved (without
 * JavaScript it reloads itself every 3 s). Then it says what was added and shows the eSIM with
 * its new totals. Opened with the delivery mail's key (a guest's top-up from another device),
 * it asks by reloading its data instead, and leads back to the top-up page.
 */
import { useCallback } from "react";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/topup-success";
import { messagesFor } from "../i18n/messages.server.ts";
import { paymentOutcome } from "../../shared/payment-outcome.ts";
import { EsimSummary } from "../features/topup/esim-summary.tsx";
import { LocalLink } from "../ui/links.tsx";
import { ResultWait, waitingResultPage } from "../features/checkout/result-wait.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { confirmedState } from "../features/checkout/checkout.server.ts";
import { buyersTopup, linkKeyOf, topupHeaders, topupPagePath, topupPath, topupResultData, withLinkKey, type TopupState } from "../features/topup/topup-pages.server.ts";
import { awaitingProvider, useResultPolling } from "../features/checkout/use-result-polling.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export const handle = waitingResultPage<{ state: TopupState }>((page) => page.state === "confirming" || page.state === "applying");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const linkKey = linkKeyOf(url);
  const { order, payment } = await confirmedState(context, await buyersTopup(context, url));
  // Declined, cancelled on the provider's page, or never started: the fail page says why.
  if (paymentOutcome(order.status, payment?.status ?? null) === "failed" || (order.status === "AWAITING_PAYMENT" && !payment)) {
    throw redirect(withLinkKey(topupPath(context, "cancel", order.orderNo), linkKey), { headers: topupHeaders(linkKey) });
  }
  return data(
    {
      ...(await topupResultData(context, order, payment?.status ?? null)),
      /** Opened with the mail's key: the way on is the eSIM's top-up page, with the key, not /orders. */
      linkedBack: linkKey ? withLinkKey(await topupPagePath(context, order), linkKey) : null,
      messages: messagesFor(context.lang, ["delivery", "fail", "orders", "paid", "topay", "topup", "transit"]),
    },
    { headers: topupHeaders(linkKey) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "topup.done.heading", "topup.lead", "/topup-success");
}

/**
 * Asks every 2 s while the top-up waits; the page's data reloads once it moved on. Answers true
 * once it has waited longer than usual. Without a session (`linked`: opened with the mail's key)
 * the API cannot be asked: the page's data is reloaded every time instead.
 */
function useWaiting(orderNo: string, state: TopupState, linked: boolean): boolean {
  const { lang } = useI18n();
  const moved = useCallback(async () => {
    if (linked) return true;
    const { askTopupState } = await import("../features/checkout/checkout-flow.ts");
    const now = await askTopupState(lang, orderNo);
    if (!now) return false;
    return state === "applying" ? now.status !== "PAID" : !awaitingProvider(now.status, now.payment);
  }, [lang, orderNo, state, linked]);
  return useResultPolling(state === "confirming" || state === "applying", moved);
}

export default function TopupSuccess() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const slow = useWaiting(page.orderNo, page.state, page.linkedBack !== null);
  const waiting = page.state === "confirming" || page.state === "applying";

  return (
    <div className={waiting ? "status-page transit" : "checkout topup-result"}>
      {waiting && <ResultWait />}
      <h1>{t(page.state === "confirming" ? "transit.heading" : page.state === "applying" ? "topup.applying.heading" : page.state === "done" ? "topup.done.heading" : "topup.refunded.heading")}</h1>
      <div role="status" aria-live="polite">
        {page.state === "confirming" && <p>{slow ? t("topup.slow") : t("transit.text")}</p>}
        {page.state === "applying" && <p>{slow ? t("topup.slow") : t("topup.applying.text")}</p>}
        {page.state === "done" && (
          <p className="lead" data-testid="topup-added">
            {t("topup.done.text", page.adds)}
          </p>
        )}
        {page.state === "refunded" && <p>{t("topup.refunded.text", { amount: page.charge })}</p>}
      </div>
      <p className="hint">{t("topup.order", { orderNo: page.orderNo })}</p>
      {page.state === "done" && page.esim && <EsimSummary esim={page.esim} heading={t("topup.now")} />}
      <p className="actions">
        {page.linkedBack ? (
          <LocalLink to={page.linkedBack} className="button secondary">
            {t("topup.toTopup")}
          </LocalLink>
        ) : (
          <LocalLink to="/orders" className="button secondary">
            {t("paid.toOrders")}
          </LocalLink>
        )}
      </p>
    </div>
  );
}
