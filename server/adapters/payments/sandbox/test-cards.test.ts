/** The sandbox's card rules: the documented test cards, and every way the form can be filled wrongly. */
import { describe, expect, it } from "vitest";
import { luhnValid } from "../../../../shared/luhn.ts";
import { checkCard, TEST_CARDS } from "./test-cards.ts";

const NOW = new Date("2026-03-15T12:00:00Z");
const good = { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123", name: "Ada Traveller" };

describe("test cards", () => {
  it.each([
    ["4242 4242 4242 4242", "succeed", "4242"],
    ["4000 0000 0000 0002", "decline", "0002"],
    ["4000 0027 6000 3184", "challenge", "3184"],
    // Valid numbers that are not test cards: a Mastercard, an Amex (4-digit code), a Visa.
    ["5555 5555 5555 4444", "unsupported", "4444"],
    ["4111-1111-1111-1111", "unsupported", "1111"],
  ])("%s: %s", (number, outcome, last4) => {
    const cvc = number.startsWith("37") ? "1234" : "123";
    expect(checkCard({ ...good, number, cvc }, NOW)).toEqual({ ok: true, outcome, last4 });
  });

  it("takes the numbers with or without spaces and dashes", () => {
    expect(checkCard({ ...good, number: TEST_CARDS.succeeds }, NOW)).toMatchObject({ outcome: "succeed" });
    expect(checkCard({ ...good, number: " 4000-0027-6000-3184 " }, NOW)).toMatchObject({ outcome: "challenge" });
  });

  it("asks American Express for four digits and the others for three", () => {
    const amex = "3782 822463 10005";
    expect(checkCard({ ...good, number: amex, cvc: "1234" }, NOW)).toMatchObject({ ok: true, outcome: "unsupported" });
    expect(checkCard({ ...good, number: amex, cvc: "123" }, NOW)).toEqual({ ok: false, errors: { cvc: "invalid" } });
    expect(checkCard({ ...good, cvc: "1234" }, NOW)).toEqual({ ok: false, errors: { cvc: "invalid" } });
  });
});

describe("form problems", () => {
  it("reports every empty field", () => {
    expect(checkCard({}, NOW)).toEqual({ ok: false, errors: { number: "required", expiry: "required", cvc: "required", name: "required" } });
    expect(checkCard({ number: " ", expiry: " ", cvc: " ", name: " " }, NOW)).toMatchObject({ errors: { number: "required", name: "required" } });
  });

  it.each(["4242 4242 4242 4241", "1234", "4242 4242 4242 4242 4242", "4242 abcd 4242 4242"])("refuses the number %s", (number) => {
    expect(checkCard({ ...good, number }, NOW)).toEqual({ ok: false, errors: { number: "invalid" } });
  });

  it.each([
    ["13/29", "invalid"],
    ["00/29", "invalid"],
    ["12-29", "invalid"],
    ["1229x", "invalid"],
    ["02/26", "expired"],
    ["12/25", "expired"],
    ["01/60", "invalid"],
  ])("refuses the expiry %s (%s)", (expiry, problem) => {
    expect(checkCard({ ...good, expiry }, NOW)).toEqual({ ok: false, errors: { expiry: problem } });
  });

  it.each(["03/26", "3/26", "03 / 26", "0326", "03/2026", "12/45"])("accepts the expiry %s (a card is good through its month)", (expiry) => {
    expect(checkCard({ ...good, expiry }, NOW)).toMatchObject({ ok: true });
  });

  it("refuses a security code that is not all digits, and a name longer than 100 characters", () => {
    expect(checkCard({ ...good, cvc: "12a" }, NOW)).toEqual({ ok: false, errors: { cvc: "invalid" } });
    expect(checkCard({ ...good, name: "x".repeat(101) }, NOW)).toEqual({ ok: false, errors: { name: "invalid" } });
    expect(checkCard({ ...good, name: "x".repeat(100) }, NOW)).toMatchObject({ ok: true });
  });

  it("never decides an outcome while a field is wrong", () => {
    expect(checkCard({ ...good, number: TEST_CARDS.declined, cvc: "" }, NOW)).toEqual({ ok: false, errors: { cvc: "required" } });
  });
});

describe("Luhn check", () => {
  it("accepts valid numbers and refuses a changed digit", () => {
    for (const n of [TEST_CARDS.succeeds, TEST_CARDS.declined, TEST_CARDS.challenge, "79927398713", "378282246310005"]) expect(luhnValid(n)).toBe(true);
    expect(luhnValid("79927398710")).toBe(false);
    expect(luhnValid("4242424242424243")).toBe(false);
  });
});
