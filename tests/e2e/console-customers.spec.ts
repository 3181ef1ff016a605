/**
 * The console's customers section (docs/CONSOLE.md#customers) as support and finance use it: the
 * owner finds a customer by e-mail, credits their balance by $5.00 with a reason and sees it on the
 * statement, then erases them by typing their address; the books still agree (`npm run ledger --
 * verify` on the stopped store). On a store of its own: the operator commands run on its database.
 */
import { expect, test } from "./fixtures.ts";
import { account, buyByHttp, delivered } from "./buyers.ts";
import { runOperatorCommand, stopOwnProcess } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";
import { SLOW } from "./helpers.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";

const OWNER = "owner@roamwell.test";

const store = useConsoleStore({}, OWNER);

test("find a customer by e-mail, credit $5.00 with a reason, see the statement, erase them by typing the address; the books agree", async ({ page, request }) => {
  test.setTimeout(150_000);
  const customer = await account(request, store.base, store.outbox);
  const orderNo = await buyByHttp(request, customer, { area: "japan", plan: "1gb-7-days" }, store.base);
  await delivered(request, customer, orderNo, store.base);

  await setUpMember(page, store, store.ownerSetup, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customers");
  expect(await axeViolations(page)).toEqual([]);

  // The beginning of the address finds them, with their order and an empty balance.
  await page.getByLabel("E-mail, account id or order number").fill(customer.email.slice(0, customer.email.indexOf("@")));
  await page.getByRole("button", { name: "Search" }).click();
  const line = page.getByRole("row", { name: new RegExp(customer.email) });
  await expect(line).toContainText("Account", SLOW);
  await expect(line.getByRole("cell").nth(2)).toHaveText("1");
  await expect(line.getByRole("cell").nth(3)).toHaveText("$0.00");
  expect(await axeViolations(page)).toEqual([]);

  await line.getByRole("link", { name: customer.email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Customer ${customer.email}`, SLOW);
  await expect(page.getByRole("row", { name: new RegExp(orderNo) })).toContainText("Delivered");
  await expect(page.getByText("No movement yet.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // +$5.00, a goodwill gesture: posted, and the statement shows it.
  await page.getByLabel("Amount in US dollars").fill("5.00");
  await page.getByLabel("Reason").selectOption({ label: "Goodwill gesture" });
  await page.getByLabel("Note for the audit log").fill("Delivery took a day");
  await page.getByRole("button", { name: "Post the adjustment" }).click();
  await expect(page.getByRole("status")).toHaveText("$5.00 posted. The balance is now $5.00.", SLOW);
  const movement = page.getByRole("row", { name: /Adjustment: Goodwill gesture/ });
  await expect(movement).toContainText("$5.00");
  expect(await axeViolations(page)).toEqual([]);

  // The erasure wants the customer's own address: a wrong one erases nothing.
  await expect(page.getByText("Their balance of $5.00 will be written off to the store's adjustments account.")).toBeVisible();
  await page.getByLabel("Type the customer's e-mail address to confirm").fill(`not-${customer.email}`);
  await page.getByRole("button", { name: "Erase this customer" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail address you typed is not this customer's. Nothing was erased.", SLOW);
  await page.getByLabel("Type the customer's e-mail address to confirm").fill(customer.email);
  await page.getByRole("button", { name: "Erase this customer" }).click();
  await expect(page.getByRole("status")).toHaveText("The customer is erased; $5.00 of balance was written off.", SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer (erased customer)");
  await expect(page.getByRole("row", { name: /Adjustment: Written off when the customer was erased/ })).toContainText("-$5.00");
  await expect(page.getByRole("button", { name: "Erase this customer" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The address finds no one now; the audit log has both actions.
  await page.goto(`${store.base}/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByText("No customer matches.")).toBeVisible();
  await page.goto(`${store.base}/admin/audit?action=customer.`);
  await expect(page.getByRole("row", { name: /customer\.erased/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /customer\.balance-adjusted/ })).toContainText("goodwill");

  // The books agree, as the operator's own check says on the stopped store.
  await stopOwnProcess(store);
  expect(runOperatorCommand(store, "ledger-cli.ts", ["verify"])).toContain("books agree");
});
