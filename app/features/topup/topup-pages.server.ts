/**
 * What the top-up pages (/topup, /topup-success, /topup-fail; docs/WALLET.md#top-ups) show,
 * worded on the server like the order pages: the eSIM as its card on /orders describes it, each
 * package with what it adds and its price (display currency, and plainly the USD charge, as on
 * /topay), and where a paid top-up stands. Loaders stay thin: they read through the services
 * and hand the result here.
 */
import { buyerOf } from "../../../shared/buyer.ts";
import { formatMb, withUnit } from "../../../shared/data-units.ts";
import { formatDays } from "../../../shared/i18n/plan-text.ts";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { OrderStatus, PaymentStatus } from "../../../shared/order-states.ts";
import { TOPUP_RETURN_PATHS } from "../../../shared/return-address.ts";
import type { OrderView as CheckoutOrder, TopupOffer } from "../../../server/domain/checkout/index.ts";
import type { RequestContext } from "../../load-context.ts";
import { notFound, PRIVATE_HEADERS } from "../checkout/checkout.server.ts";
import { linkEnded, orderView, type OrderView } from "../orders/order-pages.server.ts";
import { requireSession } from "../account/require-session.server.ts";

/** What a package or a top-up adds, worded: "1 GB", "7 days". */
export interface Adds {
  data: string;
  days: string;
}

export interface TopupPackageView {
  plan: string;
  title: string;
  adds: Adds;
  /** In the display currency; `usd` is what is charged, `local` the same in the display currency (null when that is USD). */
  price: { total: string; usd: string; local: string | null };
}

/** The eSIM as the top-up pages show it: its card's facts and its number. */
export type EsimView = Pick<OrderView, "orderNo" | "area" | "flag" | "plan" | "label" | "usage" | "validity"> & { iccid: string | null };

const adds = (dataMb: number | null, days: number, context: RequestContext): Adds => ({
  data: formatMb(dataMb ?? 0) ?? withUnit(0, "MB"),
  days: formatDays(days, context.lang),
});

/** The eSIM of `order` worded as its card on /orders, with fresh states. */
async function esimView(context: RequestContext, order: CheckoutOrder): Promise<EsimView> {
  const card = await context.services.buyerOrders.card(order);
  const view = await orderView(context, card ?? context.services.buyerOrders.summary(order), card);
  return { orderNo: view.orderNo, area: view.area, flag: view.flag, plan: view.plan, label: view.label, usage: view.usage, validity: view.validity, iccid: card?.esim?.iccid ?? null };
}

/** /topup: the eSIM, why it takes nothing (if so), and its packages; `wanted` is the package to preselect. */
export async function topupPageData(context: RequestContext, found: TopupOffer, wanted: string | null) {
  const { lang, currency } = context;
  const packages: TopupPackageView[] = found.packages.map(({ plan, title, addsDataMb, addsDays }) => ({
    plan: plan.slug,
    title,
    adds: adds(addsDataMb, addsDays, context),
    price: {
      total: formatMoney(plan.price.minor, currency, lang),
      usd: formatMoney(plan.price.usdMinor, "USD", lang),
      local: currency === "USD" ? null : formatMoney(plan.price.minor, currency, lang),
    },
  }));
  return {
    esim: await esimView(context, found.order),
    blocked: found.blocked && context.message(found.blocked),
    packages,
    selected: packages.find((p) => p.plan === wanted)?.plan ?? packages[0]?.plan ?? null,
  };
}

/** Where a top-up stands after paying: confirming the payment, adding it, added, or refunded. */
export type TopupState = "confirming" | "applying" | "done" | "refunded";

export function topupState(status: OrderStatus): TopupState {
  if (status === "PAID") return "applying";
  if (status === "DELIVERED") return "done";
  if (status === "REFUNDING" || status === "REFUNDED") return "refunded";
  return "confirming";
}

