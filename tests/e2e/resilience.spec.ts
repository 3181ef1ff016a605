/**
 * When things go wrong or slow (PRODUCT.md#error-pages, PRODUCT.md#loading-indicator): script
 * chunks gone after a deploy, slow navigations, and no JavaScript at all.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady, SLOW, waitReady } from "./helpers.ts";

const PLAN = "/japan/10gb-30-days";
/** The plan page's own chunk, e.g. /assets/plan-uDX2gn1d.js (not plan-card-..., which has a longer name). */
const PLAN_CHUNK = /\/assets\/plan-[\w-]{8}\.js$/;

/** Paths of the documents the tab loads from now on. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads.push(new URL(r.url()).pathname);
  });
  return loads;
}

test.describe("a script chunk that is gone after a deploy", () => {
  // The failed fetch itself is logged by the browser; nothing else may be.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/] });

  test("a client-side navigation loads the target page from the server instead, once", async ({ page }) => {
    await gotoReady(page, "/japan");
    let failed = 0;
    await page.route(PLAN_CHUNK, (route) => (failed++ === 0 ? route.abort() : route.continue()));
    const loads = documentLoads(page);

    await page.locator(`a[href="${PLAN}"]`).first().click();

    await expect(page).toHaveURL(PLAN, SLOW);
    await waitReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Japan eSIM · 10 GB · 30 days");
    expect(failed).toBeGreaterThanOrEqual(2);
    expect(loads).toEqual([PLAN]);
    // And the page works: the next client-side navigation needs no reload.
    await page.getByRole("link", { name: /All plans for Japan/ }).click();
    await expect(page).toHaveURL("/japan", SLOW);
    expect(loads).toEqual([PLAN]);
  });

  test("a chunk that stays broken does not make the page reload again and again", async ({ page }) => {
    await gotoReady(page, "/japan");
    await page.route(PLAN_CHUNK, (route) => route.abort());
    const loads = documentLoads(page);
    await page.locator(`a[href="${PLAN}"]`).first().click();
    await expect(page).toHaveURL(PLAN, SLOW);
    // The server-rendered page is there even though its script never ran.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Japan eSIM · 10 GB · 30 days");
    await page.waitForTimeout(3_000);
    expect(loads).toEqual([PLAN]);
  });
});

test("the loading bar shows only once a navigation has taken 200 ms, and fills over 5 s", async ({ page }) => {
  await gotoReady(page, "/japan");
  // Hold the next page's data until the bar has shown: the test then depends on no machine's speed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate(() => {
    const bar = document.querySelector(".progress")!;
    const log: { at: number; active: boolean; duration: string }[] = [];
    Object.assign(window, { barLog: log, clickedAt: 0 });
    document.addEventListener("click", () => Object.assign(window, { clickedAt: performance.now() }), { capture: true });
    new MutationObserver(() =>
      log.push({ at: performance.now(), active: bar.classList.contains("active"), duration: getComputedStyle(bar).animationDuration }),
    ).observe(bar, { attributes: true, attributeFilter: ["class"] });
  });

  await page.locator(`a[href="${PLAN}"]`).first().click();
  await expect(page.locator(".progress"), "the bar shows during the slow navigation").toHaveClass(/\bactive\b/, SLOW);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Japan eSIM · 10 GB · 30 days", SLOW);

  const { log, clickedAt } = await page.evaluate(() => {
    const w = window as unknown as { barLog: { at: number; active: boolean; duration: string }[]; clickedAt: number };
    return { log: w.barLog, clickedAt: w.clickedAt };
  });
  const shown = log.find((e) => e.active)!;
  // A timer can fire late on a busy machine, never early: only the lower bound is the rule.
  expect(shown.at - clickedAt).toBeGreaterThanOrEqual(190);
  expect(shown.duration).toBe("5s");
  expect(log.at(-1)!.active, "hidden once the page is there").toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page has its whole content: destination list and footer", async ({ page }) => {
    await page.goto("/");
    const browse = page.getByRole("region", { name: "Browse all destinations" });
    await expect(browse).toBeVisible();
    await expect(browse.getByRole("link", { name: "Japan" }).first()).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: "Deutsch" })).toBeVisible();
  });
});
