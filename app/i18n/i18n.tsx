/**
 * The visitor's language and the messages the page was sent: the shell's from the locale layout and
 * the page's own from its loader (app/i18n/messages.server.ts), merged by the locale frame.
 */
import { createContext, useContext } from "react";
import type { Lang } from "../../shared/i18n/locales.ts";
import { pluralCategory } from "../../shared/i18n/plural.ts";
import type { PageMessages, PlainKey, PluralKey } from "./messages/en.ts";

type Vars = Record<string, string | number>;

export interface I18n {
  lang: Lang;
  t: {
    (key: PlainKey, vars?: Vars): string;
    /** A text that takes a count: the variant of the language's plural category for `count`. */
    (key: PluralKey, vars: Vars & { count: number }): string;
  };
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** Counts are written the language's way ("1,234", "1.234"), by one formatter per language: building one costs far more than a use. */
function formatCount(lang: Lang, count: number): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(count);
}

/**
 * `sets`: the message sets the page was sent (they never overlap), read where they are rather than
 * copied into one: the head functions of every page build an I18n on each request.
 */
export function createI18n(lang: Lang, sets: readonly (PageMessages | undefined)[], brand: string): I18n {
  const find = (key: string): string | undefined => {
    for (const set of sets) {
      const found = (set as Partial<Record<string, string>> | undefined)?.[key];
      if (found !== undefined) return found;
    }
  };
  return {
    lang,
    t(key: string, vars?: Vars) {
      const count = vars?.count;
      let text = (typeof count === "number" ? find(`${key}_${pluralCategory(lang, count)}`) : undefined) ?? find(key) ?? key;
      text = text.replaceAll("{brand}", brand);
      if (vars) {
        for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, k === "count" && typeof v === "number" ? formatCount(lang, v) : String(v));
      }
      return text;
    },
  };
}

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside the locale layout");
  return value;
}
