/**
 * The refund mail in a whole journey (docs/CHECKOUT.md#the-refund-mail): a guest buys in
 * Japanese (over HTTP, as orders.spec.ts does), refunds on /ja/orders, and once the card refund
 * has gone back the mail arrives in Japanese, with the amount, where it went and when the bank
 * shows it: one mail, though the provider's webhook confirms the refund after the refund job did.
 */
import { ja } from "../../app/i18n/messages/ja.ts";
import { MAIL_TEXTS } from "../../server/messages/mail/index.ts";
import { buyByHttp, delivered, guest, signIn } from "./buyers.ts";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./helpers.ts";
import { mailsTo, mailTo, outboxNow } from "./mailbox.ts";

/** Refunds and mail run on the server's workers (1 s and 2 s polls). */
const WORKERS = { timeout: 20_000 };

test("ja: a guest refunds on /ja/orders and gets one refund mail, in Japanese, once the money has gone back", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const buyer = await guest(page.request);
  await signIn(context, baseURL!, buyer);
  const orderNo = await buyByHttp(page.request, buyer, { area: "japan", plan: "5gb-30-days", lang: "ja", currency: "JPY" });
  await delivered(page.request, buyer, orderNo);
  const before = await outboxNow();

  await gotoReady(page, "/ja/orders");
  const card = page.locator(".order-card").filter({ hasText: orderNo });
  const refund = card.locator("details.refund");
  await refund.locator("summary").click();
  await refund.getByRole("button").click();
  await expect(card.locator(".status-badge")).toHaveText(ja["orders.label.refunded"], WORKERS);

  const texts = MAIL_TEXTS.ja;
  const intro = texts["refund.order.intro"].replace("{number}", orderNo).split("{amount}")[0]!;
  const refundMail = new RegExp(intro.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const mail = await mailTo(buyer.email, refundMail, before);
  expect(mail).toContain(texts["refund.card"]);
  expect(mail).toContain(texts["refund.card.when"]);
  expect(mail).not.toContain(texts["refund.balance.when"]);
  expect(mail).toMatch(/\$\d+\.\d{2}/);

  // The provider's webhook confirms it again after the refund job did: still one mail.
  await page.waitForTimeout(5_000);
  expect(await mailsTo(buyer.email, refundMail, before)).toHaveLength(1);
});
