/** Test fixture: every page fails its test on a console error or an uncaught exception. */
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`console.error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    expect(problems, "browser console errors").toEqual([]);
  },
});

export { expect };
