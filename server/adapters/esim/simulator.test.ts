import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseActivationCode } from "../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../shared/esim/iccid-rules.ts";
import { EsimProviderError, type ProvisionRequest } from "./esim-provider.ts";
import { createSimulatorEsimProvider, MAX_TOPUPS, SIMULATOR_SMDP_ADDRESS, type SimulatorOptions } from "./simulator.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const SINCE = new Date("2026-03-01T10:00:00Z");

/** A simulator whose clock the test sets: `at(ms)` is `ms` after SINCE. */
function simulator(options: Partial<SimulatorOptions> = {}) {
  let clock = SINCE;
  const provider = createSimulatorEsimProvider({
    secret: "test secret",
    downloadAfterMs: 2 * MIN,
    activateAfterMs: 5 * MIN,
    mbPerHour: 200,
    now: () => clock,
    ...options,
  });
  const at = (ms: number) => {
    clock = new Date(SINCE.getTime() + ms);
    return provider;
  };
  return { provider, at };
}

/** The simulator keeps its top-ups in the reference; the ICCID a supplier needs is not read. */
const ICCID = "8901260000000000008";
const FIVE_GB: ProvisionRequest = { orderKey: "3f2c9a4e-0d1b-4c55-9e0a-2b7d5f1c8e61", dataMb: 5120, dailyMb: null, validityDays: 30, packageCode: null };
const DAILY: ProvisionRequest = { orderKey: "b7a1e0c2-7f4d-4a8e-9c3b-5d6e2f1a0b94", dataMb: null, dailyMb: 1024, validityDays: 9, packageCode: null };

describe("eSIM simulator: provisioning", () => {
  it("issues a valid ICCID and a GSMA activation code made of the manual-entry details", async () => {
    const esim = await simulator().provider.provision(FIVE_GB);
    expect(isValidIccid(esim.iccid)).toBe(true);
    expect(esim.iccid).toHaveLength(20);
    expect(esim.smdpAddress).toBe(SIMULATOR_SMDP_ADDRESS);
    expect(esim.matchingId).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    expect(esim.activationCode).toBe(`LPA:1$${SIMULATOR_SMDP_ADDRESS}$${esim.matchingId}`);
    expect(parseActivationCode(esim.activationCode)).toEqual({ smdpAddress: esim.smdpAddress, matchingId: esim.matchingId });
  });

  it("answers the same eSIM for the same order key, even from another instance (idempotent, stateless)", async () => {
    const first = await simulator().provider.provision(FIVE_GB);
    expect(await simulator().provider.provision(FIVE_GB)).toEqual(first);
    expect(await simulator({ downloadAfterMs: 0, activateAfterMs: 0 }).provider.provision(FIVE_GB)).toEqual(first);
  });

  it("answers a different eSIM for another key or another secret", async () => {
    const first = await simulator().provider.provision(FIVE_GB);
    const other = await simulator().provider.provision({ ...FIVE_GB, orderKey: `${FIVE_GB.orderKey}x` });
    const otherSecret = await simulator({ secret: "another secret" }).provider.provision(FIVE_GB);
    for (const esim of [other, otherSecret]) {
      expect(esim.iccid).not.toBe(first.iccid);
      expect(esim.matchingId).not.toBe(first.matchingId);
      expect(esim.providerRef).not.toBe(first.providerRef);
    }
  });

  it("uses the configured SM-DP+ address, and refuses one that is not a host name", async () => {
    const esim = await simulator({ smdpAddress: "rsp.example.org" }).provider.provision(FIVE_GB);
    expect(esim.activationCode).toMatch(/^LPA:1\$rsp\.example\.org\$/);
    expect(() => simulator({ smdpAddress: "not a host" })).toThrow(RangeError);
  });

  it.each([
    [{ orderKey: "" }, "orderKey"],
    [{ dataMb: 5120, dailyMb: 1024 }, "exactly one"],
    [{ dataMb: null, dailyMb: null }, "exactly one"],
    [{ dataMb: 0 }, "exactly one"],
    [{ validityDays: 0 }, "validityDays"],
    [{ validityDays: 1.5 }, "validityDays"],
  ] as const)("refuses an invalid request %j", async (change, problem) => {
    await expect(simulator().provider.provision({ ...FIVE_GB, ...change })).rejects.toThrow(problem);
  });

  it("fails the next N provisions when told to, then answers the same eSIM as ever", async () => {
    const { provider } = simulator();
    const expected = await provider.provision(FIVE_GB);
    provider.failNext(2);
    await expect(provider.provision(FIVE_GB)).rejects.toThrow(EsimProviderError);
    await expect(provider.provision(FIVE_GB)).rejects.toThrow(EsimProviderError);
    expect(await provider.provision(FIVE_GB)).toEqual(expected);
    expect(() => provider.failNext(-1)).toThrow(RangeError);
  });

  it("disables an eSIM it knows, any number of times, and refuses an unknown reference", async () => {
    const { provider } = simulator();
    const { providerRef } = await provider.provision(FIVE_GB);
    await expect(provider.disable(providerRef)).resolves.toBeUndefined();
    await expect(provider.disable(providerRef)).resolves.toBeUndefined();
    await expect(provider.disable("sim-nope")).rejects.toThrow(EsimProviderError);
    await expect(provider.status("sim-nope", SINCE)).rejects.toThrow(EsimProviderError);
  });
});

