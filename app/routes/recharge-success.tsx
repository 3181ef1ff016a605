/**
 * `/recharge-success?recharge=<RC no>`, and `/rechargesuccess`, the same page under the spelling
 * older links use (docs/WALLET.md#credit-plans): where the payment page sends the buyer back after
 * paying a recharge. Like /transit, the loader asks the provider first (a failed payment goes to
 * /recharge-fail); while the payment is being confirmed, the page asks
 * /v1/query/recharge/payment-status every 2 s and shows the result once it moved (without
 * JavaScript it reloads itself every 3 s, and offers "Check again"). Then it says what was added
 * and shows the balance now. Someone else's recharge, or none, is the 404 page.
 */
import { useCallback } from "react";
import { data, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/recharge-success";
import { messagesFor } from "../i18n/messages.server.ts";
import { paymentOutcome } from "../../shared/payment-outcome.ts";
import { LocalLink } from "../ui/links.tsx";
import { ResultWait, waitingResultPage } from "../features/checkout/result-wait.tsx";
import { BalanceFigure } from "../features/wallet/wallet-balance.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { PRIVATE_HEADERS } from "../features/checkout/checkout.server.ts";
import { awaitingProvider, useResultPolling } from "../features/checkout/use-result-polling.ts";
import { buyersRecharge, confirmedRecharge, rechargePath, rechargeResultData } from "../features/wallet/wallet-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export const handle = waitingResultPage<{ state: string }>((page) => page.state === "confirming");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { recharge, payment } = await confirmedRecharge(context, await buyersRecharge(context, url));
  // Declined, cancelled on the provider's page, expired, or never started: the fail page says why.
  if (paymentOutcome(recharge.status, payment?.status ?? null) === "failed" || (recharge.status === "AWAITING_PAYMENT" && !payment)) {
    throw redirect(rechargePath(context, "cancel", recharge.rechargeNo), { headers: PRIVATE_HEADERS });
  }
  return data(
    {
      ...(await rechargeResultData(context, recharge, payment?.status ?? null)),
      /** This very address (either spelling), for "Check again". */
      here: url.pathname + url.search,
      messages: messagesFor(context.lang, ["balance", "credit", "fail", "recharge", "transit", "wallet"]),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "recharge.done.heading", "credit.lead", "/recharge-success");
}

export default function RechargeSuccess() {
  const page = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const waiting = page.state === "confirming";
  const moved = useCallback(async () => {
    const { askRechargeState } = await import("../features/wallet/wallet-flow.ts");
    const now = await askRechargeState(lang, page.rechargeNo);
    return now !== null && !awaitingProvider(now.status, now.payment);
  }, [lang, page.rechargeNo]);
  const slow = useResultPolling(waiting, moved);

  return (
    <div className={waiting ? "status-page transit" : "wallet recharge-result"}>
      {waiting && <ResultWait />}
      <h1>{t(waiting ? "transit.heading" : "recharge.done.heading")}</h1>
      <div role="status" aria-live="polite">
        {waiting ? (
          <p>{slow ? t("recharge.slow") : t("transit.text")}</p>
        ) : (
          <p className="lead" data-testid="recharge-added">
            {t("recharge.done.text", { amount: `+${page.added}` })}
          </p>
        )}
      </div>
      <p className="hint">{t("recharge.number", { rechargeNo: page.rechargeNo })}</p>
      {waiting ? (
        <p className="actions">
          {/* Without JavaScript the page also reloads itself; this asks at once. */}
          <Link to={page.here} className="button secondary" reloadDocument>
            {t("recharge.checkAgain")}
          </Link>
        </p>
      ) : (
        <>
          <BalanceFigure balance={page.balance} heading={t("recharge.now")} />
          <p className="actions">
            <LocalLink to="/balance" className="button">
              {t("credit.toStatement")}
            </LocalLink>
            <LocalLink to="/" className="button secondary">
              {t("recharge.browse")}
            </LocalLink>
          </p>
        </>
      )}
    </div>
  );
}
