import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { luhnCheckDigit, luhnValid } from "../luhn.ts";
import { iccidFrom, isValidIccid, SIMULATOR_ICCID_PREFIX } from "./iccid-rules.ts";

const seeds = fc.uint8Array({ minLength: 8, maxLength: 32 });
const lengths = fc.constantFrom(19 as const, 20 as const);

describe("Luhn check digit", () => {
  it.each([
    ["7992739871", 3], // the textbook example
    ["8901410321111851072", 0], // a 20-digit ICCID without its check digit
    ["0", 0],
    ["1", 8],
  ])("of %s is %i", (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
    expect(luhnValid(payload + digit)).toBe(true);
  });
  it("refuses what is not digits", () => {
    expect(() => luhnCheckDigit("12a")).toThrow(RangeError);
    expect(() => luhnCheckDigit("")).toThrow(RangeError);
    expect(luhnValid("8")).toBe(false);
    expect(luhnValid("79927398713 ")).toBe(false);
  });
});

describe("isValidIccid", () => {
  it("accepts 19 and 20 digits starting with 89 and passing the Luhn check", () => {
    expect(isValidIccid("89014103211118510720")).toBe(true);
    const nineteen = "898829912345678901";
    expect(isValidIccid(nineteen + luhnCheckDigit(nineteen))).toBe(true);
  });
  it.each([
    ["89014103211118510721", "wrong check digit"],
    ["79014103211118510720", "not 89"],
    ["890141032111185107", "18 digits"],
    ["890141032111185107200", "21 digits"],
    ["8901410321111851072O", "a letter"],
    [" 89014103211118510720", "a space"],
  ])("refuses %s (%s)", (iccid) => expect(isValidIccid(iccid)).toBe(false));
});

describe("iccidFrom", () => {
  it("is the simulator prefix, a serial from the seed and the check digit", () => {
    const seed = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 42]);
    expect(iccidFrom(seed, 20)).toBe(`${SIMULATOR_ICCID_PREFIX}000000000042${luhnCheckDigit(`${SIMULATOR_ICCID_PREFIX}000000000042`)}`);
    expect(iccidFrom(seed, 19)).toHaveLength(19);
  });
  it("refuses a short seed or a prefix that is not an ICCID's", () => {
    expect(() => iccidFrom(new Uint8Array(7))).toThrow(RangeError);
    expect(() => iccidFrom(new Uint8Array(8), 20, "44")).toThrow(RangeError);
    expect(() => iccidFrom(new Uint8Array(8), 19, "891234567890123456")).toThrow(RangeError);
  });

  it("always makes a valid ICCID of the length asked, the same for the same seed", () => {
    fc.assert(
      fc.property(seeds, lengths, (seed, length) => {
        const iccid = iccidFrom(seed, length);
        expect(iccid).toHaveLength(length);
        expect(iccid.startsWith(SIMULATOR_ICCID_PREFIX)).toBe(true);
        expect(isValidIccid(iccid)).toBe(true);
        expect(iccidFrom(Uint8Array.from(seed), length)).toBe(iccid);
      }),
    );
  });

  it("is invalid after any one digit is changed (Luhn catches every single-digit error)", () => {
    fc.assert(
      fc.property(seeds, lengths, fc.nat(), fc.integer({ min: 1, max: 9 }), (seed, length, at, shift) => {
        const iccid = iccidFrom(seed, length);
        const i = at % iccid.length;
        const changed = iccid.slice(0, i) + ((Number(iccid[i]) + shift) % 10) + iccid.slice(i + 1);
        expect(changed).not.toBe(iccid);
        expect(isValidIccid(changed)).toBe(false);
      }),
    );
  });
});
