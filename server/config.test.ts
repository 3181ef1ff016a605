/** Configuration: the captcha's settings and their setup errors, caught before the server starts. */
import { describe, expect, it } from "vitest";
import { REPLAY_WINDOW_MS } from "../shared/api/protocol.ts";
import { createMemoryReplayGuard } from "./adapters/replay/replay-guard.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createCaptcha } from "./services.ts";

const STRIPE = { STRIPE_SECRET_KEY: "sk_test_51Abc", STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc", STRIPE_WEBHOOK_SECRET: "whsec_test123" };
const ADYEN = {
  ADYEN_API_KEY: "AQEyhmfxLI3MaBFLw0m/n3Q5qf3VaY9UCJ14XWZE03G",
  ADYEN_CLIENT_KEY: "test_ABCDEFGHIJ0123456789",
  ADYEN_MERCHANT_ACCOUNT: "RoamwellECOM",
  ADYEN_HMAC_KEY: "44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056",
};
const NUVEI = { NUVEI_MERCHANT_ID: "4490103871", NUVEI_MERCHANT_SITE_ID: "229761", NUVEI_SECRET_KEY: "Qm9ndXNTZWNyZXRLZXlGb3JUZXN0cw" };
const RECAPTCHA = { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET: "secret-key", RECAPTCHA_VERSION: "v3" };
const captchaOf = (env: Record<string, string>) =>
  createCaptcha(loadConfig(env), { secret: "derived secret", replay: createMemoryReplayGuard(REPLAY_WINDOW_MS) });

describe("captcha configuration", () => {
  it("is ALTCHA by default, with challenges of its own, and the base country is the US", () => {
    const config = loadConfig({});
    expect(config.captcha).toEqual({ provider: "altcha" });
    expect(config.baseCountry).toBe("US");
    expect(captchaOf({}).provider).toBe("altcha");
    expect(captchaOf({}).challenge).toBeTypeOf("function");
  });

  it("picks reCAPTCHA with its keys and version; it has no challenge endpoint", () => {
    expect(loadConfig(RECAPTCHA).captcha).toEqual({ provider: "recaptcha", siteKey: "site-key", secret: "secret-key", version: "v3" });
    const captcha = captchaOf(RECAPTCHA);
    expect(captcha.provider).toBe("recaptcha");
    expect(captcha.challenge).toBeUndefined();
  });

  it.each([
    ["RECAPTCHA_SITE_KEY", "ReCaptcha error: No key provided"],
    ["RECAPTCHA_VERSION", "ReCaptcha error: No version provided"],
    ["RECAPTCHA_SECRET", "ReCaptcha error: No secret provided"],
  ])("refuses reCAPTCHA without %s: %s", (name, message) => {
    const env: Record<string, string> = { ...RECAPTCHA, [name]: "" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${name}: ${message}`);
  });

  it("needs a project for reCAPTCHA Enterprise, and a known version", () => {
    expect(() => loadConfig({ ...RECAPTCHA, RECAPTCHA_VERSION: "enterprise" })).toThrow("RECAPTCHA_PROJECT_ID: ReCaptcha error: No project provided");
    expect(loadConfig({ ...RECAPTCHA, RECAPTCHA_VERSION: "enterprise", RECAPTCHA_PROJECT_ID: "roamwell-shop" }).captcha).toMatchObject({ projectId: "roamwell-shop" });
    expect(() => loadConfig({ ...RECAPTCHA, RECAPTCHA_VERSION: "v4" })).toThrow(/RECAPTCHA_VERSION/);
  });

  it("checks tokens with Google unless RECAPTCHA_VERIFY_URL names a stand-in, and warns of one without https in production", () => {
    expect(loadConfig(RECAPTCHA).captcha).not.toHaveProperty("verifyUrl");
    const local = { ...RECAPTCHA, RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9000/siteverify" };
    expect(loadConfig(local).captcha).toMatchObject({ verifyUrl: "http://127.0.0.1:9000/siteverify" });
    expect(() => loadConfig({ ...RECAPTCHA, RECAPTCHA_VERIFY_URL: "ftp://example.com/x" })).toThrow(/RECAPTCHA_VERIFY_URL/);
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" };
    const captchaWarnings = (env: Record<string, string>) => loadConfig(env).warnings.filter((w) => w.startsWith("RECAPTCHA"));
    expect(captchaWarnings({ ...production, ...local })).toEqual([expect.stringMatching(/^RECAPTCHA_VERIFY_URL is not https/)]);
    expect(captchaWarnings({ ...production, ...RECAPTCHA, RECAPTCHA_VERIFY_URL: "https://verify.example.com/siteverify" })).toEqual([]);
  });

  it("reads the base country in either case and refuses anything but two letters", () => {
    expect(loadConfig({ BASE_COUNTRY: "de" }).baseCountry).toBe("DE");
    expect(() => loadConfig({ BASE_COUNTRY: "Germany" })).toThrow(/BASE_COUNTRY/);
  });
});

describe("country database", () => {
  it("is the built-in one by default, can be switched off or be an .mmdb file of one's own", () => {
    expect(loadConfig({}).countryDatabase).toBe("builtin");
    expect(loadConfig({ COUNTRY_DATABASE: "off" }).countryDatabase).toBe("off");
    expect(loadConfig({ COUNTRY_DATABASE: "/srv/geo/GeoLite2-Country.mmdb" }).countryDatabase).toBe("/srv/geo/GeoLite2-Country.mmdb");
    expect(() => loadConfig({ COUNTRY_DATABASE: "geo.mmdb" })).toThrow(/COUNTRY_DATABASE/);
  });
});

describe("trusted proxies", () => {
  it("are none by default, all with true, or a list of addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,::1" }).trustProxy).toEqual(["10.0.0.0/8", "192.168.1.4", "::1"]);
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: "my load balancer" })).toThrow(/TRUST_PROXY/);
  });
});

describe("public URL", () => {
  it("defaults to where the store listens, so PORT alone moves every link", () => {
    expect(loadConfig({}).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4123" }).publicUrl).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "8080", HOST: "shop.internal" }).publicUrl).toBe("http://shop.internal:8080");
    expect(loadConfig({ PORT: "8080", HOST: "fd00::7" }).publicUrl).toBe("http://[fd00::7]:8080");
  });

  it("takes PUBLIC_URL as given, without a trailing slash", () => {
    expect(loadConfig({ PORT: "4123", PUBLIC_URL: "https://shop.example.com/" }).publicUrl).toBe("https://shop.example.com");
  });

  it("warns in production when PUBLIC_URL is unset, and only then", () => {
    const selling = { PAYMENT_PROVIDER: "stripe", ...STRIPE, ESIM_PROVIDER: "airalo", AIRALO_CLIENT_ID: "id", AIRALO_CLIENT_SECRET: "secret" };
    expect(loadConfig({ NODE_ENV: "production", PORT: "4123", ...selling }).warnings).toEqual([expect.stringMatching(/^PUBLIC_URL is not set: .*http:\/\/localhost:4123/)]);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com", ...selling }).warnings).toEqual([]);
    expect(loadConfig({ NODE_ENV: "development" }).warnings).toEqual([]);
  });
});

describe("eSIM provider", () => {
  it("is the simulator by default: downloaded after 2 minutes, in use after 5, 200 MB an hour; asked again after a minute", () => {
    expect(loadConfig({}).esim).toEqual({
      provider: "simulator",
      refreshAfterMs: 60_000,
      simulator: { downloadAfterMs: 120_000, activateAfterMs: 300_000, mbPerHour: 200, smdpAddress: undefined },
    });
  });

  it("asks the provider again after ESIM_REFRESH_AFTER", () => {
    expect(loadConfig({ ESIM_REFRESH_AFTER: "2s" }).esim.refreshAfterMs).toBe(2_000);
    expect(() => loadConfig({ ESIM_REFRESH_AFTER: "soon" })).toThrow(/ESIM_REFRESH_AFTER/);
  });

  it("reads durations with their unit, the rate and the SM-DP+ address", () => {
    const { simulator } = loadConfig({
      ESIM_SIM_DOWNLOAD_AFTER: "90s",
      ESIM_SIM_ACTIVATE_AFTER: "1h",
      ESIM_SIM_MB_PER_HOUR: "0",
      ESIM_SIM_SMDP_ADDRESS: "smdp.example.org",
    }).esim;
    expect(simulator).toEqual({ downloadAfterMs: 90_000, activateAfterMs: 3_600_000, mbPerHour: 0, smdpAddress: "smdp.example.org" });
    expect(loadConfig({ ESIM_SIM_DOWNLOAD_AFTER: "0ms", ESIM_SIM_ACTIVATE_AFTER: "2d" }).esim.simulator).toMatchObject({ downloadAfterMs: 0, activateAfterMs: 172_800_000 });
  });

  it.each([
    [{ ESIM_PROVIDER: "acme" }, "ESIM_PROVIDER"],
    [{ ESIM_SIM_DOWNLOAD_AFTER: "2" }, "ESIM_SIM_DOWNLOAD_AFTER"],
    [{ ESIM_SIM_ACTIVATE_AFTER: "5 minutes" }, "ESIM_SIM_ACTIVATE_AFTER"],
    [{ ESIM_SIM_MB_PER_HOUR: "-1" }, "ESIM_SIM_MB_PER_HOUR"],
    [{ ESIM_SIM_SMDP_ADDRESS: "https://smdp.example.org" }, "ESIM_SIM_SMDP_ADDRESS"],
    [{ ESIM_SIM_DOWNLOAD_AFTER: "10m", ESIM_SIM_ACTIVATE_AFTER: "5m" }, "ESIM_SIM_ACTIVATE_AFTER: must not be shorter"],
  ])("refuses %j, naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("payments", () => {
  it("are the sandbox by default, delivering each webhook once", () => {
    expect(loadConfig({}).payments).toEqual({ provider: "sandbox", sandboxWebhookMode: "once" });
    expect(loadConfig({ SANDBOX_WEBHOOK_MODE: "shuffled" }).payments).toEqual({ provider: "sandbox", sandboxWebhookMode: "shuffled" });
    expect(() => loadConfig({ SANDBOX_WEBHOOK_MODE: "sometimes" })).toThrow(/SANDBOX_WEBHOOK_MODE/);
  });

  it("warn in production that the sandbox takes no money", () => {
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" }).warnings).toContainEqual(expect.stringMatching(/^PAYMENT_PROVIDER is sandbox: /));
  });

  it("take Stripe with its three keys, and tell test from live", () => {
    expect(loadConfig({ PAYMENT_PROVIDER: "stripe", ...STRIPE }).payments).toEqual({
      provider: "stripe",
      stripe: { secretKey: STRIPE.STRIPE_SECRET_KEY, publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY, webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET, mode: "test" },
    });
  });

  it.each(["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"])("refuse Stripe without %s, naming it", (name) => {
    const env: Record<string, string> = { PAYMENT_PROVIDER: "stripe", ...STRIPE, [name]: "" };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${name}: required when PAYMENT_PROVIDER=stripe`);
  });

  it("take Adyen with its four keys; its environment follows the client key unless a live region is named", () => {
    expect(loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN }).payments).toEqual({
      provider: "adyen",
      adyen: { apiKey: ADYEN.ADYEN_API_KEY, clientKey: ADYEN.ADYEN_CLIENT_KEY, merchantAccount: "RoamwellECOM", hmacKey: ADYEN.ADYEN_HMAC_KEY, environment: "test" },
    });
    const live = { ...ADYEN, ADYEN_CLIENT_KEY: "live_ABCDEFGHIJ0123456789", ADYEN_LIVE_URL_PREFIX: "1797a841fbb37ca7-RoamwellECOM" };
    expect(loadConfig({ PAYMENT_PROVIDER: "adyen", ...live, ADYEN_ENVIRONMENT: "live-apse" }).payments).toMatchObject({ adyen: { environment: "live-apse", livePrefix: live.ADYEN_LIVE_URL_PREFIX } });
    expect(loadConfig({ PAYMENT_PROVIDER: "adyen", ...live }).payments).toMatchObject({ adyen: { environment: "live" } });
  });

  it.each(["ADYEN_API_KEY", "ADYEN_CLIENT_KEY", "ADYEN_MERCHANT_ACCOUNT", "ADYEN_HMAC_KEY"])("refuse Adyen without %s, naming it", (name) => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN, [name]: "" })).toThrow(`${name}: required when PAYMENT_PROVIDER=adyen`);
  });

  it("refuse an Adyen client key of the other environment, live without its URL prefix, and a key that is not hex", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN, ADYEN_ENVIRONMENT: "live" })).toThrow("does not go with a test_ client key");
    expect(() => loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN, ADYEN_CLIENT_KEY: "live_ABCDEFGHIJ0123456789" })).toThrow("ADYEN_LIVE_URL_PREFIX: required for live");
    expect(() => loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN, ADYEN_HMAC_KEY: "not-hex" })).toThrow(/ADYEN_HMAC_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "adyen", ...ADYEN, ADYEN_API_URL: "http://adyen.example.com/v72" })).toThrow(/ADYEN_API_URL/);
  });

  it("warn in production that Adyen's test environment takes no money", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com", PAYMENT_PROVIDER: "adyen", ...ADYEN };
    expect(loadConfig(env).warnings).toContainEqual(expect.stringMatching(/^Adyen is in its test environment/));
  });

  it("take Nuvei with its merchant id, site id and secret key, in its test environment unless told live", () => {
    expect(loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI }).payments).toEqual({
      provider: "nuvei",
      nuvei: { merchantId: "4490103871", merchantSiteId: "229761", secretKey: NUVEI.NUVEI_SECRET_KEY, environment: "test" },
    });
    expect(loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_ENVIRONMENT: "live" }).payments).toMatchObject({ nuvei: { environment: "live" } });
    expect(loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_API_URL: "http://127.0.0.1:4010/ppp/api/v1/" }).payments).toMatchObject({ nuvei: { apiUrl: "http://127.0.0.1:4010/ppp/api/v1" } });
    // Its settings alone choose nothing.
    expect(loadConfig(NUVEI).payments.provider).toBe("sandbox");
  });

  it("refuse Nuvei without its settings, naming every one missing at once", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei" })).toThrow(ConfigError);
    let message = "";
    try {
      loadConfig({ PAYMENT_PROVIDER: "nuvei", NUVEI_MERCHANT_SITE_ID: "229761" });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain("NUVEI_MERCHANT_ID: required when PAYMENT_PROVIDER=nuvei");
    expect(message).toContain("NUVEI_SECRET_KEY: required when PAYMENT_PROVIDER=nuvei");
    expect(message).not.toContain("NUVEI_MERCHANT_SITE_ID");
  });

  it.each(["NUVEI_MERCHANT_ID", "NUVEI_MERCHANT_SITE_ID", "NUVEI_SECRET_KEY"])("refuse Nuvei without %s, naming it", (name) => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, [name]: "" })).toThrow(`${name}: required when PAYMENT_PROVIDER=nuvei`);
  });

  it("refuse Nuvei ids that are not digits, another environment, and an API over plain http elsewhere than this machine", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_MERCHANT_ID: "merchant" })).toThrow(/NUVEI_MERCHANT_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_MERCHANT_SITE_ID: "12 34" })).toThrow(/NUVEI_MERCHANT_SITE_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_ENVIRONMENT: "prod" })).toThrow(/NUVEI_ENVIRONMENT/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "nuvei", ...NUVEI, NUVEI_API_URL: "http://nuvei.example.com/ppp/api/v1" })).toThrow(/NUVEI_API_URL/);
  });

  it("warn in production that Nuvei's test environment takes no money, and not once live", () => {
    const env = { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com", PAYMENT_PROVIDER: "nuvei", ...NUVEI };
    expect(loadConfig(env).warnings).toContainEqual(expect.stringMatching(/^Nuvei is in its test environment/));
    expect(loadConfig({ ...env, NUVEI_ENVIRONMENT: "live" }).warnings).not.toContainEqual(expect.stringMatching(/Nuvei/));
  });

  it("refuse keys of the wrong kind or of mixed modes", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", ...STRIPE, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", ...STRIPE, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", ...STRIPE, STRIPE_PUBLISHABLE_KEY: "pk_live_abc" })).toThrow("same mode");
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe("job retention", () => {
  it("keeps finished jobs and sent mail 30 days by default, as many as asked, or for ever with 0", () => {
    expect(loadConfig({}).jobRetentionDays).toBe(30);
    expect(loadConfig({ JOB_RETENTION_DAYS: "90" }).jobRetentionDays).toBe(90);
    expect(loadConfig({ JOB_RETENTION_DAYS: "0" }).jobRetentionDays).toBe(0);
  });

  it("refuses a negative or fractional number of days, naming the variable", () => {
    for (const value of ["-1", "1.5", "a month"]) expect(() => loadConfig({ JOB_RETENTION_DAYS: value })).toThrow(/JOB_RETENTION_DAYS/);
  });
});

describe("the seller on receipts", () => {
  it("is the brand name with no address line unless configured, never a made-up address", () => {
    expect(loadConfig({}).brand).toMatchObject({ legalName: "Roamwell", address: null });
    expect(loadConfig({ BRAND_NAME: "Wanderlink", STORE_LEGAL_NAME: "  ", STORE_ADDRESS: "" }).brand).toMatchObject({ legalName: "Wanderlink", address: null });
  });

  it("takes the legal name and the address as written, line breaks kept", () => {
    const brand = loadConfig({ STORE_LEGAL_NAME: "Roamwell Travel Ltd", STORE_ADDRESS: "1 Harbour Street\nBristol BS1 4XX\nUnited Kingdom" }).brand;
    expect(brand).toMatchObject({ legalName: "Roamwell Travel Ltd", address: "1 Harbour Street\nBristol BS1 4XX\nUnited Kingdom" });
  });

  it("refuses a legal name or an address too long to print, naming the variable", () => {
    expect(() => loadConfig({ STORE_LEGAL_NAME: "x".repeat(121) })).toThrow(/STORE_LEGAL_NAME/);
    expect(() => loadConfig({ STORE_ADDRESS: "x".repeat(301) })).toThrow(/STORE_ADDRESS/);
  });
});

describe("app store links", () => {
  it("are none by default, each one only when set", () => {
    expect(loadConfig({}).brand.iosAppUrl).toBeUndefined();
    expect(loadConfig({}).brand.androidAppUrl).toBeUndefined();
    expect(loadConfig({ IOS_APP_URL: "https://apps.apple.com/app/id123456789" }).brand).toMatchObject({ iosAppUrl: "https://apps.apple.com/app/id123456789", androidAppUrl: undefined });
    expect(() => loadConfig({ ANDROID_APP_URL: "play store" })).toThrow(/ANDROID_APP_URL/);
  });
});

describe("analytics and support chat (PRODUCT.md#analytics-and-chat)", () => {
  const UMAMI = { ANALYTICS_KIND: "umami", ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js", ANALYTICS_SITE_ID: "5e3c6c2a-8f41-4a5b-9d3e-2b7f0c1d9a11" };
  const PLAUSIBLE = { ANALYTICS_KIND: "plausible", ANALYTICS_SCRIPT_URL: "https://plausible.io/js/script.pageview-props.js", ANALYTICS_SITE_ID: "shop.example.com" };
  const CHATWOOT = { CHATWOOT_BASE_URL: "https://chat.example.com/", CHATWOOT_WEBSITE_TOKEN: "b6BejyTTuxF4yPt61ZTZHjdB" };

  it("are off by default", () => {
    const config = loadConfig({});
    expect(config.analytics).toBeUndefined();
    expect(config.chat).toBeUndefined();
  });

  it("take Plausible or Umami with its script and site, and Chatwoot with its address (no trailing slash) and token", () => {
    expect(loadConfig(UMAMI).analytics).toEqual({ kind: "umami", scriptUrl: "https://stats.example.com/script.js", siteId: UMAMI.ANALYTICS_SITE_ID });
    expect(loadConfig({ ...PLAUSIBLE, ANALYTICS_API_URL: "https://events.example.net/api/event" }).analytics).toEqual({
      kind: "plausible",
      scriptUrl: "https://plausible.io/js/script.pageview-props.js",
      siteId: "shop.example.com",
      apiUrl: "https://events.example.net/api/event",
    });
    expect(loadConfig({ ...PLAUSIBLE, ANALYTICS_SITE_ID: "shop.example.com,example.com" }).analytics?.siteId).toBe("shop.example.com,example.com");
    expect(loadConfig(CHATWOOT).chat).toEqual({ baseUrl: "https://chat.example.com", websiteToken: "b6BejyTTuxF4yPt61ZTZHjdB" });
  });

  it("take plain http only on this machine, for tests", () => {
    expect(loadConfig({ ...UMAMI, ANALYTICS_SCRIPT_URL: "http://127.0.0.1:9123/script.js" }).analytics?.scriptUrl).toBe("http://127.0.0.1:9123/script.js");
    expect(loadConfig({ ...CHATWOOT, CHATWOOT_BASE_URL: "http://localhost:9124" }).chat?.baseUrl).toBe("http://localhost:9124");
    expect(() => loadConfig({ ...UMAMI, ANALYTICS_SCRIPT_URL: "http://stats.example.com/script.js" })).toThrow(
      "ANALYTICS_SCRIPT_URL: must be an https:// address (http:// only for localhost, for tests)",
    );
    expect(() => loadConfig({ ...CHATWOOT, CHATWOOT_BASE_URL: "http://10.0.0.5" })).toThrow(/CHATWOOT_BASE_URL: must be an https:\/\/ address/);
  });

  it.each([
    [{ ...UMAMI, ANALYTICS_SCRIPT_URL: "ftp://stats.example.com/script.js" }, "ANALYTICS_SCRIPT_URL"],
    [{ ...UMAMI, ANALYTICS_SCRIPT_URL: "https://user:pw@stats.example.com/script.js" }, "ANALYTICS_SCRIPT_URL: must not carry a user or password"],
    [{ ...UMAMI, ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js?v=2" }, "ANALYTICS_SCRIPT_URL: must not carry a query or fragment"],
    [{ ...UMAMI, ANALYTICS_SCRIPT_URL: "https://stats.example.com/a;b.js" }, "ANALYTICS_SCRIPT_URL: must not contain"],
    [{ ...UMAMI, ANALYTICS_API_URL: "http://events.example.net" }, "ANALYTICS_API_URL: must be an https:// address"],
    [{ ...UMAMI, ANALYTICS_KIND: "matomo" }, "ANALYTICS_KIND"],
    [{ ...UMAMI, ANALYTICS_SITE_ID: "shop.example.com" }, "ANALYTICS_SITE_ID: Umami's website id is a UUID"],
    [{ ...PLAUSIBLE, ANALYTICS_SITE_ID: "https://shop.example.com" }, "ANALYTICS_SITE_ID: Plausible's site is its domain"],
    [{ ANALYTICS_SCRIPT_URL: UMAMI.ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID: UMAMI.ANALYTICS_SITE_ID }, "ANALYTICS_KIND: required"],
    [{ ANALYTICS_KIND: "umami", ANALYTICS_SITE_ID: UMAMI.ANALYTICS_SITE_ID }, "ANALYTICS_SCRIPT_URL: required"],
    [{ ANALYTICS_KIND: "plausible", ANALYTICS_SCRIPT_URL: PLAUSIBLE.ANALYTICS_SCRIPT_URL }, "ANALYTICS_SITE_ID: required"],
    [{ CHATWOOT_WEBSITE_TOKEN: CHATWOOT.CHATWOOT_WEBSITE_TOKEN }, "CHATWOOT_BASE_URL: required"],
    [{ CHATWOOT_BASE_URL: CHATWOOT.CHATWOOT_BASE_URL }, "CHATWOOT_WEBSITE_TOKEN: required"],
    [{ ...CHATWOOT, CHATWOOT_WEBSITE_TOKEN: "<script>" }, "CHATWOOT_WEBSITE_TOKEN"],
  ])("refuse %j, naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("wholesale suppliers: the catalogue sync's credentials, the low-balance alert", () => {
  it("are none by default, with the suppliers' own addresses and the default price rules", () => {
    expect(loadConfig({}).suppliers).toEqual({ esimaccess: null, airalo: null, pricingRulesPath: null, lowBalanceE4: 1_000_000 });
  });

  it("take each supplier's pair of credentials, a stand-in's address on this machine, and a rules file", () => {
    const config = loadConfig({
      ESIMACCESS_ACCESS_CODE: "code",
      ESIMACCESS_SECRET_KEY: "secret",
      AIRALO_CLIENT_ID: "id",
      AIRALO_CLIENT_SECRET: "secret",
      AIRALO_BASE_URL: "http://127.0.0.1:4010/v2/",
      PRICING_RULES: "/etc/roamwell/pricing.json",
    }).suppliers;
    expect(config).toEqual({
      esimaccess: { accessCode: "code", secretKey: "secret", baseUrl: "https://api.esimaccess.com", webhookToken: null },
      airalo: { clientId: "id", clientSecret: "secret", baseUrl: "http://127.0.0.1:4010/v2" },
      pricingRulesPath: "/etc/roamwell/pricing.json",
      lowBalanceE4: 1_000_000,
    });
  });

  it("take the supplier that fulfils orders, whose credentials it then needs, and warn when eSIM Access has no webhook address", () => {
    const esimaccess = { ESIMACCESS_ACCESS_CODE: "code", ESIMACCESS_SECRET_KEY: "secret" };
    expect(() => loadConfig({ ESIM_PROVIDER: "esimaccess" })).toThrow("ESIMACCESS_ACCESS_CODE: required when ESIM_PROVIDER=esimaccess");
    expect(() => loadConfig({ ESIM_PROVIDER: "airalo", ...esimaccess })).toThrow("AIRALO_CLIENT_ID: required when ESIM_PROVIDER=airalo");
    const polled = loadConfig({ ESIM_PROVIDER: "esimaccess", ...esimaccess });
    expect(polled.esim.provider).toBe("esimaccess");
    expect(polled.warnings).toContainEqual(expect.stringMatching(/^ESIMACCESS_WEBHOOK_TOKEN is not set: .* the store polls/));
    const token = "0123456789abcdef0123456789abcdef";
    const pushed = loadConfig({ ESIM_PROVIDER: "esimaccess", ...esimaccess, ESIMACCESS_WEBHOOK_TOKEN: token });
    expect(pushed.suppliers.esimaccess?.webhookToken).toBe(token);
    expect(pushed.warnings.filter((w) => w.startsWith("ESIMACCESS_WEBHOOK_TOKEN"))).toEqual([]);
    expect(() => loadConfig({ ...esimaccess, ESIMACCESS_WEBHOOK_TOKEN: "short" })).toThrow("ESIMACCESS_WEBHOOK_TOKEN");
  });

  it("alert the operator below SUPPLIER_LOW_BALANCE_USD, dollars to the 1/10,000 exactly, or never with 0", () => {
    const threshold = (usd: string) => loadConfig({ SUPPLIER_LOW_BALANCE_USD: usd }).suppliers.lowBalanceE4;
    expect(threshold("250")).toBe(2_500_000);
    expect(threshold("49.5")).toBe(495_000);
    // 0.29 and 1.1 are not exact in binary floating point; the conversion never goes through it.
    expect(threshold("0.29")).toBe(2_900);
    expect(threshold("1.1")).toBe(11_000);
    expect(threshold("0.0001")).toBe(1);
    expect(threshold("0")).toBe(0);
  });

  it("mail the operator at OPERATOR_EMAIL, else at the support address", () => {
    expect(loadConfig({}).mail.operator).toBe("support@roamwell.example");
    expect(loadConfig({ SUPPORT_EMAIL: "help@shop.example.com" }).mail.operator).toBe("help@shop.example.com");
    expect(loadConfig({ SUPPORT_EMAIL: "help@shop.example.com", OPERATOR_EMAIL: "ops@shop.example.com" }).mail.operator).toBe("ops@shop.example.com");
  });

  it.each([
    [{ ESIMACCESS_ACCESS_CODE: "code" }, "ESIMACCESS_SECRET_KEY: required with ESIMACCESS_ACCESS_CODE"],
    [{ AIRALO_CLIENT_SECRET: "secret" }, "AIRALO_CLIENT_ID: required with AIRALO_CLIENT_SECRET"],
    [{ AIRALO_BASE_URL: "http://partners-api.airalo.com/v2" }, "AIRALO_BASE_URL: must be an https:// address"],
    [{ SUPPLIER_LOW_BALANCE_USD: "-5" }, "SUPPLIER_LOW_BALANCE_USD: US dollars with at most four decimals"],
    [{ SUPPLIER_LOW_BALANCE_USD: "0.00005" }, "SUPPLIER_LOW_BALANCE_USD"],
    [{ SUPPLIER_LOW_BALANCE_USD: "$100" }, "SUPPLIER_LOW_BALANCE_USD"],
    [{ SUPPLIER_LOW_BALANCE_USD: "1e3" }, "SUPPLIER_LOW_BALANCE_USD"],
    [{ OPERATOR_EMAIL: "operator" }, "OPERATOR_EMAIL"],
  ])("refuse %j, naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
