/**
 * Order reviews (docs/PRODUCT.md#order-reviews): a buyer rates an order they could judge, once,
 * and may change it for 30 days; an operator publishes or rejects each (`npm run reviews`); the
 * plan and area pages show the published ones; the review prompt asks account holders about an
 * order they have not reviewed.
 *
 * Orders are the checkout's: whose an order is, its kind and state come from the checkout's own
 * reads, and its eSIM's usage from the eSIMs service (refreshed from the provider at most once a
 * minute, as the orders page does). The review copies the plan and area from the order, so the
 * pages that show reviews never read orders.
 */
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { OwnReview, ReviewsPage } from "../../../shared/api/reviews.ts";
import type { OrderKind, OrderStatus, ValidityState } from "../../../shared/order-states.ts";
import { REJECT_REASONS, type RejectReason, type ReviewStatus } from "../../../shared/review-rules.ts";
import type { Db } from "../../db/client.ts";
import { newId as defaultNewId, no, ok, type Clock, type Outcome, type Tx } from "../../kernel/index.ts";
import type { CatalogError } from "../catalog/index.ts";
import type { CheckoutService, OrderError } from "../checkout/index.ts";
import type { EsimsService } from "../esims/index.ts";
import { can, recordAudit, type StaffError } from "../staff/index.ts";
import type { ReviewError } from "./errors.ts";
import { createReviewsRepository, type ReviewRow, type ReviewScope } from "./reviews-repository.ts";
import { averageRating, editWindowStart, isEditable, isReviewable, maskEmail, normalizeReviewText, promptAllowed, replyProblem, REVIEW_AUDIT_ACTIONS as AUDIT, reviewProblem } from "./reviews-rules.ts";
import { exportedReview, moderatedReview, ownReview, publishedReview, type ExportedReview, type ModeratedReview } from "./reviews-view.ts";

export type ReviewRefusal = ReviewError | Extract<OrderError, "ORDER_NOT_FOUND">;
export type PublishedRefusal = Extract<CatalogError, "AREA_NOT_FOUND" | "PLAN_NOT_FOUND">;

/** The prompt looks at the newest current orders only: an older one was asked about long ago, or has ended. */
const PROMPT_LOOKAHEAD = 10;
/** Pages of published reviews kept per catalogue version; past this many the keeping starts over. */
const SHOWN_PAGES_MAX = 5_000;
/** The operator's list shows this many at most. */
const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReviewInput {
  userId: string;
  orderNo: string;
  rating: number;
  text?: string | null;
  /** The language of the page (or API call) it was written on. */
  lang: Lang;
  /** A change to the order's review rather than a new one. */
  edit?: boolean;
}

/** An order as the orders page's card knows it: enough to say whether it can be reviewed. */
export interface CardFacts {
  orderNo: string;
  kind: OrderKind;
  status: OrderStatus;
  esim: { dataUsedMb: number; validityState: ValidityState } | null;
}

/** What a card's review block shows: the form (reviewable, no review yet), the review (editable or not), or nothing. */
export interface CardReview {
  reviewable: boolean;
  review: OwnReview | null;
  editable: boolean;
}

/** The order the prompt asks about. */
export interface ReviewPrompt {
  orderNo: string;
  areaSlug: string;
  planSlug: string;
}

export interface ModerationDeps {
  db: Db;
  now?: Clock;
  /** Buyers' e-mail addresses by user id (the accounts', wired in server/services.ts); without it the console's list names no buyer. */
  buyerEmails?: (userIds: readonly string[]) => Promise<Map<string, string>>;
  /** Plan titles for the console's list; without it (the command line) none. */
  catalog?: ReviewCatalog;
  /**
   * Called once a change to what the plan and area pages show (a published review) is committed:
   * this process reloads at once what its pages are drawn from (server/services.ts). Every other
   * process follows at its next catalogue poll (the change bumped the catalogue version).
   */
  shownChanged?: () => Promise<unknown>;
}

/** What the reviews ask the catalogue (wired in server/services.ts): plans by their slugs, and their titles. */
export interface ReviewCatalog {
  /** The plan on sale under these slugs: its id and its title in `lang`; null when there is none. */
  plan(areaSlug: string, planSlug: string, lang: Lang): { id: number; title: string } | null;
  hasArea(areaSlug: string): boolean;
}

export interface ReviewsDeps extends ModerationDeps {
  /**
   * The catalogue version, which every change to the published reviews moves (migration 0025's
   * triggers): pages of published reviews are read once per version. Without it, every time.
   */
  shownVersion?: () => number;
  checkout: Pick<CheckoutService, "ownedOrder" | "ordersOf">;
  esims: Pick<EsimsService, "refresh">;
  catalog: ReviewCatalog;
  newId?: () => string;
}