describe("eSIM simulator: states over time", () => {
  it("moves a 5 GB eSIM from not downloaded to installed, in use, and used up", async () => {
    const { provider, at } = simulator();
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const activatedAt = new Date(SINCE.getTime() + 5 * MIN);
    const expiresAt = new Date(activatedAt.getTime() + 30 * DAY);
    expect(await at(0).status(ref, SINCE)).toEqual({ install: "UNDOWNLOAD", validity: "VALID", dataUsedMb: 0, activatedAt: null, expiresAt: null });
    expect(await at(2 * MIN - 1).status(ref, SINCE)).toMatchObject({ install: "UNDOWNLOAD", validity: "VALID" });
    expect(await at(2 * MIN).status(ref, SINCE)).toEqual({ install: "INSTALLED", validity: "VALID", dataUsedMb: 0, activatedAt: null, expiresAt: null });
    expect(await at(5 * MIN).status(ref, SINCE)).toEqual({ install: "ENABLED", validity: "INUSE", dataUsedMb: 0, activatedAt, expiresAt });
    // 200 MB an hour: 90 minutes in use is 300 MB.
    expect(await at(5 * MIN + 90 * MIN).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 300 });
    // 5120 MB at 200 MB/h takes 25.6 h.
    expect(await at(5 * MIN + 25.6 * HOUR - 1000).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 5119 });
    expect(await at(5 * MIN + 25.6 * HOUR).status(ref, SINCE)).toEqual({ install: "ENABLED", validity: "USAGE_FINISHED", dataUsedMb: 5120, activatedAt, expiresAt });
    expect(await at(40 * DAY).status(ref, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 5120 });
  });

  it("ends a total allowance not used up when its validity ends", async () => {
    const { provider, at } = simulator({ mbPerHour: 5 });
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const end = 5 * MIN + 30 * DAY;
    expect(await at(end - 1).status(ref, SINCE)).toMatchObject({ validity: "INUSE" });
    // 30 days at 5 MB/h is 3600 MB, less than 5 GB; usage stops at the end.
    expect(await at(end).status(ref, SINCE)).toMatchObject({ validity: "TIME_FINISHED", dataUsedMb: 3600 });
    expect(await at(end + 10 * DAY).status(ref, SINCE)).toMatchObject({ validity: "TIME_FINISHED", dataUsedMb: 3600 });
  });

  it("counts a daily allowance per day of validity, never finishing it early", async () => {
    const { provider, at } = simulator({ activateAfterMs: 0, downloadAfterMs: 0 });
    const { providerRef: ref } = await provider.provision(DAILY);
    expect(ref).toMatch(/-d1024-v9$/);
    expect(await at(3 * HOUR).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 600 });
    // 1024 MB a day at 200 MB/h is reached after 5.12 h; the day's use stops there.
    expect(await at(10 * HOUR).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 1024 });
    // A new day, a new allowance.
    expect(await at(DAY + HOUR).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 200 });
    expect(await at(9 * DAY - 1).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 1024 });
    expect(await at(9 * DAY).status(ref, SINCE)).toMatchObject({
      install: "ENABLED",
      validity: "TIME_FINISHED",
      dataUsedMb: 1024,
      expiresAt: new Date(SINCE.getTime() + 9 * DAY),
    });
  });

  it("expires an eSIM that is not activated within its activation window", async () => {
    const { provider, at } = simulator({ downloadAfterMs: 10 * DAY, activateAfterMs: 400 * DAY });
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    expect(await at(179 * DAY).status(ref, SINCE)).toMatchObject({ install: "INSTALLED", validity: "VALID" });
    expect(await at(180 * DAY).status(ref, SINCE)).toEqual({ install: "INSTALLED", validity: "EXPIRED", dataUsedMb: 0, activatedAt: null, expiresAt: null });
  });

  it("uses nothing at 0 MB per hour, and treats a clock behind the provisioning as its start", async () => {
    const { provider, at } = simulator({ mbPerHour: 0 });
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    expect(await at(10 * DAY).status(ref, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 0 });
    expect(await at(-HOUR).status(ref, SINCE)).toMatchObject({ install: "UNDOWNLOAD", validity: "VALID" });
  });

  it("refuses a schedule that activates before it downloads", () => {
    expect(() => simulator({ downloadAfterMs: 5 * MIN, activateAfterMs: 2 * MIN })).toThrow(RangeError);
  });
});

