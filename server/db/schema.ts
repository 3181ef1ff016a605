/**
 * The one database schema (PostgreSQL dialect), used unchanged on embedded PGlite and on
 * PostgreSQL. Column names are snake_case in SQL (drizzle `casing`), camelCase in code.
 * Money is integer USD minor units; data volumes are integer MB.
 *
 * Closed lists (kinds, networks, content keys, ...) come from shared/ and type their columns in
 * code through `text({ enum })`; in the database they stay plain text, so extending a list needs
 * no migration.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AREA_KINDS, NETWORKS, PLAN_KINDS, PLAN_SOURCES, VALIDITY_STARTS } from "../../shared/catalog-kinds.ts";
import { CAMPAIGN_SCOPES, type CampaignBanner } from "../../shared/campaigns.ts";
import { BANNER_ARTS, CONTENT_KEYS, DIALOG_PAGES } from "../../shared/content/keys.ts";
import { LANGS, type Localized } from "../../shared/i18n/locales.ts";
import { INSTALL_STATES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_STATUSES, RECHARGE_STATUSES, REFUND_STATUSES, VALIDITY_STATES } from "../../shared/order-states.ts";
import { DECIDED_COMMISSION_STATUSES, DECLINE_REASONS, DEFAULT_COMMISSION_BPS } from "../../shared/partner-commissions.ts";
import { REFUND_REASONS } from "../../shared/refund-reasons.ts";
import { REJECT_REASONS, REVIEW_STATUSES } from "../../shared/review-rules.ts";
import { SUPPLIER_ORDER_STATES } from "../../shared/supply-states.ts";
import { LEDGER_ACCOUNT_KINDS, PROMO_KINDS, REDEMPTION_STATUSES, WALLET_TRANSACTION_KINDS } from "../../shared/wallet-kinds.ts";

export const areas = pgTable(
  "areas",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    /** See AREA_KINDS. */
    kind: text({ enum: AREA_KINDS }).notNull(),
    /** Lowercase ISO 3166-1 alpha-2 for local areas. */
    iso2: text(),
    names: jsonb().$type<Localized>().notNull(),
    aliases: text().array().notNull().default(sql`'{}'::text[]`),
    /** Mobile network operators a roaming eSIM uses, best first (local areas). */
    operators: text().array().notNull().default(sql`'{}'::text[]`),
    has5g: boolean().notNull().default(false),
    popular: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Taken off sale by staff (the console's catalogue): apart from `active`, which the sync and the catalogue import own and set again. */
    disabled: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("areas_slug_uq").on(t.slug),
    uniqueIndex("areas_iso2_uq").on(t.iso2),
    check("areas_kind_iso2_ck", sql`(${t.kind} = 'local') = (${t.iso2} is not null)`),
  ],
);

/** Which countries (local areas) an area covers; a local area covers itself. */
export const areaCountries = pgTable(
  "area_countries",
  {
    areaId: integer()
      .notNull()
      .references(() => areas.id, { onDelete: "cascade" }),
    countryId: integer()
      .notNull()
      .references(() => areas.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.countryId] }), index("area_countries_country_idx").on(t.countryId)],
);

export const plans = pgTable(
  "plans",
  {
    id: serial().primaryKey(),
    areaId: integer()
      .notNull()
      .references(() => areas.id, { onDelete: "cascade" }),
    /** Readable, unique within the area: "10gb-30-days", "daily-1gb", "calls-5gb-30-days". */
    slug: text().notNull(),
    kind: text({ enum: PLAN_KINDS }).notNull(),
    /** Total data for data and calltext plans. */
    dataMb: integer(),
    /** High-speed allowance per day for daily plans. */
    dailyMb: integer(),
    /** Validity of data and calltext plans; daily plans last the number of days bought. */
    validityDays: integer(),
    voiceMinutes: integer(),
    smsCount: integer(),
    network: text({ enum: NETWORKS }).notNull(),
    /** Speed once the allowance is used; 0 means data stops until topped up. */
    throttleKbps: integer().notNull().default(0),
    hotspot: boolean().notNull(),
    topup: boolean().notNull(),
    /** USD minor units; per day for daily plans. The sync's or the import's price (from cost and the markup rules, or the file's). */
    priceUsdMinor: integer().notNull(),
    /**
     * The price a member of staff set in the console (docs/CONSOLE.md#catalogue), sold instead of
     * `priceUsdMinor` while set; null: the source's price. Apart from it for the same reason as
     * `disabled`: the sync and the import rewrite `priceUsdMinor` at every run.
     */
    priceOverrideUsdMinor: integer(),
    validityStart: text({ enum: VALIDITY_STARTS }).notNull(),
    active: boolean().notNull().default(true),
    /** Taken off sale by staff (the console's catalogue): apart from `active`, which the sync and the catalogue import own and set again. */
    disabled: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    /** The wholesale supplier this plan is bought from (`EsimSupplier.name`); null for the demo catalogue and a catalogue file's plan sold through the simulator only. */
    supplier: text(),
    /** The supplier's package code: what the catalogue sync matches the plan by, and what an order names. */
    supplierPackageCode: text(),
    /** What one costs at the supplier, in 1/10,000 USD (UsdE4), as of the last sync (or as the catalogue file says; it may not say). */
    costE4: integer("cost_e4"),
    /** See PLAN_SOURCES: which writer owns the row (the sync and the import never touch another's plans). */
    source: text({ enum: PLAN_SOURCES }).notNull().default("demo"),
  },
  (t) => [
    uniqueIndex("plans_area_slug_uq").on(t.areaId, t.slug),
    // The sync matches its plans by package; a catalogue file may sell the same package under a plan of its own.
    uniqueIndex("plans_supplier_package_uq").on(t.supplier, t.supplierPackageCode).where(sql`${t.source} = 'supplier'`),
    index("plans_area_idx").on(t.areaId),
    check("plans_price_ck", sql`${t.priceUsdMinor} > 0`),
    check("plans_price_override_ck", sql`${t.priceOverrideUsdMinor} is null or ${t.priceOverrideUsdMinor} between 1 and 10000000`),
    check(
      "plans_shape_ck",
      sql`(${t.kind} = 'daily' and ${t.dailyMb} > 0 and ${t.validityDays} is null and ${t.dataMb} is null)
       or (${t.kind} = 'data' and ${t.dataMb} > 0 and ${t.validityDays} > 0 and ${t.dailyMb} is null)
       or (${t.kind} = 'calltext' and ${t.dataMb} > 0 and ${t.validityDays} > 0 and ${t.voiceMinutes} >= 0 and ${t.smsCount} >= 0)`,
    ),
  ],
);

