import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../../shared/html.ts";
import { LANGS } from "../../../shared/i18n/locales.ts";
import { convertUsdMinor, formatMoney } from "../../../shared/money.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { renderMail, type ReceiptTemplate } from "../mail/index.ts";
import type { OrderRow } from "./checkout-repository.ts";
import { orderReceipt, rechargeReceipt } from "./receipts.ts";

const BRAND = { name: "Roamwell", supportEmail: "support@roamwell.example" };
const PAID_AT = new Date("2026-12-10T21:07:00.000Z");

/** Everything a receipt can list: campaign and promo discounts, balance and card parts, a display currency. */
const FULL: ReceiptTemplate = {
  kind: "receipt",
  number: "RW2026112301",
  paidAt: PAID_AT.toISOString(),
  item: { type: "esim", title: "Japan 10 GB · 30 days" },
  listMinor: 17_99,
  campaignMinor: 2_69,
  promoMinor: 1_00,
  balanceMinor: 5_00,
  cardMinor: 9_30,
  totalMinor: 14_30,
  display: { currency: "EUR", minor: 12_29 },
};
const TOPUP: ReceiptTemplate = { ...FULL, number: "RW2026112302", item: { type: "topup", iccidEnd: "5672", adds: "1 GB · 7 days" }, display: null };
/** A recharge paying $50.00 for $55.00 by card, shown in yen: as rechargeReceipt makes it (tested below), and as the mail renders it. */
const RECHARGE_FIGURES = {
  number: "RC2026112303",
  item: { type: "recharge", payMinor: 50_00, creditMinor: 55_00 },
  listMinor: 50_00,
  campaignMinor: 0,
  promoMinor: 0,
  balanceMinor: 0,
  cardMinor: 50_00,
  totalMinor: 50_00,
  display: { currency: "JPY", minor: 7_378_50 },
} satisfies Partial<ReceiptTemplate>;
const RECHARGE: ReceiptTemplate = { ...FULL, ...RECHARGE_FIGURES };

const PLACEHOLDER = /\{\w+\}/;

describe("receipt mail", () => {
  it.each(LANGS)("%s: every receipt text is used, filled in, in both the plain text and the HTML", async (lang) => {
    const mails = await Promise.all([FULL, TOPUP, RECHARGE].map((template) => renderMail(template, lang, BRAND)));
    const keys = Object.keys(MAIL_TEXTS[lang]).filter((key) => key.startsWith("receipt.")) as (keyof (typeof MAIL_TEXTS)["en"])[];
    expect(keys.length).toBeGreaterThan(15);
    const all = mails.map((m) => `${m.subject}\n${m.text}`).join("\n");
    for (const key of keys) {
      // Each fixed piece of the text around its placeholders is in some mail of the three.
      for (const piece of MAIL_TEXTS[lang][key].split(PLACEHOLDER).map((p) => p.trim())) {
        if (piece) expect(all, `${lang} ${key}`).toContain(piece);
      }
    }
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(PLACEHOLDER);
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.text).toContain(BRAND.supportEmail);
      expect(mail.replyTo).toBe(BRAND.supportEmail);
      expect(mail.attachments).toBeUndefined();
    }
  });

  it.each(LANGS)("%s: names the store and the number, and gives every amount in USD, the total also about in the display currency", async (lang) => {
    const mail = await renderMail(FULL, lang, BRAND);
    const usd = (minor: number) => formatMoney(minor, "USD", lang);
    const texts = MAIL_TEXTS[lang];
    expect(mail.subject).toContain(FULL.number);
    expect(mail.subject).toContain(BRAND.name);
    const rows: [keyof typeof texts, string][] = [
      ["receipt.number", FULL.number],
      ["receipt.list", usd(17_99)],
      ["receipt.campaign", usd(-2_69)],
      ["receipt.promo", usd(-1_00)],
      ["receipt.balance", usd(5_00)],
      ["receipt.card", usd(9_30)],
      ["receipt.total", texts["receipt.approx"].replace("{amount}", usd(14_30)).replace("{display}", formatMoney(12_29, "EUR", lang))],
    ];
    for (const [label, value] of rows) {
      expect(mail.text).toContain(`${texts[label]}\n    ${value}`);
      expect(mail.html).toContain(`<th scope="row"`);
      expect(mail.html).toContain(`>${escapeHtml(texts[label])}</th>`);
      expect(mail.html).toContain(`>${escapeHtml(value)}</td>`);
    }
    // The day and time in UTC, in the language's own way.
    const when = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(PAID_AT);
    expect(mail.text).toContain(`${texts["receipt.date"]}\n    ${when}`);
  });

  it("leaves out the lines of what did not happen: no discount, no balance, no display currency", async () => {
    const mail = await renderMail({ ...FULL, listMinor: 9_99, campaignMinor: 0, promoMinor: 0, balanceMinor: 0, cardMinor: 9_99, totalMinor: 9_99, display: null }, "en", BRAND);
    for (const key of ["receipt.list", "receipt.campaign", "receipt.promo", "receipt.balance", "receipt.about"] as const) expect(mail.text).not.toContain(MAIL_TEXTS.en[key]);
    expect(mail.text).toContain("Paid by card\n    $9.99\nTotal\n    $9.99\n");
    // A total paid by the balance alone has no card line.
    const balance = await renderMail({ ...FULL, promoMinor: 0, campaignMinor: 0, balanceMinor: 9_99, cardMinor: 0, totalMinor: 9_99 }, "en", BRAND);
    expect(balance.text).toContain("Paid from your balance\n    $9.99\nTotal\n    $9.99 (about €12.29)");
    expect(balance.text).not.toContain("Paid by card");
  });

  it("words a top-up and a recharge", async () => {
    expect((await renderMail(TOPUP, "en", BRAND)).text).toContain("Purchase\n    Top-up for eSIM …5672: adds 1 GB · 7 days\n");
    const recharge = await renderMail(RECHARGE, "en", BRAND);
    expect(recharge.subject).toBe("Your Roamwell receipt for balance top-up RC2026112303");
    expect(recharge.text).toContain("Purchase\n    Balance top-up: pay $50.00, get $55.00\n");
    expect(recharge.text).toContain("Total\n    $50.00 (about ¥7,378.50)");
  });

  it("names the seller: the brand by default, the configured legal name and address when set", async () => {
    expect((await renderMail(FULL, "en", BRAND)).text).toContain("Sold by\n    Roamwell\nReceipt number");
    const seller = { legalName: "Roamwell Travel Ltd", address: "1 Harbour Street\nBristol BS1 4RN" };
    const mail = await renderMail(FULL, "de", { ...BRAND, seller });
    expect(mail.text).toContain(`${MAIL_TEXTS.de["receipt.seller"]}\n    Roamwell Travel Ltd\n    1 Harbour Street\n    Bristol BS1 4RN\n`);
    expect(mail.html).toContain("Roamwell Travel Ltd<br>1 Harbour Street<br>Bristol BS1 4RN");
  });

  it("escapes what it places in the HTML", async () => {
    const mail = await renderMail({ ...FULL, item: { type: "esim", title: `Japan <b>"10 GB"</b>` } }, "en", BRAND);
    expect(mail.html).toContain("eSIM plan: Japan &lt;b&gt;&quot;10 GB&quot;&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>");
  });

  it("differs between languages", async () => {
    const subjects = new Set(await Promise.all(LANGS.map(async (lang) => (await renderMail(FULL, lang, BRAND)).subject)));
    expect(subjects.size).toBe(LANGS.length);
  });
});

