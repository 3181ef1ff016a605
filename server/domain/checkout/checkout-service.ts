/**
 * The checkout: the one module that moves an order, a payment, a top-up, a recharge or a refund
 * from one state to the next (docs/ARCHITECTURE.md#the-orders-path), with the jobs each step
 * enqueues in the same transaction. Both doors (the JSON API and the pages' loaders and actions)
 * call these use cases and get plain rows or views back; other domains are called for what they
 * do (the wallet's ledger, a promo discount, an eSIM at the provider, a mail) and never move
 * these states themselves.
 */
import { localizePath } from "../../../shared/i18n/paths.ts";
import { canonicalLang } from "../../../shared/i18n/locales.ts";
import { ORDER_RETURN_PATHS, RECHARGE_RETURN_PATHS, returnUrls, TOPUP_RETURN_PATHS } from "../../../shared/return-address.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { PaymentProvider } from "../../adapters/payments/payment-provider.ts";
import type { RateLimiter } from "../../adapters/rate-limit/rate-limiter.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import type { Tx } from "../../kernel/tx.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import type { JobQueue, JobWorker } from "../jobs/index.ts";
import type { PromosService } from "../promos/index.ts";
import type { Ledger, WalletService } from "../wallet/index.ts";
import { allOrdersOfUser, allRechargesOfUser, balanceMoneyPending, orderById, orderByNo, orderCountsOf, rechargeById, type OrderRow, type PaymentRow, type RechargeRow } from "./checkout-repository.ts";
import {
  eventsOfPayments,
  ignoredPaymentEventsSince,
  orderNumbers,
  paidUndelivered,
  partnerOrder,
  partnerOrders,
  paymentsOfOrder,
  salesByArea,
  salesByDay,
  salesTotals,
  searchOrders,
  topupsOfEsim,
  type OrderSearchFilter,
  type PaymentEventRecord,
} from "./console-reads.ts";
import { createStaffFulfilment } from "./staff-fulfilment.ts";
import { registerCheckoutJobs } from "./checkout-handlers.ts";
import { createFulfilment } from "./fulfilment.ts";
import { createLinkKeys } from "./link-keys.ts";
import { orderView, paymentView, rechargeRecord, rechargeView, type OrderView, type PaymentView, type RechargeView } from "./checkout-view.ts";
import { ORDER_NO_PATTERN, refundable, type EsimFacts } from "./order-rules.ts";
import { createOrders } from "./orders.ts";
import { createPayments } from "./payments.ts";
import { createReceipts } from "./receipts.ts";
import { createRecharges, type RechargeCode } from "./recharges.ts";
import type { CheckoutAccounts, CheckoutPartners } from "./checkout-accounts.ts";
import type { CheckoutSupply } from "./checkout-supply.ts";
import { createRefunds } from "./refunds.ts";
import { createTopupDelivery } from "./topup-delivery.ts";
import { createTopupOrders, type TopupCode, type TopupOptions } from "./topup-orders.ts";

export interface CheckoutDeps {
  db: Db;
  catalog: Pick<CatalogService, "plan" | "areaPlans" | "supplyOf">;
  jobs: JobQueue;
  /** The checkout's job kinds are registered here (checkout-handlers.ts). */
  worker: JobWorker;
  ledger: Ledger;
  wallet: Pick<WalletService, "activePlan">;
  /** The buyers, as the accounts know them (checkout-accounts.ts). */
  accounts: CheckoutAccounts;
  /** The partner programme, for the attribution an order keeps (checkout-accounts.ts). */
  partners: CheckoutPartners;
  promos: Pick<PromosService, "discountOn">;
  esims: EsimsService;
  /** Whether the supplier can fulfil a plan now, asked before an order is placed (checkout-supply.ts). */
  supply: CheckoutSupply;
  /** The providers whose webhooks are accepted, by name; `defaultProvider` takes new payments. */
  providers: ReadonlyMap<string, PaymentProvider>;
  defaultProvider: string;
  /** The store's public address: the delivery mail's links point there. */
  publicUrl: string;
  /** Counts what a buyer may ask for only so often (the receipt mailed again). */
  limiter: RateLimiter;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: Clock;
}

