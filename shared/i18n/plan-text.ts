/**
 * Short plan descriptions ("10 GB · 30 days", "1 GB/day", "150 min · 100 SMS") in the seven
 * languages, shared by the API's explanations and the storefront so both word plans alike.
 */
import type { PlanKind } from "../catalog-kinds.ts";
import { formatMb, NBSP, withUnit } from "../data-units.ts";
import type { Lang, Localized } from "./locales.ts";
import { pluralText, type PluralForms } from "./plural.ts";

type Fmt = (n: number) => string;

/** "{n} days" in each plural form of each language; a no-break space keeps number and unit together. */
const DAYS: { [L in Lang]: PluralForms<L> } = {
  en: { one: "{n}\u00a0day", other: "{n}\u00a0days" },
  de: { one: "{n}\u00a0Tag", other: "{n}\u00a0Tage" },
  es: { one: "{n}\u00a0día", many: "{n}\u00a0días", other: "{n}\u00a0días" },
  ja: { other: "{n}日間" },
  tr: { one: "{n}\u00a0gün", other: "{n}\u00a0gün" },
  "zh-CN": { other: "{n}天" },
  "zh-HK": { other: "{n}日" },
};

const PER_DAY: Localized<(amount: string) => string> = {
  en: (a) => `${a}/day`,
  de: (a) => `${a}/Tag`,
  es: (a) => `${a}/día`,
  ja: (a) => `1日${a}`,
  tr: (a) => `Günlük ${a}`,
  "zh-CN": (a) => `每天${a}`,
  "zh-HK": (a) => `每日${a}`,
};

// Minutes and texts are abbreviations or counters that no language inflects ("1 SMS", "150 SMS").
const MINUTES: Localized<Fmt> = {
  en: (n) => withUnit(n, "min"),
  de: (n) => withUnit(n, "Min."),
  es: (n) => withUnit(n, "min"),
  ja: (n) => `通話${n}分`,
  tr: (n) => withUnit(n, "dk"),
  "zh-CN": (n) => `通话${n}分钟`,
  "zh-HK": (n) => `通話${n}分鐘`,
};

const SMS: Localized<Fmt> = {
  en: (n) => withUnit(n, "SMS"),
  de: (n) => withUnit(n, "SMS"),
  es: (n) => withUnit(n, "SMS"),
  ja: (n) => `SMS${NBSP}${n}通`,
  tr: (n) => withUnit(n, "SMS"),
  "zh-CN": (n) => `短信${n}条`,
  "zh-HK": (n) => `短訊${n}條`,
};

export interface PlanShape {
  kind: PlanKind;
  dataMb: number | null;
  dailyMb: number | null;
  validityDays: number | null;
  voiceMinutes: number | null;
  smsCount: number | null;
}

export const formatDays = (n: number, lang: Lang): string => pluralText(DAYS[lang], lang, n, String(n));
export const formatPerDay = (mb: number, lang: Lang) => PER_DAY[lang](formatMb(mb) ?? withUnit(0, "MB"));

/** One-line title of a plan in `lang`. */
export function planTitle(plan: PlanShape, lang: Lang): string {
  if (plan.kind === "daily") return formatPerDay(plan.dailyMb ?? 0, lang);
  const base = `${formatMb(plan.dataMb ?? 0)} · ${formatDays(plan.validityDays ?? 0, lang)}`;
  if (plan.kind === "data") return base;
  return `${base} · ${MINUTES[lang](plan.voiceMinutes ?? 0)} · ${SMS[lang](plan.smsCount ?? 0)}`;
}
