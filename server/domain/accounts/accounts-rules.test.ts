import { describe, expect, it } from "vitest";
import { CODE_MAX_ATTEMPTS, codeHash, codeMatches, codeState, newCode, resendWaitMs } from "./code-rules.ts";
import { CHECK_TOKEN_TTL_MS, countryNeedsCaptcha, GUEST_LOGINS_WITHOUT_CAPTCHA, newCheckToken, sha256 } from "./guest-rules.ts";
import { DEVICE_KEY_LIFETIME_MS, issueDeviceKey, knownDevice } from "./known-devices.ts";
import { FREE_FAILURES, loginAllowed, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_DEVICE, MAX_FAILURES_PER_IP, requiredDelayMs } from "./login-throttle.ts";
import { COMMON_PASSWORDS_REFUSED, createWorkLimit, hashPassword, passwordMatches, passwordProblem } from "./password-rules.ts";

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

describe("the password work limit", () => {
  it("runs at most its limit at once and refuses the next at once, without queueing it", async () => {
    const limit = createWorkLimit(2);
    const gates: (() => void)[] = [];
    const work = () => new Promise<string>((resolve) => gates.push(() => resolve("done")));
    const running = [limit.run(work), limit.run(work)];
    expect(await limit.run(work)).toBeNull();
    expect(gates).toHaveLength(2);
    gates.forEach((open) => open());
    expect(await Promise.all(running)).toEqual(["done", "done"]);
    expect(limit.inFlight).toBe(0);
    expect(await limit.run(async () => "again")).toBe("again");
  });

  it("frees its place when the work fails", async () => {
    const limit = createWorkLimit(1);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(async () => 1)).toBe(1);
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
    expect(await passwordMatches(a!, "Lisbon by tram 28")).toBe(true);
    expect(await passwordMatches(a!, "lisbon by tram 28")).toBe(false);
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
