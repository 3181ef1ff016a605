/**
 * A local stand-in for Airalo's Partner API v2 (docs/suppliers/airalo.md#stand-in): node:http on
 * 127.0.0.1, speaking Airalo's wire format (the token endpoint, bearer tokens, the `{ data, meta }`
 * envelope, Laravel's pagination with its page-2 quirk, MB and decimal dollars, UTC date strings,
 * the `{ code, reason }` business errors, rate-limit headers, signed webhooks) and keeping orders,
 * eSIMs, usage, refunds and the prepaid balance in memory. The sandbox-mode package ids fail as
 * Airalo's sandbox makes them fail.
 *
 * `control` makes it misbehave the ways a store must survive: answer 5xx (before or after taking
 * an order), take an order and never answer, rate limit, run out of stock or credit, revoke
 * tokens, and hold webhooks to deliver them late, twice, out of order or not at all. Nothing
 * happens on a timer: what happens later happens when a test says so.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { iccidFrom } from "../../../../shared/esim/iccid-rules.ts";
import { airaloFixturePackages } from "./fixture-packages.ts";
import { formatAiraloDate, usdToE4 } from "./airalo-units.ts";
import {
  AIRALO_CODES,
  AIRALO_SANDBOX_FAILURE_PACKAGES,
  AIRALO_SIGNATURE_HEADER,
  airaloSignature,
  phpJsonEncode,
  type AiraloCountryEntry,
  type AiraloOperator,
  type AiraloPackage,
  type AiraloPricing,
  type AiraloSim,
} from "./airalo-wire.ts";

export const STANDIN_SMDP_ADDRESS = "lpa.airalo-standin.test";

/** The routes `control` can aim at, as Airalo's paths (under /v2) with their parameters named. */
export type StandInRoute =
  | "POST /token"
  | "GET /packages"
  | "POST /orders"
  | "POST /orders-async"
  | "POST /orders/topups"
  | "GET /orders"
  | "GET /orders/:id"
  | "GET /sims/:iccid"
  | "GET /sims/:iccid/usage"
  | "GET /sims/:iccid/packages"
  | "GET /sims/:iccid/topups"
  | "GET /balance"
  | "POST /refund";

const ROUTES: [string, RegExp, StandInRoute][] = [
  ["POST", /^\/v2\/token$/, "POST /token"],
  ["GET", /^\/v2\/packages$/, "GET /packages"],
  ["POST", /^\/v2\/orders$/, "POST /orders"],
  ["POST", /^\/v2\/orders-async$/, "POST /orders-async"],
  ["POST", /^\/v2\/orders\/topups$/, "POST /orders/topups"],
  ["GET", /^\/v2\/orders$/, "GET /orders"],
  ["GET", /^\/v2\/orders\/(\d+)$/, "GET /orders/:id"],
  ["GET", /^\/v2\/sims\/(\d+)$/, "GET /sims/:iccid"],
  ["GET", /^\/v2\/sims\/(\d+)\/usage$/, "GET /sims/:iccid/usage"],
  ["GET", /^\/v2\/sims\/(\d+)\/packages$/, "GET /sims/:iccid/packages"],
  ["GET", /^\/v2\/sims\/(\d+)\/topups$/, "GET /sims/:iccid/topups"],
  ["GET", /^\/v2\/balance$/, "GET /balance"],
  ["POST", /^\/v2\/refund$/, "POST /refund"],
];

/** Airalo's published limits (its rate-limits page): requests per window, and what they are counted by. */
const LIMITS: Partial<Record<StandInRoute, { limit: number; windowMs: number; key: "client" | "token" | "iccid" }>> = {
  "POST /token": { limit: 3, windowMs: 60_000, key: "client" },
  "GET /packages": { limit: 80, windowMs: 60_000, key: "token" },
  "GET /sims/:iccid/usage": { limit: 10, windowMs: 60_000, key: "iccid" },
  "GET /sims/:iccid/packages": { limit: 10, windowMs: 60_000, key: "iccid" },
  "POST /refund": { limit: 5, windowMs: 60_000, key: "client" },
};

const REFUND_REASONS = new Set(
  "INSTALLATION_FAILURE NO_COVERAGE APN_FAILURE TRIP_CANCELLATION INTERMITTENT_CONNECTION BLOCKED_NETWORK CHANGE_OF_PLAN DELETED_ESIM EARLY_EXPIRY HOTSPOT_NOT_WORKING IMSI_CHANGE INCOMPATIBLE_DEVICE LOCKED_DEVICE NO_VOICE_TEXT_SERVICES OVERCHARGED SLOW_SPEED TOP_UP_PACKAGE_FAILURE UNKNOWN_CHARGES WRONG_PURCHASE UNABLE_TO_ACCESS_APPS SERVICE_DEGRADATION QR_ISSUE_PARTNERS OTHERS".split(
    " ",
  ),
);

const DAY_MS = 86_400_000;

