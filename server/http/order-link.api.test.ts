/**
 * The delivery mail's secret link (docs/CHECKOUT.md#delivery-and-access) and its owner's way to
 * stop it: after the buyer revokes it, the same key no longer reads the order, the orders list
 * says the link is off, and nobody but the buyer can revoke it.
 */
import { describe, expect, it } from "vitest";
import { newGuestEmail, PUBLIC_URL, useCheckoutApp } from "../../tests/support/checkout.ts";

const c = useCheckoutApp();

describe("the e-mailed link of a delivered order", () => {
  it("stops opening the order once its buyer revokes it, and only its buyer can", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order } = await c.buy(token, { area: "japan", plan: "5gb-30-days", email });
    const [mail] = c.sentTo(email);
    const key = new RegExp(`${PUBLIC_URL}/paysuccess\\?order=${order.orderNo}&key=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    const { orders, buyerOrders } = c.t.services;
    expect(await orders.linkedOrder(order.orderNo, key)).toMatchObject({ orderNo: order.orderNo });
    expect(await c.ordersList(token)).toMatchObject([{ orderNo: order.orderNo, linkActive: true }]);

    // Another buyer is told the order does not exist, and the link keeps working.
    const theirs = await c.placed(await c.guest(), { area: "japan", plan: "5gb-30-days", email: newGuestEmail() });
    const stranger = (await c.orderRow(theirs.orderNo)).userId;
    expect(await buyerOrders.revokeLink(stranger, order.orderNo)).toEqual({ ok: false, code: "ORDER_NOT_FOUND" });
    expect(await orders.linkedOrder(order.orderNo, key)).not.toBeNull();

    const { userId } = await c.orderRow(order.orderNo);
    expect(await buyerOrders.revokeLink(userId, order.orderNo)).toEqual({ ok: true });
    expect(await orders.linkedOrder(order.orderNo, key)).toBeNull();
    expect((await c.orderRow(order.orderNo)).linkKeyHash).toBeNull();
    const [card] = await c.ordersList(token);
    expect(card).toMatchObject({ orderNo: order.orderNo, label: "undownload", linkActive: false });
    // The card says whether the link works, never anything of the key.
    expect(JSON.stringify(card)).not.toContain(key);

    // Twice is harmless.
    expect(await buyerOrders.revokeLink(userId, order.orderNo)).toEqual({ ok: true });
    expect(await orders.linkedOrder(order.orderNo, key)).toBeNull();
  });
});
