/**
 * The base of every free-text field, in the API and the page forms: text a database can store
 * and a mail or page can show. PostgreSQL refuses U+0000 in text and an unpaired UTF-16
 * surrogate in jsonb, and control characters have no place in a name or a message; such input is
 * a field error (INVALID_FIELD, `field.characters`), never a failed write.
 */
import { z } from "zod";

// Control characters are what these patterns are for.
/* eslint-disable no-control-regex */
/** C0 and C1 control characters and DEL. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but for tab, line feed and carriage return, which multi-line text may hold. */
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` holds no control character (tab and line breaks allowed when `multiline`) and no unpaired surrogate. */
export function isStorableText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_IN_LINES : CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/** The problem a refused text is reported as (server/http/contract.ts names it in the field message). */
export const TEXT_PROBLEM = "characters";

/** The check itself, for string schemas that are not plain `text()` (a URL, say). */
export const storableText = (multiline = false) =>
  z.refine<string>((value) => isStorableText(value, multiline), { message: "control characters or broken text", params: { problem: TEXT_PROBLEM } });

/** A free-text field: a string of storable text (one line unless `multiline`); add its own limits after. */
export const text = (options: { multiline?: boolean } = {}) => z.string().check(storableText(options.multiline));
