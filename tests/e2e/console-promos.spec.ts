/**
 * The console's promo codes (docs/CONSOLE.md#promo-codes): an owner creates a 10% code, sees it
 * listed active, disables it and sees it disabled, and a shopper's redeem of it is then refused as
 * an unknown code; both changes are in the audit log under the owner. On a store of its own.
 */
import { expect, test } from "./fixtures.ts";
import { SLOW } from "./helpers.ts";
import { axeViolations } from "./page-checks.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";
import { api, signUpAccount } from "./wallet-store.ts";

const OWNER = "owner@roamwell.test";
const CODE = "WINTER-10";

// The shopper's API calls speak for a client address of their own (x-forwarded-for).
const store = useConsoleStore({ TRUST_PROXY: "true" }, OWNER);

test("an owner creates a 10% code, sees it active, disables it, and a shopper can no longer redeem it", async ({ page }) => {
  test.setTimeout(120_000);
  await setUpMember(page, store, store.ownerSetup, OWNER);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Promo codes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promo codes");
  await expect(page.getByText("No promo code yet.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A 10% discount for new customers, on orders from $15.00, typed in lower case.
  await page.getByLabel("Code", { exact: true }).fill(CODE.toLowerCase());
  await page.getByLabel("Kind").selectOption({ label: "Percentage off the next order" });
  await page.getByLabel("Value", { exact: true }).fill("10");
  await page.getByLabel("Uses in all").fill("100");
  await page.getByRole("checkbox", { name: /New customers only/ }).check();
  await page.getByLabel("Minimum order (US dollars)").fill("15");
  await page.getByRole("button", { name: "Create the code" }).click();
  await expect(page.getByRole("status")).toHaveText(`${CODE} is created.`, SLOW);
  const row = page.getByRole("row", { name: new RegExp(CODE) });
  await expect(row.getByRole("cell")).toHaveText(["10% off", "0 of 100", "1", "0", "Yes", "$15.00", "At once", "Never", "Active", `Disable ${CODE}`]);
  expect(await axeViolations(page)).toEqual([]);

  // The same code again is refused in the member's language, and nothing else changes.
  await page.getByLabel("Code", { exact: true }).fill(CODE);
  await page.getByRole("button", { name: "Create the code" }).click();
  await expect(page.getByRole("alert")).toHaveText(`The code ${CODE} already exists. Choose another one.`, SLOW);
  await expect(page.getByRole("row")).toHaveCount(2);

  // A shopper may redeem it while it is active...
  const early = await signUpAccount(page.request, store);
  const redeemed = await api<{ percent: number }>(page.request, `${store.base}/v2/submit/redeem`, { code: CODE }, { token: early.token, ip: early.ip, email: early.email });
  expect(redeemed.success, redeemed.msg).toBe(true);
  expect(redeemed.obj.percent).toBe(10);

  await row.getByRole("button", { name: `Disable ${CODE}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${CODE} is disabled: it can no longer be redeemed, and its discounts waiting on accounts are no longer taken.`, SLOW);
  await expect(row.getByRole("cell")).toHaveText(["10% off", "1 of 100", "1", "1", "Yes", "$15.00", "At once", "Never", "Disabled", ""]);

  // ...and no longer once it is disabled: the same answer as a code that never existed.
  const late = await signUpAccount(page.request, store);
  const refused = await api(page.request, `${store.base}/v2/submit/redeem`, { code: CODE }, { token: late.token, ip: late.ip, email: late.email });
  expect([refused.success, refused.code]).toEqual([false, "PROMO_CODE_INVALID"]);

  // Both changes are in the audit log, under the owner.
  await page.goto(`${store.base}/admin/audit?action=promo.`);
  const entries = page.getByRole("row", { name: new RegExp(CODE) });
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("promo.disabled");
  await expect(entries.nth(0)).toContainText(OWNER);
  await expect(entries.nth(1)).toContainText("promo.created");
});
