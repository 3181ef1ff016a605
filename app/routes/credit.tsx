/**
 * `/credit` (docs/WALLET.md#credit-plans): the account's balance now (in the display currency,
 * and plainly the USD it is kept in) and the credit plans on sale, "Pay $50.00, get $55.00" with
 * the bonus set apart, each with its Buy. With JavaScript Buy places a recharge
 * (/v1/create/recharge, idempotent by a key kept per plan for the tab) and starts a payment
 * (/v1/execute/recharge/payment), then leaves for the provider's hosted page; without, the plan's
 * form posts here and the action does the same through the services, the form's one-time token
 * being the recharge's idempotency key. Signed out: the log-in page, which comes back (the access
 * guard). A guest login has no balance: it is told so, with the way to an account, and no Buy.
 */
import type { FormEvent } from "react";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/credit";
import { messagesFor } from "../i18n/messages.server.ts";
import { FormMessage, TokenField, type FormOutcome } from "../features/account/account-form.tsx";
import { WalletPage } from "../features/wallet/wallet-balance.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { field, guardForm } from "../features/account/account-forms.server.ts";
import { formToken, PRIVATE_HEADERS } from "../features/checkout/checkout.server.ts";
import { useStore } from "../shell/store-context.tsx";
import { useHostedPayment } from "../features/checkout/use-hosted-payment.ts";
import { creditPageData, holderId, rechargePath, startRechargeHostedPayment, type CreditPlanView } from "../features/wallet/wallet-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
import { buyerOf } from "../../shared/buyer.ts";
import { requireSession } from "../features/account/require-session.server.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = holderId(requireSession(context, new URL(request.url)));
  const page = userId ? await creditPageData(context, userId) : null;
  return data({ page, messages: messagesFor(context.lang, ["balance", "credit", "fail", "form", "recharge", "topay", "wallet"]) }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Buy without JavaScript: place the recharge with the form's one-time token as its idempotency key, then off to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, "credit", form, "");
  if (refused) return refused;
  const session = requireSession(context, new URL(request.url));
  const placed = await context.services.checkout.placeRecharge({
    holder: buyerOf(session),
    planId: field(form, "plan"),
    lang: context.lang,
    currency: context.currency,
    idempotencyKey: formToken(form),
  });
  if (!placed.ok) return { status: "failed", message: context.message(placed.code), email: "" };
  // The same form sent again after paying (Back, then Buy): the recharge's result page.
  if (placed.obj.status === "CREDITED") throw redirect(rechargePath(context, "success", placed.obj.rechargeNo));
  const hosted = await startRechargeHostedPayment(context, placed.obj);
  if (!hosted) return { status: "failed", message: context.message("RECHARGE_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "credit.heading", "credit.lead", "/credit");
}

function Plans({ plans }: { plans: CreditPlanView[] }) {
  const { t, lang } = useI18n();
  const { currency } = useStore();
  const serverOutcome = useActionData<typeof action>();
  /** `busy`: the plan being bought; every Buy waits meanwhile, so a second click places nothing. */
  const { outcome, busy, pay } = useHostedPayment<string>();

  function buy(e: FormEvent<HTMLFormElement>, plan: string) {
    e.preventDefault();
    void pay(plan, async () => {
      const { buyCreditPlan } = await import("../features/wallet/wallet-flow.ts");
      return buyCreditPlan(lang, { plan, currency }, t("common.networkError"));
    });
  }

  return (
    <section className="credit-plans" aria-labelledby="plans-title">
      <h2 id="plans-title">{t("credit.plans")}</h2>
      <FormMessage outcome={outcome ?? serverOutcome ?? null} />
      {plans.length === 0 ? (
        <p>{t("credit.none")}</p>
      ) : (
        <ul className="card-grid">
          {plans.map((p) => (
            <li key={p.id}>
              <form method="post" noValidate onSubmit={(e) => buy(e, p.id)} className="card credit-plan" data-testid={`credit-plan-${p.id}`}>
                <TokenField token={p.formToken} />
                <input type="hidden" name="plan" value={p.id} />
                <h3>{t("credit.plan.title", { pay: p.pay, credit: p.credit })}</h3>
                {p.bonus && <p className="credit-bonus">{t("credit.plan.bonus", { bonus: p.bonus })}</p>}
                <p className="hint">{p.charge.local ? t("topay.chargedAbout", { usd: p.charge.usd, local: p.charge.local }) : t("topay.charged", { usd: p.charge.usd })}</p>
                <button
                  type="submit"
                  className="button wide"
                  disabled={busy !== null}
                  aria-busy={busy === p.id}
                  aria-label={t("credit.buyLabel", { pay: p.pay, credit: p.credit })}
                >
                  {busy === p.id ? t("topay.paying") : t("credit.buy")}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="hint">{t("topay.hosted")}</p>
    </section>
  );
}

export default function Credit() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <WalletPage page="credit" balance={page?.balance ?? null} link={{ to: "/balance", label: "credit.toStatement" }}>
      {page && <Plans plans={page.plans} />}
    </WalletPage>
  );
}
