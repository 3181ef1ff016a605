/**
 * The refund mail (docs/CHECKOUT.md#the-refund-mail), through HTTP and the job queue as refunds
 * happen: sent once the money has left (the provider confirmed the card part; the balance part is
 * back at once), never when a refund is only asked for; once per refund however often the
 * confirmation arrives; in the order's language, to the order's address (a guest's too); the
 * balance part shown apart from the card part. The same for money taken twice and for a recharge
 * paid twice.
 */
// @both-engines: confirmations of one refund arriving at the same moment; the mail queue's dedupe key.
import { and, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/money.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { mailQueue } from "../../db/schema.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { fill } from "../mail/index.ts";
import { newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const c = useCheckoutApp();
const db = () => c.t.services.database.db;

/** The refund mails queued about an order or recharge number. */
const queuedRefunds = (number: string) =>
  db()
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'refund'`, sql`${mailQueue.template}->>'number' = ${number}`));

/** A label of the mail and its value, as the plain-text part lays them out. */
const line = (label: string, value: string) => `${label}\n    ${value}`;

/** The subject the buyer should see, worded in `lang`. */
const subject = (lang: Lang, of: "order" | "recharge", number: string, minor: number) =>
  fill(MAIL_TEXTS[lang][`refund.${of}.subject`], { number, amount: formatMoney(minor, "USD", lang) });

describe("a card refund", () => {
  it("is mailed to a guest once the provider has sent the money back, in the order's language, once however often it says so", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order, paymentId, session } = await c.buy(token, { ...FIVE_GB, email, currency: "JPY" }, { lang: "ja" });
    expect((await c.refund(token, order.orderNo, "en")).body.success).toBe(true);
    // Asked for, not sent back yet: no mail promises money that may still fail to leave.
    expect(await queuedRefunds(order.orderNo)).toEqual([]);

    // The refund job: the provider sends the money back and answers so; its webhook says it again.
    c.holdWebhooks(true);
    await c.runJobs();
    c.holdWebhooks(false);
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    const [confirmed] = c.webhooksOf(session).filter((w) => w.event.type === "refund.succeeded");
    expect(await c.redeliver(confirmed!)).toBe(200);
    expect(await c.redeliverAtOnce(confirmed!, 2)).toEqual([200, 200]);
    await c.runJobs();

    const charge = order.charge.minor;
    expect(await queuedRefunds(order.orderNo)).toMatchObject([
      { to: email, lang: "ja", dedupeKey: `refund:payment:${paymentId}`, template: { kind: "refund", of: "order", number: order.orderNo, cardMinor: charge, balanceMinor: 0 } },
    ]);
    const [mail, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    const ja = MAIL_TEXTS.ja;
    const usd = (minor: number) => formatMoney(minor, "USD", "ja");
    expect(mail!.subject).toBe(subject("ja", "order", order.orderNo, charge));
    expect(mail!.subject).toBe(`ご注文（${order.orderNo}）の返金${usd(charge)}のお知らせ`);
    for (const expected of [line(ja["refund.card"], usd(charge)), line(ja["refund.total"], usd(charge)), ja["refund.card.when"], ja["receipt.usd"]]) {
      expect(mail!.text).toContain(expected);
    }
    expect(mail!.text).not.toContain(ja["refund.balance"]);
    expect(mail!.text).not.toContain(ja["refund.balance.when"]);
    expect(mail!.replyTo).toBe(c.t.config.brand.supportEmail);
    expect(mail!.html).toContain('<html lang="ja">');
  });

  it("confirmed by several doors at the same moment is mailed once", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order, paymentId } = await c.buy(token, { ...FIVE_GB, email });
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    // The provider's word arriving four times at once, before the refund job has asked.
    const word = { status: "refunded" as const, amountMinor: order.charge.minor, currency: "USD" };
    await Promise.all(Array.from({ length: 4 }, () => c.t.services.checkout.applyOutcome(paymentId, word)));
    expect(await queuedRefunds(order.orderNo)).toHaveLength(1);
    await c.runJobs();
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect(await queuedRefunds(order.orderNo)).toHaveLength(1);
    expect(c.refundMailsTo(email)).toHaveLength(1);
  });
});

describe("an order paid partly from the balance", () => {
  it("has its balance part back at once, and one mail, when the card part has left, showing each part apart", async () => {
    const balance = 2_00;
    const { email, token, userId } = await c.accountWithBalance(balance);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true }, { lang: "de" });
    const card = order.cardPart.minor;
    expect(order.balancePart).toMatchObject({ minor: balance, currency: "USD" });
    const { pagePath, paymentId } = await c.startPayment(token, order.orderNo);
    expect((await c.payOnPage(pagePath)).statusCode).toBe(303);
    await c.runJobs();
    expect(await c.t.services.wallet.balance(userId)).toBe(0);

    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    // The balance part is back already; the mail waits for the card part.
    expect(await c.t.services.wallet.balance(userId)).toBe(balance);
    expect(await queuedRefunds(order.orderNo)).toEqual([]);
    await c.runJobs();

    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ lang: "de", dedupeKey: `refund:payment:${paymentId}`, template: { cardMinor: card, balanceMinor: balance } }]);
    const [mail, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    const de = MAIL_TEXTS.de;
    const usd = (minor: number) => formatMoney(minor, "USD", "de");
    expect(mail!.subject).toBe(subject("de", "order", order.orderNo, card + balance));
    for (const expected of [
      line(de["refund.card"], usd(card)),
      line(de["refund.balance"], usd(balance)),
      line(de["refund.total"], usd(card + balance)),
      de["refund.card.when"],
      de["refund.balance.when"],
    ]) {
      expect(mail!.text).toContain(expected);
    }
  });
});

describe("an order paid wholly from the balance", () => {
  it("is refunded at once, and mailed at once with the balance part only", async () => {
    const { email, token, userId } = await c.accountWithBalance(100_00);
    const order = await c.placed(token, { ...FIVE_GB, useBalance: true }, { lang: "es" });
    await c.runJobs();
    expect((await c.refund(token, order.orderNo)).body.success).toBe(true);
    expect((await c.orderRow(order.orderNo)).status).toBe("REFUNDED");
    expect(await c.t.services.wallet.balance(userId)).toBe(100_00);

    const { id } = await c.orderRow(order.orderNo);
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:order:${id}`, template: { cardMinor: 0, balanceMinor: order.charge.minor } }]);
    await c.runJobs();
    const [mail, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    const es = MAIL_TEXTS.es;
    expect(mail!.subject).toBe(subject("es", "order", order.orderNo, order.charge.minor));
    expect(mail!.text).toContain(line(es["refund.balance"], formatMoney(order.charge.minor, "USD", "es")));
    expect(mail!.text).toContain(es["refund.balance.when"]);
    expect(mail!.text).not.toContain(es["refund.card"]);
    expect(mail!.text).not.toContain(es["refund.card.when"]);
  });
});