/** Plans shown in the home page's "recommended" strip, in order. */
export const recommendedPlans = pgTable("recommended_plans", {
  planId: integer()
    .primaryKey()
    .references(() => plans.id, { onDelete: "cascade" }),
  position: integer().notNull(),
});

export const banners = pgTable("banners", {
  id: text().primaryKey(),
  link: text().notNull(),
  art: text({ enum: BANNER_ARTS }).notNull(),
  title: jsonb().$type<Localized>().notNull(),
  subtitle: jsonb().$type<Localized>().notNull(),
  cta: jsonb().$type<Localized>().notNull(),
  position: integer().notNull(),
  active: boolean().notNull().default(true),
});

export const dialogs = pgTable("dialogs", {
  id: text().primaryKey(),
  pages: text({ enum: DIALOG_PAGES }).array().notNull(),
  title: jsonb().$type<Localized>().notNull(),
  body: jsonb().$type<Localized>().notNull(),
  cta: jsonb().$type<Localized>().notNull(),
  link: text().notNull(),
  frequencyHours: integer().notNull(),
  startsOn: date().notNull(),
  endsOn: date().notNull(),
});

/** Editorial content by key and language (how-it-works, faq, agreement, ...), as JSON documents. */
export const contentResources = pgTable(
  "content_resources",
  {
    key: text({ enum: CONTENT_KEYS }).notNull(),
    lang: text({ enum: LANGS }).notNull(),
    body: jsonb().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

export const partnershipLeads = pgTable("partnership_leads", {
  id: uuid().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  company: text().notNull(),
  website: text(),
  partnerType: text().notNull(),
  message: text().notNull(),
  lang: text().notNull(),
  requestId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A counter bumped by triggers on every catalogue, content and campaign write (see the custom migrations):
 * servers compare it with the version they cached, so an edit made by any process or by hand in
 * SQL reaches every instance's cache.
 */
export const catalogVersion = pgTable("catalog_version", {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: "number" }).notNull().default(1),
});

/** What one catalogue sync run from a supplier counted, per kind of change (docs/SUPPLIERS.md#the-catalogue-from-the-supplier). */
export interface CatalogSyncCounts {
  areasCreated: number;
  areasUpdated: number;
  plansCreated: number;
  plansUpdated: number;
  plansWithdrawn: number;
  /** Packages left off the shelves, by reason ("topup", "no-margin", ...). */
  leftOut: Record<string, number>;
}

/** Each catalogue sync run (`npm run catalog -- sync`), kept for `npm run catalog -- status`. */
export const catalogSyncs = pgTable(
  "catalog_syncs",
  {
    id: serial().primaryKey(),
    supplier: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ["ok", "failed"] }).notNull(),
    /** Null when the run failed (nothing changed). */
    counts: jsonb().$type<CatalogSyncCounts>(),
    /** Why it failed: the supplier's error message, never a credential. */
    error: text(),
  },
  (t) => [index("catalog_syncs_started_idx").on(t.startedAt)],
);

