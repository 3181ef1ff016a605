/**
 * Wires the domain services once, from configuration and an open database: the single place
 * that chooses concrete adapters (outbox or SMTP mail, memory or Redis counters, ...). A new
 * service is added here and nowhere else: the request context hands every domain service in
 * `Services` (all but the infrastructure below) to loaders, actions and API handlers.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { REPLAY_WINDOW_MS } from "../shared/api/protocol.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { isDatabaseUnavailable } from "./db/errors.ts";
import { isRedisUnavailable } from "./redis-client.ts";
import type { Captcha } from "./adapters/captcha/captcha.ts";
import { createAltchaCaptcha } from "./adapters/captcha/altcha-captcha.ts";
import { createRecaptchaCaptcha } from "./adapters/captcha/recaptcha-captcha.ts";
import type { Mailer } from "./adapters/mail/mailer.ts";
import { createOutboxMailer } from "./adapters/mail/outbox-mailer.ts";
import { createSmtpMailer } from "./adapters/mail/smtp-mailer.ts";
import { BUILTIN_COUNTRY_DATABASE, openCountryDatabase } from "./adapters/geo/country-database.ts";
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "./adapters/rate-limit/rate-limiter.ts";
import { createMemoryReplayGuard, createRedisReplayGuard, type ReplayGuard } from "./adapters/replay/replay-guard.ts";
import {
  createCatalogAdmin,
  createCatalogImport,
  createCatalogService,
  createCatalogSync,
  planPackageCode,
  registerCatalogSyncJob,
  scheduleCatalogSync,
  type CatalogAdmin,
  type CatalogImport,
  type CatalogService,
  type CatalogSync,
} from "./domain/catalog/index.ts";
import { createContentService, type ContentService } from "./domain/content/index.ts";
import { createPartnershipService, type PartnershipService } from "./domain/partnership/index.ts";
import { createCampaignService, createPricingService, readRetailRules, type CampaignService, type PricingService } from "./domain/pricing/index.ts";
import { createAccountsService, createTokenSigner, type AccountsService } from "./domain/accounts/index.ts";
import { createMailWorker, mailQueueDepth, type MailWorker } from "./domain/mail/index.ts";
import { createJobQueue, createJobWorker, queueDepths, type JobQueue, type JobWorker } from "./domain/jobs/index.ts";
import { createPartnerDesk, createPartnersService, type PartnerDesk, type PartnersService } from "./domain/partners/index.ts";
import { createSimulatorEsimProvider, type SimulatorEsimProvider } from "./adapters/esim/simulator.ts";
import type { EsimSupplier } from "./adapters/esim/supplier.ts";
import { observedSupplier } from "./adapters/esim/observed-supplier.ts";
import { createMetrics, type Metrics } from "./ops/metrics.ts";
import { createAiraloSupplier } from "./adapters/esim/airalo/airalo-supplier.ts";
import { createEsimAccessSupplier } from "./adapters/esim/esimaccess/esimaccess-supplier.ts";
import { createEsimsService, type EsimsService } from "./domain/esims/index.ts";
import { createBuyerOrdersService, type BuyerOrdersService } from "./domain/orders/index.ts";
import { createCheckout, hasPaidOrder, lifecycleTotals, type CheckoutService } from "./domain/checkout/index.ts";
import { createLowBalanceAlert, createSupplierEsimProvider, createSupplierEvents, createSupplyGate, registerSupplierEventJobs, type SupplierEvents } from "./domain/supply/index.ts";
import { createLedger, createWalletService, type Ledger, type WalletService } from "./domain/wallet/index.ts";
import { createPromosService, type PromosService } from "./domain/promos/index.ts";
import { createPrivacyService, type PrivacyService } from "./domain/privacy/index.ts";
import { createCustomersService, type CustomersService } from "./domain/customers/index.ts";
import { createReviewModeration, createReviewsService, type ReviewModeration, type ReviewsService } from "./domain/reviews/index.ts";
import { createStaffService, type StaffService } from "./domain/staff/index.ts";
import { createOrderDesk, type OrderDesk } from "./domain/order-desk/index.ts";
import { planTitle } from "../shared/i18n/plan-text.ts";
import { firstOfBurst } from "../shared/first-of-burst.ts";
import { SUPPLIER_NAMES, type SupplierName } from "../shared/supply-states.ts";
import type { PaymentProvider } from "./adapters/payments/payment-provider.ts";
import { createSandboxProvider, type SandboxProvider } from "./adapters/payments/sandbox/sandbox-provider.ts";
import { createStripeProvider } from "./adapters/payments/stripe/stripe-provider.ts";
import { createAdyenProvider } from "./adapters/payments/adyen/adyen-provider.ts";
import { createNuveiProvider } from "./adapters/payments/nuvei/nuvei-provider.ts";

/** Infrastructure: used by the HTTP layer and the process, never handed to pages. */
export interface Infrastructure {
  database: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Single-use values (request ids of state-changing calls) for the replay window. */
  replay: ReplayGuard;
  /** ALTCHA or reCAPTCHA (CAPTCHA_PROVIDER); the challenge endpoint hands out ALTCHA's challenges. */
  captcha: Captcha;
  /** Sends the durable mail queue; started by the process, run by hand in tests. */
  mailWorker: MailWorker;
  /** Writes durable jobs inside a caller's transaction; domain services get it at wiring. */
  jobs: JobQueue;
  /**
   * Runs due jobs (docs/decisions/0013); domains register their kinds' handlers here. Started by
   * the process, run by hand in tests (`jobWorker.runDue()`).
   */
  jobWorker: JobWorker;
  /** The payment provider (PAYMENT_PROVIDER), its webhooks and, for the sandbox, its hosted pages. */
  paymentProviders: PaymentProviders;
  /**
   * Set while the built-in simulator is the eSIM provider (ESIM_PROVIDER): tests make its next
   * provisions fail (`failNext`) to exercise retries and the refund on give-up.
   */
  esimSimulator: SimulatorEsimProvider | null;
  /** Set while a wholesale supplier issues the eSIMs (ESIM_PROVIDER): its adapter, and where its webhooks go. */
  supply: { supplier: EsimSupplier; events: SupplierEvents } | null;
  /**
   * Starts the catalogue sync of ESIM_PROVIDER's supplier, now and hourly as durable jobs
   * (docs/SUPPLIERS.md#the-sync), and answers its stop; null with the simulator. The process
   * starts it with the job worker; tests enqueue and run it by hand.
   */
  startCatalogSync: (() => () => Promise<void>) | null;
  /** The process's Prometheus metrics (docs/OPERATIONS.md#metrics): served by the app, fed by the workers and the supplier. */
  metrics: Metrics;
  /**
   * Whether an error means the database or Redis could not be reached for a moment: answered
   * 503 "try again", not as a fault (docs/decisions/0016-when-a-dependency-is-down.md).
   */
  unavailable: (err: unknown) => boolean;
}

