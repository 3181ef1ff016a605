/**
 * The one place that reads process.env. Every variable is parsed by a zod schema at start-up;
 * a bad value stops the process with a message naming the variable, instead of failing later.
 */
import path from "node:path";
import { z } from "zod";
import type { BrandLinks } from "../shared/brand.ts";
import { RECAPTCHA_ERROR, type RecaptchaVersion } from "../shared/captcha.ts";
import { isSmdpAddress } from "../shared/esim/activation-rules.ts";
import type { AnalyticsSettings, ChatSettings } from "../shared/third-party.ts";
import { ADYEN_ENVIRONMENTS, type AdyenEnvironment } from "../shared/adyen-hosts.ts";
import { NUVEI_ENVIRONMENTS, type NuveiEnvironment } from "../shared/nuvei-hosts.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90s", "2m", "1h", "3d": a whole number and a unit, as milliseconds. */
const duration = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,9}(ms|s|m|h|d)$/, "a whole number and a unit: ms, s, m, h or d (e.g. 90s, 2m, 1h)")
    .default(fallback)
    .transform((v) => {
      const [, n, unit] = /^(\d+)(ms|s|m|h|d)$/.exec(v)!;
      return Number(n) * DURATION_UNITS_MS[unit as keyof typeof DURATION_UNITS_MS];
    });

/** Hosts of this machine: the only ones a third-party tool may be reached at over plain http (tests, development). */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The address of a third-party tool the pages load (analytics, chat): https, or http on this
 * machine; no user or password, query or fragment, and nothing a Content Security Policy source
 * cannot carry (the address goes into the policy as it is). Given without a trailing slash.
 */
