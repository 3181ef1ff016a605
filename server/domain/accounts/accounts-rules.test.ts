import { describe, expect, it } from "vitest";
import { sha256 } from "../../kernel/index.ts";
import {
  CHECK_TOKEN_TTL_MS,
  CODE_MAX_ATTEMPTS,
  codeHash,
  codeMatches,
  codeState,
  COMMON_PASSWORDS_REFUSED,
  countryNeedsCaptcha,
  describeDevice,
  DEVICE_KEY_LIFETIME_MS,
  FREE_FAILURES,
  GUEST_LOGINS_WITHOUT_CAPTCHA,
  issueDeviceKey,
  knownDevice,
  loginAllowed,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_IP,
  newCheckToken,
  newCode,
  passwordProblem,
  requiredDelayMs,
  resendWaitMs,
} from "./accounts-rules.ts";

describe("verification codes", () => {
  it("are six digits, leading zeros kept", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it("match only for the same address, purpose and code", () => {
    const stored = codeHash("k", "a@example.com", "REGISTER", "012345");
    expect(codeMatches("k", stored, "a@example.com", "REGISTER", "012345")).toBe(true);
    expect(codeMatches("k", stored, "a@example.com", "FINDPASSWORD", "012345")).toBe(false);
    expect(codeMatches("k", stored, "b@example.com", "REGISTER", "012345")).toBe(false);
    expect(codeMatches("other key", stored, "a@example.com", "REGISTER", "012345")).toBe(false);
  });

  it("are live until used, locked or expired", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const later = new Date(now.getTime() + 1);
    expect(codeState({ expiresAt: later, attempts: 0, usedAt: null }, now)).toBe("live");
    expect(codeState({ expiresAt: later, attempts: CODE_MAX_ATTEMPTS, usedAt: null }, now)).toBe("locked");
    expect(codeState({ expiresAt: now, attempts: 0, usedAt: null }, now)).toBe("expired");
    expect(codeState({ expiresAt: later, attempts: 0, usedAt: now }, now)).toBe("used");
  });

  it("wait 180 s between sends", () => {
    const sent = new Date("2026-12-01T10:00:00Z");
    expect(resendWaitMs(null, sent)).toBe(0);
    expect(resendWaitMs(sent, new Date(sent.getTime() + 1_000))).toBe(179_000);
    expect(resendWaitMs(sent, new Date(sent.getTime() + 180_000))).toBe(0);
  });
});

