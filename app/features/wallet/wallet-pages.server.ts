/**
 * What the balance pages (/credit, /recharge-success, /recharge-fail, /balance;
 * docs/WALLET.md#credit-plans) show and do on the server, worded here like the order and top-up
 * pages: the balance in the display currency and plainly in USD, the credit plans, where a
 * recharge stands, why its payment failed, and the statement. Loaders and the no-JavaScript
 * actions go through the same services as the API (server/http/wallet-routes.ts), so both doors
 * behave alike.
 */
import { redirect } from "react-router";
import { localizePath } from "../../../shared/i18n/paths.ts";
import { convertUsdMinor, formatMoney } from "../../../shared/money.ts";
import type { PaymentStatus } from "../../../shared/order-states.ts";
import { RECHARGE_RETURN_PATHS } from "../../../shared/return-address.ts";
import type { WalletTransactionKind } from "../../../shared/wallet-kinds.ts";
import type { Session } from "../../../server/domain/accounts/index.ts";
import type { PaymentView, RechargeView } from "../../../server/domain/checkout/index.ts";
import type { FailedPayment } from "../checkout/payment-failed.tsx";
import type { RequestContext } from "../../load-context.ts";
import { notFound, paymentFailure, PRIVATE_HEADERS } from "../checkout/checkout.server.ts";
import { askedPage, pageCount } from "../../ui/paging.ts";
import { requireSession } from "../account/require-session.server.ts";

/** The account holder's user id; null for a guest login, which has no balance. */
export const holderId = (session: Session): string | null => (session.loginType === "accountLogin" ? session.userId : null);

/** An amount of balance money as the pages show it: in the display currency, and the USD it is kept and charged in. */
export interface WalletMoney {
  /** In the display currency ("€47.30"; the USD amount itself when that is USD). */
  shown: string;
  usd: string;
  /** The same in the display currency, null when that is USD (then `usd` says it all). */
  local: string | null;
}

export function walletMoney(context: RequestContext, usdMinor: number): WalletMoney {
  const { currency, lang } = context;
  const shown = formatMoney(convertUsdMinor(usdMinor, currency), currency, lang);
  return { shown, usd: formatMoney(usdMinor, "USD", lang), local: currency === "USD" ? null : shown };
}

/** A credit plan on /credit: what is paid and what the balance receives (USD), its bonus, and the charge in the display currency. */
export interface CreditPlanView {
  id: string;
  pay: string;
  credit: string;
  /** The extra over what is paid, null when there is none. */
  bonus: string | null;
  charge: WalletMoney;
  /** This plan's own form token (the no-JavaScript Buy): Back and another plan's Buy is another recharge, not a conflict. */
  formToken: string;
}

/** /credit for an account holder: the balance now and the plans on sale, cheapest first. */
export async function creditPageData(context: RequestContext, userId: string) {
  const { wallet } = context.services;
  const [balance, plans] = await Promise.all([wallet.balance(userId), wallet.plans()]);
  const usd = (minor: number) => formatMoney(minor, "USD", context.lang);
  return {
    balance: walletMoney(context, balance),
    plans: plans.map(
      (p): CreditPlanView => ({
        id: p.id,
        pay: usd(p.payUsdMinor),
        credit: usd(p.creditUsdMinor),
        bonus: p.creditUsdMinor > p.payUsdMinor ? usd(p.creditUsdMinor - p.payUsdMinor) : null,
        charge: walletMoney(context, p.payUsdMinor),
        formToken: context.forms.issueToken(),
      }),
    ),
  };
}

/** A recharge's result page in the page's language: `success` (/recharge-success) or `cancel` (/recharge-fail). */
export const rechargePath = (context: RequestContext, page: keyof typeof RECHARGE_RETURN_PATHS, rechargeNo: string) =>
  localizePath(context.lang, `${RECHARGE_RETURN_PATHS[page]}?recharge=${rechargeNo}`);

/** The signed-in buyer's recharge named by `?recharge=`; signed out, the log-in page; anyone else's, or none, the 404 page. */
export async function buyersRecharge(context: RequestContext, url: URL): Promise<RechargeView> {
  const session = requireSession(context, url);
  const recharge = await context.services.checkout.ownedRecharge(url.searchParams.get("recharge") ?? "", session.userId);
  if (!recharge) throw notFound();
  return recharge;
}

/**
 * Asks the provider about the recharge's latest attempt (as /v1/query/recharge/payment-status
 * does) and answers the recharge and that attempt as they stand now. A provider that cannot be
 * reached leaves both as stored: the page then says it is still confirming, and asks again.
 */
