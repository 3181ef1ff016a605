/**
 * `/payment-success?order=<no>`: the buyer's own order after paying (docs/CHECKOUT.md#the-journey,
 * PRODUCT.md#orders-and-delivery): the order's state and summary, then its eSIM to install. Read
 * through the buyer's session; any other visitor, or an unknown number, gets the same 404 page.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/payment-success";
import { messagesFor } from "../i18n/messages.server.ts";
import { loginPath } from "../../shared/access-guard.ts";
import { OrderReceipt } from "../features/orders/order-receipt.tsx";
export { receiptPage as handle } from "../features/orders/order-receipt.tsx";
import { AccountPage } from "../features/account/account-form.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { PRIVATE_PAGE, receiptData } from "../features/orders/order-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { session, services } = context;
  const order = session ? await services.checkout.ownedOrder(url.searchParams.get("order") ?? "", session.userId) : null;
  const messages = messagesFor(context.lang, ["delivery", "form", "login", "order", "orders", "paid", "receipts"]);
  if (!order) return data({ found: false as const, login: loginPath(context.lang, url.pathname + url.search), messages }, { status: 404, headers: PRIVATE_PAGE });
  return data({ found: true as const, receipt: await receiptData(context, order), messages }, { headers: PRIVATE_PAGE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return unlistedPageMeta(matches, "paid.title", "paid.metaDescription", "/payment-success");
}

export default function PaymentSuccess() {
  const { t } = useI18n();
  const page = useLoaderData<typeof loader>();
  if (!page.found) {
    return (
      <AccountPage title={t("paid.notFound.heading")} lead={t("paid.notFound.text")}>
        <p>
          <a href={page.login} className="button">
            {t("login.submit")}
          </a>
        </p>
      </AccountPage>
    );
  }
  return <OrderReceipt data={page.receipt} polling="api" receiptPath={`/receipt/${page.receipt.order.orderNo}`} />;
}
