/**
 * `/orders`: the signed-in traveller's orders (PRODUCT.md#orders-and-delivery),
 * read in the loader through the same service as /v3/query/orders. Tabs are links: `?tab=1` the
 * current orders (the review prompt's), anything else all of them; each tab 20 orders a page,
 * `&page=N`, with its count and plain links to the pages beside, as the tabs. Each card shows
 * its label (PRODUCT.md#order-labels), data used and left, validity left and the eSIM, and a
 * refund while the eSIM is untouched: through /v1/refund/order with JavaScript, as a form posted
 * here without it. Beside the eSIM, its owner can stop the delivery mail's secret link
 * (docs/CHECKOUT.md#delivery-and-access), a form posted here in both cases. An eSIM that can
 * take more data has a Top up link to /topup, and the top-ups it took are listed on its card
 * (docs/WALLET.md#top-ups). Each order and top-up links to its printable receipt (/receipt/<no>).
 */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/orders";
import { messagesFor } from "../i18n/messages.server.ts";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { formatMoney } from "../../shared/money.ts";
import { EsimDelivery } from "../features/orders/esim-delivery.tsx";
import { LocalLink } from "../ui/links.tsx";
import { Pager } from "../ui/pager.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field } from "../features/account/account-forms.server.ts";
import { orderView, PRIVATE_PAGE, type OrderView } from "../features/orders/order-pages.server.ts";
import { askedPage, pageCount } from "../ui/paging.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { ChargedRow } from "../features/orders/order-receipt.tsx";
import { UsageFacts } from "../features/orders/esim-usage.tsx";
import { requireSession } from "../features/account/require-session.server.ts";
import { OrderReview, type ReviewBlock, type ReviewOutcome } from "../features/reviews/review-form.tsx";
import { reviewBlocks } from "../features/reviews/order-reviews.server.ts";
import { FormMessage, refusalText, type Refused } from "../ui/form-message.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** Orders a page: a card is tall (the eSIM, its usage, its forms). */
const PAGE_SIZE = 20;

/** Page `page` of tab `tab`; the first page has no `&page=`. */
const ordersPath = (tab: number, page: number) => `/orders?tab=${tab}${page > 1 ? `&page=${page}` : ""}`;

/** Checked again every few seconds while an order is on its way (preparing) or its refund is. */
const REFRESH_MS = 3_000;
const MAX_REFRESHES = 100;

type RefundOutcome = { intent: "refund"; orderNo: string } & ({ status: "refunded"; amount: string } | { status: "failed"; message: string } | Refused);

type LinkOutcome = { intent: "revokeLink"; orderNo: string } & ({ status: "revoked" } | { status: "failed"; message: string } | Refused);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const session = requireSession(context, url);
  const tab = url.searchParams.get("tab") === "1" ? 1 : 0;
  const page = askedPage(url);
  const { total, list } = await context.services.buyerOrders.list(session.userId, tab, page, PAGE_SIZE);
  const pages = pageCount(total, PAGE_SIZE);
  // Past the last page (an edited address, or orders that moved off the tab): the last one.
  if (page > pages) throw redirect(localizePath(context.lang, ordersPath(tab, pages)), { headers: PRIVATE_PAGE });
  const orders = await Promise.all(list.map((card) => orderView(context, card, card)));
  const reviews: Record<string, ReviewBlock> = await reviewBlocks(context, session.userId, list);
  const messages = messagesFor(context.lang, ["delivery", "form", "order", "orders", "pager", "paid", "receipts", "reviews"]);
  return data({ tab, page, pages, total, orders, reviews, formToken: context.forms.issueToken(), messages }, { headers: PRIVATE_PAGE });
}

/** The intents of the page's forms; a page rendered before `intent` existed posts a refund. */
const INTENTS = ["refund", "revokeLink", "review"] as const;

