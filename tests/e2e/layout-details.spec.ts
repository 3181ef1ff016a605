/**
 * Small layout details measured in the browser: what wraps with what, where the footer sits,
 * what the cookie notice covers, how much of a currency row is the link.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./helpers.ts";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

type Box = { top: number; bottom: number; left: number; right: number };
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test("a plan card's arrow never wraps onto a line of its own", async ({ page }) => {
  await gotoReady(page, "/japan");
  // Narrow each title one pixel at a time: at every width the arrow shares the last word's line.
  const strays = await page.locator(".plan-card h3").evaluateAll((headings) =>
    headings.flatMap((h) => {
      const heading = h as HTMLElement;
      const link = heading.querySelector("a")!;
      const text = link.firstChild as Text;
      const lastWord = document.createRange();
      lastWord.setStart(text, text.data.trimEnd().lastIndexOf(" ") + 1);
      lastWord.setEnd(text, text.data.length);
      const found: string[] = [];
      for (let width = Math.ceil(heading.getBoundingClientRect().width); width >= 80; width--) {
        heading.style.width = `${width}px`;
        const wordRects = [...lastWord.getClientRects()];
        const linkRects = [...link.getClientRects()];
        // The arrow (::after) is the link's last box; the word's last box is the word's last line.
        if (Math.round(linkRects.at(-1)!.top) !== Math.round(wordRects.at(-1)!.top)) found.push(`${text.data} at ${width}px`);
      }
      heading.style.width = "";
      return found.slice(0, 1);
    }),
  );
  expect(strays).toEqual([]);
});

test("on a phone, no heading breaks between a number and its unit", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  for (const path of ["/japan", "/europe/1gb-7-days", "/de/japan", "/tr/united-states/1gb-7-days"]) {
    await gotoReady(page, path);
    const broken = await page.locator("h1, h2, h3").evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const m of node.data.matchAll(/\d+[\s\u00a0](?:GB|MB|days?|Tage?|gün|min|Min\.|dk|SMS)/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) found.push(`${heading.textContent}: "${m[0]}"`);
          }
        }
        return found;
      }),
    );
    expect(broken, path).toEqual([]);
  }
});

async function footerGap(page: Page) {
  return page.evaluate(() => window.innerHeight - document.querySelector("footer")!.getBoundingClientRect().bottom);
}

test("on a short page the footer reaches the bottom of the window", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2000 });
  await gotoReady(page, "/partnership");
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2000);
  expect(await footerGap(page)).toBe(0);

  const response = await page.goto("/no-such-destination");
  expect(response?.status()).toBe(404);
  await expect(page.locator("footer")).toBeVisible();
  expect(await footerGap(page)).toBe(0);
});

test("on a desktop the cookie notice covers none of the popular destinations", async ({ page }) => {
  await page.context().clearCookies();
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/");
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Accept" })).toBeInViewport();
  const box = await notice.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Popular destinations" }) }).locator(".card-grid");
  const cards = await grid.locator("li").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as Box));
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.filter((card) => intersects(card, box))).toEqual([]);
  // Scrolled to the destinations, the notice is still out of their way.
  await grid.scrollIntoViewIfNeeded();
  const scrolledBox = await notice.evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
  const scrolledCards = await grid.locator("li").evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as Box));
  expect(scrolledCards.filter((card) => intersects(card, scrolledBox))).toEqual([]);
});

test("a currency row is highlighted and clickable across its whole width", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/japan");
  await page.getByRole("button", { name: /Currency/ }).click();
  const list = page.getByRole("list", { name: "Choose your currency" });
  const current = list.getByRole("link", { name: /^USD\b/ });
  await expect(current).toHaveAttribute("aria-current", "true");
  const row = await current.evaluate((a) => ({
    link: a.getBoundingClientRect().width,
    list: a.closest("ul")!.clientWidth,
    background: getComputedStyle(a).backgroundColor,
  }));
  expect(row.link).toBe(row.list);
  expect(row.background).not.toBe("rgba(0, 0, 0, 0)");

  // A click at the right end of a row, past its text, still chooses that currency.
  const euro = list.getByRole("link", { name: /^EUR\b/ });
  await euro.scrollIntoViewIfNeeded();
  const target = await euro.evaluate((a) => {
    const r = a.getBoundingClientRect();
    return { x: r.right - 3, y: r.top + r.height / 2 };
  });
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null, target)).toMatch(/^EUR/);
  await page.mouse.click(target.x, target.y);
  await expect(page.getByRole("button", { name: /Currency/ })).toContainText("EUR");
});
