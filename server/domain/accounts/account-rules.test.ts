import { describe, expect, it } from "vitest";
import { CODE_MAX_ATTEMPTS, codeHash, codeMatches, codeState, newCode, resendWaitMs } from "./code-rules.ts";
import { CHECK_TOKEN_TTL_MS, countryNeedsCaptcha, GUEST_LOGINS_WITHOUT_CAPTCHA, newCheckToken, sha256 } from "./guest-rules.ts";
import { loginAllowed, requiredDelayMs } from "./login-throttle.ts";
import { COMMON_PASSWORDS_REFUSED, hashPassword, passwordMatches, passwordProblem } from "./password-rules.ts";

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

  it("refuses the 101st failure in an hour and a flood from one address", () => {
    const now = new Date("2026-12-01T10:00:00Z");
    const long = new Date(now.getTime() - 60_000);
    expect(loginAllowed({ accountFailures: 99, ipFailures: 0, lastAccountFailureAt: long }, now)).toBe(true);
    expect(loginAllowed({ accountFailures: 100, ipFailures: 0, lastAccountFailureAt: long }, now)).toBe(false);
    expect(loginAllowed({ accountFailures: 0, ipFailures: 300, lastAccountFailureAt: null }, now)).toBe(false);
  });
});

describe("passwords", () => {
  it("need 8 to 128 characters, counted as characters rather than bytes", () => {
    expect(passwordProblem("seven77")).toBe("WEAK_PASSWORD");
    expect(passwordProblem("東京の夜景がきれい")).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe("WEAK_PASSWORD");
    expect(passwordProblem("Lisbon by tram 28")).toBeNull();
  });

  it("are hashed with argon2id at m = 19 MiB, t = 2, p = 1 (OWASP ASVS 5), salted", async () => {
    const a = await hashPassword("Lisbon by tram 28");
    const b = await hashPassword("Lisbon by tram 28");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await passwordMatches(a, "Lisbon by tram 28")).toBe(true);
    expect(await passwordMatches(a, "lisbon by tram 28")).toBe(false);
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