/** Which one-off data loads (the demo seed) have run, so start-up loads them once. */
export const seedRuns = pgTable("seed_runs", {
  name: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// --- accounts ---------------------------------------------------------------------------------

/**
 * A traveller. Account logins have an e-mail and a password hash; guests (anonymous logins) have
 * neither until they register, which keeps their id and so their orders. A deleted account
 * (PRODUCT.md#privacy-self-service) keeps its id, so its orders and ledger entries still name
 * someone, but nothing that identifies a person: its e-mail is a random undeliverable
 * placeholder (the address may register again), and it has no password, device or partner fields.
 */
export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey(),
    /** Lowercased and trimmed, so one mailbox is one account. */
    email: text(),
    /** argon2id PHC string; null for guests. */
    passwordHash: text(),
    kind: text({ enum: ["account", "guest", "deleted"] }).notNull(),
    lang: text({ enum: LANGS }).notNull(),
    /** Partner attribution at sign-up (PRODUCT.md#referral-capture). */
    merchantId: integer(),
    merchantSubId: text(),
    sourceType: text(),
    /**
     * Guests: SHA-256 (hex) of the browser's device identifier, the guest's only credential, so
     * a copy of this table signs no one in. Unkeyed: a new SESSION_SECRET keeps guests' orders.
     */
    deviceIdHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** When the account was deleted by its holder; set for kind `deleted` only. */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * When a member of staff blocked the customer (docs/CONSOLE.md#customers): no sign-in, no
     * order, top-up or recharge until unblocked. Null: not blocked.
     */
    blockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_device_uq").on(t.deviceIdHash).where(sql`${t.deviceIdHash} is not null`),
    check("users_account_ck", sql`(${t.kind} <> 'account') or (${t.email} is not null and ${t.passwordHash} is not null)`),
    check("users_guest_ck", sql`(${t.kind} <> 'guest') or (${t.deviceIdHash} is not null)`),
    check(
      "users_deleted_ck",
      sql`((${t.kind} = 'deleted') = (${t.deletedAt} is not null))
       and ((${t.kind} <> 'deleted') or (${t.passwordHash} is null and ${t.deviceIdHash} is null and ${t.merchantId} is null and ${t.merchantSubId} is null and ${t.sourceType} is null))`,
    ),
  ],
);

/**
 * A partner (affiliate) merchant: visitors arrive with its short code (PRODUCT.md#referral-capture)
 * and its server may register referred users with its API key, of which only a hash is kept.
 */
export const merchants = pgTable(
  "merchants",
  {
    id: integer().primaryKey(),
    shortCode: text().notNull(),
    name: text().notNull(),
    /** SHA-256 (hex) of the API key; null until a key is issued (`npm run partners -- key`). */
    apiKeyHash: text(),
    active: boolean().notNull().default(true),
    /** The commission on its referred buyers' orders, in basis points (1000 = 10 %), applied to what the store kept of each order. */
    commissionBps: integer().notNull().default(DEFAULT_COMMISSION_BPS),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("merchants_short_code_uq").on(sql`lower(${t.shortCode})`),
    uniqueIndex("merchants_api_key_uq").on(t.apiKeyHash),
    check("merchants_commission_ck", sql`${t.commissionBps} between 0 and 10000`),
  ],
);

/**
 * A user a partner's server registered (`/v1/promotion/registerUser`): one row per merchant and
 * address, so a repeated call changes nothing. Sign-up of that address credits the first partner.
 */
export const partnerReferrals = pgTable(
  "partner_referrals",
  {
    id: uuid().primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    email: text().notNull(),
    merchantSubId: text(),
    sourceType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partner_referrals_uq").on(t.merchantId, t.email), index("partner_referrals_email_idx").on(t.email, t.createdAt)],
);

/** A signed-in browser. The token names this row, so signing out or a password change revokes it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    loginType: text({ enum: ["accountLogin", "guestLogin"] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * E-mailed six-digit codes, stored only as a keyed hash. The latest code of an address and
 * purpose is the live one; it dies after its lifetime, its use or too many wrong tries.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid().primaryKey(),
    email: text().notNull(),
    codeType: text({ enum: ["REGISTER", "FINDPASSWORD", "DELETEACCOUNT"] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index("verification_codes_email_idx").on(t.email, t.codeType, t.createdAt)],
);

/**
 * The first step of a guest log-in answers a check token; the second trades it for a session.
 * Only its SHA-256 is kept. Single use, 5 minutes.
 */
export const guestCheckTokens = pgTable(
  "guest_check_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The guest was created by this log-in: its second step records the source type. */
    newGuest: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("guest_check_tokens_expiry_idx").on(t.expiresAt)],
);

/**
 * Failed log-ins by address typed (whether or not it has an account), for throttling. A try is
 * written before its password is checked and taken back when it succeeds (the log-in throttle in
 * server/domain/accounts/accounts-rules.ts).
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** The known device that tried (judged on its own failures, accounts-rules.ts); null for any other browser. */
    device: text(),
  },
  (t) => [index("login_failures_email_idx").on(t.email, t.at), index("login_failures_ip_idx").on(t.ip, t.at)],
);

