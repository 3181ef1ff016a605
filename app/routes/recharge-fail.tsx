/**
 * `/recharge-fail?recharge=<RC no>` (docs/WALLET.md#credit-plans): the recharge's payment did not
 * go through. The same page as /payment-fail: why, that nothing was charged, a new attempt for
 * the same recharge (/v1/execute/recharge/payment; without JavaScript a form posted here), and
 * the way back to the credit plans. A recharge credited meanwhile goes to its success page;
 * someone else's, or none, is the 404 page.
 */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/recharge-fail";
import { messagesFor } from "../i18n/messages.server.ts";
import type { RechargeView } from "../../server/domain/checkout/index.ts";
import { PaymentFailed } from "../features/checkout/payment-failed.tsx";
import { failPageAction, failPageLoader, type FailPage } from "../features/checkout/payment-fail.server.ts";
import { buyersRecharge, confirmedRecharge, rechargeFailure, rechargePath, startRechargeHostedPayment } from "../features/wallet/wallet-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

const PAGE: FailPage<RechargeView> = {
  form: "rechargeRetry",
  find: buyersRecharge,
  confirm: async (context, recharge) => {
    const now = await confirmedRecharge(context, recharge);
    return { item: now.recharge, payment: now.payment };
  },
  paidPath: (context, recharge) => (recharge.status === "CREDITED" ? rechargePath(context, "success", recharge.rechargeNo) : null),
  failure: rechargeFailure,
  start: startRechargeHostedPayment,
  notPayable: "RECHARGE_NOT_PAYABLE",
};

export const loader = ({ request, context }: Route.LoaderArgs) => failPageLoader(PAGE, context, request, messagesFor(context.lang, ["fail", "form", "recharge"]));

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same recharge, straight to the hosted page. */
export const action = ({ request, context }: Route.ActionArgs) => failPageAction(PAGE, context, request);

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/recharge-fail");
}

export default function RechargeFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="recharge" />;
}
