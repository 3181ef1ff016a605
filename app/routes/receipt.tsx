/**
 * `/receipt/<order no>`: a paid order's receipt as a page to print (docs/WALLET.md#receipts): the
 * seller (STORE_LEGAL_NAME, STORE_ADDRESS), the receipt mail's lines in the page's language, a
 * Print button, and "E-mail it to me again" (a form posted here, with JavaScript or without,
 * through the page-form guard; the receipts service counts each order's mails).
 *
 * Its buyer opens it from /orders or the success page; the holder of the order's e-mailed link
 * opens it with the link's key (`?key=`, from /paysuccess), so a guest on another device can too.
 * Anyone else, an unpaid order or no order get the 404 page, all alike; a key that opens nothing
 * any more goes to /linkexpire. Signed out without a key: the log-in page, which comes back here.
 */
import { useEffect, useRef } from "react";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/receipt";
import { messagesFor } from "../i18n/messages.server.ts";
import type { ReceiptReader } from "../../server/domain/orders/index.ts";
import { FORM_TOKEN_FIELD } from "../../shared/api/protocol.ts";
import { notFound } from "../features/checkout/checkout.server.ts";
import { requireSession } from "../features/account/require-session.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { linkEnded, PRIVATE_PAGE, receiptView, type ReceiptView } from "../features/orders/order-pages.server.ts";
import { PrintButton } from "../features/orders/print-button.tsx";
import { useI18n, type I18n } from "../i18n/i18n.tsx";
import { LocalLink } from "../ui/links.tsx";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

/** The form's answer: sent; too many posts from this address (the page-form guard); this order mailed often enough for now; a stale form; a field refused. */
type MailOutcome =
  | { status: "sent" }
  | { status: "limited"; minutes: number }
  | { status: "orderLimited"; minutes: number }
  | { status: "expired" }
  | { status: "failed"; message: string };

/**
 * Who reads: the holder of the e-mailed link's key, else the signed-in buyer. A page opened with
 * the key sends its address to no other site; `same-origin`, not `no-referrer`, so that its form
 * posts with an Origin the page forms' check accepts (as the top-up pages do).
 */
function readerOf(context: Route.LoaderArgs["context"], url: URL): { reader: ReceiptReader; headers: Record<string, string> } {
  const linkKey = url.searchParams.get("key");
  if (linkKey) return { reader: { linkKey }, headers: { ...PRIVATE_PAGE, "Referrer-Policy": "same-origin" } };
  return { reader: { userId: requireSession(context, url).userId }, headers: PRIVATE_PAGE };
}

/** What a refusal means for the page: the link's end, or the 404 page. */
const refusal = (context: Route.LoaderArgs["context"], code: "ORDER_NOT_FOUND" | "LINK_ENDED") => (code === "LINK_ENDED" ? linkEnded(context) : notFound());

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { reader, headers } = readerOf(context, url);
  const read = await context.services.buyerOrders.receipt(reader, params.orderNo, context.lang);
  if (!read.ok) throw refusal(context, read.code);
  const messages = messagesFor(context.lang, ["fail", "form", "receipts"]);
  return data({ receipt: receiptView(context, read.receipt), signedIn: "userId" in reader, formToken: context.forms.issueToken(), messages }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<MailOutcome> {
  const url = new URL(request.url);
  const { reader } = readerOf(context, url);
  const form = await request.formData();
  const verdict = await context.forms.accept("receiptMail", form);
  if (!verdict.ok) {
    if (verdict.reason === "unreadable") return { status: "failed", message: verdict.message };
    return verdict.reason === "rate-limited" ? { status: "limited", minutes: verdict.retryAfterMinutes } : { status: "expired" };
  }
  const sent = await context.services.buyerOrders.mailReceipt(reader, params.orderNo, verdict.token);
  if (sent.ok) return { status: "sent" };
  if (sent.code === "LIMITED") return { status: "orderLimited", minutes: sent.retryAfterMinutes };
  throw refusal(context, sent.code);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, params }: Route.MetaArgs) {
  return [...unlistedPageMeta(matches, "receipts.heading", "receipts.metaDescription", `/receipt/${params.orderNo}`), { name: "referrer", content: "same-origin" }];
}

