import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "./order-states.ts";
import { paymentOutcome } from "./payment-outcome.ts";

describe("paymentOutcome", () => {
  it.each(["PAID", "DELIVERED", "REFUNDING", "REFUNDED"] as const)("an order %s was paid, whatever its latest attempt says", (order) => {
    for (const payment of [...PAYMENT_STATUSES, null]) expect(paymentOutcome(order, payment)).toBe("paid");
  });

  it("an order awaiting payment is undecided until its latest attempt fails", () => {
    expect(paymentOutcome("AWAITING_PAYMENT", null)).toBeNull();
    expect(paymentOutcome("AWAITING_PAYMENT", "CREATED")).toBeNull();
    expect(paymentOutcome("AWAITING_PAYMENT", "PENDING")).toBeNull();
    expect(paymentOutcome("AWAITING_PAYMENT", "FAILED")).toBe("failed");
  });

  it("an order cancelled unpaid has failed", () => {
    for (const payment of [...PAYMENT_STATUSES, null]) expect(paymentOutcome("CANCELLED", payment)).toBe("failed");
  });

  it("covers every order state", () => {
    for (const order of ORDER_STATUSES) expect(["paid", "failed", null]).toContain(paymentOutcome(order, null));
  });
});
