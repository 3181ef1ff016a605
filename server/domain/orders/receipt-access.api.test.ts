/**
 * A paid order's receipt outside its mail (docs/WALLET.md#receipts), as the receipt page reads it
 * through `buyerOrders`: its buyer reads it in the page's language, and so does whoever holds the
 * order's e-mailed link; another user's order, an unpaid one and no order at all answer the same
 * ORDER_NOT_FOUND (the page's 404); a stopped or wrong key has ended (the page sends its holder to
 * /linkexpire). Mailing it again goes to the order's own address, three times an hour per order
 * whoever asks, and a form sent twice queues it once.
 */
// @both-engines: the receipt mailed again under the mail queue's dedupe key, and its per-order count.
import { and, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailQueue } from "../../db/schema.ts";
import { MAIL_TEXTS } from "../../messages/mail/index.ts";
import { RECEIPT_MAIL_LIMIT } from "../checkout/index.ts";
import { HOUR, newGuestEmail, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";

const FIVE_GB = { area: "japan", plan: "5gb-30-days" };
const NBSP = "\u00a0";
const c = useCheckoutApp();
const receipts = () => c.t.services.buyerOrders;

const queuedReceipts = (orderNo: string) =>
  c.t.services.database.db
    .select()
    .from(mailQueue)
    .where(and(sql`${mailQueue.template}->>'kind' = 'receipt'`, sql`${mailQueue.template}->>'number' = ${orderNo}`));

describe("reading a receipt", () => {
  it("is its buyer's, in the page's language; another user's order, an unpaid one and none at all look the same", async () => {
    const buyer = await c.account();
    const { order } = await c.buy(buyer.token, { ...FIVE_GB, currency: "EUR" }, { lang: "en" });
    const { userId } = await c.orderRow(order.orderNo);

    const read = await receipts().receipt({ userId }, order.orderNo, "de");
    expect(read).toMatchObject({
      ok: true,
      receipt: { number: order.orderNo, item: { type: "esim", title: `Japan 5${NBSP}GB · 30${NBSP}Tage` }, cardMinor: order.charge.minor, balanceMinor: 0, refunded: false, refundedMinor: 0 },
    });
    expect(read.ok && read.receipt.display).toMatchObject({ currency: "EUR" });

    const stranger = await c.account();
    const strangerId = await c.userIdOf(stranger.email);
    const unpaid = await c.placed(buyer.token, FIVE_GB);
    const notFound = { ok: false, code: "ORDER_NOT_FOUND" };
    expect(await receipts().receipt({ userId: strangerId }, order.orderNo, "en")).toEqual(notFound);
    expect(await receipts().receipt({ userId: strangerId }, "RW0000000000", "en")).toEqual(notFound);
    expect(await receipts().receipt({ userId }, unpaid.orderNo, "en")).toEqual(notFound);
    expect(await receipts().receipt({ userId }, "not an order", "en")).toEqual(notFound);
    // Nor can the stranger have it mailed: nothing is queued, nothing counted against the buyer.
    expect(await receipts().mailReceipt({ userId: strangerId }, order.orderNo, "k".repeat(32))).toEqual(notFound);
    expect(await receipts().mailReceipt({ userId }, unpaid.orderNo, "u".repeat(32))).toEqual(notFound);
    await c.runJobs();
    expect(await queuedReceipts(order.orderNo)).toHaveLength(1);

    // Refunded since: still its receipt, saying so.
    expect((await c.refund(buyer.token, order.orderNo)).body.success).toBe(true);
    expect(await receipts().receipt({ userId }, order.orderNo, "en")).toMatchObject({ ok: true, receipt: { refunded: true, refundedMinor: 0 } });
  });

  it("opens with the order's e-mailed key, which ends when its buyer stops it", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order } = await c.buy(token, { ...FIVE_GB, email });
    const [mail] = c.sentTo(email);
    const key = new RegExp(`${PUBLIC_URL}/paysuccess\\?order=${order.orderNo}&key=([A-Za-z0-9_-]+)`).exec(mail!.text)![1]!;

    expect(await receipts().receipt({ linkKey: key }, order.orderNo, "ja")).toMatchObject({ ok: true, receipt: { number: order.orderNo } });
    const ended = { ok: false, code: "LINK_ENDED" };
    expect(await receipts().receipt({ linkKey: `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}` }, order.orderNo, "en")).toEqual(ended);
    expect(await receipts().receipt({ linkKey: key }, "RW0000000000", "en")).toEqual(ended);

    const { userId } = await c.orderRow(order.orderNo);
    expect(await receipts().revokeLink(userId, order.orderNo)).toEqual({ ok: true });
    expect(await receipts().receipt({ linkKey: key }, order.orderNo, "en")).toEqual(ended);
    expect(await receipts().mailReceipt({ linkKey: key }, order.orderNo, "r".repeat(32))).toEqual(ended);
    // The buyer's own session still reads it.
    expect(await receipts().receipt({ userId }, order.orderNo, "en")).toMatchObject({ ok: true });
  });
});

describe("mailing a receipt again", () => {
  it("sends the receipt to the order's own address in its language, three times an hour per order, once per form", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order } = await c.buy(token, { ...FIVE_GB, email }, { lang: "tr" });
    const { userId } = await c.orderRow(order.orderNo);
    const mailAgain = (requestKey: string) => receipts().mailReceipt({ userId }, order.orderNo, requestKey);
    expect(RECEIPT_MAIL_LIMIT.max).toBe(3);

    expect(await mailAgain("a".repeat(32))).toEqual({ ok: true });
    // The same form sent twice (a double click, the back button): one more mail, not two.
    expect(await mailAgain("a".repeat(32))).toEqual({ ok: true });
    expect(await mailAgain("b".repeat(32))).toEqual({ ok: true });
    expect(await mailAgain("c".repeat(32))).toEqual({ ok: false, code: "LIMITED", retryAfterMinutes: 60 });
    c.advance(HOUR / 2);
    expect(await mailAgain("d".repeat(32))).toEqual({ ok: false, code: "LIMITED", retryAfterMinutes: 30 });
    await c.runJobs();

    const queued = await queuedReceipts(order.orderNo);
    expect(queued).toHaveLength(3);
    expect(queued.every((row) => row.to === email && row.lang === "tr")).toBe(true);
    const sent = c.receiptsTo(email);
    expect(sent).toHaveLength(3);
    expect(sent.every((m) => m.subject === sent[0]!.subject && m.text.includes(MAIL_TEXTS.tr["receipt.total"]))).toBe(true);

    // Another order of the same buyer has a count of its own; an hour on, this one may be mailed again.
    const { order: other } = await c.buy(token, { ...FIVE_GB, email });
    expect(await receipts().mailReceipt({ userId }, other.orderNo, "e".repeat(32))).toEqual({ ok: true });
    c.advance(HOUR / 2);
    expect(await mailAgain("f".repeat(32))).toEqual({ ok: true });
    await c.runJobs();
    expect(await queuedReceipts(order.orderNo)).toHaveLength(4);
  });
});