/**
 * Mail to send, written in the same transaction as what caused it and sent by a worker, so a
 * mail server that is down delays a mail instead of losing it (docs/decisions/0010).
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid().primaryKey(),
    to: text().notNull(),
    lang: text().notNull(),
    /** Template name and its data (server/domain/mail/mail-templates.ts). */
    template: jsonb().$type<{ kind: string } & Record<string, unknown>>().notNull(),
    /**
     * What the mail is about, for mails that must go once ("receipt:order:<id>"): a job that runs
     * twice queues it once. Null for mails that may repeat (a code asked for again).
     */
    dedupeKey: text(),
    attempts: integer().notNull().default(0),
    /** Not tried before this time: a retry's back-off, or a claim held by a worker. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    uniqueIndex("mail_queue_dedupe_uq").on(t.dedupeKey),
    // The order (or recharge) a mail is about, by the number its template names: an order's
    // timeline in the console finds its mails with it (docs/CONSOLE.md#orders).
    index("mail_queue_about_idx").on(sql`coalesce(${t.template}->>'orderNo', ${t.template}->>'number')`),
  ],
);

/**
 * One plan bought once (docs/CHECKOUT.md#order). The plan is copied in, so a later catalogue
 * change does not rewrite what was bought; amounts are computed by the server only.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey(),
    /** Public number shown to the buyer and in links: "RW" and 10 digits. */
    orderNo: text().notNull(),
    /** esim: a new eSIM; topup: more data and days for the eSIM `topupEsimId` (docs/WALLET.md#top-ups). */
    kind: text({ enum: ORDER_KINDS }).notNull().default("esim"),
    topupEsimId: uuid().references((): AnyPgColumn => esims.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    planId: integer().notNull(),
    areaSlug: text().notNull(),
    planSlug: text().notNull(),
    planKind: text({ enum: PLAN_KINDS }).notNull(),
    /** Total data of data and calltext plans; daily plans: null (see dailyMb). */
    dataMb: integer(),
    dailyMb: integer(),
    /** Days the eSIM is valid: the plan's validity, or the days bought of a daily plan. */
    validityDays: integer().notNull(),
    /** Days bought of a daily plan; null for the others. */
    days: integer(),
    /** What the order costs in all after campaign and promo discount, USD minor units: card part plus balance part. */
    amountUsdMinor: integer().notNull(),
    listUsdMinor: integer().notNull(),
    /** Taken off by the promo redemption `promoRedemptionId` (docs/WALLET.md#promo-codes). */
    discountMinor: integer().notNull().default(0),
    promoRedemptionId: uuid(),
    /** Paid from the account balance when the order was placed; the card pays the rest. */
    balanceMinor: integer().notNull().default(0),
    /**
     * What has been asked back of `amountUsdMinor` so far (docs/CHECKOUT.md#staff-refunds): the
     * staff refunds' amounts, and all of it once the order is REFUNDING or REFUNDED. Money taken
     * twice is not the order's and is not counted. Its check is the last guard against refunding
     * more than was paid.
     */
    refundedMinor: integer().notNull().default(0),
    campaignId: text(),
    /**
     * The partner that brought the buyer, copied from the buyer's attribution when the order is
     * placed (docs/CONSOLE.md#partners): the partner's report and commission stay with the order
     * even when the buyer's account is erased later.
     */
    merchantId: integer().references(() => merchants.id),
    merchantSubId: text(),
    /** What the buyer saw beside the charge (receipt only, never charged). */
    displayCurrency: text().notNull(),
    displayAmountMinor: integer().notNull(),
    /** Where the delivery mail goes. */
    email: text(),
    lang: text({ enum: LANGS }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the canonical request the key was first used with. */
    requestHash: text().notNull(),
    /** SHA-256 of the secret link's key (docs/CHECKOUT.md#delivery-and-access); null when revoked. */
    linkKeyHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("orders_no_uq").on(t.orderNo),
    uniqueIndex("orders_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_unpaid_idx").on(t.createdAt).where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    check("orders_amount_ck", sql`${t.amountUsdMinor} >= 0 and ${t.listUsdMinor} >= ${t.amountUsdMinor} + ${t.discountMinor}`),
    check("orders_balance_ck", sql`${t.balanceMinor} >= 0 and ${t.balanceMinor} <= ${t.amountUsdMinor} and ${t.discountMinor} >= 0`),
    check("orders_refunded_ck", sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountUsdMinor}`),
    check("orders_days_ck", sql`(${t.planKind} = 'daily') = (${t.days} is not null)`),
    check("orders_topup_ck", sql`(${t.kind} = 'topup') = (${t.topupEsimId} is not null)`),
    index("orders_topup_idx").on(t.topupEsimId).where(sql`${t.topupEsimId} is not null`),
    uniqueIndex("orders_promo_uq").on(t.promoRedemptionId),
    // The console's order search (docs/CONSOLE.md#orders): newest first, by address, and the
    // attention queue's paid orders still waiting for their eSIM.
    index("orders_created_idx").on(t.createdAt, t.orderNo),
    index("orders_email_idx").on(t.email),
    index("orders_paid_idx").on(t.paidAt).where(sql`${t.status} = 'PAID'`),
    // The console's dashboard: every order paid in a period, whatever became of it since.
    index("orders_paid_at_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    // The partners' reports: a merchant's paid orders by month.
    index("orders_merchant_idx").on(t.merchantId, t.paidAt).where(sql`${t.merchantId} is not null and ${t.paidAt} is not null`),
  ],
);

/** One attempt to pay an order through one provider (docs/CHECKOUT.md#payment). */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey(),
    /** What it pays: an order, or a balance recharge (exactly one). */
    orderId: uuid().references(() => orders.id),
    rechargeId: uuid().references(() => recharges.id),
    provider: text().notNull(),
    /** The provider's session or intent id; null until the provider answered. */
    providerRef: text(),
    /** The provider's id of the money taken, where a refund names it and not `providerRef` (Adyen's pspReference, Nuvei's TransactionID). */
    chargeRef: text(),
    amountUsdMinor: integer().notNull(),
    currency: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    failureCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_uq").on(t.provider, t.providerRef),
    index("payments_order_idx").on(t.orderId, t.createdAt),
    index("payments_recharge_idx").on(t.rechargeId, t.createdAt),
    check("payments_amount_ck", sql`${t.amountUsdMinor} > 0`),
    check("payments_target_ck", sql`(${t.orderId} is null) <> (${t.rechargeId} is null)`),
  ],
);

/**
 * Refunds a member of staff asked for from the operator console (docs/CHECKOUT.md#staff-refunds):
 * any amount up to what is left of an order, the card part first (sent back through the provider
 * by a durable job), then the balance part (back on the balance at once). One row per staff
 * refund; its card part goes back to the order's one card payment (`payment_id`). The buyer's
 * refund, the refund when provisioning gives up and the refund of money taken twice have no row
 * here: the payment's own states record them.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    /** The card payment the card part goes back to; null when the card part is zero. */
    paymentId: uuid().references(() => payments.id),
    /** What goes back in all: the card part plus the balance part, USD minor units. */
    amountUsdMinor: integer().notNull(),
    cardMinor: integer().notNull(),
    balanceMinor: integer().notNull(),
    reason: text({ enum: REFUND_REASONS }).notNull(),
    /** The member's note for colleagues; null when none was written. */
    note: text(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    /** Whether the buyer gets the refund mail once the money is back. */
    notifyBuyer: boolean().notNull(),
    /** The console's key for this refund: asked again with it, the same refund is answered. */
    idempotencyKey: text().notNull(),
    /** SHA-256 of what the key was first used for: the same key for another refund is refused. */
    requestHash: text().notNull(),
    /** REFUNDING: the card part is with the provider; REFUNDED: all of it is back. */
    status: text({ enum: REFUND_STATUSES }).notNull(),
    /** The provider's id of the card refund, once it answered. */
    providerRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_idempotency_uq").on(t.orderId, t.idempotencyKey),
    index("refunds_payment_idx").on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check("refunds_amount_ck", sql`${t.cardMinor} >= 0 and ${t.balanceMinor} >= 0 and ${t.amountUsdMinor} = ${t.cardMinor} + ${t.balanceMinor} and ${t.amountUsdMinor} > 0`),
    check("refunds_payment_ck", sql`(${t.paymentId} is null) = (${t.cardMinor} = 0)`),
    check("refunds_confirmed_ck", sql`(${t.status} = 'REFUNDED') = (${t.confirmedAt} is not null)`),
  ],
);

/** Every provider event received, once: a repeat of the same id is acknowledged and ignored. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    paymentId: uuid().references(() => payments.id),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** What applying it did: "applied", "ignored: <why>". */
    outcome: text(),
  },
  (t) => [
    uniqueIndex("payment_events_uq").on(t.provider, t.eventId),
    index("payment_events_payment_idx").on(t.paymentId),
    // The console's attention queue: events that applied to nothing of ours, recent first.
    index("payment_events_ignored_idx").on(t.receivedAt).where(sql`${t.outcome} like 'ignored%'`),
  ],
);

/** The eSIM delivered for an order (docs/CHECKOUT.md#esim): one per order, written once. */
export const esims = pgTable(
  "esims",
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    provider: text().notNull(),
    providerRef: text().notNull(),
    iccid: text().notNull(),
    smdpAddress: text().notNull(),
    matchingId: text().notNull(),
    activationCode: text().notNull(),
    installState: text({ enum: INSTALL_STATES }).notNull(),
    validityState: text({ enum: VALIDITY_STATES }).notNull(),
    /** Null for daily plans (an allowance per day, not a total). */
    dataTotalMb: integer(),
    dataUsedMb: integer().notNull().default(0),
    validityDays: integer().notNull(),
    activatedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("esims_order_uq").on(t.orderId), uniqueIndex("esims_iccid_uq").on(t.iccid)],
);

/**
 * What the store asked a wholesale supplier for, per order (docs/SUPPLIERS.md#fulfilment): one
 * row per order (a new eSIM, or a top-up), written before the request leaves, so a request whose
 * answer never came is reconciled at the supplier, never sent blindly again. States and moves:
 * server/domain/supply/supplier-order-machine.ts.
 */
export const supplierOrders = pgTable(
  "supplier_orders",
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id),
    supplier: text().notNull(),
    purpose: text({ enum: ["esim", "topup"] }).notNull(),
    /** Our reference at the supplier (its transaction id, or the order's description): the order's id. */
    reference: text().notNull(),
    state: text({ enum: SUPPLIER_ORDER_STATES }).notNull(),
    /** The supplier's order number, once it took the order. */
    supplierOrderRef: text(),
    /** Requests sent so far (a resend follows only a refusal, or a reconcile that found nothing). */
    sends: integer().notNull().default(0),
    /** When the last request left: what a reconcile searches around. */
    attemptedAt: timestamp({ withTimezone: true }),
    placedAt: timestamp({ withTimezone: true }),
    /** A top-up's: the eSIM's total data before it was sent, so a reconcile sees whether it was added. */
    dataTotalBytesBefore: bigint({ mode: "number" }),
    /** Why the last request failed, or what a reconcile found (several orders: their numbers). */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("supplier_orders_ref_idx").on(t.supplier, t.supplierOrderRef),
    // The console's attention queue: requests whose answer never came, and reconciles that found several orders.
    index("supplier_orders_sending_idx").on(t.attemptedAt).where(sql`${t.state} = 'SENDING'`),
    index("supplier_orders_several_idx").on(t.updatedAt).where(sql`${t.note} like 'several orders%'`),
  ],
);

/** Every supplier webhook received, once (by the supplier's event id, or the delivery's hash). */
export const supplierEvents = pgTable(
  "supplier_events",
  {
    id: uuid().primaryKey(),
    supplier: text().notNull(),
    eventId: text().notNull(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** What handling it did: "woke provision:<order>", "refreshed <esim>", "ignored: <why>". */
    outcome: text(),
  },
  (t) => [
    uniqueIndex("supplier_events_uq").on(t.supplier, t.eventId),
    // What an event names (server/adapters/esim/supplier.ts SupplierEvent): an order at the
    // supplier (its number, or our reference) or an eSIM (its reference, or its ICCID). An
    // order's timeline in the console finds its events by these (docs/CONSOLE.md#orders).
    index("supplier_events_subject_idx").on(sql`coalesce(${t.payload}->>'supplierOrderRef', ${t.payload}->>'ref')`),
    index("supplier_events_reference_idx").on(sql`(${t.payload}->>'reference')`),
    index("supplier_events_iccid_idx").on(sql`(${t.payload}->>'iccid')`),
    index("supplier_events_ignored_idx").on(t.receivedAt).where(sql`${t.outcome} like 'ignored%'`),
  ],
);

/**
 * Durable jobs (docs/CHECKOUT.md#durable-jobs, docs/decisions/0013): written in the transaction
 * that causes them, run by a worker in any process, retried with back-off, unique by key.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey(),
    kind: text().notNull(),
    /** One job per key ("provision:<order>"): enqueuing twice makes one job. */
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** A worker holds the job until then; after it, another may take it (the first died). */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("jobs_key_uq").on(t.key),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // The retention's cleanup finds finished jobs by either date (job-queue.ts): one index each,
    // which PostgreSQL combines, instead of reading the whole table every hour.
    index("jobs_done_idx").on(t.doneAt).where(sql`${t.doneAt} is not null`),
    index("jobs_failed_idx").on(t.failedAt).where(sql`${t.failedAt} is not null`),
    // The order or payment a job works on, by its payload (checkout-jobs.ts): an order's
    // timeline in the console lists its jobs with it (docs/CONSOLE.md#orders).
    index("jobs_about_idx").on(sql`coalesce(${t.payload}->>'orderId', ${t.payload}->>'paymentId')`),
  ],
);

/**
 * The sandbox payment provider's own books (server/adapters/payments/sandbox): it stands in for
 * an outside service, so it keeps its sessions apart from the store's tables.
 */
export const sandboxSessions = pgTable("sandbox_sessions", {
  id: text().primaryKey(),
  amountMinor: integer().notNull(),
  currency: text().notNull(),
  description: text().notNull(),
  /** Metadata echoed in events (the store's payment id). */
  reference: text().notNull(),
  returnUrl: text().notNull(),
  cancelUrl: text().notNull(),
  /** `refunded` once refunds have sent all of `amountMinor` back; a part refunded stays `succeeded`. */
  status: text({ enum: ["open", "challenge", "succeeded", "declined", "expired", "refunded"] }).notNull(),
  cardLast4: text(),
  /** Sent back so far by refunds (sandbox_refunds). */
  refundedMinor: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** The sandbox's refunds, whole or part of a session's payment, each once per idempotency key (as Stripe's). */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    id: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sandboxSessions.id),
    idempotencyKey: text().notNull(),
    amountMinor: integer().notNull(),
    /** The store's reference for a part refund (its refund id), echoed in the event. */
    reference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_refunds_key_uq").on(t.idempotencyKey), index("sandbox_refunds_session_idx").on(t.sessionId)],
);

/** Balance recharges on sale (docs/WALLET.md#credit-plans): pay `payUsdMinor`, get `creditUsdMinor`. */
export const creditPlans = pgTable(
  "credit_plans",
  {
    id: text().primaryKey(),
    payUsdMinor: integer().notNull(),
    creditUsdMinor: integer().notNull(),
    sort: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [check("credit_plans_amount_ck", sql`${t.payUsdMinor} > 0 and ${t.creditUsdMinor} >= ${t.payUsdMinor}`)],
);

/**
 * One credit plan bought once (docs/WALLET.md#credit-plans): paid like an order, through the
 * same payments, and fulfilled by one ledger transaction keyed by the recharge.
 */
export const recharges = pgTable(
  "recharges",
  {
    id: uuid().primaryKey(),
    /** Public number: "RC" and 10 digits. */
    rechargeNo: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    creditPlanId: text().notNull(),
    payUsdMinor: integer().notNull(),
    creditUsdMinor: integer().notNull(),
    displayCurrency: text().notNull(),
    displayAmountMinor: integer().notNull(),
    email: text().notNull(),
    lang: text({ enum: LANGS }).notNull(),
    status: text({ enum: RECHARGE_STATUSES }).notNull(),
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    creditedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("recharges_no_uq").on(t.rechargeNo),
    uniqueIndex("recharges_idempotency_uq").on(t.userId, t.idempotencyKey),
    index("recharges_user_idx").on(t.userId, t.createdAt),
    check("recharges_amount_ck", sql`${t.payUsdMinor} > 0 and ${t.creditUsdMinor} >= ${t.payUsdMinor}`),
  ],
);

/**
 * The ledger's accounts (docs/WALLET.md#ledger): a wallet per user, and the store's own
 * accounts money comes from and goes to. `balanceMinor` is a running figure kept in the same
 * transaction as each entry so the database itself refuses a wallet below zero; the journal
 * (ledger_entries) is the record, and `ledger.verify()` proves the two agree.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    /** "wallet:<user id>", "store:card", "store:sales", "store:promo", "store:bonus", "store:adjustments". */
    id: text().primaryKey(),
    kind: text({ enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    userId: uuid().references(() => users.id),
    currency: text().notNull(),
    balanceMinor: bigint({ mode: "number" }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_user_uq").on(t.userId),
    check("ledger_accounts_wallet_ck", sql`(${t.kind} = 'wallet') = (${t.userId} is not null) and ${t.balanceMinor} >= 0`),
  ],
);

/**
 * One balanced movement of money (docs/WALLET.md#ledger). Append-only: triggers refuse UPDATE
 * and DELETE. `sourceKey` ties it to exactly one cause ("recharge:<id>", "promo:<redemption>",
 * "order:<id>", "order-refund:<id>", ...), so a replayed cause posts nothing new.
 */
export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid().primaryKey(),
    sourceKey: text().notNull(),
    kind: text({ enum: WALLET_TRANSACTION_KINDS }).notNull(),
    /** What the buyer's statement shows beside it (order number, promo code, recharge number). */
    reference: text(),
    /** The transaction this one reverses; each is reversed at most once. */
    reversesId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("ledger_transactions_source_uq").on(t.sourceKey), uniqueIndex("ledger_transactions_reverses_uq").on(t.reversesId)],
);

/** One side of a ledger transaction: signed minor units; a transaction's entries sum to zero (a deferred trigger checks it). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint({ mode: "number" }).generatedAlwaysAsIdentity().primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint({ mode: "number" }).notNull(),
    /**
     * A wallet's balance after this entry, so the journal alone gives every balance at every
     * point. Null on the store's accounts: they are never locked, since that would queue every
     * payment behind one row; their balance is the sum of their entries.
     */
    balanceAfterMinor: bigint({ mode: "number" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("ledger_entries_account_idx").on(t.accountId, t.id),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    check("ledger_entries_amount_ck", sql`${t.amountMinor} <> 0`),
  ],
);

/** Promo codes operators create with `npm run promo` (docs/WALLET.md#promo-codes). */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: uuid().primaryKey(),
    /** Upper case, 3-40 of A-Z 0-9 and - (PROMO_CODE_PATTERN in server/domain/promos/promo-rules.ts). */
    code: text().notNull(),
    kind: text({ enum: PROMO_KINDS }).notNull(),
    /** CREDIT and FIXED: USD minor units; PERCENT: 1-100. */
    value: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** Uses in all; null: no limit. */
    maxUses: integer(),
    perUserLimit: integer().notNull().default(1),
    /** Only for users with no paid order yet. */
    newCustomersOnly: boolean().notNull().default(false),
    /** Discounts only: the order's price before the discount must be at least this. */
    minOrderMinor: integer().notNull().default(0),
    usesCount: integer().notNull().default(0),
    disabledAt: timestamp({ withTimezone: true }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_uq").on(t.code),
    check("promo_codes_value_ck", sql`${t.value} > 0 and (${t.kind} <> 'PERCENT' or ${t.value} <= 100)`),
    check("promo_codes_uses_ck", sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses})`),
    check("promo_codes_limits_ck", sql`${t.perUserLimit} >= 1 and ${t.minOrderMinor} >= 0`),
  ],
);

