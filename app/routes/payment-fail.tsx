/**
 * `/payment-fail?order=<no>` (PRODUCT.md#checkout): the payment did not go through. Says why (the
 * provider's decline reason, or that the buyer cancelled), that nothing was charged, and offers
 * a new attempt for the same order (/v1.1/execute/payment; without JavaScript a form posted
 * here) and the way back to the plan. An order paid meanwhile goes to the success page.
 */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-fail";
import { messagesFor } from "../i18n/messages.server.ts";
import { PaymentFailed } from "../features/checkout/payment-failed.tsx";
import { buyersOrder, successPath } from "../features/checkout/checkout.server.ts";
import { failPageAction, failPageLoader, orderFailPage } from "../features/checkout/payment-fail.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

const PAGE = orderFailPage({
  form: "paymentRetry",
  find: buyersOrder,
  success: successPath,
  back: (_context, order) => ({ path: `/${order.areaSlug}/${order.planSlug}`, label: "fail.backToPlan" }),
});

export const loader = ({ request, context }: Route.LoaderArgs) => failPageLoader(PAGE, context, request, messagesFor(context.lang, ["fail", "form", "recharge"]));

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same order, straight to the hosted page. */
export const action = ({ request, context }: Route.ActionArgs) => failPageAction(PAGE, context, request);

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/payment-fail");
}

export default function PaymentFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="order" />;
}
