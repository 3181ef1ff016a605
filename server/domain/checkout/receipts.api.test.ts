/**
 * Receipt mails (docs/WALLET.md#receipts), through HTTP and the job queue as they happen: one
 * receipt per paid order (card, balance or both) and per credited recharge, in the buyer's
 * language, whatever arrives or runs twice.
 */
// @both-engines: two mails queued at the same moment under one dedupe key; jobs run twice.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { convertUsdMinor, formatMoney } from "../../../shared/money.ts";
import { jobs, mailQueue, promoCodes, promoRedemptions } from "../../db/schema.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { receiptJob } from "./checkout-jobs.ts";
import { newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";
import { enqueueMail } from "../mail/index.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
/** On the Christmas campaign (server/domain/pricing/campaigns.ts), which the test's clock is inside. */
const ON_SALE = { area: "japan", plan: "10gb-30-days" };
const NBSP = "\u00a0";
const c = useCheckoutApp();
const db = () => c.t.services.database.db;

/** The receipt rows queued for an order or recharge number. */
const queuedReceipts = (number: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'receipt'`, sql`${mailQueue.template}->>'number' = ${number}`));

/** A label of the receipt and its value, as the plain-text part lays them out. */
const line = (label: string, value: string) => `${label}\n    ${value}`;

/** Runs the receipt job of `key` once more, as a worker taking over an expired claim would. */
async function runReceiptJobAgain(key: string) {
  const [job] = await db().select().from(jobs).where(eq(jobs.key, key));
  expect(job).toMatchObject({ kind: receiptJob.kind, attempts: 1, failedAt: null });
  expect(job!.doneAt).not.toBeNull();
  await db().update(jobs).set({ doneAt: null, lockedUntil: null, runAt: c.now() }).where(eq(jobs.id, job!.id));
  await c.runJobs();
  const [again] = await db().select().from(jobs).where(eq(jobs.key, key));
  expect(again).toMatchObject({ attempts: 2, failedAt: null });
  expect(again!.doneAt).not.toBeNull();
}

describe("a card-paid eSIM order", () => {
  it("gets one receipt in the buyer's language, though the webhook came three times and the job ran twice", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const order = await c.placed(token, { ...ON_SALE, email, currency: "EUR" }, { lang: "de" });
    expect(order.list).not.toBeNull();

    c.holdWebhooks(true);
    const { pagePath, session } = await c.startPayment(token, order.orderNo);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();
    c.holdWebhooks(false);
    const [succeeded] = c.webhooksOf(session).filter((w) => w.event.type === "payment.succeeded");
    for (let i = 0; i < 3; i++) expect(await c.redeliver(succeeded!)).toBe(200);
    await c.runJobs();
    const { id } = await c.orderRow(order.orderNo);
    await runReceiptJobAgain(`receipt:order:${id}`);

    expect(await queuedReceipts(order.orderNo)).toMatchObject([{ to: email, lang: "de", dedupeKey: `receipt:order:${id}`, attempts: 1 }]);
    const receipts = c.receiptsTo(email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const de = MAIL_TEXTS.de;
    expect(receipt!.subject).toBe(`Ihr Zahlungsbeleg von ${c.t.config.brand.name}: Bestellung ${order.orderNo}`);
    const usd = (minor: number) => formatMoney(minor, "USD", "de");
    const campaign = order.list!.minor - order.charge.minor;
    for (const expected of [
      line(de["receipt.number"], order.orderNo),
      line(de["receipt.date"], "10. Dezember 2026 um 09:00"),
      line(de["receipt.item"], `eSIM-Tarif: Japan 10${NBSP}GB · 30${NBSP}Tage`),
      line(de["receipt.list"], usd(order.list!.minor)),
      line(de["receipt.campaign"], usd(-campaign)),
      line(de["receipt.card"], usd(order.charge.minor)),
      line(de["receipt.total"], `${usd(order.charge.minor)} (ca. ${formatMoney(order.display.minor, "EUR", "de")})`),
      de["receipt.about"],
    ]) {
      expect(receipt!.text).toContain(expected);
    }
    expect(receipt!.text).not.toContain(de["receipt.balance"]);
    expect(receipt!.text).not.toContain(de["receipt.promo"]);
    expect(receipt!.text).toContain(c.t.config.brand.supportEmail);
    expect(receipt!.replyTo).toBe(c.t.config.brand.supportEmail);
    expect(receipt!.html).toContain('<html lang="de">');
    // The eSIM still comes in its own mail, once.
    expect(c.sentTo(email)).toHaveLength(1);
  });
});

describe("an order paid from the balance", () => {
  it("in full: paid when placed, and the receipt shows the balance part and no card", async () => {
    const { email, token } = await c.accountWithBalance(100_00);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true }, { lang: "ja" });
    expect(order).toMatchObject({ status: "PAID", balancePart: { minor: order.charge.minor }, cardPart: { minor: 0 } });
    await c.runJobs();

    const [receipt, ...more] = c.receiptsTo(email);
    expect(more).toHaveLength(0);
    const ja = MAIL_TEXTS.ja;
    expect(receipt!.subject).toBe(`${c.t.config.brand.name}の領収書（ご注文番号：${order.orderNo}）`);
    expect(receipt!.text).toContain(line(ja["receipt.balance"], formatMoney(order.charge.minor, "USD", "ja")));
    expect(receipt!.text).toContain(line(ja["receipt.total"], formatMoney(order.charge.minor, "USD", "ja")));
    expect(receipt!.text).toContain(line(ja["receipt.item"], `eSIMプラン：日本 5${NBSP}GB · 30日間`));
    expect(receipt!.text).not.toContain(ja["receipt.card"]);
    // Shown in USD: no "about" and no note on it.
    expect(receipt!.text).not.toContain(ja["receipt.about"]);
  });

  it("in part, with a promo discount: the receipt shows the discount, the balance part and the card part", async () => {
    const balance = 2_00;
    const { email, token, userId } = await c.accountWithBalance(balance);
    const promoId = randomUUID();
    await db().insert(promoCodes).values({ id: promoId, code: `RCPT${randomUUID().slice(0, 8).toUpperCase()}`, kind: "FIXED", value: 1_00, createdAt: c.now() });
    await db().insert(promoRedemptions).values({ id: randomUUID(), promoId, userId, useNo: 1, status: "ACTIVE", createdAt: c.now() });

    const order = await c.placed(token, { ...ON_SALE, useBalance: true, currency: "TRY" }, { lang: "tr" });
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", discount: { minor: 1_00 }, balancePart: { minor: balance } });
    const card = order.cardPart.minor;
    expect(card).toBe(order.charge.minor - balance);
    const { pagePath } = await c.startPayment(token, order.orderNo);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();

    const [receipt, ...more] = c.receiptsTo(email);
    expect(more).toHaveLength(0);
    const tr = MAIL_TEXTS.tr;
    const usd = (minor: number) => formatMoney(minor, "USD", "tr");
    const row = await c.orderRow(order.orderNo);
    const campaign = row.listUsdMinor - row.amountUsdMinor - row.discountMinor;
    expect(campaign).toBeGreaterThan(0);
    for (const expected of [
      line(tr["receipt.list"], usd(row.listUsdMinor)),
      line(tr["receipt.campaign"], usd(-campaign)),
      line(tr["receipt.promo"], usd(-1_00)),
      line(tr["receipt.balance"], usd(balance)),
      line(tr["receipt.card"], usd(card)),
      // The lira the buyer saw, converted from the total after the promo discount.
      line(tr["receipt.total"], `${usd(row.amountUsdMinor)} (yaklaşık ${formatMoney(convertUsdMinor(row.amountUsdMinor, "TRY"), "TRY", "tr")})`),
    ]) {
      expect(receipt!.text).toContain(expected);
    }
  });

  it("a top-up of a delivered eSIM: the receipt names the eSIM by its ICCID's last four digits and what it adds", async () => {
    const { email, token, userId } = await c.accountWithBalance(100_00);
    const { order } = await c.buy(token, FIVE_GB, { lang: "en" });
    const [esim] = await c.esimsOf(order.orderNo);
    const placed = await c.t.services.checkout.placeOrder({
      buyer: { userId, loginType: "accountLogin", email },
      areaSlug: "japan",
      planSlug: "1gb-7-days",
      lang: "es",
      currency: "USD",
      idempotencyKey: newIdempotencyKey(),
      useBalance: true,
      topupEsimId: esim!.id,
    });
    expect(placed).toMatchObject({ ok: true, obj: { kind: "topup", status: "PAID" } });
    await c.runJobs();

    const receipts = c.receiptsTo(email);
    expect(receipts).toHaveLength(2);
    const topup = receipts.find((m) => m.subject.includes(placed.ok ? placed.obj.orderNo : "-"))!;
    expect(topup.text).toContain(line(MAIL_TEXTS.es["receipt.item"], `Recarga de la eSIM …${esim!.iccid.slice(-4)}: añade 1${NBSP}GB · 7${NBSP}días`));
    expect(topup.text).toContain(MAIL_TEXTS.es["receipt.balance"]);
  });
});

describe("a balance recharge", () => {
  it("credited after its card payment gets one receipt: pay $50.00, get $55.00", async () => {
    const { email, userId } = await c.accountWithBalance(0);
    const { checkout, wallet } = c.t.services;
    const placed = await checkout.placeRecharge({
      holder: { userId, loginType: "accountLogin", email },
      planId: "usd-50",
      lang: "zh-CN",
      currency: "CNY",
      idempotencyKey: newIdempotencyKey(),
    });
    if (!placed.ok) throw new Error(placed.code);
    const recharge = placed.obj;
    const started = await checkout.startPayment({ recharge }, PUBLIC_URL);
    const pagePath = started!.redirectUrl.slice(PUBLIC_URL.length);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();
    // The provider's word again, by another door: nothing more is credited or mailed.
    await checkout.applyOutcome(started!.paymentId, { status: "succeeded", amountMinor: 50_00, currency: "USD" });
    await c.runJobs();
    await runReceiptJobAgain(`receipt:recharge:${recharge.id}`);

    expect(await wallet.balance(userId)).toBe(55_00);
    expect(await queuedReceipts(recharge.rechargeNo)).toHaveLength(1);
    const [receipt, ...more] = c.receiptsTo(email);
    expect(more).toHaveLength(0);
    const zh = MAIL_TEXTS["zh-CN"];
    expect(receipt!.subject).toBe(`您的 ${c.t.config.brand.name} 收据：余额充值 ${recharge.rechargeNo}`);
    for (const expected of [
      line(zh["receipt.number"], recharge.rechargeNo),
      line(zh["receipt.item"], "余额充值：支付 $50.00，到账 $55.00"),
      line(zh["receipt.card"], "$50.00"),
      line(zh["receipt.total"], `$50.00（约 ${formatMoney(recharge.displayAmountMinor, "CNY", "zh-CN")}）`),
    ]) {
      expect(receipt!.text).toContain(expected);
    }
    expect(receipt!.text).not.toContain(zh["receipt.balance"]);
  });
});

describe("the mail queue's dedupe key", () => {
  it("queues one mail of two asked at the same moment", async () => {
    const mail = { to: "dedupe@example.com", lang: "en" as const, template: { kind: "already-registered" as const }, dedupeKey: `test:${randomUUID()}` };
    const queued = await Promise.all([enqueueMail(db(), mail, c.now()), enqueueMail(db(), mail, c.now())]);
    expect(queued.sort()).toEqual([false, true]);
    expect(await db().$count(mailQueue, eq(mailQueue.dedupeKey, mail.dedupeKey))).toBe(1);
  });
});
