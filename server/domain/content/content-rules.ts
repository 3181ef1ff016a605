/**
 * Content's pure rules: which marketing dialogs run on a page today, and which one a visitor sees
 * and how often (PRODUCT.md#marketing-dialogs): at most one per page view; a dialog seen less
 * than its `frequencyHours` ago is left out; among the others the longest-running campaign
 * (earliest start, then id) comes first. Pure, so the rules are tested without a database or a
 * browser.
 */
import type { DialogPage } from "../../../shared/content/keys.ts";

/** When the visitor last saw each dialog, in seconds since 1970, by dialog id. */
export type DialogsSeen = Readonly<Record<string, number>>;

export function pickDialog<T extends { id: string; frequencyHours: number; startsOn: string }>(
  candidates: readonly T[],
  seen: DialogsSeen,
  now: Date,
): T | null {
  const due = candidates.filter((d) => !isResting(d, seen, now));
  due.sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id.localeCompare(b.id));
  return due[0] ?? null;
}

/** Seen less than its frequency ago: left out for now. */
function isResting(dialog: { id: string; frequencyHours: number }, seen: DialogsSeen, now: Date): boolean {
  const at = Object.hasOwn(seen, dialog.id) ? seen[dialog.id] : undefined;
  return at !== undefined && now.getTime() / 1000 - at < dialog.frequencyHours * 3600;
}

/**
 * The ids of the dialogs a visitor saw less than their frequency ago, sorted: all a page depends
 * on of the `seen` cookies, since pickDialog leaves exactly these out (the page cache's key,
 * server/http/page-variant.ts).
 */
export function restingDialogs(dialogs: readonly { id: string; frequencyHours: number }[], seen: DialogsSeen, now: Date): string[] {
  return dialogs.filter((d) => isResting(d, seen, now)).map((d) => d.id).sort();
}

/** The dialogs shown on `page` whose date range (UTC days, both ends included) holds `now`. */
export function runningDialogs<T extends { pages: readonly DialogPage[]; startsOn: string; endsOn: string }>(
  dialogs: readonly T[],
  page: DialogPage,
  now: Date,
): T[] {
  const today = now.toISOString().slice(0, 10);
  return dialogs.filter((d) => d.pages.includes(page) && d.startsOn <= today && today <= d.endsOn);
}
