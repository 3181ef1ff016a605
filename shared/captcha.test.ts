/** reCAPTCHA's setup rules (PRODUCT.md#captcha): a site key and a version, or the widget's own setup errors. */
import { describe, expect, it } from "vitest";
import { RECAPTCHA_ERROR, RECAPTCHA_ONLOAD, recaptchaSetup } from "./captcha.ts";

describe("reCAPTCHA setup", () => {
  it("fails without a site key: 'ReCaptcha error: No key provided'", () => {
    expect(() => recaptchaSetup({ version: "v2" })).toThrow(new Error("ReCaptcha error: No key provided"));
    expect(() => recaptchaSetup({ siteKey: "  ", version: "v2" })).toThrow("ReCaptcha error: No key provided");
    expect(() => recaptchaSetup({ siteKey: null, version: null })).toThrow("ReCaptcha error: No key provided");
  });

  it("fails without a version, or with one Google does not have: 'No version provided'", () => {
    expect(() => recaptchaSetup({ siteKey: "site-key" })).toThrow(new Error("ReCaptcha error: No version provided"));
    expect(() => recaptchaSetup({ siteKey: "site-key", version: "" })).toThrow("No version provided");
    expect(() => recaptchaSetup({ siteKey: "site-key", version: "v4" })).toThrow("No version provided");
  });

  it("has the widget's four setup errors, word for word", () => {
    expect(Object.values(RECAPTCHA_ERROR)).toEqual([
      "ReCaptcha error: No key provided",
      "ReCaptcha error: No version provided",
      "ReCaptcha error: Failed to load script",
      "ReCaptcha error: Failed to execute",
    ]);
  });

  it("renders v2 explicitly, in the page's language, with a checkbox to tick", () => {
    const setup = recaptchaSetup({ siteKey: "site-key", version: "v2" }, "zh-HK");
    expect(setup).toMatchObject({ siteKey: "site-key", version: "v2", invisible: false });
    const url = new URL(setup.scriptUrl);
    expect(url.origin + url.pathname).toBe("https://www.google.com/recaptcha/api.js");
    expect(Object.fromEntries(url.searchParams)).toEqual({ render: "explicit", onload: RECAPTCHA_ONLOAD, hl: "zh-HK" });
  });

  it("loads v3 and Enterprise with their site key; they are asked for a token, nothing to tick", () => {
    const v3 = recaptchaSetup({ siteKey: "site-key", version: "v3" });
    expect(v3.invisible).toBe(true);
    expect(v3.scriptUrl).toBe(`https://www.google.com/recaptcha/api.js?render=site-key&onload=${RECAPTCHA_ONLOAD}&hl=en`);
    const enterprise = recaptchaSetup({ siteKey: "site-key", version: "enterprise" }, "de");
    expect(enterprise.invisible).toBe(true);
    expect(enterprise.scriptUrl).toBe(`https://www.google.com/recaptcha/enterprise.js?render=site-key&onload=${RECAPTCHA_ONLOAD}&hl=de`);
  });
});
