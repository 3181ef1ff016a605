/**
 * `/paysuccess?order=<no>&key=<secret>`: the order as the holder of its secret link sees it, with
 * no account (docs/CHECKOUT.md#delivery-and-access): the link in the delivery mail, for the
 * traveller's other devices. A key that opens nothing (stopped by the order's owner, replaced by a
 * newer mail, or never valid: the same for an unknown order) goes to /linkexpire, which says what
 * to do next (docs/CHECKOUT.md#links-that-ended). The key is in the address, so the page sends no
 * referrer; its receipt link carries the key on.
 */
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/order-link";
import { messagesFor } from "../i18n/messages.server.ts";
import { OrderReceipt } from "../features/orders/order-receipt.tsx";
export { receiptPage as handle } from "../features/orders/order-receipt.tsx";
import { linkEnded, PRIVATE_PAGE, receiptData } from "../features/orders/order-pages.server.ts";
import { unlistedPageMeta } from "../features/account/unlisted-meta.ts";
export { PageErrorBoundary as ErrorBoundary } from "../shell/page-error.tsx";

const HEADERS = { ...PRIVATE_PAGE, "Referrer-Policy": "no-referrer" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.searchParams.get("key") ?? "";
  const order = await context.services.checkout.linkedOrder(url.searchParams.get("order") ?? "", key);
  if (!order) throw linkEnded(context);
  const receiptPath = `/receipt/${order.orderNo}?key=${encodeURIComponent(key)}`;
  const messages = messagesFor(context.lang, ["delivery", "order", "orders", "paid", "receipts"]);
  return data({ receipt: await receiptData(context, order), receiptPath, messages }, { headers: HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...unlistedPageMeta(matches, "paid.title", "paid.metaDescription", "/paysuccess"), { name: "referrer", content: "no-referrer" }];
}

export default function OrderLink() {
  const page = useLoaderData<typeof loader>();
  return <OrderReceipt data={page.receipt} polling="reload" receiptPath={page.receiptPath} />;
}
