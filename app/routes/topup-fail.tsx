/**
 * `/topup-fail?order=<top-up no>` (docs/WALLET.md#top-ups): the top-up's payment did not go
 * through. The same page as /payment-fail: why, that nothing was charged, a new attempt for the
 * same top-up (/v1.1/execute/topup/payment; without JavaScript a form posted here), and the way
 * back to the eSIM's top-up page. A top-up paid meanwhile goes to its success page.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/topup-fail";
import { loginPath } from "../../shared/access-guard.ts";
import { localizePath } from "../../shared/i18n/paths.ts";
import { formatMoney } from "../../shared/money.ts";
import { TOPUP_RETURN_PATHS } from "../../shared/site-pages.ts";
import type { FormOutcome } from "../components/account-form.tsx";
import { PaymentFailed, type FailedPayment } from "../components/payment-failed.tsx";
import { guardForm } from "../lib/account-forms.server.ts";
import { confirmedState, isPaidOrder, notFound, paymentFailure, PRIVATE_HEADERS, startHostedPayment } from "../lib/checkout.server.ts";
import { topupPagePath } from "../lib/topup-pages.server.ts";
import type { RequestContext } from "../load-context.ts";
import { unlistedPageMeta } from "../seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

/** The signed-in buyer's top-up named by `?order=`; signed out, the log-in page; anyone else's, the 404 page. */
async function buyersTopup(context: RequestContext, url: URL) {
  if (!context.session) throw redirect(loginPath(context.lang, url.pathname + url.search), { headers: PRIVATE_HEADERS });
  const topup = await context.services.topups.ownedTopup(url.searchParams.get("order") ?? "", context.session.userId);
  if (!topup) throw notFound();
  return topup;
}

const successPath = (context: RequestContext, orderNo: string) => localizePath(context.lang, `${TOPUP_RETURN_PATHS.success}?order=${orderNo}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  // Asked again here: the payment may have gone through after all (a late webhook, a second tab).
  const { order, payment } = await confirmedState(context, await buyersTopup(context, new URL(request.url)));
  if (isPaidOrder(order)) throw redirect(successPath(context, order.orderNo), { headers: PRIVATE_HEADERS });
  const page: FailedPayment = {
    orderNo: order.orderNo,
    title: context.services.orders.describe(order, context.lang),
    amount: formatMoney(order.amountUsdMinor, "USD", context.lang),
    ...paymentFailure(order, payment),
    back: { path: await topupPagePath(context, order), label: "topup.toTopup" },
    formToken: context.forms.issueToken(),
  };
  return data(page, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same top-up, straight to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, "topupRetry", form, "");
  if (refused) return refused;
  const topup = await buyersTopup(context, new URL(request.url));
  if (isPaidOrder(topup)) throw redirect(successPath(context, topup.orderNo));
  const hosted = await startHostedPayment(context, topup, TOPUP_RETURN_PATHS);
  if (!hosted) return { status: "failed", message: context.message("ORDER_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/topup-fail");
}

export default function TopupFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="topup" />;
}