export interface PaymentProviders {
  /** Takes every new payment. */
  active: PaymentProvider;
  /** The providers whose webhooks are accepted (/webhooks/<name>): the active one. */
  webhooks: PaymentProvider[];
  /** Set while the sandbox is the provider: its hosted pages are mounted and its job handlers registered. */
  sandbox: SandboxProvider | null;
}

export interface DomainServices {
  pricing: PricingService;
  /** Price campaigns as data: the console's list, create, change and end (docs/CONSOLE.md#campaigns). */
  campaigns: CampaignService;
  catalog: CatalogService;
  /** The console's catalogue: plans and areas off sale and back, a supplier sync asked for now (docs/CONSOLE.md#catalogue). */
  catalogAdmin: CatalogAdmin;
  content: ContentService;
  partnership: PartnershipService;
  accounts: AccountsService;
  partners: PartnersService;
  /**
   * The order's life (docs/ARCHITECTURE.md#the-orders-path): placing and quoting orders, top-ups
   * and recharges, payments, refunds, and reading them back for their buyer.
   */
  checkout: CheckoutService;
  esims: EsimsService;
  /** Orders as their buyer sees them: the orders page's cards and the refund button. */
  buyerOrders: BuyerOrdersService;
  /** The balance journal (docs/WALLET.md#ledger). */
  ledger: Ledger;
  /** The credit plans on sale, the balance and its statement. */
  wallet: WalletService;
  /** Promo codes: redeeming them, the discount waiting for the next order, and the operator's create, disable and list. */
  promos: PromosService;
  /** Privacy self-service: the account's data export and its deletion (PRODUCT.md#privacy-self-service). */
  privacy: PrivacyService;
  /** Order reviews: writing and changing them, the published ones of a plan or area, the review prompt, moderation. */
  reviews: ReviewsService;
  /** Staff accounts of the operator console: set-up, sign-in with TOTP, sessions, roles, the audit log (docs/CONSOLE.md). */
  staff: StaffService;
  /**
   * The console's orders (docs/CONSOLE.md#orders): search, an order with its timeline, internal
   * notes, the attention queue, and the fulfilment actions on a stuck order.
   */
  orderDesk: OrderDesk;
  /** The console's partners section and a partner's own report (docs/CONSOLE.md#partners). */
  partnerDesk: PartnerDesk;
  /** The console's customers section: search, a customer's page, balance adjustments, blocking, export and erasure (docs/CONSOLE.md#customers). */
  customers: CustomersService;
}

