/** The visitor's language and message set, provided once by the locale layout. */
import { createContext, useContext } from "react";
import type { Lang } from "../../shared/i18n/locales.ts";
import type { MessageKey, Messages } from "./messages/en.ts";

export interface I18n {
  lang: Lang;
  t: (key: MessageKey, vars?: Record<string, string | number>) => string;
}

export function createI18n(lang: Lang, messages: Messages, brand: string): I18n {
  return {
    lang,
    t(key, vars) {
      let text = messages[key] ?? key;
      text = text.replaceAll("{brand}", brand);
      if (vars) for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
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
