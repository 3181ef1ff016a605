/**
 * A local stand-in for eSIM Access (docs/suppliers/esimaccess.md#the-stand-in): an HTTP server on
 * 127.0.0.1 speaking its wire format, because the supplier has no sandbox and every real call
 * spends money. It checks the signed headers and answers the documented error codes, keeps its
 * books in memory (orders by transaction id, profiles, a prepaid balance that orders debit and
 * cancellations refund, top-ups, usage), allocates profiles asynchronously and pushes the
 * supplier's notifications to a webhook address.
 *
 * Where the supplier's behaviour is not documented, it takes the case the store must survive:
 * an order repeating a transaction id is taken as a second order (the documentation asks for a
 * unique id and says nothing of a repeat), so a blind resend shows up as two orders and two debits.
 *
 * `control` is for tests and local runs: make the next calls fail in each way a real supplier
 * does (time out after taking an order, reset, 5xx, rate limit, a refusal code), run out of
 * stock or balance, and hold, drop, repeat or reorder the notifications.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import QRCode from "qrcode";
import { activationCode } from "../../../../shared/esim/activation-rules.ts";
import { iccidFrom } from "../../../../shared/esim/iccid-rules.ts";
import {
  DATA_TYPE,
  ERROR_CODES,
  ESIMACCESS_API_PATH,
  HEADER,
  parseWireTime,
  signRequest,
  wireTime,
  type Envelope,
  type ErrorCode,
  type NotifyType,
  type WireLocation,
  type WireNotification,
  type WirePackage,
  type WireProfile,
} from "./esimaccess-wire.ts";
import { fixtureLocations, fixturePackages, type FixturePackage } from "./fixture-packages.ts";

/** Under `.test` (RFC 6761): never a real SM-DP+ server. */
export const STANDIN_SMDP_ADDRESS = "rsp.esimaccess-standin.test";
/** 89 (telecommunications), 852 (Hong Kong, where the supplier's profiles come from), 99 for the stand-in. */
const STANDIN_ICCID_PREFIX = "8985299";
const DAY_MS = 86_400_000;
/** The platform refuses a request whose timestamp is further than this from its clock. */
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;
/** Profiles not activated within this are UNUSED_EXPIRED (the supplier shows it as `expiredTime`). */
const ACTIVATION_WINDOW_MS = 180 * DAY_MS;
/** The used share of the allowance at which DATA_USAGE is pushed. */
const USAGE_THRESHOLDS = [0.5, 0.8, 0.9];

export interface StandInOptions {
  accessCode: string;
  secretKey: string;
  packages?: FixturePackage[];
  locations?: WireLocation[];
  /** Where notifications go until `webhook/save` names another address; none are sent without one. */
  webhookUrl?: string | null;
  /** Milliseconds since the epoch; tests pass a clock they move. */
  now?: () => number;
  /** From an order until its profiles are allocated (the supplier: up to about 30 s). */
  allocationDelayMs?: number;
  /** The prepaid balance, US dollars × 10,000. */
  balance?: number;
  /**
   * Real milliseconds each API request waits before it is handled and answered, as a distant
   * supplier's round trip does (default 0); `requests` records it on arrival.
   */
  latencyMs?: number;
}

/** How the next call to a path fails. */
export type StandInFailure =
  /** Refused before anything happens, with this HTTP status (429 carries Retry-After). */
  | { kind: "http"; status: number; retryAfterSeconds?: number }
  /** Refused with this code in the envelope, before anything happens. */
  | { kind: "refuse"; code: ErrorCode }
  /** The work is done, then the answer is a 5xx. */
  | { kind: "http-after-accept"; status: number }
  /** The work is done, then no answer ever comes (until the stand-in closes). */
  | { kind: "hang-after-accept" }
  /** The work is done, then the connection is cut. */
  | { kind: "reset-after-accept" };

export interface StandInOrder {
  orderNo: string;
  transactionId: string;
  packageCode: string;
  count: number;
  periodNum: number | null;
  /** What was debited, US dollars × 10,000. */
  amount: number;
  createdAt: number;
  allocatedAt: number | null;
  esimTranNos: string[];
}

