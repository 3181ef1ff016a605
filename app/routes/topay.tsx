/**
 * `/topay?area=&plan=[&days=]` (PRODUCT.md#checkout): the order summary at the server's price, in
 * the display currency and, plainly, the USD charge; a guest's delivery address; the payment
 * method; Pay. With JavaScript Pay places the order (/v1.1/setup/payment, idempotent) and starts
 * a payment (/v1.1/execute/payment), then leaves for the provider's hosted page. Without, the
 * form posts here and the action does the same through the domain services. Signed out, the
 * summary comes with the ways to sign in. An account sees the promo discount waiting on it taken
 * off the total before paying, and, holding a balance, "Use my balance": when the balance pays it
 * all, the order is paid at placement and the buyer goes straight to /payment-success
 * (docs/WALLET.md#paying-with-the-balance).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/topay";
import { messagesFor } from "../i18n/messages.server.ts";
import { loginPath } from "../../shared/access-guard.ts";
import { isEmail } from "../../shared/account-display.ts";
import { buyerOf } from "../../shared/buyer.ts";
import { formatMb } from "../../shared/data-units.ts";
import { formatDays, formatPerDay, planTitle } from "../../shared/i18n/plan-text.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { convertUsdMinor, formatMoney, type CurrencyCode } from "../../shared/money.ts";
import { FormMessage, TokenField, type FormOutcome } from "../features/account/account-form.tsx";
import { UseBalanceField, usesBalance } from "../features/checkout/use-balance.tsx";
import { GuestForm } from "../features/account/guest-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { PaymentMethods, PayTerms } from "../features/checkout/pay-form-parts.tsx";
import { ProviderFormStatus } from "../features/checkout/provider-form-status.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field, guardForm } from "../features/account/account-forms.server.ts";
import {
  checkoutDays,
  checkoutRequest,
  formToken,
  isPaidOrder,
  methodProblem,
  notFound,
  PRIVATE_HEADERS,
  startHostedPayment,
  successPath,
} from "../features/checkout/checkout.server.ts";
import { useStore } from "../shell/store-context.tsx";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import type { RequestContext } from "../load-context.ts";
import { useBackForwardReset } from "../features/checkout/use-back-forward-reset.ts";
import type { OnPageSession } from "../features/checkout/checkout-flow.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

/**
 * The order as the page shows it, worded and priced on the server (no plan-wording code in the
 * browser), less the promo discount an account's order will take.
 */
