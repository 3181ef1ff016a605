/**
 * The console's new promo code form read into the domain's terms (docs/CONSOLE.md#promo-codes):
 * amounts typed in dollars ("5.00") become USD minor units exactly, with no floating point on
 * the way; times typed in a date-time field are UTC. What the form cannot say is refused here
 * with a console message; whether the terms make a valid code is the domain's to answer.
 */
import type { NewPromo } from "../../server/domain/promos/index.ts";
import type { ConsoleKey } from "./messages/en.ts";

const KINDS = ["CREDIT", "PERCENT", "FIXED"] as const;
/** At most nine digits of dollars: far past the ledger's cap, and still a safe integer of cents. */
const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const WHOLE = /^\d{1,10}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "5", "5.5", "5.00" in minor units (500, 550, 500); null for anything else ("5.001", "-1", "1,000", "5e2"). */
export function dollarsToMinor(typed: string): number | null {
  const found = DOLLARS.exec(typed.trim());
  if (!found) return null;
  return Number(found[1]) * 100 + Number((found[2] ?? "").padEnd(2, "0"));
}

/** A date-time field's value (`2026-12-01T09:00`, seconds optional) read as UTC; null when it is no such instant. */
export function utcDateTime(typed: string): Date | null {
  const found = DATE_TIME.exec(typed.trim());
  if (!found) return null;
  const [year, month, day, hour, minute, second] = found.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 30 February over to March: refuse a time that does not exist.
  const same = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day && at.getUTCHours() === hour && at.getUTCMinutes() === minute;
  return same ? at : null;
}

/** The value a date-time field shows for an instant: its UTC time to the minute. */
export const dateTimeField = (at: Date) => at.toISOString().slice(0, 16);

/**
 * A whole number as typed, or NaN for anything else so the domain refuses it with its own
 * problem (a count below one, a percentage outside 1-100).
 */
const count = (typed: string) => (WHOLE.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

export type PromoFormAnswer = { ok: true; promo: NewPromo } | { ok: false; key: ConsoleKey };

/** The form's fields (by name) read into a new code's terms, or the console message of what could not be read. */
export function readPromoForm(get: (name: string) => string, has: (name: string) => boolean): PromoFormAnswer {
  const kind = KINDS.find((k) => k === get("kind"));
  if (!kind) return { ok: false, key: "form.problem" };
  const typedValue = get("value").trim();
  let value: number | null;
  if (kind === "PERCENT") value = count(typedValue);
  else value = dollarsToMinor(typedValue);
  if (value === null) return { ok: false, key: "promos.problem.dollars" };
  const typedMin = get("minOrder").trim();
  const minOrderMinor = typedMin === "" ? 0 : dollarsToMinor(typedMin);
  if (minOrderMinor === null) return { ok: false, key: "promos.problem.dollars" };
  const [typedStart, typedEnd] = [get("startsAt").trim(), get("expiresAt").trim()];
  const startsAt = typedStart === "" ? null : utcDateTime(typedStart);
  const expiresAt = typedEnd === "" ? null : utcDateTime(typedEnd);
  if ((typedStart !== "" && !startsAt) || (typedEnd !== "" && !expiresAt)) return { ok: false, key: "promos.problem.date" };
  const typedMax = get("maxUses").trim();
  const typedPerUser = get("perUserLimit").trim();
  return {
    ok: true,
    promo: {
      code: get("code"),
      kind,
      value,
      maxUses: typedMax === "" ? null : count(typedMax),
      perUserLimit: typedPerUser === "" ? 1 : count(typedPerUser),
      newCustomersOnly: has("newCustomersOnly"),
      minOrderMinor,
      startsAt,
      expiresAt,
    },
  };
}
