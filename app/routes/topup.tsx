/**
 * `/topup?order=<no>` (docs/WALLET.md#top-ups): more data and days for the eSIM of one of the
 * buyer's orders. Shows the eSIM (ICCID, data used and left, validity), then the packages of its
 * destination, each with what it adds and its price in the display currency and, plainly, the USD
 * charge (as /topay does); an account with a balance may pay from it first. With JavaScript Pay
 * places the top-up (/v1.1/data/create/topup-order, idempotent) and starts a payment
 * (/v1.1/execute/topup/payment), then leaves for the provider's hosted page; without, the form
 * posts here and the action does the same through the services. Signed out: the log-in page,
 * which comes back here. Someone else's order, or none, is the 404 page. Opened from the delivery
 * mail with its key (`&key=`), a guest's eSIM takes a top-up in any browser, bought as that guest
 * (docs/WALLET.md#a-guest-on-another-device): the form then always posts here (the API would want
 * the guest's session), and the pages after it carry the key.
 */
import type { FormEvent } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/topup";
import { messagesFor } from "../i18n/messages.server.ts";
import { FormMessage, TokenField, type FormOutcome } from "../features/account/account-form.tsx";
import { EsimSummary } from "../features/topup/esim-summary.tsx";
import { UseBalanceField, usesBalance } from "../features/checkout/use-balance.tsx";
import { LocalLink } from "../ui/links.tsx";
import { PaymentMethods, PayTerms } from "../features/checkout/pay-form-parts.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field, guardForm } from "../features/account/account-forms.server.ts";
import { formToken, isPaidOrder, methodProblem, notFound, spendableBalance, startHostedPayment } from "../features/checkout/checkout.server.ts";
import { topupBuyer, topupHeaders, topupPageData, topupPath, withLinkKey } from "../features/topup/topup-pages.server.ts";
import { useStore } from "../shell/store-context.tsx";
import { useHostedPayment } from "../features/checkout/use-hosted-payment.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { buyer, linkKey } = await topupBuyer(context, url);
  const { services } = context;
  const found = await services.checkout.topupOptions(buyer.userId, url.searchParams.get("order") ?? "", context.lang, context.currency);
  if (!found.ok) throw notFound();
  return data(
    {
      orderNo: found.obj.order.orderNo,
      ...(await topupPageData(context, found.obj, url.searchParams.get("plan"))),
      // The balance is the signed-in account's; a guest's key opens none.
      balance: linkKey ? null : ((await spendableBalance(context))?.text ?? null),
      methods: services.checkout.methods(),
      formToken: context.forms.issueToken(),
      /** Opened with the mail's key: the form posts to this page, and no link leads to /orders (the key opens no list). */
      linked: linkKey !== null,
      messages: messagesFor(context.lang, ["delivery", "fail", "form", "orders", "topay", "topup"]),
    },
    { headers: topupHeaders(linkKey) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Pay without JavaScript: place the top-up with the form's one-time token as its idempotency key, then off to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const url = new URL(request.url);
  const form = await request.formData();
  const refused = await guardForm(context, "topup", form, "");
  if (refused) return refused;
  const { buyer, linkKey } = await topupBuyer(context, url);
  const badMethod = methodProblem(context, form);
  if (badMethod) return { status: "failed", message: badMethod, email: "" };
  const placed = await context.services.checkout.createTopup({
    buyer,
    orderNo: url.searchParams.get("order") ?? "",
    planSlug: field(form, "plan"),
    lang: context.lang,
    currency: context.currency,
    idempotencyKey: formToken(form),
    useBalance: linkKey ? false : usesBalance(form),
  });
  if (!placed.ok) return { status: "failed", message: context.message(placed.code), email: "" };
  // Paid from the balance at once, or the same form sent again after paying: the result page.
  if (isPaidOrder(placed.obj)) throw redirect(withLinkKey(topupPath(context, "success", placed.obj.orderNo), linkKey));
  const hosted = await startHostedPayment(context, placed.obj, linkKey);
  if (!hosted) return { status: "failed", message: context.message("ORDER_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "topup.heading", "topup.lead", "/topup");
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function PayForm({ page }: { page: Data }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const serverOutcome = useActionData<typeof action>();
  const { outcome, busy, pay } = useHostedPayment();

  function submit(e: FormEvent<HTMLFormElement>) {
    // With the mail's key there is no session for the API: the browser posts the form to the page.
    if (page.linked) return;
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void pay(true, async () => {
      const { payForTopup } = await import("../features/checkout/checkout-flow.ts");
      return payForTopup(lang, { orderNo: page.orderNo, plan: String(form.get("plan") ?? ""), currency, useBalance: usesBalance(form) }, t("common.networkError"));
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="checkout-form card" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("topup.choose")}</h2>
      <TokenField token={page.formToken} />
      <fieldset className="topup-packages">
        <legend className="visually-hidden">{t("topup.choose")}</legend>
        {page.packages.map((p) => (
          <label className="topup-package" key={p.plan}>
            <input type="radio" name="plan" value={p.plan} defaultChecked={p.plan === page.selected} />
            <span className="topup-package-text">
              <strong>{p.title}</strong>
              <span className="topup-adds">{t("topup.adds", p.adds)}</span>
              <span className="hint">{p.price.local ? t("topay.chargedAbout", { usd: p.price.usd, local: p.price.local }) : t("topay.charged", { usd: p.price.usd })}</span>
            </span>
            <strong className="price">{p.price.total}</strong>
          </label>
        ))}
      </fieldset>
      <p className="hint">{t("topup.sameEsim")}</p>
      {page.balance && <UseBalanceField balance={page.balance} />}
      <PaymentMethods methods={page.methods} />
      <FormMessage outcome={outcome ?? serverOutcome ?? null} />
      <button type="submit" className="button wide pay-button" disabled={busy !== null} aria-busy={busy !== null}>
        {busy ? t("topay.paying") : t("topup.pay")}
      </button>
      <PayTerms />
    </form>
  );
}

export default function Topup() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="checkout topup">
      {!page.linked && (
        <p className="crumbs">
          <LocalLink to="/orders">← {t("topup.back")}</LocalLink>
        </p>
      )}
      <h1>{t("topup.heading")}</h1>
      <div className="checkout-grid">
        <EsimSummary esim={page.esim} heading={t("topup.esim")} />
        {page.blocked ? (
          <section className="card topup-blocked" aria-labelledby="blocked-title">
            <h2 id="blocked-title">{t("topup.blocked")}</h2>
            <p data-testid="topup-blocked">{page.blocked}</p>
            {!page.linked && (
              <LocalLink to="/orders" className="button secondary">
                {t("topup.back")}
              </LocalLink>
            )}
          </section>
        ) : (
          <PayForm page={page} />
        )}
      </div>
    </div>
  );
}
