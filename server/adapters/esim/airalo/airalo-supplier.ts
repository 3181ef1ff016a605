/**
 * Airalo's Partner API v2 behind the EsimSupplier port (docs/suppliers/airalo.md). Plain fetch,
 * not Airalo's Node SDK: the SDK cannot be pointed at another host (so not at the stand-in),
 * caches its token in files under the working directory, and reports failures as text without
 * status or headers, so a 429's Retry-After or an ambiguous time-out could not be told apart.
 *
 * - Token: OAuth client credentials (POST /token), kept in memory and renewed before it ends
 *   (at most 24 h, Airalo's advice, even when `expires_in` says a year); a 401 renews it once.
 * - Every failure is one SupplierFailure (airalo-errors.ts). Reads that are `retryable` go again
 *   with back-off, waiting what Airalo's headers ask; writes (orders, top-ups, refunds) never do.
 * - Rate limits come from the headers (X-RateLimit-Remaining, Retry-After, X-RateLimit-Reset),
 *   per endpoint: a call waits (through the injected `sleep`) while its endpoint is spent, or
 *   fails `retryable` when the wait is longer than `maxWaitMs`.
 * - Airalo has no idempotency key: our reference goes in the order's `description`
 *   ("<prefix>:<reference>"), and `findOrder` looks it up with GET /orders?filter[description],
 *   a LIKE search whose answers are then matched exactly.
 */
import { timingSafeEqual } from "node:crypto";
import type { InstallState, ValidityState } from "../../../../shared/order-states.ts";
import {
  SupplierError,
  type EsimSupplier,
  type FoundOrder,
  type SupplierCapabilities,
  type SupplierEvent,
  type SupplierOrder,
  type SupplierOrderRequest,
  type SupplierPackage,
  type SupplierProfile,
  type SupplierTopupRequest,
  type UsdE4,
  type WebhookDelivery,
} from "../supplier.ts";
import { classifyAiraloResponse, classifyNetworkError, type AiraloCall } from "./airalo-errors.ts";
import {
  AIRALO_SIGNATURE_HEADER,
  airaloSignature,
  phpJsonEncode,
  type AiraloCountryEntry,
  type AiraloEnvelope,
  type AiraloOperator,
  type AiraloOrder,
  type AiraloPackage,
  type AiraloPackageHistory,
  type AiraloPackagesPage,
  type AiraloPageMeta,
  type AiraloPricing,
  type AiraloSim,
  type AiraloUsage,
} from "./airalo-wire.ts";
import { dataLabelBytes, discountedE4, fairUsage, mbToBytes, parseAiraloDate, usdToE4 } from "./airalo-units.ts";

export interface AiraloSupplierOptions {
  clientId: string;
  clientSecret: string;
  /** https://partners-api.airalo.com/v2 (sandbox mode is a setting of the account, on the same host), or the stand-in's. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Waits between attempts and for rate limits; tests hand in one that advances their clock. */
  sleep?: (ms: number) => Promise<void>;
  /** `synchronous` (POST /orders answers the eSIM, the default) or `asynchronous` (POST /orders-async, allocated by webhook). */
  orders?: SupplierCapabilities["orders"];
  /** Where Airalo posts async orders; without it, the URL opted in on the account. */
  webhookUrl?: string;
  /**
   * Airalo calls its `price` a recommended retail price; whether it is a floor is the partner
   * contract's word, not the API's. True makes it `minimumPrice`; false (the default) leaves that null.
   */
  retailPriceIsMinimum?: boolean;
  /** Starts every description, so our orders are told from others on the account (default "roamwell"). */
  descriptionPrefix?: string;
  /** One request's limit, connecting to last byte (default 30 s). */
  requestTimeoutMs?: number;
  /** Attempts of a read that fails `retryable` (default 3). */
  readAttempts?: number;
  /** The longest wait for a back-off or rate limit inside one call; longer, the call fails `retryable` (default 15 s). */
  maxWaitMs?: number;
  /** How long an async order may stay out of the order list after POST /orders-async (default 15 min). */
  asyncSettleMs?: number;
}

export interface AiraloSupplier extends EsimSupplier {
  readonly name: "airalo";
}