async function summary(context: RequestContext, url: URL) {
  const { lang, currency } = context;
  const wanted = checkoutRequest(url);
  const found = context.services.catalog.plan(wanted.area, wanted.plan, lang, currency);
  if (!found) throw notFound();
  const { area, plan } = found;
  const days = checkoutDays(plan.kind, wanted);
  // The server's own quote: the discount and the balance part by the same rule placing the order uses.
  const quote = await context.services.checkout.quoteFor(context.session, area.slug, plan.slug, days, lang, currency);
  const money = (usdMinor: number, shown: CurrencyCode) => formatMoney(convertUsdMinor(usdMinor, shown), shown, lang);
  const quoted = quote.ok ? quote.obj : null;
  const terms = quoted?.terms ?? null;
  const discount = quoted?.discount ?? null;
  /** What the order will cost: the quote less the discount. */
  const due = quoted?.settlement.dueMinor ?? 0;
  const held = quoted?.balanceHeldMinor ?? 0;
  return {
    area: { slug: area.slug, name: area.name, flag: area.flag },
    plan: {
      slug: plan.slug,
      daily: plan.kind === "daily",
      title: planTitle(plan, lang),
      data: plan.kind === "daily" ? formatPerDay(plan.dailyMb ?? 0, lang) : (formatMb(plan.dataMb ?? 0) ?? ""),
    },
    /** The days asked for, as typed: a bad value stays in the field beside its message. */
    daysField: wanted.daysText ?? String(days ?? ""),
    days: terms?.days ?? null,
    daysText: terms?.days ? formatDays(terms.days, lang) : null,
    validity: terms ? formatDays(terms.validityDays, lang) : null,
    problem: quote.ok ? null : context.message(quote.code),
    price: terms && {
      total: money(due, currency),
      list: terms.listUsdMinor > due ? money(terms.listUsdMinor, currency) : null,
      usd: money(due, "USD"),
      /** Null when the display currency is USD: the charge is then the price itself. */
      local: currency === "USD" ? null : money(due, currency),
      /** The promo discount the order takes, as a deduction in the display currency. */
      discount: discount && { code: discount.code, amount: `−${money(discount.minor, currency)}` },
    },
    /**
     * An account's balance to pay with: what it holds, and what the card pays when it is used
     * (null: the balance pays it all). Null for a guest and for an empty balance.
     */
    balance: held > 0 ? { available: formatMoney(held, "USD", lang), rest: quoted!.settlement.cardMinor > 0 ? money(quoted!.settlement.cardMinor, "USD") : null } : null,
    /** This checkout's own address, where a sign-in started here returns. */
    here: localizePath(lang, `/topay?area=${area.slug}&plan=${plan.slug}${plan.kind === "daily" && terms ? `&days=${terms.days}` : ""}`),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session } = context;
  const order = await summary(context, new URL(request.url));
  return data(
    {
      ...order,
      buyer: session ? { account: session.loginType === "accountLogin", email: session.email } : null,
      methods: session ? context.services.checkout.methods() : [],
      // Signed in, Pay's; signed out, "Continue as guest"'s (PRODUCT.md#guest-log-in).
      formToken: context.forms.issueToken(),
      messages: messagesFor(context.lang, ["daily", "fail", "form", "plan", "price", "topay", "topup"]),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

type PayOutcome = FormOutcome & { field?: "email" };
const EMAIL_CODES = new Set(["ORDER_EMAIL_REQUIRED", "INVALID_EMAIL"]);

/** Pay without JavaScript: place the order with the form's one-time token as its idempotency key, then off to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<PayOutcome> {
  const url = new URL(request.url);
  const form = await request.formData();
  const email = field(form, "email").trim();
  const refused = await guardForm(context, "topay", form, email);
  if (refused) return refused;
  const session = requireSession(context, url);
  const badMethod = methodProblem(context, form);
  if (badMethod) return { status: "failed", message: badMethod, email };
  const wanted = checkoutRequest(url);
  const found = context.services.catalog.plan(wanted.area, wanted.plan, context.lang, "USD");
  if (!found) throw notFound();
  const placed = await context.services.checkout.placeOrder({
    buyer: buyerOf(session),
    areaSlug: found.area.slug,
    planSlug: found.plan.slug,
    days: checkoutDays(found.plan.kind, wanted),
    email: session.loginType === "guestLogin" ? email : null,
    lang: context.lang,
    currency: context.currency,
    idempotencyKey: formToken(form),
    useBalance: usesBalance(form),
  });
  if (!placed.ok) return { status: "failed", message: context.message(placed.code), email, ...(EMAIL_CODES.has(placed.code) ? { field: "email" as const } : {}) };
  // Paid from the balance at once, or the same form sent again after paying: show the order rather than pay twice.
  if (isPaidOrder(placed.obj)) throw redirect(successPath(context, placed.obj.orderNo));
  const hosted = await startHostedPayment(context, placed.obj);
  if (!hosted) return { status: "failed", message: context.message("ORDER_NOT_PAYABLE"), email };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "topay.heading", "topay.lead", "/topay");
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function Summary({ order }: { order: Data }) {
  const { t } = useI18n();
  const { price } = order;
  return (
    <section className="checkout-summary card" aria-labelledby="summary-title">
      <h2 id="summary-title">{t("topay.summary")}</h2>
      <dl className="summary-facts">
        <div>
          <dt>{t("topay.destination")}</dt>
          <dd>
            <img src={order.area.flag} alt="" width={24} height={18} className="flag" /> {order.area.name}
          </dd>
        </div>
        <div>
          <dt>{t("topay.plan")}</dt>
          <dd>{order.plan.title}</dd>
        </div>
        {order.daysText && (
          <div>
            <dt>{t("topay.days")}</dt>
            <dd>{order.daysText}</dd>
          </div>
        )}
        <div>
          <dt>{order.plan.daily ? t("plan.fact.daily") : t("plan.fact.data")}</dt>
          <dd>{order.plan.data}</dd>
        </div>
        {order.validity && (
          <div>
            <dt>{t("plan.fact.validity")}</dt>
            <dd>{order.validity}</dd>
          </div>
        )}
        {price?.discount && (
          <div data-testid="promo-discount">
            <dt>{t("topay.discount", { code: price.discount.code })}</dt>
            <dd>{price.discount.amount}</dd>
          </div>
        )}
      </dl>
      {price && (
        <div className="summary-total">
          <p className="total-line">
            <span>{t("topay.total")}</span>
            <strong className="price big" data-testid="checkout-total">
              {price.total}
            </strong>
          </p>
          {price.list && (
            <p className="was" data-testid="list-price">
              <s>{t("price.was", { price: price.list })}</s>
            </p>
          )}
          <p className="charge" data-testid="charge">
            {price.local ? t("topay.chargedAbout", { usd: price.usd, local: price.local }) : t("topay.charged", { usd: price.usd })}
          </p>
        </div>
      )}
    </section>
  );
}

/** A daily plan's days, changeable here (a plain GET form: it works without JavaScript too). */
function DaysForm({ order }: { order: Data }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="days-form" replace>
      <input type="hidden" name="area" value={order.area.slug} />
      <input type="hidden" name="plan" value={order.plan.slug} />
      <label htmlFor="days">{t("daily.days")}</label>
      <input
        id="days"
        name="days"
        type="number"
        inputMode="numeric"
        min={1}
        max={30}
        defaultValue={order.daysField}
        aria-invalid={order.problem ? true : undefined}
        aria-describedby={order.problem ? "days-problem" : undefined}
        key={order.daysField}
      />
      <button type="submit" className="button secondary small">
        {t("topay.updateDays")}
      </button>
      {order.problem && (
        <p id="days-problem" className="error-text" role="alert">
          {order.problem}
        </p>
      )}
    </Form>
  );
}

/**
 * Signed out: a guest sign-in or a log-in first, coming back here. Without JavaScript the guest's
 * is a form the log-in page's action answers, the others links to the log-in and sign-up pages.
 */
function SignIn({ here, token }: { here: string; token: string }) {
  const { t, lang } = useI18n();
  const login = loginPath(lang, here);
  return (
    <section className="checkout-signin card" aria-labelledby="signin-title">
      <h2 id="signin-title">{t("topay.signIn")}</h2>
      <p>{t("topay.signInText")}</p>
      <div className="actions">
        <GuestForm next={here} token={token} />
        <a href={login} className="button secondary">
          {t("chooser.login")}
        </a>
        <a href={`${localizePath(lang, "/signup")}?redirect=${encodeURIComponent(here)}`} className="button secondary">
          {t("chooser.signup")}
        </a>
      </div>
    </section>
  );
}

/**
 * The card form of a provider that takes the card inside this page (Adyen's component), for the
 * order just placed: loaded and mounted here, it pays by itself; once it has Adyen's answer the
 * page goes to the order's result page, which waits for Adyen's word. A refusal is said here,
 * and the same form takes another card.
 */
function CardOnPage({ session }: { session: OnPageSession }) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let unmount: (() => void) | null = null;
    let gone = false;
    void import("../features/checkout/adyen-card.ts")
      .then(({ mountAdyenCard }) =>
        mountAdyenCard(container.current!, session, {
          onDone: () => location.assign(session.successUrl),
          onRefused: (reason) => setProblem(t(reason === "authentication" ? "fail.reason.authentication" : "fail.reason.declined")),
          onBroken: () => setProblem(t("common.networkError")),
        }),
      )
      .then((down) => {
        if (gone) return down();
        unmount = down;
        setReady(true);
      })
      .catch(() => setProblem(t("common.networkError")));
    return () => {
      gone = true;
      unmount?.();
    };
  }, [session, t]);

  return (
    <section className="card-on-page" aria-labelledby="card-title" data-testid="card-on-page">
      <h3 id="card-title">{t("topay.cardHeading")}</h3>
      <ProviderFormStatus ready={ready} problem={problem} waiting={t("topay.preparing")} />
      <div ref={container} />
    </section>
  );
}