/** What is being paid: an order (an eSIM or a top-up) or a balance recharge, as the doors hold it. */
export type PayTarget = { order: OrderView } | { recharge: RechargeView };

export function createCheckout(deps: CheckoutDeps) {
  const { db, jobs, esims } = deps;
  const now = deps.now ?? (() => new Date());
  const provider = (name: string): PaymentProvider => {
    const p = deps.providers.get(name);
    if (!p) throw new Error(`payment provider not configured: ${name}`);
    return p;
  };
  // A buyer's link, in the language of the purchase, carrying the order's secret key.
  const link = (path: string) => (order: { orderNo: string; lang: string }, linkKey: string) =>
    `${deps.publicUrl}${localizePath(canonicalLang(order.lang) ?? "en", path)}?order=${order.orderNo}&key=${linkKey}`;

  const linkKeys = createLinkKeys({ db, now });
  const refunds = createRefunds({ db, jobs, ledger: deps.ledger, esims, provider, log: deps.log, now });
  const fulfilment = createFulfilment({ db, jobs, esims, refunds, linkKeys, links: { order: link("/paysuccess"), topup: link("/topup") }, log: deps.log, now });
  const recharges = createRecharges({ db, ledger: deps.ledger, wallet: deps.wallet, accounts: deps.accounts, jobs, now });
  const payments = createPayments({ db, provider, defaultProvider: deps.defaultProvider, fulfilment, recharges, refunds, log: deps.log, now });
  const orders = createOrders({ db, catalog: deps.catalog, jobs, ledger: deps.ledger, promos: deps.promos, fulfilment, accounts: deps.accounts, partners: deps.partners, supply: deps.supply, now });
  const topupOrders = createTopupOrders({ db, catalog: deps.catalog, orders, linkKeys, esims, accounts: deps.accounts });
  const topupDelivery = createTopupDelivery({ db, jobs, esims, refunds, log: deps.log, now });
  const receipts = createReceipts({ db, catalog: deps.catalog, esims, limiter: deps.limiter, now });
  const staffFulfilment = createStaffFulfilment({ db, jobs, esims, fulfilment, limiter: deps.limiter, log: deps.log, now });
  registerCheckoutJobs(deps.worker, { fulfilment, refunds, topupDelivery, receipts, orders, recharges, staffFulfilment, log: deps.log });

  /** A placing outcome with the row handed out as a view. */
  const placed = <C extends string>(outcome: Outcome<OrderRow, C>): Outcome<OrderView, C> => (outcome.ok ? ok(orderView(outcome.obj)) : outcome);
  const orNull =
    <A extends unknown[], R, V>(read: (...args: A) => Promise<R | null>, view: (row: R) => V) =>
    async (...args: A): Promise<V | null> => {
      const row = await read(...args);
      return row ? view(row) : null;
    };
  /** The row behind a view a door hands back, read again: never trust a copy for money. */
  const rowOf = async (target: PayTarget): Promise<{ order: OrderRow } | { recharge: RechargeRow } | null> => {
    if ("order" in target) {
      const order = await orderById(db, target.order.id);
      return order && { order };
    }
    const recharge = await rechargeById(db, target.recharge.id);
    return recharge && { recharge };
  };

  return {
    // Placing.
    placeOrder: async (input: Parameters<typeof orders.placeOrder>[0]) => placed(await orders.placeOrder(input)),
    quote: orders.quote,
    quoteFor: orders.quoteFor,
    describe: orders.describe,
    createTopup: async (input: Parameters<typeof topupOrders.create>[0]) => placed(await topupOrders.create(input)),
    placeRecharge: async (input: Parameters<typeof recharges.place>[0]): Promise<Outcome<RechargeView, RechargeCode>> => {
      const outcome = await recharges.place(input);
      return outcome.ok ? ok(rechargeRecord(outcome.obj)) : outcome;
    },
    describeRecharge: recharges.describe,

    // Reading what the buyer owns (not found and someone else's look the same).
    ownedOrder: orNull(orders.ownedOrder, orderView),
    ordersOf: async (userId: string, page: { current: boolean; limit: number; offset: number }) => {
      const { total, rows } = await orders.ordersOf(userId, page);
      return { total, rows: rows.map(orderView) };
    },
    ownedTopup: orNull(topupOrders.ownedTopup, orderView),
    ownedRecharge: orNull(recharges.owned, rechargeRecord),
    ownedPayment: orNull(payments.ownedPayment, paymentView),
    order: orNull((orderId: string) => orderById(db, orderId), orderView),
    recharge: orNull(recharges.byId, rechargeRecord),
    payment: orNull(payments.payment, paymentView),
    latestPayment: orNull(payments.latest, paymentView),
    async topupOptions(...args: Parameters<typeof topupOrders.options>): Promise<Outcome<TopupOptions<OrderView>, TopupCode>> {
      const found = await topupOrders.options(...args);
      return found.ok ? ok({ ...found.obj, order: orderView(found.obj.order) }) : found;
    },
    async topupTarget(topup: OrderView) {
      const row = await orderById(db, topup.id);
      const target = row ? await topupOrders.targetOf(row) : null;
      return target && { esim: target.esim, order: orderView(target.order) };
    },
    topupCards: topupOrders.forCards,

    // A paid order's receipt (docs/WALLET.md#receipts): its page, in the page's language, and its mail once more.
    receipt: (order: OrderView, lang: Lang) => receipts.forPage(order.id, lang),
    mailReceiptAgain: (order: OrderView, requestKey: string) => receipts.mailAgain(order.id, requestKey),

    // The delivery mail's secret link.
    linkedOrder: orNull(linkKeys.linkedOrder, orderView),
    linkedBuyer: topupOrders.linkedBuyer,
    linkedTopup: orNull(topupOrders.linkedTopup, orderView),
    revokeLink: linkKeys.revoke,

    // Paying.
    methods: payments.methods,
    handleEvent: payments.handleEvent,
    applyOutcome: payments.applyOutcome,

    /**
     * A new attempt on the provider's hosted page for an order (an eSIM or a top-up) or a
     * recharge, returning to its own result pages under `returnOrigin` in the purchase's
     * language; with `linkKey` (a top-up bought with the delivery mail's key) they carry it, so
     * a buyer without a session sees them. Null when there is nothing to pay any more. The
     * amount comes from the stored row, never from the view the door hands back.
     */
    async startPayment(target: PayTarget, returnOrigin: string, linkKey: string | null = null): Promise<{ paymentId: string; redirectUrl: string } | null> {
      const current = await rowOf(target);
      if (!current) return null;
      if ("recharge" in current) {
        const { recharge } = current;
        const urls = returnUrls(returnOrigin, recharge.lang, RECHARGE_RETURN_PATHS, `recharge=${recharge.rechargeNo}`);
        return payments.startRechargePayment(recharge, urls, recharges.describe(recharge));
      }
      const { order } = current;
      const query = `order=${order.orderNo}${linkKey ? `&key=${encodeURIComponent(linkKey)}` : ""}`;
      const urls = returnUrls(returnOrigin, order.lang, order.kind === "topup" ? TOPUP_RETURN_PATHS : ORDER_RETURN_PATHS, query);
      return payments.startOrderPayment(order, urls, orders.describe(order, order.lang));
    },

    /**
     * A new attempt at an order paid inside the store's page (Adyen's card component on /topay):
     * what the provider's component needs, and the order's result pages under `returnOrigin`,
     * where the page goes once the component has an answer. Null when there is nothing to pay,
     * or the provider takes cards on its own page only.
     */
    async startPaymentOnPage(order: OrderView, returnOrigin: string): Promise<{ paymentId: string; provider: string; client: Record<string, string | number>; successUrl: string; cancelUrl: string } | null> {
      const row = await orderById(db, order.id);
      if (!row) return null;
      const urls = returnUrls(returnOrigin, row.lang, row.kind === "topup" ? TOPUP_RETURN_PATHS : ORDER_RETURN_PATHS, `order=${row.orderNo}`);
      const opened = await payments.startOrderOnPage(row, urls, orders.describe(row, row.lang));
      return opened && { ...opened, ...urls };
    },

    /**
     * An attempt still open, on the store's own page for a provider without a hosted page
     * (Nuvei's /nuvei-jump): a new session of the provider's for it, and its result pages under
     * `returnOrigin` (carrying `linkKey` like the ones it was started with). Null once the attempt
     * or what it pays is over. The caller has checked that the payment is the buyer's.
     */
    async resumePaymentOnPage(paymentId: string, returnOrigin: string, linkKey: string | null = null) {
      const payment = await payments.payment(paymentId);
      if (!payment) return null;
      if (payment.rechargeId) {
        const recharge = await rechargeById(db, payment.rechargeId);
        if (recharge?.status !== "AWAITING_PAYMENT") return null;
        const urls = returnUrls(returnOrigin, recharge.lang, RECHARGE_RETURN_PATHS, `recharge=${recharge.rechargeNo}`);
        const opened = await payments.resumeOnPage(payment, { orderNo: recharge.rechargeNo, description: recharges.describe(recharge), lang: recharge.lang, email: recharge.email, ...urls });
        return opened && { ...opened, ...urls };
      }
      const order = await orderById(db, payment.orderId!);
      if (order?.status !== "AWAITING_PAYMENT") return null;
      const query = `order=${order.orderNo}${linkKey ? `&key=${encodeURIComponent(linkKey)}` : ""}`;
      const urls = returnUrls(returnOrigin, order.lang, order.kind === "topup" ? TOPUP_RETURN_PATHS : ORDER_RETURN_PATHS, query);
      const opened = await payments.resumeOnPage(payment, { orderNo: order.orderNo, description: orders.describe(order, order.lang), lang: order.lang, email: order.email, ...urls });
      return opened && { ...opened, ...urls };
    },

    /**
     * "Is it paid?" (the result pages and the confirm calls): asks the provider about the latest
     * attempt while it is open, applies its answer, and gives the order or recharge and that
     * attempt as they stand now. `tolerant`: a provider that cannot be reached leaves both as
     * stored (the page says it is still confirming and asks again) instead of failing.
     */
    async confirm<T extends PayTarget>(target: T, options: { tolerant?: boolean } = {}): Promise<T & { payment: PaymentView | null }> {
      const key = "order" in target ? { orderId: target.order.id } : { rechargeId: target.recharge.id };
      let payment: PaymentRow | null;
      try {
        payment = await payments.confirm(key);
      } catch (err) {
        if (!options.tolerant) throw err;
        payment = await payments.latest(key);
      }
      const now = await rowOf(target);
      const item = now === null ? target : "order" in now ? { order: orderView(now.order) } : { recharge: rechargeRecord(now.recharge) };
      return { ...(item as T), payment: payment && paymentView(payment) };
    },

    /**
     * The buyer's refund (docs/CHECKOUT.md#order-states): allowed while the eSIM is untouched
     * (`refundable`, on its state fresh from the provider) and no top-up is being added; the
     * order as it stands after, with the eSIM the rule looked at.
     */
    async requestRefund(userId: string, orderNo: string): Promise<Outcome<{ order: OrderView; esim: EsimRow | null }, "ORDER_NOT_FOUND" | "REFUND_NOT_ALLOWED">> {
      const order = await orders.ownedOrder(orderNo, userId);
      if (!order) return no("ORDER_NOT_FOUND");
      const [esim] = await esims.refresh([order.id]);
      const facts: EsimFacts | null = esim ?? null;
      if (!refundable(order, facts) || !(await refunds.refundOrder(order.id, "refundRequested"))) return no("REFUND_NOT_ALLOWED");
      return ok({ order: orderView((await orderById(db, order.id)) ?? order), esim: esim ?? null });
    },

    // Privacy self-service (PRODUCT.md#privacy-self-service).
    /** Every order of the user, as views, newest first: the orders and eSIMs of the data export. */
    ordersForExport: async (userId: string): Promise<OrderView[]> => (await allOrdersOfUser(db, userId)).map(orderView),
    /** Every recharge of the user, as its statement shows it, newest first. */
    rechargesForExport: async (userId: string) => (await allRechargesOfUser(db, userId)).map((r) => rechargeView(rechargeRecord(r))),
    /** Whether money may still come into the user's balance (checkout-repository balanceMoneyPending), read in the caller's transaction. */
    balanceMoneyPending: (tx: Tx, userId: string) => balanceMoneyPending(tx, userId),

    // The operator console (docs/CONSOLE.md#orders). Its reads: the caller (the order desk) has
    // checked the member may read orders.
    /** A page of the console's order search, newest first. */
    staffSearch: async (filter: OrderSearchFilter): Promise<OrderView[]> => (await searchOrders(db, filter)).map(orderView),
    /** An order by number with its payment attempts, the provider's events about them, and what went back so far. */
    async staffOrder(orderNo: string): Promise<{ order: OrderView; payments: PaymentView[]; paymentEvents: PaymentEventRecord[]; refundedMinor: number } | null> {
      const order = ORDER_NO_PATTERN.test(orderNo) ? await orderByNo(db, orderNo) : null;
      if (!order) return null;
      const attempts = await paymentsOfOrder(db, order.id);
      const paymentEvents = await eventsOfPayments(db, attempts.map((p) => p.id));
      return { order: orderView(order), payments: attempts.map(paymentView), paymentEvents, refundedMinor: order.refundedMinor };
    },
    /** Every top-up bought for an eSIM, oldest first. */
    topupsOfEsim: async (esimId: string): Promise<OrderView[]> => (await topupsOfEsim(db, esimId)).map(orderView),
    /** Paid orders still waiting for their eSIM or top-up since `paidBefore` or longer. */
    paidUndelivered: async (paidBefore: Date, limit: number): Promise<OrderView[]> => (await paidUndelivered(db, paidBefore, limit)).map(orderView),
    ignoredPaymentEvents: (since: Date, limit: number) => ignoredPaymentEventsSince(db, since, limit),
    orderNumbers: (ids: { orderIds?: readonly string[]; paymentIds?: readonly string[] }) => orderNumbers(db, ids),
    // The dashboard's figures of the orders paid in [from, until).
    salesTotals: (from: Date, until: Date) => salesTotals(db, from, until),
    salesByArea: (from: Date, until: Date, limit: number) => salesByArea(db, from, until, limit),
    salesByDay: (from: Date, until: Date) => salesByDay(db, from, until),
    // Its actions on a stuck order, each checking the member's permission (staff-fulfilment.ts).
    resendInstallMail: staffFulfilment.resendInstallMail,
    refreshEsim: staffFulfilment.refreshEsim,
    retryFulfilment: staffFulfilment.retryFulfilment,
    cancelEsim: staffFulfilment.cancelEsim,
    /**
     * A member of staff refunds any amount up to what is left of an order (docs/CHECKOUT.md#staff-refunds),
     * through the same exactly-once path as the buyer's refund: the operator console's door.
     */
    refundByStaff: refunds.refundByStaff,
    // The console's customers section (docs/CONSOLE.md#customers): who placed an order, and how many each placed.
    /** The user who placed the order numbered `orderNo`, or null. */
    ownerOfOrder: async (orderNo: string): Promise<string | null> => (ORDER_NO_PATTERN.test(orderNo) ? ((await orderByNo(db, orderNo))?.userId ?? null) : null),
    orderCountsOf: (userIds: readonly string[]) => orderCountsOf(db, userIds),
    // The partners' reports (docs/CONSOLE.md#partners): the orders a merchant's buyers paid, read in
    // the caller's transaction; `share` holds them while a commission is decided.
    partnerOrders: (tx: Tx, merchantId: number, from: Date, until: Date, share?: boolean) => partnerOrders(tx, merchantId, from, until, share),
    partnerOrder: (tx: Tx, merchantId: number, orderNo: string) => (ORDER_NO_PATTERN.test(orderNo) ? partnerOrder(tx, merchantId, orderNo) : Promise.resolve(null)),

    // Steps the jobs run, open to tests that drive them by hand.
    runRefund: refunds.runRefund,
    runStaffRefund: refunds.runStaffRefund,
    refundOrder: refunds.refundOrder,
    applyTopup: topupDelivery.apply,
    issueLinkKey: linkKeys.issue,
  };
}

export type CheckoutService = ReturnType<typeof createCheckout>;
