/** Test fixture: every page fails its test on a console error or an uncaught exception. */
import { test as base, expect } from "@playwright/test";

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      // A page we open on purpose with a 404 status (the not-found page) is logged by the
      // browser as a failed load of the document itself: that is the expected answer.
      const url = msg.location().url;
      if (/status of 404/.test(msg.text()) && url && new URL(url).pathname === new URL(page.url()).pathname) return;
      problems.push(`console.error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
    await use(page);
    expect(problems, "browser console errors").toEqual([]);
  },
});

export { expect };