describe("log-in throttle", () => {
  it("lets the first failures through, then asks for growing pauses up to 30 s", () => {
    expect([0, 4, 5, 6, 7, 9, 10, 50].map(requiredDelayMs)).toEqual([0, 0, 1_000, 2_000, 4_000, 16_000, 30_000, 30_000]);
  });

  const now = new Date("2026-12-01T10:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const unknown = { ipFailures: 0, knownDevice: false };
  const known = { ipFailures: 0, knownDevice: true };

  it("refuses the 101st failure in an hour and a flood from one address", () => {
    expect(loginAllowed({ ...unknown, failures: 99, lastFailureAt: ago(60_000) }, now)).toBe(true);
    expect(loginAllowed({ ...unknown, failures: MAX_FAILURES_PER_ACCOUNT, lastFailureAt: ago(60_000) }, now)).toBe(false);
    expect(loginAllowed({ ...unknown, failures: 0, lastFailureAt: null, ipFailures: MAX_FAILURES_PER_IP }, now)).toBe(false);
  });

  it("waits the pause after the last failure, not a moment less", () => {
    expect(loginAllowed({ ...unknown, failures: FREE_FAILURES - 1, lastFailureAt: now }, now)).toBe(true);
    expect(loginAllowed({ ...unknown, failures: FREE_FAILURES, lastFailureAt: ago(999) }, now)).toBe(false);
    expect(loginAllowed({ ...unknown, failures: FREE_FAILURES, lastFailureAt: ago(1_000) }, now)).toBe(true);
    expect(loginAllowed({ ...unknown, failures: 60, lastFailureAt: ago(29_999) }, now)).toBe(false);
    expect(loginAllowed({ ...unknown, failures: 60, lastFailureAt: ago(30_000) }, now)).toBe(true);
  });

  it("judges a known device by its own failures, with a smaller cap and no client-address cap", () => {
    expect(loginAllowed({ ...known, failures: 0, lastFailureAt: null, ipFailures: MAX_FAILURES_PER_IP }, now)).toBe(true);
    expect(loginAllowed({ ...known, failures: FREE_FAILURES, lastFailureAt: ago(999) }, now)).toBe(false);
    expect(loginAllowed({ ...known, failures: MAX_FAILURES_PER_DEVICE - 1, lastFailureAt: ago(30_000) }, now)).toBe(true);
    expect(loginAllowed({ ...known, failures: MAX_FAILURES_PER_DEVICE, lastFailureAt: ago(30_000) }, now)).toBe(false);
    expect(MAX_FAILURES_PER_DEVICE).toBeLessThan(MAX_FAILURES_PER_ACCOUNT);
  });
});

describe("known-device keys", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  const key = issueDeviceKey("k", "a@example.com", now);

  it("name their device for the address they were issued for, and keep an id they are renewed with", () => {
    const id = knownDevice("k", key, "a@example.com", now);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice("k", issueDeviceKey("k", "a@example.com", now, id!), "a@example.com", now)).toBe(id);
    expect(key).not.toContain("example");
  });

  it("are worth nothing for another address, under another secret, tampered with, lapsed or malformed", () => {
    expect(knownDevice("k", key, "b@example.com", now)).toBeNull();
    expect(knownDevice("other", key, "a@example.com", now)).toBeNull();
    const [id, issued, mac] = key.split(".");
    expect(knownDevice("k", `${id}.${Number(issued) + 1}.${mac}`, "a@example.com", now)).toBeNull();
    expect(knownDevice("k", key, "a@example.com", new Date(now.getTime() + DEVICE_KEY_LIFETIME_MS + 1_000))).toBeNull();
    for (const bad of [undefined, "", "x", `${key}.x`, key.slice(0, -1)]) expect(knownDevice("k", bad, "a@example.com", now)).toBeNull();
  });
});

describe("passwords", () => {
  it("need 8 to 128 characters, counted as characters rather than bytes", () => {
    expect(passwordProblem("seven77")).toBe("WEAK_PASSWORD");
    expect(passwordProblem("東京の夜景がきれい")).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe("WEAK_PASSWORD");
    expect(passwordProblem("Lisbon by tram 28")).toBeNull();
  });

  it("refuses a shipped list of more than 10,000 common passwords", () => {
    expect(COMMON_PASSWORDS_REFUSED).toBeGreaterThan(10_000);
  });

  it("may not be among the most common passwords, whatever their case", () => {
    expect(passwordProblem("password1")).toBe("COMMON_PASSWORD");
    expect(passwordProblem("QWERTYUIOP")).toBe("COMMON_PASSWORD");
    expect(passwordProblem("iloveyou")).toBe("COMMON_PASSWORD");
  });
});

describe("guest log-in", () => {
  it("asks a captcha of another country, not of the store's own or an unknown one", () => {
    expect(countryNeedsCaptcha("DE", "US")).toBe(true);
    expect(countryNeedsCaptcha("T1", "US")).toBe(true);
    expect(countryNeedsCaptcha("US", "US")).toBe(false);
    expect(countryNeedsCaptcha(null, "US")).toBe(false);
  });

  it("allows five guest log-ins an hour per address before the captcha", () => {
    expect(GUEST_LOGINS_WITHOUT_CAPTCHA).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(CHECK_TOKEN_TTL_MS).toBe(300_000);
  });

  it("makes check tokens of 256 random bits, URL-safe, and stores only their hash", () => {
    const tokens = new Set(Array.from({ length: 100 }, newCheckToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("describeDevice", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", "Safari, iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0", "Edge, Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36", "Chrome, macOS"],
    ["Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0", "Firefox, Android"],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36", "Chrome, Linux"],
  ])("names the browser and system of %s", (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it("falls back to the start of an unknown agent, or a question mark", () => {
    expect(describeDevice("curl/8.5.0")).toBe("curl/8.5.0");
    expect(describeDevice(undefined)).toBe("?");
  });
});