export interface AiraloStandInOptions {
  clientId: string;
  clientSecret: string;
  /** The catalogue (default: fixture-packages.ts). */
  packages?: AiraloCountryEntry[];
  /** The URL opted in for async orders and low-data notices (Airalo's POST /notifications/opt-in). */
  webhookUrl?: string;
  now?: () => Date;
  /** `net_pricing` (default) or `discount_pricing` with its percentage. */
  pricing?: AiraloPricing;
  /** The prepaid credit, decimal dollars (default "10000"). */
  balanceUsd?: string;
  /** What the token endpoint says in `expires_in` (default 31,622,400 s, Airalo's example). */
  tokenLifetimeSeconds?: number;
}

export interface StandInOrder {
  id: number;
  code: string;
  type: "sim" | "topup";
  packageId: string;
  description: string | null;
  createdAt: Date;
  iccids: string[];
  status: "completed" | "failed";
  requestId: string | null;
}

interface StandInSim {
  id: number;
  iccid: string;
  matchingId: string;
  createdAt: Date;
  orderId: number;
  operatorId: number;
  unlimited: boolean;
  totalMb: number;
  usedMb: number;
  days: number;
  activatedAt: Date | null;
  expiresAt: Date | null;
  recycledAt: Date | null;
  /** Every package bought for it, base first: the package history. */
  bought: { historyId: number; pkg: AiraloPackage; at: Date }[];
}

interface Outgoing {
  kind: "async-order" | "low-data";
  url: string;
  body: string;
}

export interface StandInDelivery {
  kind: Outgoing["kind"];
  url: string;
  /** The HTTP status the store answered; 0 when it could not be reached. */
  status: number;
}

export interface AiraloStandInControl {
  /** Every request in arrival order, by route ("POST /token"), with the status answered (null: never answered). */
  readonly requests: { route: StandInRoute | "unknown"; status: number | null }[];
  /** How many requests reached `route`. */
  count(route: StandInRoute): number;
  /**
   * The next `times` calls (default 1) of `route` answer `status`: before doing anything, or,
   * with `afterCommit`, after doing it (an order taken, then the gateway fails).
   */
  fail(route: StandInRoute, status: number, options?: { times?: number; afterCommit?: boolean }): void;
  /** Forgets what `fail` set for `route`: its calls answer again. */
  clearFailures(route: StandInRoute): void;
  /** The next call of `route` takes effect and is never answered. */
  hang(route: StandInRoute): void;
  /** The next call of `route` answers 429 with a Retry-After of this many seconds. */
  rateLimit(route: StandInRoute, retryAfterSeconds: number): void;
  /** Profiles left for a package (null: no limit, the default). */
  setStock(packageId: string, left: number | null): void;
  setBalance(usd: string): void;
  /** The prepaid credit now, in 1/10,000 dollars. */
  balanceE4(): number;
  /** Tokens issued so far stop working (a rotated secret, a revoked token). */
  revokeTokens(): void;
  /** The eSIM uses `mb` (its validity starts on the first use). */
  use(iccid: string, mb: number): void;
  recycle(iccid: string): void;
  /** The eSIM as GET /sims/{iccid} shows it (its LPA string is `qrcode`); null when the stand-in has none. */
  sim(iccid: string): AiraloSim | null;
  orders(): StandInOrder[];
  refunds(): { refundId: string; iccids: string[]; reason: string }[];
  /** Sends a low-data notice for the eSIM ("75%", "90%", "3days", "1days"). */
  lowData(iccid: string, level: string): void;
  readonly webhooks: {
    /** From now on webhooks wait until `release`. */
    hold(): void;
    /** Sends the held webhooks (reversed, or each twice) and goes back to sending at once. */
    release(options?: { reverse?: boolean; twice?: boolean }): Promise<void>;
    /** Forgets the held webhooks: Airalo gave up on them. Answers how many. */
    drop(): number;
    held(): number;
    /** Waits for the webhooks being sent. */
    settle(): Promise<void>;
    readonly delivered: StandInDelivery[];
  };
}

