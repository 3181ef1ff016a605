/**
 * The pages' Content Security Policy as helmet sends it: strict by default, Google's reCAPTCHA
 * sources only with reCAPTCHA, the optional analytics' and chat's sources, and a payment
 * provider's, only while configured.
 */
import Fastify from "fastify";
import helmet from "@fastify/helmet";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { NUVEI_SIMPLY_CONNECT_URL } from "../../shared/nuvei-hosts.ts";
import { cspDirectives, paymentSources, thirdPartySources } from "./content-security-policy.ts";

async function policyOf(env: Record<string, string>): Promise<string> {
  const app = Fastify();
  await app.register(helmet, { enableCSPNonces: true, contentSecurityPolicy: { directives: cspDirectives(loadConfig(env)) } });
  app.get("/", async () => "page");
  const res = await app.inject("/");
  await app.close();
  return String(res.headers["content-security-policy"]).replace(/'nonce-[0-9a-f]+'/g, "'nonce-N'");
}

const RECAPTCHA = { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "secret-key" };
const UMAMI = { ANALYTICS_KIND: "umami", ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js", ANALYTICS_SITE_ID: "5e3c6c2a-8f41-4a5b-9d3e-2b7f0c1d9a11" };
const PLAUSIBLE = { ANALYTICS_KIND: "plausible", ANALYTICS_SCRIPT_URL: "https://plausible.io/js/script.pageview-props.js", ANALYTICS_SITE_ID: "shop.example.com" };
const CHATWOOT = { CHATWOOT_BASE_URL: "https://chat.example.com", CHATWOOT_WEBSITE_TOKEN: "b6BejyTTuxF4yPt61ZTZHjdB" };

/** The policy of the store as it was before the optional analytics and chat existed, word for word. */
const STRICT =
  "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';" +
  "script-src 'self' 'nonce-N';script-src-attr 'none';style-src 'self' 'nonce-N';connect-src 'self'";

describe("Content Security Policy", () => {
  it("is this origin only with the default captcha (ALTCHA), as before reCAPTCHA existed", async () => {
    expect(await policyOf({})).toBe(STRICT);
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

  describe("optional analytics and support chat", () => {
    it("leave the policy byte for byte as it was while they are not configured", async () => {
      expect(await policyOf({})).toBe(STRICT);
      expect(cspDirectives(loadConfig({}))).not.toHaveProperty("frameSrc");
      expect(thirdPartySources({})).toEqual({ script: [], connect: [], frame: [], img: [] });
    });

    it("Umami adds its one script and the origin it sends events to", async () => {
      expect(await policyOf(UMAMI)).toBe(
        STRICT.replace("script-src 'self'", "script-src 'self' https://stats.example.com/script.js").replace(
          "connect-src 'self'",
          "connect-src 'self' https://stats.example.com",
        ),
      );
    });

    it("events sent elsewhere (ANALYTICS_API_URL) open that origin, not the script's", async () => {
      const policy = await policyOf({ ...PLAUSIBLE, ANALYTICS_API_URL: "https://events.example.net/api/event" });
      expect(policy).toContain("script-src 'self' https://plausible.io/js/script.pageview-props.js 'nonce-N'");
      expect(policy).toContain("connect-src 'self' https://events.example.net");
      expect(policy).not.toContain("connect-src 'self' https://plausible.io");
    });

    it("Chatwoot adds its SDK script, its frame and its images; its stylesheet comes in by the page's nonce", async () => {
      expect(await policyOf(CHATWOOT)).toBe(
        "default-src 'self';base-uri 'self';font-src 'self';form-action 'self';frame-ancestors 'none';img-src 'self' data: https://chat.example.com;object-src 'none';" +
          "script-src 'self' https://chat.example.com/packs/js/sdk.js 'nonce-N';script-src-attr 'none';style-src 'self' 'nonce-N';connect-src 'self';" +
          "frame-src 'self' https://chat.example.com",
      );
    });

    it("both together, with reCAPTCHA, keep every source each needs", async () => {
      const policy = await policyOf({ ...RECAPTCHA, RECAPTCHA_VERSION: "v2", ...UMAMI, ...CHATWOOT });
      expect(policy).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://stats.example.com/script.js https://chat.example.com/packs/js/sdk.js 'nonce-N'",
      );
      expect(policy).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ https://chat.example.com");
      expect(policy).toContain("connect-src 'self' https://stats.example.com");
      expect(policy).toContain("img-src 'self' data: https://chat.example.com");
    });
  });

  describe("payment providers", () => {
    const ADYEN = {
      PAYMENT_PROVIDER: "adyen",
      ADYEN_API_KEY: "AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G",
      ADYEN_CLIENT_KEY: "test_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345",
      ADYEN_MERCHANT_ACCOUNT: "RoamwellECOM",
      ADYEN_HMAC_KEY: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
    };

    it("the sandbox leaves the policy strict; Stripe adds only its Checkout page as a form's destination", async () => {
      expect(await policyOf({ PAYMENT_PROVIDER: "sandbox" })).toBe(STRICT);
      const stripe = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
      expect(await policyOf(stripe)).toBe(STRICT.replace("form-action 'self'", "form-action 'self' https://checkout.stripe.com"));
    });

    it("Adyen adds its component's hosts for its environment, and the issuer's 3-D Secure page (any https) as frame and form", async () => {
      expect(await policyOf(ADYEN)).toBe(
        "default-src 'self';base-uri 'self';font-src 'self';form-action 'self' https:;frame-ancestors 'none';img-src 'self' data: https://checkoutshopper-test.cdn.adyen.com;object-src 'none';" +
          "script-src 'self' 'nonce-N';script-src-attr 'none';style-src 'self' 'nonce-N';" +
          "connect-src 'self' https://checkoutshopper-test.adyen.com https://checkoutshopper-test.cdn.adyen.com https://checkoutanalytics-test.adyen.com;" +
          "frame-src 'self' https://checkoutshopper-test.adyen.com https:",
      );
      const live = await policyOf({ ...ADYEN, ADYEN_CLIENT_KEY: "live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345", ADYEN_ENVIRONMENT: "live-us", ADYEN_LIVE_URL_PREFIX: "1797a841fbb37ca7-RoamwellECOM" });
      expect(live).toContain("connect-src 'self' https://checkoutshopper-live-us.adyen.com https://checkoutshopper-live-us.cdn.adyen.com https://checkoutanalytics-live-us.adyen.com;");
      expect(live).not.toContain("-test.");
    });

    const NUVEI = { PAYMENT_PROVIDER: "nuvei", NUVEI_MERCHANT_ID: "4490103871", NUVEI_MERCHANT_SITE_ID: "229761", NUVEI_SECRET_KEY: "Qm9ndXNTZWNyZXQ" };

    it("Nuvei adds Simply Connect's script and the Web SDK it loads (the exact files), its CDN's styles and images, its test API hosts, and the issuer's 3-D Secure page", async () => {
      expect(await policyOf(NUVEI)).toBe(
        "default-src 'self';base-uri 'self';font-src 'self';form-action 'self' https:;frame-ancestors 'none';" +
          "img-src 'self' data: https://cdn.safecharge.com https://ppp-test.nuvei.com https://ppp-test.safecharge.com;object-src 'none';" +
          "script-src 'self' https://cdn.safecharge.com/safecharge_resources/v1/checkout/simplyConnect.js https://cdn.safecharge.com/safecharge_resources/v1/websdk/safecharge.js 'nonce-N';" +
          "script-src-attr 'none';style-src 'self' https://cdn.safecharge.com 'nonce-N';" +
          "connect-src 'self' https://cdn.safecharge.com https://ppp-test.nuvei.com https://ppp-test.safecharge.com;" +
          "frame-src 'self' https://cdn.safecharge.com https://ppp-test.nuvei.com https://ppp-test.safecharge.com https:",
      );
    });

    it("Nuvei live talks to its live host only", async () => {
      const live = await policyOf({ ...NUVEI, NUVEI_ENVIRONMENT: "live" });
      expect(live).toContain("connect-src 'self' https://cdn.safecharge.com https://secure.safecharge.com;");
      expect(live).toContain("script-src 'self' https://cdn.safecharge.com/safecharge_resources/v1/checkout/simplyConnect.js https://cdn.safecharge.com/safecharge_resources/v1/websdk/safecharge.js 'nonce-N'");
      expect(live).not.toContain("ppp-test");
    });

    it("the script the policy allows is the one the page loads", () => {
      expect(paymentSources(loadConfig(NUVEI).payments).script).toContain(NUVEI_SIMPLY_CONNECT_URL);
      expect(paymentSources(loadConfig({}).payments).script).toEqual([]);
    });
  });
});