/** /topup-success: the top-up, what it adds, and the eSIM it went to, with its totals now. */
export async function topupResultData(context: RequestContext, topup: CheckoutOrder, payment: PaymentStatus | null) {
  const target = await context.services.checkout.topupTarget(topup);
  return {
    orderNo: topup.orderNo,
    state: topupState(topup.status),
    payment,
    adds: adds(topup.dataMb, topup.validityDays, context),
    charge: formatMoney(topup.amountUsdMinor, "USD", context.lang),
    esim: target ? await esimView(context, target.order) : null,
  };
}

/** The top-up page of the eSIM a top-up order went to (the way back from its result pages). */
export async function topupPagePath(context: RequestContext, topup: CheckoutOrder): Promise<string> {
  const target = await context.services.checkout.topupTarget(topup);
  return target ? `/topup?order=${target.order.orderNo}` : "/orders";
}

/** A top-up's result page in the page's language: `success` (/topup-success) or `cancel` (/topup-fail). */
export const topupPath = (context: RequestContext, page: keyof typeof TOPUP_RETURN_PATHS, orderNo: string) =>
  localizePath(context.lang, `${TOPUP_RETURN_PATHS[page]}?order=${orderNo}`);

/**
 * The delivery mail's key in a top-up page's address (docs/WALLET.md#a-guest-on-another-device):
 * it lets the holder of a guest's mail top up the guest's eSIM from a browser without the guest's
 * session. Null when the address has none.
 */
export const linkKeyOf = (url: URL): string | null => url.searchParams.get("key") || null;

/** `path` carrying the key on, so the next page opens for the key's holder too. */
export const withLinkKey = (path: string, linkKey: string | null) => (linkKey ? `${path}${path.includes("?") ? "&" : "?"}key=${encodeURIComponent(linkKey)}` : path);

/**
 * A page opened with the key in its address is private, and sends its address (the key) to no
 * other site. `same-origin`, not /paysuccess's `no-referrer`: that would make the browser post its
 * form with `Origin: null`, which the page forms' Origin check refuses (PRODUCT.md#page-forms).
 */
export const topupHeaders = (linkKey: string | null) => (linkKey ? { ...PRIVATE_HEADERS, "Referrer-Policy": "same-origin" } : PRIVATE_HEADERS);

/**
 * Who buys on /topup?order=: the signed-in owner of the order; else, with the delivery mail's key
 * of a guest's order, that guest (the top-up is theirs, as if bought on the device they bought
 * on; `linkKey` says so); a key that opens nothing any more, /linkexpire (a log-in cannot help a
 * guest); else (an account's order, or no key) the log-in page, which comes back here.
 */
export async function topupBuyer(context: RequestContext, url: URL) {
  const { session, services } = context;
  const orderNo = url.searchParams.get("order") ?? "";
  const linkKey = linkKeyOf(url);
  if (linkKey && !(session && (await services.checkout.ownedOrder(orderNo, session.userId)))) {
    const guest = await services.checkout.linkedBuyer(orderNo, linkKey);
    if (guest) return { buyer: guest, linkKey };
    if (!(await services.checkout.linkedOrder(orderNo, linkKey))) throw linkEnded(context);
  }
  return { buyer: buyerOf(requireSession(context, url)), linkKey: null };
}

/**
 * The buyer's top-up named by `?order=`: with the delivery mail's key, one of the eSIM it names;
 * else the signed-in buyer's; signed out with a key that opens nothing any more, /linkexpire;
 * signed out without one, the log-in page; anyone else's, or none, the 404 page.
 */
export async function buyersTopup(context: RequestContext, url: URL): Promise<CheckoutOrder> {
  const linkKey = linkKeyOf(url);
  const linked = linkKey ? await context.services.checkout.linkedTopup(url.searchParams.get("order") ?? "", linkKey) : null;
  if (linked) return linked;
  if (linkKey && !context.session) throw linkEnded(context);
  const session = requireSession(context, url);
  const topup = await context.services.checkout.ownedTopup(url.searchParams.get("order") ?? "", session.userId);
  if (!topup) throw notFound();
  return topup;
}
