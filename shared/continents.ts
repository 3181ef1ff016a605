/**
 * The part of the world each country or territory is in, by ISO 3166-1 alpha-2 code: how the
 * full destination list is grouped for travellers (PRODUCT.md#destination-list). Türkiye and
 * Cyprus sit with Europe, the Caucasus and Central Asia with Asia, Central America and the
 * Caribbean with North America, as travel shops and guidebooks group them.
 */
export const CONTINENTS = ["europe", "asia", "middle-east", "africa", "north-america", "south-america", "oceania"] as const;
export type Continent = (typeof CONTINENTS)[number];

const MEMBERS: Record<Continent, string> = {
  europe:
    "ad al at ax ba be bg by ch cy cz de dk ee es fi fo fr gb gg gi gl gr hr hu ie im is it je li lt lu lv mc md me mk mt nl no pl pt ro rs ru se si sj sk sm tr ua va",
  asia: "af am az bd bn bt cn ge hk id in jp kg kh kr kz la lk mm mn mo mv my np ph pk sg th tj tl tm tw uz vn",
  "middle-east": "ae bh il iq ir jo kw lb om ps qa sa sy ye",
  africa:
    "ao bf bi bj bw cd cf cg ci cm cv dj dz eg eh er et ga gh gm gn gq gw ke km lr ls ly ma mg ml mr mu mw mz na ne ng re rw sc sd sh sl sn so ss st sz td tg tn tz ug yt za zm zw",
  "north-america":
    "ag ai aw bb bl bm bq bs bz ca cr cu cw dm do gd gp gt hn ht jm kn ky lc mf mq ms mx ni pa pm pr sv sx tc tt us vc vg vi",
  "south-america": "ar bo br cl co ec fk gf gy pe py sr uy ve",
  oceania: "as au cc ck cx fj fm gu ki mh mp nc nf nr nu nz pf pg pw sb tk to tv vu wf ws",
};

const BY_CODE = new Map<string, Continent>(CONTINENTS.flatMap((c) => MEMBERS[c].split(" ").map((iso2) => [iso2, c] as const)));

/** The continent of a country, or null for a code this table does not know yet. */
export function continentOf(iso2: string): Continent | null {
  return BY_CODE.get(iso2.toLowerCase()) ?? null;
}