/**
 * One action, three forms: the refund, stopping the e-mailed link, and writing or changing an
 * order's review (docs/PRODUCT.md#order-reviews).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<RefundOutcome | LinkOutcome | ReviewOutcome> {
  const session = requireSession(context, request);
  const form = await request.formData();
  const orderNo = field(form, "orderNo");
  const intent = INTENTS.find((i) => i === field(form, "intent")) ?? "refund";
  const verdict = await context.forms.accept(intent, form);
  // A review's refusal comes back with what was typed, for the form to show again.
  const sent = intent === "review" ? { rating: Number(field(form, "rating")), text: field(form, "text") } : {};
  if (!verdict.ok) {
    const refused: { status: "failed"; message: string } | Refused =
      verdict.reason === "unreadable"
        ? { status: "failed", message: verdict.message }
        : verdict.reason === "rate-limited"
          ? { status: "limited", minutes: verdict.retryAfterMinutes }
          : { status: "expired" };
    return { intent, orderNo, ...sent, ...refused } as RefundOutcome | LinkOutcome | ReviewOutcome;
  }
  const userId = session.userId;
  if (intent === "review") {
    const { rating, text } = sent as { rating: number; text: string };
    const written = await context.services.reviews.submit({ userId, orderNo, rating, text, edit: field(form, "edit") === "1", lang: context.lang });
    return written.ok ? { intent, orderNo, rating, text, status: "saved" } : { intent, orderNo, rating, text, status: "failed", message: context.message(written.code) };
  }
  if (intent === "revokeLink") {
    const revoked = await context.services.buyerOrders.revokeLink(userId, orderNo);
    return revoked.ok ? { intent, status: "revoked", orderNo } : { intent, status: "failed", orderNo, message: context.message(revoked.code) };
  }
  const refunded = await context.services.buyerOrders.refund(userId, orderNo);
  return refunded.ok
    ? { intent, status: "refunded", orderNo, amount: formatMoney(refunded.card.charge.minor, "USD", context.lang) }
    : { intent, status: "failed", orderNo, message: context.message(refunded.code) };
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
  const { tab, page, pages, total, orders, reviews, formToken } = useLoaderData<typeof loader>();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<RefundOutcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  useRefreshWhileMoving(orders);
  // A refund with JavaScript answers here; a refund without it, and every stopped link, through the action.
  const refundShown = outcome ?? (serverOutcome?.intent === "refund" ? serverOutcome : null);
  const linkShown = serverOutcome?.intent === "revokeLink" ? serverOutcome : null;
  const reviewShown = serverOutcome?.intent === "review" ? serverOutcome : null;

  async function refund(e: FormEvent<HTMLFormElement>, order: OrderView) {
    e.preventDefault();
    setBusy(order.orderNo);
    const [{ apiPost, isNetworkError }, { sessionToken }] = await Promise.all([import("../api/api-client.ts"), import("../features/account/session.ts")]);
    const answer = await apiPost("/v1/refund/order", { orderNo: order.orderNo }, { lang, token: sessionToken() });
    setBusy(null);
    setOutcome(
      answer.success
        ? { intent: "refund", status: "refunded", orderNo: order.orderNo, amount: order.charge }
        : { intent: "refund", status: "failed", orderNo: order.orderNo, message: isNetworkError(answer) ? t("common.networkError") : answer.msg },
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
        <>
          <p className="hint orders-count" data-testid="orders-count">
            {t("orders.count", { count: total })}
          </p>
          <ul className="order-list">
            {orders.map((order) => (
              <li key={order.orderNo}>
                <OrderCard
                  order={order}
                  formToken={formToken}
                  busy={busy === order.orderNo}
                  outcome={refundShown?.orderNo === order.orderNo ? refundShown : null}
                  linkOutcome={linkShown?.orderNo === order.orderNo ? linkShown : null}
                  onRefund={(e) => void refund(e, order)}
                  review={
                    reviews[order.orderNo] && (
                      <OrderReview orderNo={order.orderNo} block={reviews[order.orderNo]!} formToken={formToken} outcome={reviewShown?.orderNo === order.orderNo ? reviewShown : null} />
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} label={t("orders.pages")} path={(n) => ordersPath(tab, n)} />
        </>
      )}
    </section>
  );
}

function OrderCard({
  order,
  formToken,
  busy,
  outcome,
  linkOutcome,
  onRefund,
  review,
}: {
  order: OrderView;
  formToken: string;
  busy: boolean;
  outcome: RefundOutcome | null;
  linkOutcome: LinkOutcome | null;
  onRefund: (e: FormEvent<HTMLFormElement>) => void;
  /** The order's review block (docs/PRODUCT.md#order-reviews), when it has one. */
  review: ReactNode;
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
        <UsageFacts usage={usage} validity={validity} />
        <ChargedRow order={order} />
      </dl>
      {order.topups.length > 0 && (
        <section className="topup-history" aria-labelledby={`${titleId}-topups`}>
          <h3 id={`${titleId}-topups`}>{t("orders.topups.heading")}</h3>
          <ul>
            {order.topups.map((topup) => (
              <li key={topup.orderNo}>
                {t("orders.topups.item", topup)} · <ReceiptLink orderNo={topup.orderNo} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="order-actions">
        <ReceiptLink orderNo={order.orderNo} className="button secondary small" />
        {order.topupAllowed && (
          <LocalLink to={`/topup?order=${order.orderNo}`} className="button secondary small topup-link">
            {t("orders.topup")}
            <span className="visually-hidden"> · {t("orders.number", { orderNo: order.orderNo })}</span>
          </LocalLink>
        )}
      </p>
      {order.esim && (
        // Open after stopping the link without JavaScript, so the page that comes back shows the answer.
        <details className="esim-details" open={linkOutcome ? true : undefined}>
          <summary>{t("orders.details")}</summary>
          {!order.esim.qrSvg && <p>{t("orders.installedNote")}</p>}
          <EsimDelivery orderNo={order.orderNo} esim={order.esim} level={3} />
          <MailedLink order={order} formToken={formToken} outcome={linkOutcome} />
        </details>
      )}
      {order.refundable && (
        <details className="refund">
          <summary>{t("orders.refund")}</summary>
          <p className="hint">{t("orders.refund.rule")}</p>
          <Form method="post" onSubmit={onRefund}>
            <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="orderNo" value={order.orderNo} />
            <p>{t("orders.refund.confirm", { orderNo: order.orderNo, amount: order.charge })}</p>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("account.wait") : t("orders.refund.submit", { amount: order.charge })}
            </button>
          </Form>
        </details>
      )}
      <RefundMessage outcome={outcome} />
      {review}
    </article>
  );
}

/** The printable receipt of a paid order or top-up (docs/WALLET.md#receipts), named for screen readers by its number. */
function ReceiptLink({ orderNo, className }: { orderNo: string; className?: string }) {
  const { t } = useI18n();
  return (
    <LocalLink to={`/receipt/${orderNo}`} className={className ? `${className} receipt-link` : "receipt-link"}>
      {t("receipts.link")}
      <span className="visually-hidden"> · {t("orders.number", { orderNo })}</span>
    </LocalLink>
  );
}

/**
 * The delivery mail's link, which opens the order without signing in: while it works, its owner
 * can stop it (a forwarded mail, a shared mailbox). Once stopped there is nothing to show, except
 * the answer right after.
 */
function MailedLink({ order, formToken, outcome }: { order: OrderView; formToken: string; outcome: LinkOutcome | null }) {
  const { t } = useI18n();
  const headingId = `order-link-${order.orderNo}`;
  if (!order.linkActive && outcome?.status !== "revoked") return null;
  return (
    <section className="order-link" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("orders.link.heading")}</h3>
      {order.linkActive ? (
        <>
          <p className="hint">{t("orders.link.text")}</p>
          <details className="revoke-link">
            <summary>{t("orders.link.revoke")}</summary>
            <Form method="post" preventScrollReset>
              <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
              <input type="hidden" name="intent" value="revokeLink" />
              <input type="hidden" name="orderNo" value={order.orderNo} />
              <p>{t("orders.link.confirm", { orderNo: order.orderNo })}</p>
              <button type="submit" className="button">
                {t("orders.link.submit")}
              </button>
            </Form>
          </details>
        </>
      ) : null}
      {outcome && <FormMessage answer={outcome} success={outcome.status === "revoked"} text={outcome.status === "revoked" ? t("orders.link.revoked") : refusalText(t, outcome)} />}
    </section>
  );
}

/** The refund's result in its card. */
function RefundMessage({ outcome }: { outcome: RefundOutcome | null }) {
  const { t } = useI18n();
  if (!outcome) return null;
  const success = outcome.status === "refunded";
  return <FormMessage answer={outcome} success={success} text={outcome.status === "refunded" ? t("orders.refund.done", { orderNo: outcome.orderNo, amount: outcome.amount }) : refusalText(t, outcome)} />;
}
