import { describe, expect, it } from "vitest";
import { RECHARGE_STATUSES } from "../../../shared/order-states.ts";
import { nextRechargeStatus } from "./recharge-machine.ts";

describe("recharge state machine", () => {
  it("credits or cancels only a recharge awaiting payment", () => {
    expect(nextRechargeStatus("AWAITING_PAYMENT", "paymentSucceeded")).toBe("CREDITED");
    expect(nextRechargeStatus("AWAITING_PAYMENT", "expired")).toBe("CANCELLED");
  });

  it("never moves a credited or cancelled recharge again", () => {
    for (const from of RECHARGE_STATUSES.filter((s) => s !== "AWAITING_PAYMENT")) {
      expect(nextRechargeStatus(from, "paymentSucceeded")).toBeNull();
      expect(nextRechargeStatus(from, "expired")).toBeNull();
    }
  });
});
