/**
 * Pages kept for visitors who are not signed in (docs/PERFORMANCE.md#page-cache) are sent to
 * many browsers, so their inline scripts run by their hashes, not by a nonce: a kept page must
 * hydrate, navigate and react like a freshly rendered one, with no policy violation.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitReady } from "./helpers.ts";

/** Records every Content Security Policy violation the page reports. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

test("a kept page runs its scripts by their hashes: it hydrates, navigates and follows the visitor's currency", async ({ page }) => {
  await watchPolicy(page);
  // Someone else came first: the page is kept before this browser asks for it.
  await page.request.get("/japan");
  const response = await page.goto("/japan", { waitUntil: "domcontentloaded" });
  expect(response?.headers()["x-cache"]).toBe("HIT");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(/script-src ([^;]*)/.exec(policy)?.[1]).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  await waitReady(page);

  // Client-side navigation works: React took the page over.
  await page.getByRole("link", { name: /^10 GB · 30 days/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Japan eSIM · 10 GB · 30 days" })).toBeVisible();
  await expect(page).toHaveURL(/\/japan\/10gb-30-days$/);

  // Another currency is another kept page, rendered for it and then kept too.
  const euros = await page.goto("/japan?currency=EUR", { waitUntil: "domcontentloaded" });
  expect(euros?.headers()["cache-control"]).toBe("private, no-cache");
  await waitReady(page);
  await expect(page.getByText(/€/).first()).toBeVisible();
  const again = await page.reload({ waitUntil: "domcontentloaded" });
  expect(again?.headers()["x-cache"]).toBe("HIT");
  await waitReady(page);
  await expect(page.getByText(/€/).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
