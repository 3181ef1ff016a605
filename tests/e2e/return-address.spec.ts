/**
 * A store started without PUBLIC_URL, reached at 127.0.0.1 (PRODUCT.md#return-addresses): the
 * payment provider's page and the way back from it stay at the address the buyer used, so the
 * buyer keeps their session and lands on the success page, not on "Looks like you got lost" at
 * localhost. Its own store: the shared one is started with PUBLIC_URL.
 */
import { expect, test } from "./fixtures.ts";
import { payWith4242, SLOW, waitReady } from "./helpers.ts";
import { mailTo } from "./mailbox.ts";
import { startOwnStore, stopOwnStore, type OwnStore } from "./own-store.ts";

let store: OwnStore | undefined;
let base = "";
let port = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // PUBLIC_URL unset, as on a first try: the store's own address is then http://localhost:PORT.
  store = await startOwnStore({}, { publicUrl: false });
  base = store.base;
  port = new URL(base).port;
});

test.afterAll(async () => {
  await stopOwnStore(store);
});

test("a guest pays with 4242 at 127.0.0.1 and comes back there, still signed in, to the eSIM", async ({ page }) => {
  test.setTimeout(90_000);
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.goto(`${base}/japan/1gb-7-days`, { waitUntil: "domcontentloaded" });
  await waitReady(page);
  await page.locator(".buy-button").click();
  await page.getByRole("dialog").getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(new RegExp(`^${escaped}/topay\\?area=japan&plan=1gb-7-days$`), SLOW);
  const email = `address-${Date.now()}@example.com`;
  await page.locator('.checkout-form input[name="email"]').fill(email);
  await page.locator(".pay-button").click();

  // The card page is at the address the buyer used, and so is the way back.
  await expect(page).toHaveURL(new RegExp(`^${escaped}/sandbox/pay/sbx_`), SLOW);
  await expect(page.locator("a.cancel")).toHaveAttribute("href", new RegExp(`^${escaped}/payment-fail\\?order=RW\\d{10}$`));
  await payWith4242(page);
  await expect(page).toHaveURL(new RegExp(`^${escaped}/payment-success\\?order=RW\\d{10}$`), { timeout: 20_000 });
  await expect(page.locator(".qr-figure svg")).toBeVisible({ timeout: 20_000 });
  // Signed in there as the guest who paid: the buyer's own page, with the way to their orders.
  await expect(page.getByRole("link", { name: "See all your orders" })).toHaveAttribute("href", "/orders");

  // A mail has no request to follow: its links use the store's own address, and its key opens the
  // order without a session, from any address (PRODUCT.md#return-addresses).
  const orderNo = /order=(RW\d{10})/.exec(page.url())![1];
  const mail = await mailTo(email, new RegExp(`/paysuccess\\?order=${orderNo}&key=`), new Set(), store!.outbox);
  expect(mail).toContain(`http://localhost:${port}/paysuccess?order=${orderNo}&key=`);
});
