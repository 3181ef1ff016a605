/** The pages' Content Security Policy as helmet sends it: strict by default, Google's reCAPTCHA sources only with reCAPTCHA. */
import Fastify from "fastify";
import helmet from "@fastify/helmet";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { cspDirectives } from "./content-security-policy.ts";

async function policyOf(env: Record<string, string>): Promise<string> {
  const app = Fastify();
  await app.register(helmet, { enableCSPNonces: true, contentSecurityPolicy: { directives: cspDirectives(loadConfig(env)) } });
  app.get("/", async () => "page");
  const res = await app.inject("/");
  await app.close();
  return String(res.headers["content-security-policy"]).replace(/'nonce-[0-9a-f]+'/g, "'nonce-N'");
}

const RECAPTCHA = { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "secret-key" };

describe("Content Security Policy", () => {
  it("is this origin only with the default captcha (ALTCHA), as before reCAPTCHA existed", async () => {
    expect(await policyOf({})).toBe(
      "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';" +
        "script-src 'self' 'nonce-N';script-src-attr 'none';style-src 'self' 'nonce-N';connect-src 'self'",
    );
  });

  it.each(["v2", "v3", "enterprise"])("with reCAPTCHA %s adds exactly Google's script and frame sources", async (version) => {
    const env = { ...RECAPTCHA, RECAPTCHA_VERSION: version, ...(version === "enterprise" ? { RECAPTCHA_PROJECT_ID: "roamwell-shop" } : {}) };
    expect(await policyOf(env)).toBe(
      "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';" +
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ 'nonce-N';script-src-attr 'none';" +
        "style-src 'self' 'nonce-N';connect-src 'self';frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
  });

  it("upgrades insecure requests on an https store", async () => {
    expect(await policyOf({ PUBLIC_URL: "https://shop.example.com" })).toContain("upgrade-insecure-requests");
    expect(await policyOf({})).not.toContain("upgrade-insecure-requests");
  });
});
