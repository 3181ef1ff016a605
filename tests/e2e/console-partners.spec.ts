/**
 * The console's partners section (docs/CONSOLE.md#partners) against real referrals: two travellers
 * arrive through a demo partner's links with sub ids, sign up and buy with the sandbox's card in
 * their own browsers; a third buys without a partner. The owner finds the two orders, and only
 * them, in the partner's report with its rate applied, split by sub id; declines one as a test
 * order (the commission total drops by its commission, the audit log has it); the CSV and the
 * partner's own API report, read with a key issued on the page, say the same totals. On a store
 * of its own.
 */
import type { Browser } from "@playwright/test";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { PartnerReportAnswer } from "../../shared/api/partners.ts";
import { consoleProblems, expect, markDialogsSeen, test } from "./fixtures.ts";
import { account, buyByHttp, buyInBrowser, receiptTotal, signUpInBrowser } from "./buyers.ts";
import { api, gotoReady, SLOW, uniqueIp } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";
import { escapeRegExp } from "./wallet-store.ts";

const OWNER = "owner@roamwell.test";
// A demo merchant the seed makes (server/db/seed/demo-merchants.ts), at the default rate.
const PARTNER = { id: 1001, shortCode: "TRAVELNOTES", name: "Travel Notes (demo blog)" };
const PASSWORD = "Partner links 2026";

// TRUST_PROXY: each traveller speaks for an address of their own, so per-address limits never meet.
const store = useConsoleStore({ TRUST_PROXY: "true" }, OWNER);

const usd = (cents: number) => new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(cents / 100);
/** "12.34" -> 1234: the CSV's plain amounts. */
const centsOf = (plain: string) => Math.round(Number(plain) * 100);

/**
 * A traveller in a browser of their own: arrives through the partner's link with `shortCode` (as
 * typed in the link) and `subId`, signs up there, buys `plan` with the sandbox's card, and reads
 * what they paid on their receipt.
 */
async function travellerBuys(browser: Browser, link: { shortCode: string; subId: string }, plan: string, problems: string[][]): Promise<{ orderNo: string; paid: number }> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
  await markDialogsSeen(context, store.base);
  const page = await context.newPage();
  problems.push(consoleProblems(page));
  try {
    await gotoReady(page, `${store.base}/?shortcode=${link.shortCode}&subid=${link.subId}`);
    // The referral parser is a chunk of its own: leaving before it ran would sign up without the partner.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "shortCode")?.value, SLOW).toBe(link.shortCode);
    const email = `traveller-${randomBytes(5).toString("hex")}@example.com`;
    await signUpInBrowser(page, email, { password: PASSWORD, base: store.base, outbox: store.outbox });
    // A partner's sign-up ends with this toast, not the welcome dialog: the browser found the merchant and sent it.
    await expect(page.locator(".toast")).toHaveText("Registration successful. Welcome!", SLOW);
    await expect(page.locator(".account-menu summary")).toContainText(email, SLOW);
    const orderNo = await buyInBrowser(page, plan, store.base);
    return { orderNo, paid: await receiptTotal(page, orderNo, store.base) };
  } finally {
    await context.close();
  }
}

