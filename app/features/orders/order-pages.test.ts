/**
 * How the order pages word an order's usage and validity (PRODUCT.md#data-units,
 * #orders-and-delivery), where a success page stands for each order and payment state, and a
 * receipt's lines (docs/WALLET.md#receipts).
 */
import { describe, expect, it } from "vitest";
import type { OrderCard } from "../../../shared/api/orders.ts";
import { receiptState, receiptView, usageOf, validityOf } from "./order-pages.server.ts";

const NOW = Date.parse("2026-07-01T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function card(over: Partial<OrderCard> = {}, esim: Partial<NonNullable<OrderCard["esim"]>> | null = {}): OrderCard {
  return {
    orderNo: "RW0000000001",
    status: "DELIVERED",
    areaSlug: "japan",
    planSlug: "5gb-30-days",
    planKind: "data",
    dataMb: 5120,
    dailyMb: null,
    validityDays: 30,
    days: null,
    kind: "esim",
    charge: { currency: "USD", symbol: "$", minor: 900, amount: "9.00" },
    list: null,
    discount: null,
    balancePart: null,
    cardPart: { currency: "USD", symbol: "$", minor: 900, amount: "9.00" },
    display: { currency: "USD", symbol: "$", minor: 900, amount: "9.00" },
    createdAt: "2026-06-30T10:00:00.000Z",
    paymentState: "PAID",
    label: "undownload",
    refundable: true,
    linkActive: true,
    topupAllowed: true,
    topups: [],
    ...over,
    esim:
      esim &&
      ({
        iccid: "89882990000000000011",
        smdpAddress: "smdp.sim.roamwell.test",
        matchingId: "K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN",
        activationCode: "LPA:1$smdp.sim.roamwell.test$K2F7M-9QXDA-M3TB0-WQ8ZC-4HJRN",
        iosInstallUrl: "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=x",
        installState: "UNDOWNLOAD",
        validityState: "VALID",
        dataTotalMb: 5120,
        dataUsedMb: 0,
        validityDays: 30,
        activatedAt: null,
        expiresAt: null,
        ...esim,
      } as const),
  };
}

describe("data used and left", () => {
  it("says nothing used at zero, and GB with the rest in MB from 1024 MB", () => {
    expect(usageOf(card())).toEqual({ daily: false, used: null, left: "5\u00a0GB", total: "5\u00a0GB" });
    expect(usageOf(card({ label: "active" }, { dataUsedMb: 1536 }))).toEqual({ daily: false, used: "1\u00a0GB 512\u00a0MB", left: "3\u00a0GB 512\u00a0MB", total: "5\u00a0GB" });
    expect(usageOf(card({ label: "active" }, { dataUsedMb: 700 }))?.used).toBe("700\u00a0MB");
  });

  it("shows a daily plan's use today against the daily allowance", () => {
    const daily = card({ planKind: "daily", dataMb: null, dailyMb: 1024, days: 9, validityDays: 9, label: "active" }, { dataTotalMb: null, dataUsedMb: 300, validityDays: 9 });
    expect(usageOf(daily)).toEqual({ daily: true, used: "300\u00a0MB", left: "724\u00a0MB", total: "1\u00a0GB" });
  });

  it("never shows more used than the allowance, nor less than nothing left", () => {
    expect(usageOf(card({ label: "usageFinished" }, { dataUsedMb: 6000 }))).toMatchObject({ used: "5\u00a0GB", left: "0\u00a0MB" });
  });

  it("has nothing to say while the eSIM is being prepared or once the order is refunded", () => {
    expect(usageOf(card({ label: "preparing" }, null))).toBeNull();
    expect(usageOf(card({ label: "refunded", paymentState: "REFUNDED" }))).toBeNull();
  });
});