/** A member of staff acting in the console: checked for `reviews.moderate` here, whatever the page offered. */
export interface ReviewActor {
  staffId: string;
  roles: readonly string[];
}

/** Who moderates and from where, for the permission check and the audit log; `actor` null: the command line. */
export interface ModerationBy {
  actor: ReviewActor | null;
  address?: string | null;
}

export type ModerationRefusal = Extract<ReviewError, "REVIEW_UNKNOWN" | "REVIEW_REJECT_REASON" | "REVIEW_REPLY_LENGTH" | "REVIEW_REPLY_CHARACTERS"> | Extract<StaffError, "STAFF_FORBIDDEN">;

/** One page of the console's list of a status. */
export interface ModerationPage {
  total: number;
  list: ModeratedReview[];
}

const COMMAND_LINE: ModerationBy = { actor: null };
/** The console's pages hold at most this many reviews. */
const MODERATION_PAGE_MAX = 50;
/** Audit entries keep a reply's text up to this many characters: enough to know which reply it was. */
const AUDIT_TEXT_MAX = 200;
const clipped = (text: string | null) => (text === null ? null : [...text].slice(0, AUDIT_TEXT_MAX).join(""));

type Change = { row: ReviewRow; audit: { action: string; before: Record<string, unknown>; after: Record<string, unknown> } | null };

/**
 * The operator's side, and what privacy requests need: no orders involved, so `npm run reviews`
 * wires it from the database alone (server/services.ts createOperatorServices). Every change is
 * made under the review's row lock with its audit entry in the same transaction (`staff_id`
 * empty for the command line); from the console the member's roles must allow `reviews.moderate`.
 */