export type Services = Infrastructure & DomainServices;

export interface ServiceOptions {
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info">;
  mailer?: Mailer;
  /** Shared counters when several instances run; process memory otherwise. */
  redis?: Redis;
  /** The clock of every date rule (campaigns); tests pin it. */
  now?: () => Date;
  /** How the sandbox delivers its webhooks; tests hand in one that calls the app in-process. */
  fetch?: typeof fetch;
  /** The supplier adapter instead of the configured one (tests: short time-outs, a clock). */
  supplier?: EsimSupplier;
  /** A registry of one's own (tests: without Node's default metrics); one per process otherwise. */
  metrics?: Metrics;
}

export function createMailer(config: Config): Mailer {
  return config.mail.transport === "smtp"
    ? createSmtpMailer(config.mail.smtpUrl!, config.mail.from)
    : createOutboxMailer(config.mail.outboxDir, config.mail.from);
}

/**
 * ALTCHA remembers solved challenges in the replay guard: its window (10 minutes) outlasts a
 * challenge's life (5 minutes), so a solution is refused as used until it is refused as expired.
 */
export function createCaptcha(config: Config, deps: { secret: string; replay: ReplayGuard; now?: () => Date }): Captcha {
  const { captcha } = config;
  if (captcha.provider === "recaptcha") return createRecaptchaCaptcha(captcha);
  return createAltchaCaptcha({ secret: deps.secret, used: deps.replay, now: deps.now });
}

/**
 * The configured provider. The sandbox signs its webhooks with a key derived from the session
 * secret (it stands in for an outside service, but not one without secrets).
 */
export function createPaymentProviders(
  config: Config,
  deps: { database: Database; jobs: JobQueue; derivedSecret: (purpose: string) => string; now?: () => Date; fetch?: typeof fetch },
): PaymentProviders {
  if (config.payments.provider === "stripe") {
    const { secretKey, webhookSecret } = config.payments.stripe;
    const stripe = createStripeProvider({ secretKey, webhookSecret, now: deps.now });
    return { active: stripe, webhooks: [stripe], sandbox: null };
  }
  if (config.payments.provider === "adyen") {
    // Adyen's API over the network (its stand-in's, in tests); `deps.fetch` carries the sandbox's webhooks.
    const adyen = createAdyenProvider({ ...config.payments.adyen, countryCode: config.baseCountry });
    return { active: adyen, webhooks: [adyen], sandbox: null };
  }
  if (config.payments.provider === "nuvei") {
    // Nuvei's API over the network (its stand-in's, in tests); every order and refund names the store's DMN address.
    const nuvei = createNuveiProvider({ ...config.payments.nuvei, notificationUrl: `${config.publicUrl}/webhooks/nuvei`, country: config.baseCountry });
    return { active: nuvei, webhooks: [nuvei], sandbox: null };
  }
  const sandbox = createSandboxProvider({
    db: deps.database.db,
    jobs: deps.jobs,
    webhookSecret: deps.derivedSecret("sandbox-webhook"),
    publicUrl: config.publicUrl,
    merchantName: config.brand.name,
    mode: config.payments.sandboxWebhookMode,
    now: deps.now,
    fetch: deps.fetch,
  });
  return { active: sandbox, webhooks: [sandbox], sandbox };
}

