import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "../../../shared/order-states.ts";
import { isOpenPayment, nextPaymentStatus, type PaymentEvent } from "./payment-machine.ts";

const EVENTS: PaymentEvent[] = ["pending", "succeeded", "failed", "refundSent", "refunded"];

// docs/CHECKOUT.md#payment, written out again.
const ALLOWED: [string, PaymentEvent, string][] = [
  ["CREATED", "pending", "PENDING"],
  ["CREATED", "succeeded", "SUCCEEDED"],
  ["CREATED", "failed", "FAILED"],
  ["PENDING", "succeeded", "SUCCEEDED"],
  ["PENDING", "failed", "FAILED"],
  ["FAILED", "succeeded", "SUCCEEDED"],
  ["SUCCEEDED", "refundSent", "REFUNDING"],
  ["REFUNDING", "refunded", "REFUNDED"],
];

describe("payment state machine", () => {
  it.each(ALLOWED)("%s --%s--> %s", (from, event, to) => {
    expect(nextPaymentStatus(from as never, event)).toBe(to);
  });

  const refused = PAYMENT_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const)).filter(
    ([from, event]) => !ALLOWED.some(([f, e]) => f === from && e === event),
  );
  it.each(refused)("%s ignores %s (late, repeated or out of order)", (from, event) => {
    expect(nextPaymentStatus(from, event)).toBeNull();
  });

  it("never goes backwards: a late pending or failure after success changes nothing", () => {
    expect(nextPaymentStatus("SUCCEEDED", "pending")).toBeNull();
    expect(nextPaymentStatus("SUCCEEDED", "failed")).toBeNull();
    expect(nextPaymentStatus("FAILED", "pending")).toBeNull();
  });

  it("a success reported after a failure wins: the money was taken", () => {
    expect(nextPaymentStatus("FAILED", "succeeded")).toBe("SUCCEEDED");
  });

  it("only CREATED and PENDING wait for the provider", () => {
    expect(PAYMENT_STATUSES.filter(isOpenPayment)).toEqual(["CREATED", "PENDING"]);
  });
});
