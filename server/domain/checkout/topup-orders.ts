/**
 * eSIM data top-ups (docs/WALLET.md#top-ups): the packages an eSIM can take and what each adds,
 * placing a top-up as an order of kind `topup` through the same checkout (idempotent, balance
 * and promo rules included), and reading a buyer's top-ups back. Applying a paid one to the eSIM
 * is topup-delivery.ts.
 *
 * An order or eSIM of someone else answers ORDER_NOT_FOUND, exactly as one that does not exist.
 * The one way in without the owner's session is the delivery mail's link key, for a guest's eSIM
 * (`linkedBuyer`, `linkedTopup`; docs/WALLET.md#a-guest-on-another-device).
 */
import type { Plan } from "../../../shared/api/catalog.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { planTitle } from "../../../shared/i18n/plan-text.ts";
import type { CurrencyCode } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { no, ok, type Outcome } from "../../kernel/outcome.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import { topupAdds, topupBlock, topupPackages, type TopupError } from "../topups/index.ts";
import type { CheckoutAccounts } from "./checkout-accounts.ts";
import { deliveredTopups, orderById, orderByNo, type OrderRow } from "./checkout-repository.ts";
import type { LinkKeys } from "./link-keys.ts";
import { buyerPaymentState, ORDER_NO_PATTERN } from "./order-rules.ts";
import type { Buyer, OrderCode, Orders } from "./orders.ts";

export type TopupCode = OrderCode | TopupError;
export type TopupOutcome<T> = Outcome<T, TopupCode>;
/** What these steps read of an order: its row or its view alike (neither needs the secrets). */
type OrderFacts = Omit<OrderRow, "idempotencyKey" | "requestHash" | "linkKeyHash">;

/** A package on offer, priced in the display currency (`plan.price.usdMinor` is what is charged). */
export interface TopupPackage {
  plan: Plan;
  title: string;
  addsDataMb: number;
  addsDays: number;
}

/** One eSIM and what it can take now; `O` is how the order is held (its row inside the checkout, its view outside). */
export interface TopupOptions<O extends OrderFacts = OrderRow> {
  /** The order that delivered the eSIM. */
  order: O;
  /** Null while it is being prepared. */
  esim: EsimRow | null;
  area: { name: string; flag: string } | null;
  /** Why nothing can be bought now; null when the packages can be. */
  blocked: TopupError | null;
  /** Empty when blocked. */
  packages: TopupPackage[];
}

/** A top-up applied to an eSIM, as its card lists it. */
export interface TopupRecord {
  orderNo: string;
  addsDataMb: number;
  addsDays: number;
  at: string;
}

/** What an eSIM's card says about top-ups: whether one can be bought now, and those applied. */
export interface CardTopups {
  allowed: boolean;
  history: TopupRecord[];
}

export interface CreateTopupInput {
  buyer: Buyer;
  /** The order whose eSIM is topped up. */
  orderNo: string;
  planSlug: string;
  lang: Lang;
  currency: CurrencyCode;
  idempotencyKey: string | undefined;
  useBalance?: boolean;
}

export interface TopupsDeps {
  db: Db;
  catalog: Pick<CatalogService, "areaPlans">;
  orders: Pick<Orders, "ownedOrder" | "placeOrder">;
  linkKeys: Pick<LinkKeys, "linkedOrder">;
  esims: Pick<EsimsService, "refresh" | "byId">;
  accounts: Pick<CheckoutAccounts, "guestContact">;
}