export { SUPPLIER_NAMES, type SupplierName };

/**
 * A wholesale supplier's adapter from its configured credentials; throws when they are not set.
 * Without ESIMACCESS_WEBHOOK_TOKEN, eSIM Access's webhook address is random: no delivery can
 * match it, and the store polls.
 */
export function createConfiguredSupplier(config: Config, name: SupplierName): EsimSupplier {
  if (name === "esimaccess") {
    const c = config.suppliers.esimaccess;
    if (!c) throw new Error("eSIM Access is not configured: set ESIMACCESS_ACCESS_CODE and ESIMACCESS_SECRET_KEY");
    return createEsimAccessSupplier({ ...c, webhookToken: c.webhookToken ?? randomBytes(24).toString("base64url") });
  }
  const c = config.suppliers.airalo;
  if (!c) throw new Error("Airalo is not configured: set AIRALO_CLIENT_ID and AIRALO_CLIENT_SECRET");
  return createAiraloSupplier(c);
}

/** Whether the supplier ESIM_PROVIDER names can tell the store of an allocation (eSIM Access only with its webhook token). */
function suppliersWebhooks(config: Config): boolean {
  return config.esim.provider === "airalo" || (config.esim.provider === "esimaccess" && config.suppliers.esimaccess?.webhookToken != null);
}

/** What the operator commands (server/cli/) work with. */
export interface OperatorServices {
  partners: PartnersService;
  ledger: Ledger;
  promos: PromosService;
  /** Publishing and rejecting reviews, and the store's replies (`npm run reviews`). */
  reviews: ReviewModeration;
  /** The catalogue sync from a wholesale supplier, and its past runs (`npm run catalog`). */
  catalogSync: CatalogSync;
  /** Staff accounts: the first owner's set-up link (`npm run staff`). */
  staff: StaffService;
  /** The operator's own catalogue file (`npm run catalog -- import`). */
  catalogImport: CatalogImport;
}

/**
 * The services the operator commands use, wired as the store wires them (createServices builds
 * these through here too), without the adapters, caches and workers a command has no use for.
 * `limiter`: the store's shared counters; a command's own memory otherwise.
 */
export function createOperatorServices(
  database: Database,
  config: Config,
  options: { now?: () => Date; warn?: (message: string) => void; limiter?: RateLimiter } = {},
): OperatorServices {
  const { db } = database;
  const ledger = createLedger({ db, now: options.now });
  const derivedSecret = secretDeriver(storeSecret(config));
  // New-customer promo codes ask the checkout whether a buyer has bought before.
  return {
    partners: createPartnersService({ db }),
    ledger,
    promos: createPromosService({ db, ledger, hasPaidOrder, now: options.now }),
    reviews: createReviewModeration({ db, now: options.now }),
    catalogSync: createCatalogSync({ db, now: options.now, warn: options.warn }),
    staff: createStaffService({
      db,
      limiter: options.limiter ?? createMemoryRateLimiter(),
      totpKey: derivedSecret("staff-totp"),
      codeSecret: derivedSecret("staff-recovery-codes"),
      publicUrl: config.publicUrl,
      issuer: config.brand.name,
      now: options.now,
    }),
    catalogImport: createCatalogImport({ db }),
  };
}

