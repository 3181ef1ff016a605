import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseActivationCode } from "../../../shared/esim/activation-rules.ts";
import { isValidIccid } from "../../../shared/esim/iccid-rules.ts";
import { EsimProviderError, type ProvisionRequest } from "./esim-provider.ts";
import { createSimulatorEsimProvider, SIMULATOR_SMDP_ADDRESS, type SimulatorOptions } from "./simulator.ts";

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

const FIVE_GB: ProvisionRequest = { orderKey: "3f2c9a4e-0d1b-4c55-9e0a-2b7d5f1c8e61", dataMb: 5120, dailyMb: null, validityDays: 30 };
const DAILY: ProvisionRequest = { orderKey: "b7a1e0c2-7f4d-4a8e-9c3b-5d6e2f1a0b94", dataMb: null, dailyMb: 1024, validityDays: 9 };

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
});
