/** Days as the pages write them: in UTC, so the same date whichever server or browser writes it. */
import type { Lang } from "./locales.ts";

/** "27 Nov 2026", "2026/11/27"...: the medium date of `iso` in `lang`. */
export const formatDay = (iso: string, lang: Lang): string => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