export function createServices(config: Config, database: Database, options: ServiceOptions): Services {
  const { log, now } = options;
  const metrics = options.metrics ?? createMetrics();
  const configured = config.esim.provider === "simulator" ? null : (options.supplier ?? createConfiguredSupplier(config, config.esim.provider));
  const supplier = configured && observedSupplier(configured, metrics.supplierCall);
  const mailer = options.mailer ?? createMailer(config);
  // The injected clock (tests) also drives the in-memory windows, so an hour can pass in a test.
  const limiter = options.redis ? createRedisRateLimiter(options.redis) : createMemoryRateLimiter(now ? () => now().getTime() : undefined);
  const replay = options.redis ? createRedisReplayGuard(options.redis, REPLAY_WINDOW_MS) : createMemoryReplayGuard(REPLAY_WINDOW_MS);
  // Prices from memory; the campaign service below fills it at start and after every change.
  const pricing = createPricingService({ now });
  const catalog = createCatalogService({
    db: database.db,
    refreshMs: config.catalogRefreshMs,
    pricing,
    sellsFrom: supplier?.name ?? null,
    onError: backgroundFailure(log, "catalogue refresh failed"),
  });
  // Campaigns and content reload with the catalogue (one version counter): catalog.start() loads all three.
  const campaigns = createCampaignService({
    db: database.db,
    pricing,
    catalogue: { areaKind: (slug) => catalog.areaKind(slug), hasPlan: (area, plan) => catalog.hasPlan(area, plan) },
    changes: catalog,
    now,
    retryMs: config.catalogRefreshMs,
    onError: backgroundFailure(log, "campaigns reload failed"),
  });
  const content = createContentService({
    db: database.db,
    brand: { name: config.brand.name, supportEmail: config.brand.supportEmail },
    countries: (areaSlug) => catalog.countryCount(areaSlug),
    changes: catalog,
    campaignBanners: () => pricing.banners(),
    now,
    retryMs: config.catalogRefreshMs,
    onError: backgroundFailure(log, "content reload failed"),
  });
  // Before the domain services: those that defer work get the queue and register handlers.
  const jobs = createJobQueue({ now });
  const jobWorker = createJobWorker({ db: database.db, now, log, retention: { days: config.jobRetentionDays }, observe: metrics.jobRun });
  const partnership = createPartnershipService({ db: database.db, inbox: config.mail.partnershipInbox, now });
  const secret = storeSecret(config);
  const derivedSecret = secretDeriver(secret);
  const captcha = createCaptcha(config, { secret: derivedSecret("captcha"), replay, now });
  const { partners, ledger, promos, reviews: reviewModeration, catalogSync, staff } = createOperatorServices(database, config, { now, warn: (message) => log.warn(message), limiter });
  if (supplier) registerCatalogSyncJob(jobWorker, catalogSync, supplier, { rules: () => readRetailRules(config.suppliers.pricingRulesPath), log });
  const catalogAdmin = createCatalogAdmin({ db: database.db, jobs, syncSupplier: supplier?.name ?? null, rulesPath: config.suppliers.pricingRulesPath, refresh: () => catalog.refresh(), now });
  const countries = config.countryDatabase === "off" ? null : openCountryDatabase(config.countryDatabase === "builtin" ? BUILTIN_COUNTRY_DATABASE : config.countryDatabase);
  const accounts = createAccountsService({
    db: database.db,
    referralOf: partners.referralOf,
    limiter,
    tokens: createTokenSigner(secret),
    codeSecret: derivedSecret("codes"),
    deviceSecret: derivedSecret("devices"),
    captcha,
    baseCountry: config.baseCountry,
    countryOf: countries ? (ip) => countries.countryOf(ip) : undefined,
    now,
  });
  const mailFailure = backgroundFailure(log, "mail not sent; it stays queued and is retried");
  const mailWorker = createMailWorker({
    db: database.db,
    mailer,
    brand: { name: config.brand.name, supportEmail: config.brand.supportEmail, seller: { legalName: config.brand.legalName, address: config.brand.address } },
    now,
    onError: (err, mailId) => mailFailure(err, mailId ? { mailId } : {}),
    retention: { days: config.jobRetentionDays },
  });
  const paymentProviders = createPaymentProviders(config, { database, jobs, derivedSecret, now, fetch: options.fetch });
  paymentProviders.sandbox?.registerJobs(jobWorker);
  const wallet = createWalletService({ db: database.db, ledger });
  const esimSimulator = supplier ? null : createSimulatorEsimProvider({ secret: derivedSecret("esim-simulator"), ...config.esim.simulator, now });
  const esims = createEsimsService({
    db: database.db,
    // With the supplier's webhooks coming, an allocation is heard of at once: polling is only the
    // fallback for a lost one, so it can wait longer and leave the rate limit to orders.
    provider: supplier ? createSupplierEsimProvider({ db: database.db, supplier, log, now, pollSoonMs: suppliersWebhooks(config) ? 10_000 : 3_000 }) : esimSimulator!,
    now,
    refreshAfterMs: config.esim.refreshAfterMs,
    onError: (err, orderId) => log.error({ err, orderId }, "eSIM status refresh failed"),
    ...(supplier ? { packageCodeOf: (planId: number) => planPackageCode(database.db, planId, supplier.name) } : {}),
  });
  const supplyEvents = supplier ? createSupplierEvents({ db: database.db, jobs, supplier, esims, now: now ?? (() => new Date()) }) : null;
  if (supplyEvents) registerSupplierEventJobs(jobWorker, supplyEvents);
  // The check before a payment starts, and the operator's mail when the supplier's balance runs low.
  const lowBalance = createLowBalanceAlert({ db: database.db, jobs, worker: jobWorker, operatorEmail: config.mail.operator, log, now });
  const supply = createSupplyGate({ supplier, now, log, lowBalanceE4: config.suppliers.lowBalanceE4, onLowBalance: lowBalance.raise });
  const checkout = createCheckout({
    db: database.db,
    catalog,
    jobs,
    worker: jobWorker,
    ledger,
    wallet,
    accounts,
    partners,
    promos,
    esims,
    supply,
    providers: new Map(paymentProviders.webhooks.map((p) => [p.name, p])),
    defaultProvider: paymentProviders.active.name,
    publicUrl: config.publicUrl,
    limiter,
    log,
    now,
  });
  const buyerOrders = createBuyerOrdersService({ checkout, esims });
  const orderDesk = createOrderDesk({
    db: database.db,
    checkout,
    accounts,
    esims,
    catalogSync,
    supplyGate: supply,
    undeliveredAfterMs: config.console.attentionUndeliveredMs,
    now,
  });
  const reviews = createReviewsService({
    db: database.db,
    checkout,
    esims,
    catalog: {
      plan(areaSlug, planSlug, lang) {
        const found = catalog.plan(areaSlug, planSlug, lang, "USD");
        return found && { id: found.plan.id, title: planTitle(found.plan, lang) };
      },
      hasArea: (areaSlug) => catalog.countryCount(areaSlug) !== null,
    },
    buyerEmails: accounts.emailsOf,
    // The pages kept for visitors (server/http/page-cache.ts) follow the catalogue version, which a published review's change bumped.
    shownChanged: () => catalog.refresh(),
    shownVersion: () => catalog.version(),
    now,
  });
  // The one place where the domains that hold a traveller's data join privacy self-service:
  // each adds its sections of the data export and, for a deletion, its forget hook, which runs
  // in the deletion's transaction (PRODUCT.md#privacy-self-service).
  const privacy = createPrivacyService({
    db: database.db,
    limiter,
    accounts,
    ledger,
    checkout,
    exportParts: [
      async (who) => ({ account: (await accounts.exportFor(who.userId)) ?? undefined, partnerReferrals: await partners.exportFor(who.email) }),
      (who) => buyerOrders.exportFor(who.userId),
      async (who) => ({ recharges: await checkout.rechargesForExport(who.userId), balance: await wallet.exportFor(who.userId) }),
      async (who) => ({ reviews: await reviewModeration.exportFor(who.userId) }),
    ],
    forgetHooks: [partners.forget, async (tx, who) => void (await reviewModeration.forgetUser(tx, who.userId))],
    now,
  });
  const customers = createCustomersService({ db: database.db, accounts, checkout, ledger, privacy, now });
  const partnerDesk = createPartnerDesk({ db: database.db, sales: checkout, signups: accounts.referredSignups, now });
  const clock = now ?? (() => new Date());
  metrics.readState(async () => {
    const at = clock();
    const [lifecycle, queue, mail, wallets] = await Promise.all([lifecycleTotals(database.db), queueDepths(database.db, at), mailQueueDepth(database.db, at), ledger.walletBalances()]);
    return { ...lifecycle, jobs: queue, mail, wallets: { count: wallets.wallets, totalMinor: wallets.totalMinor } };
  });
  metrics.readProcess({
    pool: database.engine === "postgres" ? () => database.poolUse() : undefined,
    supplierBalance: supplier
      ? () => {
          const last = supply.lastBalance();
          return last?.balanceE4 != null ? { supplier: last.supplier, usd: last.balanceE4 / 10_000 } : null;
        }
      : undefined,
    catalogLoaded: () => catalog.isReady(),
  });
  return {
    metrics,
    database,
    mailer,
    limiter,
    replay,
    captcha,
    mailWorker,
    jobs,
    jobWorker,
    paymentProviders,
    esimSimulator,
    supply: supplier && supplyEvents ? { supplier, events: supplyEvents } : null,
    startCatalogSync:
      supplier && (() => scheduleCatalogSync({ db: database.db, jobs, supplier: supplier.name, now, onError: backgroundFailure(log, "catalogue sync not enqueued; tried again in a minute") })),
    unavailable: (err) => isDatabaseUnavailable(err) || isRedisUnavailable(err),
    pricing,
    campaigns,
    catalog,
    catalogAdmin,
    content,
    partnership,
    accounts,
    partners,
    checkout,
    esims,
    buyerOrders,
    ledger,
    wallet,
    promos,
    privacy,
    reviews,
    staff,
    orderDesk,
    partnerDesk,
    customers,
  };
}

