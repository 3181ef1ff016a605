/**
 * The sandbox's card rules, as a pure function: what the hosted page's form says about a card.
 * The test numbers are the ones payment providers document (Stripe's), so a tester who knows
 * them elsewhere knows them here:
 *
 * | card number         | outcome                                         |
 * |---------------------|-------------------------------------------------|
 * | 4242 4242 4242 4242 | succeeds                                        |
 * | 4000 0000 0000 0002 | declined (card_declined)                        |
 * | 4000 0027 6000 3184 | 3-D Secure challenge first, then as answered    |
 * | any other valid one | declined: not a test card (test_mode_live_card) |
 *
 * Invalid input (a number failing the Luhn check, a past or malformed expiry, a wrong-length
 * security code, no name) is reported per field and never reaches the outcome.
 */
import { luhnValid } from "../../../../shared/luhn.ts";
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  challenge: "4000002760003184",
} as const;

export type CardField = "number" | "expiry" | "cvc" | "name";
export type CardProblem = "required" | "invalid" | "expired";
export type CardOutcome = "succeed" | "decline" | "challenge" | "unsupported";

export interface CardInput {
  number?: string;
  /** MM/YY as typed ("04/29", "4 / 29", "0429" and "04/2029" are understood too). */
  expiry?: string;
  cvc?: string;
  name?: string;
}

export type CardVerdict =
  | { ok: false; errors: Partial<Record<CardField, CardProblem>> }
  | { ok: true; outcome: CardOutcome; last4: string };

/** Failure codes of the outcomes that take no money, as events and `retrieve` report them. */
export const FAILURE_CODES = {
  decline: "card_declined",
  unsupported: "test_mode_live_card",
  authentication: "authentication_failed",
  expired: "expired",
} as const;

export const NAME_MAX = 100;


/** Digits only: buyers type spaces and dashes the way the card prints them. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, "");

function expiryProblem(text: string, now: Date): CardProblem | undefined {
  const m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return "invalid";
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return "invalid";
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const given = year * 12 + (month - 1);
  // A card is good through the last day of its month.
  if (given < current) return "expired";
  // Cards are not issued for more than about 20 years: a typo, not a card.
  if (given > current + 20 * 12) return "invalid";
  return undefined;
}

export function checkCard(input: CardInput, now: Date): CardVerdict {
  const errors: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(input.number ?? "");
  if (digits === "") errors.number = "required";
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = "invalid";

  const expiry = (input.expiry ?? "").trim();
  if (expiry === "") errors.expiry = "required";
  else {
    const problem = expiryProblem(expiry, now);
    if (problem) errors.expiry = problem;
  }

  const cvc = (input.cvc ?? "").trim();
  // American Express (34, 37) prints four digits on the front; the others three on the back.
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (cvc === "") errors.cvc = "required";
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) errors.cvc = "invalid";

  const name = (input.name ?? "").trim();
  if (name === "") errors.name = "required";
  else if (name.length > NAME_MAX) errors.name = "invalid";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const outcome: CardOutcome =
    digits === TEST_CARDS.succeeds ? "succeed" : digits === TEST_CARDS.declined ? "decline" : digits === TEST_CARDS.challenge ? "challenge" : "unsupported";
  return { ok: true, outcome, last4: digits.slice(-4) };
}
