/**
 * eSIM Access (esimaccess.com) as an EsimSupplier (docs/suppliers/esimaccess.md): a wholesale
 * supplier with a prepaid balance, whose orders answer an order number at once and allocate
 * the profiles within about 30 seconds.
 *
 * Every call is a signed POST (esimaccess-wire.ts), paced to the supplier's 8 requests a second
 * for the account (request-pacer.ts), with a time-out. Every failure becomes a SupplierError of
 * one kind (esimaccess-errors.ts). Reads are retried with back-off when the failure is
 * `retryable`; orders and top-ups never are: the supplier does not document what a repeated
 * transaction id does, so an `ambiguous` order is reconciled through `findOrder`, which searches
 * the profiles of a time window for our reference (their `transactionId`).
 *
 * Webhooks are unsigned: the address registered with `saveWebhook` ends in a secret token, and
 * `readWebhook` compares it in constant time. Each notification is only a hint to read the state
 * back; repeats carry the same `notifyId`, passed on as `eventId` for the store to drop.
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { parseActivationCode } from "../../../../shared/esim/activation-rules.ts";
import type { InstallState, ValidityState } from "../../../../shared/order-states.ts";
import { createRequestPacer, realSleep } from "../request-pacer.ts";
import {
  SupplierError,
  type EsimSupplier,
  type FindOrderContext,
  type FoundOrder,
  type SupplierCapabilities,
  type SupplierEvent,
  type SupplierOrder,
  type SupplierPackage,
  type SupplierProfile,
  type UsdE4,
  type WebhookDelivery,
} from "../supplier.ts";
import { envelopeError, httpError, retryAfterMs, transportError, type Repeat } from "./esimaccess-errors.ts";
import {
  DATA_TYPE,
  ESIMACCESS_API_PATH,
  HEADER,
  isSuccess,
  parseWireTime,
  signRequest,
  wireTime,
  type EsimStatus,
  type SmdpStatus,
  type WireLocation,
  type WirePackage,
  type WirePager,
  type WireProfile,
} from "./esimaccess-wire.ts";

export const ESIMACCESS_CAPABILITIES: SupplierCapabilities = {
  orders: "asynchronous",
  // "Provide a unique transactionId" is all the documentation says of a repeat.
  idempotentOrders: false,
  // esim/cancel refunds an unused profile (GOT_RESOURCE, RELEASED) to the balance at once.
  cancel: "automatic",
  // DATA_USAGE at 50, 80 and 90 %; esim/query carries the usage too.
  usage: "pushed-and-polled",
  topupByIccid: true,
  installLinks: ["lpa", "qr-image"],
  sandbox: "none",
  signedWebhooks: false,
};

/** The path of the webhook address the store registers (`saveWebhook`), ending in the secret token. */
/**
 * eSIM Access allows 8 requests a second per account. Paced at exactly that, 9 to 12 arrive in
 * some second, since the time from sending to arriving varies; 8 per 1.2 s kept every second at 8
 * or fewer in the provisioning benchmark (docs/PERFORMANCE.md#provisioning-through-a-supplier).
 */
export const ESIMACCESS_PACE = { limit: 8, windowMs: 1200 };

export const esimAccessWebhookPath = (token: string) => `/webhooks/esimaccess/${token}`;

/** At least 128 bits of a URL-safe alphabet: the token is the only thing that authenticates a webhook. */
const WEBHOOK_TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export interface EsimAccessOptions {
  accessCode: string;
  secretKey: string;
  /** "https://api.esimaccess.com" (ESIMACCESS_BASE_URL), or the stand-in's address. */
  baseUrl: string;
  /** The secret last segment of the webhook address. */
  webhookToken: string;
  fetch?: typeof fetch;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** Per request (default 15 s); the catalogue, one answer of thousands of packages, gets `listTimeoutMs` (60 s). */
  timeoutMs?: number;
  listTimeoutMs?: number;
  /** Further attempts of a read after a `retryable` failure (default 3), waiting 250 ms, 500 ms, 1 s… or what the supplier asked. */
  retries?: number;
  /** A read the supplier asks to come back to later than this is not waited for: its `retryable` error is thrown. */
  maxRetryWaitMs?: number;
  rateLimit?: { limit: number; windowMs: number };
  /** How long after an attempt an order it took must show in the search (allocation takes up to about 30 s). */
  allocationGraceMs?: number;
  /** How far back `findOrder` searches when it does not know when the attempt was made. */
  reconcileWindowMs?: number;
}

