/**
 * The eSIM Access adapter against the local stand-in, over real HTTP on 127.0.0.1: signing,
 * the catalogue, ordering and allocation (by query and by webhook), every failure the store must
 * tell apart, reconciling an ambiguous order, cancelling, topping up, usage and the webhooks.
 * Both share one clock that moves only when a test moves it or the adapter sleeps (back-off,
 * pacing), so nothing here waits for real time except the one request time-out.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseActivationCode } from "../../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../../shared/esim/iccid-rules.ts";
import { SupplierError, type SupplierEvent } from "../supplier.ts";
import { startEsimAccessStandIn, type StandIn } from "./esimaccess-standin.ts";
import { createEsimAccessSupplier, esimAccessWebhookPath, type EsimAccessOptions } from "./esimaccess-supplier.ts";
import { ESIMACCESS_API_PATH, HEADER, signRequest } from "./esimaccess-wire.ts";
import { fixturePackages } from "./fixture-packages.ts";

const ACCESS_CODE = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
const SECRET_KEY = "3f9c1e7a5b2d4068a9e1c3b5d7f90214";
const TOKEN = "wh_8Kq2vNx5Rt7YbZ3mPd9Lc4Hs";
const ALLOCATION_MS = 30_000;

const catalogue = fixturePackages();
const bySlug = (slug: string) => catalogue.find((p) => p.slug === slug)!;
const JAPAN = bySlug("JP_1_7");
const JAPAN_DAILY = bySlug("JP_1_Daily");
const JAPAN_TOPUP = bySlug("TOPUP_JP_3_15");
const EUROPE = bySlug("EU-32_5_30");

const clock = { t: Date.parse("2026-11-27T08:00:00Z") };
const sleeps: number[] = [];
const fakeSleep = async (ms: number) => {
  sleeps.push(ms);
  clock.t += ms;
};

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Where the stand-in sends its notifications: records each one and answers 200. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    deliveries.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(200).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, deliveries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let standIn: StandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const supplierWith = (overrides: Partial<EsimAccessOptions> = {}) =>
  createEsimAccessSupplier({
    accessCode: ACCESS_CODE,
    secretKey: SECRET_KEY,
    baseUrl: standIn.baseUrl,
    webhookToken: TOKEN,
    now: () => new Date(clock.t),
    sleep: fakeSleep,
    ...overrides,
  });

/** The notifications received since the test began, read by the adapter. */
function events(supplier = supplierWith()): SupplierEvent[] {
  return receiver.deliveries.flatMap((d) => supplier.readWebhook({ headers: d.headers, rawBody: d.body, pathToken: d.path.split("/").at(-1) }));
}

/** What a call was rejected with (fails the test if it resolved or threw something else). */
async function failureOf(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

/** Lets the supplier's allocation delay pass, allocates, and waits for the notifications. */
async function allocateNow() {
  clock.t += ALLOCATION_MS;
  standIn.control.allocateDue();
  await standIn.control.idle();
}

/** An order allocated, with its one profile. */
async function orderedProfile(packageCode = JAPAN.packageCode) {
  const supplier = supplierWith();
  const reference = randomUUID();
  const pending = await supplier.order({ reference, packageCode });
  await allocateNow();
  const order = await supplier.orderProfiles(pending.supplierOrderRef);
  if (order.state !== "allocated") throw new Error("not allocated");
  return { supplier, reference, order, profile: order.profiles[0] };
}

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startEsimAccessStandIn({
    accessCode: ACCESS_CODE,
    secretKey: SECRET_KEY,
    webhookUrl: `${receiver.origin}${esimAccessWebhookPath(TOKEN)}`,
    now: () => clock.t,
    allocationDelayMs: ALLOCATION_MS,
  });
});

afterAll(async () => {
  await standIn.close();
  await receiver.close();
});

beforeEach(() => {
  receiver.deliveries.length = 0;
  sleeps.length = 0;
  standIn.control.webhooks.mode = "send";
  standIn.control.webhooks.duplicate = false;
  // A second apart from the previous test, so one test's requests never share the pacer's window with another's.
  clock.t += 1000;
});

