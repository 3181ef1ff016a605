/**
 * What the pay forms without JavaScript take (PRODUCT.md#page-forms): only a payment method the
 * API takes, and only a post from this site. Posted by plain HTTP with a guest's session, as a
 * hand-made or cross-site form would be.
 */
import type { APIRequestContext } from "@playwright/test";
import { guest, type Buyer } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";

const CHECKOUT = "/topay?area=japan&plan=1gb-7-days";

const sessionHeaders = (buyer: Buyer) => ({ cookie: `session=${buyer.token}`, "x-forwarded-for": buyer.ip });

/** The form token /topay renders for this buyer. */
async function formToken(request: APIRequestContext, buyer: Buyer, path: string): Promise<string> {
  const page = await request.get(path, { headers: sessionHeaders(buyer) });
  expect(page.status()).toBe(200);
  return /name="formToken" value="([0-9a-f]{32})"/.exec(await page.text())![1]!;
}

test("/topay refuses a payment method the API does not take: the form again, in the page's language, and no payment", async ({ request }) => {
  const buyer = await guest(request);
  for (const [lang, path, message] of [
    ["en", CHECKOUT, "Choose one of the payment methods shown."],
    ["de", `/de${CHECKOUT}`, "Bitte wählen Sie eine der angezeigten Zahlungsarten."],
  ] as const) {
    const token = await formToken(request, buyer, path);
    for (const method of ["bitcoin", ""]) {
      const refused = await request.post(path, { form: { formToken: token, email: buyer.email, method }, headers: sessionHeaders(buyer), maxRedirects: 0 });
      expect(refused.status(), `${lang} ${method}`).toBe(200);
      const html = await refused.text();
      expect(html).toContain(`<p class="error-text">${message}</p>`);
      // The typed address stays in the form.
      expect(html).toContain(buyer.email);
    }
    // The same form with the card: off to the hosted page.
    const paying = await request.post(path, { form: { formToken: token, email: buyer.email, method: "card" }, headers: sessionHeaders(buyer), maxRedirects: 0 });
    expect(paying.status()).toBe(302);
    expect(paying.headers().location).toMatch(/\/sandbox\/pay\/sbx_/);
  }
});

test("a page form posted from another site is refused before it does anything", async ({ request, baseURL }) => {
  const buyer = await guest(request);
  const token = await formToken(request, buyer, CHECKOUT);
  const form = { formToken: token, email: buyer.email, method: "card" };
  const crossSite = await request.post(CHECKOUT, { form, headers: { ...sessionHeaders(buyer), origin: "https://evil.example" }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(400);
  // From this site, the same form goes on.
  const sameSite = await request.post(CHECKOUT, { form, headers: { ...sessionHeaders(buyer), origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect(sameSite.status()).toBe(302);
});
