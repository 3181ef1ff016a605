/**
 * The operator console's journeys: a store of their own whose first owner was made by the
 * command line (`npm run staff -- create-owner`, on the stopped store's database), and the
 * steps a member takes in the browser: set-up with an authenticator app, sign-in.
 */
import type { Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { expect, test } from "./fixtures.ts";
import { runOperatorCommand, startOwnStore, stopOwnProcess, stopOwnStore, type OwnStore } from "./own-store.ts";
import { SLOW } from "./helpers.ts";

export const CONSOLE_PASSWORD = "Harbour-lights-2026";

export interface ConsoleStore extends OwnStore {
  /** The first owner's set-up link (path and query), printed by create-owner. */
  ownerSetup: string;
  owner: string;
}

/** A store of its own (with `env`) whose owner `owner` has a set-up link and nothing more. */
export async function startConsoleStore(env: Record<string, string> = {}, owner = "owner@roamwell.test"): Promise<ConsoleStore> {
  const first = await startOwnStore(env);
  await stopOwnProcess(first);
  const printed = runOperatorCommand(first, "staff-cli.ts", ["create-owner", owner]);
  const link = new URL(/https?:\/\/\S+\/admin\/setup\?token=\S+/.exec(printed)![0]);
  const store = await startOwnStore(env, { dataDir: first.dataDir });
  return { ...store, ownerSetup: link.pathname + link.search, owner };
}

/**
 * One console store for a spec file's journeys, started before them (with `env`) and removed
 * after, all in one worker: starting a store is the slow part. The object is filled in by the
 * time the first journey runs. `env` may be a function, read when the store starts: for a setting
 * known only then, such as the address of a supplier's stand-in an earlier `beforeAll` started.
 */
export function useConsoleStore(env: Record<string, string> | (() => Record<string, string>) = {}, owner?: string): ConsoleStore {
  test.describe.configure({ mode: "default" });
  const store = {} as ConsoleStore;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    Object.assign(store, await startConsoleStore(typeof env === "function" ? env() : env, owner));
  });
  test.afterAll(async () => stopOwnStore(store.dataDir ? store : undefined));
  return store;
}

/** The authenticator app: the current code of the key the set-up page shows. */
export const codeOf = (key: string) => new TOTP({ secret: key }).generate();

export interface EnrolledMember {
  key: string;
  /** The code the set-up used: never good again. */
  code: string;
  recoveryCodes: string[];
}

/** Opens a set-up link, enrols the key it shows, keeps the recovery codes shown once, and goes on to the overview. */
export async function setUpMember(page: Page, store: OwnStore, path: string, email: string): Promise<EnrolledMember> {
  await page.goto(store.base + path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your console account");
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await expect(page.getByRole("img", { name: `QR code that adds ${email} to an authenticator app` })).toBeVisible();
  const key = (await page.locator(".totp-key").textContent())!.trim();
  await page.getByLabel("New password").fill(CONSOLE_PASSWORD);
  await page.getByLabel("Repeat the password").fill(CONSOLE_PASSWORD);
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

/** The sign-in form filled and sent (whether it works is the caller's to check). */
export async function signInMember(page: Page, store: OwnStore, email: string, code: string): Promise<void> {
  await page.goto(`${store.base}/admin/sign-in`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(CONSOLE_PASSWORD);
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
}