export interface AiraloStandIn {
  /** "http://127.0.0.1:<port>/v2": what the adapter takes as `baseUrl`. */
  baseUrl: string;
  close(): Promise<void>;
  control: AiraloStandInControl;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Sent as is (a gateway's HTML page) instead of JSON. */
  raw?: string;
}

const usd = (e4: number) => e4 / 10_000;
const invalid = (fields: Record<string, string>): Answer => ({ status: 422, body: { data: fields, meta: { message: "the parameter is invalid" } } });
const business = (code: number, reason: string): Answer => ({ status: 422, body: { code, reason } });
const notFound = (): Answer => ({ status: 404, body: { data: [], meta: { message: "messages.resource_not_found" } } });
const ok = (data: unknown, status = 200): Answer => ({ status, body: { data, meta: { message: "success" } } });

export async function startAiraloStandIn(options: AiraloStandInOptions): Promise<AiraloStandIn> {
  const now = options.now ?? (() => new Date());
  const pricing: AiraloPricing = options.pricing ?? { model: "net_pricing", discount_percentage: 0 };
  const catalogue = options.packages ?? airaloFixturePackages();
  const byId = new Map<string, { pkg: AiraloPackage; op: AiraloOperator; entry: AiraloCountryEntry }>();
  for (const entry of catalogue) for (const op of entry.operators) for (const pkg of op.packages) byId.set(pkg.id, { pkg, op, entry });

  let balance = usdToE4(options.balanceUsd ?? "10000");
  const stock = new Map<string, number>();
  const tokens = new Map<string, number>();
  const orders: StandInOrder[] = [];
  const sims = new Map<string, StandInSim>();
  const refunds: { refundId: string; iccids: string[]; reason: string }[] = [];
  const requests: AiraloStandInControl["requests"] = [];
  const failures = new Map<StandInRoute, { status: number; times: number; afterCommit: boolean }>();
  const hangs = new Set<StandInRoute>();
  const limited = new Map<StandInRoute, number>();
  const windows = new Map<string, { startMs: number; used: number }>();
  const hung = new Set<ServerResponse>();
  let serial = 0;
  const next = () => ++serial;

  /** Deterministic per stand-in: the n-th id of a kind, keyed so two stand-ins' eSIMs differ only by their secret. */
  const derive = (kind: string, n: number) => createHmac("sha256", options.clientSecret).update(`${kind}:${n}`).digest();
  const BASE32 = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const matchingIdOf = (n: number) =>
    [...derive("matching", n).subarray(0, 20)]
      .map((b) => BASE32[b % 32])
      .join("")
      .match(/.{5}/g)!
      .join("-");
  const requestIdOf = (n: number) => derive("request", n).toString("base64url").slice(0, 25);

  // ---- webhooks -------------------------------------------------------------------------------------
  const outbox: Outgoing[] = [];
  const delivered: StandInDelivery[] = [];
  const sending = new Set<Promise<void>>();
  let holding = false;

  function deliver(w: Outgoing): void {
    const p = (async () => {
      let status = 0;
      try {
        const res = await fetch(w.url, {
          method: "POST",
          headers: { "content-type": "application/json", [AIRALO_SIGNATURE_HEADER]: airaloSignature(options.clientSecret, w.body) },
          body: w.body,
          signal: AbortSignal.timeout(10_000),
        });
        status = res.status;
        await res.body?.cancel();
      } catch {
        // Unreachable: recorded as status 0, as Airalo would retry it later.
      }
      delivered.push({ kind: w.kind, url: w.url, status });
    })();
    sending.add(p);
    void p.finally(() => sending.delete(p));
  }

  function dispatch(kind: Outgoing["kind"], url: string, payload: unknown): void {
    // Airalo's API is PHP: the body is json_encode's output, and that is what is signed.
    const w = { kind, url, body: phpJsonEncode(payload) };
    if (holding) outbox.push(w);
    else deliver(w);
  }

  // ---- the catalogue as Airalo lists it ------------------------------------------------------------
  function packageJson(pkg: AiraloPackage): AiraloPackage {
    if (pricing.model === "net_pricing") return pkg;
    const { net_price: _net, ...prices } = pkg.prices ?? { recommended_retail_price: { USD: pkg.price } };
    return { ...pkg, net_price: null, prices: prices as AiraloPackage["prices"] };
  }

  function costE4(pkg: AiraloPackage): number {
    if (pricing.model === "net_pricing") return usdToE4(pkg.net_price ?? pkg.price, "up");
    return Math.floor((usdToE4(pkg.price, "up") * (100 - pricing.discount_percentage) + 99) / 100);
  }

  function pageMeta(path: string, query: URLSearchParams, total: number, page: number, perPage: number) {
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number) => {
      const q = new URLSearchParams(query);
      q.set("page", String(p));
      return `${origin}/v2${path}?${q.toString()}`;
    };
    return {
      links: { first: link(1), last: link(last), prev: page > 1 ? link(page - 1) : null, next: page < last ? link(page + 1) : null },
      meta: {
        message: "success",
        current_page: page,
        from: total === 0 ? null : (page - 1) * perPage + 1,
        last_page: last,
        path: `${origin}/v2${path}`,
        per_page: String(perPage),
        to: total === 0 ? null : Math.min(total, page * perPage),
        total,
      },
    };
  }

