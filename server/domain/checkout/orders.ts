/**
 * Orders (docs/CHECKOUT.md#order): placing one from a plan, idempotently, at a price the server
 * works out; reading them back for their owner or the holder of their secret link.
 */
import { and, eq } from "drizzle-orm";
import { EMAIL_PATTERN } from "../../../shared/api/protocol.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { planTitle } from "../../../shared/i18n/plan-text.ts";
import type { LoginType } from "../../../shared/login-type.ts";
import { isCurrencyCode, type CurrencyCode } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { orders } from "../../db/schema.ts";
import type { Clock } from "../../kernel/clock.ts";
import { newId } from "../../kernel/ids.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { releaseDiscount, reserveDiscount, type PromosService } from "../promos/index.ts";
import { STORE_ACCOUNTS, walletAccount, type Ledger } from "../wallet/index.ts";
import { orderByNo, ordersPageOfUser, transitionOrder, type OrderRow } from "./checkout-repository.ts";
import { expireOrderJob } from "./checkout-jobs.ts";
import type { CheckoutAccounts, CheckoutPartners } from "./checkout-accounts.ts";
import type { CheckoutSupply } from "./checkout-supply.ts";
import type { OrderError } from "./errors.ts";
import type { Fulfilment } from "./fulfilment.ts";
import { UNPAID_ORDER_TTL_MS } from "./order-machine.ts";
import { displayAmountMinor, IDEMPOTENCY_KEY_PATTERN, newOrderNo, ORDER_NO_PATTERN, orderTerms, requestFingerprint, settlement, type OrderTerms, type Settlement } from "./order-rules.ts";

export type OrderCode = OrderError | "PLAN_NOT_FOUND" | "INVALID_EMAIL" | "SESSION_REQUIRED" | "BALANCE_ACCOUNT_ONLY" | "ACCOUNT_BLOCKED";
export type OrderOutcome<T> = Outcome<T, OrderCode>;

/** Who is buying: the signed-in user (an account or a guest). */
export interface Buyer {
  userId: string;
  loginType: LoginType;
  email: string | null;
}

export interface PlaceOrderInput {
  buyer: Buyer;
  areaSlug: string;
  planSlug: string;
  days?: number | null;
  /** Where the eSIM goes; a guest must give one, an account's own address is used otherwise. */
  email?: string | null;
  lang: Lang;
  /** The display currency the buyer saw the price in (the charge is always USD). */
  currency: CurrencyCode;
  idempotencyKey: string | undefined;
  /** Account logins: pay from the balance first, as much as it holds (docs/WALLET.md#paying-with-the-balance). */
  useBalance?: boolean;
  /** A top-up: the eSIM it adds data and days to (the caller checked it is the buyer's and can take it). */
  topupEsimId?: string | null;
}

/** A plan as the checkout page shows it, with what an order of it would charge. */
export type Quote = NonNullable<ReturnType<CatalogService["plan"]>> & { terms: OrderTerms };

/**
 * What placing the order would take, as /topay shows it before paying: the promo discount
 * waiting on an account, and how much of the balance and the card would pay with "Use my
 * balance" ticked (`settlement`) and without it (`dueMinor` all by card).
 */
export interface BuyerQuote extends Quote {
  discount: { code: string; minor: number } | null;
  /** What the account's balance holds now; 0 for a guest. */
  balanceHeldMinor: number;
  /** With the balance used (all by card when there is none). */
  settlement: Settlement;
}

export interface OrdersDeps {
  db: Db;
  catalog: Pick<CatalogService, "plan" | "supplyOf">;
  jobs: JobQueue;
  ledger: Pick<Ledger, "post" | "lockWallet" | "posted" | "reverse" | "balance">;
  promos: Pick<PromosService, "discountOn">;
  fulfilment: Pick<Fulfilment, "orderPaid">;
  /** A guest's address typed at checkout is kept on the guest (PRODUCT.md#guest-log-in). */
  accounts: Pick<CheckoutAccounts, "rememberGuestEmail" | "buyerAtOrder">;
  /** The partner that brought the buyer keeps the order in its report (docs/CONSOLE.md#partners). */
  partners: CheckoutPartners;
  supply: CheckoutSupply;
  now: Clock;
}