describe("eSIM simulator: top-ups", () => {
  /** Top-up keys are the top-up orders' ids. */
  const KEY = "5d0c8f7e-2a41-4b6e-8f3d-9c1e7a2b4d60";
  const at = (ms: number) => new Date(SINCE.getTime() + ms);
  const ACTIVATED = 5 * MIN;

  it("answers the same reference for the same top-up, from any instance, and counts a key already applied once", async () => {
    const { provider } = simulator();
    const { providerRef } = await provider.provision(FIVE_GB);
    const request = { key: KEY, addMb: 3072, addDays: 15, at: at(HOUR), iccid: ICCID };
    const first = await provider.topup(providerRef, request);
    expect(first.providerRef).not.toBe(providerRef);
    expect(first.providerRef.startsWith(providerRef)).toBe(true);
    expect(await simulator({ downloadAfterMs: 0, activateAfterMs: 0 }).provider.topup(providerRef, request)).toEqual(first);
    // A retried job hands in the reference it read before, or the new one: the same answer either way.
    expect(await provider.topup(first.providerRef, request)).toEqual(first);
    expect(await provider.topup(first.providerRef, { ...request, at: at(2 * HOUR) })).toEqual(first);
    const second = await provider.topup(first.providerRef, { ...request, key: `${KEY}x` });
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(second.providerRef.length).toBeLessThan(first.providerRef.length + 40);
  });

  it("raises the allowance and extends the validity of an eSIM in use", async () => {
    const { provider, at: clock } = simulator();
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const { providerRef: topped } = await provider.topup(ref, { key: KEY, addMb: 3072, addDays: 15, at: at(ACTIVATED + 10 * HOUR), iccid: ICCID });
    const activatedAt = at(ACTIVATED);
    // 5120 MB at 200 MB/h lasts 25.6 h; with 3072 MB more, 40.96 h.
    expect(await clock(ACTIVATED + 30 * HOUR).status(ref, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 5120 });
    expect(await clock(ACTIVATED + 30 * HOUR).status(topped, SINCE)).toEqual({
      install: "ENABLED",
      validity: "INUSE",
      dataUsedMb: 6000,
      activatedAt,
      expiresAt: new Date(activatedAt.getTime() + 45 * DAY),
    });
    expect(await clock(ACTIVATED + 40.96 * HOUR).status(topped, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 8192 });
  });

  it("puts an eSIM whose data was used up back in use, usage resuming when the top-up was bought", async () => {
    const { provider, at: clock } = simulator();
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    expect(await clock(ACTIVATED + 2 * DAY).status(ref, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 5120 });
    const { providerRef: topped } = await provider.topup(ref, { key: KEY, addMb: 1024, addDays: 7, at: at(ACTIVATED + 2 * DAY), iccid: ICCID });
    expect(await clock(ACTIVATED + 2 * DAY).status(topped, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 5120 });
    // Three hours later: 600 MB of the new 1024 used.
    expect(await clock(ACTIVATED + 2 * DAY + 3 * HOUR).status(topped, SINCE)).toMatchObject({
      validity: "INUSE",
      dataUsedMb: 5720,
      expiresAt: at(ACTIVATED + 37 * DAY),
    });
    expect(await clock(ACTIVATED + 2 * DAY + 5.12 * HOUR).status(topped, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 6144 });
  });

  it("starts the added days of an eSIM whose validity had ended when the top-up is bought", async () => {
    const { provider, at: clock } = simulator({ mbPerHour: 5 });
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const bought = ACTIVATED + 40 * DAY;
    expect(await clock(bought).status(ref, SINCE)).toMatchObject({ validity: "TIME_FINISHED", dataUsedMb: 3600 });
    const { providerRef: topped } = await provider.topup(ref, { key: KEY, addMb: 1024, addDays: 7, at: at(bought), iccid: ICCID });
    // No usage between the end and the top-up; then 5 MB an hour again, for 7 days.
    expect(await clock(bought + 10 * HOUR).status(topped, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 3650, expiresAt: at(bought + 7 * DAY) });
    expect(await clock(bought + 7 * DAY).status(topped, SINCE)).toMatchObject({ validity: "TIME_FINISHED", dataUsedMb: 3600 + 7 * 24 * 5 });
  });

  it("adds to an eSIM not in use yet: its validity, when it starts, is the plan's and the top-up's", async () => {
    const { provider, at: clock } = simulator();
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const { providerRef: topped } = await provider.topup(ref, { key: KEY, addMb: 1024, addDays: 7, at: at(MIN), iccid: ICCID });
    expect(await clock(2 * MIN).status(topped, SINCE)).toEqual({ install: "INSTALLED", validity: "VALID", dataUsedMb: 0, activatedAt: null, expiresAt: null });
    expect(await clock(ACTIVATED + HOUR).status(topped, SINCE)).toMatchObject({ validity: "INUSE", dataUsedMb: 200, expiresAt: at(ACTIVATED + 37 * DAY) });
    expect(await clock(ACTIVATED + 30.72 * HOUR).status(topped, SINCE)).toMatchObject({ validity: "USAGE_FINISHED", dataUsedMb: 6144 });
  });

  it("refuses a reference whose top-ups were edited, or signed with another secret", async () => {
    const { provider } = simulator();
    const { providerRef: ref } = await provider.provision(FIVE_GB);
    const { providerRef: topped } = await provider.topup(ref, { key: KEY, addMb: 1024, addDays: 7, at: at(HOUR), iccid: ICCID });
    const edited = topped.replace(".1024.", ".9024.");
    expect(edited).not.toBe(topped);
    await expect(provider.status(edited, SINCE)).rejects.toThrow(EsimProviderError);
    await expect(provider.topup(edited, { key: `${KEY}x`, addMb: 1, addDays: 0, at: at(HOUR), iccid: ICCID })).rejects.toThrow(EsimProviderError);
    await expect(provider.status(topped.split("~")[0], SINCE)).rejects.toThrow(EsimProviderError);
    await expect(provider.status(`${ref}~0123456789abcdef`, SINCE)).rejects.toThrow(EsimProviderError);
    await expect(simulator({ secret: "another secret" }).provider.status(topped, SINCE)).rejects.toThrow(EsimProviderError);
    await expect(provider.disable(topped)).resolves.toBeUndefined();
  });

  it.each([
    [{ key: "" }, "key"],
    [{ addMb: 0, addDays: 0 }, "adds data, days or both"],
    [{ addMb: -1 }, "addMb"],
    [{ addMb: 1.5 }, "addMb"],
    [{ addDays: 10_000 }, "addDays"],
    [{ at: new Date(Number.NaN) }, "at must be a date"],
  ] as const)("refuses an invalid top-up %j", async (change, problem) => {
    const { provider } = simulator();
    const { providerRef } = await provider.provision(FIVE_GB);
    await expect(provider.topup(providerRef, { key: KEY, addMb: 1024, addDays: 7, at: at(HOUR), ...change, iccid: ICCID })).rejects.toThrow(problem);
  });

  it("refuses to top up a daily allowance, an unknown eSIM, or one with too many top-ups; fails when told to", async () => {
    const { provider } = simulator();
    const request = { key: KEY, addMb: 1024, addDays: 7, at: at(HOUR), iccid: ICCID };
    const { providerRef: daily } = await provider.provision(DAILY);
    await expect(provider.topup(daily, request)).rejects.toThrow("renews every day");
    await expect(provider.topup("sim-nope", request)).rejects.toThrow(EsimProviderError);
    let { providerRef: ref } = await provider.provision(FIVE_GB);
    for (let i = 0; i < MAX_TOPUPS; i++) ({ providerRef: ref } = await provider.topup(ref, { ...request, key: `${KEY}-${i}` }));
    await expect(provider.topup(ref, { ...request, key: `${KEY}-last` })).rejects.toThrow(`at most ${MAX_TOPUPS}`);
    provider.failNext(1);
    await expect(provider.topup(ref, request)).rejects.toThrow("unavailable");
    expect((await provider.topup(ref, { ...request, key: `${KEY}-0` })).providerRef).toBe(ref);
  });
});

