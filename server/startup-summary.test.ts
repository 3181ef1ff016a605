/** The start-up summary names every adapter in use and never a password. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { startupMessage, startupSummary } from "./startup-summary.ts";

describe("start-up summary", () => {
  it("describes the offline defaults", () => {
    const config = loadConfig({ DATA_DIR: "/srv/roamwell", PORT: "4123" });
    expect(startupSummary(config, "http://127.0.0.1:4123")).toEqual({
      listening: "http://127.0.0.1:4123",
      publicUrl: "http://localhost:4123",
      database: "PGlite in /srv/roamwell/pglite",
      sharedState: "process memory",
      mail: "outbox in /srv/roamwell/outbox",
      captcha: "ALTCHA (self-hosted)",
      payments: "sandbox (test cards only, no real money; webhooks delivered once)",
      esims: "simulator (made-up eSIMs that connect nowhere)",
      thirdParty: "none",
    });
  });

  it("names PostgreSQL, Redis and SMTP hosts without their credentials", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://shop:s3cret-db@db.internal:5432/roamwell",
      REDIS_URL: "redis://:s3cret-redis@cache.internal:6379",
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smtps://mailer:s3cret-smtp@smtp.example.com:465",
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET: "s3cret-captcha",
      RECAPTCHA_VERSION: "v3",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_s3cretStripeKey",
      STRIPE_PUBLISHABLE_KEY: "pk_live_publishable",
      STRIPE_WEBHOOK_SECRET: "whsec_s3cretHook",
      ANALYTICS_KIND: "umami",
      ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
      ANALYTICS_SITE_ID: "5e3c6c2a-8f41-4a5b-9d3e-2b7f0c1d9a11",
      CHATWOOT_BASE_URL: "https://chat.example.com",
      CHATWOOT_WEBSITE_TOKEN: "b6BejyTTuxF4yPt61ZTZHjdB",
      ESIM_PROVIDER: "esimaccess",
      ESIMACCESS_ACCESS_CODE: "access",
      ESIMACCESS_SECRET_KEY: "s3cret-esim",
      ESIMACCESS_WEBHOOK_TOKEN: "s3cretWebhookToken0123456789",
    });
    const summary = startupSummary(config, "http://0.0.0.0:3000");
    expect(summary).toMatchObject({
      database: "PostgreSQL at db.internal:5432/roamwell",
      sharedState: "Redis at cache.internal:6379",
      mail: "SMTP via smtp.example.com:465",
      captcha: "Google reCAPTCHA v3",
      esims: "eSIM Access at api.esimaccess.com (webhooks to /webhooks/esimaccess/<token>, and polling)",
      thirdParty: "Umami analytics after consent (stats.example.com), Chatwoot chat (chat.example.com)",
    });
    const message = startupMessage(summary);
    expect(message).toMatch(/^store ready at http:\/\/0\.0\.0\.0:3000 .*database: PostgreSQL.*mail: SMTP.*captcha: Google reCAPTCHA v3; payments: Stripe Checkout \(live keys\); eSIMs: eSIM Access .*; analytics and chat: Umami .*$/);
    expect(message).not.toMatch(/s3cret|shop:|mailer:|sk_live|whsec_/);
  });

  it("names Nuvei's environment, site and a stand-in's API, never its secret key", () => {
    const config = loadConfig({ PAYMENT_PROVIDER: "nuvei", NUVEI_MERCHANT_ID: "4490103871", NUVEI_MERCHANT_SITE_ID: "229761", NUVEI_SECRET_KEY: "s3cretNuveiKey", NUVEI_API_URL: "http://127.0.0.1:4010/ppp/api/v1" });
    const summary = startupSummary(config, "x");
    expect(summary.payments).toBe("Nuvei test (site 229761; Simply Connect on /nuvei-jump, DMNs to /webhooks/nuvei; API at 127.0.0.1:4010/ppp/api/v1)");
    expect(startupMessage(summary)).not.toMatch(/s3cret/);
  });

  it("says when eSIM Access can only be polled, and names Airalo's host", () => {
    const esimaccess = loadConfig({ ESIM_PROVIDER: "esimaccess", ESIMACCESS_ACCESS_CODE: "a", ESIMACCESS_SECRET_KEY: "b", ESIMACCESS_BASE_URL: "http://127.0.0.1:4010" });
    expect(startupSummary(esimaccess, "x").esims).toBe("eSIM Access at 127.0.0.1:4010 (polling only: ESIMACCESS_WEBHOOK_TOKEN is not set)");
    const airalo = loadConfig({ ESIM_PROVIDER: "airalo", AIRALO_CLIENT_ID: "a", AIRALO_CLIENT_SECRET: "b" });
    expect(startupSummary(airalo, "x").esims).toBe("Airalo at partners-api.airalo.com (signed webhooks to /webhooks/airalo, and polling)");
  });
});