describe("validity left", () => {
  it("starts on first use until the eSIM is activated", () => {
    expect(validityOf(card(), NOW)).toEqual({ state: "notStarted", days: 30 });
  });

  it("counts the days top-ups added to the eSIM, not only the plan's", () => {
    expect(validityOf(card({ validityDays: 7 }, { validityDays: 22, dataTotalMb: 4096 }), NOW)).toEqual({ state: "notStarted", days: 22 });
  });

  it("counts whole days while more than a day is left, then hours", () => {
    const active = (leftMs: number) => card({ label: "active" }, { activatedAt: "2026-06-30T00:00:00.000Z", expiresAt: new Date(NOW + leftMs).toISOString() });
    expect(validityOf(active(3 * DAY + 5 * HOUR), NOW)).toEqual({ state: "daysLeft", count: 3 });
    expect(validityOf(active(DAY + 1), NOW)).toEqual({ state: "daysLeft", count: 1 });
    expect(validityOf(active(DAY), NOW)).toEqual({ state: "hoursLeft", count: 24 });
    expect(validityOf(active(90 * 60_000), NOW)).toEqual({ state: "hoursLeft", count: 2 });
    expect(validityOf(active(-1), NOW)).toEqual({ state: "ended" });
  });

  it("has ended with a finished validity, whatever the dates say", () => {
    for (const label of ["timeFinished", "usageFinished", "expired"] as const) expect(validityOf(card({ label }), NOW)).toEqual({ state: "ended" });
  });
});

describe("where a success page stands", () => {
  it("follows the order's state, and the latest payment attempt's while unpaid", () => {
    expect(receiptState("AWAITING_PAYMENT", "CREATED")).toBe("confirming");
    expect(receiptState("AWAITING_PAYMENT", "PENDING")).toBe("confirming");
    expect(receiptState("AWAITING_PAYMENT", "FAILED")).toBe("unpaid");
    expect(receiptState("AWAITING_PAYMENT", null)).toBe("unpaid");
    expect(receiptState("CANCELLED", "FAILED")).toBe("cancelled");
    expect(receiptState("PAID", "SUCCEEDED")).toBe("preparing");
    expect(receiptState("DELIVERED", "SUCCEEDED")).toBe("delivered");
    expect(receiptState("REFUNDING", "REFUNDING")).toBe("refunding");
    expect(receiptState("REFUNDED", "REFUNDED")).toBe("refunded");
  });
});

describe("a receipt's page", () => {
  const BRAND: { legalName: string; address: string | null; supportEmail: string } = { legalName: "Roamwell Travel Ltd", address: "1 Harbour Street\nBristol", supportEmail: "help@roamwell.example" };
  const context = (lang: "en" | "de", brand: Partial<typeof BRAND> = {}) => ({ lang, brand: { ...BRAND, ...brand } }) as unknown as Parameters<typeof receiptView>[0];
  const RECEIPT = {
    kind: "receipt",
    number: "RW0000000001",
    paidAt: "2026-12-10T09:00:00.000Z",
    item: { type: "esim", title: "Japan 10 GB · 30 days" },
    listMinor: 20_00,
    campaignMinor: 4_00,
    promoMinor: 1_00,
    balanceMinor: 2_00,
    cardMinor: 13_00,
    totalMinor: 15_00,
    display: { currency: "EUR", minor: 12_90 },
    refunded: false,
    refundedMinor: 0,
  } as const;

  it("words every line in the page's language, the discounts as amounts taken off, the total also as the buyer saw it", () => {
    expect(receiptView(context("de"), RECEIPT)).toEqual({
      seller: { name: "Roamwell Travel Ltd", address: "1 Harbour Street\nBristol", email: "help@roamwell.example" },
      number: "RW0000000001",
      paidAt: "10. Dezember 2026 um 09:00",
      item: RECEIPT.item,
      list: "20,00\u00a0$",
      campaign: "-4,00\u00a0$",
      promo: "-1,00\u00a0$",
      balance: "2,00\u00a0$",
      card: "13,00\u00a0$",
      total: "15,00\u00a0$",
      display: "12,90\u00a0€",
      refunded: false,
      partlyRefunded: null,
    });
  });

  it("says how much of an order refunded in part went back", () => {
    expect(receiptView(context("en"), { ...RECEIPT, refundedMinor: 4_50 })).toMatchObject({ refunded: false, partlyRefunded: "$4.50" });
    expect(receiptView(context("de"), { ...RECEIPT, refundedMinor: 4_50 })).toMatchObject({ partlyRefunded: "4,50\u00a0$" });
  });

  it("leaves out what does not apply: no discount lines without a discount, no balance or card part of zero, no other currency for USD, no address unset", () => {
    const plain = { ...RECEIPT, listMinor: 9_00, campaignMinor: 0, promoMinor: 0, balanceMinor: 0, cardMinor: 9_00, totalMinor: 9_00, display: null };
    expect(receiptView(context("en", { address: null }), plain)).toMatchObject({
      seller: { address: null },
      list: null,
      campaign: null,
      promo: null,
      balance: null,
      card: "$9.00",
      total: "$9.00",
      display: null,
    });
  });
});
