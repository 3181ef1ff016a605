/**
 * Test fixtures: every page fails its test on a console error or an uncaught exception (a test
 * that provokes one on purpose lists it in `expectedConsoleErrors`). Visitors have already seen
 * the seeded marketing dialogs, so a modal opening 2 s after load does not get in the way of
 * journeys about something else; the dialog tests turn that off with `marketingDialogs: true`.
 */
import { readFileSync } from "node:fs";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

const SEEDED_DIALOGS = (JSON.parse(readFileSync(new URL("../../server/db/seed/content/dialogs.json", import.meta.url), "utf8")) as { id: string }[]).map(
  (d) => d.id,
);

/** The `dialog_<id>` cookies (PRODUCT.md#marketing-dialogs) of a visitor who has just seen every seeded dialog. */
export async function markDialogsSeen(context: BrowserContext, baseURL: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await context.addCookies(SEEDED_DIALOGS.map((id) => ({ name: `dialog_${id}`, value: String(now), url: baseURL })));
}

/** A first-time visitor, except for the marketing dialogs (see above). */
export async function forgetVisitor(context: BrowserContext, baseURL: string): Promise<void> {
  await context.clearCookies();
  await markDialogsSeen(context, baseURL);
}

export const test = base.extend<{ marketingDialogs: boolean; expectedConsoleErrors: RegExp[] }>({
  marketingDialogs: [false, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  context: async ({ context, baseURL, marketingDialogs }, use) => {
    if (!marketingDialogs) await markDialogsSeen(context, baseURL!);
    await use(context);
  },
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems = consoleProblems(page, expectedConsoleErrors);
    await use(page);
    expect(problems, "browser console errors").toEqual([]);
  },
});

/**
 * The console errors and uncaught exceptions of `page` from now on, but for `expected` ones: the
 * fixture's page checks its own, and a journey checks the extra pages it opens (another
 * visitor's browser) the same way.
 */
export function consoleProblems(page: Page, expected: readonly RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // A page we open on purpose with a 404 status (the not-found page) is logged by the
    // browser as a failed load of the document itself: that is the expected answer.
    const url = msg.location().url;
    if (/status of 404/.test(msg.text()) && url && new URL(url).pathname === new URL(page.url()).pathname) return;
    if (expected.some((re) => re.test(msg.text()))) return;
    problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

export { expect };
