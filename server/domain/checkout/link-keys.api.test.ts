/**
 * The delivery mail's secret link (docs/CHECKOUT.md#delivery-and-access) and its owner's way to
 * stop it: after the buyer revokes it, the same key no longer reads the order, the orders list
 * says the link is off, and nobody but the buyer can revoke it. The mail's top-up link carries
 * the same key: for a guest's eSIM it lets the key's holder buy a top-up as that guest, and a
 * wrong or stopped key, or an account's order, gets nothing.
 */
import { describe, expect, it } from "vitest";
import { newGuestEmail, newIdempotencyKey, PUBLIC_URL, useCheckoutApp } from "../../../tests/support/checkout.ts";

const c = useCheckoutApp();

describe("the e-mailed link of a delivered order", () => {
  it("stops opening the order once its buyer revokes it, and only its buyer can", async () => {
    const token = await c.guest();
    const email = newGuestEmail();
    const { order } = await c.buy(token, { area: "japan", plan: "5gb-30-days", email });
    const [mail] = c.sentTo(email);
    const key = new RegExp(`${PUBLIC_URL}/paysuccess\\?order=${order.orderNo}&key=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    const { checkout: orders, buyerOrders } = c.t.services;
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

describe("the e-mailed top-up link of a delivered order", () => {
  /** A delivered 5 GB eSIM, and the key its delivery mail's top-up link carries. */
  async function mailedTopupKey(token: string, email: string | undefined) {
    const { order } = await c.buy(token, { area: "japan", plan: "5gb-30-days", ...(email ? { email } : {}) });
    const { userId, email: to } = await c.orderRow(order.orderNo);
    const mail = c.sentTo(to!).find((m) => m.text.includes(`/topup?order=${order.orderNo}`))!;
    const key = new RegExp(`${PUBLIC_URL}/topup\\?order=${order.orderNo}&key=([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
    // The same key as the order's own link.
    expect(mail.text).toContain(`/paysuccess?order=${order.orderNo}&key=${key}`);
    return { orderNo: order.orderNo, userId, key };
  }

  it("lets the holder of a guest's key buy a top-up as that guest; a wrong or stopped key gets nothing", async () => {
    const { orderNo, userId, key } = await mailedTopupKey(await c.guest(), newGuestEmail());
    const { checkout, buyerOrders } = c.t.services;
    const wrong = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    for (const bad of [wrong, "", key.slice(1)]) expect(await checkout.linkedBuyer(orderNo, bad)).toBeNull();
    expect(await checkout.linkedBuyer("RW0000000001", key)).toBeNull();

    const buyer = await checkout.linkedBuyer(orderNo, key);
    expect(buyer).toMatchObject({ userId, loginType: "guestLogin" });
    const placed = await checkout.createTopup({ buyer: buyer!, orderNo, planSlug: "1gb-7-days", lang: "en", currency: "USD", idempotencyKey: newIdempotencyKey() });
    if (!placed.ok) throw new Error(placed.code);
    // The guest's own top-up, of the guest's eSIM.
    expect(await c.orderRow(placed.obj.orderNo)).toMatchObject({ userId, kind: "topup" });
    expect(await checkout.linkedTopup(placed.obj.orderNo, key)).toMatchObject({ orderNo: placed.obj.orderNo });
    expect(await checkout.linkedTopup(placed.obj.orderNo, wrong)).toBeNull();
    // The eSIM's own order is no top-up.
    expect(await checkout.linkedTopup(orderNo, key)).toBeNull();

    // Stopped by its owner: the key opens nothing more.
    expect(await buyerOrders.revokeLink(userId, orderNo)).toEqual({ ok: true });
    expect(await checkout.linkedBuyer(orderNo, key)).toBeNull();
    expect(await checkout.linkedTopup(placed.obj.orderNo, key)).toBeNull();
  });

  it("opens no top-up of an account's eSIM: an account signs in, and its balance stays behind its password", async () => {
    const { token } = await c.account();
    const { orderNo, key } = await mailedTopupKey(token, undefined);
    expect(await c.t.services.checkout.linkedOrder(orderNo, key)).not.toBeNull();
    expect(await c.t.services.checkout.linkedBuyer(orderNo, key)).toBeNull();
  });
});
