/**
 * The order desk (docs/CONSOLE.md#orders): the operator console's side of orders, beside the
 * buyer's (server/domain/orders). It finds orders, shows one with everything that happened to it
 * (the timeline), keeps staff's internal notes on it, lists what needs someone (the attention
 * queue), and hands the fulfilment actions on to the checkout, which owns the states they move.
 *
 * It reads each fact from its owner (the checkout's orders and payments, the accounts' buyers,
 * the eSIMs, supply's supplier orders and webhooks, the mail and job queues, the staff's audit
 * log, the catalogue's syncs) and owns one table, `order_notes`. Every function checks the
 * member's permission before reading anything.
 */
import { ORDER_STATUSES, type OrderStatus } from "../../../shared/order-states.ts";
import { newId, no, ok, systemClock, type Clock, type Db, type Outcome } from "../../kernel/index.ts";
import type { AccountsService } from "../accounts/index.ts";
import type { CatalogSync } from "../catalog/index.ts";
import type { CheckoutService, FulfilmentActionError, OrderSearchFilter, OrderView, StaffActor } from "../checkout/index.ts";
import type { EsimRow, EsimsService } from "../esims/index.ts";
import { jobsAbout, jobsGivenUpSince } from "../jobs/index.ts";
import { mailsAbout } from "../mail/index.ts";
import { auditTrailOf, can, recordAudit, staffEmails, type StaffClient } from "../staff/index.ts";
import { ambiguousSupplierOrders, ignoredSupplierEventsSince, lowBalanceAlertsSince, supplierEventsAbout, supplierOrdersFor, type SupplyGate } from "../supply/index.ts";
import {
  ambiguityFix,
  ATTENTION_GROUP_LIMIT,
  ATTENTION_PERMISSION,
  CATALOGUE_SYNC_HREF,
  failingStreak,
  GAVE_UP_LOOKBACK_MS,
  gaveUpFix,
  groupAttention,
  IGNORED_WEBHOOK_LOOKBACK_MS,
  isUnexplained,
  jobHref,
  jobPermission,
  lowBalance,
  orderHref,
  SUPPLY_HREF,
  SUPPLY_LOOKBACK_MS,
  webhookHref,
} from "./attention-rules.ts";
import { fillDays, lastDays, PERIOD_DAYS, SERIES_DAYS, TOP_AREAS, type DashboardPeriod } from "./dashboard-rules.ts";
import type { OrderDeskError } from "./errors.ts";
import * as repo from "./order-desk-repository.ts";
import { cursorOf, dayRange, maskedActivationCode, normalizeNote, noteProblem, pageSize, readCursor, searchTerm } from "./order-desk-rules.ts";
import {
  ATTENTION_KINDS,
  type AttentionGroup,
  type AttentionItem,
  type DashboardView,
  type OrderNoteView,
  type OrderSearchPage,
  type OrderSearchRow,
  type StaffEsimView,
  type StaffOrderView,
} from "./order-desk-view.ts";
import { buildTimeline } from "./timeline.ts";

export type OrderDeskOutcome<T> = Outcome<T, OrderDeskError>;

/** Who reads: the console's session gives the member's id and roles. */
export type StaffViewer = StaffActor;

/** What the search takes; `from` and `to` are UTC days (YYYY-MM-DD), both included. */
export interface OrderSearchQuery {
  q?: string;
  from?: string;
  to?: string;
  status?: OrderStatus;
  limit?: number;
  /** The `next` of the page before. */
  before?: string;
}

export interface OrderDeskDeps {
  db: Db;
  checkout: Pick<
    CheckoutService,
    "staffSearch" | "staffOrder" | "topupsOfEsim" | "order" | "paidUndelivered" | "ignoredPaymentEvents" | "salesTotals" | "salesByArea" | "salesByDay" | "orderNumbers" | "resendInstallMail" | "refreshEsim" | "retryFulfilment" | "cancelEsim"
  >;
  accounts: Pick<AccountsService, "userByEmail" | "contactsOf">;
  esims: Pick<EsimsService, "byIccid" | "forOrders" | "byId">;
  catalogSync: Pick<CatalogSync, "recentSyncs">;
  /** What this process last read of the supplier's balance (the simulator: never anything). */
  supplyGate: Pick<SupplyGate, "lastBalance">;
  /** ATTENTION_UNDELIVERED_MINUTES: a paid order without its eSIM this long is listed. */
  undeliveredAfterMs: number;
  now?: Clock;
}

