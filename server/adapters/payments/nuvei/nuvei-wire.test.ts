/**
 * Nuvei's checksums against known vectors (the DMN's is the one a Nuvei integration's own test
 * fixture checks), its amounts as decimal strings read and written with integers only, its time
 * formats, and a refund's reference.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  dmnChecksum,
  dmnTimeStamp,
  fromNuveiAmount,
  nuveiTimeStamp,
  readDmnTimeStamp,
  readRefundReference,
  refundReference,
  requestChecksum,
  sameChecksum,
  toNuveiAmount,
} from "./nuvei-wire.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("request checksums", () => {
  it("openOrder: merchantId, merchantSiteId, clientRequestId, amount, currency, timeStamp, then the secret", () => {
    const body = { merchantId: "1234567890", merchantSiteId: "987654", clientRequestId: "REQ-1", clientUniqueId: "not in it", amount: "10.00", currency: "USD", timeStamp: "20250101120000" };
    expect(requestChecksum("openOrder", body, "SECRET")).toBe("59b11ef9b15e9efdde830b5f19355168c404d1ba4d5685f2f86ba0fefd89b428");
    // The values exactly as sent: "10" is not "10.00".
    expect(requestChecksum("openOrder", { ...body, amount: "10" }, "SECRET")).not.toBe("59b11ef9b15e9efdde830b5f19355168c404d1ba4d5685f2f86ba0fefd89b428");
  });

  it("refundTransaction: its eleven fields in order, absent ones skipped, urlDetails by its values", () => {
    const body = {
      merchantId: "1",
      merchantSiteId: "2",
      clientRequestId: "refund-p",
      clientUniqueId: "p",
      amount: "5.00",
      currency: "USD",
      relatedTransactionId: "7110000000004858227",
      urlDetails: { notificationUrl: "https://shop.example.com/webhooks/nuvei" },
      customData: "not in it",
      timeStamp: "20261210090000",
    };
    expect(requestChecksum("refundTransaction", body, "S")).toBe(sha256("12refund-pp5.00USD7110000000004858227https://shop.example.com/webhooks/nuvei20261210090000S"));
  });
});

describe("the DMN's advanceResponseChecksum", () => {
  const DMN = { totalAmount: "1111.11", currency: "USD", responseTimeStamp: "2024-09-06.22:27:37", PPP_TransactionID: "489616878", Status: "APPROVED", TransactionID: "7110000000004858227" };

  it("is the secret, then totalAmount, currency, responseTimeStamp, PPP_TransactionID, Status and productId (none: empty)", () => {
    expect(dmnChecksum(DMN, "dummy")).toBe("660a42e9796754d93c9e4b87c3ac4e34ce8880e32813609c15b273a1d5cee563");
    expect(dmnChecksum({ ...DMN, productId: "NA" }, "dummy")).not.toBe("660a42e9796754d93c9e4b87c3ac4e34ce8880e32813609c15b273a1d5cee563");
    // A lower-case `status` counts as Nuvei's plugins read it.
    const { Status: _, ...lower } = DMN;
    expect(dmnChecksum({ ...lower, status: "APPROVED" }, "dummy")).toBe("660a42e9796754d93c9e4b87c3ac4e34ce8880e32813609c15b273a1d5cee563");
  });

  it("changes with the amount, the status and the secret; compared without regard to case", () => {
    const right = dmnChecksum(DMN, "dummy");
    expect(dmnChecksum({ ...DMN, totalAmount: "1.00" }, "dummy")).not.toBe(right);
    expect(dmnChecksum({ ...DMN, Status: "DECLINED" }, "dummy")).not.toBe(right);
    expect(dmnChecksum(DMN, "dummy2")).not.toBe(right);
    expect(sameChecksum(right.toUpperCase(), right)).toBe(true);
    expect(sameChecksum(right.slice(1), right)).toBe(false);
  });
});

describe("amounts", () => {
  it.each([
    [1230, "USD", "12.30"],
    [5, "USD", "0.05"],
    [0, "USD", "0.00"],
    [123_456_789, "USD", "1234567.89"],
    [1500, "JPY", "1500"],
    [1234, "KWD", "1.234"],
  ])("%i minor %s is %s", (minor, currency, text) => {
    expect(toNuveiAmount(minor, currency)).toBe(text);
    expect(fromNuveiAmount(text, currency)).toBe(minor);
  });

  it("reads what Nuvei may send in major units, exactly, and nothing else", () => {
    expect(fromNuveiAmount("12.3", "USD")).toBe(1230);
    expect(fromNuveiAmount("12", "USD")).toBe(1200);
    expect(fromNuveiAmount("12.300", "USD")).toBe(1230);
    // Floating point would make 0.29 * 100 = 28.999999999999996.
    expect(fromNuveiAmount("0.29", "USD")).toBe(29);
    expect(fromNuveiAmount("1111.11", "usd")).toBe(111_111);
    for (const bad of ["12.345", "-1.00", "1,000.00", "1e3", "", " 12.30", "12.", ".5", "abc"]) expect(fromNuveiAmount(bad, "USD"), bad).toBeNull();
    expect(fromNuveiAmount("1500.5", "JPY")).toBeNull();
  });

  it("refuses to write what is not a whole number of minor units", () => {
    expect(() => toNuveiAmount(12.5, "USD")).toThrow(RangeError);
    expect(() => toNuveiAmount(-1, "USD")).toThrow(RangeError);
  });
});

describe("times", () => {
  it("a request's timeStamp is YYYYMMDDHHmmss in UTC; a DMN's responseTimeStamp YYYY-MM-DD.HH:mm:ss, read as UTC", () => {
    const at = new Date("2026-12-10T09:05:07.900Z");
    expect(nuveiTimeStamp(at)).toBe("20261210090507");
    expect(dmnTimeStamp(at)).toBe("2026-12-10.09:05:07");
    expect(readDmnTimeStamp("2024-09-06.22:27:37")).toEqual(new Date("2024-09-06T22:27:37Z"));
    expect(readDmnTimeStamp("2024-09-06 22:27:37")).toBeNull();
    expect(readDmnTimeStamp(undefined)).toBeNull();
  });
});

describe("a refund's reference", () => {
  const PAYMENT = "0c5f6a3e-3c1b-4f52-9a39-9d6f3e1b2a10";
  const REFUND = "7d1e2c3b-4a59-4687-b2c1-0f9e8d7c6b5a";
  it("names the payment, and the store's refund when there is one; anything else is not the store's", () => {
    expect(readRefundReference(refundReference(PAYMENT))).toEqual({ paymentRef: PAYMENT });
    expect(readRefundReference(refundReference(PAYMENT, REFUND))).toEqual({ paymentRef: PAYMENT, storeRefund: REFUND });
    expect(readRefundReference("This is Auto-Void transaction")).toBeNull();
    expect(readRefundReference(undefined)).toBeNull();
  });
});
