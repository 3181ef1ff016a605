/**
 * The second factor without a database: RFC 6238 codes (checked against the RFC's own test
 * vector, so the library is held to the standard, not to itself), the ±1 step window, the replay
 * guard, recovery codes, and the sealing of secrets at rest.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Secret } from "otpauth";
import {
  acceptedStep,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  recoveryCodeHash,
  RECOVERY_CODE_COUNT,
  totpCode,
  totpStep,
  totpUri,
} from "./second-factor.ts";
import { open, seal, secretKeyFromHex } from "./secret-box.ts";

const AT = new Date("2026-11-29T10:00:10Z");
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

describe("TOTP codes", () => {
  it("are RFC 6238's: the SHA-1 test vector of its appendix B, as six digits", () => {
    // Appendix B's secret is the ASCII "12345678901234567890"; its 8-digit code at T = 59 s is 94287082.
    const secret = Secret.fromUTF8("12345678901234567890").base32;
    expect(totpCode(secret, new Date(59_000))).toBe("287082");
    expect(totpCode(secret, new Date(1_111_111_109_000))).toBe("081804");
    expect(totpCode(secret, new Date(2_000_000_000_000))).toBe("279037");
  });

  it("a new secret is 160 random bits in base32, and its otpauth:// address names the store and the member", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "Roamwell Shop", "ada@roamwell.example"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Roamwell Shop:ada@roamwell.example");
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: "Roamwell Shop", algorithm: "SHA1", digits: "6", period: "30" });
  });

  it("accepts the current step's code and one step either side, and nothing further", () => {
    const secret = newTotpSecret();
    const step = totpStep(AT);
    expect(acceptedStep(secret, totpCode(secret, AT), AT, null)).toBe(step);
    expect(acceptedStep(secret, totpCode(secret, later(-30)), AT, null)).toBe(step - 1);
    expect(acceptedStep(secret, totpCode(secret, later(30)), AT, null)).toBe(step + 1);
    for (const seconds of [-60, 60, -90, 90]) {
      const code = totpCode(secret, later(seconds));
      // A code of a further step could equal one inside the window by chance (1 in a million).
      const inWindow = [-30, 0, 30].some((s) => totpCode(secret, later(s)) === code);
      if (!inWindow) expect(acceptedStep(secret, code, AT, null), `${seconds} s away`).toBeNull();
    }
  });

  it("refuses a replay: a code of the last accepted step, or of any earlier one", () => {
    const secret = newTotpSecret();
    const code = totpCode(secret, AT);
    const step = acceptedStep(secret, code, AT, null)!;
    expect(acceptedStep(secret, code, AT, step)).toBeNull();
    expect(acceptedStep(secret, code, later(20), step)).toBeNull();
    // The previous step's code is still inside the window, but it comes before the one used.
    expect(acceptedStep(secret, totpCode(secret, later(-30)), AT, step)).toBeNull();
    // The next step's code is new.
    expect(acceptedStep(secret, totpCode(secret, later(30)), later(30), step)).toBe(step + 1);
  });

  it("refuses another secret's code and anything that is not six digits; spaces are allowed", () => {
    const secret = newTotpSecret();
    const other = newTotpSecret();
    const code = totpCode(other, AT);
    if (code !== totpCode(secret, AT)) expect(acceptedStep(secret, code, AT, null)).toBeNull();
    const own = totpCode(secret, AT);
    expect(acceptedStep(secret, `${own.slice(0, 3)} ${own.slice(3)}`, AT, null)).toBe(totpStep(AT));
    for (const bad of ["", "12345", "1234567", "12345a", own.slice(0, 5)]) expect(acceptedStep(secret, bad, AT, null)).toBeNull();
    expect(looksLikeTotpCode("123 456")).toBe(true);
    expect(looksLikeTotpCode("ABCDE-FGHJK")).toBe(false);
  });
});

describe("recovery codes", () => {
  it("ten at a time, XXXXX-XXXXX in Crockford's base32, all different", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it("are read as typed: any case, without the dash, with spaces, O for 0 and I or L for 1", () => {
    expect(normalizeRecoveryCode("7K3QZ-W0P1D")).toBe("7K3QZW0P1D");
    expect(normalizeRecoveryCode(" 7k3qz w0p1d ")).toBe("7K3QZW0P1D");
    expect(normalizeRecoveryCode("7K3QZ-WOPID")).toBe("7K3QZW0P1D");
    expect(normalizeRecoveryCode("7K3QZ-WOPLD")).toBe("7K3QZW0P1D");
    for (const bad of ["", "7K3QZ", "7K3QZ-W0P1D-X", "7K3QZ-W0P1U", "123456"]) expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it("are kept as a keyed hash bound to the member: another key or another member gives another hash", () => {
    const hash = recoveryCodeHash("secret-a", "member-1", "7K3QZW0P1D");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash("secret-a", "member-1", "7K3QZW0P1D")).toBe(hash);
    expect(recoveryCodeHash("secret-b", "member-1", "7K3QZW0P1D")).not.toBe(hash);
    expect(recoveryCodeHash("secret-a", "member-2", "7K3QZW0P1D")).not.toBe(hash);
  });
});

describe("sealed secrets", () => {
  const key = secretKeyFromHex(randomBytes(32).toString("hex"));

  it("open with the same key and row, and differ each time they are sealed", () => {
    const secret = newTotpSecret();
    const sealed = seal(key, "staff:1", secret);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(seal(key, "staff:1", secret)).not.toBe(sealed);
    expect(open(key, "staff:1", sealed)).toBe(secret);
  });

  it("do not open under another key, for another row, or altered in any part", () => {
    const sealed = seal(key, "staff:1", newTotpSecret());
    expect(open(secretKeyFromHex(randomBytes(32).toString("hex")), "staff:1", sealed)).toBeNull();
    expect(open(key, "staff:2", sealed)).toBeNull();
    const parts = sealed.split(".");
    for (let i = 1; i < parts.length; i++) {
      const changed = [...parts];
      const bytes = Buffer.from(changed[i], "base64url");
      bytes[0] ^= 1;
      changed[i] = bytes.toString("base64url");
      expect(open(key, "staff:1", changed.join(".")), `part ${i}`).toBeNull();
    }
    // A shortened tag is refused, not checked on fewer bits.
    expect(open(key, "staff:1", [...parts.slice(0, 3), Buffer.from(parts[3], "base64url").subarray(0, 4).toString("base64url")].join("."))).toBeNull();
    expect(open(key, "staff:1", "v2" + sealed.slice(2))).toBeNull();
    expect(open(key, "staff:1", "garbage")).toBeNull();
  });

  it("need a 32-byte key", () => {
    expect(() => secretKeyFromHex("abcd")).toThrow();
  });
});