/** Airalo's advice: refresh the token daily, whatever `expires_in` says. */
const MAX_TOKEN_AGE_MS = 24 * 3_600_000;
const TOKEN_MARGIN_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 500;
const PACKAGES_PER_PAGE = 100;
const ORDERS_PER_PAGE = 50;
/** Far beyond Airalo's ~3,200 packages over ~220 destinations: a loop that never ends is a bug, not a catalogue. */
const MAX_PAGES = 100;
/** The reason sent with a refund request for an eSIM never used (Airalo's closed list). */
export const AIRALO_REFUND_REASON = "CHANGE_OF_PLAN";

/**
 * Airalo's usage status as the store's states (docs/suppliers/airalo.md#states). Airalo reports
 * no profile download, so an eSIM never attached to a network reads as not downloaded.
 */
export function airaloStates(status: string, activated: boolean): { install: InstallState; validity: ValidityState } | null {
  switch (status) {
    case "NOT_ACTIVE":
      return { install: "UNDOWNLOAD", validity: "VALID" };
    case "ACTIVE":
      return { install: "ENABLED", validity: "INUSE" };
    case "FINISHED":
      return { install: "ENABLED", validity: "USAGE_FINISHED" };
    case "EXPIRED":
      return activated ? { install: "ENABLED", validity: "TIME_FINISHED" } : { install: "UNDOWNLOAD", validity: "EXPIRED" };
    case "RECYCLED":
      return { install: "DELETED", validity: "EXPIRED" };
    default:
      // UNKNOWN, or a status Airalo adds later: nothing to act on.
      return null;
  }
}

const GENERATIONS = ["5G", "LTE", "4G", "3G", "2G"];

/** The best generation of a network's list ("4G", "5G" → "5G"); null when it lists none we know. */
function bestGeneration(types: string[]): string | null {
  const upper = types.map((t) => t.toUpperCase());
  return GENERATIONS.find((g) => upper.includes(g)) ?? null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A malformed answer: a read can be asked again, a write's effect is unknown. */
class MalformedAnswer extends Error {}

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new MalformedAnswer(`missing ${what}`);
  return value;
}

function header(headers: WebhookDelivery["headers"], name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  }
  return null;
}

