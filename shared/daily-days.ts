/**
 * The days a daily plan is bought for (PRODUCT.md#daily-plans), one rule for the day pickers, the
 * `?days=` that carries the traveller's choice from the area page to the plan page and on to
 * checkout, and the order rules that price it on the server.
 */

/** Daily plans are bought for 1 to 30 days. */
export const MIN_DAYS = 1;
export const MAX_DAYS = 30;
/** The pickers start at one day, the original's default (`storeDataplanDay`, PRODUCT.md#daily-plans). */
export const DEFAULT_DAYS = 1;

/** The query parameter that carries the chosen days from page to page. */
export const DAYS_PARAM = "days";

/**
 * The days a page's `?days=` asks for: a whole number from 1 to 30, else the default. Pages only
 * show what it says (checkout prices it, refusing a bad value with a message of its own).
 */
export function chosenDays(text: string | null | undefined): number {
  const trimmed = text?.trim() ?? "";
  if (!/^\d{1,2}$/.test(trimmed)) return DEFAULT_DAYS;
  const days = Number(trimmed);
  return days >= MIN_DAYS && days <= MAX_DAYS ? days : DEFAULT_DAYS;
}
