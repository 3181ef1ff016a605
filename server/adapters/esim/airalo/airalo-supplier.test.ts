import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseActivationCode } from "../../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../../shared/esim/iccid-rules.ts";
import { SupplierError, type SupplierEvent, type SupplierProfile, type WebhookDelivery } from "../supplier.ts";
import { AIRALO_REFUND_REASON, createAiraloSupplier, type AiraloSupplierOptions } from "./airalo-supplier.ts";
import { startAiraloStandIn, STANDIN_SMDP_ADDRESS, type AiraloStandInOptions } from "./airalo-standin.ts";
import { BYTES_PER_MB } from "./airalo-units.ts";
import { AIRALO_SANDBOX_FAILURE_PACKAGES, AIRALO_SIGNATURE_HEADER, airaloSignature } from "./airalo-wire.ts";

const CLIENT = { clientId: "roamwell-test-client", clientSecret: "test-secret-4f1c2a9b7e" };
const START = new Date("2026-03-01T10:00:00Z");
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const GB = 1024 * BYTES_PER_MB;
/** A 1 GB, 7-day package of the fixture, its net price 2.805 USD and its retail price 6.49. */
const US_1GB = "united-states-7days-1gb";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A stand-in and an adapter sharing one clock that only `sleep` and `advance` move. */
async function setup(opts: { supplier?: Partial<AiraloSupplierOptions>; standIn?: Partial<AiraloStandInOptions> } = {}) {
  let clock = START;
  const now = () => clock;
  const slept: number[] = [];
  const standIn = await startAiraloStandIn({ ...CLIENT, now, ...opts.standIn });
  cleanups.push(() => standIn.close());
  const supplier = createAiraloSupplier({
    ...CLIENT,
    baseUrl: standIn.baseUrl,
    now,
    sleep: async (ms) => {
      slept.push(ms);
      clock = new Date(clock.getTime() + ms);
    },
    requestTimeoutMs: 1_000,
    ...opts.supplier,
  });
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  return { standIn, control: standIn.control, supplier, slept, advance, now };
}