const thirdPartyUrl = z.url({ protocol: /^https?$/ }).transform((v, ctx) => {
  const url = new URL(v);
  const problem =
    url.protocol === "http:" && !LOOPBACK_HOST.test(url.hostname)
      ? "must be an https:// address (http:// only for localhost, for tests)"
      : url.username || url.password
        ? "must not carry a user or password"
        : url.search || url.hash
          ? "must not carry a query or fragment"
          : /[;,']/.test(url.pathname)
            ? "must not contain ; , or '"
            : null;
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  return url.href.replace(/\/$/, "");
});

/** A supplier's API: https, or http on this machine (its stand-in, in tests); given without a trailing slash. */
const supplierUrl = z
  .url({ protocol: /^https?$/ })
  .refine((v) => v.startsWith("https:") || LOOPBACK_HOST.test(new URL(v).hostname), "must be an https:// address (http:// only for localhost, for a stand-in)")
  .transform((v) => v.replace(/\/+$/, ""));

/**
 * Decimal US dollars ("100", "49.5", "0.0001") as UsdE4, 1/10,000 of a dollar, digit by digit:
 * binary floating point never touches the amount.
 */
const usdE4 = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/, "US dollars with at most four decimals, e.g. 100 or 49.50")
    .default(fallback)
    .transform((v) => {
      const [whole, fraction = ""] = v.split(".");
      return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0"));
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** auto: readable lines on a terminal (someone is watching), JSON lines otherwise (a log collector). */
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  // Unset = derived from HOST and PORT (defaultPublicUrl).
  PUBLIC_URL: z.url().optional(),
  /** `true` (every hop), `false`, or the proxies' addresses and CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx): boolean | string[] => {
      const word = v.trim().toLowerCase();
      if (["true", "1", "yes"].includes(word)) return true;
      if (["false", "0", "no", ""].includes(word)) return false;
      const list = v.split(",").map((s) => s.trim()).filter(Boolean);
      if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
      ctx.addIssue({ code: "custom", message: "must be true, false or a comma-separated list of addresses or CIDR ranges" });
      return z.NEVER;
    }),
  SEED_DEMO: bool.default(true),
  RUN_JOBS: bool.default(true),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  BRAND_NAME: z.string().min(1).max(40).default("Roamwell"),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase letters, digits and hyphens")
    .default("roamwell"),
  SUPPORT_EMAIL: z.email().default("support@roamwell.example"),
  // The seller a receipt names (docs/WALLET.md#receipts): unset or empty, the brand name and no address line.
  STORE_LEGAL_NAME: z.string().trim().max(120).optional(),
  STORE_ADDRESS: z.string().trim().max(300).optional(),
  WHY_URL: z.url().default("https://github.com/roamwell/roamwell#why"),
  BLOG_URL: z.url().default("https://github.com/roamwell/roamwell/discussions"),
  // Unset = no link: a store without an app must not send visitors to someone else's listing.
  IOS_APP_URL: z.url().optional(),
  ANDROID_APP_URL: z.url().optional(),
  MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).default("outbox"),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("Roamwell <no-reply@roamwell.example>"),
  PARTNERSHIP_INBOX: z.email().default("partners@roamwell.example"),
  /** Where operator alerts go (a supplier's balance running low); unset = SUPPORT_EMAIL. */
  OPERATOR_EMAIL: z.email().optional(),
  SESSION_SECRET: z.string().min(32, "at least 32 characters of random text").optional(),
  CATALOG_REFRESH_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  /** Memory for rendered pages kept for anonymous visitors (server/http/page-cache.ts), in MB; 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  /**
   * Prometheus metrics (docs/OPERATIONS.md#metrics): METRICS_PORT serves /metrics on a listener of
   * its own (METRICS_HOST, loopback by default), METRICS_TOKEN on the public port to a scraper
   * sending it as a bearer token. Neither: no /metrics.
   */
  METRICS_TOKEN: z.string().min(32, "at least 32 characters of random text").optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** SIGTERM: how long /readyz answers 503 before the listener closes, so a load balancer stops sending (docs/OPERATIONS.md#restarts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** SIGTERM: how long requests in flight and running jobs get to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha"]).default("altcha"),
  RECAPTCHA_SITE_KEY: z.string().max(200).optional(),
  RECAPTCHA_SECRET: z.string().max(200).optional(),
  RECAPTCHA_VERSION: z.enum(["v2", "v3", "enterprise"]).optional(),
  RECAPTCHA_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, "a Google Cloud project id")
    .optional(),
  /** Where tokens are checked; unset = Google's (siteverify, or the Enterprise project's assessments). */
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  BASE_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "a two-letter country code (ISO 3166-1 alpha-2)")
    .default("US"),
  ESIM_PROVIDER: z.enum(["simulator", "esimaccess", "airalo"]).default("simulator"),
  ESIM_REFRESH_AFTER: duration("1m"),
  ESIM_SIM_DOWNLOAD_AFTER: duration("2m"),
  ESIM_SIM_ACTIVATE_AFTER: duration("5m"),
  ESIM_SIM_MB_PER_HOUR: z.coerce.number().int().min(0).max(1_000_000).default(200),
  ESIM_SIM_SMDP_ADDRESS: z.string().refine(isSmdpAddress, "a host name, e.g. smdp.example.com").optional(),
  ESIMACCESS_ACCESS_CODE: z.string().trim().min(1).max(200).optional(),
  ESIMACCESS_SECRET_KEY: z.string().trim().min(1).max(200).optional(),
  ESIMACCESS_BASE_URL: supplierUrl.default("https://api.esimaccess.com"),
  /** The secret last segment of the webhook address eSIM Access posts to (its webhooks carry no signature). */
  ESIMACCESS_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, "24 to 128 letters, digits, - or _ (e.g. openssl rand -hex 24)")
    .optional(),
  AIRALO_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  AIRALO_CLIENT_SECRET: z.string().trim().min(1).max(200).optional(),
  AIRALO_BASE_URL: supplierUrl.default("https://partners-api.airalo.com/v2"),
  PRICING_RULES: z.string().trim().min(1).optional(),
  /** A supplier balance read below this alerts the operator, once a day; 0 never does. */
  SUPPLIER_LOW_BALANCE_USD: usdE4("100"),
  /** The console's attention queue lists a paid order still without its eSIM after this many minutes (docs/CONSOLE.md#attention-queue). */
  ATTENTION_UNDELIVERED_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe", "adyen", "nuvei"]).default("sandbox"),
  SANDBOX_WEBHOOK_MODE: z.enum(["once", "twice", "late", "shuffled"]).default("once"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "a Stripe secret key (sk_test_..., sk_live_..., or a restricted rk_ key)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, "a Stripe publishable key (pk_test_... or pk_live_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "a Stripe webhook signing secret (whsec_...)")
    .optional(),
  ADYEN_API_KEY: z.string().trim().min(20).max(500).optional(),
  ADYEN_CLIENT_KEY: z
    .string()
    .regex(/^(test|live)_[A-Za-z0-9]+$/, "an Adyen client key (test_... or live_...)")
    .optional(),
  ADYEN_MERCHANT_ACCOUNT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/, "the merchant account's name, as in the Customer Area")
    .optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9A-Fa-f]{2}){16,64}$/, "the webhook's HMAC key: hex, as the Customer Area shows it")
    .optional(),
  /** Where the browser's card component lives: test, or the live region of the merchant account. */
  ADYEN_ENVIRONMENT: z.enum(ADYEN_ENVIRONMENTS).optional(),
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .regex(/^[a-z0-9]+-[A-Za-z0-9]+$/, "the live URL prefix from Customer Area > Developers > API URLs (e.g. 1797a841fbb37ca7-AdyenDemo)")
    .optional(),
  /** The Checkout API's base instead of Adyen's: the stand-in's, in tests (https, or http on this machine). */
  ADYEN_API_URL: supplierUrl.optional(),
  NUVEI_MERCHANT_ID: z
    .string()
    .regex(/^\d{1,30}$/, "the merchant id Nuvei gave: digits only")
    .optional(),
  NUVEI_MERCHANT_SITE_ID: z
    .string()
    .regex(/^\d{1,30}$/, "the merchant site id Nuvei gave: digits only")
    .optional(),
  NUVEI_SECRET_KEY: z.string().trim().min(1).max(500).optional(),
  /** Nuvei's integration (test) environment, or live. */
  NUVEI_ENVIRONMENT: z.enum(NUVEI_ENVIRONMENTS).default("test"),
  /** REST 1.0's base instead of Nuvei's, ending in /ppp/api/v1: the stand-in's, in tests (https, or http on this machine). */
  NUVEI_API_URL: supplierUrl.optional(),
  // Optional analytics (PRODUCT.md#analytics-and-chat): all of kind, script and site, or none.
  ANALYTICS_KIND: z.enum(["plausible", "umami"]).optional(),
  ANALYTICS_SCRIPT_URL: thirdPartyUrl.optional(),
  ANALYTICS_SITE_ID: z.string().max(200).optional(),
  ANALYTICS_API_URL: thirdPartyUrl.optional(),
  // Optional support chat: both or neither.
  CHATWOOT_BASE_URL: thirdPartyUrl.optional(),
  CHATWOOT_WEBSITE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "the website inbox's token (Chatwoot: Settings > Inboxes > your website > Configuration)")
    .optional(),
  COUNTRY_DATABASE: z
    .string()
    .refine((v) => v === "builtin" || v === "off" || (path.isAbsolute(v) && v.endsWith(".mmdb")), "builtin, off, or the absolute path of an .mmdb file")
    .default("builtin"),
});