/** The note's audit action (target: the order, by number). */
export const NOTE_AUDIT_ACTION = "order.note-added";

export function staffEsimView(e: EsimRow): StaffEsimView {
  return {
    iccid: e.iccid,
    provider: e.provider,
    installState: e.installState,
    validityState: e.validityState,
    dataUsedMb: e.dataUsedMb,
    dataTotalMb: e.dataTotalMb,
    validityDays: e.validityDays,
    activatedAt: e.activatedAt,
    expiresAt: e.expiresAt,
    updatedAt: e.updatedAt,
    smdpAddress: e.smdpAddress,
    activationCode: maskedActivationCode(e.activationCode),
  };
}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export function createOrderDesk(deps: OrderDeskDeps) {
  const { db, checkout, esims } = deps;
  const now = deps.now ?? systemClock;
  const mayRead = (viewer: StaffViewer) => can(viewer.roles, "orders.read");

  /** The eSIM an order is about: its own, or for a top-up the eSIM it tops up. */
  async function esimOf(order: OrderView): Promise<EsimRow | null> {
    if (order.kind === "topup") return order.topupEsimId ? esims.byId(order.topupEsimId) : null;
    const [esim] = await esims.forOrders([order.id]);
    return esim ?? null;
  }

  /** The search's filter from the typed query; null when it finds nothing by construction (an ICCID of no eSIM of ours). */
  async function termFilter(q: string): Promise<Pick<OrderSearchFilter, "orderNo" | "email" | "esim"> | "invalid" | null> {
    const term = searchTerm(q);
    if (!term) return "invalid";
    if (term.kind === "orderNo") return { orderNo: term.orderNo };
    if (term.kind === "email") return { email: { address: term.email, userId: (await deps.accounts.userByEmail(term.email))?.id ?? null } };
    const esim = await esims.byIccid(term.iccid);
    return esim ? { esim: { id: esim.id, orderId: esim.orderId } } : null;
  }

  async function searchRows(orders: OrderView[]): Promise<OrderSearchRow[]> {
    const withoutAddress = [...new Set(orders.filter((o) => !o.email).map((o) => o.userId))];
    const contacts = await deps.accounts.contactsOf(withoutAddress);
    const own = new Map((await esims.forOrders(orders.filter((o) => o.kind === "esim").map((o) => o.id))).map((e) => [e.orderId, e.iccid]));
    const toppedUp = [...new Set(orders.flatMap((o) => (o.kind === "topup" && o.topupEsimId ? [o.topupEsimId] : [])))];
    const targets = new Map((await Promise.all(toppedUp.map((id) => esims.byId(id)))).flatMap((e) => (e ? [[e.id, e.iccid] as const] : [])));
    return orders.map((o) => ({
      orderNo: o.orderNo,
      kind: o.kind,
      createdAt: o.createdAt,
      status: o.status,
      email: o.email ?? contacts.get(o.userId)?.email ?? null,
      areaSlug: o.areaSlug,
      planSlug: o.planSlug,
      amountUsdMinor: o.amountUsdMinor,
      iccid: (o.kind === "topup" ? targets.get(o.topupEsimId ?? "") : own.get(o.id)) ?? null,
    }));
  }

  /** A member may see the attention queue's kinds their roles allow; the queue is theirs if any is. */
  const attentionKinds = (viewer: StaffViewer) => ATTENTION_KINDS.filter((kind) => can(viewer.roles, ATTENTION_PERMISSION[kind]) || (kind === "job-gave-up" && can(viewer.roles, "catalogue.edit")));

  async function attentionFacts(kinds: ReadonlySet<string>, at: Date): Promise<AttentionItem[]> {
    const items: AttentionItem[] = [];
    const limit = ATTENTION_GROUP_LIMIT;
    const [undelivered, ambiguous, gaveUp, paymentEvents, supplierEvents, alerts, syncs] = await Promise.all([
      kinds.has("undelivered") ? checkout.paidUndelivered(new Date(at.getTime() - deps.undeliveredAfterMs), limit) : [],
      kinds.has("supplier-ambiguous") ? ambiguousSupplierOrders(db, { sendingBefore: new Date(at.getTime() - deps.undeliveredAfterMs), since: new Date(at.getTime() - SUPPLY_LOOKBACK_MS), limit }) : [],
      kinds.has("job-gave-up") ? jobsGivenUpSince(db, new Date(at.getTime() - GAVE_UP_LOOKBACK_MS), limit) : [],
      kinds.has("webhook-ignored") ? checkout.ignoredPaymentEvents(new Date(at.getTime() - IGNORED_WEBHOOK_LOOKBACK_MS), limit) : [],
      kinds.has("webhook-ignored") ? ignoredSupplierEventsSince(db, new Date(at.getTime() - IGNORED_WEBHOOK_LOOKBACK_MS), limit) : [],
      kinds.has("supplier-balance-low") ? lowBalanceAlertsSince(db, new Date(at.getTime() - SUPPLY_LOOKBACK_MS)) : [],
      kinds.has("catalog-sync-failing") ? deps.catalogSync.recentSyncs({ limit }) : [],
    ]);
    const about = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === "string" ? [payload[key] as string] : []);
    const numbers = await checkout.orderNumbers({
      orderIds: [...ambiguous.map((s) => s.orderId), ...gaveUp.flatMap((j) => about(j.payload, "orderId"))],
      paymentIds: gaveUp.flatMap((j) => about(j.payload, "paymentId")),
    });
    const numberOf = (payload: Record<string, unknown>) =>
      numbers.byOrder.get(about(payload, "orderId")[0] ?? "") ?? numbers.byPayment.get(about(payload, "paymentId")[0] ?? "") ?? null;

    for (const o of undelivered) {
      items.push({
        kind: "undelivered",
        since: o.paidAt!,
        target: { kind: "order", id: o.orderNo, orderNo: o.orderNo },
        action: { fix: "retry-fulfilment", href: orderHref(o.orderNo) },
        detail: { orderKind: o.kind, minutesWaiting: Math.floor((at.getTime() - o.paidAt!.getTime()) / 60_000) },
      });
    }
    for (const s of ambiguous) {
      const orderNo = numbers.byOrder.get(s.orderId) ?? null;
      items.push({
        kind: "supplier-ambiguous",
        since: s.state === "SENDING" ? (s.attemptedAt ?? s.updatedAt) : s.updatedAt,
        target: { kind: "order", id: orderNo ?? s.orderId, orderNo },
        action: { fix: ambiguityFix(s), href: orderNo ? orderHref(orderNo) : SUPPLY_HREF },
        detail: { supplier: s.supplier, purpose: s.purpose, state: s.state, sends: s.sends, supplierOrderRef: s.supplierOrderRef, note: s.note },
      });
    }
    for (const j of gaveUp) {
      const orderNo = numberOf(j.payload);
      items.push({
        kind: "job-gave-up",
        since: j.failedAt!,
        target: { kind: "job", id: j.key, orderNo },
        action: { fix: gaveUpFix(j.kind), href: orderNo ? orderHref(orderNo) : j.kind === "catalog.sync" ? CATALOGUE_SYNC_HREF : jobHref(j.key) },
        detail: { job: j.kind, attempts: j.attempts, lastError: j.lastError },
      });
    }
    for (const e of paymentEvents.filter((e) => isUnexplained(e.outcome))) {
      items.push({
        kind: "webhook-ignored",
        since: e.receivedAt,
        target: { kind: "payment-event", id: e.eventId, orderNo: null },
        action: { fix: "review-webhook", href: webhookHref(e.provider, e.eventId) },
        detail: { source: e.provider, type: e.type, outcome: e.outcome },
      });
    }
    for (const e of supplierEvents.filter((e) => isUnexplained(e.outcome))) {
      items.push({
        kind: "webhook-ignored",
        since: e.receivedAt,
        target: { kind: "supplier-event", id: e.eventId, orderNo: null },
        action: { fix: "review-webhook", href: webhookHref(e.supplier, e.eventId) },
        detail: { source: e.supplier, type: e.kind, outcome: e.outcome },
      });
    }
    for (const b of lowBalance(alerts, deps.supplyGate.lastBalance())) {
      items.push({
        kind: "supplier-balance-low",
        since: b.since,
        target: { kind: "supplier", id: b.supplier, orderNo: null },
        action: { fix: "top-up-supplier-balance", href: SUPPLY_HREF },
        detail: { supplier: b.supplier, balanceE4: b.balanceE4, thresholdE4: b.thresholdE4 },
      });
    }
    const suppliers = [...new Set(syncs.map((s) => s.supplier))];
    for (const supplier of suppliers) {
      const streak = failingStreak(syncs.filter((s) => s.supplier === supplier));
      if (!streak) continue;
      items.push({
        kind: "catalog-sync-failing",
        since: streak.since,
        target: { kind: "supplier", id: supplier, orderNo: null },
        action: { fix: "check-catalogue-sync", href: CATALOGUE_SYNC_HREF },
        detail: { supplier, failures: streak.failures, lastError: streak.lastError },
      });
    }
    return items;
  }

  return {
    /**
     * The overview's dashboard, for every member (`dashboard.read`): the sales, paid orders and
     * refunds of the orders paid in the period, its top destinations, and the last 30 days' sales
     * and orders per day. Refunds are the `refundedMinor` of the period's paid orders (what has gone
     * back of that period's sales so far, the buyer's refunds and staff refunds alike), not the
     * refunds made in the period: an order keeps no time of its refund, and the refunds table holds
     * only the staff's.
     */
    async dashboard(viewer: StaffViewer, period: DashboardPeriod): Promise<OrderDeskOutcome<DashboardView>> {
      if (!can(viewer.roles, "dashboard.read")) return no("STAFF_FORBIDDEN");
      const at = now();
      const range = lastDays(PERIOD_DAYS[period], at);
      const series = lastDays(SERIES_DAYS, at);
      const [totals, topAreas, days] = await Promise.all([
        checkout.salesTotals(range.from, range.until),
        checkout.salesByArea(range.from, range.until, TOP_AREAS),
        checkout.salesByDay(series.from, series.until),
      ]);
      const day = (d: Date) => d.toISOString().slice(0, 10);
      return ok({
        period,
        from: day(range.from),
        to: day(new Date(range.until.getTime() - 1)),
        ...totals,
        topAreas,
        days: fillDays(series.from, SERIES_DAYS, days, (d) => ({ day: d, salesUsdMinor: 0, orders: 0 })),
      });
    },

    /**
     * Orders newest first, a page at a time: by an order number, an e-mail address (the order's,
     * or any order of the user holding it) or an ICCID (the eSIM's order and its top-ups), each
     * matched exactly; within UTC days and of a state when asked. Without `q`, every order.
     */
    async searchOrders(viewer: StaffViewer, query: OrderSearchQuery = {}): Promise<OrderDeskOutcome<OrderSearchPage>> {
      if (!mayRead(viewer)) return no("STAFF_FORBIDDEN");
      const range = dayRange(query.from, query.to);
      if (!range) return no("ORDER_SEARCH_RANGE_INVALID");
      if (query.status !== undefined && !isStatus(query.status)) return no("ORDER_SEARCH_QUERY_INVALID");
      const q = query.q?.trim() ?? "";
      const term = q === "" ? {} : await termFilter(q);
      if (term === "invalid") return no("ORDER_SEARCH_QUERY_INVALID");
      if (term === null) return ok({ rows: [], next: null });
      const size = pageSize(query.limit);
      // A cursor is what the page before answered; one mangled on the way starts from the top.
      const after = query.before ? (readCursor(query.before) ?? undefined) : undefined;
      const found = await checkout.staffSearch({ ...term, status: query.status, ...range, after, limit: size + 1 });
      const page = found.slice(0, size);
      return ok({ rows: await searchRows(page), next: found.length > size ? cursorOf(page.at(-1)!) : null });
    },

    /** One order with its eSIM, supplier orders, top-ups and its timeline (docs/CONSOLE.md#the-timeline). */
    async orderForStaff(viewer: StaffViewer, orderNo: string): Promise<OrderDeskOutcome<StaffOrderView>> {
      if (!mayRead(viewer)) return no("STAFF_FORBIDDEN");
      const found = await checkout.staffOrder(orderNo.trim().toUpperCase());
      if (!found) return no("ORDER_NOT_FOUND");
      const { order, payments, paymentEvents, refundedMinor } = found;
      const esim = await esimOf(order);
      const [topupOf, topups, supplierOrders, mails, jobs, audit, notes, contacts] = await Promise.all([
        order.kind === "topup" && esim ? checkout.order(esim.orderId) : null,
        order.kind === "esim" && esim ? checkout.topupsOfEsim(esim.id) : [],
        supplierOrdersFor(db, [order.id]),
        mailsAbout(db, [order.orderNo]),
        jobsAbout(db, [order.id, ...payments.map((p) => p.id)]),
        auditTrailOf(db, { kind: "order", id: order.orderNo }),
        repo.notesOf(db, order.id),
        deps.accounts.contactsOf([order.userId]),
      ]);
      const ownEsim = order.kind === "esim" ? esim : null;
      const supplierEvents = await supplierEventsAbout(db, {
        supplierOrderRefs: supplierOrders.flatMap((s) => (s.supplierOrderRef ? [s.supplierOrderRef] : [])),
        references: supplierOrders.map((s) => s.reference),
        esimRefs: ownEsim ? [ownEsim.providerRef] : [],
        iccids: ownEsim ? [ownEsim.iccid] : [],
      });
      const members = await staffEmails(db, [...new Set([...audit.flatMap((a) => (a.staffId ? [a.staffId] : [])), ...notes.map((n) => n.staffId)])]);
      const account = contacts.get(order.userId) ?? null;
      const supplierViews = supplierOrders.map((s) => ({ ...s, orderNo: order.orderNo }));
      const timeline = buildTimeline({
        order,
        buyer: order.email ?? account?.email ?? null,
        deliveredBy: supplierOrders[0]?.supplier ?? esim?.provider ?? null,
        payments,
        paymentEvents,
        supplierOrders: supplierViews,
        supplierEvents,
        mails,
        jobs,
        audit,
        notes: notes.map((n) => ({ id: n.id, at: n.createdAt, staffId: n.staffId, text: n.body })),
        staffEmails: members,
        now: now(),
      });
      const cardMinor = order.amountUsdMinor - order.balanceMinor;
      return ok({
        orderNo: order.orderNo,
        kind: order.kind,
        status: order.status,
        lang: order.lang,
        createdAt: order.createdAt,
        paidAt: order.paidAt,
        deliveredAt: order.deliveredAt,
        buyer: { email: order.email, userId: order.userId, accountEmail: account?.email ?? null, accountKind: account?.kind ?? null },
        plan: { areaSlug: order.areaSlug, planSlug: order.planSlug, planKind: order.planKind, dataMb: order.dataMb, dailyMb: order.dailyMb, validityDays: order.validityDays, days: order.days },
        amounts: {
          listMinor: order.listUsdMinor,
          campaignMinor: Math.max(0, order.listUsdMinor - order.amountUsdMinor - order.discountMinor),
          promoMinor: order.discountMinor,
          amountMinor: order.amountUsdMinor,
          balanceMinor: order.balanceMinor,
          cardMinor,
          refundedMinor,
          display: { currency: order.displayCurrency, minor: order.displayAmountMinor },
        },
        linkActive: order.linkActive,
        topupOf: topupOf ? { orderNo: topupOf.orderNo } : null,
        topups: topups.map((t) => ({ orderNo: t.orderNo, status: t.status, createdAt: t.createdAt })),
        esim: esim ? staffEsimView(esim) : null,
        supplierOrders: supplierViews.map((s) => ({
          orderNo: s.orderNo,
          supplier: s.supplier,
          purpose: s.purpose,
          state: s.state,
          sends: s.sends,
          supplierOrderRef: s.supplierOrderRef,
          attemptedAt: s.attemptedAt,
          placedAt: s.placedAt,
          note: s.note,
        })),
        timeline,
      });
    },

    /**
     * An internal note on an order (any member who may read orders): 1 to 2,000 characters, line
     * breaks kept, appended for good. Its audit entry (`order.note-added`) is written in the same
     * transaction; it names the note, not its text, which the note itself keeps.
     */
    async addOrderNote(viewer: StaffViewer, orderNo: string, text: string, client: StaffClient): Promise<OrderDeskOutcome<OrderNoteView>> {
      if (!mayRead(viewer)) return no("STAFF_FORBIDDEN");
      const body = normalizeNote(text);
      const problem = noteProblem(body);
      if (problem) return no(problem);
      const number = orderNo.trim().toUpperCase();
      const [order] = /^RW\d{10}$/.test(number) ? await checkout.staffSearch({ orderNo: number, limit: 1 }) : [];
      if (!order) return no("ORDER_NOT_FOUND");
      const note = { id: newId(), orderId: order.id, staffId: viewer.staffId, body, createdAt: now() };
      await db.transaction(async (tx) => {
        await repo.insertNote(tx, note);
        await recordAudit(
          tx,
          { staffId: viewer.staffId, action: NOTE_AUDIT_ACTION, targetKind: "order", targetId: order.orderNo, after: { noteId: note.id, characters: [...body].length }, address: client.ip.slice(0, 100) },
          note.createdAt,
        );
      });
      return ok({ id: note.id, at: note.createdAt, staffId: note.staffId, text: note.body });
    },

    /**
     * What needs someone now (docs/CONSOLE.md#attention-queue), grouped by kind, each group newest
     * first: for a member allowed `orders.read` the order kinds, for one allowed `catalogue.edit`
     * the supplier's balance and the catalogue sync (and its jobs that gave up).
     */
    async attentionItems(viewer: StaffViewer): Promise<OrderDeskOutcome<AttentionGroup[]>> {
      const kinds = attentionKinds(viewer);
      if (kinds.length === 0) return no("STAFF_FORBIDDEN");
      const items = await attentionFacts(new Set(kinds), now());
      const visible = (kind: string, item: AttentionItem) =>
        kind === "job-gave-up" ? can(viewer.roles, jobPermission(String(item.detail.job))) : can(viewer.roles, ATTENTION_PERMISSION[item.kind]);
      return ok(groupAttention(items, visible));
    },

    // The fulfilment actions (docs/CONSOLE.md#fulfilment-actions): the checkout's, which check
    // the member's permission and write the audit entry; here so the pages have one service.
    resendInstallMail: (actor: StaffActor, orderNo: string, client: StaffClient) => checkout.resendInstallMail(actor, orderNo, client),
    async refreshEsim(actor: StaffActor, orderNo: string, client: StaffClient): Promise<Outcome<StaffEsimView, FulfilmentActionError>> {
      const outcome = await checkout.refreshEsim(actor, orderNo, client);
      return outcome.ok ? ok(staffEsimView(outcome.obj)) : outcome;
    },
    retryFulfilment: (actor: StaffActor, orderNo: string, client: StaffClient) => checkout.retryFulfilment(actor, orderNo, client),
    cancelEsim: (actor: StaffActor, orderNo: string, client: StaffClient) => checkout.cancelEsim(actor, orderNo, client),
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
