import type { AreaKind } from "../../../../shared/catalog-kinds.ts";
import type { Localized } from "../../../../shared/i18n/locales.ts";

export interface RegionDef {
  /** readable URL slug, lowercase ascii with hyphens, e.g. "europe", "latin-america"; must never equal a language code (en, de, es, ja, tr, zh-cn, zh-hk). */
  slug: string;
  kind: Exclude<AreaKind, "local">;
  name: Localized;
  /** lowercase ISO alpha-2 codes covered; each must be a key of COUNTRY_NETWORKS. */
  countries: string[];
  /** true for the few shown first on the home page */
  popular: boolean;
}

/** EU member states. */
const EU = [
  "at", "be", "bg", "hr", "cy", "cz", "dk", "ee", "fi", "fr", "de", "gr", "hu", "ie",
  "it", "lv", "lt", "lu", "mt", "nl", "pl", "pt", "ro", "sk", "si", "es", "se",
];

/** Roughly the 85 most visited destinations across every continent. */
const GLOBAL = [
  // Europe
  ...EU, "is", "no", "ch", "gb", "tr", "al", "me", "rs",
  // Asia
  "jp", "kr", "cn", "hk", "mo", "tw", "th", "vn", "sg", "my", "id", "ph", "kh", "la", "in", "lk",
  // Caucasus and Central Asia
  "ge", "am", "kz", "uz",
  // Middle East
  "ae", "sa", "qa", "kw", "bh", "om", "jo", "il",
  // Africa
  "eg", "ma", "tn", "za", "ke", "tz",
  // Americas
  "us", "ca", "mx", "pr", "do", "cr", "pa", "gt", "br", "ar", "cl", "co", "pe", "ec", "uy",
  // Oceania
  "au", "nz", "fj",
];

/** GLOBAL plus smaller and harder-to-reach destinations. */
const GLOBAL_PLUS = [
  ...GLOBAL,
  // Europe
  "ad", "ba", "li", "mc", "md", "mk", "sm", "ua", "va",
  // Asia
  "az", "bd", "bn", "kg", "mn", "mv", "pk",
  // Middle East
  "iq", "lb",
  // Africa
  "bw", "ci", "cm", "dz", "et", "gh", "mg", "mu", "mw", "mz", "na", "ng", "re", "rw", "sc", "sn", "ug", "zm", "zw",
  // Americas and the Caribbean
  "aw", "bb", "bo", "bs", "cw", "gf", "gp", "gy", "hn", "jm", "ky", "lc", "mq", "ni", "py", "sr", "sv", "tt",
  // Oceania
  "gu", "nc", "pf", "to", "vu", "ws",
];

