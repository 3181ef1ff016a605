/**
 * An immutable in-memory copy of the content (banners, dialogs, editorial documents), built from
 * the database in one read. The brand is filled in once here, not on every request: it is fixed
 * for the life of the process. Catalogue counts are filled in when served (content-service.ts).
 */
import type { Banner } from "../../../shared/api/content.ts";
import type { ContentKey } from "../../../shared/content/keys.ts";
import { fillPlaceholders } from "../../../shared/content/schema.ts";
import { LANGS, type Lang, type Localized } from "../../../shared/i18n/locales.ts";
import type { BannerRecord, DialogRecord, DocumentRecord } from "./content-records.ts";
import { bannerView } from "./content-view.ts";

export type { BannerRecord, DialogRecord, DocumentRecord };

export interface ContentData {
  version: number;
  /** Active banners in display order. */
  banners: BannerRecord[];
  dialogs: DialogRecord[];
  documents: DocumentRecord[];
}

export type Brand = Record<"brand" | "supportEmail", string>;

export interface ContentSnapshot {
  /** The catalogue version the content was read at (one counter for both). */
  version: number;
  banners: Readonly<Localized<readonly Banner[]>>;
  /** Every dialog, whether shown today or not, with the brand filled in. */
  dialogs: readonly DialogRecord[];
  /** A document with the brand filled in; undefined when absent or not a JSON object. */
  document(key: ContentKey, lang: Lang): Record<string, unknown> | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function buildContentSnapshot(data: ContentData, brand: Brand): ContentSnapshot {
  const fill = <T>(value: T): T => fillPlaceholders(value, brand);
  const banners = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      data.banners.map((b) => bannerView(b, lang, fill)),
    ]),
  ) as Localized<Banner[]>;
  const dialogs = data.dialogs.map((d) => ({ ...d, title: fill(d.title), body: fill(d.body), cta: fill(d.cta) }));
  const documents = new Map(
    data.documents.filter((d) => isObject(d.body)).map((d) => [`${d.key}\u0000${d.lang}`, fill(d.body as Record<string, unknown>)]),
  );
  return {
    version: data.version,
    banners,
    dialogs,
    document: (key, lang) => documents.get(`${key}\u0000${lang}`),
  };
}
