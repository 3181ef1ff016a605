/**
 * The body of /payment-success (the buyer's own order) and /paysuccess (the holder of the
 * order's secret link): where the order stands, its summary, and the eSIM once it exists.
 *
 * While the payment is being confirmed or the eSIM prepared, the page checks again every 2 s
 * (the buyer asks /v1.1/payOrder/payment-status and reloads the page's data once the state moved;
 * a link holder, who has no session, reloads the data itself), and without JavaScript the
 * browser reloads the page every 3 s.
 */
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import type { ReceiptData, ReceiptState } from "./order-pages.server.ts";
import { bareWaitingPage } from "../checkout/waiting-page.ts";
import { EsimDelivery } from "./esim-delivery.tsx";
import { LocalLink } from "../../ui/links.tsx";

const POLL_MS = 2_000;
/** Five minutes of checking; after that the page says so, and the mail brings the eSIM. */
const MAX_POLLS = 150;

/** How the page learns that the order moved on: through the API (a signed-in buyer) or by reloading its data. */
export type ReceiptPolling = "api" | "reload";

const HEADINGS = {
  confirming: "paid.confirming.heading",
  unpaid: "paid.unpaid.heading",
  cancelled: "paid.cancelled.heading",
  preparing: "paid.title",
  delivered: "paid.title",
  refunding: "paid.refunding.heading",
  refunded: "paid.refunded.heading",
} as const satisfies Record<ReceiptState, string>;

/** Checks every 2 s while the order waits; answers true once it has waited longer than usual. */
function useWaiting(orderNo: string, state: ReceiptState, via: ReceiptPolling): boolean {
  const { lang } = useI18n();
  const { revalidate } = useRevalidator();
  const [slow, setSlow] = useState(false);
  const waiting = state === "confirming" || state === "preparing";

  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    let stopped = false;
    const timer = setInterval(async () => {
      if (++polls > MAX_POLLS) {
        clearInterval(timer);
        setSlow(true);
        return;
      }
      if (via === "api") {
        const [{ apiPost }, { sessionToken }] = await Promise.all([import("../../api/api-client.ts"), import("../account/session.ts")]);
        const answer = await apiPost("/v1.1/payOrder/payment-status", { orderNo }, { lang, token: sessionToken() });
        if (stopped || !answer.success || !answer.obj) return;
        const { status, payment } = answer.obj;
        const moved = state === "preparing" ? status !== "PAID" : status !== "AWAITING_PAYMENT" || (payment !== "CREATED" && payment !== "PENDING");
        if (!moved) return;
      }
      if (!stopped) void revalidate();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, state, orderNo, via, lang, revalidate]);

  return waiting && slow;
}

/** States in which the order was paid, so it has a receipt to show. */
const PAID: ReadonlySet<ReceiptState> = new Set(["preparing", "delivered", "refunding", "refunded"]);

/** The handle of a page showing an order's receipt: bare, and without JavaScript reloading every 3 s while the order is being paid or prepared. */
export const receiptPage = bareWaitingPage<{ receipt?: ReceiptData }>(({ receipt }) => (receipt?.state === "confirming" || receipt?.state === "preparing" ? "3" : null));

/** `receiptPath`: the order's printable receipt (unprefixed), for the buyer or with the link's key. */
export function OrderReceipt({ data, polling, receiptPath }: { data: ReceiptData; polling: ReceiptPolling; receiptPath: string }) {
  const { t } = useI18n();
  const { state, order } = data;
  const slow = useWaiting(order.orderNo, state, polling);
  const waiting = state === "confirming" || state === "preparing";

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{t(HEADINGS[state])}</h1>
      {(state === "preparing" || state === "delivered") && <p className="lead">{t("paid.thanks", { orderNo: order.orderNo })}</p>}

      {waiting && (
        <div className="waiting" role="status">
          {state === "preparing" && <h2>{t("paid.preparing.heading")}</h2>}
          <p>{slow ? t("paid.slow") : t(state === "preparing" ? "paid.preparing.text" : "paid.confirming.text")}</p>
        </div>
      )}
      {state === "delivered" && <p>{t("paid.ready")}</p>}
      {state === "unpaid" && (
        <>
          <p>{t("paid.unpaid.text", { orderNo: order.orderNo })}</p>
          <p>
            <LocalLink to={`/payment-fail?order=${order.orderNo}`} className="button">
              {t("paid.unpaid.retry")}
            </LocalLink>
          </p>
        </>
      )}
      {state === "cancelled" && <p>{t("paid.cancelled.text", { orderNo: order.orderNo })}</p>}
      {state === "refunding" && <p>{t("paid.refunding.text", { amount: order.charge })}</p>}
      {state === "refunded" && <p>{t("paid.refunded.text", { amount: order.charge })}</p>}

      {order.esim && <EsimDelivery orderNo={order.orderNo} esim={order.esim} />}

      <section className="receipt-summary" aria-labelledby="receipt-summary">
        <h2 id="receipt-summary">{t("paid.summary")}</h2>
        <OrderFacts order={order} />
      </section>

      <p className="actions">
        {PAID.has(state) && (
          <LocalLink to={receiptPath} className="button secondary receipt-link">
            {t("receipts.link")}
          </LocalLink>
        )}
        {polling === "api" && (
          <LocalLink to="/orders" className="button secondary">
            {t("paid.toOrders")}
          </LocalLink>
        )}
        {(state === "cancelled" || state === "refunded") && (
          <LocalLink to="/" className="button secondary">
            {t("orders.browse")}
          </LocalLink>
        )}
      </p>
    </article>
  );
}

/** Order number, date, plan, days, the charge, the promo discount and who paid what, as on a receipt. */
export function OrderFacts({ order }: { order: ReceiptData["order"] }) {
  const { t } = useI18n();
  return (
    <dl className="facts">
      <div>
        <dt>{t("order.number")}</dt>
        <dd>{order.orderNo}</dd>
      </div>
      <div>
        <dt>{t("order.date")}</dt>
        <dd>{order.date}</dd>
      </div>
      <div>
        <dt>{t("order.plan")}</dt>
        <dd>
          {order.area} · {order.plan}
        </dd>
      </div>
      {order.days && (
        <div>
          <dt>{t("order.days")}</dt>
          <dd>{order.days}</dd>
        </div>
      )}
      <ChargedRow order={order} />
      {order.discount && (
        <div>
          <dt>{t("order.discount")}</dt>
          <dd>{order.discount}</dd>
        </div>
      )}
      {order.paid.balance && (
        <div>
          <dt>{t("order.paidFromBalance")}</dt>
          <dd>{order.paid.balance}</dd>
        </div>
      )}
      {order.paid.card && (
        <div>
          <dt>{t("order.paidByCard")}</dt>
          <dd>{order.paid.card}</dd>
        </div>
      )}
    </dl>
  );
}

/** What was charged, in USD, with the display-currency amount beside it (PRODUCT.md#checkout). */
export function ChargedRow({ order }: { order: Pick<ReceiptData["order"], "charge" | "display"> }) {
  const { t } = useI18n();
  return (
    <div>
      <dt>{t("order.charged")}</dt>
      <dd>{order.display ? t("order.chargeAbout", { charge: order.charge, amount: order.display }) : order.charge}</dd>
    </div>
  );
}
