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

/** `sets`: the message sets the page was sent, later ones winning (they never overlap). */
export function createI18n(lang: Lang, sets: readonly (PageMessages | undefined)[], brand: string): I18n {
  const table: Partial<Record<string, string>> = Object.assign({}, ...sets);
  // Built when a count is first written: most pages' heads build an I18n and write none.
  let numbers: Intl.NumberFormat | undefined;
  return {
    lang,
    t(key: string, vars?: Vars) {
      const count = vars?.count;
      let text = (typeof count === "number" ? table[`${key}_${pluralCategory(lang, count)}`] : undefined) ?? table[key] ?? key;
      // Most texts have no placeholder: rendering a page calls this hundreds of times.
      if (!text.includes("{")) return text;
      text = text.replaceAll("{brand}", brand);
      if (vars) {
        for (const [k, v] of Object.entries(vars)) {
          // Counts are written the language's way ("1,234", "1.234").
          text = text.replaceAll(`{${k}}`, k === "count" && typeof v === "number" ? (numbers ??= new Intl.NumberFormat(lang)).format(v) : String(v));
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