export type CaptchaConfig =
  | { provider: "altcha" }
  | { provider: "recaptcha"; siteKey: string; secret: string; version: RecaptchaVersion; projectId?: string; verifyUrl?: string };

/** Who issues the eSIMs (docs/CHECKOUT.md#esim, docs/SUPPLIERS.md): the built-in simulator, or a wholesale supplier. */
export interface EsimConfig {
  provider: "simulator" | "esimaccess" | "airalo";
  /** The orders page asks the provider again about an eSIM whose stored state is older than this. */
  refreshAfterMs: number;
  simulator: {
    /** From provisioning until a simulated eSIM shows as downloaded. */
    downloadAfterMs: number;
    /** From provisioning until it is in use. */
    activateAfterMs: number;
    mbPerHour: number;
    /** Unset = the simulator's own address under the reserved `.test` domain. */
    smdpAddress?: string;
  };
}
/**
 * The wholesale suppliers the catalogue sync can read (docs/SUPPLIERS.md): each one's credentials,
 * null when they are not set. ESIM_PROVIDER names the one that fulfils orders; its credentials are then required.
 */
export interface SuppliersConfig {
  /** `webhookToken` null: no webhook address (the store polls). */
  esimaccess: { accessCode: string; secretKey: string; baseUrl: string; webhookToken: string | null } | null;
  airalo: { clientId: string; clientSecret: string; baseUrl: string } | null;
  /** A JSON file of retail price rules (docs/SUPPLIERS.md#prices-from-cost); null: 40 % over cost. */
  pricingRulesPath: string | null;
  /** A balance read below this (UsdE4) alerts the operator (docs/SUPPLIERS.md#low-balance-alert); 0: never. */
  lowBalanceE4: number;
}

