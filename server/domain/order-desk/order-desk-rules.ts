/**
 * Pure rules of the order desk (docs/CONSOLE.md#orders): what a typed search is looking for,
 * the days it covers, the cursor of its pages, what a note may hold, and how much of an
 * activation code staff see. No database, no clock of its own.
 */
import { EMAIL_PATTERN } from "../../../shared/api/protocol.ts";
import { isStorableText } from "../../../shared/api/text.ts";
import { parseActivationCode } from "../../../shared/esim/activation-rules.ts";
import type { OrderDeskError } from "./errors.ts";

/** What a search's `q` names, matched exactly. */
export type SearchTerm = { kind: "orderNo"; orderNo: string } | { kind: "email"; email: string } | { kind: "iccid"; iccid: string };

/**
 * An order number ("RW" and 10 digits, any case), an e-mail address (compared lower case, as
 * stored), or an ICCID (18 to 22 digits; spaces, as printed on a card, are dropped). Null for
 * anything else: the search matches exactly, never by part of a name.
 */
export function searchTerm(q: string): SearchTerm | null {
  const typed = q.trim();
  if (/^rw\d{10}$/i.test(typed)) return { kind: "orderNo", orderNo: typed.toUpperCase() };
  if (typed.includes("@")) return EMAIL_PATTERN.test(typed) ? { kind: "email", email: typed.toLowerCase() } : null;
  const digits = typed.replace(/[\s-]/g, "");
  if (/^\d{18,22}$/.test(digits)) return { kind: "iccid", iccid: digits };
  return null;
}

/** The first instant of a UTC day written YYYY-MM-DD, or null when it is not a real day. */
export function utcDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day ? null : at;
}

const DAY_MS = 86_400_000;

/** The instants a from/to pair of UTC days covers, both days included; null when a day is not one or `from` is after `to`. */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; until?: Date } | null {
  const start = from === undefined ? undefined : utcDay(from);
  const end = to === undefined ? undefined : utcDay(to);
  if (start === null || end === null) return null;
  if (start && end && start > end) return null;
  return { ...(start ? { from: start } : {}), ...(end ? { until: new Date(end.getTime() + DAY_MS) } : {}) };
}

/** Rows per page: 50 unless asked, at most 200. */
export const SEARCH_PAGE = { defaultSize: 50, maxSize: 200 } as const;

export const pageSize = (limit: number | undefined): number =>
  limit === undefined || !Number.isInteger(limit) ? SEARCH_PAGE.defaultSize : Math.min(Math.max(limit, 1), SEARCH_PAGE.maxSize);

/** A page's cursor: the last row's placing time and number ("2026-12-10T09:00:00.000Z_RW0123456789"), opaque to pages. */
export const cursorOf = (row: { createdAt: Date; orderNo: string }): string => `${row.createdAt.toISOString()}_${row.orderNo}`;

/** The cursor's row; null for anything that is not one of ours. */
export function readCursor(cursor: string): { createdAt: Date; orderNo: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(RW\d{10})$/.exec(cursor);
  if (!m) return null;
  const createdAt = new Date(m[1]!);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, orderNo: m[2]! };
}

/** A note's length in characters (not UTF-16 units), both ends included. */
export const NOTE_LENGTH = { min: 1, max: 2000 } as const;

/** A note as stored: line endings as line feeds, trimmed. */
export const normalizeNote = (text: string): string => text.replace(/\r\n?/g, "\n").trim();

/** Why a (normalized) note cannot be stored, or null when it can. */
export function noteProblem(text: string): Extract<OrderDeskError, "ORDER_NOTE_LENGTH" | "ORDER_NOTE_CHARACTERS"> | null {
  const length = [...text].length;
  if (length < NOTE_LENGTH.min || length > NOTE_LENGTH.max) return "ORDER_NOTE_LENGTH";
  return isStorableText(text, true) ? null : "ORDER_NOTE_CHARACTERS";
}

/**
 * The activation code as staff see it: the SM-DP+ address whole (which server the profile comes
 * from tells support something) and the matching ID's last four characters only. The matching
 * ID is what downloads the profile, once, to whoever types it first: a member of staff reading
 * it out or pasting it somewhere could hand the buyer's eSIM to someone else. The buyer gets the
 * whole code by the install mail, which staff can send again.
 */
export function maskedActivationCode(code: string): string {
  const parts = parseActivationCode(code);
  if (!parts) return "••••";
  const id = parts.matchingId;
  return `LPA:1$${parts.smdpAddress}$${"•".repeat(Math.max(4, id.length - 4))}${id.slice(-4)}`;
}