export function createAiraloSupplier(options: AiraloSupplierOptions): AiraloSupplier {
  const base = options.baseUrl.replace(/\/+$/, "");
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const orderMode = options.orders ?? "synchronous";
  const prefix = options.descriptionPrefix ?? "roamwell";
  const timeoutMs = options.requestTimeoutMs ?? 30_000;
  const readAttempts = options.readAttempts ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  const asyncSettleMs = options.asyncSettleMs ?? 15 * 60_000;
  if (!options.clientId || !options.clientSecret) throw new RangeError("Airalo needs a client id and a client secret");

  const capabilities: SupplierCapabilities = {
    orders: orderMode,
    idempotentOrders: false,
    cancel: "by-request",
    usage: "pushed-and-polled",
    topupByIccid: true,
    installLinks: ["lpa", "qr-image", "apple-universal-link"],
    sandbox: "real",
    signedWebhooks: true,
  };

  // ---- descriptions: our reference, where Airalo lets us put it -----------------------------
  const orderDescription = (reference: string) => `${prefix}:${reference}`;
  const topupDescription = (reference: string) => `${prefix}:topup:${reference}`;
  function referenceOf(description: unknown): string | null {
    const d = text(description);
    if (!d?.startsWith(`${prefix}:`) || d.startsWith(`${prefix}:topup:`)) return null;
    return d.slice(prefix.length + 1) || null;
  }
  /** An async order's handle until it is allocated: its request id and our reference (to look it up by description). */
  const asyncRef = (requestId: string, reference: string) => `async:${requestId}:${reference}`;
  const ASYNC_REF = /^async:([A-Za-z0-9_-]{1,64}):(.+)$/s;
  /** References of async orders this process sent, and when: the order list may not show them yet. */
  const asyncSent = new Map<string, number>();

  // ---- rate limits, per endpoint --------------------------------------------------------------
  const spentUntil = new Map<string, number>();

  async function waitForLimit(bucket: string): Promise<void> {
    const until = spentUntil.get(bucket);
    if (until === undefined) return;
    const wait = until - now().getTime();
    if (wait <= 0) {
      spentUntil.delete(bucket);
      return;
    }
    if (wait > maxWaitMs) throw new SupplierError("retryable", `Airalo's limit for ${bucket} is spent for ${wait} ms`, "rate-limit", wait);
    await sleep(wait);
    spentUntil.delete(bucket);
  }

  function noteLimits(bucket: string, res: Response, failure: SupplierError | null): void {
    // A 429 says how long; a last allowed call (remaining 0) says so only when Airalo adds a reset.
    const wait = failure?.retryAfterMs ?? null;
    if (res.status === 429 && wait !== null) spentUntil.set(bucket, now().getTime() + wait);
    else if (res.headers.get("x-ratelimit-remaining") === "0") {
      const reset = Number(res.headers.get("x-ratelimit-reset") ?? NaN);
      if (Number.isFinite(reset) && reset > 1e9) spentUntil.set(bucket, reset * 1000);
    }
  }

  // ---- the token --------------------------------------------------------------------------------
  let token: { value: string; renewAtMs: number } | null = null;
  let tokenInFlight: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const obtainedAt = now().getTime();
    let answer: AiraloEnvelope<{ access_token?: unknown; expires_in?: unknown }>;
    try {
      answer = await call({
        method: "POST",
        path: "/token",
        form: { client_id: options.clientId, client_secret: options.clientSecret, grant_type: "client_credentials" },
        call: "read",
        auth: false,
      });
    } catch (err) {
      // Refused credentials come back as 401 or 422: either way an operator must act.
      if (err instanceof SupplierError && (err.failure === "invalid" || err.failure === "not-entitled")) {
        throw new SupplierError("auth", err.message, err.supplierCode, null);
      }
      throw err;
    }
    const value = text(answer.data?.access_token);
    if (!value) throw new SupplierError("retryable", "Airalo's token answer has no access_token", "token", null);
    const seconds = Number(answer.data?.expires_in);
    const lifetime = Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : MAX_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS);
    token = { value, renewAtMs: obtainedAt + lifetime - Math.min(TOKEN_MARGIN_MS, lifetime / 10) };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now().getTime() < token.renewAtMs) return Promise.resolve(token.value);
    // Concurrent calls share one request: the token endpoint allows a few a minute.
    tokenInFlight ??= requestToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  // ---- one HTTP exchange, then the retry loop -------------------------------------------------
  interface Call {
    method: "GET" | "POST";
    path: string;
    query?: Record<string, string>;
    json?: unknown;
    form?: Record<string, string>;
    call: AiraloCall;
    /** False for the token endpoint itself. */
    auth?: boolean;
  }

  async function once<T>(c: Call, renewed: boolean): Promise<T> {
    const what = `${c.method} ${c.path}`;
    const bucket = what;
    await waitForLimit(bucket);
    const headers: Record<string, string> = { accept: "application/json" };
    if (c.auth !== false) headers.authorization = `Bearer ${await accessToken()}`;
    let body: string | undefined;
    if (c.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(c.json);
    } else if (c.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(c.form).toString();
    }
    const query = c.query ? `?${new URLSearchParams(c.query).toString()}` : "";
    let res: Response;
    let raw: string;
    try {
      res = await fetchFn(`${base}${c.path}${query}`, { method: c.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      raw = await res.text();
    } catch (err) {
      throw classifyNetworkError(err, c.call, what);
    }
    let parsed: unknown = raw;
    try {
      parsed = raw === "" ? null : JSON.parse(raw);
    } catch {
      // Kept as text: a gateway's HTML error page still says something in the log.
    }
    if (res.status === 401 && c.auth !== false && !renewed) {
      // The token may have been revoked or rotated: one new token, one more try. A 401 is a
      // refusal before anything happened, so a write may go again too.
      token = null;
      return once(c, true);
    }
    if (!res.ok) {
      const failure = classifyAiraloResponse({ status: res.status, body: parsed, headers: res.headers, call: c.call, what, nowMs: now().getTime() });
      noteLimits(bucket, res, failure);
      throw failure;
    }
    noteLimits(bucket, res, null);
    if (!isRecord(parsed)) throw answerFailure(c.call, what, new MalformedAnswer("the answer is not a JSON object"));
    return parsed as T;
  }

  function answerFailure(kind: AiraloCall, what: string, err: unknown): SupplierError {
    const failure = kind === "write" ? "ambiguous" : "retryable";
    return new SupplierError(failure, `Airalo ${what} answered something unreadable: ${(err as Error).message}`, "malformed", null);
  }

  async function call<T>(c: Call): Promise<T> {
    const attempts = c.call === "read" ? readAttempts : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(c, false);
      } catch (err) {
        if (!(err instanceof SupplierError) || err.failure !== "retryable" || attempt >= attempts) throw err;
        const wait = Math.max(BACKOFF_BASE_MS * 2 ** (attempt - 1), err.retryAfterMs ?? 0);
        if (wait > maxWaitMs) throw err;
        await sleep(wait);
      }
    }
  }

  /** Reads a successful answer; what cannot be read is retryable on a read and ambiguous on a write. */
  async function read<A, T>(c: Call, parse: (answer: A) => T): Promise<T> {
    const answer = await call<A>(c);
    try {
      return parse(answer);
    } catch (err) {
      if (err instanceof SupplierError) throw err;
      throw answerFailure(c.call, `${c.method} ${c.path}`, err);
    }
  }

  // ---- packages -----------------------------------------------------------------------------------
  const toE4 = (amount: number | string) => usdToE4(amount, "up");

  function costOf(pkg: AiraloPackage, pricing: AiraloPricing | undefined): UsdE4 {
    if (pkg.net_price !== null && pkg.net_price !== undefined) return toE4(pkg.net_price);
    if (pricing?.model === "discount_pricing") return discountedE4(toE4(pkg.price), pricing.discount_percentage);
    throw new RangeError(`package ${pkg.id} has no net price`);
  }

  interface Coverage {
    countries: string[];
    region: string | null;
    networks: SupplierPackage["networks"];
  }

  function coverageOf(entry: AiraloCountryEntry, op: AiraloOperator): Coverage {
    const listed = (op.countries ?? []).map((c) => c.country_code.toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c));
    const own = /^[A-Z]{2}$/i.test(entry.country_code) ? [entry.country_code.toUpperCase()] : [];
    const countries = [...new Set(listed.length > 0 ? listed : own)].sort();
    const region = op.type === "global" || countries.length > 1 ? entry.title : null;
    const networks = (op.coverages ?? []).flatMap((c) =>
      c.networks.map((n) => ({ country: (c.code ?? c.name).toUpperCase(), operator: n.name, generation: bestGeneration(n.types ?? []) })),
    );
    return { countries, region, networks };
  }

  function toPackage(pkg: AiraloPackage, operatorTitle: string, coverage: Coverage, pricing: AiraloPricing | undefined): SupplierPackage {
    const unlimited = pkg.is_unlimited === true;
    const fup = unlimited ? fairUsage(pkg.fair_usage_policy) : null;
    if (!Number.isInteger(pkg.day) || pkg.day < 1) throw new RangeError(`package ${pkg.id} has no validity`);
    return {
      code: need(text(pkg.id), "package id"),
      kind: pkg.type === "topup" ? "topup" : "base",
      name: `${operatorTitle} ${pkg.title}`.trim(),
      countries: coverage.countries,
      region: coverage.region,
      dataBytes: unlimited ? null : mbToBytes(pkg.amount),
      dailyBytes: fup?.dailyBytes ?? null,
      validityDays: pkg.day,
      cost: costOf(pkg, pricing),
      minimumPrice: options.retailPriceIsMinimum ? toE4(pkg.price) : null,
      speedAfter: fup?.speedAfter ?? null,
      hotspot: null,
      networks: coverage.networks,
    };
  }

  /** Each package's operator and coverage from the last catalogue read: a top-up list names packages without them. */
  let operators = new Map<string, { title: string; coverage: Coverage }>();

  async function listPackages(): Promise<SupplierPackage[]> {
    const found = new Map<string, SupplierPackage>();
    const seen = new Map<string, { title: string; coverage: Coverage }>();
    for (let page = 1, last = 1; page <= last && page <= MAX_PAGES; page++) {
      last = await read<AiraloPackagesPage, number>(
        { method: "GET", path: "/packages", query: { include: "topup", limit: String(PACKAGES_PER_PAGE), page: String(page) }, call: "read" },
        (answer) => {
          // From page 2, Laravel may key the entries by position instead of listing them.
          const entries = Array.isArray(answer.data) ? answer.data : Object.values(need(answer.data, "data"));
          for (const entry of entries) {
            for (const op of entry.operators ?? []) {
              const coverage = coverageOf(entry, op);
              for (const pkg of op.packages ?? []) {
                try {
                  found.set(pkg.id, toPackage(pkg, op.title, coverage, answer.pricing));
                  seen.set(pkg.id, { title: op.title, coverage });
                } catch (err) {
                  // One package Airalo describes oddly is left out; the rest of the catalogue still syncs.
                  if (!(err instanceof RangeError || err instanceof MalformedAnswer)) throw err;
                }
              }
            }
          }
          return Number(answer.meta?.last_page ?? page);
        },
      );
    }
    operators = seen;
    return [...found.values()];
  }

  function iccidPath(ref: string): string {
    if (!/^\d{10,22}$/.test(ref)) throw new SupplierError("invalid", `not an ICCID: ${ref.slice(0, 40)}`);
    return `/sims/${ref}`;
  }

  async function topupPackagesFor(profile: Pick<SupplierProfile, "ref" | "iccid">): Promise<SupplierPackage[]> {
    return read<{ pricing?: AiraloPricing; data: AiraloPackage[] }, SupplierPackage[]>(
      { method: "GET", path: `${iccidPath(profile.iccid)}/topups`, call: "read" },
      (answer) =>
        need(answer.data, "data").flatMap((pkg) => {
          const known = operators.get(pkg.id);
          try {
            return [toPackage({ ...pkg, type: "topup" }, known?.title ?? "", known?.coverage ?? { countries: [], region: null, networks: [] }, answer.pricing)];
          } catch (err) {
            if (err instanceof RangeError || err instanceof MalformedAnswer) return [];
            throw err;
          }
        }),
    );
  }

  async function balance(): Promise<UsdE4 | null> {
    return read<AiraloEnvelope<{ balances?: unknown }>, UsdE4 | null>({ method: "GET", path: "/balance", call: "read" }, (answer) => {
      const balances = answer.data?.balances;
      // No account (an invoiced partner): Airalo answers an empty list.
      if (!isRecord(balances) || !isRecord(balances.availableBalance)) return null;
      const { amount, currency } = balances.availableBalance;
      if (currency !== "USD") throw new MalformedAnswer(`a balance in ${String(currency)}`);
      if (typeof amount !== "number" && typeof amount !== "string") throw new MalformedAnswer("a balance without an amount");
      const value = String(amount);
      return value.startsWith("-") ? -usdToE4(value.slice(1)) : usdToE4(value);
    });
  }

  // ---- orders ---------------------------------------------------------------------------------------
  function freshProfile(sim: AiraloSim, totalBytes: number | null): SupplierProfile {
    const iccid = need(text(sim.iccid), "iccid");
    const smdpAddress = need(text(sim.lpa), "lpa");
    const matchingId = need(text(sim.matching_id), "matching_id");
    const qrcode = text(sim.qrcode);
    return {
      ref: iccid,
      iccid,
      activationCode: qrcode?.startsWith("LPA:1$") ? qrcode : `LPA:1$${smdpAddress}$${matchingId}`,
      smdpAddress,
      matchingId,
      qrImageUrl: text(sim.qrcode_url),
      appleInstallUrl: text(sim.direct_apple_installation_url),
      // Just allocated: nothing has happened to it yet.
      install: "UNDOWNLOAD",
      validity: "VALID",
      dataUsedBytes: 0,
      dataTotalBytes: totalBytes,
      activatedAt: null,
      expiresAt: null,
    };
  }

  function asOrder(order: AiraloOrder): SupplierOrder {
    const id = String(need(order.id, "order id"));
    if (order.status?.slug === "failed") throw new SupplierError("retryable", `Airalo order ${id} failed: nothing was allocated`, "failed");
    const sims = order.sims ?? [];
    if (sims.length === 0) return { state: "pending", supplierOrderRef: id };
    const total = dataLabelBytes(order.data ?? "");
    return { state: "allocated", supplierOrderRef: id, profiles: sims.map((s) => freshProfile(s, total)) };
  }

  async function order(request: SupplierOrderRequest): Promise<SupplierOrder> {
    if (request.days !== undefined) throw new SupplierError("invalid", "Airalo sells no per-day packages: the days cannot be chosen");
    const body = { package_id: request.packageCode, quantity: 1, type: "sim", description: orderDescription(request.reference) };
    if (orderMode === "synchronous") {
      return read<AiraloEnvelope<AiraloOrder>, SupplierOrder>({ method: "POST", path: "/orders", json: body, call: "write" }, (answer) =>
        asOrder(need(answer.data, "data")),
      );
    }
    const sentAt = now().getTime();
    for (const [reference, at] of asyncSent) if (sentAt - at > asyncSettleMs) asyncSent.delete(reference);
    // Noted before sending: if the answer is lost, a reconcile must not take "not listed yet" for "never taken".
    asyncSent.set(request.reference, sentAt);
    return read<AiraloEnvelope<{ request_id?: unknown }>, SupplierOrder>(
      { method: "POST", path: "/orders-async", json: { ...body, ...(options.webhookUrl ? { webhook_url: options.webhookUrl } : {}) }, call: "write" },
      (answer) => ({ state: "pending", supplierOrderRef: asyncRef(need(text(answer.data?.request_id), "request_id"), request.reference) }),
    );
  }

  /** Our orders (or top-ups) with exactly this description; Airalo's filter is a LIKE search. */
  async function ordersDescribed(description: string, type: AiraloOrder["type"]): Promise<AiraloOrder[]> {
    const found: AiraloOrder[] = [];
    for (let page = 1, last = 1; page <= last && page <= MAX_PAGES; page++) {
      last = await read<{ data: AiraloOrder[] | Record<string, AiraloOrder>; meta?: AiraloPageMeta }, number>(
        {
          method: "GET",
          path: "/orders",
          query: { "filter[description]": description, include: "sims,status", limit: String(ORDERS_PER_PAGE), page: String(page) },
          call: "read",
        },
        (answer) => {
          const rows = Array.isArray(answer.data) ? answer.data : Object.values(need(answer.data, "data"));
          found.push(...rows.filter((o) => o.description === description && o.type === type));
          return Number(answer.meta?.last_page ?? page);
        },
      );
    }
    return found;
  }

  async function findOrder(reference: string): Promise<FoundOrder> {
    const orders = (await ordersDescribed(orderDescription(reference), "sim")).filter((o) => o.status?.slug !== "failed");
    if (orders.length === 0) {
      const sentAt = asyncSent.get(reference);
      return sentAt !== undefined && now().getTime() - sentAt <= asyncSettleMs ? { found: "unknown-yet" } : { found: "none" };
    }
    const taken = orders.map((o) => {
      try {
        return asOrder(o);
      } catch (err) {
        throw err instanceof SupplierError ? err : answerFailure("read", "GET /orders", err);
      }
    });
    return taken.length === 1 ? { found: "one", order: taken[0] } : { found: "several", orders: taken };
  }

  async function orderProfiles(supplierOrderRef: string): Promise<SupplierOrder> {
    const pending = ASYNC_REF.exec(supplierOrderRef);
    if (pending) {
      // Airalo has no look-up by request id: the order is found by its description.
      const all = await ordersDescribed(orderDescription(pending[2]), "sim");
      const live = all.filter((o) => o.status?.slug !== "failed");
      const allocated = live.map(asOrder).find((o) => o.state === "allocated");
      if (allocated) return allocated;
      if (live.length === 0 && all.length > 0) throw new SupplierError("retryable", `Airalo's async order ${pending[1]} failed: nothing was allocated`, "failed");
      return { state: "pending", supplierOrderRef };
    }
    if (!/^\d{1,18}$/.test(supplierOrderRef)) throw new SupplierError("invalid", `not an Airalo order: ${supplierOrderRef.slice(0, 40)}`);
    return read<AiraloEnvelope<AiraloOrder>, SupplierOrder>(
      { method: "GET", path: `/orders/${supplierOrderRef}`, query: { include: "sims,status" }, call: "read" },
      (answer) => asOrder(need(answer.data, "data")),
    );
  }

  // ---- the profile --------------------------------------------------------------------------------
  async function profile(ref: string): Promise<SupplierProfile> {
    const path = iccidPath(ref);
    const [sim, usage] = await Promise.all([
      read<AiraloEnvelope<AiraloSim>, AiraloSim>({ method: "GET", path, call: "read" }, (a) => need(a.data, "data")),
      read<AiraloEnvelope<AiraloUsage>, AiraloUsage>({ method: "GET", path: `${path}/usage`, call: "read" }, (a) => need(a.data, "data")),
    ]);
    // When the validity started is only in the package history; an eSIM never used has none.
    const activatedAt =
      usage.status === "NOT_ACTIVE"
        ? null
        : await read<{ data: AiraloPackageHistory[] }, Date | null>({ method: "GET", path: `${path}/packages`, call: "read" }, (a) => {
            const starts = need(a.data, "data")
              .map((p) => parseAiraloDate(p.activated_at))
              .filter((d): d is Date => d !== null);
            return starts.length === 0 ? null : new Date(Math.min(...starts.map((d) => d.getTime())));
          });
    const states = airaloStates(usage.status, activatedAt !== null);
    if (!states) throw new SupplierError("retryable", `Airalo reports eSIM ${ref} as ${String(usage.status)}`, String(usage.status));
    try {
      const unlimited = usage.is_unlimited === true || usage.total === 0;
      const profile = freshProfile(sim, unlimited ? null : mbToBytes(usage.total));
      return {
        ...profile,
        ...states,
        dataUsedBytes: unlimited ? 0 : mbToBytes(Math.max(0, usage.total - usage.remaining)),
        activatedAt,
        expiresAt: parseAiraloDate(usage.expired_at),
      };
    } catch (err) {
      throw answerFailure("read", `GET ${path}/usage`, err);
    }
  }

  async function cancel(ref: string): Promise<void> {
    iccidPath(ref);
    // A request Airalo's support reviews (capability cancel = by-request); credited as Airalo credit if granted.
    await call({ method: "POST", path: "/refund", json: { iccids: [ref], reason: AIRALO_REFUND_REASON }, call: "write" });
  }

  async function topup(request: SupplierTopupRequest): Promise<void> {
    iccidPath(request.profile.iccid);
    const description = topupDescription(request.reference);
    // No idempotency key at Airalo: a top-up already bought under this reference is not bought again.
    const earlier = await ordersDescribed(description, "topup");
    if (earlier.some((o) => o.status?.slug !== "failed")) return;
    await call({
      method: "POST",
      path: "/orders/topups",
      json: { package_id: request.packageCode, iccid: request.profile.iccid, description },
      call: "write",
    });
  }

  // ---- webhooks -------------------------------------------------------------------------------------
  function readWebhook(delivery: WebhookDelivery): SupplierEvent[] {
    const given = header(delivery.headers, AIRALO_SIGNATURE_HEADER)?.trim().toLowerCase() ?? "";
    if (!/^[0-9a-f]{128}$/.test(given)) throw new SupplierError("auth", "the webhook carries no airalo-signature", "signature");
    const expected = Buffer.from(given, "hex");
    let json: unknown;
    try {
      json = JSON.parse(delivery.rawBody.toString("utf8"));
    } catch {
      json = undefined;
    }
    // The raw body first; then the JSON re-encoded as Airalo's SDKs sign it, in case a proxy
    // re-serialised the body. Every candidate is compared in constant time.
    const candidates: (string | Buffer)[] = [delivery.rawBody];
    if (json !== undefined) candidates.push(phpJsonEncode(json), JSON.stringify(json).replace(/\//g, "\\/"));
    const valid = candidates.map((c) => timingSafeEqual(Buffer.from(airaloSignature(options.clientSecret, c), "hex"), expected)).includes(true);
    if (!valid) throw new SupplierError("auth", "the webhook's airalo-signature does not match its body", "signature");
    if (!isRecord(json)) return [];

    const order = isRecord(json.data) ? json.data : json;
    const requestId = text(order.request_id) ?? text(json.request_id);
    if (requestId) {
      const reference = referenceOf(order.description);
      // An async order someone placed by hand on the account is not ours to act on.
      if (reference === null) return [];
      const supplierOrderRef = asyncRef(requestId, reference);
      const sims = Array.isArray(order.sims) ? order.sims : [];
      if (sims.length > 0) return [{ kind: "order-allocated", supplierOrderRef, reference, eventId: `async-order:${requestId}` }];
      const reason = text(order.reason) ?? text(json.reason) ?? text(isRecord(json.meta) ? json.meta.message : null) ?? "no eSIM allocated";
      return [{ kind: "order-failed", supplierOrderRef, reference, reason, eventId: `async-order:${requestId}` }];
    }
    const iccid = text(json.iccid);
    if (iccid && text(json.level)) {
      // Low data: 75 % or 90 % used, or 3 days or 1 day left. A hint: the usage is read back.
      return [{ kind: "usage", ref: iccid, iccid, dataUsedBytes: null }];
    }
    // Credit-limit notices and anything newer: nothing to do for an order (balance() reads the credit).
    return [];
  }

  return {
    name: "airalo",
    capabilities,
    listPackages,
    topupPackagesFor,
    balance,
    order,
    findOrder,
    orderProfiles,
    profile,
    cancel,
    topup,
    readWebhook,
  };
}