export type SandboxWebhookMode = "once" | "twice" | "late" | "shuffled";

export type PaymentsConfig =
  | { provider: "sandbox"; sandboxWebhookMode: SandboxWebhookMode }
  | {
      provider: "stripe";
      stripe: { secretKey: string; publishableKey: string; webhookSecret: string; mode: "test" | "live" };
    }
  | { provider: "adyen"; adyen: AdyenConfig }
  | { provider: "nuvei"; nuvei: NuveiConfig };

export interface AdyenConfig {
  apiKey: string;
  clientKey: string;
  merchantAccount: string;
  hmacKey: string;
  environment: AdyenEnvironment;
  livePrefix?: string;
  apiUrl?: string;
}

export interface NuveiConfig {
  merchantId: string;
  merchantSiteId: string;
  secretKey: string;
  environment: NuveiEnvironment;
  apiUrl?: string;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Output of `npm run build` (server bundle and browser assets). */
  buildDir: string;
  /** undefined = embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string;
  databasePoolSize: number;
  /** Shared state for several instances (replay guard, rate limits); unset = in-process memory. */
  redisUrl?: string;
  logLevel: string;
  /** LOG_FORMAT: JSON lines, readable lines, or readable on a terminal only (auto). */
  logFormat: "auto" | "json" | "pretty";
  /** Base of canonical links, hreflang, sitemap and robots.txt: PUBLIC_URL or derived from HOST and PORT. */
  publicUrl: string;
  /**
   * PUBLIC_URL was set. Without it, payment return addresses follow the address each visitor
   * used (server/http/return-origin.ts); links in mails and the SEO links above use `publicUrl`.
   */
  publicUrlConfigured: boolean;
  /** Which proxies' `X-Forwarded-For` is believed: all, none, or these addresses and ranges. */
  trustProxy: boolean | string[];
  seedDemo: boolean;
  /**
   * Run the job and mail workers in this process (default). Off on web-only instances when other
   * processes run them: jobs wait in the database until a worker takes them.
   */
  runJobs: boolean;
  /**
   * Days finished jobs (done or given up) and sent mail are kept before the workers delete them;
   * 0 keeps them for ever.
   */
  jobRetentionDays: number;
  /** The brand and its links (shared/brand.ts), and the seller receipts print. */
  brand: BrandLinks & {
    /** The seller's legal name on receipts (STORE_LEGAL_NAME, else the brand name). */
    legalName: string;
    /** The seller's postal address on receipts (STORE_ADDRESS), its line breaks kept; null prints no address line. */
    address: string | null;
  };
  /** `operator`: where alerts for the operator go (OPERATOR_EMAIL, else the support address). */
  mail: { transport: "outbox" | "smtp"; smtpUrl?: string; from: string; outboxDir: string; partnershipInbox: string; operator: string };
  catalogRefreshMs: number;
  /** Byte budget of the rendered-page cache (PAGE_CACHE_MB); 0 = no page cache. */
  pageCacheBytes: number;
  /** Where /metrics is served (docs/OPERATIONS.md#metrics): a listener of its own, the public port behind a token, or nowhere. */
  metrics: { port: number | null; host: string; token: string | null };
  /** SIGTERM (docs/OPERATIONS.md#restarts): not ready for `drainMs`, then at most `graceMs` for what is in flight. */
  shutdown: { drainMs: number; graceMs: number };
  /** Signs session tokens and keys code hashes; unset = a random key kept in the data directory. */
  sessionSecret?: string;
  /** The captcha of the guest log-in (PRODUCT.md#guest-log-in). */
  captcha: CaptchaConfig;
  /** The store's country: visitors from elsewhere solve a captcha to sign in as guests. */
  baseCountry: string;
  esim: EsimConfig;
  suppliers: SuppliersConfig;
  /** Who takes the money (docs/CHECKOUT.md#providers): the built-in sandbox, Stripe, Adyen or Nuvei. */
  payments: PaymentsConfig;
  /** The operator console (docs/CONSOLE.md): after how long a paid order without its eSIM needs someone to look (ATTENTION_UNDELIVERED_MINUTES). */
  console: { attentionUndeliveredMs: number };
  /**
   * Where a visitor's country comes from when no trusted proxy names it: the built-in offline
   * database, an .mmdb file of the operator's, or nowhere (PRODUCT.md#guest-log-in).
   */
  countryDatabase: "builtin" | "off" | string;
  /** Privacy-friendly analytics, loaded after the visitor accepts the cookie notice; unset = none. */
  analytics?: AnalyticsSettings;
  /** The Chatwoot support chat, loaded when the browser is idle; unset = none. */
  chat?: ChatSettings;
  /** Settings that work but are probably wrong here; the process logs them at start-up. */
  warnings: string[];
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const configError = (lines: string[]) => new ConfigError(`Invalid environment configuration:\n${lines.map((l) => `  ${l}`).join("\n")}`);

type Env = z.infer<typeof EnvSchema>;

/**
 * reCAPTCHA needs its keys and version; the messages are the widget's own setup errors
 * ("ReCaptcha error: No key provided", ...), raised here before anything starts.
 */
function captchaConfig(e: Env): CaptchaConfig {
  if (e.CAPTCHA_PROVIDER === "altcha") return { provider: "altcha" };
  const problems = [
    !e.RECAPTCHA_SITE_KEY && `RECAPTCHA_SITE_KEY: ${RECAPTCHA_ERROR.noKey}`,
    !e.RECAPTCHA_VERSION && `RECAPTCHA_VERSION: ${RECAPTCHA_ERROR.noVersion}`,
    !e.RECAPTCHA_SECRET && "RECAPTCHA_SECRET: ReCaptcha error: No secret provided",
    e.RECAPTCHA_VERSION === "enterprise" && !e.RECAPTCHA_PROJECT_ID && "RECAPTCHA_PROJECT_ID: ReCaptcha error: No project provided",
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  return {
    provider: "recaptcha",
    siteKey: e.RECAPTCHA_SITE_KEY!,
    secret: e.RECAPTCHA_SECRET!,
    version: e.RECAPTCHA_VERSION!,
    projectId: e.RECAPTCHA_PROJECT_ID,
    ...(e.RECAPTCHA_VERIFY_URL ? { verifyUrl: e.RECAPTCHA_VERIFY_URL } : {}),
  };
}

/**
 * Stripe needs all three keys, from the same mode: a test secret key with a live publishable key
 * would open live checkouts the store then cannot read, or the reverse.
 */
function paymentsConfig(e: Env): PaymentsConfig {
  if (e.PAYMENT_PROVIDER === "sandbox") return { provider: "sandbox", sandboxWebhookMode: e.SANDBOX_WEBHOOK_MODE };
  if (e.PAYMENT_PROVIDER === "adyen") return { provider: "adyen", adyen: adyenConfig(e) };
  if (e.PAYMENT_PROVIDER === "nuvei") return { provider: "nuvei", nuvei: nuveiConfig(e) };
  const problems = [
    !e.STRIPE_SECRET_KEY && "STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe (Dashboard > Developers > API keys)",
    !e.STRIPE_PUBLISHABLE_KEY && "STRIPE_PUBLISHABLE_KEY: required when PAYMENT_PROVIDER=stripe (Dashboard > Developers > API keys)",
    !e.STRIPE_WEBHOOK_SECRET && "STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe (the signing secret of the endpoint PUBLIC_URL/webhooks/stripe)",
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  const mode = (key: string) => (/_live_/.test(key) ? "live" : "test");
  if (mode(e.STRIPE_SECRET_KEY!) !== mode(e.STRIPE_PUBLISHABLE_KEY!)) {
    throw configError(["STRIPE_PUBLISHABLE_KEY: must be from the same mode (test or live) as STRIPE_SECRET_KEY"]);
  }
  return {
    provider: "stripe",
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
      mode: mode(e.STRIPE_SECRET_KEY!),
    },
  };
}

/**
 * Adyen needs its four keys, and the client key's mode (test_ or live_) must be the
 * environment's: a test key on a live page, or the reverse, loads a component that cannot pay.
 * Live also needs the company's URL prefix, which the live API's address is made of.
 */
function adyenConfig(e: Env): AdyenConfig {
  const where = "PAYMENT_PROVIDER=adyen";
  const problems = [
    !e.ADYEN_API_KEY && `ADYEN_API_KEY: required when ${where} (Customer Area > Developers > API credentials)`,
    !e.ADYEN_CLIENT_KEY && `ADYEN_CLIENT_KEY: required when ${where} (the same API credential's client key)`,
    !e.ADYEN_MERCHANT_ACCOUNT && `ADYEN_MERCHANT_ACCOUNT: required when ${where}`,
    !e.ADYEN_HMAC_KEY && `ADYEN_HMAC_KEY: required when ${where} (the HMAC key of the standard webhook to PUBLIC_URL/webhooks/adyen)`,
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  const clientKey = e.ADYEN_CLIENT_KEY!;
  const environment = e.ADYEN_ENVIRONMENT ?? (clientKey.startsWith("live_") ? "live" : "test");
  if ((environment === "test") !== clientKey.startsWith("test_")) {
    throw configError([`ADYEN_ENVIRONMENT: ${environment} does not go with a ${clientKey.slice(0, 4)}_ client key`]);
  }
  if (environment !== "test" && !e.ADYEN_LIVE_URL_PREFIX) throw configError(["ADYEN_LIVE_URL_PREFIX: required for live (Customer Area > Developers > API URLs)"]);
  return {
    apiKey: e.ADYEN_API_KEY!,
    clientKey,
    merchantAccount: e.ADYEN_MERCHANT_ACCOUNT!,
    hmacKey: e.ADYEN_HMAC_KEY!,
    environment,
    ...(environment !== "test" ? { livePrefix: e.ADYEN_LIVE_URL_PREFIX } : {}),
    ...(e.ADYEN_API_URL ? { apiUrl: e.ADYEN_API_URL } : {}),
  };
}

/**
 * Nuvei needs its merchant id, site id and secret key, all three: the secret signs every call and
 * checks every DMN, the two ids name the site the payments go to.
 */
function nuveiConfig(e: Env): NuveiConfig {
  const where = "PAYMENT_PROVIDER=nuvei";
  const problems = [
    !e.NUVEI_MERCHANT_ID && `NUVEI_MERCHANT_ID: required when ${where} (Control Panel > My Account > API Settings)`,
    !e.NUVEI_MERCHANT_SITE_ID && `NUVEI_MERCHANT_SITE_ID: required when ${where} (the same page's merchant site id)`,
    !e.NUVEI_SECRET_KEY && `NUVEI_SECRET_KEY: required when ${where} (the merchant secret key; DMNs to PUBLIC_URL/webhooks/nuvei are checked with it)`,
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  return {
    merchantId: e.NUVEI_MERCHANT_ID!,
    merchantSiteId: e.NUVEI_MERCHANT_SITE_ID!,
    secretKey: e.NUVEI_SECRET_KEY!,
    environment: e.NUVEI_ENVIRONMENT,
    ...(e.NUVEI_API_URL ? { apiUrl: e.NUVEI_API_URL } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Plausible's `data-domain`: a site's domain, or several joined by commas (a roll-up). */
const PLAUSIBLE_DOMAINS = /^[a-z0-9-]+(\.[a-z0-9-]+)*(,[a-z0-9-]+(\.[a-z0-9-]+)*)*$/;

/**
 * Analytics is all or nothing: a script without its kind or site would load and count nothing
 * (or count into someone else's site), so the store refuses to start half configured.
 */
function analyticsConfig(e: Env): AnalyticsSettings | undefined {
  const given = [e.ANALYTICS_KIND, e.ANALYTICS_SCRIPT_URL, e.ANALYTICS_SITE_ID, e.ANALYTICS_API_URL].some((v) => v !== undefined);
  if (!given) return undefined;
  const kind = e.ANALYTICS_KIND;
  const problems = [
    !kind && "ANALYTICS_KIND: required with the other ANALYTICS_ settings (plausible or umami)",
    !e.ANALYTICS_SCRIPT_URL && "ANALYTICS_SCRIPT_URL: required with the other ANALYTICS_ settings (the tracker script's address)",
    !e.ANALYTICS_SITE_ID && "ANALYTICS_SITE_ID: required with the other ANALYTICS_ settings (Plausible: the site's domain; Umami: the website id)",
    e.ANALYTICS_SITE_ID && kind === "umami" && !UUID.test(e.ANALYTICS_SITE_ID) && "ANALYTICS_SITE_ID: Umami's website id is a UUID (Settings > Websites > Edit)",
    e.ANALYTICS_SITE_ID &&
      kind === "plausible" &&
      !PLAUSIBLE_DOMAINS.test(e.ANALYTICS_SITE_ID) &&
      "ANALYTICS_SITE_ID: Plausible's site is its domain as added in Plausible, e.g. shop.example.com (several joined by commas)",
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  return { kind: kind!, scriptUrl: e.ANALYTICS_SCRIPT_URL!, siteId: e.ANALYTICS_SITE_ID!, ...(e.ANALYTICS_API_URL ? { apiUrl: e.ANALYTICS_API_URL } : {}) };
}

function chatConfig(e: Env): ChatSettings | undefined {
  if (!e.CHATWOOT_BASE_URL && !e.CHATWOOT_WEBSITE_TOKEN) return undefined;
  const problems = [
    !e.CHATWOOT_BASE_URL && "CHATWOOT_BASE_URL: required with CHATWOOT_WEBSITE_TOKEN (the Chatwoot installation, e.g. https://app.chatwoot.com)",
    !e.CHATWOOT_WEBSITE_TOKEN && "CHATWOOT_WEBSITE_TOKEN: required with CHATWOOT_BASE_URL",
  ].filter((p): p is string => typeof p === "string");
  if (problems.length > 0) throw configError(problems);
  return { baseUrl: e.CHATWOOT_BASE_URL!, websiteToken: e.CHATWOOT_WEBSITE_TOKEN! };
}

/** Hosts meaning "this machine": a browser on it reaches the store at localhost. */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "0.0.0.0", "::", "::1"]);

/**
 * Without PUBLIC_URL the store's links point where it listens, so a store started with only
 * PORT=8080 links to itself instead of to port 3000.
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

function suppliersConfig(e: Env): SuppliersConfig {
  // Half a pair of credentials is a mistake an operator should hear of now, not at the first sync.
  const pair = (a: [string, string | undefined], b: [string, string | undefined]) => {
    if ((a[1] === undefined) !== (b[1] === undefined)) throw configError([`${a[1] === undefined ? a[0] : b[0]}: required with ${a[1] === undefined ? b[0] : a[0]}`]);
    return a[1] !== undefined && b[1] !== undefined;
  };
  return {
    esimaccess: pair(["ESIMACCESS_ACCESS_CODE", e.ESIMACCESS_ACCESS_CODE], ["ESIMACCESS_SECRET_KEY", e.ESIMACCESS_SECRET_KEY])
      ? { accessCode: e.ESIMACCESS_ACCESS_CODE!, secretKey: e.ESIMACCESS_SECRET_KEY!, baseUrl: e.ESIMACCESS_BASE_URL, webhookToken: e.ESIMACCESS_WEBHOOK_TOKEN ?? null }
      : null,
    airalo: pair(["AIRALO_CLIENT_ID", e.AIRALO_CLIENT_ID], ["AIRALO_CLIENT_SECRET", e.AIRALO_CLIENT_SECRET])
      ? { clientId: e.AIRALO_CLIENT_ID!, clientSecret: e.AIRALO_CLIENT_SECRET!, baseUrl: e.AIRALO_BASE_URL }
      : null,
    pricingRulesPath: e.PRICING_RULES ? path.resolve(e.PRICING_RULES) : null,
    lowBalanceE4: e.SUPPLIER_LOW_BALANCE_USD,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) throw configError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  const e = parsed.data;
  if (e.MAIL_TRANSPORT === "smtp" && !e.SMTP_URL) throw configError(["SMTP_URL: required when MAIL_TRANSPORT=smtp"]);
  if (e.ESIM_SIM_ACTIVATE_AFTER < e.ESIM_SIM_DOWNLOAD_AFTER) {
    throw configError(["ESIM_SIM_ACTIVATE_AFTER: must not be shorter than ESIM_SIM_DOWNLOAD_AFTER (an eSIM is downloaded before it is used)"]);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, "");
  const production = e.NODE_ENV === "production";
  const payments = paymentsConfig(e);
  const suppliers = suppliersConfig(e);
  if (e.ESIM_PROVIDER !== "simulator" && !suppliers[e.ESIM_PROVIDER]) {
    throw configError([e.ESIM_PROVIDER === "esimaccess" ? "ESIMACCESS_ACCESS_CODE: required when ESIM_PROVIDER=esimaccess" : "AIRALO_CLIENT_ID: required when ESIM_PROVIDER=airalo"]);
  }
  const warnings = [
    production &&
      !e.PUBLIC_URL &&
      `PUBLIC_URL is not set: canonical links, hreflang, the sitemap, robots.txt and links in mails point to ${publicUrl}, and payment return addresses follow each request's Host header; set it to the address visitors use, e.g. https://shop.example.com`,
    production &&
      e.CAPTCHA_PROVIDER === "recaptcha" &&
      e.RECAPTCHA_VERIFY_URL?.startsWith("http:") &&
      `RECAPTCHA_VERIFY_URL is not https: the reCAPTCHA secret travels in clear to ${e.RECAPTCHA_VERIFY_URL}; unset it to check tokens with Google`,
    production &&
      payments.provider === "sandbox" &&
      "PAYMENT_PROVIDER is sandbox: checkout takes test cards only and no money; set PAYMENT_PROVIDER=stripe, adyen or nuvei and its keys to sell",
    production &&
      payments.provider === "adyen" &&
      payments.adyen.environment === "test" &&
      "Adyen is in its test environment (a test_ client key): checkout takes test cards only and no money; use the live credentials, ADYEN_ENVIRONMENT and ADYEN_LIVE_URL_PREFIX to sell",
    production &&
      payments.provider === "nuvei" &&
      payments.nuvei.environment === "test" &&
      "Nuvei is in its test environment (NUVEI_ENVIRONMENT=test): checkout takes test cards only and no money; use the live credentials and NUVEI_ENVIRONMENT=live to sell",
    production &&
      e.ESIM_PROVIDER === "simulator" &&
      "ESIM_PROVIDER is simulator: buyers get made-up eSIMs that connect nowhere; set ESIM_PROVIDER=esimaccess or airalo and its credentials to sell",
    e.ESIM_PROVIDER === "esimaccess" &&
      !e.ESIMACCESS_WEBHOOK_TOKEN &&
      "ESIMACCESS_WEBHOOK_TOKEN is not set: eSIM Access cannot tell the store of allocations and usage, so the store polls (slower deliveries, older usage figures)",
  ].filter((w): w is string => typeof w === "string");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    buildDir: path.resolve(e.BUILD_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    runJobs: e.RUN_JOBS,
    jobRetentionDays: e.JOB_RETENTION_DAYS,
    brand: {
      name: e.BRAND_NAME,
      slug: e.BRAND_SLUG,
      supportEmail: e.SUPPORT_EMAIL,
      whyUrl: e.WHY_URL,
      blogUrl: e.BLOG_URL,
      iosAppUrl: e.IOS_APP_URL,
      androidAppUrl: e.ANDROID_APP_URL,
      legalName: e.STORE_LEGAL_NAME || e.BRAND_NAME,
      address: e.STORE_ADDRESS || null,
    },
    mail: {
      transport: e.MAIL_TRANSPORT,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, "outbox"),
      partnershipInbox: e.PARTNERSHIP_INBOX,
      operator: e.OPERATOR_EMAIL ?? e.SUPPORT_EMAIL,
    },
    catalogRefreshMs: e.CATALOG_REFRESH_MS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    sessionSecret: e.SESSION_SECRET,
    captcha: captchaConfig(e),
    baseCountry: e.BASE_COUNTRY.toUpperCase(),
    esim: {
      provider: e.ESIM_PROVIDER,
      refreshAfterMs: e.ESIM_REFRESH_AFTER,
      simulator: {
        downloadAfterMs: e.ESIM_SIM_DOWNLOAD_AFTER,
        activateAfterMs: e.ESIM_SIM_ACTIVATE_AFTER,
        mbPerHour: e.ESIM_SIM_MB_PER_HOUR,
        smdpAddress: e.ESIM_SIM_SMDP_ADDRESS,
      },
    },
    suppliers,
    payments,
    console: { attentionUndeliveredMs: e.ATTENTION_UNDELIVERED_MINUTES * 60_000 },
    countryDatabase: e.COUNTRY_DATABASE,
    analytics: analyticsConfig(e),
    chat: chatConfig(e),
    warnings,
  };
}