export function createReviewModeration(deps: ModerationDeps) {
  const repo = createReviewsRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function change(id: string, by: ModerationBy, step: (tx: Tx, row: ReviewRow, at: Date) => Promise<Outcome<Change, ModerationRefusal>>): Promise<Outcome<ReviewRow, ModerationRefusal>> {
    if (by.actor && !can(by.actor.roles, "reviews.moderate")) return no("STAFF_FORBIDDEN");
    if (!UUID.test(id)) return no("REVIEW_UNKNOWN");
    let shown = false;
    const outcome = await deps.db.transaction(async (tx) => {
      const row = await repo.lock(tx, id.toLowerCase());
      if (!row) return no("REVIEW_UNKNOWN");
      const at = now();
      const done = await step(tx, row, at);
      if (!done.ok) return done;
      const { audit } = done.obj;
      if (audit) await recordAudit(tx, { staffId: by.actor?.staffId ?? null, targetKind: "review", targetId: row.id, address: by.address ?? null, ...audit }, at);
      shown = audit !== null && (row.status === "published" || done.obj.row.status === "published");
      return ok(done.obj.row);
    });
    if (shown) await deps.shownChanged?.();
    return outcome;
  }

  const decided = (status: "published" | "rejected", reason: RejectReason | null) => async (tx: Tx, row: ReviewRow, at: Date): Promise<Outcome<Change, ModerationRefusal>> => {
    if (row.status === status && row.rejectReason === reason) return ok({ row, audit: null });
    const before = { status: row.status, ...(row.rejectReason ? { reason: row.rejectReason } : {}) };
    const after = { status, ...(reason ? { reason } : {}) };
    return ok({ row: await repo.moderate(tx, row.id, status, reason, at), audit: { action: status === "published" ? AUDIT.published : AUDIT.rejected, before, after } });
  };

  const replied = (reply: string | null) => async (tx: Tx, row: ReviewRow, at: Date): Promise<Outcome<Change, ModerationRefusal>> => {
    if (row.reply === reply) return ok({ row, audit: null });
    return ok({ row: await repo.setReply(tx, row.id, reply, at), audit: { action: AUDIT.replied, before: { reply: clipped(row.reply) }, after: { reply: clipped(reply) } } });
  };

  return {
    /** Newest first, of one status or all (the command line's list). */
    list: (status: ReviewStatus | null = null): Promise<ReviewRow[]> => repo.list(status, LIST_LIMIT),

    /** The console's list: a page of one status, newest first, each with its plan's title in `lang` and the buyer's masked address. */
    async page(viewer: { roles: readonly string[] }, status: ReviewStatus, page: { pageNum: number; pageSize: number }, lang: Lang): Promise<Outcome<ModerationPage, "STAFF_FORBIDDEN">> {
      if (!can(viewer.roles, "reviews.moderate")) return no("STAFF_FORBIDDEN");
      const pageSize = Math.min(Math.max(page.pageSize, 1), MODERATION_PAGE_MAX);
      const { rows, total } = await repo.page(status, { limit: pageSize, offset: (Math.max(page.pageNum, 1) - 1) * pageSize });
      const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
      const emails = deps.buyerEmails && userIds.length > 0 ? await deps.buyerEmails(userIds) : new Map<string, string>();
      const list = rows.map((row) => {
        const email = row.userId ? emails.get(row.userId) : undefined;
        return moderatedReview(row, { plan: deps.catalog?.plan(row.areaSlug, row.planSlug, lang)?.title ?? null, buyer: email ? maskEmail(email) : null });
      });
      return ok({ total, list });
    },

    /** Shows it on the plan and area pages. */
    publish: (id: string, by: ModerationBy = COMMAND_LINE) => change(id, by, decided("published", null)),

    /**
     * Keeps it off every page, for one of REJECT_REASONS, kept with the review. A member of staff
     * must give one; the command line may leave it out.
     */
    reject(id: string, reason: string | null, by: ModerationBy = COMMAND_LINE): Promise<Outcome<ReviewRow, ModerationRefusal>> {
      const known = reason !== null && (REJECT_REASONS as readonly string[]).includes(reason) ? (reason as RejectReason) : null;
      if ((reason !== null && !known) || (by.actor && !known)) {
        // The permission comes first: a member who may not moderate learns nothing of the reasons.
        return Promise.resolve(by.actor && !can(by.actor.roles, "reviews.moderate") ? no("STAFF_FORBIDDEN") : no("REVIEW_REJECT_REASON"));
      }
      return change(id, by, decided("rejected", known));
    },

    /**
     * Writes or changes the store's public reply (1 to REPLY_TEXT_MAX characters, trimmed, line
     * breaks kept), shown under the review wherever it is published. A review of any status may
     * have one: written while it waits, it appears when the review is published.
     */
    reply(id: string, text: string | null | undefined, by: ModerationBy = COMMAND_LINE): Promise<Outcome<ReviewRow, ModerationRefusal>> {
      const reply = normalizeReviewText(text);
      const problem = replyProblem(reply);
      if (problem) return Promise.resolve(by.actor && !can(by.actor.roles, "reviews.moderate") ? no("STAFF_FORBIDDEN") : no(problem));
      return change(id, by, replied(reply));
    },

    /** Removes the store's reply. */
    removeReply: (id: string, by: ModerationBy = COMMAND_LINE) => change(id, by, replied(null)),

    /** The user's reviews as plain JSON, for their data export. */
    exportFor: async (userId: string): Promise<ExportedReview[]> => (await repo.ofUser(userId)).map(exportedReview),
    /**
     * Pseudonymises the user's reviews (they stay, with their stars and text, attached to no one)
     * and forgets when they were prompted; answers how many reviews were detached.
     */
    forgetUser: (tx: Tx, userId: string): Promise<number> => repo.forgetUser(tx, userId),
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;

export function createReviewsService(deps: ReviewsDeps) {
  const { checkout, esims, catalog } = deps;
  const repo = createReviewsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? defaultNewId;

  async function edit(order: { id: string }, input: ReviewInput, body: string | null): Promise<Outcome<OwnReview, ReviewRefusal>> {
    const existing = await repo.byOrder(order.id);
    if (!existing || existing.userId !== input.userId) return no("REVIEW_NOT_FOUND");
    const at = now();
    if (!isEditable(existing.createdAt, at)) return no("REVIEW_EDIT_CLOSED");
    const updated = await repo.update(existing.id, { rating: input.rating, body, lang: input.lang, updatedAt: at }, editWindowStart(at));
    // A published review edited waits for moderation again: it leaves the pages.
    if (updated && existing.status === "published") await deps.shownChanged?.();
    return updated ? ok(ownReview(updated)) : no("REVIEW_EDIT_CLOSED");
  }

  async function readPublished(where: { area: string; plan?: string }, page: { pageNum: number; pageSize: number }, lang: Lang): Promise<Outcome<ReviewsPage, PublishedRefusal>> {
    let scope: ReviewScope;
    if (where.plan !== undefined) {
      const plan = catalog.plan(where.area, where.plan, lang);
      if (!plan) return no("PLAN_NOT_FOUND");
      scope = { planId: plan.id };
    } else {
      if (!catalog.hasArea(where.area)) return no("AREA_NOT_FOUND");
      scope = { areaSlug: where.area };
    }
    const { rows, total, ratingSum } = await repo.published(scope, { limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
    const list = rows.map((row) => ({ ...publishedReview(row), plan: catalog.plan(row.areaSlug, row.planSlug, lang)?.title ?? null }));
    return ok({ pageNum: page.pageNum, pageSize: page.pageSize, total, average: averageRating(ratingSum, total), list });
  }
  // The published reviews' pages as last read, for the catalogue version they were read at.
  let shown: { version: number; pages: Map<string, Promise<Outcome<ReviewsPage, PublishedRefusal>>> } = { version: -1, pages: new Map() };

  return {
    ...createReviewModeration(deps),

    /**
     * Writes the buyer's review of their order (pending until published), or with `edit` changes
     * it within 30 days of writing it (pending again). Someone else's order is not found.
     */
    async submit(input: ReviewInput): Promise<Outcome<OwnReview, ReviewRefusal>> {
      const order = await checkout.ownedOrder(input.orderNo, input.userId);
      if (!order) return no("ORDER_NOT_FOUND");
      const body = normalizeReviewText(input.text);
      const problem = reviewProblem(input.rating, body);
      if (problem) return no(problem);
      if (input.edit) return edit(order, input, body);
      const [esim] = await esims.refresh([order.id]);
      if (!isReviewable({ kind: order.kind, status: order.status, esim: esim ?? null })) return no("REVIEW_NOT_YET");
      const at = now();
      const inserted = await repo.insert({
        id: newId(),
        orderId: order.id,
        orderNo: order.orderNo,
        userId: input.userId,
        planId: order.planId,
        areaSlug: order.areaSlug,
        planSlug: order.planSlug,
        rating: input.rating,
        body,
        lang: input.lang,
        status: "pending",
        createdAt: at,
        updatedAt: at,
      });
      return inserted ? ok(ownReview(inserted)) : no("REVIEW_EXISTS");
    },

    /** For the orders page: each card's review block, from the card's own facts (its eSIM as just refreshed). */
    async forCards(userId: string, cards: readonly CardFacts[]): Promise<Map<string, CardReview>> {
      const rows = await repo.ofOrderNos(
        userId,
        cards.map((c) => c.orderNo),
      );
      const byOrder = new Map(rows.map((r) => [r.orderNo, r]));
      const at = now();
      return new Map(
        cards.map((card) => {
          const row = byOrder.get(card.orderNo);
          return [card.orderNo, { reviewable: isReviewable(card), review: row ? ownReview(row) : null, editable: row ? isEditable(row.createdAt, at) : false }];
        }),
      );
    },

    /**
     * A page of the published reviews of a plan (`plan` given) or of every plan of an area, newest
     * first, with their count and average rating; each names its plan in `lang`.
     */
    published(where: { area: string; plan?: string }, page: { pageNum: number; pageSize: number }, lang: Lang): Promise<Outcome<ReviewsPage, PublishedRefusal>> {
      if (!deps.shownVersion) return readPublished(where, page, lang);
      const version = deps.shownVersion();
      if (version !== shown.version || shown.pages.size >= SHOWN_PAGES_MAX) shown = { version, pages: new Map() };
      const key = `${where.area}/${where.plan ?? ""} ${page.pageNum}x${page.pageSize} ${lang}`;
      let found = shown.pages.get(key);
      if (!found) {
        const pages = shown.pages;
        found = readPublished(where, page, lang);
        pages.set(key, found);
        // A failed read (the database away) is not kept: the next page view asks again.
        found.catch(() => pages.delete(key));
      }
      return found;
    },

    /**
     * The order the review prompt may ask this account about now, or null: none while the
     * prompt's 120-day pause runs; otherwise the newest current order that can be reviewed, has
     * no review and was never prompted for. The cheap checks come first, so the provider is asked
     * about an eSIM's usage only for orders still in question.
     */
    async promptFor(userId: string): Promise<ReviewPrompt | null> {
      if (!promptAllowed(await repo.lastDismissal(userId), now())) return null;
      const { rows } = await checkout.ordersOf(userId, { current: true, limit: PROMPT_LOOKAHEAD, offset: 0 });
      const delivered = rows.filter((o) => o.kind === "esim" && o.status === "DELIVERED");
      const ids = delivered.map((o) => o.id);
      const [reviewed, prompted] = await Promise.all([repo.reviewedOrders(ids), repo.promptedOrders(userId, ids)]);
      const open = delivered.filter((o) => !reviewed.has(o.id) && !prompted.has(o.id));
      if (open.length === 0) return null;
      const esimOf = new Map((await esims.refresh(open.map((o) => o.id))).map((e) => [e.orderId, e]));
      const order = open.find((o) => isReviewable({ kind: o.kind, status: o.status, esim: esimOf.get(o.id) ?? null }));
      return order ? { orderNo: order.orderNo, areaSlug: order.areaSlug, planSlug: order.planSlug } : null;
    },

    /** The prompt was shown for the user's order (never again for it), or closed without going to review (`dismissed`). */
    async promptSeen(userId: string, orderNo: string, dismissed: boolean): Promise<Outcome<null, "ORDER_NOT_FOUND">> {
      const order = await checkout.ownedOrder(orderNo, userId);
      if (!order) return no("ORDER_NOT_FOUND");
      const at = now();
      await repo.recordPrompt(userId, order.id, at, dismissed ? at : null);
      return ok(null);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
