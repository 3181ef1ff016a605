/** The fail pages' wording of a failed payment: every code the adapters report has its own words, and none is shown. */
import { describe, expect, it } from "vitest";
import { FAILURE_CODES as SANDBOX_FAILURE_CODES } from "../../../server/adapters/payments/sandbox/test-cards.ts";
import { STRIPE_FAILURE_CODES } from "../../../server/adapters/payments/stripe/stripe-provider.ts";
import { paymentFailure } from "./checkout.server.ts";

const open = { status: "AWAITING_PAYMENT" } as const;

describe("paymentFailure", () => {
  it.each([...Object.values(SANDBOX_FAILURE_CODES), ...Object.values(STRIPE_FAILURE_CODES)])("words %s in a reason of its own", (code) => {
    const failure = paymentFailure(open, { failureCode: code });
    expect(failure.reason).toMatch(/^fail\.reason\./);
    expect(failure.reason).not.toBe("fail.reason.other");
    expect(failure).toEqual({ reason: failure.reason, retry: true });
  });

  it("says a code it does not know generically, and never passes the code on", () => {
    const failure = paymentFailure(open, { failureCode: "do_not_honor" });
    expect(failure).toEqual({ reason: "fail.reason.other", retry: true });
    expect(paymentFailure(open, { failureCode: "declined" }).reason).toBe("fail.reason.other");
  });

  it("tells a cancelled payment and an expired order apart", () => {
    expect(paymentFailure(open, null)).toEqual({ reason: "fail.reason.cancelled", retry: true });
    expect(paymentFailure({ status: "CANCELLED" }, { failureCode: "card_declined" })).toEqual({ reason: "fail.reason.orderExpired", retry: false });
  });
});
