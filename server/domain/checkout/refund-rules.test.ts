import { describe, expect, it } from "vitest";
import { REFUND_NOTE_MAX } from "../../../shared/refund-reasons.ts";
import { balanceRefunded, cardRefundedTo, isRefundAmount, isRefundNote, normalizeRefundNote, refundFingerprint, splitRefund } from "./refund-rules.ts";

describe("a staff refund's amount", () => {
  it("is a whole number of cents above zero", () => {
    for (const ok of [1, 450, 9_00, Number.MAX_SAFE_INTEGER]) expect(isRefundAmount(ok), String(ok)).toBe(true);
    for (const bad of [0, -1, 4.5, 0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) expect(isRefundAmount(bad), String(bad)).toBe(false);
  });

  it("goes back to the card first, then to the balance", () => {
    const left = { cardMinor: 7_00, balanceMinor: 2_00 };
    expect(splitRefund(1, left)).toEqual({ cardMinor: 1, balanceMinor: 0 });
    expect(splitRefund(4_50, left)).toEqual({ cardMinor: 4_50, balanceMinor: 0 });
    expect(splitRefund(7_00, left)).toEqual({ cardMinor: 7_00, balanceMinor: 0 });
    expect(splitRefund(8_00, left)).toEqual({ cardMinor: 7_00, balanceMinor: 1_00 });
    expect(splitRefund(9_00, left)).toEqual({ cardMinor: 7_00, balanceMinor: 2_00 });
    // The card part sent back already: the rest comes from the balance.
    expect(splitRefund(1_50, { cardMinor: 0, balanceMinor: 2_00 })).toEqual({ cardMinor: 0, balanceMinor: 1_50 });
    // An order paid by card alone.
    expect(splitRefund(9_00, { cardMinor: 9_00, balanceMinor: 0 })).toEqual({ cardMinor: 9_00, balanceMinor: 0 });
  });

  it("is refused above what is left of both parts together", () => {
    expect(splitRefund(9_01, { cardMinor: 7_00, balanceMinor: 2_00 })).toBeNull();
    expect(splitRefund(1, { cardMinor: 0, balanceMinor: 0 })).toBeNull();
  });
});

describe("what earlier staff refunds took", () => {
  const refunds = [
    { paymentId: "p1", cardMinor: 3_00, balanceMinor: 0 },
    { paymentId: "p1", cardMinor: 4_00, balanceMinor: 50 },
    { paymentId: null, cardMinor: 0, balanceMinor: 1_00 },
    { paymentId: "p2", cardMinor: 2_00, balanceMinor: 0 },
  ];

  it("counts each payment's card part apart, and the balance parts together", () => {
    expect(cardRefundedTo(refunds, "p1")).toBe(7_00);
    expect(cardRefundedTo(refunds, "p2")).toBe(2_00);
    expect(cardRefundedTo(refunds, "p3")).toBe(0);
    expect(balanceRefunded(refunds)).toBe(1_50);
    expect(balanceRefunded([])).toBe(0);
  });
});

describe("a staff refund's note", () => {
  it("is stored trimmed, with line feeds, and blank is none", () => {
    expect(normalizeRefundNote("  Card stopped working in Osaka.\r\nRefunded half.  ")).toBe("Card stopped working in Osaka.\nRefunded half.");
    expect(normalizeRefundNote(" \r\n\t ")).toBeNull();
    expect(normalizeRefundNote("")).toBeNull();
  });

  it("holds at most 500 characters of text, counted as characters rather than UTF-16 units, on several lines", () => {
    expect(isRefundNote(null)).toBe(true);
    expect(isRefundNote("a".repeat(REFUND_NOTE_MAX))).toBe(true);
    expect(isRefundNote("a".repeat(REFUND_NOTE_MAX + 1))).toBe(false);
    expect(isRefundNote("😀".repeat(REFUND_NOTE_MAX))).toBe(true);
    expect(isRefundNote("line one\nline two\tand a tab")).toBe(true);
    expect(isRefundNote("a\u0000b")).toBe(false);
    expect(isRefundNote("bell\u0007")).toBe(false);
    expect(isRefundNote("lone \ud800 surrogate")).toBe(false);
  });
});

describe("a staff refund's fingerprint", () => {
  const request = { staffId: "s1", amountMinor: 4_50, reason: "goodwill", note: null, notifyBuyer: true };

  it("is the same for the same refund, and differs when anything the member asked differs", () => {
    expect(refundFingerprint(request)).toBe(refundFingerprint({ ...request }));
    expect(refundFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
    for (const other of [
      { staffId: "s2" },
      { amountMinor: 4_51 },
      { reason: "other" },
      { note: "late delivery" },
      { notifyBuyer: false },
    ]) {
      expect(refundFingerprint({ ...request, ...other }), JSON.stringify(other)).not.toBe(refundFingerprint(request));
    }
  });
});
