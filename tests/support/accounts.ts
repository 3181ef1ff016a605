/** Account steps through the API, shared by the API tests that need a signed-up traveller. */
import { expect } from "vitest";
import { call, type TestApp } from "./test-app.ts";

export const PASSWORD = "Lisbon by tram 28";

let n = 0;
export const newEmail = () => `traveller${++n}.${Date.now().toString(36)}@example.com`;

export function accountSteps(t: TestApp) {
  /** Sends the queued mail and returns the code of the last mail to `email`. */
  async function codeMailedTo(email: string): Promise<string> {
    await t.services.mailWorker.runOnce();
    const mail = t.sentMail.filter((m) => m.to === email).at(-1);
    const code = mail?.text.match(/^\s+(\d{6})$/m)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  async function signUp(email = newEmail(), password = PASSWORD) {
    expect((await call(t.app, "/v1/send/verify-code", { email, password, codeType: "REGISTER" })).body.success).toBe(true);
    const verifyCode = await codeMailedTo(email);
    expect((await call(t.app, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode })).body.success).toBe(true);
    const r = await call(t.app, "/v1/user/register", { email, password, verifyCode, codeType: "REGISTER" });
    expect(r.body).toMatchObject({ success: true, obj: { email } });
    return email;
  }

  async function logIn(email: string, password = PASSWORD) {
    const r = await call<{ email: string; token: string }>(t.app, "/v1/user/login", { email, password });
    return r.body;
  }

  return { codeMailedTo, signUp, logIn };
}
