/**
 * Where a payment sends the buyer back, through the API (PRODUCT.md#return-addresses): PUBLIC_URL
 * whatever the Host says; without it, the address the request used, for the provider's page and
 * both ways back, and the page's own "paid" redirect.
 */
import { describe, expect, it } from "vitest";
import { call } from "../../tests/support/test-app.ts";
import { CARDS, newGuestEmail, PUBLIC_URL, useCheckoutApp, type CheckoutApp } from "../../tests/support/checkout.ts";

const ONE_GB = { area: "japan", plan: "1gb-7-days" };

async function startAt(c: CheckoutApp, host: string) {
  const token = await c.guest();
  const order = await c.placed(token, { ...ONE_GB, email: newGuestEmail() });
  const started = await call<{ redirectUrl: string }>(c.t.app, "/v1.1/execute/payment", { orderNo: order.orderNo, method: "card" }, { token, headers: { host } });
  expect(started.body.success).toBe(true);
  return { orderNo: order.orderNo, redirectUrl: started.body.obj!.redirectUrl };
}

describe("with PUBLIC_URL set", () => {
  const c = useCheckoutApp();

  it("a forged Host changes nothing", async () => {
    const { redirectUrl, orderNo } = await startAt(c, "evil.test");
    expect(redirectUrl.startsWith(`${PUBLIC_URL}/sandbox/pay/sbx_`)).toBe(true);
    const paid = await c.payOnPage(redirectUrl.slice(PUBLIC_URL.length), CARDS.succeeds);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/transit?order=${orderNo}`);
  });
});

describe("without PUBLIC_URL", () => {
  // An empty value means unset (server/config.ts).
  const c = useCheckoutApp({ env: { PUBLIC_URL: "", PORT: "4123" } });

  it("the provider's page and the way back follow the address the buyer used", async () => {
    const origin = "http://127.0.0.1:4123";
    const { redirectUrl, orderNo } = await startAt(c, "127.0.0.1:4123");
    expect(redirectUrl.startsWith(`${origin}/sandbox/pay/sbx_`)).toBe(true);
    const pagePath = redirectUrl.slice(origin.length);
    const page = await c.t.app.inject({ method: "GET", url: pagePath });
    expect(page.body).toContain(`href="${origin}/payment-fail?order=${orderNo}"`);
    const paid = await c.payOnPage(pagePath, CARDS.succeeds);
    expect(paid.headers.location).toBe(`${origin}/transit?order=${orderNo}`);
  });

  it("a Host that is not a plain host name falls back to the store's own address", async () => {
    const { redirectUrl } = await startAt(c, "evil.test/x@y");
    expect(redirectUrl.startsWith("http://localhost:4123/sandbox/pay/sbx_")).toBe(true);
  });
});
