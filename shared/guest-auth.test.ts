import { describe, expect, it } from "vitest";
import { GuestAuthSchema } from "./api/accounts.ts";
import { decodeAuthString, DEVICE_ID_PATTERN, deviceCookie, encodeAuthString, newDeviceId } from "./guest-auth.ts";

describe("guest authString", () => {
  it("is base64url of JSON without padding, and decodes to what was encoded", () => {
    const auth = { c: 4242, d: "c0ffee-device_01", cs: "spring_blog" };
    const text = encodeAuthString(auth);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text).toBe(Buffer.from(JSON.stringify(auth)).toString("base64url"));
    expect(decodeAuthString(text)).toEqual(auth);
    expect(GuestAuthSchema.parse(decodeAuthString(encodeAuthString({ d: "12345678" })))).toEqual({ d: "12345678" });
  });

  it("decodes to nothing unless it is base64url of JSON", () => {
    expect(decodeAuthString("")).toBeUndefined();
    expect(decodeAuthString("eyJkIjoi+/")).toBeUndefined();
    expect(decodeAuthString(Buffer.from("not json").toString("base64url"))).toBeUndefined();
    expect(decodeAuthString("x".repeat(1025))).toBeUndefined();
  });

  it("holds a device identifier of 8-128 letters, digits, - or _, and nothing else", () => {
    expect(GuestAuthSchema.safeParse({ d: "1234567" }).success).toBe(false);
    expect(GuestAuthSchema.safeParse({ d: "x".repeat(129) }).success).toBe(false);
    expect(GuestAuthSchema.safeParse({ d: "device id!" }).success).toBe(false);
    expect(GuestAuthSchema.safeParse({ d: "12345678", cs: "" }).success).toBe(false);
    expect(GuestAuthSchema.safeParse({ d: "12345678", extra: 1 }).success).toBe(false);
  });
});

describe("the device cookie", () => {
  it("holds a new identifier of 32 characters the log-in accepts, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newDeviceId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(DEVICE_ID_PATTERN.test(id)).toBe(true);
    }
  });

  it("is first-party, Lax, and Secure over HTTPS", () => {
    expect(deviceCookie("abcdefgh", false)).toBe("device_id=abcdefgh; Max-Age=34560000; Path=/; SameSite=Lax");
    expect(deviceCookie("abcdefgh", true)).toBe("device_id=abcdefgh; Max-Age=34560000; Path=/; SameSite=Lax; Secure");
  });
});
