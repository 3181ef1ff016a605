/** The visitor's language and message set, provided once by the locale layout. */
import { createContext, useContext } from "react";
import type { Lang } from "../../shared/i18n/locales.ts";
import { pluralCategory } from "../../shared/i18n/plural.ts";
import type { Messages, PlainKey, PluralKey } from "./messages/en.ts";

type Vars = Record<string, string | number>;

export interface I18n {
  lang: Lang;
  t: {
    (key: PlainKey, vars?: Vars): string;
    /** A text that takes a count: the variant of the language's plural category for `count`. */
    (key: PluralKey, vars: Vars & { count: number }): string;
  };
}

export function createI18n(lang: Lang, messages: Messages, brand: string): I18n {
  const table: Partial<Record<string, string>> = messages;
  const numbers = new Intl.NumberFormat(lang);
  return {
    lang,
    t(key: string, vars?: Vars) {
      const count = vars?.count;
      let text = (typeof count === "number" ? table[`${key}_${pluralCategory(lang, count)}`] : undefined) ?? table[key] ?? key;
      text = text.replaceAll("{brand}", brand);
      if (vars) {
        for (const [k, v] of Object.entries(vars)) {
          // Counts are written the language's way ("1,234", "1.234").
          text = text.replaceAll(`{${k}}`, k === "count" && typeof v === "number" ? numbers.format(v) : String(v));
        }
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