/** One use of a promo code by one user: credited at once, or a discount waiting for the next order. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: uuid().primaryKey(),
    promoId: uuid()
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** 1 for the user's first use of this code, 2 for the second, ...: unique, so a race cannot exceed the per-user limit. */
    useNo: integer().notNull(),
    status: text({ enum: REDEMPTION_STATUSES }).notNull(),
    /** The order a discount is reserved for or was used on. */
    orderId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("promo_redemptions_use_uq").on(t.promoId, t.userId, t.useNo),
    index("promo_redemptions_user_idx").on(t.userId, t.status),
  ],
);

/**
 * A buyer's review of one order (docs/PRODUCT.md#order-reviews): a rating and an optional text in
 * the language it was written in, published once an operator has read it (`npm run reviews`).
 * The plan and area are copied from the order, so the plan and area pages read reviews without
 * the orders table. `user_id` is null once the author's account is forgotten: the review stays,
 * attached to no one.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    /** The order's public number, as the orders page and the buyer name it. */
    orderNo: text().notNull(),
    userId: uuid().references(() => users.id),
    planId: integer().notNull(),
    areaSlug: text().notNull(),
    planSlug: text().notNull(),
    /** 1 to 5 stars. */
    rating: integer().notNull(),
    /** Null when the buyer gave only stars. */
    body: text(),
    /** The page's language when it was written (the text is shown marked with it). */
    lang: text({ enum: LANGS }).notNull(),
    status: text({ enum: REVIEW_STATUSES }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** When an operator last published or rejected it; null while it waits. */
    moderatedAt: timestamp({ withTimezone: true }),
    /** Why it was rejected (a REJECT_REASONS entry); null unless it is rejected. */
    rejectReason: text({ enum: REJECT_REASONS }),
    /** The store's public reply, shown under the review wherever it is published; null without one. */
    reply: text(),
    /** When the reply was last written or changed. */
    repliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reviews_order_uq").on(t.orderId),
    index("reviews_user_idx").on(t.userId),
    index("reviews_plan_idx").on(t.planId, t.createdAt).where(sql`${t.status} = 'published'`),
    index("reviews_area_idx").on(t.areaSlug, t.createdAt).where(sql`${t.status} = 'published'`),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_ck", sql`${t.rating} between 1 and 5`),
    check("reviews_reject_reason_ck", sql`${t.rejectReason} is null or ${t.status} = 'rejected'`),
    check("reviews_reply_ck", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * The review prompt's memory per account (docs/PRODUCT.md#order-reviews): which orders it was
 * shown for (never again for those) and when the buyer closed it without going to review (no
 * prompt at all for 120 days after). Kept on the server, so it holds on every device.
 */
export const reviewPrompts = pgTable(
  "review_prompts",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    shownAt: timestamp({ withTimezone: true }).notNull(),
    dismissedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] }), index("review_prompts_dismissed_idx").on(t.userId, t.dismissedAt)],
);