interface Profile extends WireProfile {
  /** What a cancellation refunds: this profile's share of its order. */
  paid: number;
  /** The base package's location, to which its top-ups must match. */
  locationCode: string;
  createdAt: number;
  notifiedUsage: number;
}

export interface StandInTopup {
  transactionId: string;
  esimTranNo: string;
  packageCode: string;
  amount: number;
}

export interface StandInControl {
  failNext(path: string, failure: StandInFailure, times?: number): void;
  /** Forgets the failures still queued for `path`. */
  clearFailures(path: string): void;
  balance(): number;
  setBalance(e4: number): void;
  /** Profiles left for a package (`null`: no limit, the default). */
  setStock(packageCode: string, count: number | null): void;
  /** Orders taken, oldest first; only those of `transactionId` when given. */
  orders(transactionId?: string): StandInOrder[];
  topups(transactionId?: string): StandInTopup[];
  profile(iccid: string): WireProfile | null;
  /** Allocates every order whose delay has passed and notifies it; requests do it too. */
  allocateDue(): void;
  /** Data used on a profile: starts it if unused, pushes DATA_USAGE at 50, 80 and 90 %, USED_UP at the end. */
  use(iccid: string, bytes: number): void;
  /** A phone downloading, installing, enabling or deleting the profile: pushes SMDP_EVENT. */
  setSmdpStatus(iccid: string, status: "DOWNLOAD" | "INSTALLATION" | "ENABLED" | "DISABLED" | "DELETED"): void;
  /** `send` (default), `hold` until flushed (late), `drop`; `duplicate` sends each twice. */
  webhooks: { mode: "send" | "hold" | "drop"; duplicate: boolean };
  /** Sends the held notifications, oldest first, or newest first (out of order). */
  flushWebhooks(order?: "oldest-first" | "newest-first"): void;
  /** Resolves once every notification sent so far has been answered or has failed. */
  idle(): Promise<void>;
  /** Every API request received, with the stand-in's clock. */
  readonly requests: { path: string; at: number }[];
  /** Notifications not delivered: the address failed or answered other than 2xx. */
  readonly webhookFailures: string[];
}

export interface StandIn {
  baseUrl: string;
  control: StandInControl;
  close(): Promise<void>;
}

class Refusal {
  constructor(readonly code: ErrorCode) {}
}

const ok = (obj: unknown): Envelope<unknown> => ({ success: true, errorCode: null, errorMsg: null, obj });
const refusal = (code: ErrorCode): Envelope<unknown> => ({ success: false, errorCode: code, errorMsg: ERROR_CODES[code], obj: null });

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const positiveInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

