/**
 * Chinese and Japanese pages use their own CJK fonts: the page's font stack names the right
 * family first, and the headline is really drawn with it (Debian's Noto CJK in the test browser).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady } from "./helpers.ts";

/** The fonts the browser used to draw an element's text (Chromium DevTools protocol). */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

const CASES = [
  { path: "/zh-CN", first: '"PingFang SC"', noto: "Noto Sans CJK SC" },
  { path: "/zh-HK", first: '"PingFang HK"', noto: "Noto Sans CJK HK" },
  { path: "/ja", first: '"Hiragino Sans"', noto: "Noto Sans CJK JP" },
];

for (const { path, first, noto } of CASES) {
  test(`${path} is set in its own CJK font`, async ({ page }) => {
    await gotoReady(page, path);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith(`${first},`), family).toBe(true);
    expect(await fontsDrawing(page, "h1")).toContain(noto);
  });
}

test("English pages keep the system's Latin font", async ({ page }) => {
  await gotoReady(page, "/");
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.startsWith("system-ui,"), family).toBe(true);
});