/** An order row as the orders table holds it, paid. */
function order(fields: Partial<OrderRow>): OrderRow {
  const at = new Date("2026-12-10T09:00:00.000Z");
  return {
    id: "8c2b5e0e-4a0a-4c4e-9d5e-7b1f0c9e1a11",
    orderNo: "RW2026112301",
    kind: "esim",
    topupEsimId: null,
    userId: "2f6f4b8e-1c1d-4b4b-8f1e-3a2b1c0d9e8f",
    planId: 1,
    areaSlug: "japan",
    planSlug: "10gb-30-days",
    planKind: "data",
    dataMb: 10_240,
    dailyMb: null,
    validityDays: 30,
    days: null,
    amountUsdMinor: 15_29,
    listUsdMinor: 17_99,
    discountMinor: 0,
    promoRedemptionId: null,
    balanceMinor: 0,
    refundedMinor: 0,
    campaignId: "christmas-2026",
    merchantId: null,
    merchantSubId: null,
    displayCurrency: "EUR",
    displayAmountMinor: convertUsdMinor(15_29, "EUR"),
    email: "ada@example.com",
    lang: "en",
    status: "PAID",
    idempotencyKey: "key-0123456789abcdef",
    requestHash: "0".repeat(64),
    linkKeyHash: null,
    createdAt: at,
    paidAt: at,
    deliveredAt: null,
    updatedAt: at,
    ...fields,
  };
}

describe("what a receipt lists", () => {
  const item = { type: "esim", title: "Japan 10 GB · 30 days" } as const;

  it("for an order: the campaign's part is what the list price lost besides the promo discount; the card paid what the balance did not", () => {
    // Campaign 17.99 -> 15.29, then a 1.00 promo: 14.29, of which 5.00 from the balance.
    // The display amount as placing the order stored it: converted after the promo discount.
    const row = order({ amountUsdMinor: 14_29, discountMinor: 1_00, balanceMinor: 5_00, displayAmountMinor: 12_34 });
    expect(orderReceipt(row, item, PAID_AT)).toEqual({
      kind: "receipt",
      number: "RW2026112301",
      paidAt: PAID_AT.toISOString(),
      item,
      listMinor: 17_99,
      campaignMinor: 2_70,
      promoMinor: 1_00,
      balanceMinor: 5_00,
      cardMinor: 9_29,
      totalMinor: 14_29,
      // What the buyer saw, as stored: never converted again when the mail is written.
      display: { currency: "EUR", minor: 12_34 },
    });
  });

  it("for an order without a promo discount: the display amount the buyer saw, and none when that was USD", () => {
    expect(orderReceipt(order({ displayAmountMinor: 13_14 }), item, PAID_AT).display).toEqual({ currency: "EUR", minor: 13_14 });
    expect(orderReceipt(order({ displayCurrency: "USD", displayAmountMinor: 15_29 }), item, PAID_AT).display).toBeNull();
  });

  it("for a recharge: the card paid the plan's price; the balance got its credit", () => {
    const at = new Date("2026-12-10T09:00:00.000Z");
    const recharge = {
      id: "3d1e1a2b-0c9d-4e8f-a7b6-c5d4e3f2a1b0",
      rechargeNo: "RC2026112303",
      userId: "2f6f4b8e-1c1d-4b4b-8f1e-3a2b1c0d9e8f",
      creditPlanId: "usd-50",
      payUsdMinor: 50_00,
      creditUsdMinor: 55_00,
      displayCurrency: "JPY",
      displayAmountMinor: convertUsdMinor(50_00, "JPY"),
      email: "ada@example.com",
      lang: "ja",
      status: "CREDITED",
      idempotencyKey: "key-0123456789abcdef",
      requestHash: "0".repeat(64),
      createdAt: at,
      creditedAt: at,
      updatedAt: at,
    } as const;
    expect(rechargeReceipt(recharge, at)).toMatchObject(RECHARGE_FIGURES);
  });
});
