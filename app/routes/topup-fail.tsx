/**
 * `/topup-fail?order=<top-up no>` (docs/WALLET.md#top-ups): the top-up's payment did not go
 * through. The same page as /payment-fail: why, that nothing was charged, a new attempt for the
 * same top-up (/v1.1/execute/topup/payment; without JavaScript a form posted here), and the way
 * back to the eSIM's top-up page. A top-up paid meanwhile goes to its success page. Opened with
 * the delivery mail's key (a guest's top-up from another device) there is no session to start a
 * new attempt with: the way back to the top-up page, with the key, is where to pay again.
 */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/topup-fail";
import { messagesFor } from "../i18n/messages.server.ts";
import { PaymentFailed } from "../features/checkout/payment-failed.tsx";
import { failPageAction, failPageLoader, orderFailPage, type FailPage } from "../features/checkout/payment-fail.server.ts";
import { buyersTopup, linkKeyOf, topupHeaders, topupPagePath, topupPath, withLinkKey } from "../features/topup/topup-pages.server.ts";
import type { OrderView as CheckoutOrder } from "../../server/domain/checkout/index.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

/** The page for the address's key (null: the signed-in buyer's page). */
function pageFor(linkKey: string | null): FailPage<CheckoutOrder> {
  const page = orderFailPage({
    form: "topupRetry",
    find: buyersTopup,
    success: (context, orderNo) => withLinkKey(topupPath(context, "success", orderNo), linkKey),
    back: async (context, order) => ({ path: withLinkKey(await topupPagePath(context, order), linkKey), label: "topup.toTopup" }),
  });
  return linkKey ? { ...page, failure: async (...args) => ({ ...(await page.failure(...args)), retry: false }) } : page;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const linkKey = linkKeyOf(new URL(request.url));
  const answer = await failPageLoader(pageFor(linkKey), context, request, messagesFor(context.lang, ["fail", "form", "recharge", "topup"]));
  if (linkKey) answer.init = { ...answer.init, headers: topupHeaders(linkKey) };
  return answer;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same top-up, straight to the hosted page. */
export const action = ({ request, context }: Route.ActionArgs) => failPageAction(pageFor(linkKeyOf(new URL(request.url))), context, request);

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/topup-fail");
}

export default function TopupFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="topup" />;
}