export function createOrders(deps: OrdersDeps) {
  const { db, now } = deps;

  /**
   * In the new order's transaction: takes the account's waiting promo discount, then as much of
   * the balance as asked and held (ledger key `order:<id>`), and marks the order paid when
   * nothing is left for the card. Any failure rolls the order back with them.
   */
  async function settleFromWallet(tx: Tx, order: OrderRow, useBalance: boolean, at: Date): Promise<OrderRow> {
    const discount = await reserveDiscount(tx, { userId: order.userId, orderId: order.id, priceMinor: order.amountUsdMinor, at });
    const held = useBalance ? await deps.ledger.lockWallet(tx, order.userId) : 0;
    const { dueMinor: amount, balanceMinor: fromBalance, cardMinor } = settlement({ priceMinor: order.amountUsdMinor, discountMinor: discount?.discountMinor ?? 0, balanceHeldMinor: held });
    if (fromBalance > 0) {
      await deps.ledger.post(tx, {
        sourceKey: `order:${order.id}`,
        kind: "order",
        reference: order.orderNo,
        entries: [
          { account: walletAccount(order.userId), amountMinor: -fromBalance },
          { account: STORE_ACCOUNTS.sales, amountMinor: fromBalance },
        ],
      });
    }
    if (!discount && fromBalance === 0) return order;
    const [settled] = await tx
      .update(orders)
      .set({
        amountUsdMinor: amount,
        discountMinor: discount?.discountMinor ?? 0,
        promoRedemptionId: discount?.redemptionId ?? null,
        balanceMinor: fromBalance,
        // What the buyer saw is the price after the discount, in their currency.
        displayAmountMinor: isCurrencyCode(order.displayCurrency) ? displayAmountMinor(amount, order.displayCurrency) : order.displayAmountMinor,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (cardMinor > 0) return settled!;
    await deps.fulfilment.orderPaid(tx, order.id, at);
    return (await orderByNo(tx, order.orderNo))!;
  }

  /**
   * Whether the supplier can fulfil the plan now (docs/SUPPLIERS.md#before-a-payment-starts),
   * from the plan as stored, not as the catalogue last loaded it. Asked before the order is
   * written and outside any transaction (it may call the supplier): a refusal leaves nothing to
   * pay, no balance taken, no order waiting.
   */
  async function orderable(planId: number, days: number | null): Promise<boolean> {
    const plan = await deps.catalog.supplyOf(planId);
    // Off sale since the catalogue last loaded (withdrawn, or disabled in the console): whatever the supplier.
    if (!plan?.active) return false;
    // A daily package is priced per day and ordered for the days bought.
    const costE4 = plan.costE4 === null ? null : plan.costE4 * (days ?? 1);
    return (await deps.supply.checkOrderable({ ...plan, costE4 })) === "ok";
  }

  return {
    /**
     * Cancels an order left unpaid (the expiry job): its balance part goes back (a reversal,
     * `order-release:<id>`) and its promo discount waits for the next order, in one transaction.
     */
    async cancelUnpaid(orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const cancelled = await transitionOrder(tx, orderId, "expired", now());
        if (!cancelled) return;
        await releaseDiscount(tx, orderId);
        const spent = await deps.ledger.posted(`order:${orderId}`, tx);
        if (spent) await deps.ledger.reverse(tx, spent.id, { sourceKey: `order-release:${orderId}`, kind: "order-release", reference: cancelled.row.orderNo });
      });
    },

    /**
     * What an order for this plan would cost, before placing it (the checkout page's summary): the
     * plan as the catalogue shows it in `currency`, and the terms `placeOrder` would charge.
     */
    quote(areaSlug: string, planSlug: string, days: number | null, lang: Lang, currency: CurrencyCode): OrderOutcome<Quote> {
      const found = deps.catalog.plan(areaSlug, planSlug, lang, currency);
      if (!found) return no("PLAN_NOT_FOUND");
      const priced = orderTerms(found.plan, days);
      return priced.ok ? ok({ ...found, terms: priced.terms }) : no(priced.code);
    },

    /**
     * The quote for this buyer: what placing the order would take off (the waiting promo discount)
     * and how it would be paid, by the same rule as placing it (order-rules.ts `settlement`).
     */
    async quoteFor(buyer: { userId: string; loginType: LoginType } | null, areaSlug: string, planSlug: string, days: number | null, lang: Lang, currency: CurrencyCode): Promise<OrderOutcome<BuyerQuote>> {
      const found = deps.catalog.plan(areaSlug, planSlug, lang, currency);
      if (!found) return no("PLAN_NOT_FOUND");
      const priced = orderTerms(found.plan, days);
      if (!priced.ok) return no(priced.code);
      const priceMinor = priced.terms.amountUsdMinor;
      // Only accounts take a promo discount and hold a balance; a guest pays the price by card.
      const account = buyer?.loginType === "accountLogin" ? buyer.userId : null;
      const [discount, balanceHeldMinor] = account ? await Promise.all([deps.promos.discountOn(account, priceMinor), deps.ledger.balance(account)]) : [null, 0];
      return ok({ ...found, terms: priced.terms, discount, balanceHeldMinor, settlement: settlement({ priceMinor, discountMinor: discount?.minor ?? 0, balanceHeldMinor }) });
    },

    /** The order's name on the provider's page and the card statement ("Japan 10 GB · 30 days"). */
    describe(order: { areaSlug: string; planSlug: string }, lang: Lang): string {
      const found = deps.catalog.plan(order.areaSlug, order.planSlug, lang, "USD");
      return found ? `${found.area.name} ${planTitle(found.plan, lang)}` : `${order.areaSlug} ${order.planSlug}`;
    },

    async placeOrder(input: PlaceOrderInput): Promise<OrderOutcome<OrderRow>> {
      const key = input.idempotencyKey;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return no("IDEMPOTENCY_KEY_INVALID");
      const typed = input.email?.trim().toLowerCase() || null;
      if (typed && !EMAIL_PATTERN.test(typed)) return no("INVALID_EMAIL");
      const email = input.buyer.loginType === "accountLogin" ? input.buyer.email : (typed ?? input.buyer.email);
      if (!email) return no("ORDER_EMAIL_REQUIRED");

      const isAccount = input.buyer.loginType === "accountLogin";
      if (input.useBalance && !isAccount) return no("BALANCE_ACCOUNT_ONLY");

      const days = input.days ?? null;
      const fingerprint = requestFingerprint({
        areaSlug: input.areaSlug,
        planSlug: input.planSlug,
        days,
        email,
        useBalance: !!input.useBalance,
        topupEsimId: input.topupEsimId ?? null,
      });
      const replay = async (): Promise<OrderOutcome<OrderRow> | null> => {
        const [existing] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, input.buyer.userId), eq(orders.idempotencyKey, key)));
        if (!existing) return null;
        return existing.requestHash === fingerprint ? ok(existing) : no("ORDER_IDEMPOTENCY_CONFLICT");
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const found = deps.catalog.plan(input.areaSlug, input.planSlug, input.lang, "USD");
      if (!found) return no("PLAN_NOT_FOUND");
      const priced = orderTerms(found.plan, days);
      if (!priced.ok) return no(priced.code);
      const { terms } = priced;
      if (!(await orderable(found.plan.id, terms.days))) return no("PLAN_TEMPORARILY_UNAVAILABLE");
      const at = now();

      if (input.buyer.loginType === "guestLogin" && typed && !input.buyer.email) await deps.accounts.rememberGuestEmail(input.buyer.userId, typed);

      // Two tries: a clash of random order numbers is a one-in-billions event, not an error.
      for (let attempt = 0; ; attempt++) {
        try {
          // The order and the job that cancels it if unpaid, together or not at all.
          const row = await db.transaction(async (tx) => {
            const buyer = await deps.accounts.buyerAtOrder(tx, input.buyer.userId);
            if (buyer.blocked) return "blocked" as const;
            // Attribution is copied, not joined later: the partner's report keeps the order when the buyer is erased.
            const merchantId = buyer.merchantId !== null && (await deps.partners.earns(tx, buyer.merchantId)) ? buyer.merchantId : null;
            const [created] = await tx
              .insert(orders)
              .values({
                id: newId(),
                orderNo: newOrderNo(),
                kind: input.topupEsimId ? "topup" : "esim",
                topupEsimId: input.topupEsimId ?? null,
                userId: input.buyer.userId,
                planId: found.plan.id,
                areaSlug: input.areaSlug,
                planSlug: input.planSlug,
                planKind: found.plan.kind,
                dataMb: found.plan.dataMb,
                dailyMb: found.plan.dailyMb,
                validityDays: terms.validityDays,
                days: terms.days,
                amountUsdMinor: terms.amountUsdMinor,
                listUsdMinor: terms.listUsdMinor,
                campaignId: terms.campaignId,
                merchantId,
                merchantSubId: merchantId === null ? null : buyer.merchantSubId,
                displayCurrency: input.currency,
                displayAmountMinor: displayAmountMinor(terms.amountUsdMinor, input.currency),
                email,
                lang: input.lang,
                status: "AWAITING_PAYMENT",
                idempotencyKey: key,
                requestHash: fingerprint,
                createdAt: at,
                updatedAt: at,
              })
              .onConflictDoNothing({
                target: [orders.userId, orders.idempotencyKey],
              })
              .returning();
            if (!created) return created;
            const runAt = new Date(at.getTime() + UNPAID_ORDER_TTL_MS);
            await deps.jobs.enqueue(tx, expireOrderJob, { orderId: created.id }, { key: `expire:${created.id}`, runAt });
            return isAccount ? settleFromWallet(tx, created, !!input.useBalance, at) : created;
          });
          if (row === "blocked") return no("ACCOUNT_BLOCKED");
          if (row) return ok(row);
          // The same key arrived twice at once: the other request made the order.
          return (await replay())!;
        } catch (err) {
          if (!isUniqueViolation(err) || attempt > 0) throw err;
        }
      }
    },

    /** The order if `userId` owns it; otherwise null, the same as when it does not exist. */
    async ownedOrder(orderNo: string, userId: string): Promise<OrderRow | null> {
      if (!ORDER_NO_PATTERN.test(orderNo)) return null;
      const row = await orderByNo(db, orderNo);
      return row && row.userId === userId ? row : null;
    },

    /** A page of the user's paid orders, newest first (all, or the current tab's), and how many there are in all. */
    ordersOf: (userId: string, page: { current: boolean; limit: number; offset: number }) => ordersPageOfUser(db, userId, page),
  };
}

export type Orders = ReturnType<typeof createOrders>;