export default function Receipt() {
  const { t } = useI18n();
  const { receipt, signedIn, formToken } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";

  return (
    <article className="receipt-doc" aria-labelledby="receipt-title">
      <header className="receipt-head">
        <h1 id="receipt-title">{t("receipts.heading")}</h1>
        <Seller seller={receipt.seller} />
      </header>
      {receipt.refunded && <p className="receipt-note">{t("receipts.refunded")}</p>}
      {receipt.partlyRefunded && <p className="receipt-note">{t("receipts.partlyRefunded", { amount: receipt.partlyRefunded })}</p>}
      <Lines receipt={receipt} />
      <p className="hint">{t("receipts.usd")}</p>
      {receipt.display && <p className="hint">{t("receipts.about")}</p>}

      <div className="receipt-actions">
        <PrintButton label={t("receipts.print")} />
        <Form method="post" className="receipt-mail">
          <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
          <button type="submit" className="button secondary" disabled={sending}>
            {sending ? t("account.wait") : t("receipts.mail")}
          </button>
          <p className="hint">{t("receipts.mail.hint")}</p>
        </Form>
        {outcome && <MailMessage outcome={outcome} />}
        {signedIn && <LocalLink to="/orders">{t("receipts.back")}</LocalLink>}
      </div>
    </article>
  );
}

function Seller({ seller }: { seller: ReceiptView["seller"] }) {
  const { t } = useI18n();
  return (
    <address className="receipt-seller">
      <span className="hint">{t("receipts.seller")}</span>
      <strong>{seller.name}</strong>
      {seller.address && <span className="receipt-seller-address">{seller.address}</span>}
      <a href={`mailto:${seller.email}`}>{seller.email}</a>
    </address>
  );
}

/** The receipt's lines, as the mail lays them out: label and value, the total last. */
function Lines({ receipt }: { receipt: ReceiptView }) {
  const { t } = useI18n();
  const item =
    receipt.item.type === "esim"
      ? t("receipts.item.esim", { title: receipt.item.title })
      : t("receipts.item.topup", { iccidEnd: receipt.item.iccidEnd, adds: receipt.item.adds });
  const rows: [string, string | null][] = [
    [t("receipts.number"), receipt.number],
    [t("receipts.date"), receipt.paidAt],
    [t("receipts.item"), item],
    [t("receipts.list"), receipt.list],
    [t("receipts.campaign"), receipt.campaign],
    [t("receipts.promo"), receipt.promo],
    [t("receipts.balance"), receipt.balance],
    [t("receipts.card"), receipt.card],
  ];
  return (
    <table className="receipt-lines">
      <tbody>
        {rows.flatMap(([label, value]) =>
          value === null
            ? []
            : [
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>,
              ],
        )}
        <tr className="receipt-total">
          <th scope="row">{t("receipts.total")}</th>
          <td>{receipt.display ? t("receipts.approx", { amount: receipt.total, display: receipt.display }) : receipt.total}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The mail's answer; it takes the focus, as the orders page's answers do. */
function MailMessage({ outcome }: { outcome: MailOutcome }) {
  const { t } = useI18n();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [outcome]);
  const sent = outcome.status === "sent";
  return (
    <p ref={ref} tabIndex={-1} className={sent ? "success-text" : "error-text"} role={sent ? "status" : "alert"}>
      {mailText(t, outcome)}
    </p>
  );
}

function mailText(t: I18n["t"], outcome: MailOutcome): string {
  switch (outcome.status) {
    case "sent":
      return t("receipts.mail.sent");
    case "limited":
      return t("form.rateLimited", { minutes: outcome.minutes });
    case "orderLimited":
      return t("receipts.mail.limited", { minutes: outcome.minutes });
    case "expired":
      return t("form.expired");
    case "failed":
      return outcome.message;
  }
}
