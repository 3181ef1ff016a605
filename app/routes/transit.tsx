/**
 * `/transit?order=<no>` (PRODUCT.md#checkout): where the payment page sends the buyer back. The
 * loader asks the provider once and redirects at once when the payment is decided; while it is
 * not, the page asks /v1.1/payOrder/confirm every 2 s (without JavaScript it reloads itself every
 * 3 s), and after a minute says the order will appear on /orders and in the mail once confirmed.
 */
import { useEffect, useState } from "react";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/transit";
import { messagesFor } from "../i18n/messages.server.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { paymentOutcome } from "../../shared/payment-outcome.ts";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { buyersOrder, confirmedState, failPath, PRIVATE_HEADERS, successPath } from "../features/checkout/checkout.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
import { bareWaitingPage } from "../features/checkout/waiting-page.ts";

/** Without JavaScript the page reloads itself, more slowly once the wait is long; the address carries when it began. */
export const handle = bareWaitingPage<{ reload: string }>((page) => page.reload);

/** How long the page waits before saying the confirmation takes longer than usual. */
const PATIENCE_MS = 60_000;
/** How often the page asks, and, once it has said it takes longer, how much more slowly. */
const POLL_MS = 2_000;
const SLOW_POLL_MS = 10_000;
/** Without JavaScript: the page reloads itself, more slowly once it has said it takes longer. */
const RELOAD_S = 3;
const SLOW_RELOAD_S = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { order, payment } = await confirmedState(context, await buyersOrder(context, url));
  const outcome = paymentOutcome(order.status, payment?.status ?? null);
  if (outcome === "paid") throw redirect(successPath(context, order.orderNo), { headers: PRIVATE_HEADERS });
  if (outcome === "failed") throw redirect(failPath(context, order.orderNo), { headers: PRIVATE_HEADERS });
  // When this wait began travels in the address of the page's own reloads (no JavaScript).
  const since = Number(url.searchParams.get("since"));
  const startedAt = Number.isSafeInteger(since) && since > 0 && since <= Date.now() ? since : Date.now();
  const late = Date.now() - startedAt >= PATIENCE_MS;
  return data(
    {
      orderNo: order.orderNo,
      late,
      reload: `${late ? SLOW_RELOAD_S : RELOAD_S}; url=${localizePath(context.lang, `/transit?order=${order.orderNo}&since=${startedAt}`)}`,
      messages: messagesFor(context.lang, ["fail", "transit"]),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "transit.heading", "transit.text", "/transit");
}

export default function Transit() {
  const { orderNo, late: lateOnServer } = useLoaderData<typeof loader>();
  const { t, lang } = useI18n();
  const [late, setLate] = useState(lateOnServer);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const patienceEnds = Date.now() + (lateOnServer ? 0 : PATIENCE_MS);
    const patience = setTimeout(() => setLate(true), patienceEnds - Date.now());
    const ask = async () => {
      const { confirmOrder } = await import("../features/checkout/checkout-flow.ts");
      const outcome = await confirmOrder(lang, orderNo);
      if (stopped) return;
      if (outcome) {
        // A fresh document, replacing this one in the history: Back does not return to the wait.
        const path = outcome === "paid" ? "/payment-success" : "/payment-fail";
        return location.replace(localizePath(lang, `${path}?order=${orderNo}`));
      }
      timer = setTimeout(() => void ask(), Date.now() < patienceEnds ? POLL_MS : SLOW_POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(patience);
    };
  }, [lang, orderNo, lateOnServer]);

  return (
    <section className="status-page transit" aria-labelledby="transit-title">
      <div className="spinner" aria-hidden="true" />
      <h1 id="transit-title">{t("transit.heading")}</h1>
      <div role="status" aria-live="polite">
        {late ? (
          <p>
            {t("transit.late")} <LocalLink to="/orders">{t("transit.orders")}</LocalLink>
          </p>
        ) : (
          <p>{t("transit.text")}</p>
        )}
      </div>
      <p className="hint">{t("transit.order", { orderNo })}</p>
    </section>
  );
}
