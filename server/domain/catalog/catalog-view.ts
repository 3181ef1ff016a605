/**
 * The catalogue as its doors answer it: the records of a snapshot turned into the API's view
 * objects (shared/api/catalog.ts), localized and priced in a display currency, and the trip
 * suggestion's one-paragraph explanation in the request's language.
 */
import type { AreaDetail, AreaSummary, Plan, Price } from "../../../shared/api/catalog.ts";
import { formatMb, withUnit } from "../../../shared/data-units.ts";
import type { Lang, Localized } from "../../../shared/i18n/locales.ts";
import { formatDays, planTitle } from "../../../shared/i18n/plan-text.ts";
import { displayPrice, type CurrencyCode } from "../../../shared/money.ts";
import type { Quote } from "../pricing/index.ts";
import type { AreaRecord, CatalogSnapshot, PlanRecord } from "./catalog-snapshot.ts";
import type { Suggestion } from "./catalog-rules.ts";

/** A quote in the display currency; the list price rides along while a sale lowers it. */
export function price(quote: Quote, currency: CurrencyCode): Price {
  const d = displayPrice(quote.usdMinor, currency);
  let sale: Price["sale"] = null;
  if (quote.campaign) {
    const list = displayPrice(quote.listUsdMinor, currency);
    sale = {
      campaign: quote.campaign.id,
      percentOff: quote.campaign.percentOff,
      endsOn: quote.campaign.endsOn,
      listUsdMinor: quote.listUsdMinor,
      listMinor: list.minor,
      listAmount: list.amount,
    };
  }
  return { usdMinor: quote.usdMinor, currency: d.currency, symbol: d.symbol, minor: d.minor, amount: d.amount, sale };
}

/** A total that no campaign applies to as such (e.g. a suggested basket): shown as it is. */
export const plainPrice = (usdMinor: number, currency: CurrencyCode): Price =>
  price({ usdMinor, listUsdMinor: usdMinor, campaign: null }, currency);

function flagUrl(area: AreaRecord): string {
  return area.iso2 ? `/flags/${area.iso2}.svg` : `/icons/${area.kind === "global" ? "global" : "region"}.svg`;
}

/** An area in a list; `from` is the cheapest data plan's quote today, if it has one. */
export function areaSummary(s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode, from: Quote | undefined): AreaSummary {
  return {
    id: area.id,
    slug: area.slug,
    kind: area.kind,
    iso2: area.iso2,
    name: area.names[lang],
    flag: flagUrl(area),
    countryCount: s.countriesOf.get(area.id)?.length ?? 0,
    popular: area.popular,
    fromPrice: from ? price(from, currency) : null,
  };
}

/** An area with the countries it covers, named and sorted in `lang`. */
export function areaDetail(s: CatalogSnapshot, area: AreaRecord, lang: Lang, currency: CurrencyCode, from: Quote | undefined): AreaDetail {
  const countries = [...(s.countriesOf.get(area.id) ?? [])].sort((a, b) => a.names[lang].localeCompare(b.names[lang], lang));
  return {
    ...areaSummary(s, area, lang, currency, from),
    coverage: countries.map((c) => ({
      iso2: c.iso2!,
      slug: c.slug,
      name: c.names[lang],
      flag: flagUrl(c),
      operators: c.operators,
      has5g: c.has5g,
    })),
  };
}

/** A plan at today's price, `quote`. */
export function planView(s: CatalogSnapshot, p: PlanRecord, currency: CurrencyCode, quote: Quote): Plan {
  return {
    id: p.id,
    slug: p.slug,
    areaSlug: s.areaById.get(p.areaId)!.slug,
    kind: p.kind,
    dataMb: p.dataMb,
    dailyMb: p.dailyMb,
    validityDays: p.validityDays,
    voiceMinutes: p.voiceMinutes,
    smsCount: p.smsCount,
    network: p.network,
    throttleKbps: p.throttleKbps,
    hotspot: p.hotspot,
    topup: p.topup,
    validityStart: p.validityStart,
    price: price(quote, currency),
  };
}

interface Parts {
  days: string;
  usage: string;
  needed: string;
  plans: string;
  total: string;
}

