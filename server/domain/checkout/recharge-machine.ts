/**
 * A balance recharge's state machine (docs/WALLET.md#credit-plans) as data: credited once when
 * its payment succeeds, or cancelled when left unpaid for a day. A payment that succeeds after
 * the cancel finds no move and is refunded.
 */
import type { RechargeStatus } from "../../../shared/order-states.ts";

export type RechargeEvent =
  /** Its payment succeeded with the recharge's amount. */
  | "paymentSucceeded"
  /** 24 hours passed without payment. */
  | "expired";

const MOVES: Readonly<Record<RechargeStatus, Partial<Record<RechargeEvent, RechargeStatus>>>> = {
  AWAITING_PAYMENT: { paymentSucceeded: "CREDITED", expired: "CANCELLED" },
  CREDITED: {},
  CANCELLED: {},
};

export function nextRechargeStatus(from: RechargeStatus, event: RechargeEvent): RechargeStatus | null {
  return MOVES[from][event] ?? null;
}

/** How long a recharge waits for its payment before it is cancelled. */
export const UNPAID_RECHARGE_TTL_MS = 24 * 3_600_000;