/**
 * A member of staff: the people who run the store through the operator console (docs/CONSOLE.md),
 * apart from shoppers (docs/decisions/0020-staff-accounts.md). A row exists only once its holder
 * has set a password and proven a TOTP code, so every member signs in with both.
 */
export const staff = pgTable(
  "staff",
  {
    id: uuid().primaryKey(),
    /** Lowercased and trimmed (a check keeps it so): one mailbox, one member. */
    email: text().notNull(),
    /** argon2id PHC string (server/domain/accounts/password-hashing.ts). */
    passwordHash: text().notNull(),
    /** The TOTP secret, AES-256-GCM under a key derived from the store's secret (server/domain/staff/secret-box.ts). */
    totpSecret: text(),
    totpConfirmedAt: timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
    lastTotpStep: bigint({ mode: "number" }),
    /** Role names (server/domain/staff/staff-permissions.ts); at least one. */
    roles: text().array().notNull(),
    /** Set while the member may not sign in; their sessions end when it is set. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_email_uq").on(t.email),
    check("staff_email_ck", sql`${t.email} = lower(btrim(${t.email}))`),
    check("staff_roles_ck", sql`cardinality(${t.roles}) > 0`),
    check("staff_totp_ck", sql`${t.totpConfirmedAt} is null or ${t.totpSecret} is not null`),
  ],
);

/** One-time recovery codes, for a member without their authenticator: kept as a keyed hash, each used once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    /** HMAC-SHA256 (hex) of the code, keyed by a secret derived from the store's. */
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_recovery_codes_uq").on(t.staffId, t.codeHash)],
);

/**
 * A signed-in console browser. Only the token's SHA-256 is kept. It ends at `expiresAt` whatever
 * happens, and earlier after a spell without use (the idle time-out in staff-rules.ts).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid().primaryKey(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex("staff_sessions_token_uq").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId, t.createdAt)],
);

/**
 * An invitation to join the staff, mailed by an owner, or the first owner's set-up link made by
 * `npm run staff -- create-owner` (`invitedBy` null). Only the token's SHA-256 is kept. Its
 * holder sets a password and enrols TOTP; the secret offered for enrolment waits here, encrypted,
 * until the first code proves it.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid().primaryKey(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    roles: text().array().notNull(),
    invitedBy: uuid().references(() => staff.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The TOTP secret offered on the set-up page, encrypted like staff.totp_secret. */
    totpSecret: text(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** The member the invitation made. */
    staffId: uuid().references(() => staff.id),
    /** A newer invitation for the same address (or a newer owner set-up link) replaced it. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invites_token_uq").on(t.tokenHash),
    index("staff_invites_email_idx").on(t.email, t.createdAt),
    check("staff_invites_roles_ck", sql`cardinality(${t.roles}) > 0`),
    check("staff_invites_accepted_ck", sql`(${t.acceptedAt} is null) = (${t.staffId} is null)`),
  ],
);

/**
 * What staff did (docs/CONSOLE.md#audit-log): who, what, to what, before and after (never a
 * secret), when, from which address. Append-only: triggers refuse UPDATE, DELETE and TRUNCATE,
 * and nothing removes old entries. `staffId` is null for the command line and the system.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).generatedAlwaysAsIdentity().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    staffId: uuid().references(() => staff.id),
    /** "staff.sign-in", "staff.invite", ... (server/domain/staff/staff-rules.ts AUDIT_ACTIONS). */
    action: text().notNull(),
    targetKind: text(),
    targetId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    address: text(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_staff_idx").on(t.staffId, t.id),
    index("audit_log_target_idx").on(t.targetKind, t.targetId, t.id),
  ],
);

// --- pricing ----------------------------------------------------------------------------------

/**
 * Price campaigns (docs/PRODUCT.md#campaign-pricing; shared/campaigns.ts says what each field
 * means): edited in the operator console, read into memory by every instance. A write bumps
 * catalog_version (the triggers of the migration that made the table), so every instance
 * reloads them and drops cached answers carrying the old prices. Rows are never deleted: an
 * order names the campaign that priced it, and ending one early sets `disabled_at`.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    /** A slug, fixed once made ("christmas-2026"). */
    id: text().primaryKey(),
    percentOff: integer().notNull(),
    /** UTC calendar days, both included. */
    startsOn: date().notNull(),
    endsOn: date().notNull(),
    scope: text({ enum: CAMPAIGN_SCOPES }).notNull(),
    /** Region slugs, area slugs or "<area>/<plan>" pairs, by scope; empty for `all`. */
    targets: text().array().notNull().default(sql`'{}'::text[]`),
    /** The storefront path that presents it (landing page, the banner's link); null for none. */
    page: text(),
    /** The home-page banner shown while it runs, in every language; null for none. */
    banner: jsonb().$type<CampaignBanner>(),
    /** Set when it was ended early (the console's "end now"): from then on it prices nothing. */
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** Null for the demo seed and the command line. */
    createdBy: uuid().references(() => staff.id),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedBy: uuid().references(() => staff.id),
  },
  (t) => [
    check("campaigns_percent_ck", sql`${t.percentOff} between 1 and 90`),
    check("campaigns_dates_ck", sql`${t.startsOn} <= ${t.endsOn}`),
    check("campaigns_scope_ck", sql`(${t.scope} = 'all') = (cardinality(${t.targets}) = 0)`),
    check("campaigns_banner_ck", sql`${t.banner} is null or ${t.page} is not null`),
  ],
);

