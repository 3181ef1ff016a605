/**
 * Captchas: ALTCHA challenges solved here with altcha-lib's own solver; reCAPTCHA against a
 * stand-in for Google's endpoints (no network).
 */
import type { Challenge } from "altcha-lib";
import { describe, expect, it } from "vitest";
import { REPLAY_WINDOW_MS } from "../../../shared/api/protocol.ts";
import { createMemoryReplayGuard } from "../replay/replay-guard.ts";
import { ALTCHA_LIFETIME_MS, createAltchaCaptcha } from "./altcha-captcha.ts";
import { createRecaptchaCaptcha, SITEVERIFY_URL, type RecaptchaVersion } from "./recaptcha-captcha.ts";
import { RECAPTCHA_ACTION } from "../../../shared/captcha.ts";
import { solveAltcha } from "../../../tests/support/altcha.ts";

describe("ALTCHA", () => {
  let clock = new Date();
  const make = (secret = "a secret of the server") =>
    createAltchaCaptcha({ secret, used: createMemoryReplayGuard(REPLAY_WINDOW_MS), counterRange: [1_000, 2_000], now: () => clock });

  it("accepts a solved challenge once", async () => {
    const captcha = make();
    const payload = await solveAltcha(await captcha.challenge!());
    expect(await captcha.verify(payload, "10.0.0.1")).toBe(true);
    expect(await captcha.verify(payload, "10.0.0.1")).toBe(false);
  });

  it("refuses garbage, a wrong answer and a challenge signed with another key", async () => {
    const captcha = make();
    expect(await captcha.verify("", "10.0.0.1")).toBe(false);
    expect(await captcha.verify("not base64 json", "10.0.0.1")).toBe(false);
    const challenge = (await captcha.challenge!()) as Challenge;
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00".repeat(32) } })).toString("base64");
    expect(await captcha.verify(wrong, "10.0.0.1")).toBe(false);
    const foreign = await solveAltcha(await make("another server's secret").challenge!());
    expect(await captcha.verify(foreign, "10.0.0.1")).toBe(false);
  });

  it("refuses a challenge solved after its five minutes", async () => {
    const captcha = make();
    const payload = await solveAltcha(await captcha.challenge!());
    clock = new Date(clock.getTime() + ALTCHA_LIFETIME_MS);
    expect(await captcha.verify(payload, "10.0.0.1")).toBe(false);
  });

  it("lives no longer than the replay guard remembers its use", () => {
    expect(ALTCHA_LIFETIME_MS).toBeLessThanOrEqual(REPLAY_WINDOW_MS);
  });
});

describe("reCAPTCHA", () => {
  /** Answers like Google would, and records what was asked. */
  function google(answer: object, status = 200) {
    const calls: { url: string; body: string }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify(answer), { status });
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }
  const make = (version: RecaptchaVersion, fetch: typeof globalThis.fetch, verifyUrl?: string) =>
    createRecaptchaCaptcha({ siteKey: "site-key", secret: "secret-key", version, projectId: "roamwell-test", fetch, verifyUrl });

  it("v2 passes what siteverify calls a success, and sends the secret, the answer and the address", async () => {
    const g = google({ success: true });
    expect(await make("v2", g.fetch).verify("token", "203.0.113.9")).toBe(true);
    expect(g.calls[0].url).toBe(SITEVERIFY_URL);
    expect(new URLSearchParams(g.calls[0].body).get("remoteip")).toBe("203.0.113.9");
    expect(new URLSearchParams(g.calls[0].body).get("secret")).toBe("secret-key");
    expect(await make("v2", google({ success: false }).fetch).verify("token", "203.0.113.9")).toBe(false);
  });

  it("v3 needs a score of at least 0.5 and a token made for the guest log-in", async () => {
    expect(await make("v3", google({ success: true, score: 0.7, action: RECAPTCHA_ACTION }).fetch).verify("t", "ip")).toBe(true);
    expect(await make("v3", google({ success: true, score: 0.3, action: RECAPTCHA_ACTION }).fetch).verify("t", "ip")).toBe(false);
    expect(await make("v3", google({ success: true, score: 0.9, action: "newsletter" }).fetch).verify("t", "ip")).toBe(false);
    expect(await make("v3", google({ success: true, score: 0.9 }).fetch).verify("t", "ip")).toBe(false);
  });

  it("Enterprise asks for an assessment expecting the guest log-in's action, and needs a valid token, that action and the score", async () => {
    const good = { tokenProperties: { valid: true, action: RECAPTCHA_ACTION }, riskAnalysis: { score: 0.9 } };
    const g = google(good);
    expect(await make("enterprise", g.fetch).verify("t", "ip")).toBe(true);
    expect(g.calls[0].url).toBe("https://recaptchaenterprise.googleapis.com/v1/projects/roamwell-test/assessments?key=secret-key");
    expect(JSON.parse(g.calls[0].body)).toEqual({ event: { token: "t", siteKey: "site-key", userIpAddress: "ip", expectedAction: RECAPTCHA_ACTION } });
    expect(await make("enterprise", google({ ...good, tokenProperties: { valid: false, action: RECAPTCHA_ACTION } }).fetch).verify("t", "ip")).toBe(false);
    expect(await make("enterprise", google({ ...good, tokenProperties: { valid: true, action: "other" } }).fetch).verify("t", "ip")).toBe(false);
    expect(await make("enterprise", google({ ...good, riskAnalysis: { score: 0.1 } }).fetch).verify("t", "ip")).toBe(false);
  });

  it("asks the verify address of RECAPTCHA_VERIFY_URL instead of Google when one is set", async () => {
    const g = google({ success: true });
    await make("v2", g.fetch, "http://127.0.0.1:9/siteverify").verify("t", "ip");
    expect(g.calls[0].url).toBe("http://127.0.0.1:9/siteverify");
    const e = google({ tokenProperties: { valid: true, action: RECAPTCHA_ACTION }, riskAnalysis: { score: 0.9 } });
    await make("enterprise", e.fetch, "http://127.0.0.1:9/assessments?region=eu").verify("t", "ip");
    expect(e.calls[0].url).toBe("http://127.0.0.1:9/assessments?region=eu&key=secret-key");
  });

  it("never asks Google about an empty answer, and throws when Google fails", async () => {
    const g = google({ success: true });
    expect(await make("v2", g.fetch).verify("", "ip")).toBe(false);
    expect(g.calls).toHaveLength(0);
    await expect(make("v2", google({}, 503).fetch).verify("t", "ip")).rejects.toThrow(/503/);
  });
});
