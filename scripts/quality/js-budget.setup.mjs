// Playwright's global setup (playwright.config.ts): before any browser test runs, the home page's
// JavaScript is measured on the server those tests use, as scripts/quality/js-budget.mjs does,
// and the run fails when it passes the budget (docs/PERFORMANCE.md). About two seconds: one page
// load in the browser the tests use anyway.
import { launchBrowser } from "./browser.mjs";
import { BUDGET_BYTES, describeMeasure, HOME, measurePage } from "./js-budget.mjs";

/** @param {import("@playwright/test").FullConfig} config */
export default async function homeJavaScriptBudget(config) {
  const base = config.projects[0]?.use.baseURL;
  if (!base) throw new Error("The JavaScript budget check needs the browser tests' baseURL.");
  const browser = await launchBrowser();
  try {
    const measure = await measurePage(browser, base, HOME);
    if (measure.total > BUDGET_BYTES) {
      throw new Error(`The home page's JavaScript is over budget (docs/PERFORMANCE.md, docs/decisions/0005-javascript-budget.md):\n${describeMeasure(measure)}`);
    }
    console.log(`Home page JavaScript: ${(measure.total / 1024).toFixed(1)} KB of ${BUDGET_BYTES / 1024} KB.`);
  } finally {
    await browser.close();
  }
}