describe("money taken twice", () => {
  it("for an order: the second payment's refund is mailed with its card part, and the order stays the buyer's", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const order = await c.placed(token, { ...FIVE_GB, email }, { lang: "tr" });
    const { second, paidFirst, paidSecond } = await c.paidTwiceWithWebhooksHeld(token, order.orderNo);
    c.holdWebhooks(false);
    expect(await c.redeliver(paidFirst)).toBe(200);
    expect(await c.redeliver(paidSecond)).toBe(200);
    await c.runJobs();

    expect((await c.orderRow(order.orderNo)).status).toBe("DELIVERED");
    expect((await c.t.services.checkout.payment(second.paymentId))?.status).toBe("REFUNDED");
    expect(await queuedRefunds(order.orderNo)).toMatchObject([{ dedupeKey: `refund:payment:${second.paymentId}`, template: { cardMinor: order.charge.minor, balanceMinor: 0 } }]);
    const [mail, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(subject("tr", "order", order.orderNo, order.charge.minor));
    expect(mail!.text).toContain(MAIL_TEXTS.tr["refund.card.when"]);
  });

  it("for a balance recharge: the second payment goes back to the card and is mailed, the balance credited once", async () => {
    const { email, userId } = await c.accountWithBalance(0);
    const { checkout, wallet } = c.t.services;
    const placed = await checkout.placeRecharge({ holder: { userId, loginType: "accountLogin", email }, planId: "usd-50", lang: "zh-CN", currency: "CNY", idempotencyKey: newIdempotencyKey() });
    if (!placed.ok) throw new Error(placed.code);
    const recharge = placed.obj;
    const first = await checkout.startPayment({ recharge }, PUBLIC_URL);
    const second = await checkout.startPayment({ recharge }, PUBLIC_URL);
    await c.payOnPage(first!.redirectUrl.slice(PUBLIC_URL.length));
    await c.payOnPage(second!.redirectUrl.slice(PUBLIC_URL.length));
    await c.runJobs();
    await c.runJobs();

    expect(await wallet.balance(userId)).toBe(55_00);
    expect(await queuedRefunds(recharge.rechargeNo)).toMatchObject([{ lang: "zh-CN", template: { of: "recharge", cardMinor: 50_00, balanceMinor: 0 } }]);
    const [mail, ...more] = c.refundMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`余额充值 ${recharge.rechargeNo} 的退款 $50.00 已办理`);
    expect(mail!.text).toContain(line(MAIL_TEXTS["zh-CN"]["refund.card"], "$50.00"));
  });
});
