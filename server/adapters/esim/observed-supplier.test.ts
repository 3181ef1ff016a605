/** The supplier seen by the metrics: same answers and errors, each call reported once with its outcome, the adapter's own calls kept. */
import { describe, expect, it } from "vitest";
import { observedSupplier } from "./observed-supplier.ts";
import { SupplierError, type EsimSupplier } from "./supplier.ts";

function fakeSupplier() {
  const saved: string[] = [];
  const supplier = {
    name: "esimaccess",
    capabilities: { topups: true },
    balance: async () => 1_234_500,
    order: async () => {
      throw new SupplierError("retryable", "system busy", "200005");
    },
    cancel: async () => {
      throw new Error("socket hang up");
    },
    readWebhook: () => [],
    saveWebhook: async (url: string) => void saved.push(url),
  } as unknown as EsimSupplier & { saveWebhook(url: string): Promise<void> };
  return { supplier, saved };
}

describe("observedSupplier", () => {
  it("answers and fails as the adapter does, reporting each call's outcome: ok, the failure's kind, or error", async () => {
    const { supplier, saved } = fakeSupplier();
    const calls: string[] = [];
    const observed = observedSupplier(supplier, (name, call, outcome, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      calls.push(`${name} ${call} ${outcome}`);
    });
    expect(await observed.balance()).toBe(1_234_500);
    await expect(observed.order({} as never)).rejects.toMatchObject({ failure: "retryable", supplierCode: "200005" });
    await expect(observed.cancel("ref")).rejects.toThrow("socket hang up");
    // An adapter's own call (eSIM Access's webhook registration) is kept, and observed too.
    await observed.saveWebhook("https://shop.test/webhooks/esimaccess/token");
    expect(saved).toEqual(["https://shop.test/webhooks/esimaccess/token"]);
    expect(calls).toEqual(["esimaccess balance ok", "esimaccess order retryable", "esimaccess cancel error", "esimaccess saveWebhook ok"]);
    // What is not a call is read through, unobserved.
    expect(observed.name).toBe("esimaccess");
    expect(observed.capabilities).toEqual({ topups: true });
    expect(observed.readWebhook({ headers: {}, rawBody: Buffer.alloc(0) })).toEqual([]);
    expect(calls).toHaveLength(4);
  });
});
