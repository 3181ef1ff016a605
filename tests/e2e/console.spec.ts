/**
 * The operator console as a new operator meets it (docs/CONSOLE.md): the first owner made from the
 * command line sets a password and enrols an authenticator app, invites a support member who
 * enrols their own, and every step is in the audit log. On a store of its own: the command runs
 * on the stopped store's database.
 */
import type { Browser, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { expect, test } from "./fixtures.ts";
import { mailTo, outboxNow } from "./mailbox.ts";
import { runOperatorCommand, startOwnStore, stopOwnProcess, stopOwnStore, type OwnStore } from "./own-store.ts";
import { axeViolations } from "./page-checks.ts";
import { SLOW } from "./helpers.ts";

const OWNER = "owner@roamwell.test";
const SUPPORT = "support@roamwell.test";
const PASSWORD = "Harbour-lights-2026";

// One store for both journeys, in one worker: starting a store is the slow part.
test.describe.configure({ mode: "default" });

let store: OwnStore;
let ownerSetup: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const first = await startOwnStore({});
  await stopOwnProcess(first);
  const printed = runOperatorCommand(first, "staff-cli.ts", ["create-owner", OWNER]);
  ownerSetup = new URL(/https?:\/\/\S+\/admin\/setup\?token=\S+/.exec(printed)![0]).pathname + new URL(/https?:\/\/\S+/.exec(printed)![0]).search;
  store = await startOwnStore({}, { dataDir: first.dataDir });
});

test.afterAll(async () => stopOwnStore(store));

/** The authenticator app: the current code of the key the set-up page shows. */
const codeOf = (key: string) => new TOTP({ secret: key }).generate();

/** Opens a set-up link, enrols the key it shows, and answers the key and the recovery codes shown once. */
async function setUp(page: Page, path: string, email: string): Promise<{ key: string; code: string; recoveryCodes: string[] }> {
  await page.goto(store.base + path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your console account");
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code that adds ${email} to an authenticator app` })).toBeVisible();
  const key = (await page.locator(".totp-key").textContent())!.trim();
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Repeat the password").fill(PASSWORD);
  const code = codeOf(key);
  await page.getByLabel("The six-digit code the app shows now").fill(code);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account is ready", SLOW);
  const recoveryCodes = (await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole("link", { name: "Go to the console" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", SLOW);
  return { key, code, recoveryCodes };
}

async function signIn(page: Page, email: string, code: string) {
  await page.goto(`${store.base}/admin/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test("a new owner enrols TOTP, invites a support member who enrols their own; roles hold on the server and the audit log shows it all", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Signed out, the console asks for a sign-in and comes back.
  await page.goto(`${store.base}/admin/staff`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
  expect(await axeViolations(page)).toEqual([]);

  const owner = await setUp(page, ownerSetup, OWNER);
  await expect(page.getByText(`Signed in as ${OWNER}. Your roles: Owner.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The link works once.
  const again = await newPage(browser);
  await again.goto(store.base + ownerSetup);
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");

  // The owner invites a support member; the invitation is mailed with its link.
  const before = await outboxNow(store.outbox);
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
  await page.getByLabel("E-mail address").fill(SUPPORT);
  await page.getByRole("checkbox", { name: "Support" }).check();
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`An invitation is on its way to ${SUPPORT}.`, SLOW);
  await expect(page.getByRole("table").nth(1).getByRole("row", { name: new RegExp(SUPPORT) })).toContainText("Support");
  expect(await axeViolations(page)).toEqual([]);
  const mail = await mailTo(SUPPORT, /\/admin\/setup\?token=/, before, store.outbox);
  const link = new URL(/https?:\/\/\S+\/admin\/setup\?token=[\w-]+/.exec(mail)![0]);

  // The support member enrols their own app, and sees only what support may open.
  const support = await newPage(browser);
  const enrolled = await setUp(support, link.pathname + link.search, SUPPORT);
  expect(enrolled.key).not.toBe(owner.key);
  await expect(support.getByRole("navigation", { name: "Console sections" }).getByRole("link")).toHaveText(["Overview"]);
  // Not only hidden: the server refuses the owner's pages and their forms.
  await support.goto(`${store.base}/admin/staff`);
  await expect(support.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  const refused = await support.request.post(`${store.base}/admin/staff`, { form: { intent: "invite", email: "someone@roamwell.test", roles: "owner" } });
  expect(refused.status()).toBe(403);

  // Signing in again: a wrong code and the code the set-up used are refused; a recovery code works once.
  await support.getByRole("button", { name: "Sign out" }).click();
  await expect(support.getByText("You are signed out.")).toBeVisible(SLOW);
  await signIn(support, SUPPORT, "000000");
  await expect(support.getByRole("alert")).toHaveText("The e-mail address, password or code is not right.");
  await signIn(support, SUPPORT, enrolled.code);
  await expect(support.getByRole("alert")).toHaveText("The e-mail address, password or code is not right.");
  await signIn(support, SUPPORT, enrolled.recoveryCodes[0]!);
  await expect(support.getByRole("heading", { level: 1 })).toHaveText("Overview", SLOW);

  // The owner reads it all in the audit log, searches it by member, and exports it.
  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  for (const action of ["staff.owner-setup-issued", "staff.invite-accepted", "staff.invited", "staff.signed-in", "staff.sign-in-failed", "staff.signed-out"]) {
    await expect(log.getByRole("rowheader", { name: action }).first()).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Member").selectOption({ label: SUPPORT });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/member=/);
  await expect(log.getByRole("row").filter({ hasText: OWNER })).toHaveCount(0);
  await expect(log.getByRole("rowheader", { name: "staff.sign-in-failed" })).toHaveCount(2);
  const csv = await page.request.get(store.base + (await page.getByRole("link", { name: "Download as CSV" }).getAttribute("href"))!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const bytes = await csv.body();
  // A byte order mark first, so spreadsheet programs read the file as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe("id,at,staff_email,staff_id,action,target_kind,target_id,before,after,address");
  expect(lines.slice(1).every((line) => line.includes(SUPPORT))).toBe(true);
  expect(lines.filter((line) => line.includes(",staff.sign-in-failed,"))).toHaveLength(2);

  // Disabled by the owner, the support member is signed out at once.
  await page.getByRole("link", { name: "Staff" }).click();
  await page.getByRole("button", { name: `Disable ${SUPPORT}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${SUPPORT} is disabled and signed out everywhere.`, SLOW);
  await support.reload();
  await expect(support).toHaveURL(/\/admin\/sign-in/);
});

test("the console is never cached or indexed, and refuses a form posted by another site", async ({ request }) => {
  const page = await request.get(`${store.base}/admin/sign-in`);
  expect(page.headers()["cache-control"]).toBe("no-store");
  expect(page.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const forged = await request.post(`${store.base}/admin/sign-in`, { form: { email: OWNER, password: PASSWORD, code: "123456" }, headers: { origin: "https://evil.test" } });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toBe("This form was sent from another site and was refused. Open the page here and send it again.");
  const unknown = await request.get(`${store.base}/admin/no-such-page`);
  expect(unknown.status()).toBe(404);
});
