/**
 * `/orders`: the signed-in traveller's orders (spec sections 2, 4 and 6; PRODUCT.md#orders-and-delivery),
 * read in the loader through the same service as /v3/query/orders. Tabs are links: `?tab=1` the
 * current orders (the review prompt's), anything else all of them. Each card shows the spec's
 * label, data used and left, validity left and the eSIM, and a refund while the eSIM is
 * untouched: through /v1/refund/order with JavaScript, as a form posted here without it.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/orders";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { guardRedirect } from "../../shared/access-guard.ts";
import { formatMoney } from "../../shared/money.ts";
import { EsimDelivery } from "../components/esim-delivery.tsx";
import { LocalLink } from "../components/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field } from "../lib/account-forms.server.ts";
import { orderView, PRIVATE_PAGE, type OrderView } from "../lib/order-pages.server.ts";
import { unlistedPageMeta } from "../seo.ts";
import { ChargedRow } from "../components/order-receipt.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

/** Checked again every few seconds while an order is on its way (preparing) or its refund is. */
const REFRESH_MS = 3_000;
const MAX_REFRESHES = 100;

type RefundOutcome =
  | { status: "refunded"; orderNo: string; amount: string }
  | { status: "failed"; orderNo: string; message: string }
  | { status: "limited"; orderNo: string; minutes: number }
  | { status: "expired"; orderNo: string };

function guard(request: Request, signedIn: boolean) {
  const url = new URL(request.url);
  const guarded = guardRedirect(url.pathname, url.search, signedIn);
  if (guarded) throw redirect(guarded);
  return url;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = guard(request, context.session !== null);
  const tab = url.searchParams.get("tab") === "1" ? 1 : 0;
  const cards = await context.services.buyerOrders.list(context.session!.userId, tab);
  const orders = await Promise.all(cards.map((card) => orderView(context, card, card)));
  return data({ tab, orders, formToken: context.forms.issueToken() }, { headers: PRIVATE_PAGE });
}

export async function action({ request, context }: Route.ActionArgs): Promise<RefundOutcome> {
  guard(request, context.session !== null);
  const form = await request.formData();
  const orderNo = field(form, "orderNo");
  const verdict = await context.forms.accept("refund", form);
  if (!verdict.ok) {
    return verdict.reason === "rate-limited" ? { status: "limited", orderNo, minutes: verdict.retryAfterMinutes } : { status: "expired", orderNo };
  }
  const refunded = await context.services.buyerOrders.refund(context.session!.userId, orderNo);
  return refunded.ok
    ? { status: "refunded", orderNo, amount: formatMoney(refunded.card.charge.minor, "USD", context.lang) }
    : { status: "failed", orderNo, message: context.message(refunded.code) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "orders.heading", "orders.metaDescription", "/orders");
}