/** The store's secret: SESSION_SECRET, else the one kept in the data directory. */
const storeSecret = (config: Config): string => config.sessionSecret ?? localSecret(config.dataDir);

/** Each use gets its own key derived from, not equal to, the store's secret (the token key). */
const secretDeriver =
  (secret: string) =>
  (purpose: string): string =>
    createHash("sha256").update(`${purpose}\u0000${secret}`).digest("hex");

/**
 * Without SESSION_SECRET the key lives in the data directory, created once with a random value:
 * one server keeps its sessions across restarts. Several servers must share SESSION_SECRET.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    // "wx": never overwrite a key another process wrote first; read theirs instead.
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

/**
 * Logs a failure of background work (polls, the mail queue): in full at error, or, while the
 * database is unreachable, once per outage at warn; the work is retried either way.
 */
function backgroundFailure(log: ServiceOptions["log"], message: string) {
  const warn = firstOfBurst((fields: object) => log.warn(fields, `${message}: the database is unreachable`));
  return (err: unknown, fields: object = {}) => {
    if (isDatabaseUnavailable(err)) warn({ ...fields, reason: err instanceof Error ? err.message : String(err) });
    else log.error({ ...fields, err }, message);
  };
}

/** The domain services alone: what the request context exposes. */
export function domainServices(services: Services): DomainServices {
  const {
    database: _database,
    mailer: _mailer,
    limiter: _limiter,
    replay: _replay,
    captcha: _captcha,
    mailWorker: _mailWorker,
    jobs: _jobs,
    jobWorker: _jobWorker,
    paymentProviders: _paymentProviders,
    esimSimulator: _esimSimulator,
    supply: _supply,
    startCatalogSync: _startCatalogSync,
    unavailable: _unavailable,
    ...domain
  } = services;
  return domain;
}
