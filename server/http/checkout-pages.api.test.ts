/**
 * What the checkout pages rely on, through the API and the services their loaders call: the
 * quote /topay shows before an order exists, and the decline reason /payment-fail shows after
 * the buyer left the hosted page (a decline is not final, but its reason is kept while the
 * payment is open, and cleared when the buyer pays after all); and the CSP that lets /topay's form
 * without JavaScript be redirected to the provider's hosted page.
 */
import { describe, expect, it } from "vitest";
import { accountSteps } from "../../tests/support/accounts.ts";
import { call, createTestApp, useTestApp } from "../../tests/support/test-app.ts";

const t = useTestApp();

const card = (number: string) => ({ number, expiry: "12/34", cvc: "123", name: "Ada Traveller" });

/** Posts a card on the sandbox's hosted page with the page's own form token. */
async function payOnHostedPage(redirectUrl: string, number: string) {
  const hosted = t.services.paymentProviders.sandbox!.hosted;
  const id = /\/sandbox\/pay\/([^?/]+)/.exec(redirectUrl)![1];
  const page = await hosted.show(id, "en", "n0nce");
  const token = "html" in page ? /name="token" value="([^"]+)"/.exec(page.html)?.[1] : undefined;
  return hosted.submitCard(id, "en", { ...card(number), token }, "n0nce");
}

describe("the quote /topay shows", () => {
  it("charges a daily plan its day price times the days, and names what it cannot sell", () => {
    const { checkout: orders } = t.services;
    const daily = orders.quote("japan", "daily-1gb", 9, "en", "EUR");
    const oneDay = orders.quote("japan", "daily-1gb", 1, "en", "EUR");
    expect(daily.ok && oneDay.ok).toBe(true);
    if (!daily.ok || !oneDay.ok) return;
    expect(daily.obj.terms).toMatchObject({ days: 9, validityDays: 9, amountUsdMinor: oneDay.obj.terms.amountUsdMinor * 9 });
    expect(daily.obj.plan.price.currency).toBe("EUR");
    expect(orders.quote("japan", "5gb-30-days", null, "en", "USD")).toMatchObject({ ok: true, obj: { terms: { days: null, validityDays: 30 } } });
    expect(orders.quote("japan", "daily-1gb", 31, "en", "USD")).toEqual({ ok: false, code: "DAYS_INVALID" });
    expect(orders.quote("japan", "daily-1gb", null, "en", "USD")).toEqual({ ok: false, code: "DAYS_INVALID" });
    expect(orders.quote("japan", "no-such-plan", null, "en", "USD")).toEqual({ ok: false, code: "PLAN_NOT_FOUND" });
  });

  it("describes an order as the provider's page and the card statement show it", () => {
    expect(t.services.checkout.describe({ areaSlug: "japan", planSlug: "5gb-30-days" }, "de")).toBe("Japan 5\u00a0GB · 30\u00a0Tage");
  });
});

describe("a declined card's reason", () => {
  it("is kept while the payment is open, and cleared when the buyer pays after all", async () => {
    const steps = accountSteps(t);
    const { obj } = await steps.logIn(await steps.signUp());
    const token = obj!.token;
    const placed = await call<{ orderNo: string }>(
      t.app,
      "/v1.1/setup/payment",
      { area: "japan", plan: "5gb-30-days" },
      { token, headers: { "idempotency-key": "decline-reason-test-0001" } },
    );
    const orderNo = placed.body.obj!.orderNo;
    const started = await call<{ redirectUrl: string }>(t.app, "/v1.1/execute/payment", { orderNo, method: "card" }, { token });
    const { redirectUrl } = started.body.obj!;

    expect(await payOnHostedPage(redirectUrl, "4000 0000 0000 0002")).toMatchObject({ status: 402 });
    const declined = await call(t.app, "/v1.1/payOrder/confirm", { orderNo }, { token });
    expect(declined.body.obj).toEqual({ orderNo, status: "AWAITING_PAYMENT", payment: "PENDING", failureCode: "card_declined" });
    // Asked again (the fail page's loader, a repeated webhook): unchanged.
    expect((await call(t.app, "/v1.1/payOrder/confirm", { orderNo }, { token })).body.obj).toEqual(declined.body.obj);

    await payOnHostedPage(redirectUrl, "4242 4242 4242 4242");
    const paid = await call(t.app, "/v1.1/payOrder/confirm", { orderNo }, { token });
    expect(paid.body.obj).toEqual({ orderNo, status: "PAID", payment: "SUCCEEDED", failureCode: null });
  });
});

describe("the pages' form-action", () => {
  const formAction = (csp: unknown) => /form-action ([^;]*)/.exec(String(csp))?.[1];

  it("allows only this site with the sandbox, whose hosted page is served here", async () => {
    const page = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(formAction(page.headers["content-security-policy"])).toBe("'self'");
  });

  it("also allows Stripe Checkout with Stripe, where the no-JavaScript Pay is redirected", async () => {
    const stripe = await createTestApp({
      env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_51Pages", STRIPE_PUBLISHABLE_KEY: "pk_test_51Pages", STRIPE_WEBHOOK_SECRET: "whsec_pages" },
    });
    try {
      const page = await stripe.app.inject({ method: "GET", url: "/healthz" });
      expect(formAction(page.headers["content-security-policy"])).toBe("'self' https://checkout.stripe.com");
    } finally {
      await stripe.close();
    }
  });
});
