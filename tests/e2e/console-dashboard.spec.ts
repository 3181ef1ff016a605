/**
 * The overview's dashboard (docs/CONSOLE.md#dashboard): after one paid order, today's figures
 * show it and its amount (as the order search shows it), the 30 days' chart is an image with its
 * summary, and a display currency shows euros with the US dollar total beside. On a store of its
 * own, so the figures are this journey's alone.
 */
import { expect, test } from "./fixtures.ts";
import { guest, buyByHttp, delivered } from "./buyers.ts";
import { axeViolations } from "./page-checks.ts";
import { setUpMember, useConsoleStore } from "./console-store.ts";

const OWNER = "owner@roamwell.test";

// TRUST_PROXY: the buyer speaks for an address of its own.
const store = useConsoleStore({ TRUST_PROXY: "true" }, OWNER);

test("today's sales show the one paid order and its amount, the chart says what it shows, and euros come with the US dollar total", async ({ page, request }) => {
  test.setTimeout(150_000);
  const buyer = await guest(request, store.base);
  const orderNo = await buyByHttp(request, buyer, { area: "japan", plan: "1gb-7-days" }, store.base);
  await delivered(request, buyer, orderNo, store.base);

  await setUpMember(page, store, store.ownerSetup, OWNER);
  // The order's amount as the order search shows it.
  await page.goto(`${store.base}/admin/orders?q=${orderNo}`);
  const row = page.getByRole("row", { name: new RegExp(orderNo) });
  const usd = (await row.getByRole("cell").nth(4).textContent())!.trim();
  expect(usd).toMatch(/^\$\d+\.\d{2}$/);

  await page.goto(`${store.base}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  const periods = page.getByRole("navigation", { name: "Period" });
  await expect(periods.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
  const figures = page.locator(".dashboard-figures");
  await expect(figures.getByRole("definition").nth(0)).toHaveText(usd);
  await expect(figures.getByRole("definition").nth(1)).toHaveText("1");
  await expect(figures.getByRole("definition").nth(2)).toHaveText("$0.00");
  const chart = page.getByRole("img", { name: /^Bar chart of sales per day from .+: .+ in all, paid orders: 1; the best day was .+$/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", new RegExp(`: ${usd.replace("$", "\\$")} in all, paid orders: 1;`));
  await expect(page.getByRole("img", { name: `Bar chart of the top destinations by sales: japan ${usd}.` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // In euros, with the dollars beside; the period and the currency are in the address to share.
  await page.getByLabel("Display currency").selectOption("EUR");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\?period=today&currency=EUR$/);
  const sales = figures.getByRole("definition").nth(0);
  await expect(sales).toContainText("€");
  await expect(sales).toContainText(`${usd} in US dollars`);
  await expect(page.getByText(/converted at the storefront's rate of 0\.86 EUR to 1 US dollar/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The other periods keep the currency and count the same order.
  await periods.getByRole("link", { name: "Last 30 days" }).click();
  await expect(page).toHaveURL(/\/admin\?period=30d&currency=EUR$/);
  await expect(figures.getByRole("definition").nth(1)).toHaveText("1");
});
