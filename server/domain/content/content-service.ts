/**
 * Editorial content as the storefront and the API see it: home-page banners, marketing dialogs
 * and documents (how it works, FAQ, terms, privacy, about, campaigns), in one language with the
 * brand and the catalogue's counts filled in (PRODUCT.md#catalogue-counts). Answers come from an
 * in-memory snapshot.
 *
 * Content shares the catalogue's version counter (the same triggers bump it), so it does not poll
 * on its own: it reloads whenever the catalogue service reports a new version, and the
 * catalogue's start() and refresh() resolve only once the content has followed.
 */
import type { Banner, Dialog } from "../../../shared/api/content.ts";
import type { ContentKey, DialogPage } from "../../../shared/content/keys.ts";
import { fillPlaceholders } from "../../../shared/content/schema.ts";
import { formatCountries } from "../../../shared/i18n/count-text.ts";
import type { Lang } from "../../../shared/i18n/locales.ts";
import { followVersion, systemClock, type Clock, type Db, type VersionFeed } from "../../kernel/index.ts";
import { readContent } from "./content-repository.ts";
import { pickDialog, restingDialogs, runningDialogs, type DialogsSeen } from "./content-rules.ts";
import { buildContentSnapshot, type ContentSnapshot, type DialogRecord } from "./content-snapshot.ts";
import type { BannerWording } from "./content-records.ts";
import { bannerView, dialogView } from "./content-view.ts";

/** Where content learns that the shared version moved (the catalogue service). */
export type { VersionFeed };

export interface ContentDeps {
  db: Db;
  brand: { name: string; supportEmail: string };
  /**
   * Countries on sale (null slug), or covered by the area `slug`; null for an unknown area. Read
   * on every answer, so a count follows the catalogue as soon as it changes.
   */
  countries: (areaSlug: string | null) => number | null;
  changes: VersionFeed;
  /**
   * The banners of the price campaigns running today (wired from pricing), shown before the
   * content's own: read on every answer, so they come and go with the campaigns.
   */
  campaignBanners?: () => readonly BannerWording[];
  now?: Clock;
  onError?: (err: unknown) => void;
  /** Wait before trying again after a failed reload, in ms. */
  retryMs?: number;
}

export function createContentService(deps: ContentDeps) {
  const now = deps.now ?? systemClock;
  const brand = { brand: deps.brand.name, supportEmail: deps.brand.supportEmail };
  let snapshot: ContentSnapshot | null = null;
  const listeners = new Set<(version: number) => void>();

  /** Fills the counts, written out in `lang`, into a value about to be served. */
  function counted<T>(value: T, lang: Lang): T {
    return fillPlaceholders(value, {
      countries: (slug) => {
        const n = deps.countries(slug ?? null);
        return n === null ? null : formatCountries(n, lang);
      },
    });
  }

  const running = (page: DialogPage): readonly DialogRecord[] => runningDialogs(current().dialogs, page, now());
  const inLang = (d: DialogRecord, lang: Lang): Dialog => counted(dialogView(d, lang), lang);

  function current(): ContentSnapshot {
    if (!snapshot) throw new Error("content not loaded yet");
    return snapshot;
  }

  async function load(): Promise<void> {
    snapshot = buildContentSnapshot(await readContent(deps.db), brand);
    for (const fn of listeners) fn(snapshot.version);
  }

  // Nothing to serve before the first load: its failure fails the start that waits for the content.
  const follower = followVersion({ load, changes: deps.changes, loaded: () => snapshot !== null, onError: deps.onError, retryMs: deps.retryMs });
  const { reload } = follower;

  return {
    reload,
    stop: follower.stop,
    isReady: () => snapshot !== null,
    version: () => current().version,
    /** Called with the version each time a new snapshot is in place. */
    onChange(fn: (version: number) => void): () => void {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },

    /** The home page's banners: the running campaigns', then the content's, in display order. */
    banners(lang: Lang): Banner[] {
      const campaigns = (deps.campaignBanners?.() ?? []).map((b) => bannerView(b, lang, (text) => fillPlaceholders(text, brand)));
      return counted([...campaigns, ...current().banners[lang]], lang);
    },

    /** Dialogs for `page` whose date range includes today (UTC). */
    dialogs(page: DialogPage, lang: Lang): Dialog[] {
      return running(page).map((d) => inLang(d, lang));
    },

    /** The one dialog to show on `page` to a visitor who saw `seen` (PRODUCT.md#marketing-dialogs), or null. */
    dialogFor(page: DialogPage, lang: Lang, seen: DialogsSeen): Dialog | null {
      const picked = pickDialog(running(page), seen, now());
      return picked && inLang(picked, lang);
    },

    /** The dialogs a visitor who saw `seen` is spared for now, by id (content-rules.ts restingDialogs). */
    restingDialogs: (seen: DialogsSeen): string[] => restingDialogs(current().dialogs, seen, now()),

    /** The document `key` in `lang`, or null when there is none. */
    resource(key: ContentKey, lang: Lang): Record<string, unknown> | null {
      const doc = current().document(key, lang);
      return doc ? counted(doc, lang) : null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