/**
 * Internal notes on an order (docs/CONSOLE.md#orders): what a member of staff wrote down about
 * it for the others (a call with the buyer, what was tried). Append-only: triggers refuse UPDATE,
 * DELETE and TRUNCATE, so a note stays as written, beside the audit entry its writing made.
 */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    /** 1 to 2,000 characters (server/domain/order-desk/order-desk-rules.ts), line breaks kept. */
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt), check("order_notes_body_ck", sql`char_length(${t.body}) between 1 and 2000`)],
);

/**
 * A payout to a partner (docs/CONSOLE.md#partners): one bank transfer paying every approved
 * commission not yet paid, recorded by a member with the transfer's reference. Its total is the
 * sum of the commissions it took, which then name it.
 */
export const partnerPayouts = pgTable(
  "partner_payouts",
  {
    id: uuid().primaryKey(),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    /** The bank transfer's reference, as the member typed it. */
    reference: text().notNull(),
    totalMinor: integer().notNull(),
    orderCount: integer().notNull(),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("partner_payouts_merchant_idx").on(t.merchantId, t.createdAt), check("partner_payouts_total_ck", sql`${t.totalMinor} >= 0 and ${t.orderCount} > 0`)],
);

/**
 * A member's decision on an order's commission (docs/CONSOLE.md#partners). An attributed paid
 * order without a row is pending (or declined as refunded when nothing of it was kept): its
 * amount follows the order and the partner's rate until approval fixes it here.
 */
