/**
 * Staff refunds in API tests (docs/CHECKOUT.md#staff-refunds), as the console asks the checkout
 * service for them: by a member of the test's, for a reason, with the buyer told, a fresh
 * idempotency key each time unless the test gives one.
 */
import type { StaffRefundInput } from "../../server/domain/checkout/index.ts";
import { newIdempotencyKey, type CheckoutApp } from "./checkout.ts";
import type { TestMember } from "./staff.ts";

/** A refund of `amountMinor` of an order by `member()` (read when called: members are made in a `beforeAll`). */
export function staffRefunder(c: CheckoutApp, member: () => TestMember, defaults: Partial<StaffRefundInput> = {}) {
  return (orderNo: string, amountMinor: number, over: Partial<StaffRefundInput> = {}) => {
    const { staffId, roles } = member();
    return c.t.services.checkout.refundByStaff({
      actor: { staffId, roles },
      orderNo,
      amountMinor,
      reason: "not-working",
      note: "Data stopped in Osaka; refunding part of it.",
      notifyBuyer: true,
      idempotencyKey: newIdempotencyKey(),
      client: { ip: "203.0.113.9" },
      ...defaults,
      ...over,
    });
  };
}

/** The refund a staff refund's outcome holds; a refusal fails the test with its code. */
export function refunded<T>(outcome: { ok: true; obj: T } | { ok: false; code: string }): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
  return outcome.obj;
}
