/**
 * `/payment-fail?order=<no>` (PRODUCT.md#checkout): the payment did not go through. Says why (the
 * provider's decline reason, or that the buyer cancelled), that nothing was charged, and offers
 * a new attempt for the same order (/v1.1/execute/payment; without JavaScript a form posted
 * here) and the way back to the plan. An order paid meanwhile goes to the success page.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-fail";
import { formatMoney } from "../../shared/money.ts";
import type { FormOutcome } from "../components/account-form.tsx";
import { PaymentFailed, type FailedPayment } from "../components/payment-failed.tsx";
import { guardForm } from "../lib/account-forms.server.ts";
import { buyersOrder, confirmedState, isPaidOrder, paymentFailure, PRIVATE_HEADERS, startHostedPayment, successPath } from "../lib/checkout.server.ts";
import { unlistedPageMeta } from "../seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Asked again here: the payment may have gone through after all (a late webhook, a second tab).
  const { order, payment } = await confirmedState(context, await buyersOrder(context, new URL(request.url)));
  if (isPaidOrder(order)) throw redirect(successPath(context, order.orderNo), { headers: PRIVATE_HEADERS });
  const page: FailedPayment = {
    orderNo: order.orderNo,
    title: context.services.orders.describe(order, context.lang),
    amount: formatMoney(order.amountUsdMinor, "USD", context.lang),
    ...paymentFailure(order, payment),
    back: { path: `/${order.areaSlug}/${order.planSlug}`, label: "fail.backToPlan" },
    formToken: context.forms.issueToken(),
  };
  return data(page, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same order, straight to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, "paymentRetry", form, "");
  if (refused) return refused;
  const order = await buyersOrder(context, new URL(request.url));
  if (isPaidOrder(order)) throw redirect(successPath(context, order.orderNo));
  const hosted = await startHostedPayment(context, order);
  if (!hosted) return { status: "failed", message: context.message("ORDER_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/payment-fail");
}

export default function PaymentFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="order" />;
}