/** Reloads the page's data while an order is being prepared or refunded, so its card moves on by itself. */
function useRefreshWhileMoving(orders: OrderView[]) {
  const { revalidate } = useRevalidator();
  const moving = orders.some((o) => o.label === "preparing" || o.label === "refunding");
  useEffect(() => {
    if (!moving) return;
    let refreshes = 0;
    const timer = setInterval(() => {
      if (++refreshes > MAX_REFRESHES) clearInterval(timer);
      else void revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, revalidate]);
}

export default function Orders() {
  const { t, lang } = useI18n();
  const { tab, orders, formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<RefundOutcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  useRefreshWhileMoving(orders);
  const shown = outcome ?? serverOutcome ?? null;

  async function refund(e: FormEvent<HTMLFormElement>, order: OrderView) {
    e.preventDefault();
    setBusy(order.orderNo);
    const [{ apiPost, isNetworkError }, { sessionToken }] = await Promise.all([import("../lib/api-client.ts"), import("../lib/session.ts")]);
    const answer = await apiPost("/v1/refund/order", { orderNo: order.orderNo }, { lang, token: sessionToken() });
    setBusy(null);
    setOutcome(
      answer.success
        ? { status: "refunded", orderNo: order.orderNo, amount: order.charge }
        : { status: "failed", orderNo: order.orderNo, message: isNetworkError(answer) ? t("common.networkError") : answer.msg },
    );
    if (answer.success) await revalidate();
  }

  const tabs = [
    { value: 1, label: t("orders.tab.current") },
    { value: 0, label: t("orders.tab.all") },
  ];

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t("orders.heading")}</h1>
      <nav className="order-tabs" aria-label={t("orders.tabs")}>
        <ul>
          {tabs.map((item) => (
            <li key={item.value}>
              <LocalLink to={`/orders?tab=${item.value}`} aria-current={tab === item.value ? "page" : undefined}>
                {item.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {orders.length === 0 ? (
        <div className="orders-empty">
          <p>{t(tab === 1 ? "orders.empty.current" : "orders.empty.all")}</p>
          <LocalLink to="/" className="button">
            {t("orders.browse")}
          </LocalLink>
        </div>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.orderNo}>
              <OrderCard
                order={order}
                formToken={formToken}
                busy={busy === order.orderNo}
                outcome={shown?.orderNo === order.orderNo ? shown : null}
                onRefund={(e) => void refund(e, order)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({
  order,
  formToken,
  busy,
  outcome,
  onRefund,
}: {
  order: OrderView;
  formToken: string;
  busy: boolean;
  outcome: RefundOutcome | null;
  onRefund: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useI18n();
  const titleId = `order-${order.orderNo}`;
  const label = order.label ?? "preparing";
  const { usage, validity } = order;

  return (
    <article className="card order-card" aria-labelledby={titleId}>
      <header className="order-head">
        {order.flag && <img src={order.flag} alt="" width={40} height={30} className="flag" />}
        <div className="order-title">
          <h2 id={titleId}>
            {order.area} · {order.plan}
          </h2>
          <p className="hint">
            {t("orders.number", { orderNo: order.orderNo })} · {t("orders.date", { date: order.date })}
          </p>
        </div>
        <p className="order-status">
          <span className="visually-hidden">{t("orders.status")}: </span>
          <span className={`status-badge status-${label}`}>{t(`orders.label.${label}`)}</span>
        </p>
      </header>
      {label === "preparing" && <p>{t("orders.preparing")}</p>}
      <dl className="facts order-facts">
        {order.days && (
          <div>
            <dt>{t("order.days")}</dt>
            <dd>{order.days}</dd>
          </div>
        )}
        {usage && (
          <>
            <div>
              <dt>{t(usage.daily ? "orders.data.usedToday" : "orders.data.used")}</dt>
              <dd>{usage.used ?? t("orders.data.noUsage")}</dd>
            </div>
            <div>
              <dt>{t(usage.daily ? "orders.data.leftToday" : "orders.data.left")}</dt>
              <dd>{t("orders.data.of", { amount: usage.left, total: usage.total })}</dd>
            </div>
          </>
        )}
        {validity && (
          <div>
            <dt>{t("orders.validity")}</dt>
            <dd>
              {validity.state === "notStarted"
                ? t("orders.validity.notStarted", { count: validity.days })
                : validity.state === "daysLeft"
                  ? t("orders.validity.daysLeft", { count: validity.count })
                  : validity.state === "hoursLeft"
                    ? t("orders.validity.hoursLeft", { count: validity.count })
                    : t("orders.validity.ended")}
            </dd>
          </div>
        )}
        <ChargedRow order={order} />
      </dl>
      {order.esim && (
        <details className="esim-details">
          <summary>{t("orders.details")}</summary>
          {!order.esim.qrSvg && <p>{t("orders.installedNote")}</p>}
          <EsimDelivery orderNo={order.orderNo} esim={order.esim} level={3} />
        </details>
      )}
      {order.refundable && (
        <details className="refund">
          <summary>{t("orders.refund")}</summary>
          <p className="hint">{t("orders.refund.rule")}</p>
          <Form method="post" onSubmit={onRefund}>
            <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <p>{t("orders.refund.confirm", { orderNo: order.orderNo, amount: order.charge })}</p>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("account.wait") : t("orders.refund.submit", { amount: order.charge })}
            </button>
          </Form>
        </details>
      )}
      <RefundMessage outcome={outcome} />
    </article>
  );
}

/** The refund's result in its card; it takes the focus, since the button that started it is gone. */
function RefundMessage({ outcome }: { outcome: RefundOutcome | null }) {
  const { t } = useI18n();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  const text =
    outcome.status === "refunded"
      ? t("orders.refund.done", { orderNo: outcome.orderNo, amount: outcome.amount })
      : outcome.status === "failed"
        ? outcome.message
        : outcome.status === "limited"
          ? t("form.rateLimited", { minutes: outcome.minutes })
          : t("form.expired");
  return (
    <p ref={ref} tabIndex={-1} className={outcome.status === "refunded" ? "success-text" : "error-text"} role={outcome.status === "refunded" ? "status" : "alert"}>
      {text}
    </p>
  );
}
