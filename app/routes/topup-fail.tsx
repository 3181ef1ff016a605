/**
 * `/topup-fail?order=<top-up no>` (docs/WALLET.md#top-ups): the top-up's payment did not go
 * through. The same page as /payment-fail: why, that nothing was charged, a new attempt for the
 * same top-up (/v1.1/execute/topup/payment; without JavaScript a form posted here), and the way
 * back to the eSIM's top-up page. A top-up paid meanwhile goes to its success page.
 */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/topup-fail";
import { TOPUP_RETURN_PATHS } from "../../shared/site-pages.ts";
import { PaymentFailed } from "../components/payment-failed.tsx";
import { failPageAction, failPageLoader, orderFailPage } from "../lib/payment-fail.server.ts";
import { buyersTopup, topupPagePath, topupPath } from "../lib/topup-pages.server.ts";
import { unlistedPageMeta } from "../seo.ts";
export { PageErrorBoundary as ErrorBoundary } from "../components/page-error.tsx";

const PAGE = orderFailPage({
  form: "topupRetry",
  find: buyersTopup,
  success: (context, orderNo) => topupPath(context, "success", orderNo),
  back: async (context, order) => ({ path: await topupPagePath(context, order), label: "topup.toTopup" }),
  returns: TOPUP_RETURN_PATHS,
});

export const loader = ({ request, context }: Route.LoaderArgs) => failPageLoader(PAGE, context, request);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Try again without JavaScript: a new attempt for the same top-up, straight to the hosted page. */
export const action = ({ request, context }: Route.ActionArgs) => failPageAction(PAGE, context, request);

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "fail.heading", "fail.noCharge", "/topup-fail");
}

export default function TopupFail() {
  return <PaymentFailed page={useLoaderData<typeof loader>()} serverOutcome={useActionData<typeof action>()} kind="topup" />;
}
