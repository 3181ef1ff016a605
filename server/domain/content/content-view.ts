/**
 * Content as its doors answer it: a banner's or a dialog's row in one language, as the API's
 * view objects (shared/api/content.ts).
 */
import type { Banner, Dialog } from "../../../shared/api/content.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import type { BannerWording, DialogRecord } from "./content-records.ts";

/** A banner in `lang`; `fill` fills the placeholders of its wording. */
export function bannerView(b: BannerWording, lang: Lang, fill: (text: string) => string): Banner {
  return { id: b.id, link: b.link, art: b.art, title: fill(b.title[lang]), subtitle: fill(b.subtitle[lang]), cta: fill(b.cta[lang]) };
}

/** A dialog in `lang`. */
export function dialogView(d: DialogRecord, lang: Lang): Dialog {
  return { id: d.id, title: d.title[lang], body: d.body[lang], cta: d.cta[lang], link: d.link, frequencyHours: d.frequencyHours };
}