describe("signing", () => {
  it("computes the documented test vector", () => {
    const parts = { timestamp: "1628670421", requestId: "4ce9d9cdac9e4e17b3a2c66c358c1ce2", accessCode: "11111", body: '{"imsi":"326543826"}' };
    expect(signRequest(parts, "1111")).toBe("7EB765E27DF5373DEA2DBC8C41A7D9557743E46C8054750F3D851B3FD01D0835");
  });

  it("the stand-in answers the documented codes for missing headers and a body that is not JSON", async () => {
    const url = `${standIn.baseUrl}${ESIMACCESS_API_PATH}/balance/query`;
    const bare = await fetch(url, { method: "POST", body: "{}" });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toMatchObject({ success: false, errorCode: "000101" });
    const timestamp = String(clock.t);
    const requestId = randomUUID();
    const body = "{not json";
    const signature = signRequest({ timestamp, requestId, accessCode: ACCESS_CODE, body }, SECRET_KEY);
    const headers = { [HEADER.accessCode]: ACCESS_CODE, [HEADER.timestamp]: timestamp, [HEADER.requestId]: requestId, [HEADER.signature]: signature.toLowerCase() };
    expect(await (await fetch(url, { method: "POST", headers, body })).json()).toMatchObject({ success: false, errorCode: "000104" });
  });

  it("signs requests the stand-in accepts", async () => {
    expect(await supplierWith().balance()).toBe(standIn.control.balance());
  });

  it("a wrong secret key or a clock far off is refused as `auth`, and not retried", async () => {
    const before = standIn.control.requests.length;
    expect(await failureOf(supplierWith({ secretKey: "not-the-secret" }).balance())).toMatchObject({ failure: "auth", supplierCode: "101003" });
    expect(await failureOf(supplierWith({ now: () => new Date(clock.t - 3_600_000) }).balance())).toMatchObject({ failure: "auth", supplierCode: "101001" });
    expect(standIn.control.requests.length - before).toBe(2);
  });
});

describe("catalogue", () => {
  it("lists every package in the store's units, base and top-up", async () => {
    const packages = await supplierWith().listPackages();
    expect(packages).toHaveLength(catalogue.length);
    expect(packages.filter((p) => p.kind === "topup")).toHaveLength(catalogue.filter((p) => p.type === "TOPUP").length);

    const japan = packages.find((p) => p.code === JAPAN.packageCode)!;
    expect(japan).toMatchObject({ kind: "base", countries: ["JP"], region: null, dataBytes: 1024 ** 3, dailyBytes: null, validityDays: 7 });
    // Already US dollars × 10,000 on the wire: the cost is the supplier's price as it is.
    expect(japan.cost).toBe(JAPAN.price);
    expect(japan.minimumPrice).toBeNull();
    expect(japan.networks).toContainEqual({ country: "JP", operator: "NTT Docomo", generation: "4G/5G" });

    const europe = packages.find((p) => p.code === EUROPE.packageCode)!;
    expect(europe.region).toBe("Europe");
    expect(europe.countries).toHaveLength(32);
    expect(europe.countries).toContain("FR");

    const daily = packages.find((p) => p.code === JAPAN_DAILY.packageCode)!;
    expect(daily).toMatchObject({ dataBytes: null, dailyBytes: 1024 ** 3, validityDays: 1, speedAfter: "512 Kbps", cost: JAPAN_DAILY.price });

    const global = packages.find((p) => p.region === "Global")!;
    expect(global.countries.length).toBeGreaterThan(60);
  });

  it("offers the top-ups that fit a profile", async () => {
    const { supplier, profile } = await orderedProfile();
    const topups = await supplier.topupPackagesFor(profile);
    expect(topups.length).toBeGreaterThan(0);
    expect(topups.every((p) => p.kind === "topup" && p.countries.join() === "JP")).toBe(true);
    expect(topups.map((p) => p.code)).toContain(JAPAN_TOPUP.packageCode);
  });
});