export const REGIONS: RegionDef[] = [
  {
    slug: "europe",
    kind: "regional",
    name: { en: "Europe", de: "Europa", es: "Europa", ja: "ヨーロッパ", tr: "Avrupa", "zh-CN": "欧洲", "zh-HK": "歐洲" },
    countries: [...EU, "is", "li", "no", "ch", "gb", "al", "ba", "me", "mk", "rs", "tr"],
    popular: true,
  },
  {
    slug: "asia",
    kind: "regional",
    name: { en: "Asia", de: "Asien", es: "Asia", ja: "アジア", tr: "Asya", "zh-CN": "亚洲", "zh-HK": "亞洲" },
    countries: ["jp", "kr", "cn", "hk", "mo", "tw", "th", "vn", "sg", "my", "id", "ph", "kh", "la", "bn", "in", "lk", "np"],
    popular: true,
  },
  {
    slug: "southeast-asia",
    kind: "regional",
    name: {
      en: "Southeast Asia",
      de: "Südostasien",
      es: "Sudeste Asiático",
      ja: "東南アジア",
      tr: "Güneydoğu Asya",
      "zh-CN": "东南亚",
      "zh-HK": "東南亞",
    },
    countries: ["th", "vn", "sg", "my", "id", "ph", "kh", "la", "bn"],
    popular: false,
  },
  {
    slug: "north-america",
    kind: "regional",
    name: {
      en: "North America",
      de: "Nordamerika",
      es: "Norteamérica",
      ja: "北米",
      tr: "Kuzey Amerika",
      "zh-CN": "北美洲",
      "zh-HK": "北美洲",
    },
    countries: ["us", "ca", "mx"],
    popular: true,
  },
  {
    slug: "latin-america",
    kind: "regional",
    name: {
      en: "Latin America",
      de: "Lateinamerika",
      es: "Latinoamérica",
      ja: "中南米",
      tr: "Latin Amerika",
      "zh-CN": "拉丁美洲",
      "zh-HK": "拉丁美洲",
    },
    countries: ["mx", "gt", "sv", "hn", "ni", "cr", "pa", "co", "ec", "pe", "bo", "br", "py", "uy", "ar", "cl"],
    popular: false,
  },
  {
    slug: "caribbean",
    kind: "regional",
    name: {
      en: "Caribbean",
      de: "Karibik",
      es: "Caribe",
      ja: "カリブ海諸国",
      tr: "Karayipler",
      "zh-CN": "加勒比地区",
      "zh-HK": "加勒比海",
    },
    countries: [
      "ag", "ai", "aw", "bb", "bs", "cw", "dm", "do", "gd", "gp", "jm",
      "kn", "ky", "lc", "mq", "pr", "sx", "tc", "tt", "vc", "vg",
    ],
    popular: false,
  },
  {
    slug: "africa",
    kind: "regional",
    name: { en: "Africa", de: "Afrika", es: "África", ja: "アフリカ", tr: "Afrika", "zh-CN": "非洲", "zh-HK": "非洲" },
    countries: [
      "za", "eg", "ma", "tn", "dz", "ke", "tz", "ug", "rw", "et", "gh", "ng", "sn",
      "ci", "cm", "ga", "cg", "mg", "mu", "sc", "mz", "mw", "zm", "zw", "bw", "na",
    ],
    popular: false,
  },
  {
    slug: "middle-east",
    kind: "regional",
    name: {
      en: "Middle East",
      de: "Naher Osten",
      es: "Oriente Medio",
      ja: "中東",
      tr: "Orta Doğu",
      "zh-CN": "中东",
      "zh-HK": "中東",
    },
    countries: ["ae", "sa", "qa", "kw", "bh", "om", "jo", "il", "eg", "tr", "iq", "lb"],
    popular: false,
  },
  {
    slug: "gulf-states",
    kind: "regional",
    name: {
      en: "Gulf States",
      de: "Golfstaaten",
      es: "Países del Golfo",
      ja: "湾岸諸国",
      tr: "Körfez Ülkeleri",
      "zh-CN": "海湾国家",
      "zh-HK": "海灣國家",
    },
    countries: ["ae", "sa", "qa", "kw", "bh", "om"],
    popular: false,
  },
  {
    slug: "oceania",
    kind: "regional",
    name: {
      en: "Oceania",
      de: "Ozeanien",
      es: "Oceanía",
      ja: "オセアニア",
      tr: "Okyanusya",
      "zh-CN": "大洋洲",
      "zh-HK": "大洋洲",
    },
    countries: ["au", "nz", "fj", "pf", "nc", "gu", "ws", "to", "vu"],
    popular: false,
  },
  {
    slug: "balkans",
    kind: "regional",
    name: {
      en: "Balkans",
      de: "Balkan",
      es: "Balcanes",
      ja: "バルカン半島",
      tr: "Balkanlar",
      "zh-CN": "巴尔干半岛",
      "zh-HK": "巴爾幹半島",
    },
    countries: ["al", "ba", "bg", "hr", "gr", "me", "mk", "ro", "rs", "si"],
    popular: false,
  },
  {
    slug: "nordics",
    kind: "regional",
    name: {
      en: "Nordic Countries",
      de: "Skandinavien",
      es: "Países nórdicos",
      ja: "北欧",
      tr: "İskandinav Ülkeleri",
      "zh-CN": "北欧",
      "zh-HK": "北歐",
    },
    countries: ["dk", "fi", "is", "no", "se", "ax", "fo"],
    popular: false,
  },
  {
    slug: "global",
    kind: "global",
    name: { en: "Global", de: "Weltweit", es: "Global", ja: "グローバル", tr: "Küresel", "zh-CN": "全球", "zh-HK": "全球" },
    countries: GLOBAL,
    popular: true,
  },
  {
    slug: "global-plus",
    kind: "global",
    name: {
      en: "Global Plus",
      de: "Weltweit Plus",
      es: "Global Plus",
      ja: "グローバルプラス",
      tr: "Küresel Plus",
      "zh-CN": "全球加强版",
      "zh-HK": "全球加強版",
    },
    countries: GLOBAL_PLUS,
    popular: false,
  },
];