const DATA: Localized<(p: Parts) => string> = {
  en: (p) => `For ${p.days} at about ${p.usage} a day you need around ${p.needed}. The cheapest way to cover it: ${p.plans}, ${p.total} in total.`,
  de: (p) => `Für ${p.days} mit etwa ${p.usage} pro Tag brauchen Sie rund ${p.needed}. Am günstigsten abgedeckt mit: ${p.plans}, insgesamt ${p.total}.`,
  es: (p) => `Para ${p.days} usando unos ${p.usage} al día necesitas alrededor de ${p.needed}. La opción más económica: ${p.plans}, ${p.total} en total.`,
  ja: (p) => `${p.days}、1日あたり約${p.usage}の利用なら、合計で約${p.needed}が必要です。最も安い組み合わせは「${p.plans}」で、合計${p.total}です。`,
  tr: (p) => `Günde yaklaşık ${p.usage} kullanımla ${p.days} için toplam ${p.needed} civarında veriye ihtiyacınız var. En uygun seçenek: ${p.plans}, toplam ${p.total}.`,
  "zh-CN": (p) => `${p.days}行程、每天约用${p.usage}，总共需要约${p.needed}。最省钱的方案是：${p.plans}，合计${p.total}。`,
  "zh-HK": (p) => `${p.days}行程、每日約用${p.usage}，總共需要約${p.needed}。最抵的方案是：${p.plans}，合共${p.total}。`,
};

const DAILY: Localized<(p: Parts) => string> = {
  en: (p) => `For ${p.days} at about ${p.usage} a day, the daily plan ${p.plans} fits best: fresh high-speed data every day, ${p.total} in total.`,
  de: (p) => `Für ${p.days} mit etwa ${p.usage} pro Tag passt der Tagestarif ${p.plans} am besten: jeden Tag neues Highspeed-Datenvolumen, insgesamt ${p.total}.`,
  es: (p) => `Para ${p.days} usando unos ${p.usage} al día, lo mejor es el plan diario ${p.plans}: datos a alta velocidad renovados cada día, ${p.total} en total.`,
  ja: (p) => `${p.days}、1日あたり約${p.usage}の利用なら、デイリープラン「${p.plans}」が最適です。毎日高速データが復活し、合計${p.total}です。`,
  tr: (p) => `Günde yaklaşık ${p.usage} kullanımla ${p.days} için en uygunu ${p.plans} günlük paket: her gün yenilenen yüksek hızlı veri, toplam ${p.total}.`,
  "zh-CN": (p) => `${p.days}行程、每天约用${p.usage}，最适合日套餐“${p.plans}”：每天重置高速流量，合计${p.total}。`,
  "zh-HK": (p) => `${p.days}行程、每日約用${p.usage}，最啱日費計劃「${p.plans}」：每日重設高速數據，合共${p.total}。`,
};

const TIMES: Localized<(n: number, what: string) => string> = {
  en: (n, w) => (n === 1 ? w : `${n} × ${w}`),
  de: (n, w) => (n === 1 ? w : `${n} × ${w}`),
  es: (n, w) => (n === 1 ? w : `${n} × ${w}`),
  ja: (n, w) => (n === 1 ? w : `${w} ×${n}`),
  tr: (n, w) => (n === 1 ? w : `${n} × ${w}`),
  "zh-CN": (n, w) => (n === 1 ? w : `${w} ×${n}`),
  "zh-HK": (n, w) => (n === 1 ? w : `${w} ×${n}`),
};

const LIST_SEPARATOR: Localized = { en: " + ", de: " + ", es: " + ", ja: "＋", tr: " + ", "zh-CN": "＋", "zh-HK": "＋" };

export function explainSuggestion(s: Suggestion, tripDays: number, dailyUsageMb: number, lang: Lang, total: string): string {
  const parts: Parts = {
    days: formatDays(tripDays, lang),
    usage: formatMb(dailyUsageMb) ?? withUnit(0, "MB"),
    needed: formatMb(s.neededMb) ?? withUnit(0, "MB"),
    plans:
      s.kind === "daily"
        ? planTitle(s.items[0].plan, lang)
        : s.items.map((i) => TIMES[lang](i.quantity, planTitle(i.plan, lang))).join(LIST_SEPARATOR[lang]),
    total,
  };
  return (s.kind === "daily" ? DAILY : DATA)[lang](parts);
}