describe("eSIM simulator: laws", () => {
  const RANK = { VALID: 0, INUSE: 1, USAGE_FINISHED: 2, TIME_FINISHED: 2, EXPIRED: 2 } as const;
  const INSTALL_RANK = { UNDOWNLOAD: 0, INSTALLED: 1, ENABLED: 2 } as Record<string, number>;

  it("never moves a total allowance backwards, nor past the allowance", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 60 * DAY }),
        fc.integer({ min: 0, max: 60 * DAY }),
        async (download, extra, mbPerHour, dataMb, validityDays, t1, dt) => {
          const { provider, at } = simulator({ downloadAfterMs: download, activateAfterMs: download + extra, mbPerHour });
          const { providerRef: ref } = await provider.provision({ ...FIVE_GB, dataMb, validityDays });
          const a = await at(t1).status(ref, SINCE);
          const b = await at(t1 + dt).status(ref, SINCE);
          expect(b.dataUsedMb).toBeGreaterThanOrEqual(a.dataUsedMb);
          expect(b.dataUsedMb).toBeLessThanOrEqual(dataMb);
          expect(RANK[b.validity]).toBeGreaterThanOrEqual(RANK[a.validity]);
          if (RANK[a.validity] === 2) expect(b.validity).toBe(a.validity);
          expect(INSTALL_RANK[b.install]).toBeGreaterThanOrEqual(INSTALL_RANK[a.install]);
        },
      ),
    );
  });

  it("with top-ups bought by then: usage never moves backwards nor past the allowance, and a top-up never takes data away", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 40 * DAY }), mb: fc.integer({ min: 0, max: 20_000 }), days: fc.integer({ min: 1, max: 30 }) }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 20 * DAY }),
        fc.integer({ min: 0, max: 60 * DAY }),
        async (mbPerHour, dataMb, validityDays, topups, after, dt) => {
          const { provider, at } = simulator({ mbPerHour });
          const { providerRef: base } = await provider.provision({ ...FIVE_GB, dataMb, validityDays });
          let ref = base;
          for (const [i, top] of topups.entries()) {
            ({ providerRef: ref } = await provider.topup(ref, { key: `k${i}`, addMb: top.mb, addDays: top.days, at: new Date(SINCE.getTime() + top.at), iccid: ICCID }));
          }
          // Asked only once every top-up was bought, as the store does.
          const t1 = Math.max(0, ...topups.map((top) => top.at)) + after;
          const total = dataMb + topups.reduce((sum, top) => sum + top.mb, 0);
          const a = await at(t1).status(ref, SINCE);
          const b = await at(t1 + dt).status(ref, SINCE);
          expect(b.dataUsedMb).toBeGreaterThanOrEqual(a.dataUsedMb);
          expect(b.dataUsedMb).toBeLessThanOrEqual(total);
          if (b.validity === "USAGE_FINISHED") expect(b.dataUsedMb).toBe(total);
          const without = await at(t1).status(base, SINCE);
          expect(a.expiresAt?.getTime() ?? 0).toBeGreaterThanOrEqual(without.expiresAt?.getTime() ?? 0);
          if (without.validity === "INUSE") expect(a.validity).toBe("INUSE");
        },
      ),
    );
  });
});
