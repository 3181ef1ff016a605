/**
 * The order label table (PRODUCT.md#order-labels), transcribed row by row from
 * docs/CHECKOUT.md#esim ("Label"), checked against every combination of payment, validity and
 * install state.
 */
import { describe, expect, it } from "vitest";
import { orderLabel, type OrderLabel, type OrderLabelInput } from "./order-label.ts";
import { BUYER_PAYMENT_STATES, INSTALL_STATES, VALIDITY_STATES, type InstallState } from "./order-states.ts";

interface Row {
  condition: string;
  applies: (s: OrderLabelInput) => boolean;
  label: OrderLabel;
  example: OrderLabelInput;
}

const paid = (s: OrderLabelInput) => s.payment === "PAID";
const installIn = (s: OrderLabelInput, list: InstallState[]) => s.install !== null && list.includes(s.install);

const TABLE: Row[] = [
  { condition: "payment REFUNDED", applies: (s) => s.payment === "REFUNDED", label: "refunded", example: { payment: "REFUNDED", validity: "INUSE", install: "ENABLED" } },
  { condition: "payment REFUNDING", applies: (s) => s.payment === "REFUNDING", label: "refunding", example: { payment: "REFUNDING", validity: "VALID", install: "DISABLED" } },
  { condition: "validity TIME_FINISHED", applies: (s) => s.validity === "TIME_FINISHED", label: "timeFinished", example: { payment: "PAID", validity: "TIME_FINISHED", install: "ENABLED" } },
  { condition: "validity USAGE_FINISHED", applies: (s) => s.validity === "USAGE_FINISHED", label: "usageFinished", example: { payment: "PAID", validity: "USAGE_FINISHED", install: "ENABLED" } },
  { condition: "validity EXPIRED", applies: (s) => s.validity === "EXPIRED", label: "expired", example: { payment: "PAID", validity: "EXPIRED", install: "UNDOWNLOAD" } },
  { condition: "PAID, no eSIM yet", applies: (s) => paid(s) && (s.validity === null || s.install === null), label: "preparing", example: { payment: "PAID", validity: null, install: null } },
  { condition: "PAID, VALID, install UNDOWNLOAD", applies: (s) => paid(s) && s.validity === "VALID" && s.install === "UNDOWNLOAD", label: "undownload", example: { payment: "PAID", validity: "VALID", install: "UNDOWNLOAD" } },
  {
    condition: "PAID, VALID, install DOWNLOAD, INSTALLED, DISABLED or ENABLED",
    applies: (s) => paid(s) && s.validity === "VALID" && installIn(s, ["DOWNLOAD", "INSTALLED", "DISABLED", "ENABLED"]),
    label: "inactive",
    example: { payment: "PAID", validity: "VALID", install: "INSTALLED" },
  },
  { condition: "PAID, VALID, install DELETED", applies: (s) => paid(s) && s.validity === "VALID" && s.install === "DELETED", label: "deleted", example: { payment: "PAID", validity: "VALID", install: "DELETED" } },
  { condition: "PAID, INUSE, install DELETED", applies: (s) => paid(s) && s.validity === "INUSE" && s.install === "DELETED", label: "deleted", example: { payment: "PAID", validity: "INUSE", install: "DELETED" } },
  { condition: "PAID, INUSE, install UNDOWNLOAD", applies: (s) => paid(s) && s.validity === "INUSE" && s.install === "UNDOWNLOAD", label: "undownload", example: { payment: "PAID", validity: "INUSE", install: "UNDOWNLOAD" } },
  { condition: "PAID, INUSE, any other install", applies: (s) => paid(s) && s.validity === "INUSE" && s.install !== null, label: "active", example: { payment: "PAID", validity: "INUSE", install: "ENABLED" } },
];

/** Every payment state x (no eSIM or each validity state) x (no eSIM or each install state). */
const ALL: OrderLabelInput[] = BUYER_PAYMENT_STATES.flatMap((payment) =>
  [null, ...VALIDITY_STATES].flatMap((validity) => [null, ...INSTALL_STATES].map((install) => ({ payment, validity, install }))),
);

describe("order label (PRODUCT.md#order-labels)", () => {
  it.each(TABLE.map((row) => [row.condition, row] as const))("row %s", (_condition, row) => {
    expect(row.applies(row.example)).toBe(true);
    expect(orderLabel(row.example)).toBe(row.label);
  });

  it("maps each of the 126 combinations to the first table row that applies", () => {
    expect(ALL).toHaveLength(3 * 6 * 7);
    for (const state of ALL) {
      const row = TABLE.find((r) => r.applies(state));
      expect(row, JSON.stringify(state)).toBeDefined();
      expect([JSON.stringify(state), orderLabel(state)]).toEqual([JSON.stringify(state), row!.label]);
    }
  });

  it("puts a refund before any eSIM state, even an eSIM not yet provisioned", () => {
    expect(orderLabel({ payment: "REFUNDING", validity: null, install: null })).toBe("refunding");
    expect(orderLabel({ payment: "REFUNDED", validity: "TIME_FINISHED", install: "DELETED" })).toBe("refunded");
  });

  it("every other install state of an eSIM in use is active", () => {
    for (const install of ["DOWNLOAD", "INSTALLED", "ENABLED", "DISABLED"] as const) {
      expect(orderLabel({ payment: "PAID", validity: "INUSE", install })).toBe("active");
    }
  });
});
