/**
 * Buyers for the browser tests, made through the API as the storefront's client would: a guest
 * (the two-step guest log-in) or an account (signed up with the e-mailed code), and the browser
 * holding the session as after a log-in.
 */
import { randomBytes } from "node:crypto";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import { expect } from "./fixtures.ts";
import { api, uniqueIp } from "./helpers.ts";
import { mailTo } from "./mailbox.ts";

const PASSWORD = "Lisbon by tram 28";
const newEmail = () => `buyer-${randomBytes(5).toString("hex")}@example.com`;
const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export interface Buyer {
  token: string;
  email: string;
  loginType: "accountLogin" | "guestLogin";
  ip: string;
}

/** A guest session through the API's two-step guest log-in (PRODUCT.md#guest-log-in). */
export async function guest(request: APIRequestContext): Promise<Buyer> {
  const ip = uniqueIp();
  const first = await api<{ checkToken: string }>(request, "/v1/user/oauth", { type: "WEB_ANONYMITY", rspToken: "", authString: encodeAuthString({ d: `device-${hex(12)}` }) }, { ip });
  expect(first.success, first.msg).toBe(true);
  const second = await api<{ token: string }>(
    request,
    "/v1/user/guest-login",
    { idToken: first.obj.checkToken, loginType: "WEB_CLIENT_ANONYMITY_LOGIN" },
    { ip, email: "" },
  );
  expect(second.success, second.msg).toBe(true);
  return { token: second.obj.token, email: newEmail(), loginType: "guestLogin", ip };
}

/** An account signed up with the e-mailed code, then logged in. */
export async function account(request: APIRequestContext): Promise<Buyer> {
  const ip = uniqueIp();
  const email = newEmail();
  expect((await api(request, "/v1/send/verify-code", { email, password: PASSWORD, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const verifyCode = /^\s{4}(\d{6})\s*$/m.exec(await mailTo(email, /^\s{4}\d{6}\s*$/m))![1];
  expect((await api(request, "/v1/check/verify-code", { email, codeType: "REGISTER", verifyCode }, { ip })).success).toBe(true);
  expect((await api(request, "/v1/user/register", { email, password: PASSWORD, verifyCode, codeType: "REGISTER" }, { ip })).success).toBe(true);
  const login = await api<{ token: string }>(request, "/v1/user/login", { password: PASSWORD }, { ip, email });
  expect(login.success, login.msg).toBe(true);
  return { token: login.obj.token, email, loginType: "accountLogin", ip };
}

/** The browser holds the session as after a log-in: the cookie and its local record (docs/decisions/0011). */
export async function signIn(context: BrowserContext, baseURL: string, buyer: Buyer) {
  await context.addCookies([{ name: "session", value: buyer.token, url: baseURL }]);
  const record = JSON.stringify({ loginType: buyer.loginType, email: buyer.loginType === "accountLogin" ? buyer.email : null, at: Date.now() });
  await context.addInitScript((value) => window.localStorage.setItem("roamwell.session", value), record);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": buyer.ip });
}