export function createTopupOrders(deps: TopupsDeps) {
  const { db } = deps;

  /** The packages of the eSIM's destination that fit it, in `currency`. */
  function packagesFor(order: OrderFacts, lang: Lang, currency: CurrencyCode): { area: TopupOptions["area"]; packages: TopupPackage[] } {
    const listed = deps.catalog.areaPlans(order.areaSlug, lang, currency);
    if (!listed) return { area: null, packages: [] };
    const packages = topupPackages(order.planKind, listed.plans).map((plan) => ({ plan, title: planTitle(plan, lang), ...topupAdds(plan) }));
    return { area: { name: listed.area.name, flag: listed.area.flag }, packages };
  }

  /** The reason an eSIM takes nothing now, including a destination that sells no packages. */
  function blockOf(order: OrderFacts, esim: EsimRow | null, packages: readonly TopupPackage[]) {
    return topupBlock({ orderStatus: order.status, planKind: order.planKind, esim }) ?? (packages.length === 0 ? "TOPUP_NONE_ON_SALE" : null);
  }

  async function options(userId: string, orderNo: string, lang: Lang, currency: CurrencyCode): Promise<TopupOutcome<TopupOptions>> {
    const order = await deps.orders.ownedOrder(orderNo, userId);
    // A top-up's own number names no eSIM: the eSIM is named by the order that delivered it. An
    // order never paid has none either (and, as on /orders, is not shown).
    if (!order || order.kind !== "esim" || !buyerPaymentState(order)) return no("ORDER_NOT_FOUND");
    // Fresh states first: an eSIM deleted from the phone an hour ago takes nothing.
    const [esim] = await deps.esims.refresh([order.id]);
    const { area, packages } = packagesFor(order, lang, currency);
    const blocked = blockOf(order, esim ?? null, packages);
    return ok({ order, esim: esim ?? null, area, blocked, packages: blocked ? [] : packages });
  }

  /**
   * Who buys a top-up of the eSIM of order `orderNo` for the holder of its delivery mail's link
   * key: the order's owner, when that owner is a guest (a guest has no way to sign in on another
   * device; an account signs in, and its balance and promo discount stay behind its password).
   * Null for a wrong, replaced or stopped key, and for an account's order.
   */
  async function linkedBuyer(orderNo: string, linkKey: string): Promise<Buyer | null> {
    const order = await deps.linkKeys.linkedOrder(orderNo, linkKey);
    if (!order || order.kind !== "esim") return null;
    const guest = await deps.accounts.guestContact(order.userId);
    return guest ? { userId: order.userId, loginType: "guestLogin", email: guest.email } : null;
  }

  return {
    options,
    linkedBuyer,

    /** A top-up of the eSIM whose order's link key this is (its result pages, opened with the key); null otherwise. */
    async linkedTopup(topupNo: string, linkKey: string): Promise<OrderRow | null> {
      const topup = ORDER_NO_PATTERN.test(topupNo) ? await orderByNo(db, topupNo) : null;
      const esim = topup?.kind === "topup" && topup.topupEsimId ? await deps.esims.byId(topup.topupEsimId) : null;
      const target = esim ? await orderById(db, esim.orderId) : null;
      return target && (await linkedBuyer(target.orderNo, linkKey))?.userId === topup!.userId ? topup : null;
    },

    /**
     * Places a top-up of one of the eSIM's packages, through orders.placeOrder (Idempotency-Key,
     * balance and promo discount as for any order). The eSIM goes to the order's own address.
     */
    async create(input: CreateTopupInput) {
      const found = await options(input.buyer.userId, input.orderNo, input.lang, input.currency);
      if (!found.ok) return found;
      const { order, esim, blocked, packages } = found.obj;
      if (blocked || !esim) return no(blocked ?? "TOPUP_NOT_READY");
      if (!packages.some((p) => p.plan.slug === input.planSlug)) return no("TOPUP_PACKAGE_NOT_FOUND");
      const placed = await deps.orders.placeOrder({
        buyer: input.buyer,
        areaSlug: order.areaSlug,
        planSlug: input.planSlug,
        days: null,
        email: order.email,
        lang: input.lang,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
        useBalance: input.useBalance,
        topupEsimId: esim.id,
      });
      return placed.ok ? ok(placed.obj) : no(placed.code);
    },

    /** The user's top-up order by its number; null for any other order, someone else's or none. */
    async ownedTopup(orderNo: string, userId: string): Promise<OrderRow | null> {
      const order = await deps.orders.ownedOrder(orderNo, userId);
      return order?.kind === "topup" ? order : null;
    },

    /** The eSIM a top-up order adds to, and the order that delivered it. */
    async targetOf(topup: OrderRow): Promise<{ esim: EsimRow; order: OrderRow } | null> {
      const esim = topup.topupEsimId ? await deps.esims.byId(topup.topupEsimId) : null;
      const order = esim ? await orderById(db, esim.orderId) : null;
      return esim && order ? { esim, order } : null;
    },

    /**
     * For the orders page's cards: whether each eSIM can take a top-up now (from the stored
     * states, no provider call; the top-up page asks again), and the top-ups applied to it.
     */
    async forCards(cards: readonly { order: OrderFacts; esim: EsimRow | null }[]): Promise<Map<string, CardTopups>> {
      const applied = await deliveredTopups(db, cards.flatMap((c) => (c.esim ? [c.esim.id] : [])));
      return new Map(
        cards.map(({ order, esim }) => {
          const history = applied
            .filter((t) => esim && t.topupEsimId === esim.id)
            .map((t) => ({ orderNo: t.orderNo, ...topupAdds(t), at: (t.deliveredAt ?? t.updatedAt).toISOString() }));
          const allowed = order.kind === "esim" && blockOf(order, esim, packagesFor(order, "en", "USD").packages) === null;
          return [order.id, { allowed, history }];
        }),
      );
    },
  };
}

export type TopupOrders = ReturnType<typeof createTopupOrders>;
