/**
 * `/paysuccess?order=<no>&key=<secret>`: the order as the holder of its secret link sees it, with
 * no account (docs/CHECKOUT.md#delivery-and-access): the link in the delivery mail, for the
 * traveller's other devices. A wrong or replaced key answers "this link is not valid" with a 404,
 * exactly as an unknown order does. The key is in the address, so the page sends no referrer.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/order-link";
import { OrderReceipt } from "../features/orders/order-receipt.tsx";
import { AccountPage } from "../features/account/account-form.tsx";
import { LocalLink } from "../ui/links.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { PRIVATE_PAGE, receiptData } from "../features/orders/order-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";
export { BARE_LAYOUT as handle } from "../shell/layout-data.ts";

const HEADERS = { ...PRIVATE_PAGE, "Referrer-Policy": "no-referrer" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const order = await context.services.checkout.linkedOrder(url.searchParams.get("order") ?? "", url.searchParams.get("key") ?? "");
  if (!order) return data({ found: false as const }, { status: 404, headers: HEADERS });
  return data({ found: true as const, receipt: await receiptData(context, order) }, { headers: HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...unlistedPageMeta(matches, "paid.title", "paid.metaDescription", "/paysuccess"), { name: "referrer", content: "no-referrer" }];
}

export default function OrderLink() {
  const { t } = useI18n();
  const page = useLoaderData<typeof loader>();
  if (!page.found) {
    return (
      <AccountPage title={t("link.invalid.heading")} lead={t("link.invalid.text")}>
        <p>
          <LocalLink to="/login" className="button">
            {t("login.submit")}
          </LocalLink>
        </p>
      </AccountPage>
    );
  }
  return <OrderReceipt data={page.receipt} polling="reload" />;
}