export interface EsimAccessSupplier extends EsimSupplier {
  /** Registers where the supplier sends its notifications (webhook/save); it sends CHECK_HEALTH there. */
  saveWebhook(url: string): Promise<void>;
}

const INSTALL_STATES: Record<SmdpStatus, InstallState> = {
  RELEASED: "UNDOWNLOAD",
  DOWNLOAD: "DOWNLOAD",
  INSTALLATION: "INSTALLED",
  ENABLED: "ENABLED",
  DISABLED: "DISABLED",
  DELETED: "DELETED",
};

const VALIDITY_STATES: Record<EsimStatus, ValidityState> = {
  GOT_RESOURCE: "VALID",
  IN_USE: "INUSE",
  // Paused, but its validity keeps running.
  SUSPENDED: "INUSE",
  USED_UP: "USAGE_FINISHED",
  USED_EXPIRED: "TIME_FINISHED",
  UNUSED_EXPIRED: "EXPIRED",
  // Cancelled (refunded) or revoked: it will never connect again.
  CANCEL: "EXPIRED",
  REVOKE: "EXPIRED",
  REVOKED: "EXPIRED",
};

const PAGE_SIZE = 100;
/** 5,000 profiles: beyond that a time window is too busy to search, and the answer is `unknown-yet`. */
const MAX_PAGES = 50;
/** Our clock and the supplier's may disagree by this much when searching a time window. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** Location names change rarely; asked again after this. */
const LOCATIONS_TTL_MS = 24 * 3_600_000;
/** Ambiguous attempts remembered in this process for `findOrder`, oldest forgotten first. */
const MAX_REMEMBERED_ATTEMPTS = 10_000;

/** A table's entry for a key the supplier sent; never one of Object's own properties ("toString"). */
const lookup = <V>(table: Record<string, V>, key: unknown): V | undefined => (typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined);

type Answer<T> = { refused: null; obj: T } | { refused: string; obj: null };

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

