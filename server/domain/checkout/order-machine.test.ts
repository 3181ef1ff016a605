import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../shared/order-states.ts";
import { nextOrderStatus, type OrderEvent } from "./order-machine.ts";

const EVENTS: OrderEvent[] = ["paymentSucceeded", "expired", "provisioned", "provisioningGaveUp", "refundRequested", "refundedInFull", "refunded"];

// The table of docs/CHECKOUT.md#order-states, written out again: every listed move...
const ALLOWED: [string, OrderEvent, string][] = [
  ["AWAITING_PAYMENT", "paymentSucceeded", "PAID"],
  ["AWAITING_PAYMENT", "expired", "CANCELLED"],
  ["PAID", "provisioned", "DELIVERED"],
  ["PAID", "provisioningGaveUp", "REFUNDING"],
  ["DELIVERED", "refundRequested", "REFUNDING"],
  ["PAID", "refundedInFull", "REFUNDING"],
  ["DELIVERED", "refundedInFull", "REFUNDING"],
  ["REFUNDING", "refunded", "REFUNDED"],
];

describe("order state machine", () => {
  it.each(ALLOWED)("%s --%s--> %s", (from, event, to) => {
    expect(nextOrderStatus(from as never, event)).toBe(to);
  });

  // ...and every other pair of state and event changes nothing.
  const refused = ORDER_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const)).filter(
    ([from, event]) => !ALLOWED.some(([f, e]) => f === from && e === event),
  );
  it.each(refused)("%s ignores %s", (from, event) => {
    expect(nextOrderStatus(from, event)).toBeNull();
  });

  it("ends staff refunds that reach the whole amount as the buyer's refund ends: REFUNDING, then REFUNDED once the money is back", () => {
    for (const from of ["PAID", "DELIVERED"] as const) {
      const refunding = nextOrderStatus(from, "refundedInFull");
      expect(refunding).toBe("REFUNDING");
      expect(nextOrderStatus(refunding!, "refunded")).toBe("REFUNDED");
    }
    // Never paid, or its money already asked back: nothing more to refund in full.
    for (const from of ["AWAITING_PAYMENT", "CANCELLED", "REFUNDING", "REFUNDED"] as const) expect(nextOrderStatus(from, "refundedInFull")).toBeNull();
  });

  it("has no way out of REFUNDED or CANCELLED, and no way back to AWAITING_PAYMENT", () => {
    for (const event of EVENTS) {
      expect(nextOrderStatus("REFUNDED", event)).toBeNull();
      expect(nextOrderStatus("CANCELLED", event)).toBeNull();
      for (const from of ORDER_STATUSES) expect(nextOrderStatus(from, event)).not.toBe("AWAITING_PAYMENT");
    }
  });
});
