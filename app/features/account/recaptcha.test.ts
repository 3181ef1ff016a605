/**
 * Loading Google's script and asking it for a token, against a stand-in page: one script per page,
 * Enterprise's API under `grecaptcha.enterprise`, and the widget's setup errors when the script
 * fails to load or `execute` fails (PRODUCT.md#captcha).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RECAPTCHA_ACTION, RECAPTCHA_ONLOAD, recaptchaSetup } from "../../../shared/captcha.ts";
import type { Grecaptcha } from "./recaptcha.ts";

interface FakeScript {
  src: string;
  async: boolean;
  onerror: (() => void) | null;
  remove(): void;
}

let scripts: FakeScript[];
const page = globalThis as unknown as Record<string, unknown> & { grecaptcha?: unknown };

/** Google's script calling back once loaded. */
function googleLoads(api: object) {
  page.grecaptcha = api;
  (page[RECAPTCHA_ONLOAD] as () => void)();
}

function fakeApi(execute: Grecaptcha["execute"]): Grecaptcha {
  return { ready: (callback) => callback(), render: () => 0, execute, reset: () => {} };
}

beforeEach(() => {
  scripts = [];
  vi.resetModules();
  vi.stubGlobal("window", globalThis);
  vi.stubGlobal("document", {
    createElement: () => ({ src: "", async: false, onerror: null, remove() {} }) satisfies FakeScript,
    head: { appendChild: (script: FakeScript) => scripts.push(script) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete page.grecaptcha;
  delete page[RECAPTCHA_ONLOAD];
});

const load = () => import("./recaptcha.ts");

describe("reCAPTCHA in the browser", () => {
  it("loads Google's script once, and asks v3 for a token of the guest log-in's action", async () => {
    const { loadRecaptcha, recaptchaToken } = await load();
    const setup = recaptchaSetup({ siteKey: "site-key", version: "v3" });
    const first = loadRecaptcha(setup);
    const token = recaptchaToken(setup);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: setup.scriptUrl, async: true });
    const execute = vi.fn(async (_key: string, options: { action: string }) => `token for ${options.action}`);
    googleLoads(fakeApi(execute));
    await first;
    expect(await token).toBe(`token for ${RECAPTCHA_ACTION}`);
    expect(execute).toHaveBeenCalledWith("site-key", { action: RECAPTCHA_ACTION });
  });

  it("takes Enterprise's API from grecaptcha.enterprise", async () => {
    const { recaptchaToken } = await load();
    const setup = recaptchaSetup({ siteKey: "site-key", version: "enterprise" });
    const token = recaptchaToken(setup);
    expect(scripts[0].src).toContain("/recaptcha/enterprise.js?");
    googleLoads({ ...fakeApi(async () => "v3 token"), enterprise: fakeApi(async () => "enterprise token") });
    expect(await token).toBe("enterprise token");
  });

  it("fails with 'ReCaptcha error: Failed to load script', and tries again next time", async () => {
    const { loadRecaptcha } = await load();
    const setup = recaptchaSetup({ siteKey: "site-key", version: "v2" });
    const failed = loadRecaptcha(setup);
    scripts[0].onerror!();
    await expect(failed).rejects.toThrow(new Error("ReCaptcha error: Failed to load script"));
    const again = loadRecaptcha(setup);
    expect(scripts).toHaveLength(2);
    googleLoads(fakeApi(async () => "token"));
    await expect(again).resolves.toBeDefined();
  });

  it("fails with 'ReCaptcha error: Failed to load script' when the script loads without the API", async () => {
    const { loadRecaptcha } = await load();
    const loaded = loadRecaptcha(recaptchaSetup({ siteKey: "site-key", version: "enterprise" }));
    googleLoads(fakeApi(async () => "not Enterprise"));
    await expect(loaded).rejects.toThrow("ReCaptcha error: Failed to load script");
  });

  it("fails with 'ReCaptcha error: Failed to execute' when execute fails, throws or answers nothing", async () => {
    const { recaptchaToken } = await load();
    const setup = recaptchaSetup({ siteKey: "site-key", version: "v3" });
    // The script loads once; what its execute does changes between the tries.
    let execute: Grecaptcha["execute"] = () => Promise.reject(new Error("Invalid site key"));
    const rejected = recaptchaToken(setup);
    googleLoads(fakeApi((key, options) => execute(key, options)));
    await expect(rejected).rejects.toThrow(new Error("ReCaptcha error: Failed to execute"));
    execute = () => {
      throw new Error("grecaptcha not ready");
    };
    await expect(recaptchaToken(setup)).rejects.toThrow("ReCaptcha error: Failed to execute");
    execute = async () => "";
    await expect(recaptchaToken(setup)).rejects.toThrow("ReCaptcha error: Failed to execute");
    execute = async () => "a token";
    await expect(recaptchaToken(setup)).resolves.toBe("a token");
    expect(scripts).toHaveLength(1);
  });
});