export function createEsimAccessSupplier(options: EsimAccessOptions): EsimAccessSupplier {
  if (!WEBHOOK_TOKEN.test(options.webhookToken)) throw new RangeError("the webhook token must be 22 to 128 characters of A-Z, a-z, 0-9, _ and -");
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const listTimeoutMs = options.listTimeoutMs ?? 60_000;
  const retries = options.retries ?? 3;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 10_000;
  const allocationGraceMs = options.allocationGraceMs ?? 10 * 60_000;
  const reconcileWindowMs = options.reconcileWindowMs ?? 24 * 3_600_000;
  const pacer = createRequestPacer({ ...(options.rateLimit ?? ESIMACCESS_PACE), now: () => now().getTime(), sleep });
  const apiBase = options.baseUrl.replace(/\/+$/, "") + ESIMACCESS_API_PATH;
  const ambiguousAttempts = new Map<string, Date>();
  let regionNames: { at: number; names: Map<string, string> } | null = null;

  /** One signed request; throws a classified SupplierError, or answers the envelope's `obj`. */
  async function once<T>(path: string, text: string, repeat: Repeat, timeout: number, pass: readonly string[]): Promise<Answer<T>> {
    await pacer.turn();
    const timestamp = String(now().getTime());
    const requestId = randomUUID();
    const signature = signRequest({ timestamp, requestId, accessCode: options.accessCode, body: text }, options.secretKey);
    let res: Response;
    let body: string;
    try {
      res = await fetchFn(`${apiBase}/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [HEADER.accessCode]: options.accessCode,
          [HEADER.timestamp]: timestamp,
          [HEADER.requestId]: requestId,
          [HEADER.signature]: signature,
        },
        body: text,
        signal: AbortSignal.timeout(timeout),
      });
      body = await res.text();
    } catch (error) {
      throw transportError(error, repeat);
    }
    if (!res.ok) throw httpError(res.status, retryAfterMs(res.headers.get("retry-after"), now().getTime()), repeat);
    let envelope: { success?: unknown; errorCode?: unknown; errorMsg?: unknown; obj?: unknown };
    try {
      envelope = JSON.parse(body) as typeof envelope;
      if (typeof envelope !== "object" || envelope === null) throw new SyntaxError("not an object");
    } catch {
      // It answered, so the request arrived: an order may have been taken.
      throw new SupplierError(repeat === "idempotent" ? "retryable" : "ambiguous", `eSIM Access answered ${path} with something other than its envelope`, "UNREADABLE");
    }
    if (isSuccess(envelope)) return { refused: null, obj: envelope.obj as T };
    const code = envelope.errorCode === null || envelope.errorCode === undefined ? null : String(envelope.errorCode);
    if (code !== null && pass.includes(code)) return { refused: code, obj: null };
    throw envelopeError(code, str(envelope.errorMsg), repeat);
  }

  /** A call, retried with back-off when it may be (a `retryable` failure of an idempotent call). */
  async function call<T>(path: string, body: object, repeat: Repeat, { pass = [] as readonly string[], timeout = timeoutMs } = {}): Promise<Answer<T>> {
    const text = JSON.stringify(body);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once<T>(path, text, repeat, timeout, pass);
      } catch (error) {
        if (!(error instanceof SupplierError) || error.failure !== "retryable" || repeat !== "idempotent" || attempt > retries) throw error;
        const wait = error.retryAfterMs ?? 250 * 2 ** (attempt - 1);
        if (wait > maxRetryWaitMs) throw error;
        await sleep(wait);
      }
    }
  }

  /** A read whose every refusal is an error, answering an object: `obj`. */
  async function obj<T extends object>(path: string, body: object, timeout?: number): Promise<T> {
    const answer = (await call<T>(path, body, "idempotent", { timeout })).obj;
    if (typeof answer !== "object" || answer === null) throw new SupplierError("invalid", `eSIM Access answered ${path} without its object`);
    return answer;
  }

  /** The names of the supplier's regions ("EU-42" → "Europe"), kept a day. */
  async function regions(): Promise<Map<string, string>> {
    if (regionNames && now().getTime() - regionNames.at < LOCATIONS_TTL_MS) return regionNames.names;
    const { locationList } = await obj<{ locationList?: WireLocation[] }>("location/list", {});
    const names = new Map((locationList ?? []).filter((l) => l.type === 2).map((l) => [l.code, l.name]));
    regionNames = { at: now().getTime(), names };
    return names;
  }

  /**
   * A package in the store's units, or null for one the store cannot describe (another currency,
   * an unknown kind of allowance or unit of time): not sold rather than sold wrong.
   */
  function toPackage(p: WirePackage, kind: SupplierPackage["kind"], names: Map<string, string>): SupplierPackage | null {
    if (p.currencyCode !== "USD" || !Number.isInteger(p.price) || !Number.isInteger(p.volume)) return null;
    if (p.dataType !== DATA_TYPE.total && p.dataType !== DATA_TYPE.daily) return null;
    const days = p.durationUnit === "DAY" ? p.duration : p.durationUnit === "MONTH" ? p.duration * 30 : null;
    if (days === null || !(days > 0)) return null;
    const countries = [...new Set((p.location ?? "").split(",").map((c) => c.trim().toUpperCase()))].filter((c) => /^[A-Z]{2}$/.test(c));
    if (countries.length === 0) return null;
    const daily = p.dataType === DATA_TYPE.daily;
    return {
      code: p.packageCode,
      kind,
      name: p.name,
      countries,
      region: countries.length > 1 ? (names.get(p.locationCode) ?? p.locationCode) : null,
      dataBytes: daily ? null : p.volume,
      dailyBytes: daily ? p.volume : null,
      validityDays: days,
      // The supplier prices in US dollars × 10,000 already: UsdE4 as it is.
      cost: p.price,
      // retailPrice is a suggestion, not a floor.
      minimumPrice: null,
      speedAfter: str(p.fupPolicy),
      hotspot: null,
      networks: (p.locationNetworkList ?? []).flatMap((l) =>
        (l.operatorList ?? []).map((o) => ({ country: l.locationCode.toUpperCase(), operator: o.operatorName, generation: str(o.networkType) })),
      ),
    };
  }

  async function packages(filter: object, kind: SupplierPackage["kind"]): Promise<SupplierPackage[]> {
    const names = await regions();
    const { packageList } = await obj<{ packageList?: WirePackage[] }>("package/list", filter, listTimeoutMs);
    return (packageList ?? []).map((p) => toPackage(p, kind, names)).filter((p) => p !== null);
  }

  function toProfile(row: WireProfile): SupplierProfile {
    const parts = parseActivationCode(row.ac ?? "");
    const install = lookup(INSTALL_STATES, row.smdpStatus);
    const validity = lookup(VALIDITY_STATES, row.esimStatus);
    if (!parts || !install || !validity || !str(row.iccid) || !str(row.esimTranNo)) {
      throw new SupplierError("invalid", `eSIM Access profile ${row.esimTranNo} cannot be read (ac, smdpStatus ${row.smdpStatus}, esimStatus ${row.esimStatus})`);
    }
    const activatedAt = parseWireTime(row.activateTime);
    const total = num(row.totalVolume);
    return {
      ref: row.esimTranNo,
      iccid: row.iccid,
      activationCode: row.ac,
      smdpAddress: parts.smdpAddress,
      matchingId: parts.matchingId,
      qrImageUrl: str(row.qrCodeUrl),
      appleInstallUrl: null,
      install,
      validity,
      dataUsedBytes: Math.max(0, num(row.orderUsage) ?? 0),
      dataTotalBytes: total !== null && total > 0 ? total : null,
      activatedAt,
      // Before activation `expiredTime` is the last day to activate, not the end of a validity.
      expiresAt: activatedAt ? parseWireTime(row.expiredTime) : null,
    };
  }

  /** Every row of an esim/query, page by page; null when the supplier answered a `pass` code. */
  async function query(filter: object, pass: readonly string[] = []): Promise<{ rows: WireProfile[]; complete: boolean } | { refused: string }> {
    const rows: WireProfile[] = [];
    for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum++) {
      const answer = await call<{ esimList?: WireProfile[]; pager?: WirePager } | null>("esim/query", { ...filter, pager: { pageNum, pageSize: PAGE_SIZE } }, "idempotent", { pass });
      if (answer.refused !== null) return { refused: answer.refused };
      const page = answer.obj?.esimList ?? [];
      rows.push(...page);
      if (page.length < PAGE_SIZE || rows.length >= (answer.obj?.pager?.total ?? 0)) return { rows, complete: true };
    }
    return { rows, complete: false };
  }

  const allocated = (orderNo: string, rows: WireProfile[]): SupplierOrder => ({ state: "allocated", supplierOrderRef: orderNo, profiles: rows.map(toProfile) });

  function remember(reference: string): void {
    if (ambiguousAttempts.size >= MAX_REMEMBERED_ATTEMPTS) ambiguousAttempts.delete(ambiguousAttempts.keys().next().value!);
    ambiguousAttempts.set(reference, now());
  }

  function tokenMatches(given: string | undefined): boolean {
    if (!given) return false;
    // Digests are of equal length whatever was given, as timingSafeEqual needs.
    const digest = (s: string) => createHash("sha256").update(s).digest();
    return timingSafeEqual(digest(given), digest(options.webhookToken));
  }

  return {
    name: "esimaccess",
    capabilities: ESIMACCESS_CAPABILITIES,

    async listPackages() {
      return [...(await packages({ type: "BASE" }, "base")), ...(await packages({ type: "TOPUP" }, "topup"))];
    },

    topupPackagesFor(profile) {
      return packages({ type: "TOPUP", iccid: profile.iccid }, "topup");
    },

    async balance(): Promise<UsdE4> {
      const { balance } = await obj<{ balance?: unknown }>("balance/query", {});
      const e4 = num(balance);
      if (e4 === null) throw new SupplierError("invalid", "eSIM Access answered a balance that is not a number");
      return e4;
    },

    async order(request) {
      const item = { packageCode: request.packageCode, count: 1, ...(request.days === undefined ? {} : { periodNum: request.days }) };
      let answer: { orderNo?: unknown } | null;
      try {
        ({ obj: answer } = await call<{ orderNo?: unknown } | null>("esim/order", { transactionId: request.reference, packageInfoList: [item] }, "not-idempotent"));
      } catch (error) {
        if (error instanceof SupplierError && error.failure === "ambiguous") remember(request.reference);
        throw error;
      }
      const orderNo = str(answer?.orderNo);
      if (!orderNo) {
        remember(request.reference);
        throw new SupplierError("ambiguous", "eSIM Access took the order without an order number");
      }
      return { state: "pending", supplierOrderRef: orderNo };
    },

    async findOrder(reference: string, context?: FindOrderContext): Promise<FoundOrder> {
      const attemptedAt = context?.attemptedAt ?? ambiguousAttempts.get(reference) ?? null;
      const t = now().getTime();
      const start = attemptedAt ? attemptedAt.getTime() - CLOCK_SLACK_MS : t - reconcileWindowMs;
      const found = await query({ startTime: wireTime(new Date(start)), endTime: wireTime(new Date(t + CLOCK_SLACK_MS)) });
      if ("refused" in found) throw new SupplierError("invalid", `eSIM Access refused the search (${found.refused})`, found.refused);
      const byOrder = new Map<string, WireProfile[]>();
      for (const row of found.rows.filter((r) => r.transactionId === reference)) byOrder.set(row.orderNo, [...(byOrder.get(row.orderNo) ?? []), row]);
      const orders = [...byOrder].map(([orderNo, rows]) => allocated(orderNo, rows));
      if (orders.length > 0) ambiguousAttempts.delete(reference);
      if (orders.length === 1) return { found: "one", order: orders[0] };
      if (orders.length > 1) return { found: "several", orders };
      // Nothing yet: an order still being allocated has no profiles to show. Only an attempt old
      // enough, searched whole, proves there is none.
      if (!found.complete || !attemptedAt || t - attemptedAt.getTime() < allocationGraceMs) return { found: "unknown-yet" };
      ambiguousAttempts.delete(reference);
      return { found: "none" };
    },

    async orderProfiles(supplierOrderRef) {
      const found = await query({ orderNo: supplierOrderRef }, ["200010"]);
      if ("refused" in found || found.rows.length === 0) return { state: "pending", supplierOrderRef };
      return allocated(supplierOrderRef, found.rows);
    },

    async profile(ref) {
      const found = await query({ esimTranNo: ref }, ["200010"]);
      if ("refused" in found) throw new SupplierError("retryable", `eSIM Access profile ${ref} is not allocated yet`, found.refused);
      if (found.rows.length === 0) throw new SupplierError("invalid", `eSIM Access knows no profile ${ref}`);
      return toProfile(found.rows[0]);
    },

    async cancel(ref) {
      // Safe to send again: a second cancellation is refused with 200002, read as done below.
      const answer = await call("esim/cancel", { esimTranNo: ref }, "idempotent", { pass: ["200002"] });
      if (answer.refused === null) return;
      const found = await query({ esimTranNo: ref });
      const row = "refused" in found ? undefined : found.rows[0];
      if (row?.esimStatus === "CANCEL") return;
      throw new SupplierError("invalid", `eSIM Access profile ${ref} cannot be cancelled (${row?.esimStatus ?? "unknown"}, ${row?.smdpStatus ?? "unknown"})`, answer.refused);
    },

    async topup(request) {
      await call("esim/topup", { esimTranNo: request.profile.ref, packageCode: request.packageCode, transactionId: request.reference }, "not-idempotent");
    },

    async saveWebhook(url) {
      await call("webhook/save", { webhook: url }, "idempotent");
    },

    readWebhook(delivery: WebhookDelivery): SupplierEvent[] {
      if (!tokenMatches(delivery.pathToken)) throw new SupplierError("auth", "eSIM Access webhook at an address without the right token");
      let note: { notifyType?: unknown; notifyId?: unknown; content?: unknown };
      try {
        note = JSON.parse(delivery.rawBody.toString("utf8")) as typeof note;
      } catch {
        throw new SupplierError("invalid", "eSIM Access webhook body is not JSON");
      }
      const type = str(note?.notifyType);
      const content = note?.content;
      if (!type || typeof content !== "object" || content === null) throw new SupplierError("invalid", "eSIM Access webhook without notifyType and content");
      const c = content as Record<string, unknown>;
      const eventId = str(note.notifyId) ?? undefined;
      const withId = <E extends SupplierEvent>(event: E): E => (eventId ? { ...event, eventId } : event);
      const orderNo = str(c.orderNo);
      const esimTranNo = str(c.esimTranNo);
      const iccid = str(c.iccid);
      // A notification naming no profile still names its order: reading the order back refreshes it.
      const orderHint = () => {
        if (!orderNo) throw new SupplierError("invalid", `eSIM Access ${type} webhook names neither a profile nor an order`);
        return [withId({ kind: "order-allocated" as const, supplierOrderRef: orderNo, reference: str(c.transactionId) })];
      };
      switch (type) {
        case "CHECK_HEALTH":
          return [];
        case "ORDER_STATUS":
          return orderHint();
        case "DATA_USAGE":
          return esimTranNo ? [withId({ kind: "usage", ref: esimTranNo, iccid, dataUsedBytes: num(c.orderUsage) })] : orderHint();
        case "SMDP_EVENT":
        case "ESIM_STATUS":
        case "VALIDITY_USAGE":
          return esimTranNo ? [withId({ kind: "profile-changed", ref: esimTranNo, iccid })] : orderHint();
        default:
          // A kind added after this adapter: nothing the store can act on.
          return [];
      }
    },
  };
}
