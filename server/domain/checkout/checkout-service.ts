/**
 * The checkout: the one module that moves an order, a payment, a top-up, a recharge or a refund
 * from one state to the next (docs/ARCHITECTURE.md#the-order-s-path), with the jobs each step
 * enqueues in the same transaction. Both doors (the JSON API and the pages' loaders and actions)
 * call these use cases and get plain rows or views back; other domains are called for what they
 * do (the wallet's ledger, a promo discount, an eSIM at the provider, a mail) and never move
 * these states themselves.
 */
import { localizePath } from "../../../shared/i18n/paths.ts";
import { canonicalLang } from "../../../shared/i18n/locales.ts";
import { returnUrls } from "../../../shared/return-address.ts";
import { ORDER_RETURN_PATHS, RECHARGE_RETURN_PATHS, TOPUP_RETURN_PATHS } from "../../../shared/site-pages.ts";
import type { PaymentProvider } from "../../adapters/payments/payment-provider.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../kernel/clock.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { EsimsService } from "../esims/index.ts";
import type { JobQueue, JobWorker } from "../jobs/index.ts";
import type { PromosService } from "../promos/index.ts";
import type { Ledger, WalletService } from "../wallet/index.ts";
import { orderById, rechargeById, type OrderRow, type PaymentRow, type RechargeRow } from "./checkout-repository.ts";
import { registerCheckoutJobs } from "./checkout-handlers.ts";
import { createFulfilment } from "./fulfilment.ts";
import { createLinkKeys } from "./link-keys.ts";
import { refundable, type EsimFacts } from "./order-rules.ts";
import { createOrders } from "./orders.ts";
import { createPayments } from "./payments.ts";
import { createReceipts } from "./receipts.ts";
import { createRecharges } from "./recharges.ts";
import { createRefunds } from "./refunds.ts";
import { createTopupDelivery } from "./topup-delivery.ts";
import { createTopupOrders } from "./topup-orders.ts";

export interface CheckoutDeps {
  db: Db;
  catalog: Pick<CatalogService, "plan" | "areaPlans">;
  jobs: JobQueue;
  /** The checkout's job kinds are registered here (checkout-handlers.ts). */
  worker: JobWorker;
  ledger: Ledger;
  wallet: Pick<WalletService, "activePlan">;
  promos: Pick<PromosService, "discountOn">;
  esims: EsimsService;
  /** The providers whose webhooks are accepted, by name; `defaultProvider` takes new payments. */
  providers: ReadonlyMap<string, PaymentProvider>;
  defaultProvider: string;
  /** The store's public address: the delivery mail's links point there. */
  publicUrl: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: Clock;
}