function PayForm({ order }: { order: Data }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const serverOutcome = useActionData<typeof action>();
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [useBalance, setUseBalance] = useState(false);
  const [onPage, setOnPage] = useState<OnPageSession | null>(null);
  const inFlight = useRef(false);
  const buyer = order.buyer!;
  const price = order.price!;
  /** The provider takes the card inside this page (payment types 5 and 6): Pay goes on to its card form. */
  const samePage = order.methods[0]?.samePage === true;
  // With the balance ticked, Pay states what is left for the card, or that the balance pays it all.
  const paysAll = useBalance && order.balance !== null && order.balance.rest === null;
  const payLabel = paysAll
    ? t("topay.payFromBalance", { amount: price.usd })
    : samePage
      ? t("topay.toCard")
      : t("topay.pay", { amount: (useBalance && order.balance?.rest) || price.usd });
  const shown = outcome ?? serverOutcome ?? null;
  const emailProblem = shown?.status === "failed" && shown.field === "email" ? shown.message : null;

  useBackForwardReset(() => {
    inFlight.current = false;
    setBusy(false);
  });

  async function pay(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = new FormData(e.currentTarget);
    const email = buyer.account ? null : String(form.get("email") ?? "").trim();
    // A malformed address never reaches the API (its schema would refuse the whole call).
    if (email && !isEmail(email)) {
      inFlight.current = false;
      return setOutcome({ status: "failed", message: t("account.error.email"), email, field: "email" });
    }
    setBusy(true);
    setOutcome(null);
    const { payForPlan } = await import("../features/checkout/checkout-flow.ts");
    const result = await payForPlan(
      lang,
      { area: order.area.slug, plan: order.plan.slug, days: order.days, email, currency, useBalance: usesBalance(form) },
      t("common.networkError"),
      samePage,
    );
    // The order is placed: its card form comes here, and the order as placed cannot change any more.
    if (result.ok && result.onPage) return setOnPage(result.onPage);
    // Off to the provider's page (or the order's page, when the balance paid it all): the button stays busy until this page is gone.
    if (result.ok) return location.assign(result.url);
    inFlight.current = false;
    setBusy(false);
    setOutcome({ status: "failed", message: result.message, email: email ?? "", ...(EMAIL_CODES.has(String(result.code)) ? { field: "email" as const } : {}) });
  }

  return (
    <form method="post" noValidate onSubmit={pay} className="checkout-form card" aria-labelledby="pay-title">
      <h2 id="pay-title">{t("topay.payHeading")}</h2>
      <TokenField token={order.formToken} />
      <fieldset className="plain" disabled={onPage !== null}>
        {buyer.account ? (
          <p>{t("topay.sendTo", { email: buyer.email ?? "" })}</p>
        ) : (
          <div className="field">
            <label htmlFor="email">{t("topay.email")}</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={shown?.email || buyer.email || ""}
              aria-invalid={emailProblem ? true : undefined}
              aria-describedby={emailProblem ? "email-hint email-error" : "email-hint"}
            />
            <p id="email-hint" className="hint">
              {t("topay.emailHint")}
            </p>
            {emailProblem && (
              <p id="email-error" className="error-text">
                {emailProblem}
              </p>
            )}
          </div>
        )}
        {order.balance && <UseBalanceField balance={order.balance.available} onChange={setUseBalance} />}
        <PaymentMethods methods={order.methods} hint={samePage ? "samePage" : "hosted"} />
      </fieldset>
      {!emailProblem && <FormMessage outcome={shown} />}
      {onPage ? (
        <CardOnPage session={onPage} />
      ) : (
        <button type="submit" className="button wide pay-button" disabled={busy} aria-busy={busy}>
          {busy ? (paysAll ? t("account.wait") : samePage ? t("topay.preparing") : t("topay.paying")) : payLabel}
        </button>
      )}
      <PayTerms />
    </form>
  );
}

export default function ToPay() {
  const order = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="checkout">
      <p className="crumbs">
        <LocalLink to={`/${order.area.slug}/${order.plan.slug}`}>← {t("topay.back")}</LocalLink>
      </p>
      <h1>{t("topay.heading")}</h1>
      <div className="checkout-grid">
        <div>
          <Summary order={order} />
          {order.plan.daily && <DaysForm order={order} />}
        </div>
        {order.price && (order.buyer ? <PayForm order={order} /> : <SignIn here={order.here} token={order.formToken} />)}
      </div>
    </div>
  );
}
