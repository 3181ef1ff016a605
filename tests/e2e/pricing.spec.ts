/**
 * A plan costs the same on every page and in the API on a given day: while the Christmas
 * campaign runs, the area page, the plan page, the campaign page and /v3/query/package all show
 * its sale price with the list price struck through (PRODUCT.md#campaign-pricing). The API test
 * server/http/pricing.api.test.ts pins the date on both sides of the campaign's end.
 */
import type { Locator } from "@playwright/test";
import { signBody } from "../../shared/api/signature.ts";
import type { Plan } from "../../shared/api/catalog.ts";
import type { Envelope } from "../../shared/api/protocol.ts";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./helpers.ts";

const PLAN_TITLE = /^10 GB · 30 days( →)?$/;

async function priceOf(card: Locator) {
  const price = (await card.getByTestId("price").innerText()).split(/\s/)[0];
  const list = card.getByTestId("list-price");
  return { price, list: (await list.count()) > 0 ? await list.innerText() : null };
}

test("the area, plan and campaign pages and the API agree on a plan's price", async ({ page, request }) => {
  const body = JSON.stringify({ meta: { currentTime: Date.now(), requestId: "e2e0pricing0check000" }, clientId: 0, area: "japan", plan: "10gb-30-days" });
  const res = await request.post("/v3/query/package", { data: body, headers: { "content-type": "application/json", "x-signature": await signBody(body) } });
  const api = ((await res.json()) as Envelope<{ plan: Plan }>).obj!.plan.price;
  const expected = { price: `$${api.amount}`, list: api.sale ? `Was $${api.sale.listAmount}` : null };

  await gotoReady(page, "/japan");
  const areaCard = page.locator(".plan-card").filter({ has: page.getByRole("link", { name: PLAN_TITLE }) });
  expect(await priceOf(areaCard)).toEqual(expected);

  await gotoReady(page, "/japan/10gb-30-days");
  expect(await priceOf(page.locator(".page-head"))).toEqual(expected);

  await gotoReady(page, "/esim-christmas-discount");
  const saleCard = page.locator(".plan-card").filter({ has: page.getByRole("link", { name: /Japan · 10 GB · 30 days/ }) });
  expect(await priceOf(saleCard)).toEqual(expected);

  // The list price is struck through for sighted readers and worded for screen readers.
  if (api.sale) await expect(saleCard.getByTestId("list-price").locator("s")).toHaveCount(1);
});