/** What is being paid: an order (an eSIM or a top-up) or a balance recharge. */
export type PayTarget = { order: OrderRow } | { recharge: RechargeRow };

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
  const recharges = createRecharges({ db, ledger: deps.ledger, wallet: deps.wallet, jobs, now });
  const payments = createPayments({ db, provider, defaultProvider: deps.defaultProvider, fulfilment, recharges, refunds, log: deps.log, now });
  const orders = createOrders({ db, catalog: deps.catalog, jobs, ledger: deps.ledger, promos: deps.promos, fulfilment, now });
  const topupOrders = createTopupOrders({ db, catalog: deps.catalog, orders, linkKeys, esims });
  const topupDelivery = createTopupDelivery({ db, jobs, esims, refunds, log: deps.log, now });
  const receipts = createReceipts({ db, catalog: deps.catalog, esims, now });
  registerCheckoutJobs(deps.worker, { fulfilment, refunds, topupDelivery, receipts, orders, recharges });

  /** The order or recharge as stored now, after a step that may have moved it. */
  const reread = async <T extends PayTarget>(target: T): Promise<T> =>
    ("order" in target ? { order: (await orderById(db, target.order.id)) ?? target.order } : { recharge: (await rechargeById(db, target.recharge.id)) ?? target.recharge }) as T;

  return {
    // Placing.
    placeOrder: orders.placeOrder,
    quote: orders.quote,
    quoteFor: orders.quoteFor,
    describe: orders.describe,
    createTopup: topupOrders.create,
    placeRecharge: recharges.place,
    describeRecharge: recharges.describe,

    // Reading what the buyer owns (not found and someone else's look the same).
    ownedOrder: orders.ownedOrder,
    ordersOf: orders.ordersOf,
    ownedTopup: topupOrders.ownedTopup,
    ownedRecharge: recharges.owned,
    ownedPayment: payments.ownedPayment,
    order: (orderId: string) => orderById(db, orderId),
    recharge: recharges.byId,
    payment: payments.payment,
    latestPayment: payments.latest,
    topupOptions: topupOrders.options,
    topupTarget: topupOrders.targetOf,
    topupCards: topupOrders.forCards,

    // The delivery mail's secret link.
    linkedOrder: linkKeys.linkedOrder,
    linkedBuyer: topupOrders.linkedBuyer,
    linkedTopup: topupOrders.linkedTopup,
    revokeLink: linkKeys.revoke,

    // Paying.
    methods: payments.methods,
    handleEvent: payments.handleEvent,
    applyOutcome: payments.applyOutcome,

    /**
     * A new attempt on the provider's hosted page for an order (an eSIM or a top-up) or a
     * recharge, returning to its own result pages under `returnOrigin` in the purchase's
     * language; with `linkKey` (a top-up bought with the delivery mail's key) they carry it, so
     * a buyer without a session sees them. Null when there is nothing to pay any more.
     */
    async startPayment(target: PayTarget, returnOrigin: string, linkKey: string | null = null): Promise<{ paymentId: string; redirectUrl: string } | null> {
      if ("recharge" in target) {
        const { recharge } = target;
        const urls = returnUrls(returnOrigin, recharge.lang, RECHARGE_RETURN_PATHS, `recharge=${recharge.rechargeNo}`);
        return payments.startRechargePayment(recharge, urls, recharges.describe(recharge));
      }
      const { order } = target;
      const query = `order=${order.orderNo}${linkKey ? `&key=${encodeURIComponent(linkKey)}` : ""}`;
      const urls = returnUrls(returnOrigin, order.lang, order.kind === "topup" ? TOPUP_RETURN_PATHS : ORDER_RETURN_PATHS, query);
      return payments.startOrderPayment(order, urls, orders.describe(order, order.lang));
    },

    /**
     * "Is it paid?" (the result pages and the confirm calls): asks the provider about the latest
     * attempt while it is open, applies its answer, and gives the order or recharge and that
     * attempt as they stand now. `tolerant`: a provider that cannot be reached leaves both as
     * stored (the page says it is still confirming and asks again) instead of failing.
     */
    async confirm<T extends PayTarget>(target: T, options: { tolerant?: boolean } = {}): Promise<T & { payment: PaymentRow | null }> {
      const key = "order" in target ? { orderId: target.order.id } : { rechargeId: target.recharge.id };
      let payment: PaymentRow | null;
      try {
        payment = await payments.confirm(key);
      } catch (err) {
        if (!options.tolerant) throw err;
        payment = await payments.latest(key);
      }
      return { ...(await reread(target)), payment };
    },

    /**
     * The buyer's refund (docs/CHECKOUT.md#order-states): allowed while the eSIM is untouched
     * (`refundable`, on its state fresh from the provider) and no top-up is being added; the
     * order as it stands after, with the eSIM the rule looked at.
     */
    async requestRefund(userId: string, orderNo: string): Promise<Outcome<{ order: OrderRow; esim: Awaited<ReturnType<EsimsService["refresh"]>>[number] | null }, "ORDER_NOT_FOUND" | "REFUND_NOT_ALLOWED">> {
      const order = await orders.ownedOrder(orderNo, userId);
      if (!order) return no("ORDER_NOT_FOUND");
      const [esim] = await esims.refresh([order.id]);
      const facts: EsimFacts | null = esim ?? null;
      if (!refundable(order, facts) || !(await refunds.refundOrder(order.id, "refundRequested"))) return no("REFUND_NOT_ALLOWED");
      return ok({ order: (await orderById(db, order.id)) ?? order, esim: esim ?? null });
    },

    // Steps the jobs run, open to tests that drive them by hand.
    runRefund: refunds.runRefund,
    refundOrder: refunds.refundOrder,
    applyTopup: topupDelivery.apply,
    issueLinkKey: linkKeys.issue,
  };
}

export type CheckoutService = ReturnType<typeof createCheckout>;
