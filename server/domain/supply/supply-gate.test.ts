/**
 * The check before a payment starts, against a supplier that only answers its balance: which
 * plans it refuses without asking, how the balance is cached and read again, what a failed or
 * slow read means, and when the low-balance alert is raised.
 */
import { describe, expect, it } from "vitest";
import { SupplierError, type EsimSupplier, type UsdE4 } from "../../adapters/esim/supplier.ts";
import { createSupplyGate, type LowBalance, type SupplyGateDeps, type SupplyPlan } from "./supply-gate.ts";

const USD = 10_000;
/** A plan the catalogue sync made from eSIM Access, costing 5 USD. */
const PLAN: SupplyPlan = { supplier: "esimaccess", supplierPackageCode: "CKH491", costE4: 5 * USD, active: true };

/** What the supplier's balance() does next: a balance (null: none shown), a failure, or a promise the test settles. */
type Answer = UsdE4 | null | Error | Promise<UsdE4 | null>;

function setup(options: { answer?: Answer; lowBalanceE4?: number; onLowBalance?: SupplyGateDeps["onLowBalance"]; waitMs?: number } = {}) {
  const state = { answer: "answer" in options ? options.answer! : 100 * USD, reads: 0, at: new Date("2026-06-10T09:00:00.000Z") };
  const supplier = {
    name: "esimaccess",
    async balance() {
      state.reads += 1;
      const answer = state.answer;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as EsimSupplier;
  const alerts: LowBalance[] = [];
  const logged: { level: "warn" | "error"; obj: object; msg: string }[] = [];
  const gate = createSupplyGate({
    supplier,
    now: () => state.at,
    log: { warn: (obj, msg) => void logged.push({ level: "warn", obj, msg }), error: (obj, msg) => void logged.push({ level: "error", obj, msg }) },
    lowBalanceE4: options.lowBalanceE4 ?? 0,
    onLowBalance: options.onLowBalance ?? (async (alert) => void alerts.push(alert)),
    waitMs: options.waitMs,
  });
  return {
    gate,
    state,
    alerts,
    logged,
    check: (plan: Partial<SupplyPlan> = {}) => gate.checkOrderable({ ...PLAN, ...plan }),
    advance(ms: number) {
      state.at = new Date(state.at.getTime() + ms);
    },
  };
}

describe("the supply gate", () => {
  it("lets everything through when the simulator fulfils the orders", async () => {
    const gate = createSupplyGate({ supplier: null, log: { warn() {}, error() {} }, lowBalanceE4: 100 * USD, onLowBalance: async () => {} });
    expect(await gate.checkOrderable({ supplier: null, supplierPackageCode: null, costE4: null, active: true })).toBe("ok");
    expect(await gate.checkOrderable({ ...PLAN, supplier: "airalo", active: false })).toBe("ok");
  });

  it.each([
    ["from another supplier", { supplier: "airalo" }],
    ["of the demo catalogue", { supplier: null, supplierPackageCode: null, costE4: null }],
    ["without a package code", { supplierPackageCode: null }],
    ["withdrawn by the last sync", { active: false }],
  ])("refuses a plan %s without asking the supplier", async (_, plan) => {
    const { check, state } = setup();
    expect(await check(plan)).toBe("unavailable");
    expect(state.reads).toBe(0);
  });

  it("sells while the balance covers the order's cost, down to the last 1/10,000 dollar", async () => {
    const { check, state } = setup({ answer: 5 * USD });
    expect(await check()).toBe("ok");
    expect(await check({ costE4: 5 * USD + 1 })).toBe("unavailable");
    state.answer = 5 * USD + 1;
    expect(await check({ costE4: 5 * USD + 1 })).toBe("unavailable");
  });

  it("sells a plan whose cost it does not know (a catalogue file's) unless the balance read refuses every plan", async () => {
    const { check, state } = setup({ answer: 0 });
    expect(await check({ costE4: null })).toBe("ok");
    expect(await check({ costE4: 1 })).toBe("unavailable");
    expect(state.reads).toBe(1);
    const refused = setup({ answer: new SupplierError("auth", "signature refused") });
    expect(await refused.check({ costE4: null })).toBe("unavailable");
  });

  it("never refuses for a supplier that shows no balance (an invoiced account)", async () => {
    const { check } = setup({ answer: null });
    expect(await check({ costE4: 1_000_000 * USD })).toBe("ok");
  });

  it("reads the balance once for 30 seconds of orders, and again after", async () => {
    const { check, state, advance } = setup({ answer: 100 * USD });
    expect(await Promise.all([check(), check(), check()])).toEqual(["ok", "ok", "ok"]);
    advance(29_999);
    expect(await check()).toBe("ok");
    expect(state.reads).toBe(1);
    // The supplier's balance fell meanwhile: the first order after the cache ran out sees it.
    state.answer = 1 * USD;
    advance(1);
    expect(await check()).toBe("unavailable");
    expect(state.reads).toBe(2);
  });

  it("reads a refusing balance again after a few seconds, so a topped-up balance sells at once", async () => {
    const { check, state, advance } = setup({ answer: 1 * USD });
    expect(await check()).toBe("unavailable");
    state.answer = 100 * USD;
    // A burst of refused orders is one read, not one each.
    advance(4_999);
    expect(await check()).toBe("unavailable");
    expect(state.reads).toBe(1);
    advance(1);
    expect(await check()).toBe("ok");
    expect(state.reads).toBe(2);
  });

  it("does not read again for a plan the cached balance still covers", async () => {
    const { check, state, advance } = setup({ answer: 3 * USD });
    expect(await check()).toBe("unavailable");
    advance(10_000);
    expect(await check({ costE4: 2 * USD })).toBe("ok");
    expect(state.reads).toBe(1);
  });

  it.each(["retryable", "ambiguous"] as const)("sells when reading the balance fails %s, and says so at warn", async (failure) => {
    const { check, logged } = setup({ answer: new SupplierError(failure, "busy", "HTTP 503") });
    expect(await check()).toBe("ok");
    expect(logged).toEqual([{ level: "warn", obj: expect.objectContaining({ supplier: "esimaccess", failure }), msg: expect.stringMatching(/sells meanwhile/) }]);
  });

  it("sells when reading the balance fails in a way the adapter did not classify", async () => {
    const { check, logged } = setup({ answer: new TypeError("fetch failed") });
    expect(await check()).toBe("ok");
    expect(logged).toMatchObject([{ level: "warn", obj: { failure: "unclassified" } }]);
  });

  it.each(["auth", "not-entitled"] as const)("refuses while the supplier refuses the balance read (%s), logged as an error, and sells once it answers again", async (failure) => {
    const { check, state, logged, advance } = setup({ answer: new SupplierError(failure, "refused", "000101") });
    expect(await check()).toBe("unavailable");
    expect(logged).toMatchObject([{ level: "error", obj: { supplier: "esimaccess", failure } }]);
    state.answer = 100 * USD;
    advance(5_000);
    expect(await check()).toBe("ok");
  });

  it("does not keep the buyer waiting for a slow read: it sells, and the answer, once in, serves the next order", async () => {
    let answer!: (balance: UsdE4) => void;
    const { check, state } = setup({ answer: new Promise((resolve) => (answer = resolve)), waitMs: 10 });
    expect(await check()).toBe("ok");
    answer(1 * USD);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await check()).toBe("unavailable");
    expect(state.reads).toBe(1);
  });

  it("raises the low-balance alert on each read below the threshold, and only then", async () => {
    const { check, state, alerts, advance } = setup({ answer: 40 * USD, lowBalanceE4: 50 * USD });
    await check();
    await check();
    advance(30_000);
    state.answer = 49 * USD;
    await check();
    advance(30_000);
    state.answer = 50 * USD;
    await check();
    expect(alerts).toEqual([
      { supplier: "esimaccess", balanceE4: 40 * USD, thresholdE4: 50 * USD, at: new Date("2026-06-10T09:00:00.000Z") },
      { supplier: "esimaccess", balanceE4: 49 * USD, thresholdE4: 50 * USD, at: new Date("2026-06-10T09:00:30.000Z") },
    ]);
  });

  it("never raises it with a threshold of 0, or for a supplier that shows no balance", async () => {
    for (const [answer, lowBalanceE4] of [[0, 0], [null, 50 * USD]] as const) {
      const { check, alerts, state } = setup({ answer, lowBalanceE4 });
      await check();
      expect([state.reads, alerts]).toEqual([1, []]);
    }
  });

  it("still answers when the alert cannot be queued, and logs why", async () => {
    const { check, logged } = setup({
      answer: 40 * USD,
      lowBalanceE4: 50 * USD,
      onLowBalance: async () => {
        throw new Error("database unreachable");
      },
    });
    expect(await check()).toBe("ok");
    expect(logged).toMatchObject([{ level: "error", obj: { supplier: "esimaccess" }, msg: expect.stringMatching(/low supplier balance alert/) }]);
  });
});