export async function confirmedRecharge(context: RequestContext, recharge: RechargeView): Promise<{ recharge: RechargeView; payment: PaymentView | null }> {
  return context.services.checkout.confirm({ recharge }, { tolerant: true });
}

/**
 * A new payment attempt on the provider's hosted page, returning to the recharge's result pages
 * in its language, as /v1/execute/recharge/payment does. Null when it cannot be paid any more.
 */
export async function startRechargeHostedPayment(context: RequestContext, recharge: RechargeView): Promise<string | null> {
  const started = await context.services.checkout.startPayment({ recharge }, context.returnOrigin);
  return started?.redirectUrl ?? null;
}

/** /recharge-fail: the recharge, why its payment failed, and the way back to the credit plans. */
export function rechargeFailure(context: RequestContext, recharge: RechargeView, payment: PaymentView | null): FailedPayment {
  const failure = paymentFailure(recharge, payment);
  return {
    orderNo: recharge.rechargeNo,
    // Worded in the page's language (the provider's page had the buyer's language then).
    title: context.services.checkout.describeRecharge({ ...recharge, lang: context.lang }),
    amount: formatMoney(recharge.payUsdMinor, "USD", context.lang),
    ...failure,
    // An expired recharge is no order: its own words, pointing to the plans rather than "the plan".
    ...(recharge.status === "CANCELLED" ? { reason: "recharge.fail.expired" as const } : {}),
    back: { path: "/credit", label: "recharge.toCredit" },
    formToken: context.forms.issueToken(),
  };
}

/** Where a recharge stands after paying: the provider still deciding, or on the balance. */
export type RechargeState = "confirming" | "done";

/** /recharge-success: what the recharge added, and the balance now. */
export async function rechargeResultData(context: RequestContext, recharge: RechargeView, payment: PaymentStatus | null) {
  const state: RechargeState = recharge.status === "CREDITED" ? "done" : "confirming";
  return {
    rechargeNo: recharge.rechargeNo,
    state,
    payment,
    added: formatMoney(recharge.creditUsdMinor, "USD", context.lang),
    balance: walletMoney(context, await context.services.wallet.balance(recharge.userId)),
  };
}

/** Lines of the statement a page shows (the API allows at most 50). */
export const STATEMENT_PAGE_SIZE = 20;

export interface StatementRow {
  id: string;
  /** ISO time, for `<time dateTime>`. */
  at: string;
  /** In the page's language, in UTC like the receipts: the same on the server and in every browser. */
  date: string;
  kind: WalletTransactionKind;
  reference: string;
  /** Signed: "+$55.00", "−$9.00". */
  amount: string;
  credit: boolean;
  balanceAfter: string;
}

/** "+$55.00" / "−$9.00": the sign written by hand, since the one way to show money (formatMoney) writes none of its own before the symbol. */
const signed = (minor: number, context: RequestContext) => `${minor < 0 ? "\u2212" : "+"}${formatMoney(Math.abs(minor), "USD", context.lang)}`;

/**
 * /balance?page=N: one page of the statement, newest first. A page that is not a number is the
 * first; one past the last (an edited or mistyped address) goes to the last, so the page never
 * shows an empty table for an account that has movements.
 */
export async function statementData(context: RequestContext, userId: string, url: URL) {
  const pageNum = askedPage(url);
  const { wallet } = context.services;
  const [statement, balance] = await Promise.all([wallet.statement(userId, pageNum, STATEMENT_PAGE_SIZE), wallet.balance(userId)]);
  const pages = pageCount(statement.total, STATEMENT_PAGE_SIZE);
  if (pageNum > pages) throw redirect(balancePagePath(context, pages), { headers: PRIVATE_HEADERS });
  const dates = new Intl.DateTimeFormat(context.lang, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return {
    balance: walletMoney(context, balance),
    total: statement.total,
    page: pageNum,
    pages,
    rows: statement.list.map(
      (line): StatementRow => ({
        id: line.id,
        at: line.createdAt.toISOString(),
        date: dates.format(line.createdAt),
        kind: line.kind,
        reference: line.reference ?? "",
        amount: signed(line.amountMinor, context),
        credit: line.amountMinor > 0,
        balanceAfter: formatMoney(line.balanceAfterMinor, "USD", context.lang),
      }),
    ),
  };
}

/** Page `page` of the statement, in the page's language; the first has no `?page=`. */
export const balancePagePath = (context: Pick<RequestContext, "lang">, page: number) => localizePath(context.lang, page > 1 ? `/balance?page=${page}` : "/balance");
