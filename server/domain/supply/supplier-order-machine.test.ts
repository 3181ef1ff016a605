import { describe, expect, it } from "vitest";
import { isSettled, nextSupplierOrderState, SUPPLIER_ORDER_STATES, type SupplierOrderEvent } from "./supplier-order-machine.ts";

const EVENTS: SupplierOrderEvent[] = ["send", "placed", "refused", "obtained", "abandon"];

describe("the supplier order machine", () => {
  it("never sends again while a request's fate is unknown", () => {
    expect(nextSupplierOrderState("SENDING", "send")).toBeNull();
    expect(nextSupplierOrderState("PLACED", "send")).toBeNull();
  });

  it("sends again only after a refusal (or a reconcile that found nothing)", () => {
    const senders = SUPPLIER_ORDER_STATES.filter((s) => nextSupplierOrderState(s, "send") !== null);
    expect(senders).toEqual(["REFUSED"]);
    expect(nextSupplierOrderState("SENDING", "refused")).toBe("REFUSED");
  });

  it("goes from a request to an eSIM, found by the answer or by a reconcile", () => {
    expect(nextSupplierOrderState("SENDING", "placed")).toBe("PLACED");
    expect(nextSupplierOrderState("PLACED", "obtained")).toBe("DONE");
    expect(nextSupplierOrderState("SENDING", "obtained")).toBe("DONE");
  });

  it("never leaves a settled state", () => {
    for (const state of SUPPLIER_ORDER_STATES.filter(isSettled)) {
      for (const event of EVENTS) expect(nextSupplierOrderState(state, event)).toBeNull();
    }
  });

  it("can settle without an eSIM from every open state", () => {
    for (const state of SUPPLIER_ORDER_STATES.filter((s) => !isSettled(s))) expect(nextSupplierOrderState(state, "abandon")).toBe("ABANDONED");
  });
});
