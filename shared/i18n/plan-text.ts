/**
 * Short plan descriptions ("10 GB · 30 days", "1 GB/day", "150 min · 100 SMS") in the seven
 * languages, shared by the API's explanations and the storefront so both word plans alike.
 */
import type { PlanKind } from "../catalog-kinds.ts";
import { formatMb } from "../data-units.ts";
import type { Lang, Localized } from "./locales.ts";

type Fmt = (n: number) => string;

const DAYS: Localized<Fmt> = {
  en: (n) => (n === 1 ? "1 day" : `${n} days`),
  de: (n) => (n === 1 ? "1 Tag" : `${n} Tage`),
  es: (n) => (n === 1 ? "1 día" : `${n} días`),
  ja: (n) => `${n}日間`,
  tr: (n) => `${n} gün`,
  "zh-CN": (n) => `${n}天`,
  "zh-HK": (n) => `${n}日`,
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

const MINUTES: Localized<Fmt> = {
  en: (n) => `${n} min`,
  de: (n) => `${n} Min.`,
  es: (n) => `${n} min`,
  ja: (n) => `通話${n}分`,
  tr: (n) => `${n} dk`,
  "zh-CN": (n) => `通话${n}分钟`,
  "zh-HK": (n) => `通話${n}分鐘`,
};

const SMS: Localized<Fmt> = {
  en: (n) => `${n} SMS`,
  de: (n) => `${n} SMS`,
  es: (n) => `${n} SMS`,
  ja: (n) => `SMS ${n}通`,
  tr: (n) => `${n} SMS`,
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

export const formatDays = (n: number, lang: Lang) => DAYS[lang](n);
export const formatPerDay = (mb: number, lang: Lang) => PER_DAY[lang](formatMb(mb) ?? "0 MB");

/** One-line title of a plan in `lang`. */
export function planTitle(plan: PlanShape, lang: Lang): string {
  if (plan.kind === "daily") return formatPerDay(plan.dailyMb ?? 0, lang);
  const base = `${formatMb(plan.dataMb ?? 0)} · ${DAYS[lang](plan.validityDays ?? 0)}`;
  if (plan.kind === "data") return base;
  return `${base} · ${MINUTES[lang](plan.voiceMinutes ?? 0)} · ${SMS[lang](plan.smsCount ?? 0)}`;
}