describe("ordering", () => {
  it("answers pending at once; the profile is read once allocated", async () => {
    const supplier = supplierWith();
    const balance = standIn.control.balance();
    const reference = randomUUID();
    const pending = await supplier.order({ reference, packageCode: JAPAN.packageCode });
    expect(pending).toEqual({ state: "pending", supplierOrderRef: expect.stringMatching(/^B\d{14}$/) });
    expect(await supplier.balance()).toBe(balance - JAPAN.price);
    // Not allocated yet: the supplier answers 200010, which is no failure.
    expect(await supplier.orderProfiles(pending.supplierOrderRef)).toEqual(pending);

    clock.t += ALLOCATION_MS;
    const order = await supplier.orderProfiles(pending.supplierOrderRef);
    expect(order.state).toBe("allocated");
    const [profile] = order.state === "allocated" ? order.profiles : [];
    expect(isValidIccid(profile.iccid)).toBe(true);
    expect(parseActivationCode(profile.activationCode)).toEqual({ smdpAddress: profile.smdpAddress, matchingId: profile.matchingId });
    expect(profile).toMatchObject({ install: "UNDOWNLOAD", validity: "VALID", dataUsedBytes: 0, dataTotalBytes: 1024 ** 3, activatedAt: null, expiresAt: null, appleInstallUrl: null });
    expect(profile.qrImageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/qr\/\d{14}\.png$/);
    const qr = await fetch(profile.qrImageUrl!);
    expect(qr.headers.get("content-type")).toBe("image/png");
    expect(await supplier.profile(profile.ref)).toEqual(profile);
  });

  it("learns of the allocation from the ORDER_STATUS webhook", async () => {
    const supplier = supplierWith();
    const reference = randomUUID();
    const pending = await supplier.order({ reference, packageCode: JAPAN.packageCode });
    await allocateNow();
    expect(events(supplier)).toEqual([{ kind: "order-allocated", supplierOrderRef: pending.supplierOrderRef, reference, eventId: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect((await supplier.orderProfiles(pending.supplierOrderRef)).state).toBe("allocated");
  });

  it("orders a daily package for the days asked, priced per day", async () => {
    const supplier = supplierWith();
    const reference = randomUUID();
    await supplier.order({ reference, packageCode: JAPAN_DAILY.packageCode, days: 5 });
    expect(standIn.control.orders(reference)).toMatchObject([{ periodNum: 5, amount: JAPAN_DAILY.price * 5 }]);
    expect(await failureOf(supplier.order({ reference: randomUUID(), packageCode: JAPAN_DAILY.packageCode }))).toMatchObject({ failure: "invalid", supplierCode: "200008" });
  });

  it("an unknown package is `invalid`", async () => {
    expect(await failureOf(supplierWith().order({ reference: randomUUID(), packageCode: "NO_SUCH_PACKAGE" }))).toMatchObject({ failure: "invalid", supplierCode: "310241" });
  });

  it("a balance too low and an empty stock are told apart, and nothing is ordered", async () => {
    const supplier = supplierWith();
    const balance = standIn.control.balance();
    standIn.control.setBalance(JAPAN.price - 1);
    const poor = randomUUID();
    expect(await failureOf(supplier.order({ reference: poor, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "balance-too-low", supplierCode: "200007" });
    standIn.control.setBalance(balance);

    standIn.control.setStock(JAPAN.packageCode, 0);
    const empty = randomUUID();
    expect(await failureOf(supplier.order({ reference: empty, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "out-of-stock", supplierCode: "200011" });
    standIn.control.setStock(JAPAN.packageCode, null);

    expect([...standIn.control.orders(poor), ...standIn.control.orders(empty)]).toEqual([]);
    expect(standIn.control.balance()).toBe(balance);
  });
});

describe("an order whose outcome is unknown", () => {
  it("a time-out after the supplier took it is `ambiguous`; findOrder then finds exactly that one order", async () => {
    const supplier = supplierWith({ timeoutMs: 300 });
    const reference = randomUUID();
    standIn.control.failNext("esim/order", { kind: "hang-after-accept" });
    expect(await failureOf(supplier.order({ reference, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "ambiguous", supplierCode: "TIMEOUT" });

    // Taken but not allocated: nothing to see yet, and too soon to say there is nothing.
    expect(await supplier.findOrder(reference)).toEqual({ found: "unknown-yet" });
    clock.t += ALLOCATION_MS;
    const found = await supplier.findOrder(reference);
    expect(found.found).toBe("one");
    const [taken] = standIn.control.orders(reference);
    expect(found).toMatchObject({ order: { state: "allocated", supplierOrderRef: taken.orderNo, profiles: [{ ref: taken.esimTranNos[0] }] } });
    expect(standIn.control.orders(reference)).toHaveLength(1);
  });

  it("a connection cut or a server error after the supplier took it is `ambiguous` too", async () => {
    const supplier = supplierWith();
    standIn.control.failNext("esim/order", { kind: "reset-after-accept" });
    expect((await failureOf(supplier.order({ reference: randomUUID(), packageCode: JAPAN.packageCode }))).failure).toBe("ambiguous");
    standIn.control.failNext("esim/order", { kind: "http-after-accept", status: 502 });
    expect(await failureOf(supplier.order({ reference: randomUUID(), packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "ambiguous", supplierCode: "HTTP 502" });
  });

  it("answers `none` only for an attempt older than the allocation could take", async () => {
    const supplier = supplierWith();
    const never = randomUUID();
    expect(await supplier.findOrder(never)).toEqual({ found: "unknown-yet" });
    expect(await supplier.findOrder(never, { attemptedAt: new Date(clock.t - 60_000) })).toEqual({ found: "unknown-yet" });
    expect(await supplier.findOrder(never, { attemptedAt: new Date(clock.t - 11 * 60_000) })).toEqual({ found: "none" });
  });

  it("remembers when its own ambiguous attempt was sent: a 503 that took nothing ends as `none`", async () => {
    const supplier = supplierWith();
    const reference = randomUUID();
    standIn.control.failNext("esim/order", { kind: "http", status: 503 });
    expect(await failureOf(supplier.order({ reference, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "ambiguous", supplierCode: "HTTP 503" });
    expect(await supplier.findOrder(reference)).toEqual({ found: "unknown-yet" });
    clock.t += 11 * 60_000;
    expect(await supplier.findOrder(reference)).toEqual({ found: "none" });
    expect(standIn.control.orders(reference)).toEqual([]);
  });

  it("a reference ordered twice (a blind resend) is found as `several`", async () => {
    const supplier = supplierWith();
    const reference = randomUUID();
    await supplier.order({ reference, packageCode: JAPAN.packageCode });
    await supplier.order({ reference, packageCode: JAPAN.packageCode });
    await allocateNow();
    const found = await supplier.findOrder(reference);
    expect(found.found === "several" && found.orders).toHaveLength(2);
  });

  it("a refusal before anything happened (busy, rate limited) is `retryable` and an order is never sent again by the adapter", async () => {
    const supplier = supplierWith();
    const reference = randomUUID();
    const before = standIn.control.requests.filter((r) => r.path === "esim/order").length;
    standIn.control.failNext("esim/order", { kind: "refuse", code: "900001" });
    expect(await failureOf(supplier.order({ reference, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "retryable", supplierCode: "900001" });
    standIn.control.failNext("esim/order", { kind: "http", status: 429, retryAfterSeconds: 3 });
    expect(await failureOf(supplier.order({ reference, packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "retryable", retryAfterMs: 3000 });
    expect(standIn.control.requests.filter((r) => r.path === "esim/order").length - before).toBe(2);
    expect(standIn.control.orders(reference)).toEqual([]);
  });
});

describe("reads", () => {
  it("a 5xx on a read is retried with back-off, then succeeds", async () => {
    standIn.control.failNext("balance/query", { kind: "http", status: 503 }, 2);
    const before = standIn.control.requests.length;
    expect(await supplierWith().balance()).toBe(standIn.control.balance());
    expect(standIn.control.requests.length - before).toBe(3);
    expect(sleeps).toEqual([250, 500]);
  });

  it("honours the supplier's Retry-After and its busy code", async () => {
    standIn.control.failNext("balance/query", { kind: "http", status: 429, retryAfterSeconds: 2 });
    standIn.control.failNext("balance/query", { kind: "refuse", code: "900001" });
    expect(await supplierWith().balance()).toBe(standIn.control.balance());
    expect(sleeps).toEqual([2000, 500]);
  });

  it("gives up when told to come back later than it waits, or after its retries", async () => {
    standIn.control.failNext("balance/query", { kind: "http", status: 429, retryAfterSeconds: 60 });
    expect(await failureOf(supplierWith().balance())).toMatchObject({ failure: "retryable", retryAfterMs: 60_000 });
    expect(sleeps).toEqual([]);
    standIn.control.failNext("balance/query", { kind: "http", status: 500 }, 4);
    expect(await failureOf(supplierWith().balance())).toMatchObject({ failure: "retryable", supplierCode: "HTTP 500" });
  });

  it("paces 20 calls at no more than 8 in any second", async () => {
    const supplier = supplierWith();
    const from = standIn.control.requests.length;
    for (let i = 0; i < 20; i++) await supplier.balance();
    const starts = standIn.control.requests.slice(from).map((r) => r.at);
    const busiest = Math.max(...starts.map((s) => starts.filter((x) => x >= s && x < s + 1000).length));
    expect(busiest).toBe(8);
    expect(starts.at(-1)! - starts[0]).toBeGreaterThanOrEqual(2000);
  });
});

describe("answers the stand-in never gives", () => {
  /** A fetch answering every call with this envelope, as the documented examples show it. */
  const answering = (envelope: unknown) => supplierWith({ fetch: async () => new Response(JSON.stringify(envelope), { status: 200 }) });
  const row = (smdpStatus: string, esimStatus: string) => ({
    esimTranNo: "25112708000001",
    orderNo: "B25112708000001",
    transactionId: "t",
    iccid: "8985299000000000001",
    ac: "LPA:1$rsp-eu.redteamobile.com$451F9802E6",
    qrCodeUrl: "",
    smdpStatus,
    esimStatus,
    activateTime: null,
    expiredTime: "2027-05-26T08:00:00+0000",
    totalVolume: 1073741824,
    orderUsage: 0,
  });

  it("reads a success written as text, as the documentation's examples write it", async () => {
    expect(await answering({ success: "true", errorCode: null, obj: { balance: 100000 } }).balance()).toBe(100000);
  });

  it("maps every documented state, and refuses to guess at one it does not know", async () => {
    const read = (smdp: string, esim: string) => answering({ success: true, obj: { esimList: [row(smdp, esim)], pager: { pageNum: 1, pageSize: 100, total: 1 } } }).profile("25112708000001");
    expect(await read("DOWNLOAD", "SUSPENDED")).toMatchObject({ install: "DOWNLOAD", validity: "INUSE", qrImageUrl: null });
    expect(await read("DELETED", "USED_EXPIRED")).toMatchObject({ install: "DELETED", validity: "TIME_FINISHED" });
    expect(await read("DISABLED", "UNUSED_EXPIRED")).toMatchObject({ install: "DISABLED", validity: "EXPIRED" });
    expect(await read("ENABLED", "REVOKED")).toMatchObject({ install: "ENABLED", validity: "EXPIRED" });
    expect(await read("ENABLED", "USED_UP")).toMatchObject({ validity: "USAGE_FINISHED" });
    expect(await failureOf(read("toString", "IN_USE"))).toMatchObject({ failure: "invalid" });
    expect(await failureOf(read("ENABLED", "PAUSED_FOR_A_NEW_REASON"))).toMatchObject({ failure: "invalid" });
  });

  it("a read answered without its object is `invalid`, not a crash", async () => {
    expect(await failureOf(answering({ success: true, errorCode: null, obj: null }).balance())).toMatchObject({ failure: "invalid" });
    expect(await failureOf(answering({ success: true, errorCode: null, obj: null }).listPackages())).toMatchObject({ failure: "invalid" });
  });

  it("an order answered without an order number is `ambiguous`", async () => {
    expect(await failureOf(answering({ success: true, obj: {} }).order({ reference: randomUUID(), packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "ambiguous" });
    expect(await failureOf(answering({ success: true, obj: null }).order({ reference: randomUUID(), packageCode: JAPAN.packageCode }))).toMatchObject({ failure: "ambiguous" });
  });
});

describe("after delivery", () => {
  it("cancelling an unused profile refunds it once; cancelling again is safe", async () => {
    const { supplier, profile } = await orderedProfile();
    const balance = standIn.control.balance();
    await supplier.cancel(profile.ref);
    expect(standIn.control.balance()).toBe(balance + JAPAN.price);
    await supplier.cancel(profile.ref);
    expect(standIn.control.balance()).toBe(balance + JAPAN.price);
    expect((await supplier.profile(profile.ref)).validity).toBe("EXPIRED");
  });

  it("a profile already installed cannot be cancelled", async () => {
    const { supplier, profile } = await orderedProfile();
    standIn.control.setSmdpStatus(profile.iccid, "INSTALLATION");
    await standIn.control.idle();
    expect(await failureOf(supplier.cancel(profile.ref))).toMatchObject({ failure: "invalid", supplierCode: "200002" });
    expect((await supplier.profile(profile.ref)).install).toBe("INSTALLED");
    expect(events(supplier)).toContainEqual({ kind: "profile-changed", ref: profile.ref, iccid: profile.iccid, eventId: expect.any(String) });
  });

  it("tops a profile up once", async () => {
    const { supplier, profile } = await orderedProfile();
    const balance = standIn.control.balance();
    const reference = randomUUID();
    await supplier.topup({ reference, profile, packageCode: JAPAN_TOPUP.packageCode });
    expect(standIn.control.topups(reference)).toEqual([{ transactionId: reference, esimTranNo: profile.ref, packageCode: JAPAN_TOPUP.packageCode, amount: JAPAN_TOPUP.price }]);
    expect(standIn.control.balance()).toBe(balance - JAPAN_TOPUP.price);
    expect((await supplier.profile(profile.ref)).dataTotalBytes).toBe(JAPAN.volume + JAPAN_TOPUP.volume);
  });

  it("reads usage from the DATA_USAGE webhook and the profile", async () => {
    const { supplier, profile } = await orderedProfile();
    receiver.deliveries.length = 0;
    const used = Math.round(JAPAN.volume * 0.6);
    standIn.control.use(profile.iccid, used);
    await standIn.control.idle();
    expect(events(supplier)).toEqual([
      { kind: "profile-changed", ref: profile.ref, iccid: profile.iccid, eventId: expect.any(String) },
      { kind: "usage", ref: profile.ref, iccid: profile.iccid, dataUsedBytes: used, eventId: expect.any(String) },
    ]);
    const now = await supplier.profile(profile.ref);
    expect(now).toMatchObject({ install: "ENABLED", validity: "INUSE", dataUsedBytes: used, activatedAt: new Date(Math.floor(clock.t / 1000) * 1000) });
    expect(now.expiresAt!.getTime() - now.activatedAt!.getTime()).toBe(7 * 86_400_000);
  });
});

describe("webhooks", () => {
  it("refuses a delivery without the right token", () => {
    const supplier = supplierWith();
    const rawBody = Buffer.from(JSON.stringify({ notifyType: "ORDER_STATUS", content: { orderNo: "B25000000000001", orderStatus: "GOT_RESOURCE" } }));
    expect(() => supplier.readWebhook({ headers: {}, rawBody, pathToken: "wh_8Kq2vNx5Rt7YbZ3mPd9Lc4Hx" })).toThrow(expect.objectContaining({ failure: "auth" }));
    expect(() => supplier.readWebhook({ headers: {}, rawBody })).toThrow(expect.objectContaining({ failure: "auth" }));
    expect(supplier.readWebhook({ headers: {}, rawBody, pathToken: TOKEN })).toEqual([{ kind: "order-allocated", supplierOrderRef: "B25000000000001", reference: null }]);
  });

  it("passes repeats on with the same eventId, and late or reordered ones as they come", async () => {
    const supplier = supplierWith();
    standIn.control.webhooks.duplicate = true;
    const first = await supplier.order({ reference: randomUUID(), packageCode: JAPAN.packageCode });
    await allocateNow();
    const [a, b] = events(supplier);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ supplierOrderRef: first.supplierOrderRef });

    receiver.deliveries.length = 0;
    standIn.control.webhooks.duplicate = false;
    standIn.control.webhooks.mode = "hold";
    const second = await supplier.order({ reference: randomUUID(), packageCode: JAPAN.packageCode });
    const third = await supplier.order({ reference: randomUUID(), packageCode: EUROPE.packageCode });
    await allocateNow();
    expect(receiver.deliveries).toEqual([]);
    standIn.control.flushWebhooks("newest-first");
    await standIn.control.idle();
    const arrived = events(supplier).map((e) => (e.kind === "order-allocated" ? e.supplierOrderRef : null));
    expect(arrived.sort()).toEqual([second.supplierOrderRef, third.supplierOrderRef].sort());

    receiver.deliveries.length = 0;
    standIn.control.webhooks.mode = "drop";
    await supplier.order({ reference: randomUUID(), packageCode: JAPAN.packageCode });
    await allocateNow();
    expect(receiver.deliveries).toEqual([]);
  });

  it("registers the webhook address; the supplier's health check is read as no event", async () => {
    const supplier = supplierWith();
    await supplier.saveWebhook(`${receiver.origin}${esimAccessWebhookPath(TOKEN)}`);
    await standIn.control.idle();
    expect(receiver.deliveries.map((d) => JSON.parse(d.body.toString()).notifyType)).toEqual(["CHECK_HEALTH"]);
    expect(events(supplier)).toEqual([]);
  });

  it("refuses a webhook token too short to be a secret", () => {
    expect(() => supplierWith({ webhookToken: "short" })).toThrow(RangeError);
  });
});
