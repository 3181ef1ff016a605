/**
 * The guest log-in with reCAPTCHA v3 configured (PRODUCT.md#captcha), through the API: the token
 * is checked at RECAPTCHA_VERIFY_URL (here a stand-in for Google on a local port) with the secret
 * and the visitor's address, and only a token made for the guest log-in's action passes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { encodeAuthString } from "../../shared/guest-auth.ts";
import { RECAPTCHA_ACTION } from "../../shared/captcha.ts";
import { call, useTestApp } from "../../tests/support/test-app.ts";

const SECRET = "recaptcha-secret-of-the-test";
/** Google's siteverify as far as the store needs it: a token names its action ("token-for-<action>"). */
const asked: URLSearchParams[] = [];
const verifier = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    const form = new URLSearchParams(body);
    asked.push(form);
    const action = /^token-for-(.+)$/.exec(form.get("response") ?? "")?.[1];
    const answer = { success: form.get("secret") === SECRET && action !== undefined, score: 0.9, action };
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
  });
});
await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise((resolve) => verifier.close(resolve)));

const t = useTestApp({
  env: {
    TRUST_PROXY: "true",
    CAPTCHA_PROVIDER: "recaptcha",
    RECAPTCHA_VERSION: "v3",
    RECAPTCHA_SITE_KEY: "site-key",
    RECAPTCHA_SECRET: SECRET,
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
  },
});

const fromGermany = (rspToken: string) =>
  call<{ checkToken: string }>(
    t.app,
    "/v1/user/oauth",
    { type: "WEB_ANONYMITY", rspToken, authString: encodeAuthString({ d: `device-${randomBytes(12).toString("base64url")}` }) },
    { ip: "10.9.8.7", headers: { "cf-ipcountry": "DE" } },
  );

describe("guest log-in with reCAPTCHA v3", () => {
  it("passes a token of the guest log-in's action, checked with the secret and the visitor's address", async () => {
    const r = await fromGermany(`token-for-${RECAPTCHA_ACTION}`);
    expect(r.body).toMatchObject({ success: true });
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ secret: SECRET, response: `token-for-${RECAPTCHA_ACTION}`, remoteip: "10.9.8.7" });
  });

  it("refuses a token made for another action, and a missing one, with the captcha demand", async () => {
    expect((await fromGermany("token-for-checkout")).body).toMatchObject({ success: false, code: "RT_NOBEL_ERROR_10029" });
    const before = asked.length;
    expect((await fromGermany("")).body).toMatchObject({ success: false, code: "RT_NOBEL_ERROR_10029" });
    expect(asked).toHaveLength(before);
  });

  it("has no ALTCHA challenges to hand out, and lets Google's script and frames into the pages", async () => {
    expect((await call(t.app, "/v1/captcha/challenge")).status).toBe(404);
    const csp = String((await t.app.inject("/healthz")).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
  });
});