export async function startEsimAccessStandIn(options: StandInOptions): Promise<StandIn> {
  const now = options.now ?? Date.now;
  const allocationDelayMs = options.allocationDelayMs ?? 2000;
  const latencyMs = options.latencyMs ?? 0;
  const packages = new Map<string, FixturePackage>();
  for (const p of options.packages ?? fixturePackages()) {
    packages.set(p.packageCode, p);
    packages.set(p.slug, p);
  }
  const locations = options.locations ?? fixtureLocations();
  let balance = options.balance ?? 100_000_000;
  let webhookUrl = options.webhookUrl ?? null;
  const stock = new Map<string, number>();
  const orders: StandInOrder[] = [];
  const profiles = new Map<string, Profile>();
  const topups: StandInTopup[] = [];
  const failures = new Map<string, StandInFailure[]>();
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<ServerResponse>();
  const inflight = new Set<Promise<void>>();
  const held: WireNotification[] = [];
  const requests: { path: string; at: number }[] = [];
  const webhookFailures: string[] = [];
  let sequence = 0;
  let baseUrl = "";

  const webhooks: StandInControl["webhooks"] = { mode: "send", duplicate: false };

  function post(notification: WireNotification): void {
    if (!webhookUrl) return;
    const url = webhookUrl;
    const body = JSON.stringify(notification);
    const delivery = fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(5000) })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) webhookFailures.push(`${notification.notifyType} ${notification.notifyId}: HTTP ${res.status}`);
      })
      .catch((error: unknown) => {
        webhookFailures.push(`${notification.notifyType} ${notification.notifyId}: ${String(error)}`);
      })
      .finally(() => inflight.delete(delivery));
    inflight.add(delivery);
  }

  function notify(notifyType: NotifyType, content: Record<string, unknown>): void {
    const notification: WireNotification = { notifyType, notifyId: randomBytes(16).toString("hex"), eventGenerateTime: wireTime(new Date(now())), content };
    if (webhooks.mode === "drop") return;
    if (webhooks.mode === "hold") {
      held.push(notification);
      return;
    }
    post(notification);
    if (webhooks.duplicate) post(notification);
  }

  const profileContent = (p: Profile) => ({
    orderNo: p.orderNo,
    transactionId: p.transactionId,
    esimTranNo: p.esimTranNo,
    iccid: p.iccid,
    esimStatus: p.esimStatus,
    smdpStatus: p.smdpStatus,
  });

  /** A number of 14 digits, unique in this stand-in (the supplier's orderNo and esimTranNo look so). */
  const serial = () => String(25_000_000_000_000 + ++sequence);

  function allocate(order: StandInOrder): void {
    const pkg = packages.get(order.packageCode)!;
    const days = order.periodNum ?? pkg.duration;
    for (let i = 0; i < order.count; i++) {
      const esimTranNo = serial();
      const seed = createHash("sha256").update(`${options.secretKey}\u0000${esimTranNo}`).digest();
      const matchingId = seed.subarray(8, 24).toString("hex").toUpperCase();
      const ac = activationCode(STANDIN_SMDP_ADDRESS, matchingId);
      profiles.set(esimTranNo, {
        esimTranNo,
        orderNo: order.orderNo,
        transactionId: order.transactionId,
        iccid: iccidFrom(seed, 20, STANDIN_ICCID_PREFIX),
        imsi: `45400${seed.readUInt32BE(0).toString().padStart(10, "0")}`,
        ac,
        qrCodeUrl: `${baseUrl}/qr/${esimTranNo}.png`,
        shortUrl: `${baseUrl}/qr/${esimTranNo}.png`,
        smdpStatus: "RELEASED",
        esimStatus: "GOT_RESOURCE",
        eid: "",
        dataType: pkg.dataType,
        activateTime: null,
        installationTime: null,
        expiredTime: wireTime(new Date(now() + ACTIVATION_WINDOW_MS)),
        totalVolume: pkg.dataType === DATA_TYPE.daily ? pkg.volume * days : pkg.volume,
        totalDuration: days,
        durationUnit: "DAY",
        orderUsage: 0,
        packageList: [{ packageCode: pkg.packageCode, packageName: pkg.name, volume: pkg.volume, duration: days, locationCode: pkg.locationCode, createTime: wireTime(new Date(order.createdAt)) }],
        paid: Math.round(order.amount / order.count),
        locationCode: pkg.locationCode,
        createdAt: now(),
        notifiedUsage: 0,
      });
      order.esimTranNos.push(esimTranNo);
    }
    order.allocatedAt = now();
    notify("ORDER_STATUS", { orderNo: order.orderNo, transactionId: order.transactionId, orderStatus: "GOT_RESOURCE" });
  }

  function allocateDue(): void {
    for (const order of orders) if (order.allocatedAt === null && now() - order.createdAt >= allocationDelayMs) allocate(order);
  }

  function debit(amount: number): void {
    if (amount > balance) throw new Refusal("200007");
    balance -= amount;
  }

  const findProfile = (body: Record<string, unknown>): Profile => {
    const tranNo = str(body.esimTranNo);
    const iccid = str(body.iccid);
    const found = tranNo ? profiles.get(tranNo) : iccid ? [...profiles.values()].findLast((p) => p.iccid === iccid) : undefined;
    if (!found) throw new Refusal("310403");
    return found;
  };

  /** What a profile looks like on the wire (without the stand-in's own bookkeeping). */
  const wire = ({ paid: _paid, locationCode: _loc, createdAt: _at, notifiedUsage: _n, ...p }: Profile): WireProfile => p;
  const wirePackage = ({ type: _type, ...p }: FixturePackage): WirePackage => p;

  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    "balance/query": () => ({ balance }),
    "location/list": () => ({ locationList: locations }),
    "package/list": (body) => {
      const type = str(body.type);
      const code = str(body.packageCode) ?? str(body.slug);
      const location = str(body.locationCode);
      let fits: (p: FixturePackage) => boolean = () => true;
      if (str(body.iccid) || str(body.esimTranNo)) {
        // Top-ups on sale for this profile: those of its base package's location.
        const profile = findProfile(body);
        fits = (p) => p.type === "TOPUP" && p.locationCode === profile.locationCode;
      }
      const list = [...new Set(packages.values())].filter(
        (p) => fits(p) && (!type || p.type === type) && (!code || p.packageCode === code || p.slug === code) && (!location || p.locationCode === location),
      );
      return { packageList: list.map(wirePackage) };
    },
    "esim/order": (body) => {
      const transactionId = str(body.transactionId);
      const items = body.packageInfoList;
      if (!transactionId || !Array.isArray(items) || items.length === 0) throw new Refusal("000105");
      if (transactionId.length > 50) throw new Refusal("000107");
      // Checked whole before anything is debited, as one order.
      const lines = items.map((entry: unknown) => {
        if (typeof entry !== "object" || entry === null) throw new Refusal("000105");
        const item = entry as Record<string, unknown>;
        const pkg = packages.get(str(item.packageCode) ?? str(item.slug) ?? "");
        if (!pkg || pkg.type !== "BASE") throw new Refusal("310241");
        if (!positiveInt(item.count)) throw new Refusal("200008");
        const daily = pkg.dataType === DATA_TYPE.daily;
        if (daily && !(positiveInt(item.periodNum) && item.periodNum <= 365)) throw new Refusal("200008");
        if (item.price !== undefined && item.price !== pkg.price) throw new Refusal("200005");
        const left = stock.get(pkg.packageCode);
        if (left !== undefined && left < item.count) throw new Refusal("200011");
        const periodNum = daily ? (item.periodNum as number) : null;
        return { pkg, count: item.count, periodNum, amount: pkg.price * item.count * (periodNum ?? 1) };
      });
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      if (body.amount !== undefined && body.amount !== total) throw new Refusal("200006");
      debit(total);
      const orderNo = `B${serial()}`;
      for (const line of lines) {
        const left = stock.get(line.pkg.packageCode);
        if (left !== undefined) stock.set(line.pkg.packageCode, left - line.count);
        const order: StandInOrder = {
          orderNo,
          transactionId,
          packageCode: line.pkg.packageCode,
          count: line.count,
          periodNum: line.periodNum,
          amount: line.amount,
          createdAt: now(),
          allocatedAt: null,
          esimTranNos: [],
        };
        orders.push(order);
        const timer = setTimeout(() => {
          timers.delete(timer);
          allocateDue();
        }, allocationDelayMs + 1);
        timer.unref();
        timers.add(timer);
      }
      return { orderNo, transactionId };
    },
    "esim/query": (body) => {
      const pager = body.pager as { pageNum?: unknown; pageSize?: unknown } | undefined;
      if (!pager || !positiveInt(pager.pageNum) || !positiveInt(pager.pageSize)) throw new Refusal("000105");
      let rows: Profile[];
      const orderNo = str(body.orderNo);
      if (orderNo) {
        const mine = orders.filter((o) => o.orderNo === orderNo);
        if (mine.length === 0) throw new Refusal("310272");
        if (mine.some((o) => o.allocatedAt === null)) throw new Refusal("200010");
        rows = mine.flatMap((o) => o.esimTranNos.map((t) => profiles.get(t)!));
      } else if (str(body.esimTranNo) || str(body.iccid)) {
        rows = [findProfile(body)];
      } else {
        const start = parseWireTime(body.startTime)?.getTime();
        const end = parseWireTime(body.endTime)?.getTime();
        if (start === undefined || end === undefined) throw new Refusal("000105");
        // Only allocated profiles are listed: an order still being allocated has none yet.
        const inWindow = new Set(orders.filter((o) => o.createdAt >= start && o.createdAt <= end).map((o) => o.orderNo));
        rows = [...profiles.values()].filter((p) => inWindow.has(p.orderNo));
      }
      const pageSize = Math.min(pager.pageSize, 100);
      const page = rows.slice((pager.pageNum - 1) * pageSize, pager.pageNum * pageSize);
      return { esimList: page.map(wire), pager: { pageNum: pager.pageNum, pageSize, total: rows.length } };
    },
    "esim/cancel": (body) => {
      const profile = findProfile(body);
      if (profile.esimStatus !== "GOT_RESOURCE" || profile.smdpStatus !== "RELEASED") throw new Refusal("200002");
      profile.esimStatus = "CANCEL";
      balance += profile.paid;
      notify("ESIM_STATUS", profileContent(profile));
      return null;
    },
    "esim/topup": (body) => {
      const transactionId = str(body.transactionId);
      const code = str(body.packageCode);
      if (!transactionId || !code) throw new Refusal("000105");
      const profile = findProfile(body);
      const pkg = packages.get(code);
      if (!pkg || pkg.type !== "TOPUP") throw new Refusal("310241");
      if (pkg.locationCode !== profile.locationCode) throw new Refusal("200008");
      if (!["GOT_RESOURCE", "IN_USE", "USED_UP"].includes(profile.esimStatus)) throw new Refusal("200002");
      debit(pkg.price);
      profile.totalVolume += pkg.volume;
      profile.totalDuration += pkg.duration;
      if (profile.activateTime) profile.expiredTime = wireTime(new Date(parseWireTime(profile.expiredTime)!.getTime() + pkg.duration * DAY_MS));
      if (profile.esimStatus === "USED_UP") profile.esimStatus = "IN_USE";
      topups.push({ transactionId, esimTranNo: profile.esimTranNo, packageCode: pkg.packageCode, amount: pkg.price });
      const { iccid, expiredTime, totalVolume, totalDuration, orderUsage } = profile;
      return { transactionId, iccid, expiredTime, totalVolume, totalDuration, orderUsage };
    },
    "webhook/save": (body) => {
      const url = str(body.webhook);
      if (!url) throw new Refusal("000105");
      webhookUrl = url;
      notify("CHECK_HEALTH", { orderNo: "1234567890", orderStatus: "Test" });
      return null;
    },
  };

  /** The headers and signature, checked as the platform does; the code to refuse with, or null. */
  function checkSignature(req: IncomingMessage, body: string): ErrorCode | null {
    const header = (name: string) => req.headers[name.toLowerCase()];
    const [accessCode, timestamp, requestId, signature] = [HEADER.accessCode, HEADER.timestamp, HEADER.requestId, HEADER.signature].map(header);
    if (typeof accessCode !== "string" || typeof timestamp !== "string" || typeof requestId !== "string" || typeof signature !== "string") return "000101";
    if (!/^\d{13}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature) || requestId.length === 0) return "000102";
    if (Math.abs(now() - Number(timestamp)) > TIMESTAMP_TOLERANCE_MS) return "101001";
    const expected = Buffer.from(signRequest({ timestamp, requestId, accessCode: options.accessCode, body }, options.secretKey));
    const same = accessCode === options.accessCode && timingSafeEqual(expected, Buffer.from(signature.toUpperCase()));
    return same ? null : "101003";
  }

  function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(payload));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://standin");
    const qr = /^\/qr\/(\d{14})\.png$/.exec(url.pathname);
    if (req.method === "GET" && qr) {
      const profile = profiles.get(qr[1]);
      if (!profile) return send(res, 404, { error: "no such profile" });
      res.writeHead(200, { "content-type": "image/png" });
      res.end(await QRCode.toBuffer(profile.ac, { type: "png", margin: 2 }));
      return;
    }
    if (!url.pathname.startsWith(`${ESIMACCESS_API_PATH}/`)) return send(res, 404, { error: "not found" });
    const path = url.pathname.slice(ESIMACCESS_API_PATH.length + 1);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    requests.push({ path, at: now() });
    if (latencyMs > 0) await delay(latencyMs);
    allocateDue();
    if (req.method !== "POST") return send(res, 200, refusal("000103"));
    const refused = checkSignature(req, text);
    if (refused) return send(res, 200, refusal(refused));
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = text === "" ? {} : JSON.parse(text);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new SyntaxError("not an object");
      body = parsed as Record<string, unknown>;
    } catch {
      return send(res, 200, refusal("000104"));
    }
    const route = routes[path];
    if (!route) return send(res, 404, { error: "not found" });

    const failure = failures.get(path)?.shift();
    if (failure?.kind === "http") {
      const retry: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { "retry-after": String(failure.retryAfterSeconds) };
      return send(res, failure.status, { error: `HTTP ${failure.status}` }, retry);
    }
    if (failure?.kind === "refuse") return send(res, 200, refusal(failure.code));

    let answer: unknown;
    try {
      answer = ok(route(body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      answer = refusal(error.code);
    }
    if (failure?.kind === "http-after-accept") return send(res, failure.status, { error: `HTTP ${failure.status}` });
    if (failure?.kind === "reset-after-accept") {
      req.socket.destroy();
      return;
    }
    if (failure?.kind === "hang-after-accept") {
      hanging.add(res);
      return;
    }
    send(res, 200, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const profileByIccid = (iccid: string): Profile => {
    const found = [...profiles.values()].findLast((p) => p.iccid === iccid);
    if (!found) throw new Error(`no profile with ICCID ${iccid}`);
    return found;
  };

  const control: StandInControl = {
    failNext(path, failure, times = 1) {
      const queue = failures.get(path) ?? [];
      for (let i = 0; i < times; i++) queue.push(failure);
      failures.set(path, queue);
    },
    clearFailures(path) {
      failures.delete(path);
    },
    balance: () => balance,
    setBalance(e4) {
      balance = e4;
    },
    setStock(packageCode, count) {
      const pkg = packages.get(packageCode);
      if (!pkg) throw new Error(`no package ${packageCode}`);
      if (count === null) stock.delete(pkg.packageCode);
      else stock.set(pkg.packageCode, count);
    },
    orders: (transactionId) => orders.filter((o) => transactionId === undefined || o.transactionId === transactionId).map((o) => structuredClone(o)),
    topups: (transactionId) => topups.filter((t) => transactionId === undefined || t.transactionId === transactionId).map((t) => ({ ...t })),
    profile(iccid) {
      const found = [...profiles.values()].findLast((p) => p.iccid === iccid);
      return found ? structuredClone(wire(found)) : null;
    },
    allocateDue,
    use(iccid, bytes) {
      const profile = profileByIccid(iccid);
      if (profile.esimStatus === "GOT_RESOURCE") {
        profile.esimStatus = "IN_USE";
        profile.smdpStatus = "ENABLED";
        profile.activateTime = wireTime(new Date(now()));
        profile.expiredTime = wireTime(new Date(now() + profile.totalDuration * DAY_MS));
        notify("ESIM_STATUS", profileContent(profile));
      }
      profile.orderUsage += bytes;
      const share = profile.orderUsage / profile.totalVolume;
      const crossed = USAGE_THRESHOLDS.filter((t) => share >= t && profile.notifiedUsage < t);
      if (crossed.length > 0) {
        profile.notifiedUsage = crossed.at(-1)!;
        notify("DATA_USAGE", {
          ...profileContent(profile),
          totalVolume: profile.totalVolume,
          orderUsage: profile.orderUsage,
          remain: Math.max(0, profile.totalVolume - profile.orderUsage),
          lastUpdateTime: wireTime(new Date(now())),
          remainThreshold: Math.round((1 - profile.notifiedUsage) * 100) / 100,
        });
      }
      if (profile.orderUsage >= profile.totalVolume && profile.esimStatus === "IN_USE") {
        profile.esimStatus = "USED_UP";
        notify("ESIM_STATUS", profileContent(profile));
      }
    },
    setSmdpStatus(iccid, status) {
      const profile = profileByIccid(iccid);
      profile.smdpStatus = status;
      if (status === "INSTALLATION") profile.installationTime = wireTime(new Date(now()));
      notify("SMDP_EVENT", { ...profileContent(profile), eid: "89049032000000000000000000000001" });
    },
    webhooks,
    flushWebhooks(order = "oldest-first") {
      const batch = held.splice(0, held.length);
      if (order === "newest-first") batch.reverse();
      for (const n of batch) {
        post(n);
        if (webhooks.duplicate) post(n);
      }
    },
    async idle() {
      while (inflight.size > 0) await Promise.allSettled([...inflight]);
    },
    requests,
    webhookFailures,
  };

  return {
    baseUrl,
    control,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const res of hanging) res.destroy();
      hanging.clear();
      await control.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