test("a partner's report counts its travellers' orders by sub id, a declined order drops its commission, and the CSV and the partner's API agree", async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const problems: string[][] = [];
  const spring = await travellerBuys(browser, { shortCode: PARTNER.shortCode, subId: "spring" }, "/japan/1gb-7-days", problems);
  // A short code is matched in any case.
  const blog = await travellerBuys(browser, { shortCode: PARTNER.shortCode.toLowerCase(), subId: "blog" }, "/japan/3gb-15-days", problems);
  // A third buyer came through no partner: the report must not count them.
  const stranger = await account(request, store.base, store.outbox);
  const strangerOrder = await buyByHttp(request, stranger, { area: "japan", plan: "5gb-30-days" }, store.base);
  expect(problems.flat(), "the travellers' browser console errors").toEqual([]);

  await setUpMember(page, store, store.ownerSetup, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Partners" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  const listed = page.getByRole("row", { name: new RegExp(escapeRegExp(PARTNER.name)) });
  await expect(listed.getByRole("cell")).toHaveText([String(PARTNER.id), PARTNER.shortCode, "10%", "Active", "Not issued"]);
  expect(await axeViolations(page)).toEqual([]);

  await listed.getByRole("link", { name: PARTNER.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Partner ${PARTNER.name}`, SLOW);
  const rate = page.locator(".customer-facts dt", { hasText: "Commission rate" }).locator("+ dd");
  await expect(rate).toHaveText("10%");
  const bps = Number((await rate.textContent())!.replace("%", "")) * 100;
  const commission = (net: number) => Math.floor((net * bps + 5_000) / 10_000);
  expect(await axeViolations(page)).toEqual([]);

  // One row per sub id (this month), the two orders and the total below; each at the partner's rate.
  const report = page.locator("table.partner-report");
  const reportRow = (subId: string) => report.locator("tbody tr", { hasText: subId });
  const total = report.locator("tfoot tr");
  const cells = (row: ReturnType<typeof reportRow>) => row.locator("td");
  for (const [subId, order] of [["spring", spring], ["blog", blog]] as const) {
    await expect(cells(reportRow(subId))).toHaveText([subId, "1", "1", usd(order.paid), usd(commission(order.paid)), usd(commission(order.paid)), "$0.00", "$0.00", "0"]);
  }
  const net = spring.paid + blog.paid;
  await expect(cells(total)).toHaveText(["", "2", "2", usd(net), usd(commission(spring.paid) + commission(blog.paid)), usd(commission(spring.paid) + commission(blog.paid)), "$0.00", "$0.00", "0"]);

  // The orders behind it: the partner's two, pending; never the stranger's.
  const orderRow = (orderNo: string) => page.getByRole("row", { name: new RegExp(orderNo) });
  await expect(orderRow(spring.orderNo)).toContainText("Pending");
  await expect(orderRow(blog.orderNo)).toContainText("Pending");
  await expect(orderRow(strangerOrder)).toHaveCount(0);
  await expect(orderRow(spring.orderNo).getByRole("link", { name: spring.orderNo })).toHaveAttribute("href", `/admin/orders/${spring.orderNo}`);

  // Spring's order was a test: declined with a note, it earns nothing, and the total drops by its commission.
  const before = commission(spring.paid) + commission(blog.paid);
  const declining = orderRow(spring.orderNo);
  await declining.getByLabel("Reason").selectOption({ label: "Test order" });
  await declining.getByLabel("Note").fill("Bought by the partner to try the link");
  await declining.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("status")).toHaveText(`The commission on order ${spring.orderNo} is declined.`, SLOW);
  await expect(orderRow(spring.orderNo).getByRole("cell")).toContainText(["Declined", "Test order · Bought by the partner to try the link"]);
  await expect(cells(reportRow("spring"))).toHaveText(["spring", "1", "1", usd(spring.paid), "$0.00", "$0.00", "$0.00", "$0.00", "1"]);
  await expect(cells(total)).toHaveText(["", "2", "2", usd(net), usd(before - commission(spring.paid)), usd(commission(blog.paid)), "$0.00", "$0.00", "1"]);
  expect(await axeViolations(page)).toEqual([]);

  // The months are a GET form: this month alone shows the same, and the CSV link follows it.
  const month = new Date().toISOString().slice(0, 7);
  await page.getByLabel("From (UTC month)").fill(month);
  await page.getByLabel("To (UTC month, included)").fill(month);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${month}&to=${month}$`), SLOW);
  await expect(cells(total)).toHaveText(["", "2", "2", usd(net), usd(commission(blog.paid)), usd(commission(blog.paid)), "$0.00", "$0.00", "1"]);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/admin/partners/${PARTNER.id}/report.csv?from=${month}&to=${month}`);

  // The CSV of the same months: a line per order, and a total line equal to the page's.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`partner-${PARTNER.id}-${month}-${month}.csv`);
  const text = await fs.readFile((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...lines] = text.slice(1).trimEnd().split("\r\n").map((line) => line.split(","));
  expect(header).toEqual(["month", "sub_id", "order_no", "paid_at", "amount_usd", "refunded_usd", "net_usd", "rate_percent", "commission_usd", "status", "reason", "payout_reference"]);
  expect(lines.map((l) => l[2]).sort()).toEqual(["", spring.orderNo, blog.orderNo].sort());
  const line = (orderNo: string) => lines.find((l) => l[2] === orderNo)!;
  expect(line(spring.orderNo).slice(1)).toEqual(["spring", spring.orderNo, expect.stringMatching(/^\d{4}-\d\d-\d\dT/), (spring.paid / 100).toFixed(2), "0.00", (spring.paid / 100).toFixed(2), (bps / 100).toFixed(2), "0.00", "declined", "test-order", ""]);
  expect(line(blog.orderNo)[9]).toBe("pending");
  const totalLine = lines.at(-1)!;
  expect(totalLine[0]).toBe("total");
  expect([centsOf(totalLine[6]!), centsOf(totalLine[8]!)]).toEqual([net, commission(blog.paid)]);
  // A span that is no span is refused in words, not answered with an empty file.
  const refused = await page.request.get(`${store.base}/admin/partners/${PARTNER.id}/report.csv?from=2026-13&to=2026-01`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Choose months as year and month");

  // A key issued on the page, shown once, reads the partner's own report of this month: the same totals.
  await page.getByRole("button", { name: "Issue a new API key" }).click();
  await expect(page.getByRole("status")).toContainText("A new API key is issued. It replaces the old one", SLOW);
  const apiKey = await page.getByLabel("New API key").inputValue();
  expect(apiKey).toMatch(new RegExp(`^rwk_${PARTNER.id}_`));
  await expect(page.locator(".customer-facts dt", { hasText: "API key" }).locator("+ dd")).toHaveText("Issued");
  expect(await axeViolations(page)).toEqual([]);
  const answer = await api<PartnerReportAnswer>(request, `${store.base}/v1/promotion/report`, { month }, { token: apiKey, ip: uniqueIp() });
  expect(answer.success, answer.msg).toBe(true);
  expect(answer.obj.total).toMatchObject({ signups: 2, orders: 2, netMinor: net, commissionMinor: commission(blog.paid), declinedOrders: 1 });
  expect(answer.obj.rows.map((r) => [r.subId, r.orders, r.netMinor])).toEqual([["blog", 1, blog.paid], ["spring", 1, spring.paid]]);
  expect(answer.obj.orders.map((o) => o.orderNo).sort()).toEqual([spring.orderNo, blog.orderNo].sort());

  // The decline is in the audit log, under the owner, naming the order.
  await page.goto(`${store.base}/admin/audit?action=partner.`);
  const entry = page.getByRole("row", { name: /partner\.commission-declined/ });
  await expect(entry).toContainText(spring.orderNo);
  await expect(entry).toContainText(OWNER);
  await expect(page.getByRole("row", { name: /partner\.key-issued/ })).toBeVisible();
});
