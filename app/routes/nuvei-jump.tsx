/**
 * `/nuvei-jump?order=|recharge=…&payment=<id>` (docs/CHECKOUT.md#nuvei): the specification's
 * hand-over page, where a payment with Nuvei is taken. Nuvei has no hosted page of its own here:
 * its Simply Connect (Nuvei's script, Nuvei's card fields) runs inside this page. Every
 * purchase paid with Nuvei comes here from Pay (an eSIM, a top-up, a balance recharge), with the
 * attempt the store started. The loader checks the purchase is the visitor's and the attempt its
 * own and still open, and opens a Nuvei session for it (openOrder); a reload opens a new one for
 * the same attempt. Once Simply Connect has Nuvei's answer, the page goes to the purchase's
 * result page, which waits for Nuvei's notification; a decline is said here, and the form takes
 * another card. A purchase paid or over by now goes straight to its result page.
 */
import { useEffect, useRef, useState } from "react";
import { data, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/nuvei-jump";
import { messagesFor } from "../i18n/messages.server.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { formatMoney } from "../../shared/money.ts";
import { NUVEI_SIMPLY_CONNECT_URL } from "../../shared/nuvei-hosts.ts";
import { ORDER_RETURN_PATHS, RECHARGE_RETURN_PATHS, TOPUP_RETURN_PATHS } from "../../shared/return-address.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { buyersOrder, notFound, PRIVATE_HEADERS } from "../features/checkout/checkout.server.ts";
import { buyersTopup } from "../features/topup/topup-pages.server.ts";
import { buyersRecharge } from "../features/wallet/wallet-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { ProviderFormStatus } from "../features/checkout/provider-form-status.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

/** The purchase the address names, the visitor's own (or the 404 or log-in page), and its result pages. */
async function purchaseOf(context: Route.LoaderArgs["context"], url: URL) {
  const recharge = url.searchParams.get("recharge");
  if (recharge) {
    const found = await buyersRecharge(context, url);
    return { id: found.id, number: found.rechargeNo, target: "recharge" as const, paths: RECHARGE_RETURN_PATHS, query: `recharge=${found.rechargeNo}`, linkKey: null };
  }
  const linkKey = url.searchParams.get("key");
  // A top-up bought with the delivery mail's key: the key opens it without a session.
  const order = linkKey ? await buyersTopup(context, url) : await buyersOrder(context, url);
  const query = `order=${order.orderNo}${linkKey ? `&key=${encodeURIComponent(linkKey)}` : ""}`;
  return { id: order.id, number: order.orderNo, target: "order" as const, paths: order.kind === "topup" ? TOPUP_RETURN_PATHS : ORDER_RETURN_PATHS, query, linkKey };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const purchase = await purchaseOf(context, url);
  const paymentId = url.searchParams.get("payment") ?? "";
  const payment = /^[0-9a-f-]{36}$/i.test(paymentId) ? await context.services.checkout.payment(paymentId) : null;
  if (!payment || (purchase.target === "order" ? payment.orderId : payment.rechargeId) !== purchase.id) throw notFound();
  const opened = await context.services.checkout.resumePaymentOnPage(paymentId, context.returnOrigin, purchase.linkKey);
  // Paid, or over, by now: the result page says which.
  if (!opened) throw redirect(`${localizePath(context.lang, purchase.paths.success)}?${purchase.query}`, { headers: PRIVATE_HEADERS });
  const client = opened.client as Record<string, string>;
  return data(
    {
      number: purchase.number,
      amount: formatMoney(payment.amountUsdMinor, "USD", context.lang),
      options: {
        sessionToken: client.sessionToken!,
        env: client.env!,
        merchantId: client.merchantId!,
        merchantSiteId: client.merchantSiteId!,
        country: client.country!,
        currency: client.currency!,
        amount: client.amount!,
        locale: client.locale!,
        ...(client.email ? { email: client.email } : {}),
      },
      successUrl: opened.successUrl,
      cancelUrl: opened.cancelUrl,
      messages: messagesFor(context.lang, ["fail", "jump", "recharge"]),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "jump.heading", "jump.lead", "/nuvei-jump");
}

/** Simply Connect's answer, as far as the page reads it (docs/CHECKOUT.md#nuvei). */
interface SimplyConnectResult {
  result?: "APPROVED" | "DECLINED" | "ERROR" | "PENDING";
  status?: string;
  session_expired?: boolean;
}

declare global {
  interface Window {
    simplyConnect?: (options: Record<string, unknown>) => void;
  }
}

/** Nuvei's script, added once (its address is the one the page's policy allows). */
function loadSimplyConnect(): Promise<void> {
  if (window.simplyConnect) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = NUVEI_SIMPLY_CONNECT_URL;
    script.async = true;
    script.onload = () => (window.simplyConnect ? resolve() : reject(new Error("Simply Connect did not start")));
    script.onerror = () => reject(new Error("Simply Connect did not load"));
    document.head.append(script);
  });
}

export default function NuveiJump() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loadSimplyConnect()
      .then(() => {
        window.simplyConnect!({
          ...page.options,
          renderTo: "#nuvei-checkout",
          onReady: () => setReady(true),
          onResult(result: SimplyConnectResult) {
            // Nuvei's notification is what pays the purchase; the result page waits for it.
            if (result.result === "APPROVED" || result.result === "PENDING") return location.assign(page.successUrl);
            // A session that ran out: the page opens a new one for the same attempt.
            if (result.session_expired) return location.reload();
            setProblem(t(result.result === "DECLINED" ? "fail.reason.declined" : "fail.reason.other"));
          },
        });
        setReady(true);
      })
      .catch(() => setProblem(t("jump.broken")));
  }, [page, t]);

  return (
    <div className="checkout jump">
      <h1>{t("jump.heading")}</h1>
      <p>{t("jump.pay", { amount: page.amount, number: page.number })}</p>
      <p className="hint">{t("jump.lead")}</p>
      <noscript>
        <p className="error-text">{t("jump.noscript")}</p>
      </noscript>
      <ProviderFormStatus ready={ready} problem={problem} waiting={t("jump.loading")} />
      <div id="nuvei-checkout" className="card" data-testid="nuvei-checkout" />
      <p className="crumbs">
        {/* The purchase's own fail page, in its language already: it offers another attempt. */}
        <a href={page.cancelUrl}>{t("jump.cancel")}</a>
      </p>
    </div>
  );
}
