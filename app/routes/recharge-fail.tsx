/**
 * `/recharge-fail?recharge=<RC no>` (docs/WALLET.md#credit-plans): the recharge's payment did not
 * go through. The same page as /payment-fail: why, that nothing was charged, a new attempt for
 * the same recharge (/v1/execute/recharge/payment; without JavaScript a form posted here), and
 * the way back to the credit plans. A recharge credited meanwhile goes to its success page;
 * someone else's, or none, is the 404 page.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/recharge-fail";
import type { FormOutcome } from "../components/account-form.tsx";
import { PaymentFailed } from "../components/payment-failed.tsx";
import { guardForm } from "../lib/account-forms.server.ts";
import { PRIVATE_HEADERS } from "../lib/checkout.server.ts";
import { buyersRecharge, confirmedRecharge, rechargeFailure, rechargePath, startRechargeHostedPayment } from "../lib/wallet-pages.server.ts";
import { unlistedPageMeta } from "../seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Asked again here: the payment may have gone through after all (a late webhook, a second tab).
  const { recharge, payment } = await confirmedRecharge(context, await buyersRecharge(context, new URL(request.url)));
  if (recharge.status === "CREDITED") throw redirect(rechargePath(context, "success", recharge.rechargeNo), { headers: PRIVATE_HEADERS });
  return data(rechargeFailure(context, recharge, payment), { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same recharge, straight to the hosted page. */
export async function action({ request, context }: Route.ActionArgs): Promise<FormOutcome> {
  const form = await request.formData();
  const refused = await guardForm(context, "rechargeRetry", form, "");
  if (refused) return refused;
  const recharge = await buyersRecharge(context, new URL(request.url));
  if (recharge.status === "CREDITED") throw redirect(rechargePath(context, "success", recharge.rechargeNo));
  const hosted = await startRechargeHostedPayment(context, recharge);
  if (!hosted) return { status: "failed", message: context.message("RECHARGE_NOT_PAYABLE"), email: "" };
  throw redirect(hosted);
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/recharge-fail");
}

export default function RechargeFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="recharge" />;
}