  function listPackages(query: URLSearchParams): Answer {
    const withTopups = query.get("include") === "topup";
    const type = query.get("filter[type]");
    const country = query.get("filter[country]")?.toUpperCase();
    const entries = catalogue
      .filter((e) => !country || e.country_code === country)
      .map((e) => ({
        ...e,
        operators: e.operators
          .filter((op) => !type || op.type === type)
          .map((op) => ({ ...op, packages: op.packages.filter((p) => withTopups || p.type === "sim").map(packageJson) }))
          .filter((op) => op.packages.length > 0),
      }))
      .filter((e) => e.operators.length > 0);
    const limit = Number(query.get("limit") || entries.length || 1);
    const page = Number(query.get("page") || 1);
    if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(page) || page < 1) return invalid({ limit: "The limit must be an integer." });
    const slice = entries.slice((page - 1) * limit, page * limit);
    // Laravel keeps the collection's keys after slicing: from page 2 the list becomes an object.
    const data = page === 1 ? slice : Object.fromEntries(slice.map((e, i) => [String((page - 1) * limit + i), e]));
    return { status: 200, body: { pricing, data, ...pageMeta("/packages", query, entries.length, page, limit) } };
  }

  // ---- eSIMs and their usage -------------------------------------------------------------------------
  function statusOf(sim: StandInSim): string {
    const t = now().getTime();
    if (sim.recycledAt) return "RECYCLED";
    if (!sim.activatedAt) return t - sim.createdAt.getTime() > 180 * DAY_MS ? "EXPIRED" : "NOT_ACTIVE";
    if (sim.expiresAt && t >= sim.expiresAt.getTime()) return "EXPIRED";
    if (!sim.unlimited && sim.usedMb >= sim.totalMb) return "FINISHED";
    return "ACTIVE";
  }

  function simJson(sim: StandInSim) {
    const qrcode = `LPA:1$${STANDIN_SMDP_ADDRESS}$${sim.matchingId}`;
    return {
      id: sim.id,
      created_at: formatAiraloDate(sim.createdAt),
      iccid: sim.iccid,
      lpa: STANDIN_SMDP_ADDRESS,
      imsis: null,
      matching_id: sim.matchingId,
      qrcode,
      qrcode_url: `${origin}/qr?id=${sim.id}`,
      airalo_code: null,
      apn_type: "automatic",
      apn_value: null,
      is_roaming: true,
      confirmation_code: null,
      apn: { ios: { apn_type: "automatic", apn_value: null }, android: { apn_type: "automatic", apn_value: null } },
      msisdn: null,
      // As Airalo writes it: the activation code unencoded after carddata=.
      direct_apple_installation_url: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${qrcode}`,
    };
  }

  function orderJson(order: StandInOrder, include: Set<string>, listed: boolean) {
    const { pkg, op } = byId.get(order.packageId)!;
    const base = {
      id: order.id,
      code: order.code,
      currency: "USD",
      package_id: order.packageId,
      quantity: order.iccids.length || 1,
      type: order.type,
      description: order.description,
      esim_type: "Prepaid",
      // The order list writes validity and price as strings, the order answer as numbers.
      validity: listed ? String(pkg.day) : pkg.day,
      package: `${op.title}-${pkg.title}`,
      data: pkg.data,
      price: listed ? pkg.price.toFixed(2) : pkg.price,
      pricing_model: pricing.model,
      net_price: pricing.model === "net_pricing" ? pkg.net_price : null,
      created_at: formatAiraloDate(order.createdAt),
      manual_installation: `<p><b>eSIM name:</b> ${op.title}</p>`,
      qrcode_installation: `<p><b>eSIM name:</b> ${op.title}</p>`,
      installation_guides: { en: `${origin}/installation-guide` },
      text: pkg.text,
      voice: pkg.voice,
      brand_settings_name: null,
    };
    return {
      ...base,
      ...(include.has("sims") && order.type === "sim" ? { sims: order.iccids.map((i) => simJson(sims.get(i)!)) } : {}),
      ...(include.has("status") ? { status: { name: order.status === "completed" ? "Completed" : "Failed", slug: order.status } } : {}),
    };
  }

  function usageJson(sim: StandInSim) {
    return {
      remaining: sim.unlimited ? 0 : Math.max(0, sim.totalMb - sim.usedMb),
      total: sim.unlimited ? 0 : sim.totalMb,
      expired_at: sim.expiresAt ? formatAiraloDate(sim.expiresAt) : null,
      is_unlimited: sim.unlimited,
      status: statusOf(sim),
      remaining_voice: 0,
      remaining_text: 0,
      total_voice: 0,
      total_text: 0,
    };
  }

  function historyJson(sim: StandInSim) {
    let used = sim.usedMb;
    return sim.bought.map((b) => {
      // Data is used from the oldest package on.
      const take = Math.min(used, b.pkg.amount);
      used -= take;
      const activatedAt = sim.activatedAt ? new Date(Math.max(sim.activatedAt.getTime(), b.at.getTime())) : null;
      return {
        id: b.historyId,
        status: statusOf(sim),
        remaining: b.pkg.amount - take,
        activated_at: activatedAt?.toISOString().replace(".000Z", "+00:00") ?? null,
        expired_at: sim.expiresAt?.toISOString().replace(".000Z", "+00:00") ?? null,
        finished_at: null,
        package: { id: b.pkg.id, type: b.pkg.type, price: b.pkg.price, net_price: b.pkg.net_price, amount: b.pkg.amount, day: b.pkg.day, is_unlimited: b.pkg.is_unlimited, title: b.pkg.title, data: b.pkg.data, short_info: null },
      };
    });
  }

  // ---- orders ---------------------------------------------------------------------------------------
  const orderCode = (id: number, at: Date) => `${at.toISOString().slice(0, 10).replace(/-/g, "")}-${String(id).padStart(6, "0")}`;

  /** The checks POST /orders and POST /orders-async share; null when the order can be made. */
  function orderRefusal(body: Record<string, unknown>): Answer | null {
    const packageId = typeof body.package_id === "string" ? body.package_id : "";
    const quantity = Number(body.quantity);
    const sandbox = AIRALO_SANDBOX_FAILURE_PACKAGES;
    if (packageId === sandbox.insufficientBalance) return business(AIRALO_CODES.insufficientCredit, "Insufficient Airalo Credit: sandbox test package.");
    if (packageId === sandbox.maintenance) return business(AIRALO_CODES.operatorMaintenance, "The requested operator is currently undergoing maintenance. Please try again later.");
    if (packageId === sandbox.topupDisabled) return business(AIRALO_CODES.topupDisabled, "The requested top-up has been disabled by the operator.");
    if (packageId === sandbox.notEnoughStock) return business(AIRALO_CODES.insufficientStock, "Insufficient stock of eSIMs remaining: 0. Please try your request again later.");
    if (packageId === sandbox.outOfStock) return business(AIRALO_CODES.packageOutOfStock, "The requested eSIM package is invalid or it is currently out of stock. Please try again later.");
    const fields: Record<string, string> = {};
    const known = byId.get(packageId);
    if (!packageId) fields.package_id = "The package id field is required.";
    else if (!known || known.pkg.type !== "sim") fields.package_id = "The selected package is invalid.";
    if (!Number.isInteger(quantity) || quantity < 1) fields.quantity = "The quantity must be at least 1.";
    else if (quantity > 50) fields.quantity = "The quantity may not be greater than 50.";
    if (Object.keys(fields).length > 0) return invalid(fields);
    const left = stock.get(packageId);
    if (left === 0) return business(AIRALO_CODES.packageOutOfStock, "The requested eSIM package is invalid or it is currently out of stock. Please try again later.");
    if (left !== undefined && left < quantity) return invalid({ quantity: `SIM quantity is not available. Available quantity: ${left}.` });
    const cost = costE4(known!.pkg) * quantity;
    if (cost > balance) return business(AIRALO_CODES.insufficientCredit, `Insufficient Airalo Credit: ${usd(balance)} USD available.`);
    return null;
  }

  function takeOrder(body: Record<string, unknown>, requestId: string | null): StandInOrder {
    const packageId = String(body.package_id);
    const quantity = Number(body.quantity);
    const { pkg, op } = byId.get(packageId)!;
    balance -= costE4(pkg) * quantity;
    const left = stock.get(packageId);
    if (left !== undefined) stock.set(packageId, left - quantity);
    const at = now();
    const id = next();
    const order: StandInOrder = {
      id,
      code: orderCode(id, at),
      type: "sim",
      packageId,
      description: typeof body.description === "string" && body.description !== "" ? body.description : null,
      createdAt: at,
      iccids: [],
      status: "completed",
      requestId,
    };
    for (let i = 0; i < quantity; i++) {
      const n = next();
      const sim: StandInSim = {
        id: n,
        // 19 digits under an issuer prefix like Airalo's (89 10 300...), with a valid Luhn digit.
        iccid: iccidFrom(derive("iccid", n), 19, "8910300"),
        matchingId: matchingIdOf(n),
        createdAt: at,
        orderId: id,
        operatorId: op.id,
        unlimited: pkg.is_unlimited,
        totalMb: pkg.amount,
        usedMb: 0,
        days: pkg.day,
        activatedAt: null,
        expiresAt: null,
        recycledAt: null,
        bought: [{ historyId: next(), pkg, at }],
      };
      sims.set(sim.iccid, sim);
      order.iccids.push(sim.iccid);
    }
    orders.push(order);
    return order;
  }

  function processAsync(body: Record<string, unknown>, requestId: string, url: string): void {
    // Stock or credit can be gone by the time Airalo processes the order: then the webhook says why.
    const refusal = orderRefusal(body);
    if (refusal) {
      const reason = (refusal.body as { reason?: string }).reason ?? "The order could not be processed.";
      dispatch("async-order", url, { data: { request_id: requestId, package_id: body.package_id, description: body.description ?? null, reason }, meta: { message: "failed" } });
      return;
    }
    const order = takeOrder(body, requestId);
    dispatch("async-order", url, { data: { ...orderJson(order, new Set(["sims"]), false), request_id: requestId }, meta: { message: "success" } });
  }

  function topup(body: Record<string, unknown>): Answer {
    const packageId = typeof body.package_id === "string" ? body.package_id : "";
    const iccid = typeof body.iccid === "string" ? body.iccid : "";
    if (!packageId || !iccid) return invalid({ ...(!iccid && { iccid: "The iccid field is required." }), ...(!packageId && { package_id: "The package id field is required." }) });
    if (packageId === AIRALO_SANDBOX_FAILURE_PACKAGES.topupDisabled) return business(AIRALO_CODES.topupDisabled, "The requested top-up has been disabled by the operator.");
    const sim = sims.get(iccid);
    if (!sim) return invalid({ iccid: "The selected iccid is invalid." });
    if (sim.recycledAt) return business(AIRALO_CODES.recycled, `The eSIM with iccid ${iccid} has been recycled. It can no longer be used or topped up.`);
    const known = byId.get(packageId);
    if (!known || known.pkg.type !== "topup" || known.op.id !== sim.operatorId) return invalid({ package_id: "invalid topup package" });
    const cost = costE4(known.pkg);
    if (cost > balance) return business(AIRALO_CODES.insufficientCredit, `Insufficient Airalo Credit: ${usd(balance)} USD available.`);
    balance -= cost;
    const at = now();
    sim.totalMb += known.pkg.amount;
    // Days run from the end of the current validity, or from now when it has ended.
    if (sim.expiresAt) sim.expiresAt = new Date(Math.max(sim.expiresAt.getTime(), at.getTime()) + known.pkg.day * DAY_MS);
    else sim.days += known.pkg.day;
    sim.bought.push({ historyId: next(), pkg: known.pkg, at });
    const id = next();
    const order: StandInOrder = {
      id,
      code: orderCode(id, at),
      type: "topup",
      packageId,
      description: typeof body.description === "string" && body.description !== "" ? body.description : `Topup (${iccid})`,
      createdAt: at,
      iccids: [iccid],
      status: "completed",
      requestId: null,
    };
    orders.push(order);
    return ok(orderJson(order, new Set(), false));
  }

  /** MySQL's LIKE '%x%' under a case-insensitive collation, as Airalo's filters are documented. */
  const like = (value: string | null, needle: string) => value !== null && value.toLowerCase().includes(needle.toLowerCase());

  function listOrders(query: URLSearchParams): Answer {
    const limit = Number(query.get("limit") || 50);
    const page = Number(query.get("page") || 1);
    const fields: Record<string, string> = {};
    if (!Number.isInteger(limit) || limit < 1) fields.limit = "The limit must be an integer.";
    if (!Number.isInteger(page) || page < 1) fields.page = "The page must be an integer.";
    if (Object.keys(fields).length > 0) return invalid(fields);
    const description = query.get("filter[description]");
    const iccid = query.get("filter[iccid]");
    const code = query.get("filter[code]");
    const status = query.get("filter[order_status]");
    const include = new Set((query.get("include") ?? "").split(",").filter(Boolean));
    const matching = orders
      .filter((o) => (description === null || like(o.description, description)) && (iccid === null || o.iccids.some((i) => i.includes(iccid))))
      .filter((o) => (code === null || o.code.includes(code)) && (status === null || o.status === status))
      // Newest first, as Airalo lists them.
      .toReversed();
    const slice = matching.slice((page - 1) * limit, page * limit).map((o) => orderJson(o, include, true));
    return { status: 200, body: { data: slice, ...pageMeta("/orders", query, matching.length, page, limit) } };
  }

  function refund(body: Record<string, unknown>): Answer {
    const iccids = Array.isArray(body.iccids) ? body.iccids.map(String) : [];
    const reason = typeof body.reason === "string" ? body.reason : "";
    if (iccids.length === 0) return { status: 422, body: { data: [], meta: { message: "The iccids field is required." } } };
    if (iccids.length > 5) return invalid({ iccids: "The iccids may not have more than 5 items." });
    if (!REFUND_REASONS.has(reason)) return invalid({ reason: `The selected reason is invalid. It must be one of the following: ${[...REFUND_REASONS].join(", ")}` });
    if (reason === "OTHERS" && typeof body.notes !== "string") return invalid({ notes: "The notes field is required when reason is OTHERS." });
    const foreign = iccids.filter((i) => !sims.has(i));
    if (foreign.length > 0) return { status: 422, body: { data: [], meta: { message: `The following ICCIDs do not belong to your company: ${foreign.join(", ")}` } } };
    // A second request for the same eSIMs answers the first one's id (Airalo does not document a repeat).
    const earlier = refunds.find((r) => r.iccids.join() === iccids.join());
    const refundId = earlier?.refundId ?? String(next());
    if (!earlier) refunds.push({ refundId, iccids, reason });
    return ok({ refund_id: refundId, created_at: formatAiraloDate(now()).slice(0, 16) }, 202);
  }

  // ---- HTTP ---------------------------------------------------------------------------------------------
  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const type = req.headers["content-type"] ?? "";
    if (raw === "") return {};
    if (type.includes("application/json")) {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    }
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(raw)) {
      // PHP's form arrays: iccids[]=1&iccids[]=2.
      if (key.endsWith("[]")) ((fields[key.slice(0, -2)] ??= []) as unknown[]).push(value);
      else fields[key] = value;
    }
    return fields;
  }

  function send(res: ServerResponse, answer: Answer): void {
    const headers: Record<string, string> = { ...answer.headers };
    if (answer.raw !== undefined) {
      res.writeHead(answer.status, { ...headers, "content-type": "text/html; charset=UTF-8" }).end(answer.raw);
      return;
    }
    res.writeHead(answer.status, { ...headers, "content-type": "application/json" }).end(JSON.stringify(answer.body));
  }

  function gatewayFailure(status: number): Answer {
    // A gateway in front of Airalo answers 502 and 504 with an HTML page; Laravel's own 5xx is JSON.
    if (status === 502 || status === 504) return { status, body: null, raw: `<html><body><h1>${status} ${status === 502 ? "Bad Gateway" : "Gateway Time-out"}</h1></body></html>` };
    return { status, body: { message: "Server Error" } };
  }

  function bearer(req: IncomingMessage): string | null {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const token = m?.[1] ?? null;
    const expires = token === null ? undefined : tokens.get(token);
    return expires !== undefined && expires > now().getTime() ? token : null;
  }

  /** Airalo's per-endpoint counters; every answer of a limited route says what is left. */
  function rateLimitCheck(route: StandInRoute, token: string | null, iccid: string | null): { headers: Record<string, string>; refused: Answer | null } {
    const rule = LIMITS[route];
    if (!rule) return { headers: {}, refused: null };
    const key = `${route}|${rule.key === "token" ? token : rule.key === "iccid" ? iccid : "client"}`;
    const t = now().getTime();
    let w = windows.get(key);
    if (!w || t - w.startMs >= rule.windowMs) windows.set(key, (w = { startMs: t, used: 0 }));
    const resetSeconds = Math.ceil((w.startMs + rule.windowMs) / 1000);
    if (w.used >= rule.limit) return { headers: {}, refused: tooMany(Math.max(1, resetSeconds - Math.floor(t / 1000)), rule.limit) };
    w.used += 1;
    return { headers: { "x-ratelimit-limit": String(rule.limit), "x-ratelimit-remaining": String(rule.limit - w.used) }, refused: null };
  }

  function tooMany(retryAfterSeconds: number, limit = 60): Answer {
    return {
      status: 429,
      body: { message: "Too Many Attempts." },
      headers: {
        "retry-after": String(retryAfterSeconds),
        "x-ratelimit-limit": String(limit),
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": String(Math.floor(now().getTime() / 1000) + retryAfterSeconds),
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const matched = ROUTES.map(([method, re, route]) => ({ method, m: re.exec(url.pathname), route })).find((r) => r.m && r.method === req.method);
    const entry: { route: StandInRoute | "unknown"; status: number | null } = { route: matched?.route ?? "unknown", status: null };
    requests.push(entry);
    const reply = (answer: Answer) => {
      entry.status = answer.status;
      send(res, answer);
    };
    if (!matched) return reply({ status: 404, body: { message: "Not Found" } });
    const { route } = matched;
    const param = matched.m![1] ?? null;
    const body = req.method === "POST" ? await bodyOf(req) : {};

    const forced429 = limited.get(route);
    if (forced429 !== undefined) {
      limited.delete(route);
      return reply(tooMany(forced429));
    }
    const failure = failures.get(route);
    const spend = () => {
      if (!failure) return;
      failure.times -= 1;
      if (failure.times <= 0) failures.delete(route);
    };
    if (failure && !failure.afterCommit) {
      spend();
      return reply(gatewayFailure(failure.status));
    }
    const token = route === "POST /token" ? null : bearer(req);
    if (route !== "POST /token" && token === null) {
      return reply({ status: 401, body: { data: [], meta: { message: "Authentication failed. This could be due to an expired token, please generate a new token." } } });
    }
    const limit = rateLimitCheck(route, token, param);
    if (limit.refused) return reply(limit.refused);

    const answer = await route_(route, param, url.searchParams, body);
    answer.headers = { ...limit.headers, ...answer.headers };
    if (failure?.afterCommit) {
      spend();
      return reply(gatewayFailure(failure.status));
    }
    if (hangs.has(route)) {
      // Done, and the answer lost: the caller can only find out by asking.
      hangs.delete(route);
      hung.add(res);
      return;
    }
    reply(answer);
  }

  async function route_(route: StandInRoute, param: string | null, query: URLSearchParams, body: Record<string, unknown>): Promise<Answer> {
    const sim = param === null ? undefined : sims.get(param);
    switch (route) {
      case "POST /token": {
        const fields: Record<string, string> = {};
        for (const f of ["client_id", "client_secret", "grant_type"]) if (typeof body[f] !== "string" || body[f] === "") fields[f] = `The ${f.replace("_", " ")} field is required.`;
        if (Object.keys(fields).length > 0) return invalid(fields);
        if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret || body.grant_type !== "client_credentials") {
          return { status: 401, body: { data: [], meta: { message: "Unauthorized: the client credentials are not valid." } } };
        }
        const token = `standin.${derive("token", next()).toString("base64url")}`;
        const lifetime = options.tokenLifetimeSeconds ?? 31_622_400;
        tokens.set(token, now().getTime() + lifetime * 1000);
        return ok({ token_type: "Bearer", expires_in: lifetime, access_token: token });
      }
      case "GET /packages":
        return listPackages(query);
      case "POST /orders": {
        const refusal = orderRefusal(body);
        if (refusal) return refusal;
        return ok(orderJson(takeOrder(body, null), new Set(["sims"]), false));
      }
      case "POST /orders-async": {
        const target = typeof body.webhook_url === "string" && body.webhook_url !== "" ? body.webhook_url : options.webhookUrl;
        if (!target) return { status: 422, body: { reason: "User is not opted in and no webhook URL provided." } };
        const fields: Record<string, string> = {};
        const known = byId.get(String(body.package_id ?? ""));
        if (!known && !Object.values(AIRALO_SANDBOX_FAILURE_PACKAGES).includes(String(body.package_id) as never)) fields.package_id = "The selected package is invalid.";
        if (Object.keys(fields).length > 0) return invalid(fields);
        const requestId = requestIdOf(next());
        // Processed once the acceptance is on its way, as Airalo's queue does.
        setImmediate(() => processAsync(body, requestId, target));
        return ok({ request_id: requestId, accepted_at: formatAiraloDate(now()) }, 202);
      }
      case "POST /orders/topups":
        return topup(body);
      case "GET /orders":
        return listOrders(query);
      case "GET /orders/:id": {
        const order = orders.find((o) => String(o.id) === param);
        return order ? ok(orderJson(order, new Set((query.get("include") ?? "").split(",")), false)) : notFound();
      }
      case "GET /sims/:iccid": {
        if (!sim) return notFound();
        const order = orders.find((o) => o.id === sim.orderId)!;
        return ok({
          ...simJson(sim),
          voucher_code: null,
          brand_settings_name: null,
          sharing: { link: null, access_code: null },
          recycled: sim.recycledAt !== null,
          recycled_at: sim.recycledAt ? formatAiraloDate(sim.recycledAt) : null,
          simable: orderJson(order, new Set(["status"]), true),
        });
      }
      case "GET /sims/:iccid/usage":
        return sim ? { status: 200, body: { data: usageJson(sim), meta: { message: "api.succes" } } } : notFound();
      case "GET /sims/:iccid/packages":
        return sim ? { status: 200, body: { pricing, data: historyJson(sim) } } : notFound();
      case "GET /sims/:iccid/topups": {
        if (!sim) return notFound();
        if (sim.recycledAt) return business(AIRALO_CODES.recycled, `The eSIM with iccid ${sim.iccid} has been recycled. It can no longer be used or topped up.`);
        const op = [...byId.values()].find((k) => k.op.id === sim.operatorId)!.op;
        return { status: 200, body: { pricing, data: op.packages.filter((p) => p.type === "topup").map(packageJson) } };
      }
      case "GET /balance":
        return ok({ balances: { name: "balance", availableBalance: { amount: usd(balance), currency: "USD" } } });
      case "POST /refund":
        return refund(body);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, { status: 500, body: { message: "Server Error" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const simOf = (iccid: string) => {
    const sim = sims.get(iccid);
    if (!sim) throw new RangeError(`no such eSIM at the stand-in: ${iccid}`);
    return sim;
  };

  const control: AiraloStandInControl = {
    requests,
    count: (route) => requests.filter((r) => r.route === route).length,
    fail(route, status, opts = {}) {
      failures.set(route, { status, times: opts.times ?? 1, afterCommit: opts.afterCommit ?? false });
    },
    clearFailures: (route) => void failures.delete(route),
    hang: (route) => void hangs.add(route),
    rateLimit: (route, seconds) => void limited.set(route, seconds),
    setStock(packageId, left) {
      if (left === null) stock.delete(packageId);
      else stock.set(packageId, left);
    },
    setBalance(amount) {
      balance = usdToE4(amount);
    },
    balanceE4: () => balance,
    revokeTokens: () => tokens.clear(),
    use(iccid, mb) {
      const sim = simOf(iccid);
      if (!sim.activatedAt) {
        sim.activatedAt = now();
        sim.expiresAt = new Date(now().getTime() + sim.days * DAY_MS);
      }
      sim.usedMb = sim.unlimited ? sim.usedMb + mb : Math.min(sim.totalMb, sim.usedMb + mb);
    },
    recycle(iccid) {
      simOf(iccid).recycledAt = now();
    },
    sim(iccid) {
      const sim = sims.get(iccid);
      return sim ? simJson(sim) : null;
    },
    orders: () => orders.map((o) => ({ ...o, iccids: [...o.iccids] })),
    refunds: () => refunds.map((r) => ({ ...r, iccids: [...r.iccids] })),
    lowData(iccid, level) {
      const sim = simOf(iccid);
      if (!options.webhookUrl) throw new RangeError("the stand-in has no webhook URL opted in");
      const pkg = sim.bought.at(-1)!.pkg;
      const percentage = sim.unlimited || sim.totalMb === 0 ? 0 : Math.round(((sim.totalMb - sim.usedMb) * 100) / sim.totalMb);
      dispatch("low-data", options.webhookUrl, { level, package_name: pkg.id, remaining_percentage: percentage, iccid });
    },
    webhooks: {
      hold() {
        holding = true;
      },
      async release(opts = {}) {
        holding = false;
        const batch = outbox.splice(0, outbox.length);
        if (opts.reverse) batch.reverse();
        for (const w of batch) {
          deliver(w);
          if (opts.twice) deliver(w);
        }
        await control.webhooks.settle();
      },
      drop: () => outbox.splice(0, outbox.length).length,
      held: () => outbox.length,
      async settle() {
        // Async orders are processed on the next turn, then their webhook goes out.
        await new Promise<void>((resolve) => setImmediate(resolve));
        while (sending.size > 0) await Promise.all([...sending]);
      },
      delivered,
    },
  };

  return {
    baseUrl: `${origin}/v2`,
    control,
    async close() {
      await control.webhooks.settle();
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
