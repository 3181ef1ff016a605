import { describe, expect, it } from "vitest";
import { accountMenuEmail, digitsFrom, formatCountdown, isEmail, maskEmail, passwordLengthOk, resendSecondsLeft } from "./account-display.ts";

describe("e-mail masking (PRODUCT.md#email-masking)", () => {
  it("keeps the last four characters of the local part and the domain's ending", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("****.doe@*******.com");
    expect(maskEmail("abcdefgh@mail.co.uk")).toBe("****efgh@*******.uk");
  });
  it("never shows a short local part whole", () => {
    expect(maskEmail("abcd@x.io")).toBe("***d@*.io");
    expect(maskEmail("a@x.io")).toBe("a@*.io");
  });
});

describe("resend countdown (PRODUCT.md#verification-code)", () => {
  it("counts 180 s down from the send, never below zero", () => {
    expect(resendSecondsLeft(null, 1000)).toBe(0);
    expect(resendSecondsLeft(0, 0)).toBe(180);
    expect(resendSecondsLeft(0, 500)).toBe(180);
    expect(resendSecondsLeft(0, 1000)).toBe(179);
    expect(resendSecondsLeft(0, 179_001)).toBe(1);
    expect(resendSecondsLeft(0, 180_000)).toBe(0);
    expect(resendSecondsLeft(0, 999_999)).toBe(0);
  });
  it("formats minutes and seconds", () => {
    expect(formatCountdown(180)).toBe("3:00");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(0)).toBe("0:00");
  });
});

describe("credential checks", () => {
  it("checks the e-mail format", () => {
    expect(isEmail(" a.b+c@example.co.uk ")).toBe(true);
    expect(isEmail("a@b")).toBe(false);
    expect(isEmail("a b@example.com")).toBe(false);
  });
  it("counts password length in characters, 8 to 128", () => {
    expect(passwordLengthOk("1234567")).toBe(false);
    expect(passwordLengthOk("12345678")).toBe(true);
    expect(passwordLengthOk("😀".repeat(8))).toBe(true);
    expect(passwordLengthOk("x".repeat(129))).toBe(false);
  });
  it("keeps only digits, at most six", () => {
    expect(digitsFrom("12a3 45678")).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(digitsFrom("x")).toEqual([]);
  });
});

describe("session record (docs/decisions/0011)", () => {
  it("is valid for 180 days, and missing means signed out", async () => {
    const { sessionRecordValid } = await import("./session-record.ts");
    const at = 1_000_000_000_000;
    const record = { loginType: "accountLogin" as const, email: "a@b.co", at };
    expect(sessionRecordValid(record, at + 15_552_000_000)).toBe(true);
    expect(sessionRecordValid(record, at + 15_552_000_001)).toBe(false);
    expect(sessionRecordValid(null, at)).toBe(false);
  });
});

describe("account menu label (PRODUCT.md#roles)", () => {
  it("shows an account login's e-mail", () => {
    expect(accountMenuEmail({ loginType: "accountLogin", email: "jane@example.com" })).toBe("jane@example.com");
  });
  it("never shows a guest's address, even one left at checkout: the page says Guest user", () => {
    expect(accountMenuEmail({ loginType: "guestLogin", email: "jane@example.com" })).toBeNull();
    expect(accountMenuEmail({ loginType: "guestLogin", email: null })).toBeNull();
  });
});
