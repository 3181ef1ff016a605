/**
 * The console's catalogue (docs/CONSOLE.md#catalogue): an owner disables the plan japan/1gb-7-days;
 * the storefront's Japan page no longer lists it and its page no longer sells it; enabled again, it
 * is back. Then a price set for it is what its page sells at, until cleared. On a store of its own.
 */
import { expect, test } from "./fixtures.ts";
import { SLOW } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";

const OWNER = "owner@roamwell.test";
const PLAN = "japan/1gb-7-days";

const store = useConsoleStore({}, OWNER);

test("an owner disables a plan: it leaves the storefront at once and comes back when enabled; a price set for it is sold at once", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await setUpMember(page, store, store.ownerSetup, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Catalogue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catalogue");
  await page.getByLabel("Slug or English name").fill("japan");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\?q=japan$/);
  // The address changes before the search's answer is drawn: wait for the one row of that plan.
  const row = page.getByRole("row", { name: /^1gb-7-days\s/ });
  await expect(row).toHaveCount(1, SLOW);
  await expect(row).toContainText("On sale");
  expect(await axeViolations(page)).toEqual([]);

  // The storefront, in a browser of its own (no console session).
  const shopper = await (await browser.newContext()).newPage();
  const planLinks = shopper.locator('a[href*="1gb-7-days"]');
  await shopper.goto(`${store.base}/japan`);
  await expect(planLinks.first()).toBeVisible();

  await row.getByRole("button", { name: `Disable ${PLAN}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${PLAN} is off sale.`, SLOW);
  await expect(row).toContainText("Disabled in the console");
  expect(await axeViolations(page)).toEqual([]);

  await shopper.goto(`${store.base}/japan`);
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(planLinks).toHaveCount(0);
  expect((await shopper.request.get(`${store.base}/${PLAN}`)).status()).toBe(404);

  await row.getByRole("button", { name: `Enable ${PLAN}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${PLAN} is on sale again.`, SLOW);
  await expect(row).toContainText("On sale");

  await shopper.goto(`${store.base}/japan`);
  await expect(planLinks.first()).toBeVisible();
  expect((await shopper.request.get(`${store.base}/${PLAN}`)).status()).toBe(200);

  // Its price: set in the console, sold at once; cleared, its source's price is back.
  const price = row.getByLabel(`New price of ${PLAN}, US dollars`);
  const sourcePrice = await price.inputValue();

  await price.fill("7.77");
  await row.getByRole("button", { name: "Set price" }).click();
  await expect(page.getByRole("status")).toHaveText(`${PLAN} now sells at $7.77.`, SLOW);
  await expect(row).toContainText(`Set in the console; its source's price: $${sourcePrice}`);
  expect(await axeViolations(page)).toEqual([]);

  await shopper.goto(`${store.base}/${PLAN}`);
  await expect(shopper.getByRole("main")).toContainText("$7.77");

  await row.getByRole("button", { name: "Use the source's price" }).click();
  await expect(page.getByRole("status")).toHaveText(`${PLAN} sells at its source's price again, $${sourcePrice}.`, SLOW);
  await shopper.reload();
  await expect(shopper.getByRole("main")).toContainText(`$${sourcePrice}`);
  await expect(shopper.getByRole("main")).not.toContainText("$7.77");

  // A price typed wrong is refused with the reason, and changes nothing.
  await price.fill("seven");
  await row.getByRole("button", { name: "Set price" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter the price in US dollars", SLOW);
});