/** The store's webhook endpoint: keeps every delivery as the store would receive it. */
async function webhookReceiver() {
  const received: WebhookDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers as IncomingHttpHeaders, rawBody: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/airalo`, received };
}

async function failureOf(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

async function orderOne(supplier: ReturnType<typeof createAiraloSupplier>, reference = "order-1", packageCode = US_1GB): Promise<SupplierProfile> {
  const order = await supplier.order({ reference, packageCode });
  if (order.state !== "allocated") throw new Error("expected an allocated order");
  return order.profiles[0];
}

describe("Airalo adapter: the token", () => {
  it("asks for a token once, keeps it for every call, and renews it before it ends", async () => {
    const { supplier, control, advance } = await setup({ standIn: { tokenLifetimeSeconds: 3600 } });
    await supplier.balance();
    await supplier.balance();
    await supplier.listPackages();
    expect(control.count("POST /token")).toBe(1);
    // An hour's token is renewed in its last six minutes (a tenth of its life, at most five minutes).
    advance(54 * MIN);
    await supplier.balance();
    expect(control.count("POST /token")).toBe(1);
    advance(2 * MIN);
    await supplier.balance();
    expect(control.count("POST /token")).toBe(2);
  });

  it("renews a token Airalo says lasts a year after a day, as Airalo advises", async () => {
    const { supplier, control, advance } = await setup();
    await supplier.balance();
    advance(DAY - 6 * MIN);
    await supplier.balance();
    expect(control.count("POST /token")).toBe(1);
    advance(2 * MIN);
    await supplier.balance();
    expect(control.count("POST /token")).toBe(2);
  });

  it("shares one token request among calls made at once", async () => {
    const { supplier, control } = await setup();
    await Promise.all([supplier.balance(), supplier.balance(), supplier.balance()]);
    expect(control.count("POST /token")).toBe(1);
  });

  it("renews a revoked token once after a 401 and goes on, even for an order", async () => {
    const { supplier, control } = await setup();
    await supplier.balance();
    control.revokeTokens();
    await orderOne(supplier);
    expect(control.count("POST /token")).toBe(2);
    expect(control.orders()).toHaveLength(1);
  });

  it("fails `auth` when the new token is refused too, or the credentials are", async () => {
    const { supplier, control } = await setup();
    await supplier.balance();
    control.fail("GET /balance", 401, { times: 2 });
    const refused = await failureOf(supplier.balance());
    expect(refused.failure).toBe("auth");
    expect(control.count("GET /balance")).toBe(3);

    const { standIn } = await setup();
    const wrong = createAiraloSupplier({ ...CLIENT, clientSecret: "not-the-secret", baseUrl: standIn.baseUrl });
    expect((await failureOf(wrong.balance())).failure).toBe("auth");
  });
});

describe("Airalo adapter: packages", () => {
  it("reads every page of the nested catalogue into the store's units", async () => {
    const { supplier, control } = await setup();
    const packages = await supplier.listPackages();
    // 142 destinations at 100 a page: the second page comes keyed by position, as Laravel sends it.
    expect(control.count("GET /packages")).toBe(2);
    expect(packages.length).toBe(1522);
    const byCode = new Map(packages.map((p) => [p.code, p]));

    expect(byCode.get(US_1GB)).toEqual({
      code: US_1GB,
      kind: "base",
      name: "United States Connect 1 GB - 7 Days",
      countries: ["US"],
      region: null,
      dataBytes: GB,
      dailyBytes: null,
      validityDays: 7,
      cost: 28_050,
      minimumPrice: null,
      speedAfter: null,
      hotspot: null,
      networks: [{ country: "US", operator: "United States Telecom", generation: expect.stringMatching(/^(5G|LTE)$/) }],
    });
    expect(byCode.get(`${US_1GB}-topup`)).toMatchObject({ kind: "topup", countries: ["US"], cost: 28_050 });

    const europe = byCode.get("europe-30days-5gb")!;
    expect(europe.region).toBe("Europe");
    expect(europe.countries).toContain("FR");
    expect(europe.countries).toHaveLength(39);
    expect(byCode.get("world-7days-1gb")!.region).toBe("World");

    const unlimited = packages.filter((p) => p.code.includes("unlimited"));
    expect(unlimited.length).toBeGreaterThan(0);
    for (const p of unlimited) expect(p.dataBytes).toBeNull();
    const daily = unlimited.filter((p) => p.dailyBytes !== null);
    expect(daily.length).toBeGreaterThan(0);
    expect(daily.find((p) => p.validityDays === 30)).toMatchObject({ dailyBytes: 3 * GB, speedAfter: "1 Mbps" });
    expect(daily.find((p) => p.validityDays === 5)).toMatchObject({ dailyBytes: 2 * GB, speedAfter: "512 kbps" });
    // A fair-usage sentence that names no daily amount gives none.
    expect(unlimited.some((p) => p.dailyBytes === null && p.speedAfter === null)).toBe(true);
  });

  it("makes the retail price the minimum only when the contract says so", async () => {
    const { supplier } = await setup({ supplier: { retailPriceIsMinimum: true } });
    const us = (await supplier.listPackages()).find((p) => p.code === US_1GB)!;
    expect(us.minimumPrice).toBe(64_900);
  });

  it("prices discount-model accounts at the retail price less the discount", async () => {
    const { supplier } = await setup({ standIn: { pricing: { model: "discount_pricing", discount_percentage: 10 } } });
    const us = (await supplier.listPackages()).find((p) => p.code === US_1GB)!;
    expect(us.cost).toBe(58_410);
  });

  it("reads the prepaid balance", async () => {
    const { supplier, control } = await setup({ standIn: { balanceUsd: "1234.5678" } });
    expect(await supplier.balance()).toBe(12_345_678);
    await orderOne(supplier);
    expect(await supplier.balance()).toBe(12_345_678 - 28_050);
    expect(control.balanceE4()).toBe(12_345_678 - 28_050);
  });
});

describe("Airalo adapter: orders", () => {
  it("orders one eSIM and hands over its ICCID, activation code and install links", async () => {
    const { supplier, control } = await setup();
    const order = await supplier.order({ reference: "ord_7c1e", packageCode: US_1GB });
    expect(order.state).toBe("allocated");
    if (order.state !== "allocated") return;
    const [profile] = order.profiles;
    expect(order.profiles).toHaveLength(1);
    expect(isValidIccid(profile.iccid)).toBe(true);
    expect(profile.ref).toBe(profile.iccid);
    expect(parseActivationCode(profile.activationCode)).toEqual({ smdpAddress: STANDIN_SMDP_ADDRESS, matchingId: profile.matchingId });
    expect(profile.appleInstallUrl).toContain("esimsetup.apple.com");
    expect(profile.qrImageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/qr/);
    expect(profile).toMatchObject({ install: "UNDOWNLOAD", validity: "VALID", dataUsedBytes: 0, dataTotalBytes: GB, activatedAt: null });
    expect(order.supplierOrderRef).toBe(String(control.orders()[0].id));
    // Our reference rides in the description: Airalo has no idempotency key.
    expect(control.orders()[0].description).toBe("roamwell:ord_7c1e");
    expect(await supplier.orderProfiles(order.supplierOrderRef)).toEqual(order);
  });

  it("after a time-out on an order Airalo took: `ambiguous`, then the reconcile finds exactly that order and nothing is ordered twice", async () => {
    const { supplier, control } = await setup({ supplier: { requestTimeoutMs: 300 } });
    control.hang("POST /orders");
    const lost = await failureOf(supplier.order({ reference: "ord_lost", packageCode: US_1GB }));
    expect(lost.failure).toBe("ambiguous");
    expect(lost.supplierCode).toBe("timeout");
    expect(control.count("POST /orders")).toBe(1);

    const found = await supplier.findOrder("ord_lost");
    expect(found.found).toBe("one");
    if (found.found !== "one" || found.order.state !== "allocated") throw new Error("expected one allocated order");
    expect(found.order.profiles[0].iccid).toBe(control.orders()[0].iccids[0]);
    expect(control.orders()).toHaveLength(1);
    expect(control.count("POST /orders")).toBe(1);
  });

  it("after a gateway error following the order: `ambiguous`, and the reconcile finds it", async () => {
    const { supplier, control } = await setup();
    control.fail("POST /orders", 502, { afterCommit: true });
    expect((await failureOf(supplier.order({ reference: "ord_502", packageCode: US_1GB }))).failure).toBe("ambiguous");
    expect((await supplier.findOrder("ord_502")).found).toBe("one");
  });

  it("after a 5xx that came before anything was taken: still `ambiguous` (the store cannot tell), and the reconcile finds none", async () => {
    const { supplier, control } = await setup();
    control.fail("POST /orders", 500);
    expect((await failureOf(supplier.order({ reference: "ord_500", packageCode: US_1GB }))).failure).toBe("ambiguous");
    expect(await supplier.findOrder("ord_500")).toEqual({ found: "none" });
    expect(control.count("POST /orders")).toBe(1);
  });

  it("tells our order from others whose description merely contains our reference", async () => {
    const { supplier } = await setup();
    await orderOne(supplier, "ord_1");
    await orderOne(supplier, "ord_12");
    await orderOne(supplier, "ord_1-again");
    const found = await supplier.findOrder("ord_1");
    expect(found.found).toBe("one");
    expect(await supplier.findOrder("ord_2")).toEqual({ found: "none" });
  });

  it("reports two orders for one reference as several", async () => {
    const { supplier } = await setup();
    await orderOne(supplier, "ord_twice");
    await orderOne(supplier, "ord_twice");
    const found = await supplier.findOrder("ord_twice");
    expect(found.found).toBe("several");
    if (found.found === "several") expect(found.orders).toHaveLength(2);
  });

  it("classifies running out of stock and of credit", async () => {
    const { supplier, control } = await setup();
    control.setStock(US_1GB, 0);
    const outOfStock = await failureOf(supplier.order({ reference: "a", packageCode: US_1GB }));
    expect([outOfStock.failure, outOfStock.supplierCode]).toEqual(["out-of-stock", "34"]);
    control.setStock(US_1GB, null);
    control.setBalance("1.00");
    const poor = await failureOf(supplier.order({ reference: "b", packageCode: US_1GB }));
    expect([poor.failure, poor.supplierCode]).toEqual(["balance-too-low", "11"]);
    expect(control.orders()).toHaveLength(0);
  });

  it("answers each sandbox failure package as Airalo's sandbox does", async () => {
    const { supplier } = await setup();
    const expected = {
      insufficientBalance: ["balance-too-low", "11"],
      maintenance: ["retryable", "13"],
      topupDisabled: ["not-entitled", "23"],
      notEnoughStock: ["out-of-stock", "33"],
      outOfStock: ["out-of-stock", "34"],
    } as const;
    for (const [name, packageCode] of Object.entries(AIRALO_SANDBOX_FAILURE_PACKAGES)) {
      const error = await failureOf(supplier.order({ reference: name, packageCode }));
      expect([error.failure, error.supplierCode]).toEqual(expected[name as keyof typeof expected]);
    }
  });

  it("refuses an unknown package as `invalid`, and days Airalo does not sell", async () => {
    const { supplier } = await setup();
    expect((await failureOf(supplier.order({ reference: "x", packageCode: "no-such-package" }))).failure).toBe("invalid");
    expect((await failureOf(supplier.order({ reference: "x", packageCode: US_1GB, days: 3 }))).failure).toBe("invalid");
  });
});

describe("Airalo adapter: asynchronous orders", () => {
  it("answers pending, then the signed webhook says allocated, and the order reads back with its eSIM", async () => {
    const hook = await webhookReceiver();
    const { supplier, standIn } = await setup({ supplier: { orders: "asynchronous", webhookUrl: hook.url } });
    expect(supplier.capabilities.orders).toBe("asynchronous");
    const order = await supplier.order({ reference: "ord_async", packageCode: US_1GB });
    expect(order.state).toBe("pending");
    await standIn.control.webhooks.settle();

    expect(hook.received).toHaveLength(1);
    const events = supplier.readWebhook(hook.received[0]);
    expect(events).toEqual([{ kind: "order-allocated", supplierOrderRef: order.supplierOrderRef, reference: "ord_async", eventId: expect.stringMatching(/^async-order:/) }]);
    const allocated = await supplier.orderProfiles(order.supplierOrderRef);
    expect(allocated.state).toBe("allocated");
    if (allocated.state === "allocated") expect(isValidIccid(allocated.profiles[0].iccid)).toBe(true);
    expect((await supplier.findOrder("ord_async")).found).toBe("one");
  });

  it("survives webhooks sent late, twice and out of order: one event per order once duplicates are dropped by id", async () => {
    const hook = await webhookReceiver();
    const { supplier, control } = await setup({ supplier: { orders: "asynchronous", webhookUrl: hook.url } });
    control.webhooks.hold();
    const first = await supplier.order({ reference: "ord_a", packageCode: US_1GB });
    const second = await supplier.order({ reference: "ord_b", packageCode: US_1GB });
    await control.webhooks.settle();
    expect(control.webhooks.held()).toBe(2);
    // While the webhooks are late, the orders are already readable by polling.
    expect((await supplier.orderProfiles(first.supplierOrderRef)).state).toBe("allocated");

    await control.webhooks.release({ reverse: true, twice: true });
    expect(hook.received).toHaveLength(4);
    const events = hook.received.flatMap((d) => supplier.readWebhook(d));
    const unique = new Map<string, SupplierEvent>(events.map((e) => [e.eventId!, e]));
    expect([...unique.values()].map((e) => (e.kind === "order-allocated" ? e.reference : null)).sort()).toEqual(["ord_a", "ord_b"]);
    expect(events[0]).toMatchObject({ reference: "ord_b", supplierOrderRef: second.supplierOrderRef });
  });

  it("finds the order by polling when the webhook is never sent", async () => {
    const hook = await webhookReceiver();
    const { supplier, control } = await setup({ supplier: { orders: "asynchronous", webhookUrl: hook.url } });
    control.webhooks.hold();
    const order = await supplier.order({ reference: "ord_dropped", packageCode: US_1GB });
    await control.webhooks.settle();
    expect(control.webhooks.drop()).toBe(1);
    expect((await supplier.orderProfiles(order.supplierOrderRef)).state).toBe("allocated");
    expect(hook.received).toHaveLength(0);
  });

  it("says an async order Airalo could not fill has failed", async () => {
    const hook = await webhookReceiver();
    const { supplier, control } = await setup({ supplier: { orders: "asynchronous", webhookUrl: hook.url } });
    const order = await supplier.order({ reference: "ord_none", packageCode: AIRALO_SANDBOX_FAILURE_PACKAGES.outOfStock });
    await control.webhooks.settle();
    expect(supplier.readWebhook(hook.received[0])).toEqual([
      { kind: "order-failed", supplierOrderRef: order.supplierOrderRef, reference: "ord_none", reason: expect.stringContaining("out of stock"), eventId: expect.any(String) },
    ]);
  });

  it("does not take an async order missing from the list for one never taken, while it may still be on its way", async () => {
    const { supplier, control, advance } = await setup({ supplier: { orders: "asynchronous", webhookUrl: "http://127.0.0.1:9/unused", requestTimeoutMs: 300 } });
    control.hang("POST /orders-async");
    control.setStock(US_1GB, 0);
    expect((await failureOf(supplier.order({ reference: "ord_maybe", packageCode: US_1GB }))).failure).toBe("ambiguous");
    expect(await supplier.findOrder("ord_maybe")).toEqual({ found: "unknown-yet" });
    advance(16 * MIN);
    expect(await supplier.findOrder("ord_maybe")).toEqual({ found: "none" });
  });
});

describe("Airalo adapter: failures on reads", () => {
  it("sends a read again after a 5xx, with back-off, until it succeeds", async () => {
    const { supplier, control, slept } = await setup();
    await supplier.balance();
    control.fail("GET /balance", 503, { times: 2 });
    expect(await supplier.balance()).toBe(100_000_000);
    expect(control.count("GET /balance")).toBe(4);
    expect(slept).toEqual([500, 1000]);
  });

  it("gives up after three attempts, `retryable`, and reads an HTML gateway page as an error, not as data", async () => {
    const { supplier, control } = await setup();
    control.fail("GET /balance", 502, { times: 5 });
    const error = await failureOf(supplier.balance());
    expect([error.failure, error.supplierCode]).toEqual(["retryable", "HTTP 502"]);
    expect(control.count("GET /balance")).toBe(3);
  });

  it("waits what a 429's Retry-After asks, then goes on", async () => {
    const { supplier, control, slept } = await setup();
    const profile = await orderOne(supplier);
    control.rateLimit("GET /sims/:iccid/usage", 7);
    expect((await supplier.profile(profile.ref)).validity).toBe("VALID");
    expect(slept).toEqual([7000]);
    expect(control.count("GET /sims/:iccid/usage")).toBe(2);
  });

  it("keeps away from an endpoint Airalo's headers say is spent, without calling it, until the window ends", async () => {
    const { supplier, control, advance } = await setup();
    const profile = await orderOne(supplier);
    // Airalo allows 10 usage reads a minute for one eSIM.
    for (let i = 0; i < 10; i++) await supplier.profile(profile.ref);
    const error = await failureOf(supplier.profile(profile.ref));
    expect(error.failure).toBe("retryable");
    expect(error.retryAfterMs).toBe(60_000);
    expect(control.count("GET /sims/:iccid/usage")).toBe(11);
    // Still spent: refused here, not sent.
    advance(30_000);
    expect((await failureOf(supplier.profile(profile.ref))).retryAfterMs).toBe(30_000);
    expect(control.count("GET /sims/:iccid/usage")).toBe(11);
    advance(30_000);
    await supplier.profile(profile.ref);
    expect(control.count("GET /sims/:iccid/usage")).toBe(12);
  });

  it("never sends an order again by itself, not even after a 429", async () => {
    const { supplier, control } = await setup();
    control.rateLimit("POST /orders", 1);
    const error = await failureOf(supplier.order({ reference: "r", packageCode: US_1GB }));
    expect([error.failure, error.retryAfterMs]).toEqual(["retryable", 1000]);
    expect(control.count("POST /orders")).toBe(1);
  });
});

describe("Airalo adapter: the eSIM after the order", () => {
  it("reads usage and the states it means, from first use to the end of the allowance and of the days", async () => {
    const { supplier, control, advance, now } = await setup();
    const { ref } = await orderOne(supplier);
    expect(await supplier.profile(ref)).toMatchObject({ install: "UNDOWNLOAD", validity: "VALID", dataUsedBytes: 0, dataTotalBytes: GB, activatedAt: null, expiresAt: null });
    // No history read while the eSIM was never used: its validity cannot have started.
    expect(control.count("GET /sims/:iccid/packages")).toBe(0);

    control.use(ref, 300);
    const started = now();
    advance(MIN);
    expect(await supplier.profile(ref)).toMatchObject({
      install: "ENABLED",
      validity: "INUSE",
      dataUsedBytes: 300 * BYTES_PER_MB,
      dataTotalBytes: GB,
      activatedAt: started,
      expiresAt: new Date(started.getTime() + 7 * DAY),
    });
    control.use(ref, 2000);
    expect(await supplier.profile(ref)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedBytes: GB });
    advance(8 * DAY);
    expect(await supplier.profile(ref)).toMatchObject({ install: "ENABLED", validity: "TIME_FINISHED" });
    control.recycle(ref);
    expect(await supplier.profile(ref)).toMatchObject({ install: "DELETED", validity: "EXPIRED" });
  });

  it("counts an unlimited eSIM's allowance as none", async () => {
    const { supplier, control } = await setup();
    const unlimited = (await supplier.listPackages()).find((p) => p.kind === "base" && p.dataBytes === null)!;
    const { ref } = await orderOne(supplier, "u", unlimited.code);
    control.use(ref, 5000);
    expect(await supplier.profile(ref)).toMatchObject({ validity: "INUSE", dataUsedBytes: 0, dataTotalBytes: null });
  });

  it("lists the top-ups that fit an eSIM, and buys one once however often it is asked", async () => {
    const { supplier, control } = await setup();
    await supplier.listPackages();
    const profile = await orderOne(supplier);
    const topups = await supplier.topupPackagesFor(profile);
    expect(topups.map((t) => t.code)).toContain(`${US_1GB}-topup`);
    for (const t of topups) expect(t).toMatchObject({ kind: "topup", countries: ["US"], name: expect.stringMatching(/^United States Connect /) });

    const request = { reference: "top_1", profile, packageCode: "united-states-30days-3gb-topup" };
    await supplier.topup(request);
    await supplier.topup(request);
    expect(control.count("POST /orders/topups")).toBe(1);
    expect((await supplier.profile(profile.ref)).dataTotalBytes).toBe(4 * GB);
  });

  it("after a top-up whose answer was lost: `ambiguous`, and asking again does not buy a second", async () => {
    const { supplier, control } = await setup({ supplier: { requestTimeoutMs: 300 } });
    const profile = await orderOne(supplier);
    control.hang("POST /orders/topups");
    const request = { reference: "top_lost", profile, packageCode: "united-states-30days-3gb-topup" };
    expect((await failureOf(supplier.topup(request))).failure).toBe("ambiguous");
    await supplier.topup(request);
    expect(control.count("POST /orders/topups")).toBe(1);
  });

  it("refuses a top-up for a recycled eSIM as `invalid`", async () => {
    const { supplier, control } = await setup();
    const profile = await orderOne(supplier);
    control.recycle(profile.ref);
    const error = await failureOf(supplier.topup({ reference: "t", profile, packageCode: `${US_1GB}-topup` }));
    expect([error.failure, error.supplierCode]).toEqual(["invalid", "73"]);
  });

  it("asks for a refund, which Airalo reviews by hand: cancel is by request", async () => {
    const { supplier, control } = await setup();
    expect(supplier.capabilities.cancel).toBe("by-request");
    const profile = await orderOne(supplier);
    await supplier.cancel(profile.ref);
    await supplier.cancel(profile.ref);
    expect(control.refunds()).toEqual([{ refundId: expect.any(String), iccids: [profile.iccid], reason: AIRALO_REFUND_REASON }]);
    expect((await failureOf(supplier.cancel("8910300000000000000"))).failure).toBe("invalid");
  });
});

describe("Airalo adapter: webhooks", () => {
  const delivery = (body: string, signature: string | null): WebhookDelivery => ({
    headers: signature === null ? {} : { [AIRALO_SIGNATURE_HEADER]: signature },
    rawBody: Buffer.from(body),
  });

  it("reads a signed low-data notice as a usage hint", async () => {
    const hook = await webhookReceiver();
    const { supplier, control } = await setup({ standIn: { webhookUrl: hook.url } });
    const profile = await orderOne(supplier);
    control.use(profile.ref, 800);
    control.lowData(profile.ref, "75%");
    await control.webhooks.settle();
    expect(supplier.readWebhook(hook.received[0])).toEqual([{ kind: "usage", ref: profile.ref, iccid: profile.iccid, dataUsedBytes: null }]);
  });

  it("refuses a body whose signature is wrong, missing or made with another secret", async () => {
    const { supplier } = await setup();
    const body = JSON.stringify({ level: "90%", package_name: "x", remaining_percentage: 10, iccid: "8910300000000000001" });
    const good = airaloSignature(CLIENT.clientSecret, body);
    expect(supplier.readWebhook(delivery(body, good))).toHaveLength(1);
    for (const signature of [null, "", "abc", good.replace(/^./, (c) => (c === "0" ? "1" : "0")), airaloSignature("another-secret", body)]) {
      const error = (() => {
        try {
          supplier.readWebhook(delivery(body, signature));
          return null;
        } catch (err) {
          return err;
        }
      })();
      expect(error).toBeInstanceOf(SupplierError);
      expect((error as SupplierError).failure).toBe("auth");
    }
    // A body changed after signing.
    expect(() => supplier.readWebhook(delivery(body.replace("90%", "75%"), good))).toThrow(SupplierError);
  });

  it("accepts a body a proxy re-serialised, signed as Airalo's SDKs sign it, and ignores credit-limit notices", async () => {
    const { supplier } = await setup();
    const payload = { message: "Surpassed 80% of the credit limit balance", remaining: 225.35 };
    const pretty = JSON.stringify(payload, null, 2);
    const signature = airaloSignature(CLIENT.clientSecret, JSON.stringify(payload));
    expect(supplier.readWebhook(delivery(pretty, signature))).toEqual([]);
  });

  it("leaves alone an async order someone placed by hand on the account", async () => {
    const { supplier } = await setup();
    const body = JSON.stringify({ data: { request_id: "abc", description: "placed in the partner platform", sims: [{ iccid: "1" }] } });
    expect(supplier.readWebhook(delivery(body, airaloSignature(CLIENT.clientSecret, body)))).toEqual([]);
  });
});