export const partnerCommissions = pgTable(
  "partner_commissions",
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id),
    merchantId: integer()
      .notNull()
      .references(() => merchants.id),
    status: text({ enum: DECIDED_COMMISSION_STATUSES }).notNull(),
    reason: text({ enum: DECLINE_REASONS }),
    note: text(),
    /** What the store kept of the order when decided, USD minor units. */
    netMinor: integer().notNull(),
    rateBps: integer().notNull(),
    commissionMinor: integer().notNull(),
    payoutId: uuid().references(() => partnerPayouts.id),
    staffId: uuid()
      .notNull()
      .references(() => staff.id),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("partner_commissions_merchant_idx").on(t.merchantId, t.status),
    index("partner_commissions_payout_idx").on(t.payoutId).where(sql`${t.payoutId} is not null`),
    check("partner_commissions_status_ck", sql`${t.status} in ('approved', 'declined', 'paid')`),
    check("partner_commissions_paid_ck", sql`(${t.status} = 'paid') = (${t.payoutId} is not null)`),
    check("partner_commissions_declined_ck", sql`(${t.status} = 'declined') = (${t.reason} is not null) and (${t.status} <> 'declined' or ${t.commissionMinor} = 0)`),
    check("partner_commissions_amount_ck", sql`${t.netMinor} >= 0 and ${t.commissionMinor} >= 0 and ${t.rateBps} between 0 and 10000`),
  ],
);
