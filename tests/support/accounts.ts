/** Account steps through the API, shared by the API tests that need a signed-up traveller. */
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { call, type TestApp } from "./test-app.ts";
import { PASSWORD_WORK_LIMIT } from "../../server/domain/accounts/index.ts";

export const PASSWORD = "Lisbon by tram 28";
/** Registrations sent side by side: well within the server's bound on password work. */
const REGISTER_GROUP = Math.max(1, PASSWORD_WORK_LIMIT / 2);

let n = 0;
export const newEmail = () => `traveller${++n}.${Date.now().toString(36)}@example.com`;
/** A device identifier of a guest log-in's own (shared/guest-auth.ts). */
export const newDevice = () => `device-${randomBytes(12).toString("base64url")}`;

export function accountSteps(t: TestApp) {
  /** Sends the queued mail and returns the code of the last mail to `email`. */
  async function codeMailedTo(email: string): Promise<string> {
    await t.services.mailWorker.runOnce();
    const mail = t.sentMail.filter((m) => m.to === email).at(-1);
    const code = mail?.text.match(/^\s+(\d{6})$/m)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  async function sendRegisterCode(email: string, password: string) {
    expect((await call(t.app, "/v1/send/verify-code", { email, password, codeType: "REGISTER" })).body.success).toBe(true);
  }

  async function register(email: string, password: string, verifyCode: string) {
    expect((await call(t.app, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode })).body.success).toBe(true);
    const r = await call(t.app, "/v1/user/register", { email, password, verifyCode, codeType: "REGISTER" });
    expect(r.body).toMatchObject({ success: true, obj: { email } });
  }

  async function signUp(email = newEmail(), password = PASSWORD) {
    await sendRegisterCode(email, password);
    await register(email, password, await codeMailedTo(email));
    return email;
  }

  /**
   * `n` accounts, signed up side by side. Every code is queued before the mail queue runs: a run
   * already going when a code is queued would not send it, so runs must not overlap the sends.
   */
  async function signUpMany(n: number, password = PASSWORD): Promise<string[]> {
    const emails = Array.from({ length: n }, () => newEmail());
    await Promise.all(emails.map((email) => sendRegisterCode(email, password)));
    const codes: string[] = [];
    for (const email of emails) codes.push(await codeMailedTo(email));
    // Registrations hash passwords, which the server takes only a few at a time per core
    // (PASSWORD_BUSY beyond that): side by side in groups within that bound.
    for (let i = 0; i < emails.length; i += REGISTER_GROUP) {
      await Promise.all(emails.slice(i, i + REGISTER_GROUP).map((email, j) => register(email, password, codes[i + j]!)));
    }
    return emails;
  }

  async function logIn(email: string, password = PASSWORD) {
    const r = await call<{ email: string; token: string }>(t.app, "/v1/user/login", { email, password });
    return r.body;
  }

  return { codeMailedTo, sendRegisterCode, register, signUp, signUpMany, logIn };
}
